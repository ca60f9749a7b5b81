import { wechatBindings, wechatScenes } from '@jobbridge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CHANNEL } from '../../live/hub';
import { WX_LOGIN_LIMITS } from '../../providers';
import { type FakeWechat, startFakeWechat } from '../../providers/wechat/fake-wechat';
import { pushSignature } from '../../providers/wechat/push';
import { buildSignedPush, randomOpenid } from '../../providers/wechat/simulator';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { post } from '../account/test-kit';

const APP = { appId: 'wx00998877665544', appSecret: 'accounts-wechat-secret' };
const TOKEN = 'pushTokenForTests42';

let t: TestApp;
let fake: FakeWechat;
/** Live messages published to users, as the hub sends them. */
const published: { user_id: number; payload: unknown }[] = [];

beforeAll(async () => {
  fake = await startFakeWechat(APP);
  t = await createTestApp({
    env: {
      WECHAT_APP_ID: APP.appId,
      WECHAT_APP_SECRET: APP.appSecret,
      WECHAT_TOKEN: TOKEN,
      WECHAT_API_BASE: fake.url,
    },
  });
  await t.bus.subscribe(USER_CHANNEL, (message) => {
    published.push(message as { user_id: number; payload: unknown });
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** Delivers a signed push to the route exactly as WeChat does. */
function deliver(push: { query: Record<string, string>; xml: string }, app = t) {
  return app.app.inject({
    method: 'POST',
    url: `/api/wechat/push?${new URLSearchParams(push.query)}`,
    headers: { 'content-type': 'text/xml' },
    payload: push.xml,
  });
}

/** What WeChat pushes when `openid` scans the QR code made for this scene. */
function scanOf(scene: string, openid: string, event: 'subscribe' | 'SCAN' = 'subscribe') {
  return buildSignedPush({ token: TOKEN, openid, scene, event });
}

describe('scan-to-bind through the fake WeChat API and signed pushes', () => {
  it('binds end to end: QR code, scan push, polling, live message, wxUser', async () => {
    const me = await signedInUser(t.database);
    const qr = await post(t.app, 'wechat/wxQrcode', {}, { cookie: me.cookie });
    expect(qr.statusCode).toBe(200);
    const { scene, url, imageUrl, expires_in } = qr.json().data;
    expect(scene).toMatch(/^bind_[0-9a-f]{32}$/);
    expect(url).toMatch(/^http:\/\/weixin\.qq\.com\/q\//);
    expect(imageUrl).toContain('showqrcode?ticket=');
    expect(expires_in).toBe(300);
    // The fake made the QR code for this very scene.
    const ticket = decodeURIComponent(imageUrl.split('ticket=')[1]);
    expect(fake.sceneOfTicket(ticket)).toBe(scene);

    expect((await post(t.app, 'wechat/checkWxBind', { scene }, { cookie: me.cookie })).json().data).toEqual({
      status: 'waiting',
    });
    const openid = randomOpenid();
    const pushed = await deliver(scanOf(scene, openid));
    expect(pushed.statusCode).toBe(200);
    expect(pushed.headers['content-type']).toMatch(/^text\/plain/);
    expect(pushed.body).toBe('success');

    expect((await post(t.app, 'wechat/checkWxBind', { scene }, { cookie: me.cookie })).json().data).toEqual({
      status: 'bound',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(published).toContainEqual({ user_id: me.user.user_id, payload: { type: 'wechat_bound' } });
    const wx = (await post(t.app, 'wechat/wxUser', {}, { cookie: me.cookie })).json().data;
    expect(wx).toMatchObject({ bound: true, nickname: null });
    expect(Date.parse(wx.bound_at)).toBeGreaterThan(0);
    // bindUser on the bound scene answers the user info.
    const bind = await post(t.app, 'account/bindUser', { scene }, { cookie: me.cookie });
    expect(bind.json()).toMatchObject({ success: true, data: { user_id: me.user.user_id } });

    // A second QR code: already bound.
    expect((await post(t.app, 'wechat/wxQrcode', {}, { cookie: me.cookie })).json().code).toBe(4009);
    // Unbind.
    expect((await post(t.app, 'wechat/delWxUser', {}, { cookie: me.cookie })).json()).toEqual({
      success: true,
      data: null,
    });
    expect((await post(t.app, 'wechat/wxUser', {}, { cookie: me.cookie })).json().data).toEqual({
      bound: false,
      nickname: null,
      bound_at: null,
    });
  });

  it('processes a push delivered twice only once (WeChat retries)', async () => {
    const me = await signedInUser(t.database);
    const { scene } = (await post(t.app, 'wechat/wxQrcode', {}, { cookie: me.cookie })).json().data;
    const push = scanOf(scene, randomOpenid(), 'SCAN');
    const before = published.length;
    expect((await deliver(push)).body).toBe('success');
    expect((await deliver(push)).body).toBe('success');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(published.slice(before).filter((m) => m.user_id === me.user.user_id)).toHaveLength(1);
  });

  it('refuses a push with a bad signature (403) and changes nothing', async () => {
    const me = await signedInUser(t.database);
    const { scene } = (await post(t.app, 'wechat/wxQrcode', {}, { cookie: me.cookie })).json().data;
    const forged = buildSignedPush({ token: 'notOurToken', openid: randomOpenid(), scene, event: 'SCAN' });
    const res = await deliver(forged);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(4003);
    expect((await post(t.app, 'wechat/checkWxBind', { scene }, { cookie: me.cookie })).json().data.status).toBe(
      'waiting',
    );
    // A body that is not WeChat XML is refused too.
    const garbage = buildSignedPush({ token: TOKEN, openid: randomOpenid(), scene, event: 'SCAN' });
    expect((await deliver({ ...garbage, xml: '<!DOCTYPE x [<!ENTITY a "b">]><xml/>' })).statusCode).toBe(400);
  });

  it('fails the scene when the WeChat account is bound to someone else', async () => {
    const first = await signedInUser(t.database);
    const second = await signedInUser(t.database);
    const openid = randomOpenid();
    const a = (await post(t.app, 'wechat/wxQrcode', {}, { cookie: first.cookie })).json().data.scene;
    await deliver(scanOf(a, openid));
    const b = (await post(t.app, 'wechat/wxQrcode', {}, { cookie: second.cookie })).json().data.scene;
    await deliver(scanOf(b, openid, 'SCAN'));
    expect((await post(t.app, 'wechat/checkWxBind', { scene: b }, { cookie: second.cookie })).json().data.status).toBe(
      'failed',
    );
    const bind = await post(t.app, 'account/bindUser', { scene: b }, { cookie: second.cookie });
    expect(bind.statusCode).toBe(409);
    expect(bind.json()).toMatchObject({ code: 4009, msg: 'This WeChat account is already bound to another user.' });
  });

  it("keeps users to their own scenes: another user's scene is 4004 everywhere", async () => {
    const owner = await signedInUser(t.database);
    const intruder = await signedInUser(t.database);
    const { scene } = (await post(t.app, 'wechat/wxQrcode', {}, { cookie: owner.cookie })).json().data;
    const poll = await post(t.app, 'wechat/checkWxBind', { scene }, { cookie: intruder.cookie });
    expect(poll.statusCode).toBe(404);
    expect((await post(t.app, 'account/bindUser', { scene }, { cookie: intruder.cookie })).statusCode).toBe(404);
    // delUserTmp on someone else's scene does nothing.
    expect((await post(t.app, 'account/delUserTmp', { scene }, { cookie: intruder.cookie })).json()).toEqual({
      success: true,
      data: null,
    });
    expect((await post(t.app, 'wechat/checkWxBind', { scene }, { cookie: owner.cookie })).json().data.status).toBe(
      'waiting',
    );
    // A waiting scene cannot be bound before it is scanned.
    expect((await post(t.app, 'account/bindUser', { scene }, { cookie: owner.cookie })).statusCode).toBe(404);
    // The owner cancels it.
    await post(t.app, 'account/delUserTmp', { scene }, { cookie: owner.cookie });
    expect((await post(t.app, 'wechat/checkWxBind', { scene }, { cookie: owner.cookie })).json().data.status).toBe(
      'expired',
    );
    for (const path of ['wechat/wxQrcode', 'wechat/wxUser', 'wechat/delWxUser']) {
      expect((await post(t.app, path)).statusCode, path).toBe(401);
    }
    expect((await post(t.app, 'account/bindUser', { scene })).statusCode).toBe(401);
    // Without a session a bind scene is nobody's business: unknown, and cancelling it does nothing.
    expect((await post(t.app, 'wechat/checkWxBind', { scene })).statusCode).toBe(404);
    expect((await post(t.app, 'account/delUserTmp', { scene })).statusCode).toBe(200);
  });

  it('signs in a visitor whose WeChat account is bound, once per scene', async () => {
    const owner = await signedInUser(t.database);
    const openid = randomOpenid();
    await t.database.db.insert(wechatBindings).values({ openid, user_id: owner.user.user_id });
    const qr = await post(t.app, 'wechat/wxQrcode', { purpose: 'login' });
    expect(qr.statusCode).toBe(200);
    const { scene, imageUrl } = qr.json().data;
    expect(scene).toMatch(/^login_[0-9a-f]{32}$/);
    expect(fake.sceneOfTicket(decodeURIComponent(imageUrl.split('ticket=')[1]))).toBe(scene);
    const status = async () => (await post(t.app, 'wechat/checkWxBind', { scene })).json().data.status;
    expect(await status()).toBe('waiting');
    // Nothing to take before the scan.
    expect((await post(t.app, 'wechat/wxLogin', { scene })).statusCode).toBe(404);

    const before = published.length;
    expect((await deliver(scanOf(scene, openid, 'SCAN'))).body).toBe('success');
    expect(await status()).toBe('bound');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(published.slice(before), 'a sign-in scan binds nothing').toEqual([]);

    const login = await post(t.app, 'wechat/wxLogin', { scene });
    expect(login.json()).toMatchObject({ success: true, data: { user_id: owner.user.user_id } });
    const cookie = String(login.headers['set-cookie']).match(/cit=[^;]+/)?.[0];
    expect(cookie).toBeTruthy();
    const me = await post(t.app, 'account/signinByToken', {}, { cookie });
    expect(me.json().data.user_id).toBe(owner.user.user_id);
    // The scene is used up: a second exchange (a replay) gets nothing.
    expect((await post(t.app, 'wechat/wxLogin', { scene })).statusCode).toBe(404);
    expect(await status()).toBe('expired');
  });

  it('sends an unbound WeChat account to bind: scanned, then bindUser, then it signs in', async () => {
    const openid = randomOpenid();
    const first = (await post(t.app, 'wechat/wxQrcode', { purpose: 'login' })).json().data.scene;
    await deliver(scanOf(first, openid));
    // Delivered again (WeChat retries): still scanned.
    await deliver(scanOf(first, openid));
    expect((await post(t.app, 'wechat/checkWxBind', { scene: first })).json().data.status).toBe('scanned');
    expect((await post(t.app, 'wechat/wxLogin', { scene: first })).statusCode).toBe(404);

    // The visitor signs in another way, then binds the scanned account.
    const me = await signedInUser(t.database);
    const bound = await post(t.app, 'account/bindUser', { scene: first }, { cookie: me.cookie });
    expect(bound.json()).toMatchObject({ success: true, data: { user_id: me.user.user_id } });
    const [binding] = await t.database.db.select().from(wechatBindings).where(eq(wechatBindings.openid, openid));
    expect(binding.user_id).toBe(me.user.user_id);
    // Binding used the scene up: it cannot also be exchanged for a session.
    expect((await post(t.app, 'wechat/wxLogin', { scene: first })).statusCode).toBe(404);

    // Next time, the same WeChat account signs in.
    const second = (await post(t.app, 'wechat/wxQrcode', { purpose: 'login' })).json().data.scene;
    await deliver(scanOf(second, openid, 'SCAN'));
    const login = await post(t.app, 'wechat/wxLogin', { scene: second });
    expect(login.json()).toMatchObject({ success: true, data: { user_id: me.user.user_id } });
  });

  it('lets a visitor cancel a sign-in scene, and an expired one signs nobody in', async () => {
    const cancelled = (await post(t.app, 'wechat/wxQrcode', { purpose: 'login' })).json().data.scene;
    expect((await post(t.app, 'account/delUserTmp', { scene: cancelled })).statusCode).toBe(200);
    expect((await post(t.app, 'wechat/checkWxBind', { scene: cancelled })).json().data.status).toBe('expired');

    const owner = await signedInUser(t.database);
    const openid = randomOpenid();
    await t.database.db.insert(wechatBindings).values({ openid, user_id: owner.user.user_id });
    const late = (await post(t.app, 'wechat/wxQrcode', { purpose: 'login' })).json().data.scene;
    await t.database.db
      .update(wechatScenes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(wechatScenes.scene, late));
    await deliver(scanOf(late, openid));
    expect((await post(t.app, 'wechat/checkWxBind', { scene: late })).json().data.status).toBe('expired');
    expect((await post(t.app, 'wechat/wxLogin', { scene: late })).statusCode).toBe(404);
    // A bind scene is never a way in.
    const bindScene = (await post(t.app, 'wechat/wxQrcode', {}, { cookie: owner.cookie })).json();
    expect(bindScene.code, 'already bound').toBe(4009);
    const other = await signedInUser(t.database);
    const scene = (await post(t.app, 'wechat/wxQrcode', {}, { cookie: other.cookie })).json().data.scene;
    await deliver(scanOf(scene, randomOpenid()));
    expect((await post(t.app, 'wechat/wxLogin', { scene })).statusCode).toBe(404);
  });

  it('limits sign-in QR codes and wxLogin to 30 an hour per IP (4029 + Retry-After)', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < WX_LOGIN_LIMITS.qrPerIpHour.max; i++) {
      expect((await post(t.app, 'wechat/wxQrcode', { purpose: 'login' }, { ip })).statusCode, `qr ${i + 1}`).toBe(200);
    }
    const refused = await post(t.app, 'wechat/wxQrcode', { purpose: 'login' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 4029 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Guessing scenes is counted too: wrong ones answer 4004 until the limit, then 4029.
    for (let i = 0; i < WX_LOGIN_LIMITS.signinPerIpHour.max; i++) {
      const guess = await post(t.app, 'wechat/wxLogin', { scene: `login_${i.toString(16).padStart(32, '0')}` }, { ip });
      expect(guess.statusCode, `guess ${i + 1}`).toBe(404);
    }
    expect((await post(t.app, 'wechat/wxLogin', { scene: 'login_0' }, { ip })).statusCode).toBe(429);
    // Another address is not affected.
    expect((await post(t.app, 'wechat/wxQrcode', { purpose: 'login' }, { ip: '198.51.100.78' })).statusCode).toBe(200);
  });

  it('binds a scanned scene waiting for its user with account/bindUser', async () => {
    const me = await signedInUser(t.database);
    const scene = `bind_${Date.now().toString(16)}manual`;
    const openid = randomOpenid();
    await t.database.db.insert(wechatScenes).values({
      scene,
      purpose: 'login',
      user_id: null,
      status: 'scanned',
      openid,
      expires_at: new Date(Date.now() + 60_000),
    });
    const res = await post(t.app, 'account/bindUser', { scene }, { cookie: me.cookie });
    expect(res.json()).toMatchObject({ success: true, data: { user_id: me.user.user_id } });
    const [binding] = await t.database.db.select().from(wechatBindings).where(eq(wechatBindings.openid, openid));
    expect(binding.user_id).toBe(me.user.user_id);
    expect((await post(t.app, 'account/bindUser', { scene: 'bind_unknown' }, { cookie: me.cookie })).statusCode).toBe(
      404,
    );
  });

  it("answers WeChat's URL check with echostr only when signed", async () => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = '12345';
    const signature = pushSignature(TOKEN, timestamp, nonce);
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/wechat/push?${new URLSearchParams({ signature, timestamp, nonce, echostr: 'echo-me-123' })}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('echo-me-123');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/wechat/push?${new URLSearchParams({ signature: 'x'.repeat(40), timestamp, nonce, echostr: 'e' })}`,
    });
    expect(bad.statusCode).toBe(403);
    const stale = String(Math.floor(Date.now() / 1000) - 3600);
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/wechat/push?${new URLSearchParams({
        signature: pushSignature(TOKEN, stale, nonce),
        timestamp: stale,
        nonce,
        echostr: 'e',
      })}`,
    });
    expect(old.statusCode).toBe(403);
  });
});

describe('scan-to-bind with the development simulator (no WECHAT_APP_ID)', () => {
  it('gives the scene as the QR content and binds through the simulated push', async () => {
    const dev = await createTestApp({ database: t.database });
    try {
      const me = await signedInUser(t.database);
      const qr = (await post(dev.app, 'wechat/wxQrcode', {}, { cookie: me.cookie })).json().data;
      expect(qr.imageUrl).toBeNull();
      expect(qr.url).toBe(qr.scene);
      const scan = await post(dev.app, 'dev/wechatScan', { scene: qr.scene });
      expect(scan.json()).toMatchObject({ success: true, data: { answer: 'success', status: 'bound' } });
      expect(
        (await post(dev.app, 'wechat/checkWxBind', { scene: qr.scene }, { cookie: me.cookie })).json().data,
      ).toEqual({ status: 'bound' });
    } finally {
      await dev.close();
    }
  });
});
