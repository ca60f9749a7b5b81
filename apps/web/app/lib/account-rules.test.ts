import {
  checkPasswordPolicy,
  type Envelope,
  isEmailAddress,
  passwordRules,
  USER_COOKIE_MAX_AGE_MS,
} from '@jobbridge/shared';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { avatarProblem } from '../api/upload';
import { qrPath } from '../components/wechat/QrCode';
import { AGREEMENT, agreementText } from '../content/agreement';
import type { TFunction } from '../i18n/translator';
import { failureDataText, failureText, fieldErrors } from './api-message';
import { aboutOptions, basicInfoOptions, birthDateProblem } from './basic-info';
import { matchCallingCodes } from './calling-codes';
import { completeLogin, type LoginEffects } from './complete-login';
import { canSendCode, countdownEnd, secondsLeft } from './countdown';
import { codesIn, linksIn } from './dev-tools';
import { type InviteApi, inviteWarning, isInvited, runInviteFlow } from './invite';
import { newPasswordProblem } from './password-rules';
import { isValidPhone, maskPhone, normalizeNational, phoneProblem, splitPhone } from './phone';
import { postLoginTarget } from './redirect';
import { parseStoredUser, serializeStoredUser, toStoredUser, USER_COOKIE_MAX_AGE_S } from './user-cookie';
import { effectiveWxStatus, isFinalWxStatus } from './wx-bind';

const ok = <T>(data: T, extra: Partial<Envelope<T>> = {}): Envelope<T> =>
  ({ success: true, data, ...extra }) as Envelope<T>;
const fail = (code: number, msg = '', data: unknown = null): Envelope<never> => ({ success: false, code, msg, data });

describe('phone rule', () => {
  it('takes 11 digits starting with 1 for +86', () => {
    expect(isValidPhone('+86', '13800138000')).toBe(true);
    expect(isValidPhone('86', '138 0013 8000')).toBe(true);
    expect(isValidPhone('+86', '1380013800')).toBe(false);
    expect(isValidPhone('+86', '23800138000')).toBe(false);
    expect(isValidPhone('+86', '138001380001')).toBe(false);
    expect(isValidPhone('+86', '1380013800a')).toBe(false);
  });
  it('takes 5 to 15 digits elsewhere', () => {
    expect(isValidPhone('+1', '4155552671')).toBe(true);
    expect(isValidPhone('+852', '5123 4567')).toBe(true);
    expect(isValidPhone('+44', '(020) 7946-0958')).toBe(true);
    expect(isValidPhone('+1', '1234')).toBe(false);
    expect(isValidPhone('+1', '1234567890123456')).toBe(false);
    expect(isValidPhone('', '4155552671')).toBe(false);
  });
  it('names the first problem', () => {
    expect(phoneProblem('+86', ' ')).toBe('required');
    expect(phoneProblem('+', '13800138000')).toBe('callingCode');
    expect(phoneProblem('+86', '12345')).toBe('invalid');
    expect(phoneProblem('+86', '13800138000')).toBeNull();
    expect(normalizeNational(' 138-0013.8000 ')).toBe('13800138000');
  });
  it('splits and masks stored phones', () => {
    expect(splitPhone('8613800138000', ['1', '86', '852'])).toEqual({ callingCode: '+86', national: '13800138000' });
    expect(splitPhone('85251234567', ['1', '86', '852'])).toEqual({ callingCode: '+852', national: '51234567' });
    expect(maskPhone('8613800138000')).toBe('+86 138****8000');
    expect(maskPhone(null)).toBe('');
  });
});

describe('country code search', () => {
  const codes = [
    { calling_code: '86', country: 'China', flag: '', country_code: 'CN' },
    { calling_code: '852', country: 'Hong Kong', flag: '', country_code: 'HK' },
    { calling_code: '1', country: 'United States', flag: '', country_code: 'US' },
    { calling_code: '44', country: 'United Kingdom', flag: '', country_code: 'GB' },
  ];
  it('matches by prefix and ignores a leading +', () => {
    expect(matchCallingCodes(codes, '+85').map((c) => c.country)).toEqual(['Hong Kong']);
    expect(matchCallingCodes(codes, '8').map((c) => c.country)).toEqual(['China', 'Hong Kong']);
    expect(matchCallingCodes(codes, '+').length).toBe(4);
    expect(matchCallingCodes(codes, '9')).toEqual([]);
  });
});

