import { DAY, MINUTE } from '../limits';

/**
 * The numbers of the one-time code, captcha and scan-to-bind rules (their
 * sending limits are in src/limits.ts, with every other limit).
 */
export const CODE_DIGITS = 6;
export const CODE_LIFE_MINUTES = 5;
export const CODE_LIFE_MS = CODE_LIFE_MINUTES * 60_000;
/** Wrong tries a code survives; the next one kills it. */
export const CODE_MAX_TRIES = 5;

/** Rows older than this never count for a limit any more and may be deleted. */
export const CODE_RETENTION_MS = DAY;

export const CAPTCHA_LIFE_MS = 2 * MINUTE;
export const CAPTCHA_LENGTH = 5;

/** Life of a scan-to-bind QR code and its scene. */
export const WECHAT_SCENE_LIFE_SECONDS = 300;
/** A push older (or newer) than this is refused as a replay. */
export const WECHAT_PUSH_MAX_SKEW_MS = 5 * MINUTE;
