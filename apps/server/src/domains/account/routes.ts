import { users } from '@jobbridge/db';
import {
  AppError,
  bindUserBody,
  bindUserData,
  checkEmailCodeBody,
  checkEmailCodeData,
  checkUserEmailCodeBody,
  checkUserEmailCodeData,
  codeSent,
  confirmEmailBody,
  confirmEmailData,
  delUserTmpBody,
  delUserTmpData,
  ERROR_CODES,
  editUserInfoBody,
  editUserInfoData,
  forgetPasswordBody,
  forgetPasswordData,
  getEmployerStatusBody,
  getEmployerStatusData,
  getUnreadMessagesBody,
  getUnreadMessagesData,
  getUserAvatarByIdBody,
  getUserAvatarByIdData,
  getUserInfoByIdBody,
  getUserInfoByIdData,
  logoutBody,
  logoutData,
  logoutOthersBody,
  logoutOthersData,
  modifyEmailBody,
  modifyEmailData,
  modifyPhoneBody,
  modifyPhoneData,
  modifyPwdBody,
  modifyPwdData,
  randomImageData,
  randomImageQuery,
  sendEmailBody,
  sendEmailCodeBody,
  sendEmailCodeData,
  sendEmailData,
  sendSmsCodeBody,
  sendSmsCodeData,
  signinBody,
  signinByCodeBody,
  signinByCodeData,
  signinByEmailBody,
  signinByEmailData,
  signinByTokenBody,
  signinByTokenData,
  signinData,
  signupBody,
  signupCodeBody,
  signupCodeData,
  signupData,
  USER_STATUS_EMAIL_VERIFIED,
} from '@jobbridge/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineCall } from '../../lib/call';
import { clearSessionCookie, requireUser, revokeSession } from '../../plugins/auth';
import {
  checkCode,
  passwordResetCodeMail,
  randomCaptchaText,
  storeCaptcha,
  verificationCodeMail,
  verifyCaptcha,
} from '../../providers';
import { rememberCaptchaAnswer } from '../dev/captcha-answers';
import { sceneAccess } from '../wechat/scene-owner';
import { bindScene, cancelScene } from '../wechat/service';
import { registerAvatarRoutes } from './avatar-routes';
import { ACCOUNT_LIMITS, byIp, createLimiter, createSigninGuard, SIGNIN_LIMITS, type SigninCaptcha } from './limits';
import { checkNewPassword } from './password-policy';
import { ownAccountId, ownPhone } from './policy';
import { presentPublicCard, presentUserInfo } from './presenter';
import {
  callingCodeOf,
  checkProfileCodes,
  countPendingAdminApplications,
  countUnreadMessages,
  editUserInfo,
  emailTaken,
  findUserByEmail,
  findUserByPhone,
  guardUnique,
  loadUserInfo,
  loadVisibleCard,
  phoneTaken,
  revokeOtherSessions,
  setVerifiedEmail,
  startSession,
  type UserRow,
  upgradePasswordHash,
} from './service';
import {
  checkCaptcha,
  issue,
  type SendContext,
  sendConfirmationLink,
  sendLater,
  sendMail,
  sendSms,
  takeConfirmationLink,
} from './verification';

/** The answers of a sign-in that count as a failure for the sign-in limits. */
const SIGNIN_FAILURES = new Set<number>([
  ERROR_CODES.userNotFound,
  ERROR_CODES.wrongCredentials,
  ERROR_CODES.wrongCode,
]);

