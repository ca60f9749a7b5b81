import { createHash } from 'node:crypto';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requesterOf } from '../../providers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** At most `max` within `windowMs`. */
interface Limit {
  max: number;
  windowMs: number;
}

export interface SigninLimits {
  perIpMinute: Limit;
  perIpHour: Limit;
  failureWindowMs: number;
  refuseAfter: { accountAndIp: number };
  captchaAfter: { accountAndIp: number; ip: number; account: number; everyone: number };
}

/** The request limits of the accounts calls other than sign-in (QUALITY.md, Safety). */
export const ACCOUNT_LIMITS = {
  signupPerIpHour: { max: 10, windowMs: HOUR },
  resetPerIpHour: { max: 10, windowMs: HOUR },
  captchaPerIpMinute: { max: 30, windowMs: MINUTE },
  /** Confirmation-link e-mails (sendEmail, checkEmailLink) from one address. */
  linkPerIpHour: { max: 20, windowMs: HOUR },
  /** Old-password checks of one user (modifyPwd). */
  passwordChangePerUserHour: { max: 10, windowMs: HOUR },
} as const;

/**
 * The limits of the three sign-in calls (signin, signinByEmail, signinbycode),
 * in one place (decision 0011). Nothing an attacker does can stop the owner
 * from signing in: hard refusals (4029) only ever hit the address that sent
 * the requests; what others' failures do to an account is ask for a solved
 * picture captcha (4028) with each further attempt.
 *
 * An address (IPv6 by /64) is a "source". A failure is a wrong password, a
 * wrong code or an unknown account; an account is the user (or, for an
 * unknown one, the phone or e-mail tried).
 */
export const SIGNIN_LIMITS: SigninLimits = {
  /** Attempts from one source, all sign-in calls together (answered or not): 4029 beyond. */
  perIpMinute: { max: 5, windowMs: MINUTE },
  perIpHour: { max: 20, windowMs: HOUR },
  /** Failures count for this long from the first one (a fixed window per counter). */
  failureWindowMs: HOUR,
  /** Failures on one account from one source after which that source gets 4029 for that account only. */
  refuseAfter: { accountAndIp: 10 },
  /**
   * Failures after which every further sign-in needs a solved captcha: on
   * the account from this source, from this source on any account, on the
   * account from anywhere, and on the whole site (a distributed attack, each
   * of whose sources stays under the other thresholds).
   */
  captchaAfter: { accountAndIp: 3, ip: 5, account: 5, everyone: 1000 },
};

/** Checks one limit for a request; throws AppError 4029 (params.seconds → Retry-After) when it is exceeded. */
export type Limiter = (request: FastifyRequest) => Promise<void>;

/** Entries a counter keeps in memory without Redis (@fastify/rate-limit's default is 5,000). */
const MEMORY_ENTRIES = 100_000;

/**
 * A counter of @fastify/rate-limit (in Redis when REDIS_URL is set, so it
 * holds across instances) for a key the request gives: the requester (IP,
 * IPv6 by /64), an account, or both. Keys are hashed, so neither addresses
 * nor phones or e-mails are written to Redis. A broken Redis counts nothing
 * (the request goes through), as for every limit of the site.
 */
function createCounter(app: FastifyInstance, name: string, limit: Limit) {
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

/** Runs limits in order; the first exceeded one refuses the request. */
export const enforce = async (request: FastifyRequest, limiters: Limiter[]): Promise<void> => {
  for (const limiter of limiters) await limiter(request);
};

/** The picture captcha a sign-in request brings (when asked for). */
export interface SigninCaptcha {
  uuid?: string;
  verityCode?: string;
}

export interface SigninGuard {
  /**
   * Before a password or code is checked: 4029 when this source is over its
   * attempts, or over its failures on this account; 4028 when failures ask
   * for a captcha and the request has none, or a wrong one (each captcha is
   * used up by one try). `scope` 'source' heeds only this source's own
   * failures: for a one-time code, which its requester got by solving a
   * captcha and which dies after 5 wrong tries, so failures elsewhere need
   * not ask the owner's fresh device for another one.
   */
  admit(request: FastifyRequest, account: string, captcha: SigninCaptcha, scope?: 'all' | 'source'): Promise<void>;
  /** After a failed check (wrong password or code, unknown account): counts it everywhere it counts. */
  failed(request: FastifyRequest, account: string): Promise<void>;
}

/**
 * The sign-in limits of SIGNIN_LIMITS. `account` is a stable key of the
 * account tried (`user:<id>`, or the phone or e-mail when there is no such
 * user); `verifyCaptcha` checks (and uses up) a captcha.
 */
export function createSigninGuard(
  app: FastifyInstance,
  verifyCaptcha: (request: FastifyRequest, uuid: string, answer: string) => Promise<boolean>,
  limits: SigninLimits = SIGNIN_LIMITS,
): SigninGuard {
  const ip = byIp(app);
  const attempts = [
    createLimiter(app, 'signin-ip-min', limits.perIpMinute, ip),
    createLimiter(app, 'signin-ip-hour', limits.perIpHour, ip),
  ];
  const after = limits.captchaAfter;
  const failures = (name: string, max: number) => createCounter(app, name, { max, windowMs: limits.failureWindowMs });
  const pair = failures('signin-fail-pair', limits.refuseAfter.accountAndIp);
  const source = failures('signin-fail-ip', after.ip);
  const account = failures('signin-fail-account', after.account);
  const everyone = failures('signin-fail-all', after.everyone);
  const keysOf = (request: FastifyRequest, accountKey: string) => {
    const requester = ip(request);
    return { pair: `${accountKey}\n${requester}`, source: requester, account: accountKey, everyone: 'all' };
  };

  return {
    async admit(request, accountKey, captcha, scope = 'all') {
      await enforce(request, attempts);
      const keys = keysOf(request, accountKey);
      const [onPair, onSource, onAccount, onEveryone] = await Promise.all([
        pair.read(request, keys.pair),
        source.read(request, keys.source),
        account.read(request, keys.account),
        everyone.read(request, keys.everyone),
      ]);
      if (onPair.count >= limits.refuseAfter.accountAndIp) {
        throw new AppError(ERROR_CODES.rateLimited, undefined, null, { seconds: onPair.seconds });
      }
      const bySource = onPair.count >= after.accountAndIp || onSource.count >= after.ip;
      const byOthers = onAccount.count >= after.account || onEveryone.count >= after.everyone;
      const needsCaptcha = bySource || (scope === 'all' && byOthers);
      if (!needsCaptcha) return;
      if (!captcha.uuid || !captcha.verityCode) throw new AppError(ERROR_CODES.captchaRequired);
      if (!(await verifyCaptcha(request, captcha.uuid, captcha.verityCode))) {
        throw new AppError(ERROR_CODES.captchaRequired, 'providers.captcha.wrong');
      }
    },
    async failed(request, accountKey) {
      const keys = keysOf(request, accountKey);
      await Promise.all([
        pair.add(request, keys.pair),
        source.add(request, keys.source),
        account.add(request, keys.account),
        everyone.add(request, keys.everyone),
      ]);
    },
  };
}
