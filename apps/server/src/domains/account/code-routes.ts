import {
  AppError,
  codeSent,
  ERROR_CODES,
  randomImageData,
  randomImageQuery,
  sendEmailCodeBody,
  sendEmailCodeData,
  sendSmsCodeBody,
  sendSmsCodeData,
  signupCodeBody,
  signupCodeData,
} from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { CODE_SEND_LIMITS, REQUEST_LIMITS, rateText } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { byIp, createLimiter } from '../../plugins/rate-limit';
import { passwordResetCodeMail, randomCaptchaText, storeCaptcha, verificationCodeMail } from '../../providers';
import { rememberCaptchaAnswer } from '../dev/captcha-answers';
import { callingCodeOf, emailTaken, findUserByEmail, findUserByPhone, phoneTaken } from './service';
import { checkCaptcha, issue, sendContextOf, sendLater, sendMail, sendSms } from './verification';

const [smsFirst, ...smsLater] = CODE_SEND_LIMITS.perTarget.sms;
const smsPerTarget = [`${smsFirst.max}/${smsFirst.windowMs / 1000} s`, ...smsLater.map(rateText)].join(', ');

/** The picture captcha and the one-time codes sent by SMS and e-mail. */
export function registerCodeRoutes(api: FastifyInstance) {
  const db = () => api.database.db;
  const captchaLimit = createLimiter(api, 'captcha-ip', REQUEST_LIMITS.captchaPerIp, byIp(api));

  defineCall(
    api,
    {
      path: '/account/randomImage',
      method: 'GET',
      body: randomImageQuery,
      data: randomImageData,
      summary: 'A picture captcha (WebP data URL, 240 x 80): single use, 2 minutes',
      description: `4029 after ${rateText(REQUEST_LIMITS.captchaPerIp)} per IP.`,
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
        `Limits per phone ${smsPerTarget}, per IP, global hourly → 4029 + Retry-After.`,
    },
    async ({ input, request }) => {
      if (input.purpose === 'modify_phone') requireUser(request);
      await checkCaptcha(db(), input.uuid, input.verityCode, request.locale);
      const owner = await findUserByPhone(db(), input.phone);
      if (input.purpose === 'login' && !owner) throw new AppError(ERROR_CODES.userNotFound);
      if ((input.purpose === 'signup' || input.purpose === 'modify_phone') && owner) throw phoneTaken();
      const callingCode = () =>
        owner?.calling_code ?? input.calling_code ?? callingCodeOf(db(), input.phone, request.locale);
      const ctx = sendContextOf(request);
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
      const ctx = sendContextOf(request);
      const { code } = await issue(ctx, 'email', 'signup', input.email);
      await sendMail(ctx, input.email, verificationCodeMail(request.locale, code));
      return codeSent('email');
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
      const ctx = sendContextOf(request);
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
}