describe('countdown', () => {
  it('counts whole seconds down to zero', () => {
    const end = countdownEnd(60, 1_000);
    expect(secondsLeft(end, 1_000)).toBe(60);
    expect(secondsLeft(end, 1_001)).toBe(60);
    expect(secondsLeft(end, 2_000)).toBe(59);
    expect(secondsLeft(end, 60_500)).toBe(1);
    expect(secondsLeft(end, 61_000)).toBe(0);
    expect(secondsLeft(end, 99_000)).toBe(0);
    expect(secondsLeft(null, 5)).toBe(0);
  });
  it('enables Send only with every input filled and no countdown', () => {
    expect(canSendCode(['13800138000', 'ab12'], 0)).toBe(true);
    expect(canSendCode(['13800138000', ' '], 0)).toBe(false);
    expect(canSendCode(['', 'ab12'], 0)).toBe(false);
    expect(canSendCode(['13800138000', 'ab12'], 12)).toBe(false);
    expect(canSendCode(['13800138000', 'ab12'], 0, true)).toBe(false);
  });
});

describe('redirect after sign-in', () => {
  it('opens the HR system only for /employer with a company', () => {
    expect(postLoginTarget('/employer', true)).toEqual({ kind: 'hrsystem' });
    expect(postLoginTarget('/employer', false)).toEqual({ kind: 'navigate', to: '/employer' });
    expect(postLoginTarget('/setting', true)).toEqual({ kind: 'navigate', to: '/setting' });
    expect(postLoginTarget(null, false)).toEqual({ kind: 'navigate', to: '/' });
    expect(postLoginTarget('https://evil.example/', false)).toEqual({ kind: 'navigate', to: '/' });
  });
});

