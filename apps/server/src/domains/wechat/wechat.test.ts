import { wechatBindings, wechatEvents, wechatScenes } from '@jobbridge/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../../limits';
import { USER_CHANNEL } from '../../live/hub';
import { newOwnerSecret, ownerHashOf, sceneKeyOf } from '../../providers';
import { DEV_WECHAT_TOKEN } from '../../providers/config';
import { type FakeWechat, startFakeWechat } from '../../providers/wechat/fake-wechat';
import { pushSignature } from '../../providers/wechat/push';
import { buildSignedPush, randomOpenid } from '../../providers/wechat/simulator';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { nextIp, post } from '../account/test-kit';
import { SCENE_KEY_HEADER, SCENE_OWNER_COOKIE } from './scene-owner';

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

/**
 * One browser: its own address and cookie jar (the session, if signed in, and
 * whatever the server sets, such as the WeChat owner cookie).
 */
interface Browser {
  cookies: Map<string, string>;
  post(path: string, body?: Record<string, string>, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

function browser(session?: { cookie: string }, app: () => FastifyInstance = () => t.app): Browser {
  const cookies = new Map<string, string>();
  if (session) {
    const [name, value] = session.cookie.split('=');
    cookies.set(name, value);
  }
  const ip = nextIp();
  return {
    cookies,
    async post(path, body = {}, headers = {}) {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await post(app(), path, body, { ip, cookie: cookie || undefined, headers });
      for (const set of response.cookies) cookies.set(set.name, set.value);
      return response;
    },
  };
}

/** A new sign-in scene asked for by `owner`. */
async function loginScene(owner: Browser): Promise<string> {
  const answer = await owner.post('wechat/wxQrcode', { purpose: 'login' });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.scene;
}

const statusFor = async (who: Browser, scene: string) => {
  const answer = (await who.post('wechat/checkWxBind', { scene })).json();
  return answer.success ? answer.data.status : answer.code;
};

/** What WeChat pushes when `openid` scans the QR code made for this scene. */
function scanOf(scene: string, openid: string, event: 'subscribe' | 'SCAN' = 'subscribe') {
  return buildSignedPush({ token: TOKEN, openid, scene, event });
}

describe('scan-to-bind through the fake WeChat API and signed pushes', () => {
  it('binds end to end: QR code, scan push, polling, live message, wxUser', async () => {
    const me = await signedInUser(t.database);
    const mine = browser(me);
    const qr = await mine.post('wechat/wxQrcode');
    expect(qr.statusCode).toBe(200);
    const { scene, url, imageUrl, expires_in, scene_key } = qr.json().data;
    expect(scene).toMatch(/^bind_[0-9a-f]{32}$/);
    expect(url).toMatch(/^http:\/\/weixin\.qq\.com\/q\//);
    expect(imageUrl).toContain('showqrcode?ticket=');
    expect(expires_in).toBe(300);
    expect(scene_key).toMatch(/^[\w-]{43}$/);
    // The browser now holds its owner secret in an HttpOnly, SameSite=Lax cookie that outlives the scene.
    const owner = qr.cookies.find((cookie) => cookie.name === SCENE_OWNER_COOKIE);
    expect(owner).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(owner?.maxAge).toBeGreaterThan(300);
    // The fake made the QR code for this very scene.
    const ticket = decodeURIComponent(imageUrl.split('ticket=')[1]);
    expect(fake.sceneOfTicket(ticket)).toBe(scene);

    expect(await statusFor(mine, scene)).toBe('waiting');
    const openid = randomOpenid();
    fake.setProfile(openid, { nickname: 'Ming 小明', headimgurl: 'http://thirdwx.qlogo.cn/mmopen/ming/132' });
    const pushed = await deliver(scanOf(scene, openid));
    expect(pushed.statusCode).toBe(200);
    expect(pushed.headers['content-type']).toMatch(/^text\/plain/);
    expect(pushed.body).toBe('success');

    expect(await statusFor(mine, scene)).toBe('bound');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(published).toContainEqual({ user_id: me.user.user_id, payload: { type: 'wechat_bound' } });
    // The binding keeps the nickname WeChat gave.
    const wx = (await mine.post('wechat/wxUser')).json().data;
    expect(wx).toMatchObject({ bound: true, nickname: 'Ming 小明' });
    expect(Date.parse(wx.bound_at)).toBeGreaterThan(0);
    // bindUser on the bound scene answers the user info.
    const bind = await mine.post('account/bindUser', { scene });
    expect(bind.json()).toMatchObject({ success: true, data: { user_id: me.user.user_id } });

    // A second QR code: already bound.
    expect((await mine.post('wechat/wxQrcode')).json().code).toBe(4009);
    // Unbind.
    expect((await mine.post('wechat/delWxUser')).json()).toEqual({ success: true, data: null });
    expect((await mine.post('wechat/wxUser')).json().data).toEqual({ bound: false, nickname: null, bound_at: null });
  });

  it('processes a push delivered twice only once (WeChat retries)', async () => {
    const me = await signedInUser(t.database);
    const { scene } = (await browser(me).post('wechat/wxQrcode')).json().data;
    const push = scanOf(scene, randomOpenid(), 'SCAN');
    const before = published.length;
    expect((await deliver(push)).body).toBe('success');
    expect((await deliver(push)).body).toBe('success');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(published.slice(before).filter((m) => m.user_id === me.user.user_id)).toHaveLength(1);
  });

  it('refuses a push with a bad signature (403) and changes nothing', async () => {
    const mine = browser(await signedInUser(t.database));
    const { scene } = (await mine.post('wechat/wxQrcode')).json().data;
    const forged = buildSignedPush({ token: 'notOurToken', openid: randomOpenid(), scene, event: 'SCAN' });
    const res = await deliver(forged);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(4003);
    // Nor is the public development token any good once a real one is configured.
    const defaultSigned = buildSignedPush({ token: DEV_WECHAT_TOKEN, openid: randomOpenid(), scene, event: 'SCAN' });
    expect((await deliver(defaultSigned)).statusCode).toBe(403);
    expect(await statusFor(mine, scene)).toBe('waiting');
    // A body that is not WeChat XML is refused too.
    const garbage = buildSignedPush({ token: TOKEN, openid: randomOpenid(), scene, event: 'SCAN' });
    expect((await deliver({ ...garbage, xml: '<!DOCTYPE x [<!ENTITY a "b">]><xml/>' })).statusCode).toBe(400);
  });

  it('fails the scene when the WeChat account is bound to someone else', async () => {
    const first = browser(await signedInUser(t.database));
    const second = browser(await signedInUser(t.database));
    const openid = randomOpenid();
    const a = (await first.post('wechat/wxQrcode')).json().data.scene;
    await deliver(scanOf(a, openid));
    const b = (await second.post('wechat/wxQrcode')).json().data.scene;
    await deliver(scanOf(b, openid, 'SCAN'));
    expect(await statusFor(second, b)).toBe('failed');
    const bind = await second.post('account/bindUser', { scene: b });
    expect(bind.statusCode).toBe(409);
    expect(bind.json()).toMatchObject({ code: 4009, msg: 'This WeChat account is already bound to another user.' });
  });

  it("keeps users to their own scenes: another user's scene is 4004 everywhere", async () => {
    const owner = browser(await signedInUser(t.database));
    const intruder = browser(await signedInUser(t.database));
    const { scene } = (await owner.post('wechat/wxQrcode')).json().data;
    expect((await intruder.post('wechat/checkWxBind', { scene })).statusCode).toBe(404);
    expect((await intruder.post('wechat/wxScene', { scene })).statusCode).toBe(404);
    expect((await intruder.post('account/bindUser', { scene })).statusCode).toBe(404);
    // delUserTmp on someone else's scene does nothing.
    expect((await intruder.post('account/delUserTmp', { scene })).json()).toEqual({ success: true, data: null });
    expect(await statusFor(owner, scene)).toBe('waiting');
    // A waiting scene cannot be bound before it is scanned.
    expect((await owner.post('account/bindUser', { scene })).statusCode).toBe(404);
    // The owner cancels it.
    await owner.post('account/delUserTmp', { scene });
    expect(await statusFor(owner, scene)).toBe('expired');
    for (const path of ['wechat/wxQrcode', 'wechat/wxUser', 'wechat/delWxUser']) {
      expect((await post(t.app, path)).statusCode, path).toBe(401);
    }
    expect((await post(t.app, 'account/bindUser', { scene })).statusCode).toBe(401);
    // Without a session a bind scene is nobody's business, even in its own browser.
    const signedOut = browser();
    signedOut.cookies.set(SCENE_OWNER_COOKIE, owner.cookies.get(SCENE_OWNER_COOKIE)!);
    expect((await signedOut.post('wechat/checkWxBind', { scene })).statusCode).toBe(404);
    expect((await signedOut.post('account/delUserTmp', { scene })).statusCode).toBe(200);
  });

  it('signs in a visitor whose WeChat account is bound, once per scene', async () => {
    const owner = await signedInUser(t.database);
    const openid = randomOpenid();
    await t.database.db.insert(wechatBindings).values({ openid, user_id: owner.user.user_id });
    const visitor = browser();
    const qr = await visitor.post('wechat/wxQrcode', { purpose: 'login' });
    expect(qr.statusCode).toBe(200);
    const { scene, imageUrl } = qr.json().data;
    expect(scene).toMatch(/^login_[0-9a-f]{32}$/);
    expect(fake.sceneOfTicket(decodeURIComponent(imageUrl.split('ticket=')[1]))).toBe(scene);
    expect(await statusFor(visitor, scene)).toBe('waiting');
    // Nothing to take before the scan.
    expect((await visitor.post('wechat/wxLogin', { scene })).statusCode).toBe(404);

    const before = published.length;
    expect((await deliver(scanOf(scene, openid, 'SCAN'))).body).toBe('success');
    expect(await statusFor(visitor, scene)).toBe('bound');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(published.slice(before), 'a sign-in scan binds nothing').toEqual([]);

    const login = await visitor.post('wechat/wxLogin', { scene });
    expect(login.json()).toMatchObject({ success: true, data: { user_id: owner.user.user_id } });
    const cookie = String(login.headers['set-cookie']).match(/cit=[^;]+/)?.[0];
    expect(cookie).toBeTruthy();
    const me = await post(t.app, 'account/signinByToken', {}, { cookie });
    expect(me.json().data.user_id).toBe(owner.user.user_id);
    // The scene is used up: a second exchange (a replay) gets nothing.
    expect((await visitor.post('wechat/wxLogin', { scene })).statusCode).toBe(404);
    expect(await statusFor(visitor, scene)).toBe('expired');
  });

  it('sends an unbound WeChat account to bind: scanned, confirmed on /bind, then bindUser, then it signs in', async () => {
    const openid = randomOpenid();
    fake.setProfile(openid, { nickname: 'Lin 林', headimgurl: 'https://thirdwx.qlogo.cn/mmopen/lin/132' });
    const mine = browser();
    const first = await loginScene(mine);
    const before = Date.now();
    await deliver(scanOf(first, openid));
    // Delivered again (WeChat retries): still scanned.
    await deliver(scanOf(first, openid));
    expect(await statusFor(mine, first)).toBe('scanned');
    expect((await mine.post('wechat/wxLogin', { scene: first })).statusCode).toBe(404);
    // What /bind shows to confirm: the WeChat account, as WeChat told it.
    const shown = (await mine.post('wechat/wxScene', { scene: first })).json().data;
    expect(shown).toMatchObject({
      status: 'scanned',
      purpose: 'login',
      scanned_by: {
        nickname: 'Lin 林',
        avatar_url: 'https://thirdwx.qlogo.cn/mmopen/lin/132',
        openid_tail: openid.slice(-6),
      },
    });
    expect(Date.parse(shown.scanned_by.scanned_at)).toBeGreaterThanOrEqual(before - 1000);

    // The visitor signs in another way in the same browser, then binds the scanned account.
    const me = await signedInUser(t.database);
    const [name, value] = me.cookie.split('=');
    mine.cookies.set(name, value);
    const bound = await mine.post('account/bindUser', { scene: first });
    expect(bound.json()).toMatchObject({ success: true, data: { user_id: me.user.user_id } });
    const [binding] = await t.database.db.select().from(wechatBindings).where(eq(wechatBindings.openid, openid));
    expect(binding).toMatchObject({ user_id: me.user.user_id, nickname: 'Lin 林' });
    // Binding used the scene up: it cannot also be exchanged for a session.
    expect((await mine.post('wechat/wxLogin', { scene: first })).statusCode).toBe(404);

    // Next time, the same WeChat account signs in (from any browser: its own scene).
    const elsewhere = browser();
    const second = await loginScene(elsewhere);
    await deliver(scanOf(second, openid, 'SCAN'));
    const login = await elsewhere.post('wechat/wxLogin', { scene: second });
    expect(login.json()).toMatchObject({ success: true, data: { user_id: me.user.user_id } });
  });

  it('names the scanning account by the end of its openid when WeChat gives no nickname or avatar', async () => {
    const openid = randomOpenid();
    fake.setProfile(openid, { nickname: '', headimgurl: '' });
    const mine = browser();
    const scene = await loginScene(mine);
    expect((await mine.post('wechat/wxScene', { scene })).json().data).toEqual({
      status: 'waiting',
      purpose: 'login',
      scanned_by: null,
    });
    await deliver(scanOf(scene, openid));
    const shown = (await mine.post('wechat/wxScene', { scene })).json().data;
    expect(shown.scanned_by).toMatchObject({ nickname: null, avatar_url: null, openid_tail: openid.slice(-6) });
    expect(shown.scanned_by.scanned_at).toEqual(expect.any(String));
  });

  it('lets a visitor cancel a sign-in scene, and an expired one signs nobody in', async () => {
    const visitor = browser();
    const cancelled = await loginScene(visitor);
    expect((await visitor.post('account/delUserTmp', { scene: cancelled })).statusCode).toBe(200);
    expect(await statusFor(visitor, cancelled)).toBe('expired');

    const owner = await signedInUser(t.database);
    const openid = randomOpenid();
    await t.database.db.insert(wechatBindings).values({ openid, user_id: owner.user.user_id });
    const late = await loginScene(visitor);
    await t.database.db
      .update(wechatScenes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(wechatScenes.scene, late));
    await deliver(scanOf(late, openid));
    expect(await statusFor(visitor, late)).toBe('expired');
    expect((await visitor.post('wechat/wxLogin', { scene: late })).statusCode).toBe(404);
    // A bind scene is never a way in.
    const bindScene = (await browser(owner).post('wechat/wxQrcode')).json();
    expect(bindScene.code, 'already bound').toBe(4009);
    const other = browser(await signedInUser(t.database));
    const scene = (await other.post('wechat/wxQrcode')).json().data.scene;
    await deliver(scanOf(scene, randomOpenid()));
    expect((await other.post('wechat/wxLogin', { scene })).statusCode).toBe(404);
  });

  it('limits sign-in QR codes and wxLogin to 30 an hour per IP (4029 + Retry-After)', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < REQUEST_LIMITS.wxLoginQrcodePerIp.max; i++) {
      expect((await post(t.app, 'wechat/wxQrcode', { purpose: 'login' }, { ip })).statusCode, `qr ${i + 1}`).toBe(200);
    }
    const refused = await post(t.app, 'wechat/wxQrcode', { purpose: 'login' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 4029 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Guessing scenes is counted too: wrong ones answer 4004 until the limit, then 4029.
    for (let i = 0; i < REQUEST_LIMITS.wxLoginPerIp.max; i++) {
      const guess = await post(t.app, 'wechat/wxLogin', { scene: `login_${i.toString(16).padStart(32, '0')}` }, { ip });
      expect(guess.statusCode, `guess ${i + 1}`).toBe(404);
    }
    expect((await post(t.app, 'wechat/wxLogin', { scene: 'login_0' }, { ip })).statusCode).toBe(429);
    // Another address is not affected.
    expect((await post(t.app, 'wechat/wxQrcode', { purpose: 'login' }, { ip: '198.51.100.78' })).statusCode).toBe(200);
  });

  it('binds a scanned scene waiting for its user with account/bindUser', async () => {
    const me = await signedInUser(t.database);
    const mine = browser(me);
    const secret = newOwnerSecret();
    mine.cookies.set(SCENE_OWNER_COOKIE, secret);
    const scene = `bind_${Date.now().toString(16)}manual`;
    const openid = randomOpenid();
    await t.database.db.insert(wechatScenes).values({
      scene,
      purpose: 'login',
      user_id: null,
      status: 'scanned',
      openid,
      expires_at: new Date(Date.now() + 60_000),
      owner_hash: ownerHashOf(sceneKeyOf(secret, scene)),
    });
    const res = await mine.post('account/bindUser', { scene });
    expect(res.json()).toMatchObject({ success: true, data: { user_id: me.user.user_id } });
    const [binding] = await t.database.db.select().from(wechatBindings).where(eq(wechatBindings.openid, openid));
    expect(binding.user_id).toBe(me.user.user_id);
    expect((await mine.post('account/bindUser', { scene: 'bind_unknown' })).statusCode).toBe(404);
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

describe('a scene belongs to the browser that asked for it', () => {
  /** The attack: a sign-in scene the attacker made and scanned with their own, unbound WeChat account. */
  async function attackerScene() {
    const attacker = browser();
    const attackerOpenid = randomOpenid();
    const scene = await loginScene(attacker);
    await deliver(scanOf(scene, attackerOpenid));
    expect(await statusFor(attacker, scene)).toBe('scanned');
    return { attacker, attackerOpenid, scene };
  }

  it("refuses to bind an attacker's scanned sign-in scene to the victim's account, exactly as an unknown scene", async () => {
    const { attacker, attackerOpenid, scene } = await attackerScene();
    const victim = await signedInUser(t.database);
    const victimBrowser = browser(victim);
    // The victim opened a WeChat QR code of their own once: their browser has an owner cookie, just not this scene's.
    await loginScene(victimBrowser);
    expect(victimBrowser.cookies.get(SCENE_OWNER_COOKIE)).toBeTruthy();

    const unknown = await victimBrowser.post('account/bindUser', { scene: 'login_00000000000000000000000000000000' });
    const refused = await victimBrowser.post('account/bindUser', { scene });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(unknown.json());
    expect(refused.json()).toMatchObject({ success: false, code: 4004 });
    // A forged form cannot carry the attacker's scene key in its fields either (the key is read from a header only).
    const attackerKey = (await attacker.post('wechat/wxQrcode', { purpose: 'login' })).json().data.scene_key;
    const forged = await victimBrowser.post('account/bindUser', {
      scene,
      scene_key: attackerKey,
      wx_owner: attackerKey,
    });
    expect(forged.statusCode).toBe(404);
    // The other calls naming the scene know nothing of it either.
    expect((await victimBrowser.post('wechat/checkWxBind', { scene })).statusCode).toBe(404);
    expect((await victimBrowser.post('wechat/wxScene', { scene })).statusCode).toBe(404);

    // Nothing was linked: the victim has no WeChat, the attacker's WeChat account belongs to nobody.
    expect((await victimBrowser.post('wechat/wxUser')).json().data.bound).toBe(false);
    expect(await t.database.db.select().from(wechatBindings).where(eq(wechatBindings.openid, attackerOpenid))).toEqual(
      [],
    );
    expect(await statusFor(attacker, scene)).toBe('scanned');
  });

  it('lets the browser that asked for the scene bind it once signed in', async () => {
    const { attacker: creator, attackerOpenid: openid, scene } = await attackerScene();
    const me = await signedInUser(t.database);
    const [name, value] = me.cookie.split('=');
    creator.cookies.set(name, value);
    expect((await creator.post('wechat/wxScene', { scene })).json().data.scanned_by.openid_tail).toBe(openid.slice(-6));
    expect((await creator.post('account/bindUser', { scene })).json()).toMatchObject({
      success: true,
      data: { user_id: me.user.user_id },
    });
    const [binding] = await t.database.db.select().from(wechatBindings).where(eq(wechatBindings.openid, openid));
    expect(binding.user_id).toBe(me.user.user_id);
  });

  it('answers polling, wxLogin and cancelling of a sign-in scene only to its own browser', async () => {
    const account = await signedInUser(t.database);
    const openid = randomOpenid();
    await t.database.db.insert(wechatBindings).values({ openid, user_id: account.user.user_id });
    const mine = browser();
    const scene = await loginScene(mine);
    const other = browser();
    await loginScene(other);
    // Another browser cannot cancel it.
    expect((await other.post('account/delUserTmp', { scene })).statusCode).toBe(200);
    expect(await statusFor(mine, scene)).toBe('waiting');
    await deliver(scanOf(scene, openid, 'SCAN'));
    // Another browser, even one that knows the scene, cannot see it or take its session.
    expect(await statusFor(other, scene)).toBe(4004);
    const stolen = await other.post('wechat/wxLogin', { scene });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.cookies.find((cookie) => cookie.name === 'cit')).toBeUndefined();
    expect(await statusFor(browser(), scene)).toBe(4004);
    // Its own browser still can.
    expect(await statusFor(mine, scene)).toBe('bound');
    expect((await mine.post('wechat/wxLogin', { scene })).json()).toMatchObject({
      success: true,
      data: { user_id: account.user.user_id },
    });
  });

  it('lets a client without cookies prove the scene with the wx-scene-key header it was given', async () => {
    const me = await signedInUser(t.database);
    const token = { token: me.token };
    const qr = (await post(t.app, 'wechat/wxQrcode', { purpose: 'login' }, { ip: nextIp() })).json().data;
    const keyed = { ...token, [SCENE_KEY_HEADER]: qr.scene_key };
    const openid = randomOpenid();
    await deliver(scanOf(qr.scene, openid));
    const call = (path: string, headers: Record<string, string>) =>
      post(t.app, path, { scene: qr.scene }, { ip: nextIp(), headers });
    expect((await call('wechat/checkWxBind', token)).statusCode).toBe(404);
    expect((await call('account/bindUser', token)).statusCode).toBe(404);
    // Another scene's key is no proof.
    const otherKey = (await post(t.app, 'wechat/wxQrcode', { purpose: 'login' }, { ip: nextIp() })).json().data
      .scene_key;
    expect((await call('account/bindUser', { ...token, [SCENE_KEY_HEADER]: otherKey })).statusCode).toBe(404);
    expect((await call('wechat/checkWxBind', keyed)).json().data.status).toBe('scanned');
    expect((await call('account/bindUser', keyed)).json()).toMatchObject({
      success: true,
      data: { user_id: me.user.user_id },
    });
  });
});

describe('scan-to-bind with the development simulator (no WECHAT_APP_ID)', () => {
  it('gives the scene as the QR content and binds through the simulated push', async () => {
    const dev = await createTestApp({ database: t.database, env: { DEV_TOOLS: 'true' } });
    try {
      const mine = browser(await signedInUser(t.database), () => dev.app);
      const qr = (await mine.post('wechat/wxQrcode')).json().data;
      expect(qr.imageUrl).toBeNull();
      expect(qr.url).toBe(qr.scene);
      const scan = await post(dev.app, 'dev/wechatScan', { scene: qr.scene });
      expect(scan.json()).toMatchObject({ success: true, data: { answer: 'success', status: 'bound' } });
      expect((await mine.post('wechat/checkWxBind', { scene: qr.scene })).json().data).toEqual({ status: 'bound' });
      // The simulator gives its account a nickname and an avatar, as WeChat's user info would.
      expect((await mine.post('wechat/wxUser')).json().data.nickname).toBe(
        `Dev WeChat ${scan.json().data.openid.slice(-4)}`,
      );

      const visitor = browser(undefined, () => dev.app);
      const scene = (await visitor.post('wechat/wxQrcode', { purpose: 'login' })).json().data.scene;
      const named = await post(dev.app, 'dev/wechatScan', { scene, nickname: 'Simulated 模拟' });
      expect(named.json().data.status).toBe('scanned');
      expect((await visitor.post('wechat/wxScene', { scene })).json().data.scanned_by).toMatchObject({
        nickname: 'Simulated 模拟',
        avatar_url: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      });
    } finally {
      await dev.close();
    }
  });

  it('accepts no push at all, not even one signed with the default token, when the development tools are off', async () => {
    const closed = await createTestApp({ database: t.database, env: { DEV_TOOLS: 'false' } });
    try {
      expect(closed.app.providers.wechat.simulated).toBe(true);
      const visitor = browser(undefined, () => closed.app);
      const scene = (await visitor.post('wechat/wxQrcode', { purpose: 'login' })).json().data.scene;
      const eventsBefore = (await t.database.db.select().from(wechatEvents)).length;
      for (const event of ['subscribe', 'SCAN'] as const) {
        const push = buildSignedPush({ token: DEV_WECHAT_TOKEN, openid: randomOpenid(), scene, event });
        const answer = await deliver(push, { app: closed.app } as TestApp);
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({ success: false, code: 4003 });
      }
      // Nothing changed: the scene still waits, no event was recorded.
      expect(await statusFor(visitor, scene)).toBe('waiting');
      const [row] = await t.database.db.select().from(wechatScenes).where(eq(wechatScenes.scene, scene));
      expect(row).toMatchObject({ status: 'waiting', openid: null });
      expect((await t.database.db.select().from(wechatEvents)).length).toBe(eventsBefore);
      // The URL check is refused too, and the simulator is not there.
      const timestamp = String(Math.floor(Date.now() / 1000));
      const handshake = await closed.app.inject({
        method: 'GET',
        url: `/api/wechat/push?${new URLSearchParams({
          signature: pushSignature(DEV_WECHAT_TOKEN, timestamp, '1'),
          timestamp,
          nonce: '1',
          echostr: 'e',
        })}`,
      });
      expect(handshake.statusCode).toBe(403);
      expect((await post(closed.app, 'dev/wechatScan', { scene })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
