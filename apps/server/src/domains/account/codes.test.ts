import { callingCodes, sessions, users, verificationCodes } from '@jobbridge/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../plugins/auth';
import { type FakeAliyunSms, startFakeAliyunSms } from '../../providers/sms/fake-aliyun';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import {
  eventually,
  knownCaptcha,
  latestCode,
  nextEmail,
  nextIp,
  nextPhone,
  outboxCount,
  post,
  sessionCookieOf,
  transport,
  userWithPassword,
} from './test-kit';

const PASSWORD = 'Secret123!';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

/** sendSmsCode with a fresh, correctly answered captcha. */
async function sendSms(phone: string, purpose: string, options: { ip?: string; cookie?: string; app?: TestApp } = {}) {
  const app = options.app ?? t;
  const captcha = await knownCaptcha(app.database);
  return post(
    app.app,
    'account/sendSmsCode',
    { phone, purpose, ...captcha },
    {
      ip: options.ip ?? nextIp(),
      cookie: options.cookie,
    },
  );
}

describe('account/sendSmsCode', () => {
  it('checks the captcha first: a wrong answer is 4000 on verityCode and uses the captcha up', async () => {
    const phone = nextPhone();
    await userWithPassword(t.database, PASSWORD, { phone });
    const captcha = await knownCaptcha(t.database);
    const wrong = await post(
      t.app,
      'account/sendSmsCode',
      { phone, purpose: 'login', uuid: captcha.uuid, verityCode: 'XXXXX' },
      { ip: nextIp() },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 4000,
      data: { fields: { verityCode: 'The picture code is wrong or has expired. Please enter the new one.' } },
    });
    // The right answer no longer helps: each picture allows one guess.
    const reused = await post(t.app, 'account/sendSmsCode', { phone, purpose: 'login', ...captcha }, { ip: nextIp() });
    expect(reused.json().code).toBe(4000);
    expect(await outboxCount(t.database, phone)).toBe(0);
  });

  it('refuses a captcha used once already, even after a successful send', async () => {
    const phone = nextPhone();
    await userWithPassword(t.database, PASSWORD, { phone });
    const captcha = await knownCaptcha(t.database);
    const first = await post(t.app, 'account/sendSmsCode', { phone, purpose: 'login', ...captcha }, { ip: nextIp() });
    expect(first.json()).toEqual({ success: true, data: { sent: true, seconds: 60 } });
    const again = await post(t.app, 'account/sendSmsCode', { phone, purpose: 'login', ...captcha }, { ip: nextIp() });
    expect(again.json().code).toBe(4000);
  });

  it('sends a login code to the outbox and signs in with it once', async () => {
    const phone = nextPhone();
    const user = await userWithPassword(t.database, PASSWORD, { phone });
    expect((await sendSms(phone, 'login')).json().success).toBe(true);
    const code = (await latestCode(t.database, phone))!;
    expect(code).toMatch(/^\d{6}$/);
    const signin = await post(t.app, 'account/signinbycode', { phone, code, username: phone }, { ip: nextIp() });
    expect(signin.json()).toMatchObject({ success: true, data: { user_id: user.user_id } });
    expect(sessionCookieOf(signin)).toMatch(/^cit=/);
    // Single use.
    const reused = await post(t.app, 'account/signinbycode', { phone, code, username: phone }, { ip: nextIp() });
    expect(reused.json()).toMatchObject({ success: false, code: 1004 });
  });

  it('answers 1002 for login on an unknown phone and 4009 for signup on a known one', async () => {
    expect((await sendSms(nextPhone(), 'login')).json()).toMatchObject({ success: false, code: 1002 });
    const phone = nextPhone();
    await userWithPassword(t.database, PASSWORD, { phone });
    const taken = await sendSms(phone, 'signup');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 4009, msg: 'This phone number is already registered.' });
  });

  it('answers a reset the same whether or not the phone has an account, and sends only to a real one', async () => {
    const known = nextPhone();
    await userWithPassword(t.database, PASSWORD, { phone: known });
    const unknown = nextPhone();
    const a = await sendSms(known, 'reset');
    const b = await sendSms(unknown, 'reset');
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    expect(
      await eventually(
        () => outboxCount(t.database, known),
        (n) => n === 1,
      ),
    ).toBe(1);
    expect(await outboxCount(t.database, unknown)).toBe(0);
  });

  it('needs a session for modify_phone', async () => {
    expect((await sendSms(nextPhone(), 'modify_phone')).statusCode).toBe(401);
  });

  it('limits a phone to 1 code a minute, 5 an hour and 10 a day (4029 + Retry-After)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2031-03-01T00:00:00Z') });
    const phone = nextPhone();
    await userWithPassword(t.database, PASSWORD, { phone });
    expect((await sendSms(phone, 'login')).json().success).toBe(true);
    const minute = await sendSms(phone, 'login');
    expect(minute.statusCode).toBe(429);
    expect(minute.json()).toMatchObject({ code: 4029 });
    expect(Number(minute.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(minute.headers['retry-after'])).toBeLessThanOrEqual(60);
    for (let i = 2; i <= 5; i++) {
      vi.setSystemTime(Date.now() + 61_000);
      expect((await sendSms(phone, 'login')).json().success, `send ${i}`).toBe(true);
    }
    vi.setSystemTime(Date.now() + 61_000);
    const hour = await sendSms(phone, 'login');
    expect(hour.statusCode).toBe(429);
    expect(Number(hour.headers['retry-after'])).toBeGreaterThan(60);
    for (let i = 6; i <= 10; i++) {
      vi.setSystemTime(Date.now() + 3_601_000);
      expect((await sendSms(phone, 'login')).json().success, `send ${i}`).toBe(true);
    }
    vi.setSystemTime(Date.now() + 3_601_000);
    const day = await sendSms(phone, 'login');
    expect(day.statusCode).toBe(429);
    expect(Number(day.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await outboxCount(t.database, phone)).toBe(10);
  });

  it('limits codes per requesting IP and over all phones (global hourly cap)', async () => {
    const capped = await createTestApp({
      database: t.database,
      env: { CODE_REQUESTER_HOURLY_CAP: '3', CODE_GLOBAL_HOURLY_CAP: '5' },
    });
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2032-06-01T00:00:00Z') });
      const phones = Array.from({ length: 6 }, () => nextPhone());
      for (const phone of phones) await userWithPassword(t.database, PASSWORD, { phone });
      const ip = nextIp();
      for (let i = 0; i < 3; i++)
        expect((await sendSms(phones[i], 'login', { ip, app: capped })).json().success).toBe(true);
      const perIp = await sendSms(phones[3], 'login', { ip, app: capped });
      expect(perIp.statusCode).toBe(429);
      expect(Number(perIp.headers['retry-after'])).toBeGreaterThan(0);
      // Other addresses: two more fit under the global cap of 5, the sixth does not.
      expect((await sendSms(phones[3], 'login', { app: capped })).json().success).toBe(true);
      expect((await sendSms(phones[4], 'login', { app: capped })).json().success).toBe(true);
      const global = await sendSms(phones[5], 'login', { app: capped });
      expect(global.statusCode).toBe(429);
      expect(global.json().code).toBe(4029);
    } finally {
      vi.useRealTimers();
      await capped.close();
    }
  });

  it('sends through Alibaba Cloud SMS when SMS_PROVIDER=aliyun (the fake API checks the signature)', async () => {
    const key = {
      accessKeyId: 'LTAI-accounts-test',
      accessKeySecret: 'accounts-test-secret',
      signName: '职桥',
      templateCode: 'SMS_200002',
    };
    const fake: FakeAliyunSms = await startFakeAliyunSms(key);
    const aliyun = await createTestApp({
      database: t.database,
      env: {
        SMS_PROVIDER: 'aliyun',
        ALIYUN_ACCESS_KEY_ID: key.accessKeyId,
        ALIYUN_ACCESS_KEY_SECRET: key.accessKeySecret,
        ALIYUN_SMS_SIGN_NAME: key.signName,
        ALIYUN_SMS_TEMPLATE_CODE: key.templateCode,
        ALIYUN_SMS_ENDPOINT: fake.url,
      },
    });
    try {
      const phone = nextPhone();
      const user = await userWithPassword(t.database, PASSWORD, { phone });
      expect((await sendSms(phone, 'login', { app: aliyun })).json().success).toBe(true);
      const sent = fake.messages.at(-1)!;
      expect(sent).toMatchObject({ phoneNumbers: phone.slice(2), signName: '职桥', templateCode: 'SMS_200002' });
      const code = sent.templateParam.code;
      expect(code).toMatch(/^\d{6}$/);
      // The audit row never holds the code.
      expect(await latestCode(t.database, phone)).toBeNull();
      const signin = await post(aliyun.app, 'account/signinbycode', { phone, code }, { ip: nextIp() });
      expect(signin.json()).toMatchObject({ success: true, data: { user_id: user.user_id } });

      // Aliyun's own flow control becomes 4029 with Retry-After.
      fake.failNext('isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1');
      const other = nextPhone();
      await userWithPassword(t.database, PASSWORD, { phone: other });
      const limited = await sendSms(other, 'login', { app: aliyun });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBe(60);
    } finally {
      await aliyun.close();
      await fake.close();
    }
  });

  it('works out the calling code of an international number from the config list', async () => {
    await t.database.db
      .insert(callingCodes)
      .values({ country_code: 'GB', calling_code: '44', country_en: 'United Kingdom', country_zh: '英国', flag: '🇬🇧' })
      .onConflictDoNothing();
    const phone = `447${String(Date.now()).slice(-9)}`;
    expect((await sendSms(phone, 'signup')).json().success).toBe(true);
    expect(await latestCode(t.database, phone)).toMatch(/^\d{6}$/);
  });
});