describe('invite flow', () => {
  type Answer<K extends keyof InviteApi> = Awaited<ReturnType<InviteApi[K]>>;
  const INVITED = { invited: true as const, code: 'FRIEND1', used_at: '2026-11-20T10:00:00.000Z' };
  const api = (apply: Answer<'applyInviteCode'>, check: Answer<'getCheckUser'>) => {
    const calls: string[] = [];
    const client: InviteApi = {
      applyInviteCode: vi.fn(async (userId: number, code: string) => {
        calls.push(`apply ${userId} ${code}`);
        return apply;
      }),
      getCheckUser: vi.fn(async (userId: number) => {
        calls.push(`check ${userId}`);
        return check;
      }),
    };
    return { client, calls };
  };
  const base = { userId: 7, newerSiteUrl: 'https://new.example/', fallbackWarning: 'fallback' };

  it('does nothing without a stored code', async () => {
    const { client, calls } = api(ok({ applied: true }), ok(INVITED, { code: 0 }));
    expect(await runInviteFlow({ ...base, api: client, code: '' })).toEqual({ kind: 'none' });
    expect(await runInviteFlow({ ...base, api: client, code: null })).toEqual({ kind: 'none' });
    expect(calls).toEqual([]);
  });
  it('applies, checks, and sends an invited user to the newer site', async () => {
    const { client, calls } = api(ok({ applied: true }), ok(INVITED, { code: 0 }));
    expect(await runInviteFlow({ ...base, api: client, code: 'INV42' })).toEqual({
      kind: 'applied',
      newerSite: 'https://new.example/',
    });
    expect(calls).toEqual(['apply 7 INV42', 'check 7']);
  });
  it('stays here when the check fails or no newer site is set', async () => {
    const notInvited = api(ok({ applied: true }), fail(4004, 'no'));
    expect(await runInviteFlow({ ...base, api: notInvited.client, code: 'A' })).toEqual({
      kind: 'applied',
      newerSite: null,
    });
    const noSite = api(ok({ applied: true }), ok(INVITED, { code: 0 }));
    expect(await runInviteFlow({ ...base, newerSiteUrl: null, api: noSite.client, code: 'A' })).toEqual({
      kind: 'applied',
      newerSite: null,
    });
    const badSite = api(ok({ applied: true }), ok(INVITED, { code: 0 }));
    expect(
      await runInviteFlow({ ...base, newerSiteUrl: 'javascript:alert(1)', api: badSite.client, code: 'A' }),
    ).toEqual({ kind: 'applied', newerSite: null });
  });
  it('warns with the returned data on failure, and keeps the code on transient failures', async () => {
    const refused = api(fail(4009, 'msg', 'This invite code has been used up'), ok(INVITED));
    expect(await runInviteFlow({ ...base, api: refused.client, code: 'A' })).toEqual({
      kind: 'failed',
      warning: 'This invite code has been used up',
      clear: true,
    });
    expect(refused.calls).toEqual(['apply 7 A']);
    const busy = api(fail(5003, ''), ok(INVITED));
    expect(await runInviteFlow({ ...base, api: busy.client, code: 'A' })).toEqual({
      kind: 'failed',
      warning: 'fallback',
      clear: false,
    });
    expect(inviteWarning(fail(4004, 'Unknown code'), 'x')).toBe('Unknown code');
    expect(isInvited(ok(INVITED, { code: 0 }))).toBe(true);
    expect(isInvited(ok(null))).toBe(true);
    expect(isInvited(fail(4004))).toBe(false);
  });

  /** A signed-in user and the browser effects of finishing the sign-in, recorded in order. */
  const USER = {
    user_id: 7,
    first_name: 'Ada',
    last_name: 'L',
    phone: null,
    email: 'ada@example.com',
    avatar_url: null,
    birth_date: null,
    mandarin: null,
    native_language: null,
    headline_job: null,
    headline_job_zh: null,
    adcode: null,
    nationality: null,
    china_status: null,
    status: 2,
    profile_strength: 10,
    company: null,
  };
  const browser = (
    invite: InviteApi,
    code: string | null,
    newerSiteUrl: string | null,
    window: { popup?: boolean; signInPage?: boolean } = {},
  ) => {
    const did: string[] = [];
    let stored = code;
    const effects: LoginEffects = {
      api: invite,
      storeUser: (user) => did.push(`store ${user.user_id}`),
      storedCode: () => stored,
      clearCode: () => {
        stored = null;
        did.push('clear');
      },
      newerSiteUrl,
      text: { failed: 'failed', applied: 'applied' },
      warn: (text) => did.push(`warn ${text}`),
      notify: (text) => did.push(`notify ${text}`),
      revalidate: async () => {
        did.push('revalidate');
      },
      navigate: (to) => {
        did.push(`navigate ${to}`);
      },
      leaveTo: (url) => did.push(`leave ${url}`),
      openHrSystem: () => {
        did.push(window.popup === false ? 'hrsystem refused' : 'hrsystem opened');
        return window.popup !== false;
      },
      onSignInPage: () => window.signInPage ?? false,
    };
    return { effects, did, code: () => stored };
  };

  it('after sign-in, sends an invited user to NEWER_SITE_URL, the code applied, checked and cleared', async () => {
    const { client, calls } = api(ok({ applied: true }), ok(INVITED, { code: 0 }));
    const { effects, did, code } = browser(client, 'FRIEND1', 'https://new.example/');
    await completeLogin(effects, USER, '/jobs');
    expect(calls).toEqual(['apply 7 FRIEND1', 'check 7']);
    expect(did).toEqual(['store 7', 'clear', 'leave https://new.example/']);
    expect(code()).toBeNull();
  });

  it('stays on the site when NEWER_SITE_URL is not set or the check fails, and follows the redirect', async () => {
    const noSite = api(ok({ applied: true }), ok(INVITED, { code: 0 }));
    const here = browser(noSite.client, 'FRIEND1', null);
    await completeLogin(here.effects, USER, '/jobs');
    expect(here.did).toEqual(['store 7', 'clear', 'notify applied', 'revalidate', 'navigate /jobs']);
    const notInvited = api(ok({ applied: true }), fail(4004, 'no'));
    const unchecked = browser(notInvited.client, 'FRIEND1', 'https://new.example/');
    await completeLogin(unchecked.effects, USER, null);
    expect(unchecked.did).toEqual(['store 7', 'clear', 'notify applied', 'revalidate', 'navigate /']);
  });

  it('opens the HR system for a recruiter who came from Employers, and leaves no sign-in page behind', async () => {
    const none = api(ok({ applied: true }), ok(INVITED, { code: 0 }));
    const recruiter = { ...USER, company: { company_id: 3 } } as unknown as typeof USER;
    const page = browser(none.client, null, null, { signInPage: true });
    await completeLogin(page.effects, recruiter, '/employer');
    expect(page.did).toEqual(['store 7', 'revalidate', 'hrsystem opened', 'navigate /']);
    const dialog = browser(none.client, null, null, { signInPage: false });
    await completeLogin(dialog.effects, recruiter, '/employer');
    expect(dialog.did).toEqual(['store 7', 'revalidate', 'hrsystem opened']);
    const blocked = browser(none.client, null, null, { popup: false, signInPage: true });
    await completeLogin(blocked.effects, recruiter, '/employer');
    expect(blocked.did).toEqual(['store 7', 'revalidate', 'hrsystem refused', 'navigate /hrsystem']);
  });

  it('warns and goes home when the code is refused; without a code it only follows the redirect', async () => {
    const refused = api(fail(4009, 'used up', 'This invite code has been used up.'), ok(INVITED));
    const warned = browser(refused.client, 'FRIEND1', 'https://new.example/');
    await completeLogin(warned.effects, USER, '/jobs');
    expect(warned.did).toEqual([
      'store 7',
      'clear',
      'warn This invite code has been used up.',
      'revalidate',
      'navigate /',
    ]);
    const none = api(ok({ applied: true }), ok(INVITED, { code: 0 }));
    const plain = browser(none.client, null, 'https://new.example/');
    await completeLogin(plain.effects, USER, '/setting');
    expect(none.calls).toEqual([]);
    expect(plain.did).toEqual(['store 7', 'revalidate', 'navigate /setting']);
  });
});

