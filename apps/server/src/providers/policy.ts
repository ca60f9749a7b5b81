/**
 * The numbers of the one-time code, captcha and scan-to-bind rules, in one
 * place (QUALITY.md, Safety: SMS codes; Aliyun SMS's own defaults are 1/min,
 * 5/h, 10/day per number).
 */
export const CODE_DIGITS = 6;
export const CODE_LIFE_MINUTES = 5;
export const CODE_LIFE_MS = CODE_LIFE_MINUTES * 60_000;
/** Wrong tries a code survives; the next one kills it. */
export const CODE_MAX_TRIES = 5;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A sending rule: at most `max` codes within `windowMs`. */
export interface SendRule {
  max: number;
  windowMs: number;
}

export interface CodeLimits {
  /** Per target (phone or e-mail), by channel. */
  perTarget: { sms: SendRule[]; email: SendRule[] };
  /** Per requester (hash of the IP address), both channels together. */
  perRequester: SendRule[];
  /** All targets together, per channel: a cost and abuse ceiling across instances. */
  globalPerHour: { sms: number; email: number };
}

export const DEFAULT_CODE_LIMITS: CodeLimits = {
  perTarget: {
    sms: [
      { max: 1, windowMs: MINUTE },
      { max: 5, windowMs: HOUR },
      { max: 10, windowMs: DAY },
    ],
    email: [
      { max: 1, windowMs: MINUTE },
      { max: 10, windowMs: HOUR },
    ],
  },
  perRequester: [{ max: 20, windowMs: HOUR }],
  globalPerHour: { sms: 1000, email: 1000 },
};

/** Rows older than this never count for a limit any more and may be deleted. */
export const CODE_RETENTION_MS = DAY;

export const CAPTCHA_LIFE_MS = 2 * MINUTE;
export const CAPTCHA_LENGTH = 5;

/** Life of a scan-to-bind QR code and its scene. */
export const WECHAT_SCENE_LIFE_SECONDS = 300;
/** Limits of WeChat sign-in: QR codes and session exchanges asked for from one IP. */
export const WX_LOGIN_LIMITS = {
  qrPerIpHour: { max: 30, windowMs: HOUR },
  signinPerIpHour: { max: 30, windowMs: HOUR },
} as const;
/** A push older (or newer) than this is refused as a replay. */
export const WECHAT_PUSH_MAX_SKEW_MS = 5 * MINUTE;
