import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { get, knownCaptcha, nextIp, nextPhone, post, userWithPassword } from '../account/test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('development tools', () => {
  it('list the latest e-mails and SMS with codes in clear, filtered by recipient', async () => {
    const phone = nextPhone();
    await userWithPassword(t.database, 'Secret123!', { phone });
    const captcha = await knownCaptcha(t.database);
    await post(t.app, 'account/sendSmsCode', { phone: `+${phone}`, purpose: 'login', ...captcha }, { ip: nextIp() });
    const email = `Dev-${Date.now()}@Example.test`;
    await post(t.app, 'account/signupcode', { email }, { ip: nextIp() });

    const sms = await get(t.app, `/api/dev/outbox?recipient=${encodeURIComponent(`+${phone}`)}`);
    expect(sms.statusCode).toBe(200);
    const [message] = sms.json().data.list;
    expect(message).toMatchObject({ channel: 'sms', recipient: phone, provider: 'outbox', status: 'stored' });
    expect(message.body_text).toMatch(/\b\d{6}\b/);
    const mail = (await get(t.app, `/api/dev/outbox?recipient=${encodeURIComponent(email)}`)).json().data.list;
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: 'email', recipient: email.toLowerCase() });
    expect(mail[0].subject).toBe('Your JobBridge verification code');
    const all = (await get(t.app, '/api/dev/outbox')).json().data.list;
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all.length).toBeLessThanOrEqual(50);
  });

  it('tell the answer of a recent captcha, which then passes the SMS send', async () => {
    const captcha = (await get(t.app, '/api/account/randomImage')).json().data;
    const res = await get(t.app, `/api/dev/captcha?uuid=${captcha.uuid}`);
    expect(res.statusCode).toBe(200);
    const { text } = res.json().data;
    expect(text).toMatch(/^[A-Z0-9]{5}$/);
    const phone = nextPhone();
    await userWithPassword(t.database, 'Secret123!', { phone });
    const sent = await post(
      t.app,
      'account/sendSmsCode',
      { phone, purpose: 'login', uuid: captcha.uuid, verityCode: text },
      { ip: nextIp() },
    );
    expect(sent.json().success).toBe(true);
    const unknown = await get(t.app, '/api/dev/captcha?uuid=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('play a WeChat scan for a scene', async () => {
    const me = await signedInUser(t.database);
    const { scene } = (await post(t.app, 'wechat/wxQrcode', {}, { cookie: me.cookie })).json().data;
    const res = await post(t.app, 'dev/wechatScan', { scene, openid: 'oDevOpenid0000000000000000000' });
    expect(res.json()).toEqual({
      success: true,
      data: { openid: 'oDevOpenid0000000000000000000', answer: 'success', status: 'bound' },
    });
    expect((await post(t.app, 'wechat/wxUser', {}, { cookie: me.cookie })).json().data.bound).toBe(true);
    expect((await post(t.app, 'dev/wechatScan', { scene: 'no such scene!' })).statusCode).toBe(400);
  });

  it('are off (404) unless explicitly enabled: DEV_TOOLS=false, unset, unset in production; on with DEV_TOOLS=true', async () => {
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://127.0.0.1:8460', CODE_SECRET: 'x'.repeat(32) };
    for (const env of [
      { DEV_TOOLS: 'false' },
      { DEV_TOOLS: undefined },
      { DEV_TOOLS: undefined, SMTP_URL: 'smtp://127.0.0.1:2525' },
      { ...production, DEV_TOOLS: undefined },
    ]) {
      const off = await createTestApp({ database: t.database, env });
      try {
        const outbox = await get(off.app, '/api/dev/outbox');
        expect(outbox.statusCode, JSON.stringify(env)).toBe(404);
        expect(outbox.json().code).toBe(4004);
        expect((await post(off.app, 'dev/wechatScan', { scene: 'bind_x' })).statusCode).toBe(404);
        const captcha = (await get(off.app, '/api/account/randomImage')).json().data;
        expect((await get(off.app, `/api/dev/captcha?uuid=${captcha.uuid}`)).statusCode).toBe(404);
      } finally {
        await off.close();
      }
    }
    const on = await createTestApp({
      database: t.database,
      env: { SMTP_URL: 'smtp://127.0.0.1:2525', DEV_TOOLS: 'true' },
    });
    try {
      expect((await get(on.app, '/api/dev/outbox')).statusCode).toBe(200);
    } finally {
      await on.close();
    }
  });
});
