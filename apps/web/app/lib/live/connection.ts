import { LIVE, LIVE_CLOSE_CODES } from '@jobbridge/shared';

/**
 * The browser's live connection (spec section 4 "Live connection"), without
 * React: one per tab, opened for the signed-in user.
 * - On open it sends the login notice; `stop()` sends the logout notice and
 *   closes for good (sign-out, or the user cleared).
 * - A ping every LIVE.heartbeatMs; no 'pong' within LIVE.replyWaitMs closes the
 *   socket and reports 'disconnected' (the page shows a lasting notice).
 * - While not open it tries again every LIVE.reconnectMs; the first open after
 *   a loss reports 'reconnected', and LIVE.offlineFlushDelayMs later sends
 *   the frames queued meanwhile, in order.
 * - A close that says the session is over or refused (LIVE_CLOSE_CODES 4401,
 *   4403, 4410) or that another tab took the last place (4409) ends it:
 *   retrying could not succeed without signing in again.
 * - Coming back online or to a visible tab checks the socket at once instead
 *   of waiting for the next heartbeat (sleep and wake, tab switches).
 * The socket and timers are injected so that tests can drive it with a real
 * server and short intervals; the defaults are the browser's and LIVE's.
 */

/** The part of the browser's WebSocket this uses (also met by the `ws` package's). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type LiveStatus = 'connecting' | 'open' | 'disconnected' | 'reconnected' | 'ended';

/** The presence notices of spec section 4: sent on open (true) and on stop (false). */
export const loginNotice = (login: boolean) => JSON.stringify({ type: 'login', login });

export interface LiveConnectionOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  heartbeatMs?: number;
  replyWaitMs?: number;
  reconnectMs?: number;
  flushDelayMs?: number;
  /** Each status change: 'open' the first time, 'reconnected' after a loss ('disconnected'). */
  onStatus?: (status: LiveStatus) => void;
  /** Each frame from the server but 'pong': parsed JSON, or the text when it is not JSON. */
  onMessage?: (message: unknown) => void;
}

const OPEN = 1;
/**
 * Frames of the LIVE.maxFramesPerWindow left for the heartbeat's ping and the
 * logout notice: queued frames use the rest. The window is counted a second
 * longer than the server's, for frames that arrive closer together than
 * they were sent.
 */
const FRAMES_KEPT = 2;
const FRAME_WINDOW_MARGIN_MS = 1_000;
/** Closes after which trying again cannot help. */
const FINAL_CLOSES = new Set<number>([
  LIVE_CLOSE_CODES.unauthenticated,
  LIVE_CLOSE_CODES.forbidden,
  LIVE_CLOSE_CODES.sessionEnded,
  LIVE_CLOSE_CODES.tooManySockets,
]);

/** The client id of a chat_send frame, else null. */
function chatClientId(frame: unknown): string | null {
  if (typeof frame !== 'object' || frame === null) return null;
  const { type, client_id } = frame as { type?: unknown; client_id?: unknown };
  return type === 'chat_send' && typeof client_id === 'string' ? client_id : null;
}

/** The client id a chat_ack or chat_error answers, else null. */
function answeredClientId(message: unknown): string | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, client_id } = message as { type?: unknown; client_id?: unknown };
  return (type === 'chat_ack' || type === 'chat_error') && typeof client_id === 'string' ? client_id : null;
}

export class LiveConnection {
  private socket: SocketLike | null = null;
  /** Frames waiting to be sent, in order; a chat message's with its client id. */
  private readonly queue: { text: string; clientId: string | null }[] = [];
  /**
   * Client ids of chat messages sent on this socket and not yet answered
   * (chat_ack or chat_error). The server refuses a socket's sends past
   * LIVE.maxChatInFlight (decision 0044), so the rest wait here and go as
   * answers come back: an offline queue of any length is sent whole.
   */
  private readonly awaiting = new Set<string>();
  /**
   * When each frame on this socket was sent, within the last frame window:
   * the server closes a socket that sends more than LIVE.maxFramesPerWindow
   * in LIVE.frameWindowMs (4429), so a long queue goes in turns.
   */
  private sentAt: number[] = [];
  private status: LiveStatus = 'connecting';
  private stopped = false;
  /** Whether the connection was lost since it last opened: the next open is a recovery. */
  private lost = false;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private replyTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly o: Required<Omit<LiveConnectionOptions, 'onStatus' | 'onMessage'>> &
    Pick<LiveConnectionOptions, 'onStatus' | 'onMessage'>;

