import { type IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES } from '@jobbridge/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from '../plugins/errors';
import { acceptKey } from './frames';
import { LiveSocket, type LiveSocketEvents } from './socket';

const UPGRADE = Symbol('upgrade');
interface Upgrade {
  socket: Socket;
  head: Buffer;
}
type UpgradeRequest = IncomingMessage & { [UPGRADE]?: Upgrade };

function destroyOnError(this: Socket): void {
  this.destroy();
}
function destroyConnection(this: ServerResponse): void {
  this.socket?.destroy();
}

/**
 * Routes HTTP upgrade requests through Fastify like any other request, so the same hooks see them
 * (the Origin check, the session, the language). A route that takes WebSockets completes the
 * handshake with `acceptUpgrade`; any other answer is an HTTP response, after which the
 * connection ends (an upgrade request leaves no HTTP parser on it for a next request).
 */
export function routeUpgrades(app: FastifyInstance): void {
  function onUpgrade(request: UpgradeRequest, socket: Socket, head: Buffer): void {
    // Node drops its own error listener before 'upgrade': a reset during routing must not throw.
    socket.on('error', destroyOnError);
    request[UPGRADE] = { socket, head };
    const response = new ServerResponse(request);
    response.assignSocket(socket);
    response.on('finish', destroyConnection);
    app.routing(request, response);
  }
  app.server.on('upgrade', onUpgrade);
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
  });
}

/**
 * Node's own key of a socket's idle timer. The HTTP server arms one on every connection (Fastify's
 * connectionTimeout); stopping it (setTimeout(0)) leaves the stopped Timeout and its bound callback on
 * the socket for its life, about 300 B of a live socket's memory.
 */
let idleTimerKey: symbol | undefined;
function dropStoppedIdleTimer(raw: Socket): void {
  idleTimerKey ??= Object.getOwnPropertySymbols(raw).find((key) => key.description === 'timeout');
  if (!idleTimerKey) return;
  const record = raw as unknown as Record<symbol, { _onTimeout: unknown } | null | undefined>;
  // Only a timer that no longer runs: Node itself starts a socket with null here.
  const timer = record[idleTimerKey];
  if (timer && timer._onTimeout === null) record[idleTimerKey] = null;
}

/** Whether a request asks for a WebSocket (an HTTP upgrade). */
export function isUpgrade(request: FastifyRequest): boolean {
  return (request.raw as UpgradeRequest)[UPGRADE] !== undefined;
}

/**
 * Completes a WebSocket handshake (RFC 6455 4.2.2) for a route: the socket, open; or null when the
 * request is not a valid handshake (answered 400 here) or its connection is already gone.
 * No subprotocol or extension is offered: the live channel speaks plain text frames.
 */
export function acceptUpgrade(
  request: FastifyRequest,
  reply: FastifyReply,
  events: LiveSocketEvents,
  maxPayload: number,
): LiveSocket | null {
  const upgrade = (request.raw as UpgradeRequest)[UPGRADE];
  if (!upgrade) return null;
  const accept = acceptKey(request.headers['sec-websocket-key']);
  if (
    request.method !== 'GET' ||
    request.headers.upgrade?.toLowerCase() !== 'websocket' ||
    request.headers['sec-websocket-version'] !== '13' ||
    accept === null
  ) {
    // The version this server speaks, for a client that offered another (4.4).
    reply.header('sec-websocket-version', '13');
    sendFailure(reply, ERROR_CODES.validation, request.locale);
    return null;
  }
  reply.hijack();
  const { socket, head } = upgrade;
  const raw = socket as Socket & { _httpMessage?: ServerResponse | null };
  // The response that stood for the request is not needed past the handshake; nor is the guard.
  raw._httpMessage?.detachSocket(raw);
  socket.off('error', destroyOnError);
  if (!socket.readable || !socket.writable) {
    socket.destroy();
    return null;
  }
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
  );
  const live = new LiveSocket(socket, events, maxPayload, head);
  dropStoppedIdleTimer(socket);
  return live;
}
