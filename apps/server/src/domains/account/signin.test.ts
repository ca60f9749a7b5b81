import { sessions, users } from '@jobbridge/db';
import * as node from '@jobbridge/shared/node';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../plugins/auth';
import { createTestApp, type TestApp } from '../../testing';
import { dummyPasswordHash } from './passwords';
import { get, nextEmail, nextIp, nextPhone, post, sessionCookieOf, transport, userWithPassword } from './test-kit';

// verifyPassword stays the real one; the spy records which stored hash each check used.
vi.mock('@jobbridge/shared/node', async (original) => {
  const actual = await original<typeof import('@jobbridge/shared/node')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const PASSWORD = 'Secret123!';
let t: TestApp;
let known: Awaited<ReturnType<typeof userWithPassword>>;

beforeAll(async () => {
  t = await createTestApp();
  known = await userWithPassword(t.database, PASSWORD, { phone: nextPhone(), email: nextEmail() });
}, 60_000);
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const liveSessions = (userId: number) =>
  t.database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));

describe('account/signin (phone and password)', () => {
  it('signs in with a new HttpOnly session each time and answers the user info', async () => {
    const password = await transport(PASSWORD);
    const first = await post(t.app, 'account/signin', { phone: known.phone!, password }, { ip: nextIp() });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, data: { user_id: known.user_id, phone: known.phone } });
    expect(first.body).not.toContain('scrypt');
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^cit=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');

    const second = await post(t.app, 'account/signin', { phone: known.phone!, password }, { ip: nextIp() });
    const a = sessionCookieOf(first);
    const b = sessionCookieOf(second);
    expect(a).not.toBe(b);
    // Both tokens work (two browsers); each is stored only as its hash.
    for (const cookie of [a, b]) {
      expect((await post(t.app, 'account/signinByToken', {}, { cookie })).json().data.user_id).toBe(known.user_id);
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.token_hash, hashToken(cookie.slice(4))));
      expect(row.user_id).toBe(known.user_id);
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.user_id, known.user_id));
    expect(user.last_login_at).toBeInstanceOf(Date);
  });

  it('ends the session the browser had when it signs in again', async () => {
    const password = await transport(PASSWORD);
    const ip = nextIp();
    const first = sessionCookieOf(await post(t.app, 'account/signin', { phone: known.phone!, password }, { ip }));
    const again = await post(t.app, 'account/signin', { phone: known.phone!, password }, { ip, cookie: first });
    expect(again.json().success).toBe(true);
    expect((await post(t.app, 'account/signinByToken', {}, { cookie: first })).statusCode).toBe(401);
    expect((await post(t.app, 'account/signinByToken', {}, { cookie: sessionCookieOf(again) })).statusCode).toBe(200);
  });

  it('answers 1003 for a wrong password and 1002 for an unknown phone, with HTTP 200', async () => {
    const wrong = await post(
      t.app,
      'account/signin',
      { phone: known.phone!, password: await transport('Wrong123!') },
      { ip: nextIp() },
    );
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ success: false, code: 1003, msg: 'Incorrect username or password', data: null });
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const unknown = await post(
      t.app,
      'account/signin',
      { phone: '8613000000001', password: await transport(PASSWORD) },
      { ip: nextIp(), lang: 'zh' },
    );
    expect(unknown.json()).toMatchObject({ success: false, code: 1002 });
    expect(unknown.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('checks an unknown user against the dummy hash, so both answers cost one scrypt', async () => {
    const spy = vi.mocked(node.verifyPassword);
    const dummy = await dummyPasswordHash();
    spy.mockClear();
    await post(
      t.app,
      'account/signin',
      { phone: '8613000000002', password: await transport(PASSWORD) },
      { ip: nextIp() },
    );
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][1]).toBe(dummy);
    spy.mockClear();
    await post(
      t.app,
      'account/signin',
      { phone: known.phone!, password: await transport('Wrong123!') },
      { ip: nextIp() },
    );
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][1]).toBe(known.password_hash);
    // A user without a password is checked against the dummy too.
    const noPassword = await userWithPassword(t.database, PASSWORD, { password_hash: null });
    spy.mockClear();
    const res = await post(
      t.app,
      'account/signin',
      { phone: noPassword.phone!, password: await transport(PASSWORD) },
      { ip: nextIp() },
    );
    expect(res.json().code).toBe(1003);
    expect(spy.mock.calls[0][1]).toBe(dummy);
  });

  it('refuses malformed input with 4000 and field messages in English and Chinese', async () => {
    const en = await post(t.app, 'account/signin', { phone: 'abc', password: 'clear-text' }, { ip: nextIp() });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 4000,
      data: {
        fields: {
          phone: 'Enter a valid phone number',
          password: 'The password could not be read. Please enter it again',
        },
      },
    });
    const zh = await post(t.app, 'account/signin', {}, { ip: nextIp(), lang: 'zh' });
    expect(zh.json().data.fields).toEqual({ phone: '此项为必填项', password: '此项为必填项' });
  });
});

