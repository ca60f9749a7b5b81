import { type Database, verificationCodes } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import { AppError } from '@jobbridge/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_SEND_LIMITS } from '../../limits';
import {
  type CodeOptions,
  checkCode,
  generateCode,
  hashCode,
  hashesEqual,
  issueCode,
  normalizeTarget,
  pruneCodes,
  requesterOf,
} from './codes';

const SECRET = 'test-code-secret';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/**
 * Every test runs at its own point in time, days apart, so no test's rows
 * fall inside another test's windows (the global cap counts every row).
 */
let era = Date.parse('2030-01-01T00:00:00Z');
function clock() {
  era += 10 * 24 * HOUR;
  let now = era;
  const options: CodeOptions = { secret: SECRET, now: () => new Date(now) };
  return { options, advance: (ms: number) => (now += ms), at: () => now };
}

let phoneSeq = 0;
const phone = () => `861390000${String(phoneSeq++).padStart(4, '0')}`;

async function rateLimited(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: 4029, key: 'providers.codes.tooMany' });
  return (error as AppError).params.seconds as number;
}

async function codeError(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(1004);
  return (error as AppError).key;
}

describe('issueCode', () => {
  it('issues 6 random digits, stores only a keyed hash, valid 5 minutes', async () => {
    const { options, at } = clock();
    const target = phone();
    const { code, expiresAt } = await issueCode(
      database.db,
      { channel: 'sms', purpose: 'login', target, requester: 'r1' },
      options,
    );
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt.getTime()).toBe(at() + 5 * MINUTE);
    const [row] = await database.db.select().from(verificationCodes).where(eq(verificationCodes.target, target));
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toBe(hashCode(SECRET, { channel: 'sms', purpose: 'login', target }, code));
    expect(row.code_hash).not.toBe(hashCode('another-secret', { channel: 'sms', purpose: 'login', target }, code));
    const many = new Set<string>();
    for (let i = 0; i < 200; i++) many.add(generateCode());
    expect(many.size).toBeGreaterThan(190);
  });

  it('SMS: 1 per 60 s per number, with the seconds to wait', async () => {
    const { options, advance } = clock();
    const input = { channel: 'sms' as const, purpose: 'login', target: phone(), requester: null };
    await issueCode(database.db, input, options);
    expect(await rateLimited(issueCode(database.db, input, options))).toBe(60);
    advance(45_000);
    expect(await rateLimited(issueCode(database.db, input, options))).toBe(15);
    // The limit is per number, not per purpose.
    expect(await rateLimited(issueCode(database.db, { ...input, purpose: 'reset' }, options))).toBe(15);
    advance(15_000);
    await issueCode(database.db, input, options);
  });

  it('SMS: 5 per hour per number', async () => {
    const { options, advance } = clock();
    const input = { channel: 'sms' as const, purpose: 'login', target: phone(), requester: null };
    for (let i = 0; i < 5; i++) {
      await issueCode(database.db, input, options);
      advance(MINUTE);
    }
    // The first of the five was 5 minutes ago: the next send is allowed 55 minutes from now.
    expect(await rateLimited(issueCode(database.db, input, options))).toBe(55 * 60);
    advance(55 * MINUTE);
    await issueCode(database.db, input, options);
  });

  it('SMS: 10 per day per number', async () => {
    const { options, advance } = clock();
    const input = { channel: 'sms' as const, purpose: 'login', target: phone(), requester: null };
    for (let i = 0; i < 10; i++) {
      await issueCode(database.db, input, options);
      advance(HOUR);
    }
    // Ten sends, one an hour: the first leaves the day window in 14 hours.
    expect(await rateLimited(issueCode(database.db, input, options))).toBe(14 * 3600);
    advance(14 * HOUR);
    await issueCode(database.db, input, options);
  });

  it('e-mail: 1 per 60 s and 10 per hour per address, case-insensitive', async () => {
    const { options, advance } = clock();
    const input = { channel: 'email' as const, purpose: 'email', target: 'Ada@Example.test', requester: null };
    await issueCode(database.db, input, options);
    expect(await rateLimited(issueCode(database.db, { ...input, target: 'ada@example.test' }, options))).toBe(60);
    for (let i = 1; i < 10; i++) {
      advance(MINUTE);
      await issueCode(database.db, input, options);
    }
    advance(MINUTE);
    expect(await rateLimited(issueCode(database.db, input, options))).toBe(50 * 60);
  });

  it('20 per hour per requester, over any numbers', async () => {
    const { options } = clock();
    const requester = requesterOf('203.0.113.7', SECRET);
    for (let i = 0; i < 20; i++) {
      await issueCode(database.db, { channel: 'sms', purpose: 'login', target: phone(), requester }, options);
    }
    expect(
      await rateLimited(
        issueCode(database.db, { channel: 'email', purpose: 'x', target: 'a@b.test', requester }, options),
      ),
    ).toBe(3600);
    const other = requesterOf('203.0.113.8', SECRET);
    await issueCode(database.db, { channel: 'sms', purpose: 'login', target: phone(), requester: other }, options);
  });

  it('a global hourly cap per channel', async () => {
    const { options, advance } = clock();
    const capped = { ...options, limits: { ...CODE_SEND_LIMITS, globalPerHour: { sms: 3, email: 1000 } } };
    for (let i = 0; i < 3; i++) {
      await issueCode(database.db, { channel: 'sms', purpose: 'login', target: phone(), requester: `g${i}` }, capped);
      advance(10 * MINUTE);
    }
    expect(
      await rateLimited(
        issueCode(database.db, { channel: 'sms', purpose: 'login', target: phone(), requester: 'g9' }, capped),
      ),
    ).toBe(30 * 60);
    // E-mail has its own cap.
    await issueCode(
      database.db,
      { channel: 'email', purpose: 'email', target: 'g@example.test', requester: 'g9' },
      capped,
    );
  });

  it('lets exactly one of several parallel sends to one number through', async () => {
    const { options } = clock();
    const input = { channel: 'sms' as const, purpose: 'login', target: phone(), requester: null };
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => issueCode(database.db, input, options)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses a target that is not a phone number or an e-mail address', async () => {
    const { options } = clock();
    await expect(
      issueCode(database.db, { channel: 'sms', purpose: 'login', target: 'abc', requester: null }, options),
    ).rejects.toMatchObject({ code: 4000 });
    expect(normalizeTarget('sms', '+86 139-0000-0000')).toBe('8613900000000');
  });
});