describe('Working in China choices', () => {
  it('lists each city once in the page language and each country once, sorted by name', () => {
    const config = {
      work_location: [
        { value: '110100', city: 'Beijing', province: 'Beijing', country: 'China', lang: 'en' as const },
        { value: '440300', city: 'Shenzhen', province: 'Guangdong', country: 'China', lang: 'en' as const },
      ],
      calling_code: [
        { calling_code: '1', country: 'United States', flag: '', country_code: 'US' },
        { calling_code: '1', country: 'Canada', flag: '', country_code: 'CA' },
        { calling_code: '44', country: 'United Kingdom', flag: '', country_code: 'GB' },
        { calling_code: '44', country: 'United Kingdom', flag: '', country_code: 'GB' },
      ],
    };
    const { cities, countries } = aboutOptions(config, 'en');
    expect(cities).toEqual([
      { value: '110100', label: 'Beijing' },
      { value: '440300', label: 'Shenzhen · Guangdong' },
    ]);
    expect(countries.map((c) => c.value)).toEqual(['CA', 'GB', 'US']);
    expect(aboutOptions(null, 'zh')).toEqual({ cities: [], countries: [] });
  });
});

describe('userinfo cookie', () => {
  const user = {
    user_id: 7,
    first_name: '伟',
    last_name: '李',
    phone: '8613800138000',
    email: 'wei@example.com',
    avatar_url: null,
    birth_date: null,
    mandarin: null,
    native_language: null,
    status: 2,
    company: { company_id: 9, brand_name: 'x', eng_brand_name: 'y' },
  };
  it('keeps display data only (no phone, email or token)', () => {
    const stored = toStoredUser(user);
    expect(stored).toEqual({
      user_id: 7,
      first_name: '伟',
      last_name: '李',
      avatar_url: null,
      status: 2,
      company_id: 9,
    });
    const text = serializeStoredUser(stored);
    expect(text).not.toContain('8613800138000');
    expect(text).not.toContain('example.com');
    expect(parseStoredUser(text)).toEqual(stored);
  });
  it('lasts 30 days and reads garbage as nothing', () => {
    expect(USER_COOKIE_MAX_AGE_S * 1000).toBe(USER_COOKIE_MAX_AGE_MS);
    expect(parseStoredUser('{oops')).toBeNull();
    expect(parseStoredUser('{"first_name":"x"}')).toBeNull();
    expect(parseStoredUser(undefined)).toBeNull();
  });
});

