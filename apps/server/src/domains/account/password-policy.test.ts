import { hashPasswordForTransport } from '@jobbridge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { isRefusedPassword, refusedTransportHashes, transportHashOf } from './password-policy';
import {
  eventually,
  latestCode,
  nextEmail,
  nextIp,
  post,
  sessionCookieOf,
  transport,
  userWithPassword,
} from './test-kit';

const EN = 'This password is too common or too short to be safe. Please choose another one.';
const ZH = '该密码过于常见或过短，不够安全，请换一个。';

describe('refused transport hashes', () => {
  it('are made the way the browser makes them', async () => {
    for (const clear of ['', 'a', 'Demo1234!', '密码Secret1', ' x ']) {
      expect(transportHashOf(clear), clear).toBe(await hashPasswordForTransport(clear));
    }
  });

  it('hold the empty, very short and most common passwords, and nothing like a real one', async () => {
    for (const clear of ['', ' ', 'a', 'Z9', '!!', '123', '1234', 'password', 'Password', 'PASSWORD', '12345678']) {
      expect(isRefusedPassword(await transport(clear)), clear).toBe(true);
    }
    for (const clear of ['abc123', 'woaini1314', 'Qq123456', 'P@ssw0rd']) {
      expect(isRefusedPassword(await transport(clear)), clear).toBe(true);
    }
    for (const clear of ['Secret123!', 'Demo1234!', 'kiwi42', 'abc', '12345', 'Journey2026!']) {
      expect(isRefusedPassword(await transport(clear)), clear).toBe(false);
    }
    // Upper-case hex is the same value (the schema lower-cases it too).
    expect(isRefusedPassword((await transport('')).toUpperCase())).toBe(true);
    expect(refusedTransportHashes().size).toBeGreaterThan(20_000);
  });
});

describe('sign-up, reset and password change refuse such a password sent straight to the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  /** A sign-up code e-mailed to a new address. */
  async function signupCode(email: string) {
    await post(t.app, 'account/signupcode', { email }, { ip: nextIp() });
    return (await eventually(
      () => latestCode(t.database, email),
      (code) => code !== null,
    ))!;
  }

  it('sign-up: 4000 on the password field in both languages, and the code is not spent', async () => {
    const email = nextEmail();
    const code = await signupCode(email);
    const body = { type: 'email', email, code, agree: 'true' };
    for (const [clear, lang, msg] of [
      ['', 'en', EN],
      ['password', 'zh', ZH],
      ['12345678', 'en', EN],
    ] as const) {
      const res = await post(
        t.app,
        'account/signup',
        { ...body, password: await transport(clear) },
        { ip: nextIp(), lang },
      );
      expect(res.statusCode, clear).toBe(400);
      expect(res.json(), clear).toMatchObject({ success: false, code: 4000, data: { fields: { password: msg } } });
      expect(res.headers['set-cookie'], clear).toBeUndefined();
    }
    const ok = await post(
      t.app,
      'account/signup',
      { ...body, password: await transport('Kiwi-2026') },
      { ip: nextIp() },
    );
    expect(ok.json()).toMatchObject({ success: true });
  });

  it('reset: 4000 on the password field before the code is looked at', async () => {
    const user = await userWithPassword(t.database, 'Secret123!', { email: nextEmail() });
    const res = await post(
      t.app,
      'account/forgetPassword',
      { type: 'email', target: user.email!, code: '123456', password: await transport('12345678') },
      { ip: nextIp(), lang: 'zh' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 4000, data: { fields: { password: ZH } } });
    const empty = await post(
      t.app,
      'account/forgetPassword',
      { type: 'email', target: user.email!, code: '123456', password: await transport('') },
      { ip: nextIp() },
    );
    expect(empty.json()).toMatchObject({ code: 4000, data: { fields: { password: EN } } });
  });

  it('password change: 4000 on the new password, the old one still works', async () => {
    const user = await userWithPassword(t.database, 'Secret123!', { email: nextEmail() });
    const signin = await post(
      t.app,
      'account/signinByEmail',
      { email: user.email!, password: await transport('Secret123!') },
      { ip: nextIp() },
    );
    const mine = sessionCookieOf(signin);
    const res = await post(
      t.app,
      'account/modifyPwd',
      { oldPassword: await transport('Secret123!'), password: await transport('password') },
      { ip: nextIp(), cookie: mine },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 4000, data: { fields: { password: EN } } });
    const again = await post(
      t.app,
      'account/signinByEmail',
      { email: user.email!, password: await transport('Secret123!') },
      { ip: nextIp() },
    );
    expect(again.json()).toMatchObject({ success: true });
  });
});