describe('checkCode', () => {
  it('accepts the right code once, then refuses its reuse', async () => {
    const { options } = clock();
    const target = phone();
    const { code } = await issueCode(
      database.db,
      { channel: 'sms', purpose: 'login', target, requester: null },
      options,
    );
    expect(await checkCode(database.db, { channel: 'sms', purpose: 'login', target, code }, options)).toBe(true);
    expect(await codeError(checkCode(database.db, { channel: 'sms', purpose: 'login', target, code }, options))).toBe(
      'providers.codes.expired',
    );
  });

  it('refuses an expired code', async () => {
    const { options, advance } = clock();
    const target = phone();
    const { code } = await issueCode(
      database.db,
      { channel: 'sms', purpose: 'login', target, requester: null },
      options,
    );
    advance(5 * MINUTE);
    expect(await codeError(checkCode(database.db, { channel: 'sms', purpose: 'login', target, code }, options))).toBe(
      'providers.codes.expired',
    );
  });

  it('accepts a code just before it expires', async () => {
    const { options, advance } = clock();
    const target = phone();
    const { code } = await issueCode(
      database.db,
      { channel: 'sms', purpose: 'login', target, requester: null },
      options,
    );
    advance(5 * MINUTE - 1000);
    expect(await checkCode(database.db, { channel: 'sms', purpose: 'login', target, code }, options)).toBe(true);
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const { options } = clock();
    const target = phone();
    const { code } = await issueCode(
      database.db,
      { channel: 'sms', purpose: 'login', target, requester: null },
      options,
    );
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        await codeError(checkCode(database.db, { channel: 'sms', purpose: 'login', target, code: wrong }, options)),
      ).toBe('errors.1004');
    }
    expect(await codeError(checkCode(database.db, { channel: 'sms', purpose: 'login', target, code }, options))).toBe(
      'providers.codes.tooManyTries',
    );
  });

  it('accepts the right code on the fifth try', async () => {
    const { options } = clock();
    const target = phone();
    const { code } = await issueCode(
      database.db,
      { channel: 'sms', purpose: 'login', target, requester: null },
      options,
    );
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++) {
      await codeError(checkCode(database.db, { channel: 'sms', purpose: 'login', target, code: wrong }, options));
    }
    expect(await checkCode(database.db, { channel: 'sms', purpose: 'login', target, code }, options)).toBe(true);
  });

  it('counts parallel guesses: no more than 5 are ever compared', async () => {
    const { options } = clock();
    const target = phone();
    const { code } = await issueCode(
      database.db,
      { channel: 'sms', purpose: 'login', target, requester: null },
      options,
    );
    const guesses = Array.from({ length: 30 }, (_, i) => String(i).padStart(6, '0')).filter((g) => g !== code);
    const results = await Promise.allSettled(
      [...guesses, code].map((guess) =>
        checkCode(database.db, { channel: 'sms', purpose: 'login', target, code: guess }, options),
      ),
    );
    // The right code was last: the five tries were used by wrong guesses first, or it won one of them.
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeLessThanOrEqual(1);
    const [row] = await database.db.select().from(verificationCodes).where(eq(verificationCodes.target, target));
    expect(row.attempts).toBe(5);
  });

  it('only the latest code of a target and purpose works, and only for its purpose', async () => {
    const { options, advance } = clock();
    const target = phone();
    const first = await issueCode(database.db, { channel: 'sms', purpose: 'login', target, requester: null }, options);
    advance(MINUTE);
    const second = await issueCode(database.db, { channel: 'sms', purpose: 'login', target, requester: null }, options);
    if (first.code !== second.code) {
      await codeError(checkCode(database.db, { channel: 'sms', purpose: 'login', target, code: first.code }, options));
    }
    await codeError(checkCode(database.db, { channel: 'sms', purpose: 'reset', target, code: second.code }, options));
    await codeError(
      checkCode(database.db, { channel: 'email', purpose: 'login', target: 'x@y.test', code: second.code }, options),
    );
    expect(await checkCode(database.db, { channel: 'sms', purpose: 'login', target, code: second.code }, options)).toBe(
      true,
    );
  });

  it('refuses a malformed code without using a try, and a wrong secret never matches', async () => {
    const { options } = clock();
    const target = phone();
    const { code } = await issueCode(
      database.db,
      { channel: 'sms', purpose: 'login', target, requester: null },
      options,
    );
    expect(
      await codeError(checkCode(database.db, { channel: 'sms', purpose: 'login', target, code: '12a' }, options)),
    ).toBe('errors.1004');
    await codeError(
      checkCode(database.db, { channel: 'sms', purpose: 'login', target, code }, { ...options, secret: 'x' }),
    );
    const [row] = await database.db.select().from(verificationCodes).where(eq(verificationCodes.target, target));
    expect(row.attempts).toBe(1);
    expect(await checkCode(database.db, { channel: 'sms', purpose: 'login', target, code: ` ${code} ` }, options)).toBe(
      true,
    );
  });

  it('refuses a target that never got a code', async () => {
    const { options } = clock();
    expect(
      await codeError(
        checkCode(database.db, { channel: 'sms', purpose: 'login', target: phone(), code: '123456' }, options),
      ),
    ).toBe('providers.codes.expired');
  });
});

