import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { COOKIE_NAMES, isLocale, pickLocale } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
const acceptableId = /^[\w.:-]{1,64}$/;

/** Keeps a caller's x-request-id when it is short and plain; otherwise makes a new one. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && acceptableId.test(given) ? given : randomUUID();
}

/** Echoes the request id and works out the request's language. */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', 'en');
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      // ?lang= chooses the language of a shareable URL (hreflang alternates), then the cookie, then the headers.
      const queryLang = (request.query as Record<string, unknown> | undefined)?.lang;
      request.locale = isLocale(queryLang)
        ? queryLang
        : pickLocale(request.cookies?.[COOKIE_NAMES.language], request.headers['accept-language']);
    });
  },
  { name: 'request-context', dependencies: ['@fastify/cookie'] },
);
