import { sessions, users } from '@jobbridge/db';
import * as node from '@jobbridge/shared/node';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../plugins/auth';
import { createTestApp, type TestApp } from '../../testing';
import { dummyPasswordHash } from './passwords';
import {
  get,
  knownCaptcha,
  latestCode,
  nextEmail,
  nextIp,
  nextPhone,
  post,
  sessionCookieOf,
  transport,
  userWithPassword,
} from './test-kit';

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

  it('allows 20 sign-ins an hour per IP; after 5 failures that address needs a captcha for each', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const ip = nextIp();
    const password = await transport('Wrong123!');
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 5; i++) {
        // The first 5 failures are free; from then on this address brings a solved captcha.
        const captcha = round === 0 ? {} : await knownCaptcha(t.database);
        const res = await post(t.app, 'account/signin', { phone: nextPhone(), password, ...captcha }, { ip });
        expect(res.json().code, `round ${round} attempt ${i}`).toBe(1002);
      }
      vi.setSystemTime(Date.now() + 61_000);
    }
    const refused = await post(
      t.app,
      'account/signin',
      { phone: nextPhone(), password, ...(await knownCaptcha(t.database)) },
      { ip },
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  }, 120_000);

  /** n wrong passwords on an account, each from its own address. */
  async function failFromManyAddresses(phone: string, n: number) {
    const wrong = await transport('Wrong123!');
    for (let i = 0; i < n; i++) {
      const res = await post(t.app, 'account/signin', { phone, password: wrong }, { ip: nextIp() });
      expect(res.json().code, `failure ${i + 1}`).toBe(1003);
    }
  }

  it('after 5 failures on an account from anywhere, it asks every address for a captcha (4028, both languages), and the owner gets in with one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const owner = await userWithPassword(t.database, PASSWORD);
    const password = await transport(PASSWORD);
    await failFromManyAddresses(owner.phone!, 5);

    const ip = nextIp();
    const asked = await post(t.app, 'account/signin', { phone: owner.phone!, password }, { ip });
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toEqual({
      success: false,
      code: 4028,
      msg: 'For your security, please enter the picture code to sign in.',
      data: null,
    });
    expect(asked.headers['set-cookie']).toBeUndefined();
    const zh = await post(t.app, 'account/signin', { phone: owner.phone!, password }, { ip: nextIp(), lang: 'zh' });
    expect(zh.json()).toMatchObject({ code: 4028, msg: '为了你的账号安全，请输入图形验证码后再登录。' });

    // A wrong answer is refused and uses the captcha up.
    const captcha = await knownCaptcha(t.database);
    const wrong = await post(
      t.app,
      'account/signin',
      { phone: owner.phone!, password, ...captcha, verityCode: 'XXXXX' },
      { ip },
    );
    expect(wrong.json()).toMatchObject({
      code: 4028,
      msg: 'The picture code is wrong or has expired. Please enter the new one.',
    });
    expect(
      (await post(t.app, 'account/signin', { phone: owner.phone!, password, ...captcha }, { ip })).json().code,
    ).toBe(4028);

    const signedIn = await post(
      t.app,
      'account/signin',
      { phone: owner.phone!, password, ...(await knownCaptcha(t.database)) },
      { ip },
    );
    expect(signedIn.json()).toMatchObject({ success: true, data: { user_id: owner.user_id } });
    expect(sessionCookieOf(signedIn)).toMatch(/^cit=/);

    // Other accounts never noticed.
    const other = await post(t.app, 'account/signin', { phone: known.phone!, password }, { ip: nextIp() });
    expect(other.json().success).toBe(true);

    // The hour ends: no captcha any more.
    vi.setSystemTime(Date.now() + 3_601_000);
    const later = await post(t.app, 'account/signin', { phone: owner.phone!, password }, { ip: nextIp() });
    expect(later.json().success).toBe(true);
  }, 120_000);

  it("an attacker's flood from one address never locks the owner out of any way in", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const owner = await userWithPassword(t.database, PASSWORD, { phone: nextPhone(), email: nextEmail() });
    const attacker = nextIp();
    const wrong = await transport('Wrong123!');
    // More attempts than the old 10-an-hour account limit, and the attacker even solves every captcha asked for.
    let requests = 0;
    /** One request from the attacker, as fast as the 5-a-minute address limit lets it. */
    const fromAttacker = async (body: Record<string, string>) => {
      if (requests > 0 && requests % 5 === 0) vi.setSystemTime(Date.now() + 61_000);
      requests++;
      return post(t.app, 'account/signin', body, { ip: attacker });
    };
    const answers: number[] = [];
    for (let i = 0; i < 14; i++) {
      const guess = { phone: owner.phone!, password: wrong };
      let res = await fromAttacker(guess);
      if (res.json().code === 4028) res = await fromAttacker({ ...guess, ...(await knownCaptcha(t.database)) });
      answers.push(res.json().code);
      if (res.statusCode === 429) break;
    }
    // 10 wrong passwords, then this address is refused for this account (and only it).
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(1003));
    expect(answers.at(-1)).toBe(4029);
    const refused = await fromAttacker({
      phone: owner.phone!,
      password: await transport(PASSWORD),
      ...(await knownCaptcha(t.database)),
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);

    // The owner, from elsewhere: by password with the captcha the account now asks for,
    const password = await transport(PASSWORD);
    const home = nextIp();
    expect((await post(t.app, 'account/signin', { phone: owner.phone!, password }, { ip: home })).json().code).toBe(
      4028,
    );
    const byPhone = await post(
      t.app,
      'account/signin',
      { phone: owner.phone!, password, ...(await knownCaptcha(t.database)) },
      { ip: home },
    );
    expect(byPhone.json()).toMatchObject({ success: true, data: { user_id: owner.user_id } });
    // by e-mail and password the same way,
    const byEmail = await post(
      t.app,
      'account/signinByEmail',
      { email: owner.email!, password, ...(await knownCaptcha(t.database)) },
      { ip: nextIp() },
    );
    expect(byEmail.json()).toMatchObject({ success: true, data: { user_id: owner.user_id } });
    // and by SMS code from a fresh device: the captcha solved to send the code is enough.
    const phoneDevice = nextIp();
    const sent = await post(
      t.app,
      'account/sendSmsCode',
      { phone: owner.phone!, purpose: 'login', ...(await knownCaptcha(t.database)) },
      { ip: phoneDevice },
    );
    expect(sent.json().success).toBe(true);
    const code = (await latestCode(t.database, owner.phone!))!;
    const byCode = await post(t.app, 'account/signinbycode', { phone: owner.phone!, code }, { ip: phoneDevice });
    expect(byCode.json()).toMatchObject({ success: true, data: { user_id: owner.user_id } });
  }, 120_000);

  it('asks an address that failed 3 times on an account for a captcha there, and nobody else', async () => {
    const owner = await userWithPassword(t.database, PASSWORD);
    const ip = nextIp();
    const wrong = await transport('Wrong123!');
    for (let i = 0; i < 3; i++) {
      expect((await post(t.app, 'account/signin', { phone: owner.phone!, password: wrong }, { ip })).json().code).toBe(
        1003,
      );
    }
    const password = await transport(PASSWORD);
    expect((await post(t.app, 'account/signin', { phone: owner.phone!, password }, { ip })).json().code).toBe(4028);
    const elsewhere = await post(t.app, 'account/signin', { phone: owner.phone!, password }, { ip: nextIp() });
    expect(elsewhere.json().success).toBe(true);
  }, 120_000);

  it('asks an address that failed on 5 accounts for a captcha on any account (credential stuffing)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const ip = nextIp();
    const wrong = await transport('Wrong123!');
    for (let i = 0; i < 5; i++) {
      const res = await post(t.app, 'account/signinByEmail', { email: nextEmail(), password: wrong }, { ip });
      expect(res.json().code).toBe(1002);
    }
    vi.setSystemTime(Date.now() + 61_000);
    const password = await transport(PASSWORD);
    expect((await post(t.app, 'account/signin', { phone: known.phone!, password }, { ip })).json().code).toBe(4028);
    // Wrong SMS codes count too, and the code call asks this address as well.
    expect(
      (await post(t.app, 'account/signinbycode', { phone: known.phone!, code: '123456' }, { ip })).json().code,
    ).toBe(4028);
    const withCaptcha = await post(
      t.app,
      'account/signin',
      { phone: known.phone!, password, ...(await knownCaptcha(t.database)) },
      { ip },
    );
    expect(withCaptcha.json().success).toBe(true);
  }, 120_000);

  it('limits the captcha to 30 a minute per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      const res = await get(t.app, '/api/account/randomImage?t=1', { ip });
      expect(res.statusCode, `captcha ${i + 1}`).toBe(200);
      if (i === 0) {
        expect(res.json().data.imageBase64).toMatch(/^data:image\/webp;base64,/);
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