describe('helpers', () => {
  it('compare hashes in constant time and by whole value', () => {
    const a = hashCode(SECRET, { channel: 'sms', purpose: 'p', target: '8613900000000' }, '123456');
    const b = hashCode(SECRET, { channel: 'sms', purpose: 'p', target: '8613900000000' }, '123457');
    expect(hashesEqual(a, a)).toBe(true);
    expect(hashesEqual(a, b)).toBe(false);
    expect(hashesEqual(a, a.slice(0, -1))).toBe(false);
    expect(hashesEqual('', '')).toBe(true);
    // hashesEqual is built on crypto.timingSafeEqual, which never exits on the first differing byte.
    expect(hashesEqual.toString()).toContain('timingSafeEqual');
  });

  it('identify requesters without keeping the address; IPv6 by its /64', () => {
    const v4 = requesterOf('198.51.100.1', SECRET);
    expect(v4).toMatch(/^[0-9a-f]{32}$/);
    expect(v4).not.toContain('198');
    expect(requesterOf('::ffff:198.51.100.1', SECRET)).toBe(v4);
    expect(requesterOf('198.51.100.2', SECRET)).not.toBe(v4);
    expect(requesterOf('2001:db8:1:2::1', SECRET)).toBe(requesterOf('2001:0db8:0001:0002:ffff:1:2:3', SECRET));
    expect(requesterOf('2001:db8:1:3::1', SECRET)).not.toBe(requesterOf('2001:db8:1:2::1', SECRET));
    expect(requesterOf('198.51.100.1', 'other-secret')).not.toBe(v4);
  });

  it('prune rows older than a day', async () => {
    const { options, advance } = clock();
    const target = phone();
    await issueCode(database.db, { channel: 'sms', purpose: 'login', target, requester: null }, options);
    advance(25 * HOUR);
    expect(await pruneCodes(database.db, options)).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(verificationCodes).where(eq(verificationCodes.target, target))).toEqual([]);
  });
});
