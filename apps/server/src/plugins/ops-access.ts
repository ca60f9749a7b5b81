import { createHash, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@jobbridge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { sendFailure } from './errors';

/** Paths for operators only: Prometheus metrics and the API documentation. */
export function isOpsPath(url: string, docsPrefix: string): boolean {
  const path = url.split('?')[0];
  return path === '/metrics' || path === docsPrefix || path.startsWith(`${docsPrefix}/`);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries `Authorization: Bearer <OPS_TOKEN>` (compared in constant time). */
export function hasOpsToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return Boolean(match && timingSafeEqual(digest(match[1]), digest(token)));
}

/**
 * /metrics and /docs are public outside production and in the try-out
 * (env.OPS_PUBLIC). In production they answer only a request with the bearer
 * OPS_TOKEN (a Prometheus scrape config sends it), and 404 to everyone else,
 * as if they did not exist.
 */
export const opsAccessPlugin = fp(
  async (app: FastifyInstance, options: { env: Env; docsPrefix: string }) => {
    if (options.env.OPS_PUBLIC) return;
    app.addHook('onRequest', async (request, reply) => {
      if (!isOpsPath(request.url, options.docsPrefix)) return;
      if (hasOpsToken(request, options.env.OPS_TOKEN)) return;
      return sendFailure(reply, ERROR_CODES.notFound, request.locale);
    });
  },
  { name: 'ops-access' },
);
