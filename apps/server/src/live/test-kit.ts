import { connect, type Socket } from 'node:net';
import { OPCODE } from './frames';

/** A client's frame: masked, as RFC 6455 requires of clients. */
export function clientFrame(opcode: number, payload: Buffer, { fin = true, mask = true, rsv = 0 } = {}): Buffer {
  const key = Buffer.from([0x12, 0x34, 0x56, 0x78]);
  const length = payload.length;
  const header = length < 126 ? 2 : length < 0x10000 ? 4 : 10;
  const frame = Buffer.alloc(header + (mask ? 4 : 0) + length);
  frame[0] = (fin ? 0x80 : 0) | rsv | opcode;
  const maskBit = mask ? 0x80 : 0;
  if (header === 2) frame[1] = maskBit | length;
  else if (header === 4) {
    frame[1] = maskBit | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = maskBit | 127;
    frame.writeUInt32BE(length, 6);
  }
  if (mask) key.copy(frame, header);
  const at = header + (mask ? 4 : 0);
  for (let i = 0; i < length; i += 1) frame[at + i] = (payload[i] as number) ^ (mask ? (key[i & 3] as number) : 0);
  return frame;
}

export interface ServerFrame {
  opcode: number;
  payload: Buffer;
}

/**
 * A WebSocket client written by hand, for what a well-behaved client library never sends: it speaks
 * raw bytes to the server and reads its answer and frames as they come.
 */
export class RawClient {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  ended = false;

  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
    socket.on('close', () => {
      this.ended = true;
      this.waiting?.();
    });
  }

  static open(port: number): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new RawClient(socket)));
      socket.once('error', reject);
    });
  }

  /** The handshake's request lines for a path, with headers to add or override (undefined drops one). */
  static handshake(path: string, headers: Record<string, string | undefined> = {}): string {
    const all: Record<string, string | undefined> = {
      host: '127.0.0.1',
      upgrade: 'websocket',
      connection: 'Upgrade',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      'sec-websocket-version': '13',
      ...headers,
    };
    const lines = Object.entries(all)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name}: ${value}`);
    return `GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
  }

  /** Reads on but keeps nothing from here on (a client that reads every frame, however many). */
  discard(): void {
    this.socket.removeAllListeners('data');
    this.socket.on('data', () => {});
  }

  write(bytes: Buffer | string): void {
    this.socket.write(bytes);
  }

  private async until<T>(take: () => T | null, timeoutMs = 3_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const taken = take();
      if (taken !== null) return taken;
      if (this.ended) throw new Error('the connection ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('nothing came');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiting = null;
    }
  }

  /** The HTTP answer to the handshake: its head (status line and headers), lower-cased. */
  response(): Promise<string> {
    return this.until(() => {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const head = this.buffer.subarray(0, end).toString().toLowerCase();
      this.buffer = this.buffer.subarray(end + 4);
      return head;
    });
  }

  /** The HTTP answer's body, whole once the server ends the connection. */
  async rest(): Promise<string> {
    await this.closedByServer();
    return this.buffer.toString();
  }

  /** The next frame from the server (unmasked, as servers send them). */
  frame(): Promise<ServerFrame> {
    return this.until(() => {
      if (this.buffer.length < 2) return null;
      let length = (this.buffer[1] as number) & 0x7f;
      let at = 2;
      if (length === 126) {
        if (this.buffer.length < 4) return null;
        length = this.buffer.readUInt16BE(2);
        at = 4;
      } else if (length === 127) {
        if (this.buffer.length < 10) return null;
        length = this.buffer.readUInt32BE(6);
        at = 10;
      }
      if (this.buffer.length < at + length) return null;
      const frame = {
        opcode: (this.buffer[0] as number) & 0x0f,
        payload: Buffer.from(this.buffer.subarray(at, at + length)),
      };
      this.buffer = this.buffer.subarray(at + length);
      return frame;
    });
  }

  /** The close code of the server's next frame, which must be a close frame. */
  async closeCode(): Promise<number> {
    const frame = await this.frame();
    if (frame.opcode !== OPCODE.close) throw new Error(`not a close frame: ${frame.opcode}`);
    return frame.payload.readUInt16BE(0);
  }

  /** Resolves once the server has ended the connection. */
  closedByServer(timeoutMs = 3_000): Promise<true> {
    return this.until(() => (this.ended ? true : null), timeoutMs);
  }

  destroy(): void {
    this.socket.destroy();
  }
}