describe('code checks', () => {
  it('kills a code after 5 wrong tries', async () => {
    const phone = nextPhone();
    await userWithPassword(t.database, PASSWORD, { phone });
    await sendSms(phone, 'login');
    const code = (await latestCode(t.database, phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post(t.app, 'account/signinbycode', { phone, code: wrong }, { ip: nextIp() });
      expect(res.json()).toMatchObject({ code: 1004, msg: 'Incorrect code' });
    }
    const right = await post(t.app, 'account/signinbycode', { phone, code }, { ip: nextIp() });
    expect(right.json()).toMatchObject({
      code: 1004,
      msg: 'Too many wrong codes. Please request a new one.',
    });
  });

  it('refuses a code after 5 minutes', async () => {
    const phone = nextPhone();
    await userWithPassword(t.database, PASSWORD, { phone });
    await sendSms(phone, 'login');
    const code = (await latestCode(t.database, phone))!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 1000 });
    const res = await post(t.app, 'account/signinbycode', { phone, code }, { ip: nextIp() });
    expect(res.json()).toMatchObject({
      code: 1004,
      msg: 'The code has expired or was already used. Please request a new one.',
    });
  });

  it('binds a code to its purpose: a reset code does not sign in', async () => {
    const phone = nextPhone();
    await userWithPassword(t.database, PASSWORD, { phone });
    await sendSms(phone, 'reset');
    const code = (await eventually(
      () => latestCode(t.database, phone),
      (c) => c !== null,
    ))!;
    expect((await post(t.app, 'account/signinbycode', { phone, code }, { ip: nextIp() })).json().code).toBe(1004);
  });
});

