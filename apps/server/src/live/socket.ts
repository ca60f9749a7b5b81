import { isUtf8 } from 'node:buffer';
import type { Socket } from 'node:net';
import type { Locale } from '@jobbridge/shared';
import { SOCKET_SEND_BUFFER_BYTES } from '../limits';
import type { SessionUser } from '../types';
import { encodeClose, encodeFrame, isValidCloseCode, OPCODE, PROTOCOL_CLOSE, readFrame } from './frames';

export const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;

/** How long a socket that sent its close frame waits for the peer's before it is dropped. */
const CLOSE_TIMEOUT_MS = 5_000;

/**
 * What happens on a live socket, told to one object shared by every socket of the server (so a
 * socket keeps no listeners of its own): a text message, a ping (answered by the listener, which
 * counts it), a pong, the end of the socket, and an error of its connection.
 */
export interface LiveSocketEvents {
  /** A whole message: its text, or null for a binary one (the channel speaks text; it is counted, then dropped). */
  message(socket: LiveSocket, text: string | null): void;
  ping(socket: LiveSocket, data: Buffer): void;
  pong(socket: LiveSocket): void;
  close(socket: LiveSocket): void;
  error(socket: LiveSocket, error: Error): void;
}

/** The connection's key to its live socket (one property on Node's socket, as ws keeps one). */
const LIVE = Symbol('live socket');
type RawSocket = Socket & { [LIVE]?: LiveSocket };

function onData(this: RawSocket, chunk: Buffer): void {
  this[LIVE]?.receive(chunk);
}
function onEnd(this: RawSocket): void {
  // The peer closed its side (HTTP servers' connections allow half-open ones): close ours too.
  this.end();
}
function onClose(this: RawSocket): void {
  this[LIVE]?.closed();
}
function onError(this: RawSocket, error: Error): void {
  const socket = this[LIVE];
  if (socket) socket.events.error(socket, error);
}
function destroyRaw(raw: Socket): void {
  raw.destroy();
}

/**
 * A live channel's WebSocket, once the handshake is done (live/upgrade.ts): frames in and out over
 * Node's socket, and what the live channel keeps of it (its user, frame window, heartbeat marks).
 * It is the one object a connection adds to Node's own: thousands stay open on an instance, so its
 * fields live in the object itself, its listeners are shared, and a frame's bytes are buffered only
 * while a frame is incomplete. Text messages are UTF-8 of at most `maxPayload` bytes, in one frame or
 * several; binary messages are read and dropped (the channel speaks text).
 */