describe('password rules', () => {
  it('agree with the shared policy', () => {
    for (const password of [
      '',
      'abc12',
      'abcdef',
      'abc123',
      'abc 123',
      'abc!@#',
      '123456',
      'a1'.repeat(8),
      'a1'.repeat(9),
    ]) {
      const allMet = passwordRules(password).every((rule) => rule.met);
      expect(allMet, password).toBe(checkPasswordPolicy(password) === null);
    }
  });
  it('checks the confirmation after the policy', () => {
    expect(newPasswordProblem('')).toBe('account.errors.passwordRequired');
    expect(newPasswordProblem('abc')).toBe('password.length');
    expect(newPasswordProblem('kiwi42', 'kiwi43')).toBe('account.errors.passwordMismatch');
    expect(newPasswordProblem('kiwi42', 'kiwi42')).toBeNull();
  });
  it('refuses the most common passwords that pass the policy, whatever their case', () => {
    for (const password of ['abc123', 'Password1', 'P@ssw0rd', 'woaini1314', 'QQ123456', '1qaz2wsx']) {
      expect(checkPasswordPolicy(password), password).toBeNull();
      expect(newPasswordProblem(password, password), password).toBe('password.common');
    }
    // The policy's own messages come first.
    expect(newPasswordProblem('password')).toBe('password.kinds');
    expect(newPasswordProblem('12345678')).toBe('password.kinds');
  });
  it('accepts plausible e-mail addresses', () => {
    expect(isEmailAddress(' wei@example.com ')).toBe(true);
    expect(isEmailAddress('wei@example')).toBe(false);
    expect(isEmailAddress('wei example.com')).toBe(false);
  });
});

describe('failure messages', () => {
  const t = ((key: string, options?: { defaultValue?: string }) =>
    key === 'errors.9999' ? (options?.defaultValue ?? key) : `t:${key}`) as unknown as TFunction;
  it('prefers the override, then the server message, then the catalogue', () => {
    expect(failureText(t, fail(1003, 'server says'), { 1003: 'Incorrect username or password' })).toBe(
      'Incorrect username or password',
    );
    expect(failureText(t, fail(4029, 'Wait 30 s'))).toBe('Wait 30 s');
    expect(failureText(t, fail(5003, ''))).toBe('t:errors.5003');
    expect(failureText(t, ok(1))).toBe('');
  });
  it('shows the data of a failed send when it is text', () => {
    expect(failureDataText(t, fail(5003, 'msg', 'SMS gateway busy'))).toBe('SMS gateway busy');
    expect(failureDataText(t, fail(5003, 'msg', { x: 1 }))).toBe('msg');
  });
  it('reads per-field messages of validation failures', () => {
    expect(fieldErrors(fail(4000, 'bad', { fields: { verityCode: 'Wrong picture code', x: 3 } }))).toEqual({
      verityCode: 'Wrong picture code',
    });
    expect(fieldErrors(fail(1004, 'bad', { fields: { code: 'x' } }))).toEqual({});
  });
});

describe('basic information', () => {
  it('uses config lists when present, else the fallback in the page language', () => {
    const fromConfig = basicInfoOptions(
      { mandarin: [{ value: 'fluent', label: 'Fluent' }], language: [{ value: 'fr', label: 'French' }] },
      'en',
    );
    expect(fromConfig.fromConfig).toBe(true);
    expect(fromConfig.language).toEqual([{ value: 'fr', label: 'French' }]);
    const fallback = basicInfoOptions(null, 'zh');
    expect(fallback.fromConfig).toBe(false);
    expect(fallback.mandarin.find((o) => o.value === 'fluent')?.label).toBe('流利');
    expect(fallback.language.find((o) => o.value === 'fr')?.label).toBe('法语');
  });
  it('checks birth dates', () => {
    const today = new Date('2026-11-21T00:00:00Z');
    expect(birthDateProblem('', today)).toBeNull();
    expect(birthDateProblem('1990-02-28', today)).toBeNull();
    expect(birthDateProblem('1990-02-30', today)).toBe('format');
    expect(birthDateProblem('2027-01-01', today)).toBe('future');
    expect(birthDateProblem('1850-01-01', today)).toBe('tooOld');
  });
  it('checks profile photos before upload', () => {
    expect(avatarProblem({ name: 'me.JPG', size: 100, type: 'image/jpeg' })).toBeNull();
    expect(avatarProblem({ name: 'me.png', size: 2 * 1024 * 1024, type: 'image/png' })).toBeNull();
    expect(avatarProblem({ name: 'me.png', size: 2 * 1024 * 1024 + 1, type: 'image/png' })).toBe('size');
    expect(avatarProblem({ name: 'me.gif', size: 10, type: 'image/gif' })).toBe('type');
    expect(avatarProblem({ name: 'me.png', size: 10, type: 'text/html' })).toBe('type');
  });
});

