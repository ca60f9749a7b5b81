import { createHash, randomInt, randomUUID } from 'node:crypto';
import { captchas, type Db } from '@jobbridge/db';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { hashesEqual } from '../codes/codes';
import { CAPTCHA_LENGTH, CAPTCHA_LIFE_MS } from '../policy';
import { drawCaptchaPicture } from './picture';

/**
 * The picture captcha (GET /account/randomImage), asked before an SMS code is
 * sent and by the sign-in calls once failures have piled up (domains/account/
 * limits.ts). 5 characters from an alphabet without look-alikes (no 0/O/D/Q,
 * 1/I/J/L, 2/Z, 5/S, 8/B, 6/G, U/V), drawn as a noisy, warped raster picture
 * (picture.ts: no shape or text a script can read from the bytes), answer
 * stored as a hash, valid 2 minutes, single use even when the answer is wrong.
 */
export const CAPTCHA_ALPHABET = 'ACEFHKMNPRTWXY34679';

export interface CaptchaOptions {
  now?: () => Date;
}

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

const answerHash = (uuid: string, text: string) =>
  createHash('sha256').update(`captcha\n${uuid}\n${text.trim().toUpperCase()}`).digest('hex');

/** A new captcha: the picture as a data URL (WebP) and its id. */
export function createCaptcha(db: Db, options: CaptchaOptions = {}): Promise<{ imageBase64: string; uuid: string }> {
  return storeCaptcha(db, randomCaptchaText(), options);
}

/** Stores and draws a captcha for the given text (createCaptcha picks the text at random). */
export async function storeCaptcha(
  db: Db,
  text: string,
  options: CaptchaOptions = {},
): Promise<{ imageBase64: string; uuid: string }> {
  const picture = await drawCaptchaPicture(text);
  const uuid = await recordCaptcha(db, text, options);
  return { imageBase64: `data:image/webp;base64,${picture.toString('base64')}`, uuid };
}

/** Stores the answer of a captcha (a hash, 2 minutes) without drawing it; answers its id. */
export async function recordCaptcha(db: Db, text: string, options: CaptchaOptions = {}): Promise<string> {
  const now = options.now?.() ?? new Date();
  const uuid = randomUUID();
  await db.insert(captchas).values({
    uuid,
    answer_hash: answerHash(uuid, text),
    created_at: now,
    expires_at: new Date(now.getTime() + CAPTCHA_LIFE_MS),
  });
  return uuid;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when the answer is right (case and surrounding spaces ignored) and the
 * captcha is neither used nor expired. Any check uses the captcha up, so each
 * picture allows one guess.
 */
export async function verifyCaptcha(
  db: Db,
  uuid: string,
  text: string,
  options: CaptchaOptions = {},
): Promise<boolean> {
  if (typeof uuid !== 'string' || !UUID.test(uuid) || typeof text !== 'string') return false;
  const now = options.now?.() ?? new Date();
  const [row] = await db
    .update(captchas)
    .set({ consumed_at: now })
    .where(and(eq(captchas.uuid, uuid.toLowerCase()), isNull(captchas.consumed_at)))
    .returning({ answer_hash: captchas.answer_hash, expires_at: captchas.expires_at });
  if (!row || row.expires_at <= now) return false;
  return hashesEqual(answerHash(uuid.toLowerCase(), text.slice(0, 32)), row.answer_hash);
}

/** Deletes captchas that expired over an hour ago; run it now and then. */
export async function pruneCaptchas(db: Db, options: CaptchaOptions = {}): Promise<number> {
  const before = new Date((options.now?.() ?? new Date()).getTime() - 3_600_000);
  const removed = await db.delete(captchas).where(lt(captchas.expires_at, before)).returning({ uuid: captchas.uuid });
  return removed.length;
}