  constructor(options: LiveConnectionOptions) {
    this.o = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      heartbeatMs: LIVE.heartbeatMs,
      replyWaitMs: LIVE.replyWaitMs,
      reconnectMs: LIVE.reconnectMs,
      flushDelayMs: LIVE.offlineFlushDelayMs,
      ...options,
    };
  }

  /** Opens the socket (once; later losses reconnect by themselves). */
  start(): void {
    if (this.socket || this.stopped) return;
    this.connect();
  }

  get currentStatus(): LiveStatus {
    return this.status;
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN && this.status !== 'disconnected';
  }

  /** Sends a JSON frame now, or queues it until the connection is back. */
  send(frame: unknown): void {
    const item = { text: JSON.stringify(frame), clientId: chatClientId(frame) };
    if (this.isOpen && this.queue.length === 0 && !this.flushTimer && this.mayGo(item) && this.frameRoom() > 0) {
      this.transmit(item);
    } else {
      this.queue.push(item);
      if (this.isOpen && !this.flushTimer) this.flushWhenRoom();
    }
  }

  /** Frames that may still go on this socket now, keeping FRAMES_KEPT for the heartbeat and the logout notice. */
  private frameRoom(): number {
    const since = Date.now() - LIVE.frameWindowMs - FRAME_WINDOW_MARGIN_MS;
    while (this.sentAt.length > 0 && this.sentAt[0] <= since) this.sentAt.shift();
    return LIVE.maxFramesPerWindow - FRAMES_KEPT - this.sentAt.length;
  }

  /** Flushes once the oldest frame of the window has left it (when the window is what holds the queue back). */
  private flushWhenRoom(): void {
    if (this.frameRoom() > 0 || this.sentAt.length === 0) return;
    const wait = this.sentAt[0] + LIVE.frameWindowMs + FRAME_WINDOW_MARGIN_MS - Date.now() + 1;
    this.flushTimer = setTimeout(() => this.flush(), Math.max(0, wait));
  }

  /** Sends on the socket, counted in the frame window. */
  private sendFrame(socket: SocketLike, text: string): void {
    this.sentAt.push(Date.now());
    socket.send(text);
  }

  /** A chat message goes only while fewer than LIVE.maxChatInFlight are waiting for their answer. */
  private mayGo(item: { clientId: string | null }): boolean {
    return item.clientId === null || this.awaiting.size < LIVE.maxChatInFlight;
  }

  private transmit(item: { text: string; clientId: string | null }): void {
    if (item.clientId !== null) this.awaiting.add(item.clientId);
    if (this.socket) this.sendFrame(this.socket, item.text);
  }

  /** Frames waiting for the connection. */
  get queued(): number {
    return this.queue.length;
  }

  /** Checks the socket now (back online, tab visible again): a ping that must be answered in time. */
  check(): void {
    if (this.stopped) return;
    if (!this.socket) {
      this.clearRetry();
      this.connect();
      return;
    }
    if (this.socket.readyState === OPEN) this.ping();
  }

  /** Sends the logout notice and closes for good (sign-out, user cleared, page gone). */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      if (socket.readyState === OPEN) this.sendFrame(socket, loginNotice(false));
      socket.onclose = null;
      socket.onmessage = null;
      // Not null: closing a socket still connecting reports an error (Node's ws throws one nobody hears).
      socket.onerror = () => {};
      socket.close(1000, 'logout');
    }
    this.setStatus('ended');
  }

  private connect(): void {
    let socket: SocketLike;
    try {
      socket = this.o.createSocket(this.o.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.sendFrame(socket, loginNotice(true));
      this.heartbeat = setInterval(() => this.ping(), this.o.heartbeatMs);
      if (this.lost) {
        this.lost = false;
        this.setStatus('reconnected');
      } else this.setStatus('open');
      if (this.queue.length > 0) this.flushTimer = setTimeout(() => this.flush(), this.o.flushDelayMs);
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const text = typeof event.data === 'string' ? event.data : String(event.data);
      if (text === 'pong') {
        if (this.replyTimer) clearTimeout(this.replyTimer);
        this.replyTimer = null;
        return;
      }
      let message: unknown = text;
      try {
        message = JSON.parse(text);
      } catch {
        // Not JSON: handed on as text.
      }
      const answered = answeredClientId(message);
      if (answered !== null && this.awaiting.delete(answered) && this.queue.length > 0 && !this.flushTimer) {
        this.flush();
      }
      this.o.onMessage?.(message);
    };
    socket.onerror = () => {
      // A close event follows; it decides.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.dropSocket();
      if (FINAL_CLOSES.has(event.code)) {
        this.stopped = true;
        this.setStatus('ended');
        return;
      }
      this.markLost();
      this.scheduleRetry();
    };
  }

  private ping(): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN || this.replyTimer) return;
    this.sendFrame(socket, 'ping');
    this.replyTimer = setTimeout(() => {
      this.replyTimer = null;
      if (this.socket !== socket) return;
      // No answer in time: the connection is gone even if the socket does not know it yet.
      this.dropSocket();
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(4000, 'no pong');
      this.markLost();
      this.scheduleRetry();
    }, this.o.replyWaitMs);
  }

  private flush(): void {
    this.flushTimer = null;
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    while (this.queue.length > 0 && this.mayGo(this.queue[0]) && this.frameRoom() > 0)
      this.transmit(this.queue.shift() as (typeof this.queue)[0]);
    // Held back by the frame window (not by answers still to come): again once it has room.
    if (this.queue.length > 0 && this.mayGo(this.queue[0])) this.flushWhenRoom();
  }

  private markLost(): void {
    this.lost = true;
    this.setStatus('disconnected');
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped && !this.socket) this.connect();
    }, this.o.reconnectMs);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** Forgets the current socket and its timers (the queue stays). */
  private dropSocket(): void {
    this.socket = null;
    // Their answers would have come on this socket; what was sent on it no longer holds the next back.
    this.awaiting.clear();
    // The server counts frames by socket.
    this.sentAt = [];
    this.clearSocketTimers();
  }

  private clearTimers(): void {
    this.clearSocketTimers();
    this.clearRetry();
  }

  private clearSocketTimers(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.replyTimer) clearTimeout(this.replyTimer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.heartbeat = null;
    this.replyTimer = null;
    this.flushTimer = null;
  }

  private setStatus(status: LiveStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.o.onStatus?.(status);
  }
}

/** The live channel's address for a user, from the page's own origin. */
export function liveUrl(origin: string, userId: number): string {
  return `${origin.replace(/^http/, 'ws')}/ws/candidate/${userId}`;
}
