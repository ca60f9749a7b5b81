/**
 * WebSocket frames (RFC 6455 section 5), as the live channel's server speaks them: no extensions
 * (no compression), frames from the client masked, frames to the client unmasked.
 */
import { createHash } from 'node:crypto';

export const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

/** Close codes of the protocol itself (RFC 6455 7.4.1). */
export const PROTOCOL_CLOSE = {
  normal: 1000,
  goingAway: 1001,
  protocolError: 1002,
  /** Text that is not UTF-8. */
  invalidData: 1007,
  tooBig: 1009,
} as const;

export interface Frame {
  fin: boolean;
  opcode: number;
  /** Unmasked, in place: a view of the bytes read. */
  payload: Buffer;
  /** Where the next frame starts. */
  end: number;
}

const KNOWN_OPCODES = new Set<number>(Object.values(OPCODE));

/**
 * Reads the frame that starts at `offset`: the frame; null while its bytes have not all come; or,
 * for a frame the server must refuse, the close code to answer with (1002 for a frame that breaks
 * the protocol, 1009 for a payload over `maxPayload`, known from its header before its bytes come).
 */
export function readFrame(data: Buffer, offset: number, maxPayload: number): Frame | number | null {
  if (data.length - offset < 2) return null;
  const first = data[offset] as number;
  const second = data[offset + 1] as number;
  const fin = (first & 0x80) !== 0;
  const opcode = first & 0x0f;
  // Reserved bits are for extensions, and none is negotiated; a client's frames are masked (5.1).
  if ((first & 0x70) !== 0 || !KNOWN_OPCODES.has(opcode) || (second & 0x80) === 0) {
    return PROTOCOL_CLOSE.protocolError;
  }
  const control = opcode >= OPCODE.close;
  let length = second & 0x7f;
  let at = offset + 2;
  if (control && (!fin || length > 125)) return PROTOCOL_CLOSE.protocolError;
  if (length === 126) {
    if (data.length - at < 2) return null;
    length = data.readUInt16BE(at);
    at += 2;
  } else if (length === 127) {
    if (data.length - at < 8) return null;
    // A length past 2^32 is over any limit here; the high half must then be zero.
    if (data.readUInt32BE(at) !== 0) return PROTOCOL_CLOSE.tooBig;
    length = data.readUInt32BE(at + 4);
    at += 8;
  }
  if (length > maxPayload) return PROTOCOL_CLOSE.tooBig;
  if (data.length - at < 4 + length) return null;
  const mask = at;
  at += 4;
  const payload = data.subarray(at, at + length);
  for (let i = 0; i < length; i += 1) {
    payload[i] = (payload[i] as number) ^ (data[mask + (i & 3)] as number);
  }
  return { fin, opcode, payload, end: at + length };
}

/** A whole frame from the server: FIN set, not masked. A string payload is written as UTF-8. */
export function encodeFrame(opcode: number, payload: string | Buffer): Buffer {
  const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  const header = length < 126 ? 2 : length < 0x10000 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x80 | opcode;
  if (header === 2) {
    frame[1] = length;
  } else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(0, 2);
    frame.writeUInt32BE(length, 6);
  }
  if (typeof payload === 'string') frame.write(payload, header);
  else payload.copy(frame, header);
  return frame;
}

/** A close frame's payload: the code, then the reason cut to fit a control frame's 125 bytes. */
export function encodeClose(code: number, reason = ''): Buffer {
  const text = Buffer.from(reason);
  const payload = Buffer.allocUnsafe(2 + Math.min(text.length, 123));
  payload.writeUInt16BE(code, 0);
  text.copy(payload, 2, 0, payload.length - 2);
  return encodeFrame(OPCODE.close, payload);
}

/** Whether a peer may send this code in a close frame (7.4: not 1004-1006, 1015 or unassigned ones). */
export function isValidCloseCode(code: number): boolean {
  return (
    (code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) || (code >= 3000 && code <= 4999)
  );
}

const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** A client's key: 16 random bytes in base64 (4.1). */
const KEY_PATTERN = /^[+/0-9A-Za-z]{22}==$/;

/** The Sec-WebSocket-Accept answer to a client's key (4.2.2), or null for a key that is not one. */
export function acceptKey(key: string | undefined): string | null {
  if (!key || !KEY_PATTERN.test(key)) return null;
  return createHash('sha1')
    .update(key + HANDSHAKE_GUID)
    .digest('base64');
}
