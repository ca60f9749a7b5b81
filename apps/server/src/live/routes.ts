import websocket from '@fastify/websocket';
import { ERROR_CODES, LIVE, LIVE_CLOSE_CODES } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { SOCKET_FRAME_LIMIT } from '../limits';
import { authPlugin } from '../plugins/auth';
import { sendFailure } from '../plugins/errors';

/** Close codes of the live channel (4000-4999 are the application's; packages/shared LIVE_CLOSE_CODES). */
export const CLOSE_CODES = LIVE_CLOSE_CODES;

export interface LiveOptions {
  /** Origins allowed to open a socket (browsers always send Origin). */
  allowedOrigins: readonly string[];
}

/** A fixed window per socket; returns false once the socket exceeded its share. */
function frameCounter(max: number, windowMs: number) {
  let windowStart = Date.now();
  let count = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    return count <= max;
  };
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
  await app.register(websocket, { options: { maxPayload: LIVE.maxFrameBytes } });
  await app.register(authPlugin);

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !options.allowedOrigins.includes(origin)) {
      request.log.info({ origin }, 'live: origin refused');
      return sendFailure(reply, ERROR_CODES.forbidden, request.locale);
    }
  });

  app.get<{ Params: { user_id: string } }>(
    '/ws/candidate/:user_id',
    { websocket: true, schema: { hide: true } },
    (socket: WebSocket, request) => {
      const user = request.user;
      if (!user) return socket.close(CLOSE_CODES.unauthenticated, 'unauthenticated');
      if (String(user.user_id) !== request.params.user_id) return socket.close(CLOSE_CODES.forbidden, 'forbidden');

      const userId = user.user_id;
      const hub = app.hub;
      // Read once: no closure below keeps the request (and its raw message) alive for the socket's life.
      const locale = request.locale;
      const allowFrame = frameCounter(SOCKET_FRAME_LIMIT.max, SOCKET_FRAME_LIMIT.windowMs);
      hub.add(userId, socket, user.session_id);
      /** Answers this socket only (a chat_ack goes to the socket that sent the message). */
      const reply = (payload: unknown) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
      };

      socket.on('message', (data, isBinary) => {
        if (!allowFrame()) {
          socket.close(CLOSE_CODES.rateLimited, 'too many messages');
          return;
        }
        hub.touch(socket);
        if (isBinary) return;
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
        void hub.handleClientMessage(userId, message, {
          user,
          locale,
          reply,
          watchPresence: (watched) => hub.watchPresence(socket, watched),
        });
      });
      socket.on('close', () => hub.remove(userId, socket));
      socket.on('error', (error) => app.log.debug({ err: error, user_id: userId }, 'live: socket error'));
    },
  );
}
