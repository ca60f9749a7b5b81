import {
  AppError,
  ERROR_CODES,
  forgetPasswordBody,
  forgetPasswordData,
  modifyPwdBody,
  modifyPwdData,
} from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { REQUEST_LIMITS, rateText } from '../../limits';
import { clearSessionCookie, requireUser } from '../../plugins/auth';
import { byIp, byUser, createLimiter } from '../../plugins/rate-limit';
import { checkCode } from '../../providers';
import { checkNewPassword } from './password-policy';
import { findUserByEmail, findUserByPhone, loadUserInfo, replacePassword } from './service';

/** Setting a new password: with a reset code (forgotten), or with the current one (signed in). */
export function registerPasswordRoutes(api: FastifyInstance) {
  const db = () => api.database.db;
  const resetLimit = createLimiter(api, 'reset-ip', REQUEST_LIMITS.passwordResetPerIp, byIp(api));
  const passwordChangeLimit = createLimiter(api, 'password-change', REQUEST_LIMITS.passwordChangePerUser, byUser);

  defineCall(
    api,
    {
      path: '/account/forgetPassword',
      body: forgetPasswordBody,
      data: forgetPasswordData,
      summary: 'Set a new password with a reset code; every session of the account ends',
      description:
        '1004 wrong code; 1002 unknown user; 4000 a refused password (fields.password, as signup); ' +
        `4029 after ${rateText(REQUEST_LIMITS.passwordResetPerIp)} per IP.`,
    },
    async ({ input, request, reply }) => {
      await resetLimit(request);
      checkNewPassword(input.password, request.locale);
      const channel = input.type === 'phone' ? 'sms' : 'email';
      await checkCode(db(), { channel, purpose: 'reset', target: input.target, code: input.code }, api.providers.codes);
      const user =
        input.type === 'phone' ? await findUserByPhone(db(), input.target) : await findUserByEmail(db(), input.target);
      if (!user) throw new AppError(ERROR_CODES.userNotFound);
      const passwordHash = await api.passwords.store(input.password);
      const ended = await replacePassword(db(), user.user_id, passwordHash, null);
      await api.hub.endSessions(user.user_id, ended);
      clearSessionCookie(reply, api.env);
      return null;
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
        '1003 wrong current password; 4000 a refused new password (fields.password, as signup); 4001; ' +
        `4029 after ${rateText(REQUEST_LIMITS.passwordChangePerUser)} per user.`,
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
      const ended = await replacePassword(db(), me.user_id, passwordHash, me.session_id);
      await api.hub.endSessions(me.user_id, ended);
      return null;
    },
  );
}
