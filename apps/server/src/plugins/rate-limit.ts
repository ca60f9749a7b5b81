import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Limit } from '../limits';
import { requesterOf } from '../providers';

/**
 * The one mechanism for request limits (the numbers are in src/limits.ts):
 * @fastify/rate-limit, off by default, its counters in Redis when
 * configured so a limit holds across instances. A call uses it in one of
 * two ways:
 *
 * - `perRequest(limit)` as its route's `rateLimit` (defineCall's
 *   `rateLimit`, a raw route's `config`): counted per address before the
 *   body is read, with X-RateLimit-* headers;
 * - `createLimiter(...)`, called in the handler, for a key known only there
 *   (the signed-in user, the account a sign-in tries, the address by /64)
 *   or a limit that must not count refused requests.
 *
 * An exceeded limit answers 4029 with Retry-After either way. A broken
 * Redis counts nothing (the request goes through).
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

/** A limit as a route's `rateLimit` config: counted per address before the handler runs. */
export const perRequest = (limit: Limit) => ({ max: limit.max, timeWindow: limit.windowMs });

/** Checks one limit for a request; throws AppError 4029 (params.seconds → Retry-After) when it is exceeded. */
export type Limiter = (request: FastifyRequest) => Promise<void>;

/** Entries a counter keeps in memory without Redis (@fastify/rate-limit's default is 5,000). */
const MEMORY_ENTRIES = 100_000;

/**
 * A counter of @fastify/rate-limit for a key the request gives: the
 * requester (IP, IPv6 by /64), an account, or both. Keys are hashed, so
 * neither addresses nor phones or e-mails are written to Redis.
 */
export function createCounter(app: FastifyInstance, name: string, limit: Limit) {
  const secret = app.providers.codes.secret;
  const keys = new WeakMap<FastifyRequest, string>();
  // A max far above any threshold, so `remaining` tells the exact count.
  const ceiling = Math.max(limit.max, 1_000_000);
  const check = app.createRateLimit({
    max: ceiling,
    timeWindow: limit.windowMs,
    keyGenerator: (request) =>
      `${name}:${createHash('sha256')
        .update(`${secret}\n${keys.get(request)}`)
        .digest('hex')
        .slice(0, 32)}`,
    cache: MEMORY_ENTRIES,
  } as Parameters<FastifyInstance['createRateLimit']>[0]);
  const run = async (request: FastifyRequest, key: string, increment: boolean) => {
    keys.set(request, key);
    const result = await check(request, { increment });
    if (result.isAllowed) return { count: 0, seconds: 0 };
    return { count: ceiling - result.remaining, seconds: Math.max(1, result.ttlInSeconds) };
  };
  return {
    /** Counts one more; answers the count after it. */
    add: (request: FastifyRequest, key: string) => run(request, key, true),
    /** The count so far, without counting. */
    read: (request: FastifyRequest, key: string) => run(request, key, false),
  };
}

/**
 * A limit on requests keyed by the request (the requester, or the signed-in
 * user): every call counts, the one over `max` is refused with 4029.
 * `keyOf` answering null counts nothing.
 */
export function createLimiter(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  keyOf: (request: FastifyRequest) => string | null,
): Limiter {
  const counter = createCounter(app, name, limit);
  return async (request) => {
    const key = keyOf(request);
    if (key === null) return;
    const { count, seconds } = await counter.add(request, key);
    if (count > limit.max) throw new AppError(ERROR_CODES.rateLimited, undefined, null, { seconds });
  };
}

/** The requester of a request (its IP; IPv6 by /64), as a key. */
export const byIp = (app: FastifyInstance) => (request: FastifyRequest) =>
  `ip:${requesterOf(request.ip, app.providers.codes.secret)}`;

/** The signed-in user of a request, as a key (visitors are not counted). */
export const byUser = (request: FastifyRequest) => (request.user ? `user:${request.user.user_id}` : null);

/** Runs limits in order; the first exceeded one refuses the request. */
export const enforce = async (request: FastifyRequest, limiters: Limiter[]): Promise<void> => {
  for (const limiter of limiters) await limiter(request);
};
