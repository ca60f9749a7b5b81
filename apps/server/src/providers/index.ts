import type { Db } from '@jobbridge/db';
import { CODE_SEND_LIMITS } from '../limits';
import type { CodeOptions } from './codes/codes';
import { DEFAULT_MAIL_FROM, DEV_CODE_SECRET, DEV_WECHAT_TOKEN, type ProvidersEnv, positiveInt, value } from './config';
import { createMailer, type Mailer } from './mail/mailer';
import { createSmsSender } from './sms/create';
import type { SmsSender } from './sms/sender';
import { DevWechatClient, type WechatApi, WechatClient } from './wechat/client';

/**
 * The site's outside services (mail, SMS, WeChat) and the one-time code
 * settings, built once at start from the environment. Each provider has its
 * real client and a development stand-in that keeps the flow working with no
 * outside service (see README.md).
 */
export interface Providers {
  mailer: Mailer;
  sms: SmsSender;
  wechat: {
    client: WechatApi;
    /** Token that signs event pushes (WECHAT_TOKEN; a fixed development token with the simulator). */
    pushToken: string;
    /** True when the development client and simulator stand in for WeChat. */
    simulated: boolean;
  };
  /** Pass to issueCode / checkCode (and its secret to requesterOf). */
  codes: CodeOptions;
  /** Stand-ins in use, for the server to log at start (empty when everything is real). */
  warnings: string[];
}

export function createProviders(env: ProvidersEnv, db: Db): Providers {
  const warnings: string[] = [];
  const production = env.NODE_ENV === 'production';

  const smtpUrl = value(env.SMTP_URL);
  const mailer = createMailer({ smtpUrl, from: value(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM }, db);
  if (!smtpUrl) warnings.push('SMTP_URL is not set: e-mail is stored in the development outbox, not sent');

  const sms = createSmsSender(env, db);
  if (sms.provider === 'outbox')
    warnings.push('SMS_PROVIDER is not aliyun: SMS is stored in the development outbox, not sent');

  const appId = value(env.WECHAT_APP_ID);
  let wechat: Providers['wechat'];
  if (appId) {
    const appSecret = value(env.WECHAT_APP_SECRET);
    const pushToken = value(env.WECHAT_TOKEN);
    if (!appSecret || !pushToken) throw new Error('WECHAT_APP_ID needs WECHAT_APP_SECRET and WECHAT_TOKEN');
    if (!/^[A-Za-z0-9]{3,32}$/.test(pushToken)) throw new Error('WECHAT_TOKEN must be 3 to 32 letters or digits');
    wechat = {
      client: new WechatClient({ appId, appSecret, apiBase: value(env.WECHAT_API_BASE) }),
      pushToken,
      simulated: false,
    };
  } else {
    wechat = { client: new DevWechatClient(), pushToken: value(env.WECHAT_TOKEN) ?? DEV_WECHAT_TOKEN, simulated: true };
    warnings.push('WECHAT_APP_ID is not set: scan-to-bind uses the development simulator');
  }

  const secret = value(env.CODE_SECRET);
  if (!secret) {
    warnings.push(
      production
        ? 'CODE_SECRET is not set in production: codes are hashed with a public development key; set it'
        : 'CODE_SECRET is not set: codes are hashed with the development key',
    );
  } else if (secret.length < 16) {
    throw new Error('CODE_SECRET must be at least 16 characters');
  }
  const codes: CodeOptions = {
    secret: secret ?? DEV_CODE_SECRET,
    limits: {
      ...CODE_SEND_LIMITS,
      perRequester: [
        {
          max: positiveInt(
            env.CODE_REQUESTER_HOURLY_CAP,
            'CODE_REQUESTER_HOURLY_CAP',
            CODE_SEND_LIMITS.perRequester[0].max,
          ),
          windowMs: CODE_SEND_LIMITS.perRequester[0].windowMs,
        },
      ],
      globalPerHour: {
        sms: positiveInt(env.CODE_GLOBAL_HOURLY_CAP, 'CODE_GLOBAL_HOURLY_CAP', CODE_SEND_LIMITS.globalPerHour.sms),
        email: positiveInt(env.CODE_GLOBAL_HOURLY_CAP, 'CODE_GLOBAL_HOURLY_CAP', CODE_SEND_LIMITS.globalPerHour.email),
      },
    },
  };

  return { mailer, sms, wechat, codes, warnings };
}

export type { CaptchaOptions } from './captcha/captcha';
export {
  CAPTCHA_ALPHABET,
  createCaptcha,
  pruneCaptchas,
  randomCaptchaText,
  storeCaptcha,
  verifyCaptcha,
} from './captcha/captcha';
export type { CheckCodeInput, CodeChannel, CodeOptions, IssueCodeInput } from './codes/codes';
export { checkCode, issueCode, normalizeTarget, pruneCodes, requesterOf } from './codes/codes';
export type { ProvidersEnv } from './config';
export { describeFailure, ProviderFailure } from './failure';
export type { Mailer, MailerConfig, MailMessage } from './mail/mailer';
export { createMailer } from './mail/mailer';
export type { MailContent } from './mail/templates';
export {
  emailConfirmationMail,
  emailConfirmUrl,
  passwordResetCodeMail,
  verificationCodeMail,
} from './mail/templates';
export type { OutboxRow } from './outbox';
export { listOutboxMessages } from './outbox';
export * from './policy';
export type { AliyunSmsConfig } from './sms/aliyun';
export { AliyunSmsSender } from './sms/aliyun';
export { createSmsSender } from './sms/create';
export type { SmsCodeMessage, SmsSender } from './sms/sender';
export { OutboxSmsSender } from './sms/sender';
export type { BindOptions, BindStatus, SceneAccess, StartBindResult } from './wechat/bind';
export {
  bindStatus,
  getBinding,
  handleScan,
  mayUseScene,
  startBind,
  startLogin,
  takeLoginScene,
  unbind,
} from './wechat/bind';
export type { WechatApi, WechatClientConfig, WechatQr, WechatUserInfo } from './wechat/client';
export { DevWechatClient, WechatClient } from './wechat/client';
export type { WechatProfile } from './wechat/profile';
export { cleanAvatarUrl, cleanNickname, fetchWechatProfile } from './wechat/profile';
export type { PushQuery, ReceivePushInput, ScanEvent } from './wechat/push';
export { answerHandshake, pruneWechatEvents, receivePush, verifyPushQuery } from './wechat/push';
export { isOwnerSecret, newOwnerSecret, ownerHashOf, ownerProofs, sceneKeyOf } from './wechat/scene-key';
export type { SignedPush, SimulatedScan } from './wechat/simulator';
export { buildSignedPush, randomOpenid } from './wechat/simulator';