describe('account/signupcode and account/signup', () => {
  it('signs up by e-mail: verified (status 2) and signed in', async () => {
    const email = nextEmail();
    const sent = await post(t.app, 'account/signupcode', { email, purpose: 'signup' }, { ip: nextIp() });
    expect(sent.json()).toEqual({ success: true, data: { sent: true, seconds: 60 } });
    const code = (await latestCode(t.database, email))!;
    const res = await post(
      t.app,
      'account/signup',
      {
        type: 'email',
        email: email.toUpperCase(),
        code,
        password: await transport(PASSWORD),
        agree: 'true',
        first_name: 'Ada',
        last_name: 'Lovelace',
      },
      { ip: nextIp(), lang: 'zh' },
    );
    expect(res.json()).toMatchObject({
      success: true,
      data: { email, status: 2, first_name: 'Ada', last_name: 'Lovelace', phone: null },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row.password_hash).toMatch(/^scrypt\$17\$/);
    expect(row.email_verified_at).toBeInstanceOf(Date);
    expect(row.locale).toBe('zh');
    // The new account signs in with its password.
    const signin = await post(
      t.app,
      'account/signinByEmail',
      { email, password: await transport(PASSWORD) },
      { ip: nextIp() },
    );
    expect(signin.json().data.user_id).toBe(row.user_id);
    expect((await post(t.app, 'account/signinByToken', {}, { cookie: sessionCookieOf(res) })).statusCode).toBe(200);
  });

  it('signs up by phone (status 0)', async () => {
    const phone = nextPhone();
    await sendSms(phone, 'signup');
    const code = (await latestCode(t.database, phone))!;
    const res = await post(
      t.app,
      'account/signup',
      { type: 'phone', calling_code: '86', phone, code, password: await transport(PASSWORD), agree: true },
      { ip: nextIp() },
    );
    expect(res.json()).toMatchObject({ success: true, data: { phone, status: 0, email: null } });
    const [row] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(row.calling_code).toBe('86');
  });

  it("answers 1001 'Existed email' for a taken address, on the code and on sign-up", async () => {
    const user = await userWithPassword(t.database, PASSWORD);
    const sent = await post(t.app, 'account/signupcode', { email: user.email! }, { ip: nextIp() });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: false, code: 1001, msg: 'Existed email', data: null });
  });

  it('answers 1004 for a wrong code and 4009 for a phone taken meanwhile', async () => {
    const email = nextEmail();
    await post(t.app, 'account/signupcode', { email }, { ip: nextIp() });
    const wrong = await post(
      t.app,
      'account/signup',
      { type: 'email', email, code: '999999', password: await transport(PASSWORD), agree: 'true' },
      { ip: nextIp() },
    );
    expect(wrong.json()).toMatchObject({ success: false, code: 1004 });

    const phone = nextPhone();
    await sendSms(phone, 'signup');
    const code = (await latestCode(t.database, phone))!;
    await userWithPassword(t.database, PASSWORD, { phone });
    const taken = await post(
      t.app,
      'account/signup',
      { type: 'phone', calling_code: '86', phone, code, password: await transport(PASSWORD), agree: 'true' },
      { ip: nextIp() },
    );
    expect(taken.json()).toMatchObject({ code: 4009 });
  });

  it('needs the agreement and the fields of its type (4000, in English and Chinese)', async () => {
    const body = { type: 'phone', code: '123456', password: await transport(PASSWORD) };
    const en = await post(t.app, 'account/signup', body, { ip: nextIp() });
    expect(en.statusCode).toBe(400);
    expect(en.json().data.fields).toMatchObject({ agree: 'This field is required' });
    const zh = await post(t.app, 'account/signup', { ...body, agree: 'no' }, { ip: nextIp(), lang: 'zh' });
    expect(zh.json().data.fields).toMatchObject({ agree: '请阅读并同意用户协议' });
    const fields = await post(t.app, 'account/signup', { ...body, agree: 'true' }, { ip: nextIp() });
    expect(fields.json().data.fields).toEqual({
      calling_code: 'This field is required',
      phone: 'This field is required',
    });
  });
});

