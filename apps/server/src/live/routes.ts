import { performance } from 'node:perf_hooks';
import { inArrivalOrder } from '@jobbridge/db';
import { ERROR_CODES, LIVE, LIVE_CLOSE_CODES } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { SOCKET_FRAME_LIMIT } from '../limits';
import { authPlugin } from '../plugins/auth';
import { sendFailure } from '../plugins/errors';
import type { ClientContext } from './hub';
import { type LiveSocket, type LiveSocketEvents, OPEN } from './socket';
import { acceptUpgrade, isUpgrade, routeUpgrades } from './upgrade';

/** Close codes of the live channel (4000-4999 are the application's; packages/shared LIVE_CLOSE_CODES). */
export const CLOSE_CODES = LIVE_CLOSE_CODES;

export interface LiveOptions {
  /** Origins allowed to open a socket (browsers always send Origin). */
  allowedOrigins: readonly string[];
}

function handled(this: LiveSocket): void {
  this.inFlight -= 1;
}

/** A fixed window per socket (aligned to the clock); false once the socket exceeded its share. */
function allowFrame(socket: LiveSocket): boolean {
  const window = Math.floor(Date.now() / SOCKET_FRAME_LIMIT.windowMs);
  if (window !== socket.frameWindow) {
    socket.frameWindow = window;
    socket.frames = 0;
  }
  socket.frames += 1;
  return socket.frames <= SOCKET_FRAME_LIMIT.max;
}

/**
 * The candidate channel /ws/candidate/:user_id. The upgrade is refused for a
 * foreign Origin; a socket without a session (4401) or for another user's id
 * (4403) is closed at once. The text 'ping' is answered 'pong'; other frames
 * are JSON for the hub's handlers, and malformed ones are ignored. The hub
 * closes the socket when its session ends (4410) and the oldest of a user's
 * sockets beyond LIVE.maxSocketsPerUser (4409).
 *
 * The WebSockets are the server's own (live/socket.ts, decision 0069): thousands stay open on an
 * instance, and a socket of ws cost about a kilobyte more than one of these.
 */
export async function liveRoutes(app: FastifyInstance, options: LiveOptions) {
  routeUpgrades(app);
  await app.register(authPlugin);

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !options.allowedOrigins.includes(origin)) {
      request.log.info({ origin }, 'live: origin refused');
      return sendFailure(reply, ERROR_CODES.forbidden, request.locale);
    }
  });

  const hub = app.hub;
  /** Counts a frame of the socket's: false (and the socket closed, 4429) past its window; else it is alive. */
  function admitted(socket: LiveSocket): boolean {
    if (!allowFrame(socket)) {
      socket.close(CLOSE_CODES.rateLimited, 'too many messages');
      return false;
    }
    hub.touch(socket);
    return true;
  }
  // One set of handlers for every socket: a socket costs its own state only.
  const events: LiveSocketEvents = {
    message(socket, text) {
      const user = socket.user;
      if (!admitted(socket) || text === null || !user) return;
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
      socket.inFlight += 1;
      const context: ClientContext = {
        user,
        locale: socket.locale,
        inFlight: socket.inFlight - 1,
        socket,
        /** Answers this socket only (a chat_ack goes to the socket that sent the message). */
        reply: (payload) => socket.send(JSON.stringify(payload)),
        watchPresence: (watched) => hub.watchPresence(socket, watched),
      };
      // A frame is handled as a request is: counted while it runs, so a shutdown lets it finish before
      // the database closes (in-flight.ts), and its statements wait in the order it arrived (decision
      // 0076), not in that of the connection's upgrade request, whose context the socket's events run in.
      void app.inFlight
        .run(() => inArrivalOrder(performance.now(), () => hub.handleClientMessage(user.user_id, message, context)))
        .finally(handled.bind(socket));
    },
    /** A ping frame (RFC 6455 5.5.2: answered with a pong carrying its data), counted as a frame. */
    ping(socket, data) {
      if (admitted(socket) && socket.readyState === OPEN) socket.pong(data);
    },
    pong(socket) {
      hub.touch(socket);
    },
    close(socket) {
      if (socket.user) hub.remove(socket.user.user_id, socket);
    },
    error(socket, error) {
      app.log.debug({ err: error, user_id: socket.user?.user_id }, 'live: socket error');
    },
  };

  app.get<{ Params: { user_id: string } }>('/ws/candidate/:user_id', { schema: { hide: true } }, (request, reply) => {
    if (!isUpgrade(request)) return sendFailure(reply, ERROR_CODES.notFound, request.locale);
    const socket = acceptUpgrade(request, reply, events, LIVE.maxFrameBytes);
    if (!socket) return;
    const user = request.user;
    if (!user) return socket.close(CLOSE_CODES.unauthenticated, 'unauthenticated');
    if (String(user.user_id) !== request.params.user_id) return socket.close(CLOSE_CODES.forbidden, 'forbidden');
    socket.user = user;
    socket.locale = request.locale;
    socket.frameWindow = Math.floor(Date.now() / SOCKET_FRAME_LIMIT.windowMs);
    hub.add(user.user_id, socket, user.session_id);
  });
}
