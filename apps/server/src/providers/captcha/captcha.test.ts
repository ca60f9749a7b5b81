import { captchas, type Database } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  createCaptcha,
  pruneCaptchas,
  randomCaptchaText,
  storeCaptcha,
  verifyCaptcha,
} from './captcha';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A captcha whose answer the test knows (a person would read it from the picture). */
async function knownCaptcha(now: Date): Promise<{ uuid: string; text: string }> {
  const text = randomCaptchaText();
  const { uuid } = await storeCaptcha(database.db, text, { now: () => now });
  return { uuid, text };
}

describe('createCaptcha', () => {
  it('answers a WebP data URL and a uuid, and stores only a hash valid 2 minutes', async () => {
    const now = new Date('2031-01-01T00:00:00Z');
    const { imageBase64, uuid } = await createCaptcha(database.db, { now: () => now });
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(imageBase64).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    const [row] = await database.db.select().from(captchas).where(eq(captchas.uuid, uuid));
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expires_at.getTime() - now.getTime()).toBe(120_000);
  });

  it('uses 5 characters without look-alikes', () => {
    for (let i = 0; i < 200; i++) {
      const text = randomCaptchaText();
      expect(text).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{5}$`));
    }
    for (const ambiguous of '0O1IL2Z5S8B') expect(CAPTCHA_ALPHABET).not.toContain(ambiguous);
  });
});

describe('verifyCaptcha', () => {
  it('accepts the right answer in any case, once', async () => {
    const now = new Date('2031-01-02T00:00:00Z');
    const { uuid, text } = await knownCaptcha(now);
    expect(await verifyCaptcha(database.db, uuid, ` ${text.toLowerCase()} `, { now: () => now })).toBe(true);
    expect(await verifyCaptcha(database.db, uuid, text, { now: () => now })).toBe(false);
  });

  it('is used up by a wrong answer', async () => {
    const now = new Date('2031-01-03T00:00:00Z');
    const { uuid, text } = await knownCaptcha(now);
    expect(await verifyCaptcha(database.db, uuid, `${text}X`, { now: () => now })).toBe(false);
    expect(await verifyCaptcha(database.db, uuid, text, { now: () => now })).toBe(false);
  });

  it('refuses an expired captcha', async () => {
    const now = new Date('2031-01-04T00:00:00Z');
    const { uuid, text } = await knownCaptcha(now);
    expect(await verifyCaptcha(database.db, uuid, text, { now: () => new Date(now.getTime() + 120_000) })).toBe(false);
  });

  it('refuses unknown and malformed ids without touching the database', async () => {
    expect(await verifyCaptcha(database.db, '00000000-0000-4000-8000-000000000000', 'ACEFH')).toBe(false);
    expect(await verifyCaptcha(database.db, "x' or 1=1 --", 'ACEFH')).toBe(false);
    expect(await verifyCaptcha(database.db, undefined as unknown as string, 'ACEFH')).toBe(false);
  });

  it('lets only one of two parallel right answers through', async () => {
    const now = new Date('2031-01-05T00:00:00Z');
    const { uuid, text } = await knownCaptcha(now);
    const results = await Promise.all([
      verifyCaptcha(database.db, uuid, text, { now: () => now }),
      verifyCaptcha(database.db, uuid, text, { now: () => now }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('prunes long-expired captchas', async () => {
    const now = new Date('2031-01-06T00:00:00Z');
    const { uuid } = await createCaptcha(database.db, { now: () => now });
    expect(await pruneCaptchas(database.db, { now: () => new Date(now.getTime() + 2 * 3_600_000) })).toBeGreaterThan(0);
    expect(await database.db.select().from(captchas).where(eq(captchas.uuid, uuid))).toEqual([]);
  });
});