describe('account/forgetPassword', () => {
  it('resets by phone: new password works, every session ends', async () => {
    const phone = nextPhone();
    const user = await userWithPassword(t.database, PASSWORD, { phone });
    await createSession(t.database.db, user.user_id);
    await createSession(t.database.db, user.user_id);
    await sendSms(phone, 'reset');
    const code = (await eventually(
      () => latestCode(t.database, phone),
      (c) => c !== null,
    ))!;
    const res = await post(
      t.app,
      'account/forgetPassword',
      { type: 'phone', target: phone, code, password: await transport('NewPass456!') },
      { ip: nextIp() },
    );
    expect(res.json()).toEqual({ success: true, data: null });
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.user_id, user.user_id), isNull(sessions.revoked_at)));
    expect(live).toHaveLength(0);
    const old = await post(t.app, 'account/signin', { phone, password: await transport(PASSWORD) }, { ip: nextIp() });
    expect(old.json().code).toBe(1003);
    const fresh = await post(
      t.app,
      'account/signin',
      { phone, password: await transport('NewPass456!') },
      { ip: nextIp() },
    );
    expect(fresh.json().success).toBe(true);
  });

  it('resets by e-mail; sendEmailCode(reset) answers the same for unknown addresses and sends nothing there', async () => {
    const user = await userWithPassword(t.database, PASSWORD);
    const unknown = nextEmail();
    const a = await post(t.app, 'account/sendEmailCode', { email: user.email!, purpose: 'reset' }, { ip: nextIp() });
    const b = await post(t.app, 'account/sendEmailCode', { email: unknown, purpose: 'reset' }, { ip: nextIp() });
    expect(a.json()).toEqual({ success: true, data: { sent: true, seconds: 60 } });
    expect(b.json()).toEqual(a.json());
    const code = (await eventually(
      () => latestCode(t.database, user.email!),
      (c) => c !== null,
    ))!;
    expect(await outboxCount(t.database, unknown)).toBe(0);
    // A code row exists for the unknown address too (same limits), but it was never delivered.
    const rows = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.target, unknown));
    expect(rows).toHaveLength(1);
    const res = await post(
      t.app,
      'account/forgetPassword',
      { type: 'email', target: user.email!, code, password: await transport('NewPass456!') },
      { ip: nextIp() },
    );
    expect(res.json().success).toBe(true);
    const wrong = await post(
      t.app,
      'account/forgetPassword',
      { type: 'email', target: unknown, code: '123456', password: await transport('NewPass456!') },
      { ip: nextIp() },
    );
    expect(wrong.json().code).toBe(1004);
  });

  it('checks the target against its type', async () => {
    const res = await post(
      t.app,
      'account/forgetPassword',
      { type: 'phone', target: 'someone@example.test', code: '123456', password: await transport(PASSWORD) },
      { ip: nextIp() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({ target: 'Enter a valid phone number' });
  });
});

