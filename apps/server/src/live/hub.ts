import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Bus } from './bus';

/** Bus channel of messages addressed to one user: { user_id, payload }. */
export const USER_CHANNEL = 'live:user';
/** Bus channel of login/logout notices: { login, from_user_id }. */
export const PRESENCE_CHANNEL = 'live:presence';

export interface PresenceNotice {
  login: boolean;
  from_user_id: number;
}

export type ClientMessageHandler = (userId: number, message: unknown) => void | Promise<void>;
/** Told when a user's first socket on this instance opens (true) and the last one closes (false). */
export type PresenceListener = (userId: number, online: boolean) => void;

const OPEN = 1;
const HEARTBEAT_MS = 30_000;

interface TrackedSocket extends WebSocket {
  jbAlive?: boolean;
}

/**
 * The sockets of this instance by user. Messages for a user go through the
 * bus, so every instance delivers them to its own sockets of that user, and
 * a socket only ever receives messages addressed to its own user.
 */
export class Hub {
  private readonly sockets = new Map<number, Set<TrackedSocket>>();
  private readonly clientHandlers: ClientMessageHandler[] = [];
  private readonly presenceListeners: PresenceListener[] = [];
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    await this.bus.subscribe(USER_CHANNEL, (message) => this.deliverHere(message));
    // Drop sockets whose peer vanished without closing (no pong for a whole round).
    this.heartbeat = setInterval(() => this.sweep(), HEARTBEAT_MS).unref();
  }

  /** Sends a JSON payload to every open socket of the user, on every instance. */
  async sendToUser(userId: number, payload: unknown): Promise<void> {
    await this.bus.publish(USER_CHANNEL, { user_id: userId, payload });
  }

  /** Registers a handler of the JSON frames clients send (chat, read receipts... in later issues). */
  onClientMessage(handler: ClientMessageHandler): void {
    this.clientHandlers.push(handler);
  }

  /** Registers a listener of this instance's first-socket / last-socket changes (live/presence). */
  onPresence(listener: PresenceListener): void {
    this.presenceListeners.push(listener);
  }

  /** The users with a socket on this instance. */
  connectedUsers(): number[] {
    return [...this.sockets.keys()];
  }

  /** Whether the user has a socket on this instance. */
  isConnectedHere(userId: number): boolean {
    return (this.sockets.get(userId)?.size ?? 0) > 0;
  }

  get socketCount(): number {
    let count = 0;
    for (const set of this.sockets.values()) count += set.size;
    return count;
  }

  add(userId: number, socket: WebSocket): void {
    const tracked = socket as TrackedSocket;
    tracked.jbAlive = true;
    tracked.on('pong', () => {
      tracked.jbAlive = true;
    });
    let set = this.sockets.get(userId);
    const first = !set;
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    set.add(tracked);
    if (first) this.announce({ login: true, from_user_id: userId });
  }

  remove(userId: number, socket: WebSocket): void {
    const set = this.sockets.get(userId);
    if (!set?.delete(socket as TrackedSocket)) return;
    if (set.size === 0) {
      this.sockets.delete(userId);
      this.announce({ login: false, from_user_id: userId });
    }
  }

  /** Marks a socket alive (any frame from the client counts). */
  touch(socket: WebSocket): void {
    (socket as TrackedSocket).jbAlive = true;
  }

  async handleClientMessage(userId: number, message: unknown): Promise<void> {
    for (const handler of this.clientHandlers) {
      try {
        await handler(userId, message);
      } catch (error) {
        this.log.warn({ err: error }, 'live: client message handler failed');
      }
    }
  }

  /** Closes every socket of this instance (shutdown). */
  closeAll(code = 1001, reason = 'server shutting down'): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const set of this.sockets.values()) {
      for (const socket of set) socket.close(code, reason);
    }
  }

  private deliverHere(message: unknown): void {
    if (!message || typeof message !== 'object') return;
    const { user_id: userId, payload } = message as { user_id?: unknown; payload?: unknown };
    if (typeof userId !== 'number') return;
    const set = this.sockets.get(userId);
    if (!set) return;
    const text = JSON.stringify(payload);
    for (const socket of set) {
      if (socket.readyState === OPEN) socket.send(text);
    }
  }

  private announce(notice: PresenceNotice): void {
    for (const listener of this.presenceListeners) listener(notice.from_user_id, notice.login);
    this.bus
      .publish(PRESENCE_CHANNEL, notice)
      .catch((error) => this.log.warn({ err: error }, 'live: presence not published'));
  }

  private sweep(): void {
    for (const set of this.sockets.values()) {
      for (const socket of set) {
        if (!socket.jbAlive) {
          socket.terminate();
          continue;
        }
        socket.jbAlive = false;
        socket.ping();
      }
    }
  }
}
