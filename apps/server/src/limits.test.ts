import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_SEND_LIMITS, DAY, HOUR, MINUTE, REQUEST_LIMITS, rateText } from './limits';
import { sourceFilesOf } from './testing';

const SRC = import.meta.dirname;

describe('rate limits (decision 0018)', () => {
  const files = sourceFilesOf(SRC).filter((file) => file !== 'limits.ts');
  // Code without its comments (an example in a comment is not a limit).
  const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const sources = new Map(files.map((file) => [file, code(readFileSync(path.join(SRC, file), 'utf8'))]));

  it('writes no limit outside src/limits.ts', () => {
    const literal = [
      /rateLimit:\s*\{\s*max:/, // a route's own { max, timeWindow }
      /timeWindow:\s*['\d]/,
      /createLimiter\([^)]*\{\s*max:/s,
      /windowMs:\s*\d/,
    ];
    const offenders = [...sources].filter(([, text]) => literal.some((pattern) => pattern.test(text)));
    expect(offenders.map(([file]) => file)).toEqual([]);
  });

  it('uses every request limit it declares', () => {
    const all = [...sources.values()].join('\n');
    const unused = Object.keys(REQUEST_LIMITS).filter((name) => !all.includes(`REQUEST_LIMITS.${name}`));
    expect(unused).toEqual([]);
  });

  it('writes limits the way the API descriptions quote them', () => {
    expect(rateText({ max: 10, windowMs: HOUR })).toBe('10/h');
    expect(rateText({ max: 30, windowMs: MINUTE })).toBe('30/min');
    expect(rateText({ max: 10, windowMs: DAY })).toBe('10/day');
    expect(rateText({ max: 20, windowMs: 10_000 })).toBe('20/10 s');
  });

  it('sends one code per target per resend countdown', async () => {
    const { SMS_RESEND_COUNTDOWN_S, EMAIL_CODE_COUNTDOWN_S } = await import('@jobbridge/shared');
    expect(CODE_SEND_LIMITS.perTarget.sms[0]).toEqual({ max: 1, windowMs: SMS_RESEND_COUNTDOWN_S * 1000 });
    expect(CODE_SEND_LIMITS.perTarget.email[0]).toEqual({ max: 1, windowMs: EMAIL_CODE_COUNTDOWN_S * 1000 });
  });
});
