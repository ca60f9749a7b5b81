/**
 * The provider variables, as a plain object (the server's env module passes
 * them; tests pass their own). Every one is optional: without a provider's
 * variables the development stand-in is used (see README.md).
 */
export interface ProvidersEnv {
  /** smtp:// or smtps:// URL; without it e-mail goes to the outbox. */
  SMTP_URL?: string;
  MAIL_FROM?: string;
  /** 'aliyun' or 'outbox' (default). */
  SMS_PROVIDER?: string;
  ALIYUN_ACCESS_KEY_ID?: string;
  ALIYUN_ACCESS_KEY_SECRET?: string;
  ALIYUN_SMS_SIGN_NAME?: string;
  ALIYUN_SMS_TEMPLATE_CODE?: string;
  ALIYUN_SMS_ENDPOINT?: string;
  WECHAT_APP_ID?: string;
  WECHAT_APP_SECRET?: string;
  /** The push token set in the Official Account console; signs every event push. */
  WECHAT_TOKEN?: string;
  WECHAT_API_BASE?: string;
  /** Secret key (pepper) of the code and requester hashes; required in production. */
  CODE_SECRET?: string;
  /** Codes per hour over all numbers (SMS) and all addresses (e-mail). */
  CODE_GLOBAL_HOURLY_CAP?: string;
  /** Codes per hour from one requester (IP address). */
  CODE_REQUESTER_HOURLY_CAP?: string;
  NODE_ENV?: string;
}

export const DEFAULT_MAIL_FROM = 'JobBridge <no-reply@jobbridge.localhost>';
/** Development-only stand-ins: a production start without the real values fails (see createProviders). */
export const DEV_CODE_SECRET = 'jobbridge-development-code-secret';
export const DEV_WECHAT_TOKEN = 'jobbridge-dev-wechat-token';

/** A trimmed value, or undefined when empty. */
export const value = (text: string | undefined): string | undefined => (text?.trim() ? text.trim() : undefined);

export function positiveInt(text: string | undefined, name: string, fallback: number): number {
  const raw = value(text);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a positive whole number`);
  return Number(raw);
}