export async function accountRoutes(api: FastifyInstance) {
  const db = () => api.database.db;
  const providers = api.providers;
  const codes = providers.codes;
  const sendContext = (request: FastifyRequest): SendContext => ({
    db: db(),
    providers,
    request,
    locale: request.locale,
    log: request.log,
  });
  const userInfoOf = async (userId: number) => {
    const { user, company, strength } = await loadUserInfo(db(), userId);
    return presentUserInfo(user, company, strength);
  };

  // Request limits (QUALITY.md, Safety). The sign-in calls share their counters (decision 0011).
  const ip = byIp(api);
  const L = ACCOUNT_LIMITS;
  const signinGuard = createSigninGuard(api, (_request, uuid, answer) => verifyCaptcha(db(), uuid, answer));
  const signupLimit = createLimiter(api, 'signup-ip', L.signupPerIpHour, ip);
  const resetLimit = createLimiter(api, 'reset-ip', L.resetPerIpHour, ip);
  const captchaLimit = createLimiter(api, 'captcha-ip', L.captchaPerIpMinute, ip);
  const linkLimit = createLimiter(api, 'link-ip', L.linkPerIpHour, ip);
  const passwordChangeLimit = createLimiter(api, 'password-change', L.passwordChangePerUserHour, (request) =>
    request.user ? `user:${request.user.user_id}` : null,
  );

  /** The key of the account a sign-in tries: the user, or what was typed when there is none. */
  const accountKey = (user: UserRow | null, typed: string) => (user ? `user:${user.user_id}` : `as:${typed}`);

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
      return userInfoOf(user.user_id);
    });
  }

  // The limits as the OpenAPI descriptions tell them (numbers from limits.ts).
  const S = SIGNIN_LIMITS;
  const hours = Math.round(S.failureWindowMs / 3_600_000);
  const SIGNIN_LIMITS_TEXT =
    `4029 after ${S.perIpMinute.max}/min or ${S.perIpHour.max}/h per IP (the three sign-in calls together), ` +
    `or after ${S.refuseAfter.accountAndIp} failures on the account from this IP within ${hours} h; ` +
    `4028 (send uuid + verityCode of a randomImage captcha) after ${S.captchaAfter.accountAndIp} failures on the account from this IP, ` +
    `${S.captchaAfter.ip} from this IP, ${S.captchaAfter.account} on the account from anywhere, or ${S.captchaAfter.everyone} on the site, within ${hours} h. ` +
    'Failures are unknown accounts, wrong passwords and wrong codes.';

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
        await checkCode(db(), { channel: 'sms', purpose: 'login', target: input.phone, code: input.code }, codes);
        if (!user) throw new AppError(ERROR_CODES.userNotFound);
        await startSession(db(), request, reply, user.user_id);
        return userInfoOf(user.user_id);
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
    },
    async ({ request }) => userInfoOf(requireUser(request).user_id),
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

  defineCall(
    api,
    {
      path: '/account/randomImage',
      method: 'GET',
      body: randomImageQuery,
      data: randomImageData,
      summary: 'A picture captcha (WebP data URL, 240 x 80): single use, 2 minutes',
      description: '4029 after 30/min per IP.',
    },
    async ({ request }) => {
      await captchaLimit(request);
      const text = randomCaptchaText();
      const captcha = await storeCaptcha(db(), text);
      if (api.env.DEV_TOOLS) rememberCaptchaAnswer(captcha.uuid, text);
      return captcha;
    },
  );

  defineCall(
    api,
    {
      path: '/account/sendSmsCode',
      body: sendSmsCodeBody,
      data: sendSmsCodeData,
      summary: 'Check the picture captcha, then send a 6-digit code by SMS',
      description:
        'captcha wrong → 4000 (data.fields.verityCode); login on an unknown phone → 1002; signup on a known phone → 4009; ' +
        'modify_phone needs a session (4001) and a phone no one has (4009); reset answers the same whether or not the phone has an account. ' +
        'Limits per phone 1/60 s, 5/h, 10/day, per IP, global hourly → 4029 + Retry-After.',
    },
    async ({ input, request }) => {
      if (input.purpose === 'modify_phone') requireUser(request);
      await checkCaptcha(db(), input.uuid, input.verityCode, request.locale);
      const owner = await findUserByPhone(db(), input.phone);
      if (input.purpose === 'login' && !owner) throw new AppError(ERROR_CODES.userNotFound);
      if ((input.purpose === 'signup' || input.purpose === 'modify_phone') && owner) throw phoneTaken();
      const callingCode = () =>
        owner?.calling_code ?? input.calling_code ?? callingCodeOf(db(), input.phone, request.locale);
      const ctx = sendContext(request);
      if (input.purpose === 'reset') {
        // Answered the same whether or not the phone has an account; sent (after the answer) only when it has.
        const { code } = await issue(ctx, 'sms', 'reset', input.phone);
        if (owner) sendLater(request.log, async () => sendSms(ctx, input.phone, await callingCode(), code));
        return codeSent('sms');
      }
      const known = await callingCode();
      const { code } = await issue(ctx, 'sms', input.purpose, input.phone);
      await sendSms(ctx, input.phone, known, code);
      return codeSent('sms');
    },
  );

  defineCall(
    api,
    {
      path: '/account/signupcode',
      body: signupCodeBody,
      data: signupCodeData,
      summary: 'Send a sign-up code by e-mail',
      description: "1001 'Existed email' when the address has an account; 4029 + Retry-After.",
    },
    async ({ input, request }) => {
      if (await findUserByEmail(db(), input.email)) throw emailTaken();
      const ctx = sendContext(request);
      const { code } = await issue(ctx, 'email', 'signup', input.email);
      await sendMail(ctx, input.email, verificationCodeMail(request.locale, code));
      return codeSent('email');
    },
  );

  defineCall(
    api,
    {
      path: '/account/signup',
      body: signupBody,
      data: signupData,
      summary: 'Create an account by phone or e-mail code and sign in',
      description:
        '1004 wrong code; 4009 phone taken; 1001 e-mail taken; 4000 agree missing, or a password the server refuses (empty, very short or very common: fields.password); 4029 after 10/h per IP.',
    },
    async ({ input, request, reply }) => {
      await signupLimit(request);
      // Before the code is checked, so a refused password does not spend it.
      checkNewPassword(input.password, request.locale);
      const byPhone = input.type === 'phone';
      const target = (byPhone ? input.phone : input.email) as string;
      await checkCode(db(), { channel: byPhone ? 'sms' : 'email', purpose: 'signup', target, code: input.code }, codes);
      if (byPhone ? await findUserByPhone(db(), target) : await findUserByEmail(db(), target)) {
        throw byPhone ? phoneTaken() : emailTaken();
      }
      const passwordHash = await api.passwords.store(input.password);
      const userId = await guardUnique(() =>
        db().transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              first_name: input.first_name ?? '',
              last_name: input.last_name ?? '',
              ...(byPhone
                ? { phone: target, calling_code: input.calling_code }
                : { email: target, status: USER_STATUS_EMAIL_VERIFIED, email_verified_at: new Date() }),
              password_hash: passwordHash,
              locale: request.locale,
            })
            .returning({ user_id: users.user_id });
          return user.user_id;
        }),
      );
      await startSession(db(), request, reply, userId);
      return userInfoOf(userId);
    },
  );

  defineCall(
    api,
    {
      path: '/account/forgetPassword',
      body: forgetPasswordBody,
      data: forgetPasswordData,
      summary: 'Set a new password with a reset code; every session of the account ends',
      description:
        '1004 wrong code; 1002 unknown user; 4000 a refused password (fields.password, as signup); 4029 after 10/h per IP.',
    },
    async ({ input, request, reply }) => {
      await resetLimit(request);
      checkNewPassword(input.password, request.locale);
      const channel = input.type === 'phone' ? 'sms' : 'email';
      await checkCode(db(), { channel, purpose: 'reset', target: input.target, code: input.code }, codes);
      const user =
        input.type === 'phone' ? await findUserByPhone(db(), input.target) : await findUserByEmail(db(), input.target);
      if (!user) throw new AppError(ERROR_CODES.userNotFound);
      const passwordHash = await api.passwords.store(input.password);
      const ended = await db().transaction(async (tx) => {
        await tx
          .update(users)
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where(eq(users.user_id, user.user_id));
        return revokeOtherSessions(tx, user.user_id, null);
      });
      await api.hub.endSessions(user.user_id, ended);
      clearSessionCookie(reply, api.env);
      return null;
    },
  );

  defineCall(
    api,
    {
      path: '/account/sendEmailCode',
      body: sendEmailCodeBody,
      data: sendEmailCodeData,
      summary: 'Send a code by e-mail: verify or modify_email (signed in), or reset',
      description:
        "verify/modify_email: 4001 without a session, 1001 'Existed email' when another account has the address. " +
        'reset answers the same whether or not the address has an account. 4029 + Retry-After.',
    },
    async ({ input, request }) => {
      const ctx = sendContext(request);
      if (input.purpose === 'reset') {
        const owner = await findUserByEmail(db(), input.email);
        const { code } = await issue(ctx, 'email', 'reset', input.email);
        if (owner)
          sendLater(request.log, () => sendMail(ctx, input.email, passwordResetCodeMail(request.locale, code)));
        return codeSent('email');
      }
      const me = requireUser(request);
      const owner = await findUserByEmail(db(), input.email);
      if (owner && owner.user_id !== me.user_id) throw emailTaken();
      const { code } = await issue(ctx, 'email', input.purpose, input.email);
      await sendMail(ctx, input.email, verificationCodeMail(request.locale, code));
      return codeSent('email');
    },
  );

  /** checkEmailCode / checkUserEmailCode: a `verify` code makes the address the user's, verified. */
  async function verifyEmailWithCode(userId: number, email: string, code: string) {
    const owner = await findUserByEmail(db(), email);
    if (owner && owner.user_id !== userId) throw emailTaken();
    await checkCode(db(), { channel: 'email', purpose: 'verify', target: email, code }, codes);
    await setVerifiedEmail(db(), userId, email);
    return userInfoOf(userId);
  }

  defineCall(
    api,
    {
      path: '/account/checkEmailCode',
      body: checkEmailCodeBody,
      data: checkEmailCodeData,
      summary: "Check a verify code: the address becomes the user's, verified (status 2)",
      description: "1004 wrong code; 1001 'Existed email'; 4001.",
    },
    async ({ input, request }) => verifyEmailWithCode(requireUser(request).user_id, input.email, input.code),
  );

  defineCall(
    api,
    {
      path: '/account/checkUserEmailCode',
      body: checkUserEmailCodeBody,
      data: checkUserEmailCodeData,
      summary: 'As checkEmailCode, for user_id, which must be the signed-in user',
      description: "1004; 1001; 4001; 4004 when user_id is not the session's (as an unknown user).",
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await ownAccountId(db(), me, input.user_id);
      return verifyEmailWithCode(me.user_id, input.email, input.code);
    },
  );

  const sendLink = async (request: FastifyRequest, email: string) => {
    const me = requireUser(request);
    await linkLimit(request);
    const owner = await findUserByEmail(db(), email);
    if (owner && owner.user_id !== me.user_id) throw emailTaken();
    await sendConfirmationLink(sendContext(request), me.user_id, email);
    return { sent: true as const };
  };

  defineCall(
    api,
    {
      path: '/account/sendEmail',
      body: sendEmailBody,
      data: sendEmailData,
      summary: 'E-mail a confirmation link (/email/confirm/{uuid}, 24 h) for the signed-in user',
      description: "1001 'Existed email'; 4001; 4029 (1/min and 5/h per user, 20/h per IP).",
    },
    async ({ input, request }) => sendLink(request, input.email),
  );

  defineCall(
    api,
    {
      path: '/account/checkEmailLink',
      body: sendEmailBody,
      data: sendEmailData,
      summary: 'Resend the confirmation link (same as sendEmail)',
    },
    async ({ input, request }) => sendLink(request, input.email),
  );

  defineCall(
    api,
    {
      path: '/account/confirmEmail',
      body: confirmEmailBody,
      data: confirmEmailData,
      summary: "Use a confirmation link: the address becomes its user's, verified (status 2)",
      description: "4004 'The link has expired' (unknown, used by someone else, or past 24 h); 1001 'Existed email'.",
    },
    async ({ input }) => {
      const link = await takeConfirmationLink(db(), input.uuid);
      if (link.reused) {
        const { user, company, strength } = await loadUserInfo(db(), link.user_id);
        if (user.email?.toLowerCase() !== link.email || user.status !== USER_STATUS_EMAIL_VERIFIED) {
          throw new AppError(ERROR_CODES.notFound, 'server.account.linkExpired');
        }
        return presentUserInfo(user, company, strength);
      }
      await setVerifiedEmail(db(), link.user_id, link.email);
      return userInfoOf(link.user_id);
    },
  );

  defineCall(
    api,
    {
      path: '/account/modifyEmail',
      body: modifyEmailBody,
      data: modifyEmailData,
      summary: 'Change the e-mail address with a modify_email code sent to the new address',
      description:
        "1004; 1001 'Existed email'; 4001; 4004 when phone is given and is not the user's (as an unknown user).",
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      if (input.phone !== undefined) await ownPhone(db(), me, input.phone);
      const owner = await findUserByEmail(db(), input.email);
      if (owner && owner.user_id !== me.user_id) throw emailTaken();
      await checkCode(
        db(),
        { channel: 'email', purpose: 'modify_email', target: input.email, code: input.code },
        codes,
      );
      await setVerifiedEmail(db(), me.user_id, input.email);
      return userInfoOf(me.user_id);
    },
  );

  defineCall(
    api,
    {
      path: '/account/modifyPhone',
      body: modifyPhoneBody,
      data: modifyPhoneData,
      summary: 'Change the phone with a modify_phone SMS code sent to the new number',
      description: '1004; 4009 phone taken; 4001.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      const owner = await findUserByPhone(db(), input.phone);
      if (owner && owner.user_id !== me.user_id) throw phoneTaken();
      await checkCode(db(), { channel: 'sms', purpose: 'modify_phone', target: input.phone, code: input.code }, codes);
      await guardUnique(() =>
        db()
          .update(users)
          .set({ phone: input.phone, calling_code: input.calling_code, updated_at: new Date() })
          .where(eq(users.user_id, me.user_id)),
      );
      return userInfoOf(me.user_id);
    },
  );

  defineCall(
    api,
    {
      path: '/account/modifyPwd',
      body: modifyPwdBody,
      data: modifyPwdData,
      summary: 'Change the password; every other session ends, this one is kept',
      description:
        '1003 wrong current password; 4000 a refused new password (fields.password, as signup); 4001; 4029 after 10/h per user.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await passwordChangeLimit(request);
      checkNewPassword(input.password, request.locale);
      const { user } = await loadUserInfo(db(), me.user_id);
      if (!(await api.passwords.check(input.oldPassword, user.password_hash))) {
        throw new AppError(ERROR_CODES.wrongCredentials, 'server.account.wrongOldPassword');
      }
      const passwordHash = await api.passwords.store(input.password);
      const ended = await db().transaction(async (tx) => {
        await tx
          .update(users)
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where(eq(users.user_id, me.user_id));
        return revokeOtherSessions(tx, me.user_id, me.session_id);
      });
      await api.hub.endSessions(me.user_id, ended);
      return null;
    },
  );

  defineCall(
    api,
    {
      path: '/account/editUserInfo',
      body: editUserInfoBody,
      data: editUserInfoData,
      summary: "Edit the user's names, birth date and languages",
      description:
        'birth_date, mandarin, native_language: left out = unchanged, blank = cleared; mandarin and native_language are config values. 4000; 4001.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await checkProfileCodes(db(), input, request.locale);
      await editUserInfo(db(), me.user_id, input);
      return userInfoOf(me.user_id);
    },
  );

  defineCall(
    api,
    {
      path: '/account/getUserInfoByID',
      body: getUserInfoByIdBody,
      data: getUserInfoByIdData,
      summary: "A user's public card (name, avatar, headline, company)",
      description:
        'People who recruit: anyone. Others: themselves, people they chat with, recruiters of a company they applied to. Otherwise 4004.',
    },
    async ({ input, request }) => {
      const { user, company } = await loadVisibleCard(db(), request.user, input.user_id);
      return presentPublicCard(user, company);
    },
  );

  defineCall(
    api,
    {
      path: '/account/getUserAvatarByID',
      body: getUserAvatarByIdBody,
      data: getUserAvatarByIdData,
      summary: "A user's avatar address (same visibility as getUserInfoByID)",
    },
    async ({ input, request }) => {
      const { user } = await loadVisibleCard(db(), request.user, input.user_id);
      return { avatar_url: user.avatar_url };
    },
  );

  defineCall(
    api,
    {
      path: '/account/bindUser',
      body: bindUserBody,
      data: bindUserData,
      summary: 'Bind the WeChat user waiting on this scene to the signed-in user',
      description:
        "Only for the browser or client that asked for the scene (its wx_owner cookie, or the wx-scene-key header; decision 0015). 4004 unknown, expired or not yet scanned scene, another requester's or another user's (alike); 4009 WeChat bound elsewhere; 4001.",
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await bindScene(api, { ...sceneAccess(request, input.scene), userId: me.user_id }, input.scene);
      return userInfoOf(me.user_id);
    },
  );

  defineCall(
    api,
    {
      path: '/account/delUserTmp',
      body: delUserTmpBody,
      data: delUserTmpData,
      summary:
        "Cancel a pending scene of this requester: the signed-in user's bind scene, or a sign-in scene not yet taken (nothing happens for any other scene)",
    },
    async ({ input, request }) => {
      await cancelScene(db(), sceneAccess(request, input.scene), input.scene);
      return null;
    },
  );

  defineCall(
    api,
    {
      path: '/account/getEmployerStatus',
      body: getEmployerStatusBody,
      data: getEmployerStatusData,
      summary: "Pending admin applications of the user's company (company admins only; 0 otherwise)",
    },
    async ({ request }) => ({ pending: await countPendingAdminApplications(db(), requireUser(request).user_id) }),
  );

  defineCall(
    api,
    {
      path: '/account/getUnreadMessages',
      body: getUnreadMessagesBody,
      data: getUnreadMessagesData,
      summary: 'Unread system and chat messages of the user',
    },
    async ({ request }) => countUnreadMessages(db(), requireUser(request).user_id),
  );

  await registerAvatarRoutes(api, userInfoOf);
}