describe('account/signinByEmail', () => {
  it('signs in by e-mail, case-insensitively', async () => {
    const res = await post(
      t.app,
      'account/signinByEmail',
      { email: known.email!.toUpperCase(), password: await transport(PASSWORD) },
      { ip: nextIp() },
    );
    expect(res.json()).toMatchObject({ success: true, data: { user_id: known.user_id } });
    expect(sessionCookieOf(res)).toMatch(/^cit=/);
  });

  it('answers 1002 and 1003', async () => {
    const password = await transport(PASSWORD);
    expect(
      (await post(t.app, 'account/signinByEmail', { email: 'nobody@example.test', password }, { ip: nextIp() })).json()
        .code,
    ).toBe(1002);
    expect(
      (
        await post(
          t.app,
          'account/signinByEmail',
          { email: known.email!, password: await transport('nope-nope1') },
          { ip: nextIp() },
        )
      ).json().code,
    ).toBe(1003);
  });
});

describe('account/logout', () => {
  it('revokes the session server-side', async () => {
    const signin = await post(
      t.app,
      'account/signin',
      { phone: known.phone!, password: await transport(PASSWORD) },
      { ip: nextIp() },
    );
    const cookie = sessionCookieOf(signin);
    const before = (await liveSessions(known.user_id)).length;
    expect((await post(t.app, 'account/logout', {}, { cookie })).json()).toEqual({ success: true, data: null });
    expect((await liveSessions(known.user_id)).length).toBe(before - 1);
    expect((await post(t.app, 'account/signinByToken', {}, { cookie })).statusCode).toBe(401);
  });
});

describe('sign-in limits', () => {
  it('allows 5 sign-ins a minute per IP, then 4029 with Retry-After (shared by every sign-in call)', async () => {
    const ip = nextIp();
    const password = await transport('Wrong123!');
    const calls = [
      () => post(t.app, 'account/signin', { phone: nextPhone(), password }, { ip }),
      () => post(t.app, 'account/signinByEmail', { email: nextEmail(), password }, { ip }),
      () => post(t.app, 'account/signinbycode', { phone: nextPhone(), code: '123456' }, { ip }),
    ];
    for (let i = 0; i < 5; i++) expect((await calls[i % 3]()).statusCode, `attempt ${i + 1}`).toBe(200);
    for (const call of calls) {
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 4029 });
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
    }
    // Another address is not affected.
    expect((await calls[0]()).statusCode).toBe(429);
    expect((await post(t.app, 'account/signin', { phone: nextPhone(), password }, { ip: nextIp() })).statusCode).toBe(
      200,
    );
  });

  it('allows 20 sign-ins an hour per IP', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const ip = nextIp();
    const password = await transport('Wrong123!');
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 5; i++) {
        expect(
          (await post(t.app, 'account/signin', { phone: nextPhone(), password }, { ip })).statusCode,
          `round ${round} attempt ${i}`,
        ).toBe(200);
      }
      vi.setSystemTime(Date.now() + 61_000);
    }
    const refused = await post(t.app, 'account/signin', { phone: nextPhone(), password }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('allows 10 attempts an hour per account, from any address, without locking out other accounts', async () => {
    const victim = await userWithPassword(t.database, PASSWORD);
    const wrong = await transport('Wrong123!');
    for (let i = 0; i < 10; i++) {
      const res = await post(t.app, 'account/signin', { phone: victim.phone!, password: wrong }, { ip: nextIp() });
      expect(res.json().code, `attempt ${i + 1}`).toBe(1003);
    }
    const refused = await post(
      t.app,
      'account/signin',
      { phone: victim.phone!, password: await transport(PASSWORD) },
      { ip: nextIp() },
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // The window ends: the account is usable again (no lockout beyond it).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_601_000 });
    const later = await post(
      t.app,
      'account/signin',
      { phone: victim.phone!, password: await transport(PASSWORD) },
      { ip: nextIp() },
    );
    expect(later.json().success).toBe(true);
    vi.useRealTimers();
    // Other accounts were never affected.
    expect(
      (
        await post(
          t.app,
          'account/signin',
          { phone: known.phone!, password: await transport(PASSWORD) },
          { ip: nextIp() },
        )
      ).json().success,
    ).toBe(true);
  });

  it('limits the captcha to 30 a minute per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      const res = await get(t.app, '/api/account/randomImage?t=1', { ip });
      expect(res.statusCode, `captcha ${i + 1}`).toBe(200);
      if (i === 0) {
        expect(res.json().data.imageBase64).toMatch(/^data:image\/svg\+xml;base64,/);
        expect(res.json().data.uuid).toMatch(/^[0-9a-f-]{36}$/);
      }
    }
    const refused = await get(t.app, '/api/account/randomImage', { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(4029);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits sign-up and password reset to 10 an hour per IP', async () => {
    const password = await transport(PASSWORD);
    for (const [path, body] of [
      ['account/signup', () => ({ type: 'email', email: nextEmail(), code: '000000', password, agree: 'true' })],
      ['account/forgetPassword', () => ({ type: 'email', target: nextEmail(), code: '000000', password })],
    ] as const) {
      const ip = nextIp();
      for (let i = 0; i < 10; i++) {
        const res = await post(t.app, path, body(), { ip });
        expect(res.json().code, `${path} ${i + 1}`).toBe(1004);
      }
      const refused = await post(t.app, path, body(), { ip });
      expect(refused.statusCode, path).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
