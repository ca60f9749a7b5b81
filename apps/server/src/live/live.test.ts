import { randomBytes } from 'node:crypto';
import type { AddressInfo, Socket } from 'node:net';
import { sessions } from '@jobbridge/db';
import { COOKIE_NAMES, LIVE } from '@jobbridge/shared';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { transport, userWithPassword } from '../domains/account/test-kit';
import { SOCKET_FRAME_LIMIT } from '../limits';
import { createSession } from '../plugins/auth';
import { createTestApp, FORM, form, signedInUser, type TestApp } from '../testing';
import { type Bus, InProcessBus, RedisBus } from './bus';
import { PRESENCE_CHANNEL } from './hub';
import { PRESENCE_TTL_MS } from './presence';
import { CLOSE_CODES } from './routes';

const ORIGIN = 'http://jobbridge.test';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Opens a socket; resolves once open, rejects on an HTTP refusal. */
function connect(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { origin: ORIGIN, ...headers } });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error('refused'), { status: res.statusCode })),
    );
    ws.once('error', reject);
  });
}
const closed = (ws: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
const nextMessage = (ws: WebSocket, timeoutMs = 3_000) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message')), timeoutMs);
    ws.once('message', (data) => {
      clearTimeout(timer);
      resolve(data.toString());
    });
  });
/** Collects every message a socket receives. */
const collect = (ws: WebSocket) => {
  const received: string[] = [];
  ws.on('message', (data) => received.push(data.toString()));
  return received;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Resolves with the code once the socket closes, or 'open' when it answers a ping first (so it is still open). */
const closedOrOpen = (ws: WebSocket) =>
  new Promise<number | 'open'>((resolve) => {
    if (ws.readyState === WebSocket.CLOSED) return resolve(-1);
    ws.once('close', (code) => resolve(code));
    ws.once('message', (data) => data.toString() === 'pong' && resolve('open'));
    if (ws.readyState === WebSocket.OPEN) ws.send('ping');
  });
/** Another session of the same user, with its cookie. */
async function anotherSession(t: TestApp, userId: number) {
  const { token, sessionId } = await createSession(t.database.db, userId, { userAgent: 'vitest' });
  return { token, sessionId, cookie: `${COOKIE_NAMES.token}=${token}` };
}
/** An API call as the browser makes it. */
const callApi = (t: TestApp, path: string, cookie: string, body: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { ...FORM, cookie, origin: ORIGIN },
    payload: form(body),
  });