export class LiveSocket {
  readyState: number = OPEN;
  /** The signed-in user (null: refused, and closed at once). */
  user: SessionUser | null = null;
  locale: Locale = 'en';
  /** The session the socket was opened with (null: unknown, only ended with every session of the user). */
  session: number | null = null;
  /** The number of the socket's current frame window (time / SOCKET_FRAME_LIMIT.windowMs): a small integer. */
  frameWindow = 0;
  /** Frames in the current window. */
  frames = 0;
  /** Frames the handlers have not finished (ClientContext.inFlight). */
  inFlight = 0;
  /** A frame (or a pong) came since the heartbeat's last round. */
  alive = true;
  /** Pinged at the last round because it was silent: dropped if still silent at the next. */
  pinged = false;
  /** The users whose presence the socket watches, oldest first. */
  watching: number[] | null = null;
  /** The bytes of a frame not yet whole. */
  private pending: Buffer | null = null;
  /** A text message's frames so far, when it came in several (null: none started; binary: dropped). */
  private fragments: Buffer[] | null = null;
  private fragmentsBinary = false;
  private closeTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly raw: RawSocket,
    readonly events: LiveSocketEvents,
    private readonly maxPayload: number,
    /** Bytes that came with the handshake. */
    head: Buffer,
  ) {
    raw.setTimeout(0);
    raw.setNoDelay(true);
    raw[LIVE] = this;
    // Read with the rest, once data flows (on a later tick): the route first fills in the socket's user.
    if (head.length > 0) raw.unshift(head);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('close', onClose);
    raw.on('error', onError);
  }

  send(text: string): void {
    this.write(OPCODE.text, text);
  }

  ping(): void {
    this.write(OPCODE.ping, Buffer.alloc(0));
  }

  /** Answers a ping with its data (RFC 6455 5.5.3). */
  pong(data: Buffer): void {
    this.write(OPCODE.pong, data);
  }

  /** A frame out, unless the client has stopped reading: then it is dropped (SOCKET_SEND_BUFFER_BYTES). */
  private write(opcode: number, payload: string | Buffer): void {
    if (this.readyState !== OPEN) return;
    if (this.raw.writableLength > SOCKET_SEND_BUFFER_BYTES) {
      this.terminate();
      return;
    }
    this.raw.write(encodeFrame(opcode, payload));
  }

  /** Starts the closing handshake: the close frame goes out, and the connection ends when the peer answers. */
  close(code: number = PROTOCOL_CLOSE.normal, reason = ''): void {
    if (this.readyState !== OPEN) return;
    this.readyState = CLOSING;
    this.raw.write(encodeClose(code, reason));
    this.closeTimer = setTimeout(destroyRaw, CLOSE_TIMEOUT_MS, this.raw);
  }

  /** Drops the connection without a closing handshake (a peer that stopped answering). */
  terminate(): void {
    this.readyState = CLOSING;
    this.raw.destroy();
  }

  /** Node's socket closed: told once. */
  closed(): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    if (this.closeTimer) clearTimeout(this.closeTimer);
    this.closeTimer = null;
    this.pending = null;
    this.fragments = null;
    this.events.close(this);
  }

  /** Bytes from the client: each whole frame handled in order, the rest kept for the next bytes. */
  receive(chunk: Buffer): void {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    let offset = 0;
    while (offset < data.length && this.readyState !== CLOSED && !this.raw.writableEnded) {
      const frame = readFrame(data, offset, this.maxPayload);
      if (frame === null) {
        // Kept as a copy: a view would hold the whole chunk it came in.
        this.pending = Buffer.from(data.subarray(offset));
        return;
      }
      if (typeof frame === 'number') {
        this.fail(frame);
        return;
      }
      offset = frame.end;
      this.handle(frame.fin, frame.opcode, frame.payload);
    }
  }

  private handle(fin: boolean, opcode: number, payload: Buffer): void {
    switch (opcode) {
      case OPCODE.ping:
        this.events.ping(this, payload);
        return;
      case OPCODE.pong:
        this.events.pong(this);
        return;
      case OPCODE.close:
        this.closeReceived(payload);
        return;
      case OPCODE.continuation:
        if (this.fragments === null) {
          this.fail(PROTOCOL_CLOSE.protocolError);
          return;
        }
        this.addFragment(fin, payload);
        return;
      default:
        // A new text or binary message while another is still coming breaks the protocol (5.4).
        if (this.fragments !== null) {
          this.fail(PROTOCOL_CLOSE.protocolError);
          return;
        }
        this.fragments = [];
        this.fragmentsBinary = opcode === OPCODE.binary;
        this.addFragment(fin, payload);
        return;
    }
  }

  private addFragment(fin: boolean, payload: Buffer): void {
    const fragments = this.fragments as Buffer[];
    if (fin && fragments.length === 0) {
      // A message in one frame, the usual case: read from the bytes as they came.
      this.fragments = null;
      this.deliver(payload);
      return;
    }
    // A message in parts keeps copies of them: views would hold on to the whole chunks they came in.
    if (!this.fragmentsBinary) fragments.push(Buffer.from(payload));
    let size = 0;
    for (const part of fragments) size += part.length;
    if (size > this.maxPayload) {
      this.fail(PROTOCOL_CLOSE.tooBig);
      return;
    }
    if (!fin) return;
    this.fragments = null;
    this.deliver(fragments.length === 1 ? (fragments[0] as Buffer) : Buffer.concat(fragments));
  }

  /** A whole message: text is told (if UTF-8, else the socket fails with 1007), binary as null. */
  private deliver(message: Buffer): void {
    if (this.readyState !== OPEN) return;
    if (this.fragmentsBinary) {
      this.events.message(this, null);
      return;
    }
    if (!isUtf8(message)) {
      this.fail(PROTOCOL_CLOSE.invalidData);
      return;
    }
    this.events.message(this, message.toString());
  }

  /** The peer's close frame: answered with the same code (unless ours went first), then the connection ends. */
  private closeReceived(payload: Buffer): void {
    let code: number | null = null;
    if (payload.length === 1) {
      this.fail(PROTOCOL_CLOSE.protocolError);
      return;
    }
    if (payload.length >= 2) {
      code = payload.readUInt16BE(0);
      if (!isValidCloseCode(code)) {
        this.fail(PROTOCOL_CLOSE.protocolError);
        return;
      }
      if (!isUtf8(payload.subarray(2))) {
        this.fail(PROTOCOL_CLOSE.invalidData);
        return;
      }
    }
    if (this.readyState === OPEN) {
      this.readyState = CLOSING;
      this.raw.write(code === null ? encodeFrame(OPCODE.close, Buffer.alloc(0)) : encodeClose(code));
    }
    this.endConnection();
  }

  /** A frame the protocol forbids: closed with the code it calls for, and nothing more is read. */
  private fail(code: number): void {
    this.pending = null;
    this.fragments = null;
    if (this.readyState === OPEN) {
      this.readyState = CLOSING;
      this.raw.write(encodeClose(code));
    }
    this.endConnection();
  }

  /** The server ends the TCP connection first (RFC 6455 7.1.1), and drops it if the peer never does. */
  private endConnection(): void {
    this.raw.end();
    this.closeTimer ??= setTimeout(destroyRaw, CLOSE_TIMEOUT_MS, this.raw);
  }
}
