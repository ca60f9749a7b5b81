import type { FastifyInstance } from 'fastify';
import { registerAvatarRoutes } from './avatar-routes';
import { registerCodeRoutes } from './code-routes';
import { registerEmailRoutes } from './email-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerProfileRoutes } from './profile-routes';
import { registerSigninRoutes } from './signin-routes';
import { registerSignupRoutes } from './signup-routes';
import { registerWechatBindingRoutes } from './wechat-binding-routes';

/**
 * The /account calls, one file per flow: sign-in and sessions, the captcha
 * and codes, sign-up, passwords, the e-mail address, the profile and cards,
 * the WeChat binding, the avatar. Data export and deletion are in
 * domains/privacy. Database work is in service.ts and verification.ts.
 */
export async function accountRoutes(api: FastifyInstance) {
  registerSigninRoutes(api);
  registerCodeRoutes(api);
  registerSignupRoutes(api);
  registerPasswordRoutes(api);
  registerEmailRoutes(api);
  registerProfileRoutes(api);
  registerWechatBindingRoutes(api);
  await registerAvatarRoutes(api);
}
