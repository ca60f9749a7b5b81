import type { AddressInfo } from 'node:net';
import { LIVE } from '@jobbridge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../testing';
import { OPCODE, PROTOCOL_CLOSE } from './frames';
import { CLOSE_CODES } from './routes';
import { clientFrame, RawClient } from './test-kit';

const ORIGIN = 'http://jobbridge.test';

/** The live channel's WebSockets (live/socket.ts) at the byte level: what ws and browsers never send is tested here. */
describe('live sockets, byte by byte', () => {
  let t: TestApp;
  let port: number;
  let me: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    me = await signedInUser(t.database);
  }, 60_000);
  afterAll(() => t?.close());

  const path = () => `/ws/candidate/${me.user.user_id}`;
  const text = (value: string, options?: Parameters<typeof clientFrame>[2]) =>
    clientFrame(OPCODE.text, Buffer.from(value), options);

  /** A signed-in socket, open; `also` goes out in the same write as the handshake. */
  async function open(also: Buffer = Buffer.alloc(0)): Promise<RawClient> {
    const client = await RawClient.open(port);
    client.write(
      Buffer.concat([Buffer.from(RawClient.handshake(path(), { origin: ORIGIN, cookie: me.cookie })), also]),
    );
    const head = await client.response();
    expect(head).toContain('http/1.1 101 switching protocols');
    expect(head).toContain('sec-websocket-accept: s3pplmbitxaq9kygzzhzrbk+xoo=');
    return client;
  }
  async function expectPong(client: RawClient): Promise<void> {
    const frame = await client.frame();
    expect(frame.opcode).toBe(OPCODE.text);
    expect(frame.payload.toString()).toBe('pong');
  }

  it('reads a frame sent with the handshake, and frames cut anywhere across packets', async () => {
    const client = await open(text('ping'));
    await expectPong(client);
    const bytes = Buffer.concat([text('ping'), text('ping')]);
    for (const byte of bytes) {
      client.write(Buffer.from([byte]));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await expectPong(client);
    await expectPong(client);
    client.destroy();
  });

  it('puts a text message in several frames together, with pings between its frames', async () => {
    const client = await open();
    client.write(
      Buffer.concat([
        text('pi', { fin: false }),
        clientFrame(OPCODE.ping, Buffer.from('between')),
        clientFrame(OPCODE.continuation, Buffer.from('n'), { fin: false }),
        clientFrame(OPCODE.continuation, Buffer.from('g')),
      ]),
    );
    const pong = await client.frame();
    expect(pong).toEqual({ opcode: OPCODE.pong, payload: Buffer.from('between') });
    await expectPong(client);
    client.destroy();
  });

  it('answers a close frame with the same code and ends the connection', async () => {
    const client = await open();
    const payload = Buffer.alloc(2);
    payload.writeUInt16BE(PROTOCOL_CLOSE.goingAway);
    client.write(clientFrame(OPCODE.close, payload));
    expect(await client.closeCode()).toBe(PROTOCOL_CLOSE.goingAway);
    expect(await client.closedByServer()).toBe(true);
  });

  it.each([
    ['an unmasked frame', () => text('ping', { mask: false }), PROTOCOL_CLOSE.protocolError],
    [
      'a continuation with no message started',
      () => clientFrame(OPCODE.continuation, Buffer.from('x')),
      PROTOCOL_CLOSE.protocolError,
    ],
    [
      'a new message before the last one ended',
      () => Buffer.concat([text('a', { fin: false }), text('b')]),
      PROTOCOL_CLOSE.protocolError,
    ],
    ['text that is not UTF-8', () => clientFrame(OPCODE.text, Buffer.from([0xc3, 0x28])), PROTOCOL_CLOSE.invalidData],
    // Only the header of a frame over the limit: refused before its bytes come.
    ['a frame over the limit', () => text('x'.repeat(LIVE.maxFrameBytes + 1)).subarray(0, 8), PROTOCOL_CLOSE.tooBig],
    [
      'a message in parts over the limit',
      () =>
        Buffer.concat([
          text('x'.repeat(LIVE.maxFrameBytes), { fin: false }),
          clientFrame(OPCODE.continuation, Buffer.from('x')),
        ]),
      PROTOCOL_CLOSE.tooBig,
    ],
  ])('closes the socket on %s, with the code the protocol calls for', async (_, bytes, code) => {
    const client = await open();
    client.write(bytes());
    expect(await client.closeCode()).toBe(code);
    expect(await client.closedByServer()).toBe(true);
  });

  it('closes a refused socket with its code and ends the connection when the client answers', async () => {
    const client = await RawClient.open(port);
    client.write(RawClient.handshake('/ws/candidate/1', { origin: ORIGIN }));
    expect(await client.response()).toContain('101 switching protocols');
    expect(await client.closeCode()).toBe(CLOSE_CODES.unauthenticated);
    const payload = Buffer.alloc(2);
    payload.writeUInt16BE(CLOSE_CODES.unauthenticated);
    client.write(clientFrame(OPCODE.close, payload));
    expect(await client.closedByServer()).toBe(true);
  });

  it.each([
    ['another protocol version', { 'sec-websocket-version': '8' }],
    ['no key', { 'sec-websocket-key': undefined }],
    ['a key that is not 16 bytes', { 'sec-websocket-key': 'c2hvcnQ=' }],
  ])('answers a handshake with %s 400 in the envelope, naming version 13', async (_, headers) => {
    const client = await RawClient.open(port);
    client.write(RawClient.handshake(path(), { origin: ORIGIN, cookie: me.cookie, ...headers }));
    const head = await client.response();
    expect(head).toMatch(/^http\/1.1 400/);
    expect(head).toContain('sec-websocket-version: 13');
    expect(JSON.parse(await client.rest())).toMatchObject({ success: false, code: 4000 });
  });

  it('answers an upgrade to any other address over HTTP, then ends the connection', async () => {
    const client = await RawClient.open(port);
    client.write(RawClient.handshake('/api/no-such-call', { origin: ORIGIN }));
    expect(await client.response()).toMatch(/^http\/1.1 404/);
    expect(await client.closedByServer()).toBe(true);
  });

  it('drops a socket whose client stopped reading once its backlog passes the limit, and none that reads', async () => {
    const reader = await signedInUser(t.database);
    const stalled = await open();
    const reading = await RawClient.open(port);
    reading.write(
      RawClient.handshake(`/ws/candidate/${reader.user.user_id}`, { origin: ORIGIN, cookie: reader.cookie }),
    );
    expect(await reading.response()).toContain('101 switching protocols');
    reading.discard();
    stalled.socket.pause();
    const chunk = { type: 'bench', text: 'x'.repeat(60_000) };
    // Far more than the limit and what the kernel's buffers take: the stalled one's backlog grows in the server.
    for (let i = 0; i < 200 && t.app.hub.isConnectedHere(me.user.user_id); i += 1) {
      await t.app.hub.sendToUsers([me.user.user_id, reader.user.user_id], chunk);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(t.app.hub.isConnectedHere(me.user.user_id)).toBe(false);
    expect(t.app.hub.isConnectedHere(reader.user.user_id)).toBe(true);
    stalled.destroy();
    reading.destroy();
  });

  it('answers a plain GET of the live address 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: path(), headers: { origin: ORIGIN } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 4004 });
  });
});
