import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import websocket from '@fastify/websocket';
import { ERROR_CODES, LIVE, LIVE_CLOSE_CODES, type Locale } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { SOCKET_FRAME_LIMIT } from '../limits';
import { authPlugin } from '../plugins/auth';
import { sendFailure } from '../plugins/errors';
import type { SessionUser } from '../types';

/** Close codes of the live channel (4000-4999 are the application's; packages/shared LIVE_CLOSE_CODES). */
export const CLOSE_CODES = LIVE_CLOSE_CODES;

export interface LiveOptions {
  /** Origins allowed to open a socket (browsers always send Origin). */
  allowedOrigins: readonly string[];
}

/**
 * What a live socket keeps for itself: its user and language, its frame window (SOCKET_FRAME_LIMIT)
 * and how many of its frames the handlers have not finished (ClientContext.inFlight).
 */
interface LiveSocket extends WebSocket {
  jbUser: SessionUser;
  jbLocale: Locale;
  /** The number of the window (time / SOCKET_FRAME_LIMIT.windowMs): a small integer, kept unboxed. */
  jbWindow: number;
  jbFrames: number;
  jbInFlight: number;
}

/**
 * Node's own key of a socket's idle timer. The HTTP server arms one on every connection (Fastify's
 * connectionTimeout); ws stops it once the socket is a WebSocket (setTimeout(0)), but the stopped
 * Timeout and its bound callback stay on the socket for its life, about 300 B of each socket's 3.3 KB.
 */
let idleTimerKey: symbol | undefined;
function dropStoppedIdleTimer(raw: Socket): void {
  idleTimerKey ??= Object.getOwnPropertySymbols(raw).find((key) => key.description === 'timeout');
  if (!idleTimerKey) return;
  const record = raw as unknown as Record<symbol, { _onTimeout: unknown } | null | undefined>;
  // Only a timer that no longer runs (ws stopped it): Node itself starts a socket with null here.
  const timer = record[idleTimerKey];
  if (timer && timer._onTimeout === null) record[idleTimerKey] = null;
}

function handled(this: LiveSocket): void {
  this.jbInFlight -= 1;
}

/** A fixed window per socket (aligned to the clock); false once the socket exceeded its share. */
function allowFrame(socket: LiveSocket): boolean {
  const window = Math.floor(Date.now() / SOCKET_FRAME_LIMIT.windowMs);
  if (window !== socket.jbWindow) {
    socket.jbWindow = window;
    socket.jbFrames = 0;
  }
  socket.jbFrames += 1;
  return socket.jbFrames <= SOCKET_FRAME_LIMIT.max;
}

/**
 * The candidate channel /ws/candidate/:user_id. The upgrade is refused for a
 * foreign Origin; a socket without a session (4401) or for another user's id
 * (4403) is closed at once. The text 'ping' is answered 'pong'; other frames
 * are JSON for the hub's handlers, and malformed ones are ignored. The hub
 * closes the socket when its session ends (4410) and the oldest of a user's
 * sockets beyond LIVE.maxSocketsPerUser (4409).
 */
export async function liveRoutes(app: FastifyInstance, options: LiveOptions) {
  // No compression (ws's default on a server, said here), frames of at most LIVE.maxFrameBytes, and
  // no set of clients in ws: the hub tracks the sockets (and closes them on shutdown). Pings are
  // answered by onPing below, within the socket's frame window, rather than by ws's auto-pong,
  // which keeps a closure of its own on every socket (about 100 B of a socket's 3.2 KB).
  await app.register(websocket, {
    options: { maxPayload: LIVE.maxFrameBytes, perMessageDeflate: false, clientTracking: false, autoPong: false },
  });
  await app.register(authPlugin);

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !options.allowedOrigins.includes(origin)) {
      request.log.info({ origin }, 'live: origin refused');
      return sendFailure(reply, ERROR_CODES.forbidden, request.locale);
    }
  });

  const hub = app.hub;
  // One set of listeners for every socket (`this` is the socket): a socket costs its own state only.
  /** Counts a frame of the socket's: false (and the socket closed, 4429) past its window; else it is alive. */
  function admitted(socket: LiveSocket): boolean {
    if (!allowFrame(socket)) {
      socket.close(CLOSE_CODES.rateLimited, 'too many messages');
      return false;
    }
    hub.touch(socket);
    return true;
  }
  function onMessage(this: WebSocket, data: RawData, isBinary: boolean) {
    const socket = this as LiveSocket;
    if (!admitted(socket) || isBinary) return;
    const text = data.toString();
    if (text === 'ping') {
      socket.send('pong');
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    socket.jbInFlight += 1;
    void hub
      .handleClientMessage(socket.jbUser.user_id, message, {
        user: socket.jbUser,
        locale: socket.jbLocale,
        inFlight: socket.jbInFlight - 1,
        socket,
        /** Answers this socket only (a chat_ack goes to the socket that sent the message). */
        reply: (payload) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
        },
        watchPresence: (watched) => hub.watchPresence(socket, watched),
      })
      .finally(handled.bind(socket));
  }
  /** A ping frame (RFC 6455 5.5.2: answered with a pong carrying its data), counted as a frame. */
  function onPing(this: WebSocket, data: Buffer) {
    const socket = this as LiveSocket;
    if (admitted(socket) && socket.readyState === socket.OPEN) socket.pong(data);
  }
  function onClose(this: WebSocket) {
    hub.remove((this as LiveSocket).jbUser.user_id, this);
  }
  function onError(this: WebSocket, error: Error) {
    app.log.debug({ err: error, user_id: (this as Partial<LiveSocket>).jbUser?.user_id }, 'live: socket error');
  }

  app.get<{ Params: { user_id: string } }>(
    '/ws/candidate/:user_id',
    { websocket: true, schema: { hide: true } },
    (ws: WebSocket, request) => {
      // @fastify/websocket's own error listener holds the request and its reply for the socket's
      // life, and so does the upgrade's response through the socket: neither is needed past here.
      ws.removeAllListeners('error');
      ws.on('error', onError);
      const raw = request.raw.socket as (Socket & { _httpMessage?: ServerResponse | null }) | null;
      if (raw?._httpMessage) raw._httpMessage.detachSocket(raw);
      if (raw) dropStoppedIdleTimer(raw);

      const user = request.user;
      if (!user) return ws.close(CLOSE_CODES.unauthenticated, 'unauthenticated');
      if (String(user.user_id) !== request.params.user_id) return ws.close(CLOSE_CODES.forbidden, 'forbidden');

      const socket = ws as LiveSocket;
      socket.jbUser = user;
      socket.jbLocale = request.locale;
      socket.jbWindow = Math.floor(Date.now() / SOCKET_FRAME_LIMIT.windowMs);
      socket.jbFrames = 0;
      socket.jbInFlight = 0;
      hub.add(user.user_id, socket, user.session_id);
      socket.on('message', onMessage);
      socket.on('ping', onPing);
      socket.on('close', onClose);
    },
  );
}
