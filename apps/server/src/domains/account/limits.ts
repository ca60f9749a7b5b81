import { AppError, ERROR_CODES } from '@jobbridge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGNIN_LIMITS, type SigninLimits } from '../../limits';
import { byIp, createCounter, createLimiter, enforce } from '../../plugins/rate-limit';

export { SIGNIN_LIMITS, type SigninLimits };

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
 * The sign-in guard of decision 0011, with the numbers of SIGNIN_LIMITS (src/limits.ts). `account` is a stable key of the
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