describe('live channel', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
    base = await listen(t);
  }, 60_000);
  afterAll(() => t?.close());

  it('closes an unauthenticated socket with 4401', async () => {
    const ws = await connect(`${base}/ws/candidate/100001`);
    expect((await closed(ws)).code).toBe(CLOSE_CODES.unauthenticated);
  });

  it("closes a socket for another user's id with 4403", async () => {
    const me = await signedInUser(t.database);
    const ws = await connect(`${base}/ws/candidate/${me.user.user_id + 1}`, { cookie: me.cookie });
    expect((await closed(ws)).code).toBe(CLOSE_CODES.forbidden);
  });

  it('refuses the upgrade from a foreign Origin', async () => {
    const me = await signedInUser(t.database);
    await expect(
      connect(`${base}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie, origin: 'https://evil.example' }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("answers 'ping' with 'pong' and ignores malformed frames", async () => {
    const me = await signedInUser(t.database);
    const ws = await connect(`${base}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie });
    ws.send('{not json');
    ws.send(Buffer.from([0xff, 0x00]), { binary: true });
    ws.send('ping');
    expect(await nextMessage(ws)).toBe('pong');
    ws.close();
  });

  it("keeps no stopped idle timer on the socket (the HTTP server's, which ws stopped)", async () => {
    const me = await signedInUser(t.database);
    const raw = new Promise<Socket>((resolve) => t.app.server.once('connection', resolve));
    const ws = await connect(`${base}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie });
    ws.send('ping');
    expect(await nextMessage(ws)).toBe('pong');
    const socket = await raw;
    const key = Object.getOwnPropertySymbols(socket).find((symbol) => symbol.description === 'timeout');
    expect(key).toBeDefined();
    expect((socket as unknown as Record<symbol, unknown>)[key as symbol]).toBeNull();
    ws.close();
  });

  it('accepts the token header as well as the cookie', async () => {
    const me = await signedInUser(t.database);
    const ws = await connect(`${base}/ws/candidate/${me.user.user_id}`, { token: me.token });
    ws.send('ping');
    expect(await nextMessage(ws)).toBe('pong');
    ws.close();
  });

  it('closes a socket that sends a frame over 16 KiB', async () => {
    const me = await signedInUser(t.database);
    const ws = await connect(`${base}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie });
    const done = closed(ws);
    ws.send('x'.repeat(LIVE.maxFrameBytes + 1));
    expect((await done).code).toBe(1009);
    // The server is still fine.
    const again = await connect(`${base}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie });
    again.send('ping');
    expect(await nextMessage(again)).toBe('pong');
    again.close();
  });

  it('closes a socket that sends too many frames with 4429', async () => {
    const me = await signedInUser(t.database);
    const ws = await connect(`${base}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie });
    const done = closed(ws);
    for (let i = 0; i <= SOCKET_FRAME_LIMIT.max; i++) ws.send('{}');
    expect((await done).code).toBe(CLOSE_CODES.rateLimited);
  });

  it('answers a ping frame with a pong of its data, and counts pings as frames (4429 past the window)', async () => {
    const me = await signedInUser(t.database);
    const ws = await connect(`${base}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie });
    const pong = new Promise<string>((resolve) => ws.once('pong', (data) => resolve(data.toString())));
    ws.ping(Buffer.from('are you there'));
    expect(await pong).toBe('are you there');
    const done = closed(ws);
    for (let i = 0; i <= SOCKET_FRAME_LIMIT.max; i++) ws.ping();
    expect((await done).code).toBe(CLOSE_CODES.rateLimited);
  });

  it("delivers a user's messages to all of that user's sockets and to no one else", async () => {
    const me = await signedInUser(t.database);
    const other = await signedInUser(t.database);
    const mine = [
      await connect(`${base}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie }),
      await connect(`${base}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie }),
    ];
    const theirs = await connect(`${base}/ws/candidate/${other.user.user_id}`, { cookie: other.cookie });
    const theirInbox = collect(theirs);
    const arrivals = mine.map((ws) => nextMessage(ws));
    await t.app.hub.sendToUser(me.user.user_id, { to_user_id: me.user.user_id, content: 'hello' });
    for (const text of await Promise.all(arrivals))
      expect(JSON.parse(text)).toEqual({ to_user_id: me.user.user_id, content: 'hello' });
    await sleep(100);
    expect(theirInbox).toEqual([]);
    for (const ws of [...mine, theirs]) ws.close();
  });

  it('announces login when a user opens a first socket and logout when the last closes', async () => {
    const notices: unknown[] = [];
    await t.bus.subscribe(PRESENCE_CHANNEL, (notice) => notices.push(notice));
    const me = await signedInUser(t.database);
    const a = await connect(`${base}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie });
    const b = await connect(`${base}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie });
    await sleep(50);
    a.close();
    await closed(a);
    await sleep(50);
    expect(notices.filter((n) => (n as { from_user_id: number }).from_user_id === me.user.user_id)).toEqual([
      { login: true, from_user_id: me.user.user_id },
    ]);
    b.close();
    await closed(b);
    await sleep(50);
    expect(notices.filter((n) => (n as { from_user_id: number }).from_user_id === me.user.user_id)).toEqual([
      { login: true, from_user_id: me.user.user_id },
      { login: false, from_user_id: me.user.user_id },
    ]);
  });
});

describe('live sockets end with their session', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
    base = await listen(t);
  }, 60_000);
  afterAll(() => t?.close());

  const open = (userId: number, cookie: string) => connect(`${base}/ws/candidate/${userId}`, { cookie });

  it("closes the socket of a session that logs out (4410), not the same user's other session's", async () => {
    const me = await signedInUser(t.database);
    const other = await anotherSession(t, me.user.user_id);
    const mine = await open(me.user.user_id, me.cookie);
    const theirs = await open(me.user.user_id, other.cookie);
    const ended = closed(mine);
    const res = await callApi(t, 'account/logout', me.cookie);
    expect(res.json()).toMatchObject({ success: true });
    expect(await ended).toEqual({ code: CLOSE_CODES.sessionEnded, reason: 'session ended' });
    expect(await closedOrOpen(theirs)).toBe('open');
    // Messages for the user reach the remaining socket only.
    const arrival = nextMessage(theirs);
    await t.app.hub.sendToUser(me.user.user_id, { n: 1 });
    expect(JSON.parse(await arrival)).toEqual({ n: 1 });
    theirs.close();
  });

  it("closes every other session's sockets when the password changes, and keeps the changing one's", async () => {
    const user = await userWithPassword(t.database, 'Secret123!');
    const [current, second, third] = [
      await anotherSession(t, user.user_id),
      await anotherSession(t, user.user_id),
      await anotherSession(t, user.user_id),
    ];
    const kept = await open(user.user_id, current.cookie);
    const others = [
      await open(user.user_id, second.cookie),
      await open(user.user_id, second.cookie),
      await open(user.user_id, third.cookie),
    ];
    const ends = others.map(closed);
    const res = await callApi(t, 'account/modifyPwd', current.cookie, {
      oldPassword: await transport('Secret123!'),
      password: await transport('Changed456!'),
    });
    expect(res.json()).toMatchObject({ success: true });
    for (const end of await Promise.all(ends)) expect(end.code).toBe(CLOSE_CODES.sessionEnded);
    expect(await closedOrOpen(kept)).toBe('open');
    kept.close();
  });

  it('closes every socket of a deleted account', async () => {
    const user = await userWithPassword(t.database, 'Secret123!');
    const [a, b] = [await anotherSession(t, user.user_id), await anotherSession(t, user.user_id)];
    const sockets = [await open(user.user_id, a.cookie), await open(user.user_id, b.cookie)];
    const ends = sockets.map(closed);
    const res = await callApi(t, 'account/deleteAccount', a.cookie, { password: await transport('Secret123!') });
    expect(res.json()).toMatchObject({ success: true });
    for (const end of await Promise.all(ends)) expect(end.code).toBe(CLOSE_CODES.sessionEnded);
    expect(t.app.hub.isConnectedHere(user.user_id)).toBe(false);
  });

  it('closes, at its periodic check, a socket whose session ended without a notice (revoked elsewhere, expired)', async () => {
    const me = await signedInUser(t.database);
    const other = await anotherSession(t, me.user.user_id);
    const revoked = await open(me.user.user_id, me.cookie);
    const expired = await open(me.user.user_id, other.cookie);
    const ends = [closed(revoked), closed(expired)];
    await t.database.db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.session_id, me.sessionId));
    await t.database.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.session_id, other.sessionId));
    await t.app.hub.checkSessions();
    for (const end of await Promise.all(ends)) expect(end.code).toBe(CLOSE_CODES.sessionEnded);
  });

  it(`keeps at most ${LIVE.maxSocketsPerUser} sockets per user: one more closes the oldest (4409)`, async () => {
    const me = await signedInUser(t.database);
    const sockets: WebSocket[] = [];
    for (let i = 0; i < LIVE.maxSocketsPerUser; i++) sockets.push(await open(me.user.user_id, me.cookie));
    const oldest = closed(sockets[0]);
    const newest = await open(me.user.user_id, me.cookie);
    expect(await oldest).toEqual({ code: CLOSE_CODES.tooManySockets, reason: 'too many sockets' });
    for (const ws of [...sockets.slice(1), newest]) expect(await closedOrOpen(ws)).toBe('open');
    // Another user is not affected by this user's count.
    const other = await signedInUser(t.database);
    const theirs = await open(other.user.user_id, other.cookie);
    expect(await closedOrOpen(theirs)).toBe('open');
    // The next one closes the next oldest.
    const second = closed(sockets[1]);
    const seventh = await open(me.user.user_id, me.cookie);
    expect((await second).code).toBe(CLOSE_CODES.tooManySockets);
    for (const ws of [...sockets.slice(2), newest, seventh, theirs]) ws.close();
  });
});

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 1_000,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
// In CI a missing Redis is a failure, not a skip.
const runRedis = Boolean(process.env.CI) || (await redisReachable());

describe.runIf(runRedis)('live channel across two instances (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let busA: Bus;
  let busB: Bus;
  let baseA: string;
  let baseB: string;
  // A private channel prefix keeps parallel test runs on one Redis apart.
  const prefix = `test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    try {
      busA = await new RedisBus(REDIS_URL, undefined, prefix).connect();
      busB = await new RedisBus(REDIS_URL, undefined, prefix).connect();
    } catch (error) {
      throw new Error(`Redis is required for this test (CI is set) but ${REDIS_URL} is unreachable: ${error}`);
    }
    const env = { PUBLIC_ORIGIN: ORIGIN, REDIS_URL, REDIS_PREFIX: prefix };
    a = await createTestApp({ env, bus: busA });
    b = await createTestApp({ env, bus: busB, database: a.database });
    [baseA, baseB] = [await listen(a), await listen(b)];
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await Promise.all([busA?.close(), busB?.close()]);
  });

  it('reports Redis in /readyz', async () => {
    expect((await a.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'ok' },
    });
  });

  it("delivers a message published on instance A to the user's socket on instance B, and only there", async () => {
    const me = await signedInUser(a.database);
    const other = await signedInUser(a.database);
    const mine = await connect(`${baseB}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie });
    const theirsOnB = await connect(`${baseB}/ws/candidate/${other.user.user_id}`, { cookie: other.cookie });
    const theirsOnA = await connect(`${baseA}/ws/candidate/${other.user.user_id}`, { cookie: other.cookie });
    const leaks = [...collect(theirsOnB), ...collect(theirsOnA)];
    const inboxB = collect(theirsOnB);
    const inboxA = collect(theirsOnA);
    await sleep(50);

    const arrival = nextMessage(mine);
    await a.app.hub.sendToUser(me.user.user_id, { from_user_id: other.user.user_id, content: '你好' });
    expect(JSON.parse(await arrival)).toEqual({ from_user_id: other.user.user_id, content: '你好' });
    await sleep(150);
    expect([...inboxA, ...inboxB, ...leaks]).toEqual([]);
    for (const ws of [mine, theirsOnA, theirsOnB]) ws.close();
  });

  it("tells instance B that a user is online on instance A, until the user's last socket there closes", async () => {
    const me = await signedInUser(a.database);
    const id = me.user.user_id;
    expect(await b.app.presence.isOnline(id)).toBe(false);
    const first = await connect(`${baseA}/ws/candidate/${id}`, { cookie: me.cookie });
    const second = await connect(`${baseA}/ws/candidate/${id}`, { cookie: me.cookie });
    await expect.poll(() => b.app.presence.isOnline(id)).toBe(true);
    first.close();
    await sleep(150);
    expect(await b.app.presence.isOnline(id), 'one socket is still open').toBe(true);
    second.close();
    await expect.poll(() => b.app.presence.isOnline(id)).toBe(false);
    expect(await a.app.presence.isOnline(id)).toBe(false);
  });

  it('stops counting an instance that vanished once its time has passed', async () => {
    const me = await signedInUser(a.database);
    const key = `${prefix}presence:${me.user.user_id}`;
    const redis = new Redis(REDIS_URL);
    try {
      // A crashed instance's field, still within its time: online; past it: offline.
      await redis.hset(key, 'gone-instance', String(Date.now() + 60_000));
      expect(await b.app.presence.isOnline(me.user.user_id)).toBe(true);
      await redis.hset(key, 'gone-instance', String(Date.now() - 1));
      expect(await b.app.presence.isOnline(me.user.user_id)).toBe(false);
      // A live instance's word carries an expiry, so the key goes away should that instance die too.
      const socket = await connect(`${baseA}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie });
      await expect.poll(() => redis.hlen(key)).toBe(2);
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(PRESENCE_TTL_MS);
      socket.close();
    } finally {
      await redis.del(key);
      redis.disconnect();
    }
  });

  it("closes a session's socket on instance B when it logs out through instance A, and only that session's", async () => {
    const me = await signedInUser(a.database);
    const other = await anotherSession(a, me.user.user_id);
    const onB = await connect(`${baseB}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie });
    const otherOnB = await connect(`${baseB}/ws/candidate/${me.user.user_id}`, { cookie: other.cookie });
    const onA = await connect(`${baseA}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie });
    const ends = [closed(onB), closed(onA)];
    expect((await callApi(a, 'account/logout', me.cookie)).json()).toMatchObject({ success: true });
    for (const end of await Promise.all(ends)) expect(end.code).toBe(CLOSE_CODES.sessionEnded);
    expect(await closedOrOpen(otherOnB)).toBe('open');
    // A password change through B ends the other sessions' sockets on A.
    const user = await userWithPassword(a.database, 'Secret123!');
    const [keep, gone] = [await anotherSession(a, user.user_id), await anotherSession(a, user.user_id)];
    const goneOnA = await connect(`${baseA}/ws/candidate/${user.user_id}`, { cookie: gone.cookie });
    const ended = closed(goneOnA);
    const res = await callApi(b, 'account/modifyPwd', keep.cookie, {
      oldPassword: await transport('Secret123!'),
      password: await transport('Changed456!'),
    });
    expect(res.json()).toMatchObject({ success: true });
    expect((await ended).code).toBe(CLOSE_CODES.sessionEnded);
    otherOnB.close();
  });

  it('delivers to sockets of the same user on both instances', async () => {
    const me = await signedInUser(a.database);
    const onA = await connect(`${baseA}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie });
    const onB = await connect(`${baseB}/ws/candidate/${me.user.user_id}`, { cookie: me.cookie });
    const arrivals = [nextMessage(onA), nextMessage(onB)];
    await b.app.hub.sendToUser(me.user.user_id, { n: 1 });
    expect((await Promise.all(arrivals)).map((text) => JSON.parse(text))).toEqual([{ n: 1 }, { n: 1 }]);
    onA.close();
    onB.close();
  });
});

describe('InProcessBus', () => {
  it('delivers published messages to subscribers, as JSON copies', async () => {
    const bus = new InProcessBus();
    const got: unknown[] = [];
    await bus.subscribe('c', (m) => got.push(m));
    const message = { a: 1 };
    await bus.publish('c', message);
    await bus.publish('other', { b: 2 });
    await sleep(0);
    expect(got).toEqual([{ a: 1 }]);
    expect(got[0]).not.toBe(message);
    await bus.close();
  });
});
