import { describe, expect, it } from 'vitest';
import { acceptKey, encodeClose, encodeFrame, isValidCloseCode, OPCODE, PROTOCOL_CLOSE, readFrame } from './frames';
import { clientFrame } from './test-kit';

describe('WebSocket frames', () => {
  it("answers RFC 6455's sample key with its sample accept value, and refuses a key that is not 16 bytes", () => {
    expect(acceptKey('dGhlIHNhbXBsZSBub25jZQ==')).toBe('s3pPLMBiTxaQ9kYGzzhZRbK+xOo=');
    expect(acceptKey('c2hvcnQ=')).toBeNull();
    expect(acceptKey(undefined)).toBeNull();
  });

  it('reads a masked text frame of each length encoding, unmasked, and where the next one starts', () => {
    for (const size of [0, 5, 125, 126, 300, 70_000]) {
      const text = 'x'.repeat(size);
      const bytes = Buffer.concat([clientFrame(OPCODE.text, Buffer.from(text)), Buffer.from([0xaa])]);
      const frame = readFrame(bytes, 0, 100_000);
      expect(frame).toMatchObject({ fin: true, opcode: OPCODE.text, end: bytes.length - 1 });
      expect(typeof frame === 'object' && frame?.payload.toString()).toBe(text);
    }
  });

  it('waits for the rest of a frame whose bytes have not all come, at every cut', () => {
    const bytes = clientFrame(OPCODE.text, Buffer.from('a'.repeat(200)));
    for (let cut = 0; cut < bytes.length; cut += 1) {
      expect(readFrame(Buffer.from(bytes.subarray(0, cut)), 0, 1_000)).toBeNull();
    }
  });

  it('refuses what breaks the protocol with 1002, and a payload over the limit with 1009 from its header', () => {
    const hello = Buffer.from('hello');
    expect(readFrame(clientFrame(OPCODE.text, hello, { mask: false }), 0, 100)).toBe(PROTOCOL_CLOSE.protocolError);
    expect(readFrame(clientFrame(OPCODE.text, hello, { rsv: 0x40 }), 0, 100)).toBe(PROTOCOL_CLOSE.protocolError);
    expect(readFrame(clientFrame(0x3, hello), 0, 100)).toBe(PROTOCOL_CLOSE.protocolError);
    expect(readFrame(clientFrame(OPCODE.ping, hello, { fin: false }), 0, 100)).toBe(PROTOCOL_CLOSE.protocolError);
    expect(readFrame(clientFrame(OPCODE.ping, Buffer.alloc(126)), 0, 1_000)).toBe(PROTOCOL_CLOSE.protocolError);
    const header = clientFrame(OPCODE.text, Buffer.alloc(70_000)).subarray(0, 10);
    expect(readFrame(header, 0, 16_384)).toBe(PROTOCOL_CLOSE.tooBig);
  });

  it('writes unmasked frames of each length encoding that read back the same', () => {
    for (const size of [3, 126, 70_000]) {
      const text = 'é'.repeat(size);
      const frame = encodeFrame(OPCODE.text, text);
      const bytes = Buffer.byteLength(text);
      expect(frame[0]).toBe(0x80 | OPCODE.text);
      expect((frame[1] as number) & 0x80).toBe(0);
      expect(frame.subarray(frame.length - bytes).toString()).toBe(text);
    }
    const close = encodeClose(4401, 'x'.repeat(200));
    expect(close.length).toBe(2 + 125);
    expect(close.readUInt16BE(2)).toBe(4401);
  });

  it('tells the close codes a peer may send', () => {
    for (const code of [1000, 1001, 1002, 1003, 1007, 1011, 3000, 4401, 4999])
      expect(isValidCloseCode(code)).toBe(true);
    for (const code of [0, 999, 1004, 1005, 1006, 1015, 2000, 5000]) expect(isValidCloseCode(code)).toBe(false);
  });
});
