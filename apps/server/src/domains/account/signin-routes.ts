import {
  AppError,
  ERROR_CODES,
  logoutBody,
  logoutData,
  logoutOthersBody,
  logoutOthersData,
  signinBody,
  signinByCodeBody,
  signinByCodeData,
  signinByEmailBody,
  signinByEmailData,
  signinByTokenBody,
  signinByTokenData,
  signinData,
} from '@jobbridge/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineCall } from '../../lib/call';
import { clearSessionCookie, requireUser, revokeSession } from '../../plugins/auth';
import { checkCode, verifyCaptcha } from '../../providers';
import { createSigninGuard, SIGNIN_LIMITS, type SigninCaptcha } from './limits';
import {
  findUserByEmail,
  findUserByPhone,
  revokeOtherSessions,
  startSession,
  type UserRow,
  upgradePasswordHash,
} from './service';
import { userInfoOf } from './user-info';

/** The answers of a sign-in that count as a failure for the sign-in limits. */
const SIGNIN_FAILURES = new Set<number>([
  ERROR_CODES.userNotFound,
  ERROR_CODES.wrongCredentials,
  ERROR_CODES.wrongCode,
]);

/** The key of the account a sign-in tries: the user, or what was typed when there is none. */
const accountKey = (user: UserRow | null, typed: string) => (user ? `user:${user.user_id}` : `as:${typed}`);

// The limits as the OpenAPI descriptions tell them (numbers from SIGNIN_LIMITS).
const S = SIGNIN_LIMITS;
const hours = Math.round(S.failureWindowMs / 3_600_000);
const SIGNIN_LIMITS_TEXT =
  `4029 after ${S.perIpMinute.max}/min or ${S.perIpHour.max}/h per IP (the three sign-in calls together), ` +
  `or after ${S.refuseAfter.accountAndIp} failures on the account from this IP within ${hours} h; ` +
  `4028 (send uuid + verityCode of a randomImage captcha) after ${S.captchaAfter.accountAndIp} failures on the account from this IP, ` +
  `${S.captchaAfter.ip} from this IP, ${S.captchaAfter.account} on the account from anywhere, or ${S.captchaAfter.everyone} on the site, within ${hours} h. ` +
  'Failures are unknown accounts, wrong passwords and wrong codes.';

/** Sign-in (password, e-mail, SMS code), the session's user, and ending sessions. */
export function registerSigninRoutes(api: FastifyInstance) {
  const db = () => api.database.db;
  // The sign-in calls share their counters (decision 0011).
  const signinGuard = createSigninGuard(api, (_request, uuid, answer) => verifyCaptcha(db(), uuid, answer));

  /**
   * Runs a sign-in under the guard: limits and captcha first, then `check`;
   * a failure it throws (unknown user, wrong password or code) is counted.
   */
  async function guardedSignin<T>(
    request: FastifyRequest,
    user: UserRow | null,
    typed: string,
    captcha: SigninCaptcha,
    scope: 'all' | 'source',
    check: () => Promise<T>,
  ): Promise<T> {
    const key = accountKey(user, typed);
    await signinGuard.admit(request, key, captcha, scope);
    try {
      return await check();
    } catch (error) {
      if (error instanceof AppError && SIGNIN_FAILURES.has(error.code)) await signinGuard.failed(request, key);
      throw error;
    }
  }

  /** Password sign-in: same work (one scrypt) whether or not the account exists; 1002 / 1003. */
  async function signInWithPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow | null,
    typed: string,
    input: { password: string } & SigninCaptcha,
  ) {
    return guardedSignin(request, user, typed, input, 'all', async () => {
      const ok = await api.passwords.check(input.password, user?.password_hash);
      if (!user) throw new AppError(ERROR_CODES.userNotFound);
      if (!ok) throw new AppError(ERROR_CODES.wrongCredentials);
      await upgradePasswordHash(db(), api.passwords, user, input.password);
      await startSession(db(), request, reply, user.user_id);
      return userInfoOf(db(), user.user_id);
    });
  }

  defineCall(
    api,
    {
      path: '/account/signin',
      body: signinBody,
      data: signinData,
      summary: 'Sign in with phone (calling code digits + number) and password; sets a new session',
      description: `1002 unknown user, 1003 wrong password; ${SIGNIN_LIMITS_TEXT}; 5003 while the password pool is full.`,
    },
    async ({ input, request, reply }) => {
      // A full password pool refuses at once (5003), before any lookup.
      api.passwords.ensureRoom();
      return signInWithPassword(request, reply, await findUserByPhone(db(), input.phone), input.phone, input);
    },
  );

  defineCall(
    api,
    {
      path: '/account/signinByEmail',
      body: signinByEmailBody,
      data: signinByEmailData,
      summary: 'Sign in with e-mail and password; sets a new session',
      description:
        '1002 unknown user, 1003 wrong password; 4029 and 4028 as signin; 5003 while the password pool is full.',
    },
    async ({ input, request, reply }) => {
      // A full password pool refuses at once (5003), before any lookup.
      api.passwords.ensureRoom();
      return signInWithPassword(request, reply, await findUserByEmail(db(), input.email), input.email, input);
    },
  );

  defineCall(
    api,
    {
      path: '/account/signinbycode',
      body: signinByCodeBody,
      data: signinByCodeData,
      summary: 'Sign in with an SMS code (purpose login); sets a new session',
      description:
        `1004 wrong, expired or used code; 1002 unknown user; 4029 as signin; 4028 only after failures from this IP ` +
        `(${S.captchaAfter.accountAndIp} on the account, ${S.captchaAfter.ip} in all).`,
    },
    async ({ input, request, reply }) => {
      const user = await findUserByPhone(db(), input.phone);
      // The code was sent only after a solved captcha and allows 5 tries: only this source's failures ask for another.
      return guardedSignin(request, user, input.phone, input, 'source', async () => {
        await checkCode(
          db(),
          { channel: 'sms', purpose: 'login', target: input.phone, code: input.code },
          api.providers.codes,
        );
        if (!user) throw new AppError(ERROR_CODES.userNotFound);
        await startSession(db(), request, reply, user.user_id);
        return userInfoOf(db(), user.user_id);
      });
    },
  );

  defineCall(
    api,
    {
      path: '/account/signinByToken',
      body: signinByTokenBody,
      data: signinByTokenData,
      summary: "The session's user info (4001 without a valid session)",
      pageRead: true,
    },
    async ({ request }) => userInfoOf(db(), requireUser(request).user_id),
  );

  defineCall(
    api,
    {
      path: '/account/logout',
      body: logoutBody,
      data: logoutData,
      summary: 'End the session (server-side) and clear the cit cookie',
    },
    async ({ request, reply }) => {
      if (request.user) {
        await revokeSession(db(), request.user.session_id);
        await api.hub.endSessions(request.user.user_id, [request.user.session_id]);
      }
      clearSessionCookie(reply, api.env);
      return null;
    },
  );

  defineCall(
    api,
    {
      path: '/account/logoutOthers',
      body: logoutOthersBody,
      data: logoutOthersData,
      summary: 'End every other session of the user (this one is kept)',
    },
    async ({ request }) => {
      const me = requireUser(request);
      const ended = await revokeOtherSessions(db(), me.user_id, me.session_id);
      await api.hub.endSessions(me.user_id, ended);
      return { revoked: ended.length };
    },
  );
}
