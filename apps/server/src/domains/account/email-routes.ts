import type { Db } from '@jobbridge/db';
import {
  AppError,
  checkEmailCodeBody,
  checkEmailCodeData,
  checkUserEmailCodeBody,
  checkUserEmailCodeData,
  confirmEmailBody,
  confirmEmailData,
  ERROR_CODES,
  modifyEmailBody,
  modifyEmailData,
  sendEmailBody,
  sendEmailData,
  USER_STATUS_EMAIL_VERIFIED,
} from '@jobbridge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall } from '../../lib/call';
import { EMAIL_LINK_LIMITS, REQUEST_LIMITS, rateText } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { byIp, createLimiter } from '../../plugins/rate-limit';
import { type CodeOptions, checkCode } from '../../providers';
import { ownAccountId, ownPhone } from './policy';
import { presentUserInfo } from './presenter';
import { emailTaken, findUserByEmail, loadUserInfo, setVerifiedEmail } from './service';
import { userInfoOf } from './user-info';
import { sendConfirmationLink, sendContextOf, takeConfirmationLink } from './verification';

/** checkEmailCode / checkUserEmailCode: a `verify` code makes the address the user's, verified. */
async function verifyEmailWithCode(db: Db, codes: CodeOptions, userId: number, email: string, code: string) {
  const owner = await findUserByEmail(db, email);
  if (owner && owner.user_id !== userId) throw emailTaken();
  await checkCode(db, { channel: 'email', purpose: 'verify', target: email, code }, codes);
  await setVerifiedEmail(db, userId, email);
  return userInfoOf(db, userId);
}

/** The user's e-mail address: verified by a code or a confirmation link, or changed. */
export function registerEmailRoutes(api: FastifyInstance) {
  const db = () => api.database.db;
  const codes = api.providers.codes;
  const linkLimit = createLimiter(api, 'link-ip', REQUEST_LIMITS.emailLinkPerIp, byIp(api));

  defineCall(
    api,
    {
      path: '/account/checkEmailCode',
      body: checkEmailCodeBody,
      data: checkEmailCodeData,
      summary: "Check a verify code: the address becomes the user's, verified (status 2)",
      description: "1004 wrong code; 1001 'Existed email'; 4001.",
    },
    async ({ input, request }) =>
      verifyEmailWithCode(db(), codes, requireUser(request).user_id, input.email, input.code),
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
      return verifyEmailWithCode(db(), codes, me.user_id, input.email, input.code);
    },
  );

  const sendLink = async (request: FastifyRequest, email: string) => {
    const me = requireUser(request);
    await linkLimit(request);
    const owner = await findUserByEmail(db(), email);
    if (owner && owner.user_id !== me.user_id) throw emailTaken();
    await sendConfirmationLink(sendContextOf(request), me.user_id, email);
    return { sent: true as const };
  };

  defineCall(
    api,
    {
      path: '/account/sendEmail',
      body: sendEmailBody,
      data: sendEmailData,
      summary: 'E-mail a confirmation link (/email/confirm/{uuid}, 24 h) for the signed-in user',
      description:
        "1001 'Existed email'; 4001; " +
        `4029 (${EMAIL_LINK_LIMITS.map(rateText).join(' and ')} per user, ${rateText(REQUEST_LIMITS.emailLinkPerIp)} per IP).`,
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
      return userInfoOf(db(), link.user_id);
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
      return userInfoOf(db(), me.user_id);
    },
  );
}
