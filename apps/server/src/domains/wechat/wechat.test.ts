import { wechatBindings, wechatScenes } from '@jobbridge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CHANNEL } from '../../live/hub';
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
    for (const path of ['wechat/checkWxBind', 'account/bindUser', 'account/delUserTmp']) {
      expect((await post(t.app, path, { scene })).statusCode, path).toBe(401);
    }
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
