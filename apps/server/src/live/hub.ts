import { LIVE, LIVE_CLOSE_CODES, type Locale } from '@jobbridge/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../types';
import type { Bus } from './bus';
import { OPEN } from './socket';

/** Bus channel of messages addressed to users: { user_id, payload } or { user_ids, payload }. */
export const USER_CHANNEL = 'live:user';
/** Bus channel of login/logout notices: { login, from_user_id }. */
export const PRESENCE_CHANNEL = 'live:presence';

/**
 * Bus channel of ended sessions: { user_id, session_ids } closes the sockets
 * of those sessions of the user, { user_id } every socket of the user, on
 * every instance.
 */
export const SESSION_CHANNEL = 'live:session';

export interface SessionEndNotice {
  user_id: number;
  /** The sessions that ended; left out: every session of the user. */
  session_ids?: number[];
}

/** Answers which of the given session ids are still live (unrevoked, unexpired). */
export type LiveSessionCheck = (sessionIds: number[]) => Promise<number[]>;

export interface PresenceNotice {
  login: boolean;
  from_user_id: number;
}

/** Where a client's frame came from: its socket's user and language, and a way to answer that socket only. */
export interface ClientContext {
  user: SessionUser;
  locale: Locale;
  /** The socket's earlier frames still being handled (a chat_send until its chat_ack or chat_error). */
  inFlight: number;
  reply(payload: unknown): void;
  /** The socket, as a key only: the same for every frame of one socket (a handler keeps their order with it). */
  socket: object;
  /** Sends this socket a `presence` frame of the user now and whenever it changes (Hub.watchPresence). */
  watchPresence(userId: number): Promise<void>;
}

/** Whether a user is online anywhere (live/presence.ts). */
export type OnlineCheck = (userId: number) => Promise<boolean>;

export type ClientMessageHandler = (userId: number, message: unknown, context: ClientContext) => void | Promise<void>;
/** Told when a user's first socket on this instance opens (true) and the last one closes (false). */
export type PresenceListener = (userId: number, online: boolean) => void;

/**
 * A round of the heartbeat: a socket silent for a whole round is pinged, and
 * dropped if it stays silent for the next one (at most three rounds after its
 * last frame). Browsers send a frame every LIVE.heartbeatMs, well within a round.
 */
const HEARTBEAT_MS = 20_000;
/** Sockets swept between two turns of the event loop. */
const SWEEP_SLICE = 250;

/** What the hub needs of a socket (live/socket.ts LiveSocket), and the marks it keeps on it. */
export interface HubSocket {
  readonly readyState: number;
  send(text: string): void;
  close(code: number, reason: string): void;
  ping(): void;
  terminate(): void;
  /** A frame (or a pong) came since the last round. */
  alive: boolean;
  /** Pinged at the last round because it was silent: dropped if still silent at the next. */
  pinged: boolean;
  /** The session the socket was opened with (null: unknown, only ended with every session of the user). */
  session: number | null;
  /** The users whose presence the socket watches, oldest first. */
  watching: number[] | null;
}

/**
 * The sockets of this instance by user. Messages for a user go through the
 * bus, so every instance delivers them to its own sockets of that user, and
 * a socket only ever receives messages addressed to its own user.
 */
export class Hub {
  /**
   * A user's sockets here, oldest first. An array, not a Set: most users have one socket, and a Set
   * with its hash table cost 150 B more a socket than an array of one (bench/results/sockets.md).
   */
  private readonly sockets = new Map<number, HubSocket[]>();
  private readonly clientHandlers: ClientMessageHandler[] = [];
  private readonly presenceListeners: PresenceListener[] = [];
  private heartbeat: NodeJS.Timeout | null = null;
  private sessionCheck: NodeJS.Timeout | null = null;
  /** Sockets of this instance watching a user's presence, by watched user. */
  private readonly watchers = new Map<number, Set<HubSocket>>();
  /** A watched user's presence check, waiting for LIVE.presenceSettleMs after their last notice. */
  private readonly settling = new Map<number, NodeJS.Timeout>();
  private isOnline: OnlineCheck = async (userId) => this.isConnectedHere(userId);

  constructor(
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
    /** With it, sockets whose session is no longer live are closed every LIVE.sessionCheckMs. */
    private readonly liveSessions: LiveSessionCheck | null = null,
  ) {}

  async start(): Promise<void> {
    await this.bus.subscribe(USER_CHANNEL, (message) => this.deliverHere(message));
    await this.bus.subscribe(SESSION_CHANNEL, (message) => this.endSessionsHere(message));
    await this.bus.subscribe(PRESENCE_CHANNEL, (message) => this.presenceNoticed(message));
    // Drop sockets whose peer vanished without closing (no pong for a whole round).
    this.heartbeat = setInterval(() => void this.sweep(), HEARTBEAT_MS).unref();
    // Sessions that expired, or whose end this instance missed (a bus message lost, a socket
    // that opened while its session was ending), are closed at the next check.
    if (this.liveSessions) {
      this.sessionCheck = setInterval(() => void this.checkSessions(), LIVE.sessionCheckMs).unref();
    }
  }