describe('WeChat binding', () => {
  it('stops polling on bound, expired and failed', () => {
    expect(isFinalWxStatus('waiting')).toBe(false);
    expect(isFinalWxStatus('scanned')).toBe(false);
    expect(isFinalWxStatus('bound')).toBe(true);
    expect(isFinalWxStatus('expired')).toBe(true);
    expect(isFinalWxStatus('failed')).toBe(true);
  });
  it('expires a waiting code locally when its life is over', () => {
    expect(effectiveWxStatus('waiting', 10_000, 9_999)).toBe('waiting');
    expect(effectiveWxStatus('scanned', 10_000, 10_000)).toBe('expired');
    expect(effectiveWxStatus('bound', 10_000, 20_000)).toBe('bound');
  });
  it('draws QR modules as runs', () => {
    expect(
      qrPath([
        [true, true, false],
        [false, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM1 1h2v1h-2z');
  });
});

describe('development outbox', () => {
  it('finds codes and links in messages', () => {
    expect(codesIn('[JobBridge] Your verification code is 048213, valid for 5 minutes.')).toEqual(['048213']);
    expect(codesIn('Order 1234567 and 12345')).toEqual([]);
    expect(linksIn('Open http://127.0.0.1:8490/email/confirm/abc-1 now.')).toEqual([
      'http://127.0.0.1:8490/email/confirm/abc-1',
    ]);
  });
});

describe('accounts client', () => {
  it('maps each call of the contract to its path and body', async () => {
    const calls: unknown[] = [];
    const api = createApiClient(async (call) => {
      calls.push(call);
      return { success: true, data: null };
    });
    await api.sendSmsCode({ phone: '8613800138000', uuid: 'u', verityCode: 'ab12', purpose: 'signup' });
    await api.signupCode({ email: 'a@b.co' });
    await api.signup({ type: 'email', email: 'a@b.co', code: '123456', password: 'h', agree: true });
    await api.forgetPassword({ type: 'phone', target: '8613800138000', code: '1', password: 'h' });
    await api.modifyPhone({ calling_code: '86', phone: '8613800138000', code: '1' });
    await api.applyInviteCode(7, 'INV 42');
    await api.getCheckUser(7);
    await api.devOutbox({ recipient: 'a@b.co' });
    await api.checkWxBind({ scene: 's' });
    expect(calls).toEqual([
      {
        path: '/account/sendSmsCode',
        method: 'POST',
        body: { phone: '8613800138000', uuid: 'u', verityCode: 'ab12', purpose: 'signup' },
      },
      { path: '/account/signupcode', method: 'POST', body: { purpose: 'signup', email: 'a@b.co' } },
      {
        path: '/account/signup',
        method: 'POST',
        body: { type: 'email', email: 'a@b.co', code: '123456', password: 'h', agree: true },
      },
      {
        path: '/account/forgetPassword',
        method: 'POST',
        body: { type: 'phone', target: '8613800138000', code: '1', password: 'h' },
      },
      { path: '/account/modifyPhone', method: 'POST', body: { calling_code: '86', phone: '8613800138000', code: '1' } },
      { path: '/inviteCode/applyInviteCode/7/INV%2042', method: 'POST', body: undefined },
      { path: '/inviteCode/getCheckUser/7', method: 'GET', body: undefined },
      { path: '/dev/outbox', method: 'GET', body: { recipient: 'a@b.co' } },
      { path: '/wechat/checkWxBind', method: 'POST', body: { scene: 's' } },
    ]);
  });
});

describe('user agreement', () => {
  const keys = (value: unknown): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => [key, ...keys(child).map((inner) => `${key}.${inner}`)])
      : [];
  it('has the same parts in both languages, and no English left in the Chinese text', () => {
    expect(keys(AGREEMENT.zh)).toEqual(keys(AGREEMENT.en));
    const values = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(values)
          : [];
    const chinese = values(AGREEMENT.zh)
      .join(' ')
      .replace(/\{\{\s*\w+\s*\}\}/g, '')
      .replace(/JobBridge/g, '');
    expect(chinese.match(/[A-Za-z]{3,}/g) ?? []).toEqual([]);
  });
  it('fills the company and phone from config', () => {
    const text = agreementText('en', { company: 'Acme Ltd', phone: '400-1' });
    expect(text.intro).toContain('operated by Acme Ltd');
    expect(text.contactText).toContain('400-1');
    expect(JSON.stringify(text)).not.toContain('{{');
  });
});