describe('account/modifyPwd', () => {
  it('keeps this session, ends the others, and needs the current password (1003)', async () => {
    const user = await userWithPassword(t.database, PASSWORD);
    const password = await transport(PASSWORD);
    const mine = sessionCookieOf(
      await post(t.app, 'account/signin', { phone: user.phone!, password }, { ip: nextIp() }),
    );
    const other = sessionCookieOf(
      await post(t.app, 'account/signin', { phone: user.phone!, password }, { ip: nextIp() }),
    );
    const wrong = await post(
      t.app,
      'account/modifyPwd',
      { oldPassword: await transport('Wrong123!'), password: await transport('NewPass456!') },
      { cookie: mine },
    );
    expect(wrong.json()).toMatchObject({ code: 1003, msg: 'The current password is incorrect.' });
    const ok = await post(
      t.app,
      'account/modifyPwd',
      { oldPassword: password, password: await transport('NewPass456!') },
      { cookie: mine },
    );
    expect(ok.json()).toEqual({ success: true, data: null });
    expect((await post(t.app, 'account/signinByToken', {}, { cookie: mine })).statusCode).toBe(200);
    expect((await post(t.app, 'account/signinByToken', {}, { cookie: other })).statusCode).toBe(401);
    expect(
      (
        await post(
          t.app,
          'account/signin',
          { phone: user.phone!, password: await transport('NewPass456!') },
          { ip: nextIp() },
        )
      ).json().success,
    ).toBe(true);
    expect((await post(t.app, 'account/modifyPwd', { oldPassword: password, password })).statusCode).toBe(401);
  });
});

describe('account/modifyPhone', () => {
  it('changes the phone with a modify_phone code sent to the new number; 4009 when taken', async () => {
    const me = await signedInUser(t.database);
    const phone = nextPhone();
    expect((await sendSms(phone, 'modify_phone', { cookie: me.cookie })).json().success).toBe(true);
    const code = (await latestCode(t.database, phone))!;
    const res = await post(t.app, 'account/modifyPhone', { calling_code: '86', phone, code }, { cookie: me.cookie });
    expect(res.json()).toMatchObject({ success: true, data: { user_id: me.user.user_id, phone } });

    const someone = await userWithPassword(t.database, PASSWORD);
    const taken = await sendSms(someone.phone!, 'modify_phone', { cookie: me.cookie });
    expect(taken.json().code).toBe(4009);
    const direct = await post(
      t.app,
      'account/modifyPhone',
      { calling_code: '86', phone: someone.phone!, code: '123456' },
      { cookie: me.cookie },
    );
    expect(direct.json().code).toBe(4009);
    expect((await post(t.app, 'account/modifyPhone', { calling_code: '86', phone, code: '123456' })).statusCode).toBe(
      401,
    );
  });
});
