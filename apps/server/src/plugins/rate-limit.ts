import rateLimit from '@fastify/rate-limit';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/**
 * @fastify/rate-limit, off by default: a call opts in with
 * `config: { rateLimit: { max, timeWindow } }` (defineCall's `rateLimit`).
 * Counters live in Redis when configured, so the limit holds across instances.
 * An exceeded limit answers 4029 with Retry-After.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { redis?: Redis | null; prefix: string }) => {
    await app.register(rateLimit, {
      global: false,
      ...(options.redis ? { redis: options.redis, nameSpace: `${options.prefix}rl:` } : {}),
      // A broken Redis must not take the site down: let the request through.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new AppError(ERROR_CODES.rateLimited, undefined, null, { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    });
  },
  { name: 'rate-limit' },
);