  /**
   * Closes the sockets of ended sessions on every instance (4410): the given
   * sessions of the user, or all of them. Call it once the sessions are
   * revoked in the database; it never throws (the periodic check is the
   * fallback when the bus cannot be reached).
   */
  async endSessions(userId: number, sessionIds: number[] | 'all'): Promise<void> {
    if (Array.isArray(sessionIds) && sessionIds.length === 0) return;
    const notice: SessionEndNotice =
      sessionIds === 'all' ? { user_id: userId } : { user_id: userId, session_ids: sessionIds };
    try {
      await this.bus.publish(SESSION_CHANNEL, notice);
    } catch (error) {
      this.log.warn({ err: error }, 'live: session end not published');
    }
  }

  /** Sends a JSON payload to every open socket of the user, on every instance. */
  async sendToUser(userId: number, payload: unknown): Promise<void> {
    await this.bus.publish(USER_CHANNEL, { user_id: userId, payload });
  }

  /**
   * Sends a JSON payload to every open socket of each of the users, on every
   * instance: one bus message, serialized once per instance.
   */
  async sendToUsers(userIds: readonly number[], payload: unknown): Promise<void> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return;
    if (unique.length === 1) return this.sendToUser(unique[0], payload);
    await this.bus.publish(USER_CHANNEL, { user_ids: unique, payload });
  }

  /** Registers a handler of the JSON frames clients send (chat_send: domains/message/chat-socket.ts). */
  onClientMessage(handler: ClientMessageHandler): void {
    this.clientHandlers.push(handler);
  }

  /** Registers a listener of this instance's first-socket / last-socket changes (live/presence). */
  onPresence(listener: PresenceListener): void {
    this.presenceListeners.push(listener);
  }

  /** Where presence is known across instances (RedisPresence); by default this instance's sockets. */
  setOnlineCheck(check: OnlineCheck): void {
    this.isOnline = check;
  }

  /**
   * Tells a socket whether a user is online, now and after each of the
   * user's login or logout notices (from any instance), once
   * LIVE.presenceSettleMs has passed without another: a reload is not a
   * logout. The caller decides whether the socket's user may know.
   */
  async watchPresence(socket: HubSocket, userId: number): Promise<void> {
    if (socket.readyState !== OPEN) return;
    const watching = socket.watching ?? [];
    socket.watching = watching;
    if (!watching.includes(userId)) {
      if (watching.length >= LIVE.maxWatchesPerSocket) this.unwatch(socket, watching[0]);
      watching.push(userId);
      let set = this.watchers.get(userId);
      if (!set) {
        set = new Set();
        this.watchers.set(userId, set);
      }
      set.add(socket);
    }
    const online = await this.isOnline(userId);
    if (socket.readyState === OPEN) socket.send(JSON.stringify({ type: 'presence', user_id: userId, online }));
  }

  private unwatch(socket: HubSocket, userId: number): void {
    socket.watching = socket.watching?.filter((id) => id !== userId) ?? null;
    const set = this.watchers.get(userId);
    set?.delete(socket);
    if (set?.size === 0) this.watchers.delete(userId);
  }

  private presenceNoticed(message: unknown): void {
    const userId = (message as Partial<PresenceNotice> | null)?.from_user_id;
    if (typeof userId !== 'number' || !this.watchers.has(userId)) return;
    clearTimeout(this.settling.get(userId));
    const timer = setTimeout(() => {
      this.settling.delete(userId);
      void this.tellWatchers(userId);
    }, LIVE.presenceSettleMs);
    timer.unref();
    this.settling.set(userId, timer);
  }

  private async tellWatchers(userId: number): Promise<void> {
    const set = this.watchers.get(userId);
    if (!set) return;
    let online: boolean;
    try {
      online = await this.isOnline(userId);
    } catch (error) {
      this.log.warn({ err: error }, 'live: presence not checked');
      return;
    }
    const text = JSON.stringify({ type: 'presence', user_id: userId, online });
    for (const socket of set) {
      if (socket.readyState === OPEN) socket.send(text);
    }
  }

  /** The users with a socket on this instance. */
  connectedUsers(): number[] {
    return [...this.sockets.keys()];
  }

  /** Whether the user has a socket on this instance. */
  isConnectedHere(userId: number): boolean {
    return (this.sockets.get(userId)?.length ?? 0) > 0;
  }

  get socketCount(): number {
    let count = 0;
    for (const list of this.sockets.values()) count += list.length;
    return count;
  }

  /**
   * Tracks a user's new socket, opened with session `sessionId`. A user has
   * at most LIVE.maxSocketsPerUser sockets here: the oldest ones beyond that
   * are closed (4409).
   */
  add(userId: number, socket: HubSocket, sessionId: number | null = null): void {
    socket.alive = true;
    socket.session = sessionId;
    let list = this.sockets.get(userId);
    const first = !list;
    if (!list) {
      list = [];
      this.sockets.set(userId, list);
    }
    while (list.length >= LIVE.maxSocketsPerUser) {
      (list.shift() as HubSocket).close(LIVE_CLOSE_CODES.tooManySockets, 'too many sockets');
    }
    list.push(socket);
    if (first) this.announce({ login: true, from_user_id: userId });
  }

  remove(userId: number, socket: HubSocket): void {
    for (const watched of socket.watching ?? []) this.unwatch(socket, watched);
    const list = this.sockets.get(userId);
    const at = list ? list.indexOf(socket) : -1;
    if (!list || at < 0) return;
    list.splice(at, 1);
    if (list.length === 0) {
      this.sockets.delete(userId);
      this.announce({ login: false, from_user_id: userId });
    }
  }

  /** Marks a socket alive (any frame from the client counts). */
  touch(socket: HubSocket): void {
    socket.alive = true;
  }

  async handleClientMessage(userId: number, message: unknown, context: ClientContext): Promise<void> {
    for (const handler of this.clientHandlers) {
      try {
        await handler(userId, message, context);
      } catch (error) {
        this.log.warn({ err: error }, 'live: client message handler failed');
      }
    }
  }

  /** Closes every socket of this instance (shutdown). */
  closeAll(code = 1001, reason = 'server shutting down'): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.sessionCheck) clearInterval(this.sessionCheck);
    this.heartbeat = null;
    this.sessionCheck = null;
    for (const timer of this.settling.values()) clearTimeout(timer);
    this.settling.clear();
    for (const list of this.sockets.values()) {
      for (const socket of [...list]) socket.close(code, reason);
    }
  }

  private deliverHere(message: unknown): void {
    if (!message || typeof message !== 'object') return;
    const {
      user_id: userId,
      user_ids: userIds,
      payload,
    } = message as {
      user_id?: unknown;
      user_ids?: unknown;
      payload?: unknown;
    };
    const ids = Array.isArray(userIds) ? userIds : [userId];
    let text: string | null = null;
    for (const id of ids) {
      if (typeof id !== 'number') continue;
      const list = this.sockets.get(id);
      if (!list) continue;
      text ??= JSON.stringify(payload);
      for (const socket of list) {
        if (socket.readyState === OPEN) socket.send(text);
      }
    }
  }

  private endSessionsHere(message: unknown): void {
    if (!message || typeof message !== 'object') return;
    const { user_id: userId, session_ids: ids } = message as { user_id?: unknown; session_ids?: unknown };
    if (typeof userId !== 'number') return;
    const list = this.sockets.get(userId);
    if (!list) return;
    const ended = Array.isArray(ids) ? new Set(ids.filter((id) => typeof id === 'number')) : null;
    for (const socket of [...list]) {
      if (ended && !(socket.session != null && ended.has(socket.session))) continue;
      this.endSocket(userId, socket);
    }
  }

  /** Closes a socket whose session ended, and stops delivering to it at once. */
  private endSocket(userId: number, socket: HubSocket): void {
    socket.close(LIVE_CLOSE_CODES.sessionEnded, 'session ended');
    this.remove(userId, socket);
  }

  /** The periodic check: closes this instance's sockets whose session is no longer live. */
  async checkSessions(): Promise<void> {
    if (!this.liveSessions) return;
    const owners = new Map<number, Array<{ userId: number; socket: HubSocket }>>();
    for (const [userId, list] of this.sockets) {
      for (const socket of list) {
        if (socket.session == null) continue;
        const owned = owners.get(socket.session) ?? [];
        owned.push({ userId, socket });
        owners.set(socket.session, owned);
      }
    }
    if (owners.size === 0) return;
    let live: Set<number>;
    try {
      live = new Set(await this.liveSessions([...owners.keys()]));
    } catch (error) {
      this.log.warn({ err: error }, 'live: session check failed');
      return;
    }
    for (const [sessionId, list] of owners) {
      if (live.has(sessionId)) continue;
      for (const { userId, socket } of list) this.endSocket(userId, socket);
    }
  }

  private announce(notice: PresenceNotice): void {
    for (const listener of this.presenceListeners) listener(notice.from_user_id, notice.login);
    this.bus
      .publish(PRESENCE_CHANNEL, notice)
      .catch((error) => this.log.warn({ err: error }, 'live: presence not published'));
  }

  /**
   * One round of the heartbeat (every HEARTBEAT_MS): a socket that sent
   * anything since the last round is alive and left alone; a silent one is
   * pinged; one pinged at the last round and still silent is dropped. Only
   * silent sockets are pinged: pinging every socket each round made
   * thousands of pongs arrive in one burst, which held up the chat
   * messages of that moment by half a second. SWEEP_SLICE sockets at a
   * time, with a turn of the event loop between slices.
   */
  async sweep(): Promise<void> {
    let inSlice = 0;
    for (const list of this.sockets.values()) {
      for (const socket of list) {
        if (socket.alive) {
          socket.alive = false;
          socket.pinged = false;
        } else if (!socket.pinged) {
          socket.pinged = true;
          socket.ping();
        } else {
          socket.terminate();
        }
      }
      inSlice += list.length;
      if (inSlice >= SWEEP_SLICE) {
        inSlice = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }
}
