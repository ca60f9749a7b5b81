import { signupBody, signupData } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { REQUEST_LIMITS, rateText } from '../../limits';
import { byIp, createLimiter } from '../../plugins/rate-limit';
import { checkCode } from '../../providers';
import { checkNewPassword } from './password-policy';
import { createUser, emailTaken, findUserByEmail, findUserByPhone, phoneTaken, startSession } from './service';
import { userInfoOf } from './user-info';

/** Sign-up by phone or e-mail code (the code is sent by the code calls). */
export function registerSignupRoutes(api: FastifyInstance) {
  const db = () => api.database.db;
  const signupLimit = createLimiter(api, 'signup-ip', REQUEST_LIMITS.signupPerIp, byIp(api));

  defineCall(
    api,
    {
      path: '/account/signup',
      body: signupBody,
      data: signupData,
      summary: 'Create an account by phone or e-mail code and sign in',
      description:
        '1004 wrong code; 4009 phone taken; 1001 e-mail taken; 4000 agree missing, or a password the server refuses (empty, very short or very common: fields.password); ' +
        `4029 after ${rateText(REQUEST_LIMITS.signupPerIp)} per IP.`,
    },
    async ({ input, request, reply }) => {
      await signupLimit(request);
      // Before the code is checked, so a refused password does not spend it.
      checkNewPassword(input.password, request.locale);
      const byPhone = input.type === 'phone';
      const target = (byPhone ? input.phone : input.email) as string;
      await checkCode(
        db(),
        { channel: byPhone ? 'sms' : 'email', purpose: 'signup', target, code: input.code },
        api.providers.codes,
      );
      if (byPhone ? await findUserByPhone(db(), target) : await findUserByEmail(db(), target)) {
        throw byPhone ? phoneTaken() : emailTaken();
      }
      const passwordHash = await api.passwords.store(input.password);
      const names = { first_name: input.first_name, last_name: input.last_name, passwordHash, locale: request.locale };
      const userId = await createUser(
        db(),
        byPhone ? { ...names, phone: target, calling_code: input.calling_code } : { ...names, email: target },
      );
      await startSession(db(), request, reply, userId);
      return userInfoOf(db(), userId);
    },
  );
}
