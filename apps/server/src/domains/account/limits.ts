import { createHash } from 'node:crypto';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requesterOf } from '../../providers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The request limits of the accounts calls (QUALITY.md, Safety: login). */
export const ACCOUNT_LIMITS = {
  signinPerIpMinute: { max: 5, windowMs: MINUTE },
  signinPerIpHour: { max: 20, windowMs: HOUR },
  signinPerAccountHour: { max: 10, windowMs: HOUR },
  signupPerIpHour: { max: 10, windowMs: HOUR },
  resetPerIpHour: { max: 10, windowMs: HOUR },
  captchaPerIpMinute: { max: 30, windowMs: MINUTE },
  /** Confirmation-link e-mails (sendEmail, checkEmailLink) from one address. */
  linkPerIpHour: { max: 20, windowMs: HOUR },
  /** Old-password checks of one user (modifyPwd). */
  passwordChangePerUserHour: { max: 10, windowMs: HOUR },
} as const;

/** Checks one limit for a request; throws AppError 4029 (params.seconds → Retry-After) when it is exceeded. */
export type Limiter = (request: FastifyRequest) => Promise<void>;

/**
 * A counter of @fastify/rate-limit (in Redis when REDIS_URL is set, so the
 * limit holds across instances) for a key the request gives: the requester
 * (IP, IPv6 by /64) or an account. Keys are hashed, so neither addresses nor
 * phones or e-mails are written to Redis.
 */
export function createLimiter(
  app: FastifyInstance,
  name: string,
  limit: { max: number; windowMs: number },
  keyOf: (request: FastifyRequest) => string | null,
): Limiter {
  const secret = app.providers.codes.secret;
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) =>
      `${name}:${createHash('sha256')
        .update(`${secret}\n${keyOf(request)}`)
        .digest('hex')
        .slice(0, 32)}`,
  });
  return async (request) => {
    if (keyOf(request) === null) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(ERROR_CODES.rateLimited, undefined, null, { seconds: Math.max(1, result.ttlInSeconds) });
    }
  };
}

/** The requester of a request (its IP; IPv6 by /64), as a key. */
export const byIp = (app: FastifyInstance) => (request: FastifyRequest) =>
  `ip:${requesterOf(request.ip, app.providers.codes.secret)}`;

/** Runs limits in order; the first exceeded one refuses the request. */
export const enforce = async (request: FastifyRequest, limiters: Limiter[]): Promise<void> => {
  for (const limiter of limiters) await limiter(request);
};
