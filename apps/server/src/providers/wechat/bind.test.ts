import { type Database, wechatBindings, wechatEvents, wechatScenes } from '@jobbridge/db';
import { buildUser, createTestDatabase } from '@jobbridge/db/testing';
import { AppError } from '@jobbridge/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindStatus, getBinding, handleScan, startBind, startLogin, takeLoginScene, unbind } from './bind';
import { DevWechatClient, WechatClient } from './client';
import { type FakeWechat, startFakeWechat } from './fake-wechat';
import { receivePush, type ScanEvent } from './push';
import { newOwnerSecret, ownerProofs } from './scene-key';
import { buildSignedPush, randomOpenid } from './simulator';

const APP = { appId: 'wx00112233445566', appSecret: 'bind-test-secret' };
const TOKEN = 'push-token-for-tests';
/** The owner secret of the browser that asks for the scenes of these tests. */
const SECRET = newOwnerSecret();
/** Access of that browser, signed in as `userId`, to `scene`. */
const mine = (userId: number | null, scene: string) => ({ userId, proofs: ownerProofs(scene, { secret: SECRET }) });

let database: Database;
let fake: FakeWechat;
let client: WechatClient;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeWechat(APP);
  client = new WechatClient({ ...APP, apiBase: fake.url });
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

/** Delivers a push the way the route does: verify, dedupe, bind in one transaction. */
async function deliver(push: { query: Record<string, string>; xml: string }, now?: number) {
  const handled: string[] = [];
  const scan = await receivePush(
    database.db,
    { token: TOKEN, query: push.query, body: push.xml, now: now === undefined ? undefined : () => now },
    async (tx, event: ScanEvent) => {
      handled.push(await handleScan(tx, event));
    },
  );
  return { scan, handled };
}

/** What WeChat does when this user scans the QR code of `ticket`. */
function scanOfTicket(ticket: string, openid: string, event: 'subscribe' | 'SCAN' = 'subscribe') {
  const scene = fake.sceneOfTicket(ticket);
  if (!scene) throw new Error('unknown ticket');
  return buildSignedPush({ token: TOKEN, openid, scene, event, ticket });
}

describe('scan-to-bind through the fake WeChat API and signed pushes', () => {
  it('binds a user who scans as a new follower', async () => {
    const user = await buildUser(database.db);
    const qr = await startBind(database.db, client, user.user_id, SECRET);
    expect(qr.scene).toMatch(/^bind_[0-9a-f]{32}$/);
    expect(qr.imageUrl).toContain('showqrcode?ticket=');
    expect(await bindStatus(database.db, qr.scene, mine(user.user_id, qr.scene))).toBe('waiting');

    const openid = randomOpenid();
    const { scan, handled } = await deliver(scanOfTicket(qr.ticket, openid));
    expect(scan).toEqual({ openid, scene: qr.scene, event: 'subscribe' });
    expect(handled).toEqual(['bound']);
    expect(await bindStatus(database.db, qr.scene, mine(user.user_id, qr.scene))).toBe('bound');
    expect((await getBinding(database.db, user.user_id))?.openid).toBe(openid);
  });

  it('binds a follower (SCAN event) and processes a push delivered twice only once', async () => {
    const user = await buildUser(database.db);
    const qr = await startBind(database.db, client, user.user_id, SECRET);
    const push = scanOfTicket(qr.ticket, randomOpenid(), 'SCAN');
    const first = await deliver(push);
    const second = await deliver(push);
    expect(first.handled).toEqual(['bound']);
    expect(second).toEqual({ scan: null, handled: [] });
    expect(await bindStatus(database.db, qr.scene, mine(user.user_id, qr.scene))).toBe('bound');
  });

  it('refuses a push with a bad signature, and changes nothing', async () => {
    const user = await buildUser(database.db);
    const qr = await startBind(database.db, client, user.user_id, SECRET);
    const forged = buildSignedPush({ token: 'not-our-token', openid: randomOpenid(), scene: qr.scene, event: 'SCAN' });
    const error = await deliver(forged).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 4003, key: 'providers.wechat.badSignature' });
    const tampered = scanOfTicket(qr.ticket, randomOpenid());
    await expect(
      deliver({ ...tampered, query: { ...tampered.query, nonce: `${tampered.query.nonce}1` } }),
    ).rejects.toMatchObject({
      code: 4003,
    });
    expect(await bindStatus(database.db, qr.scene, mine(user.user_id, qr.scene))).toBe('waiting');
  });

  it('refuses a stale push (a replay more than 5 minutes old)', async () => {
    const user = await buildUser(database.db);
    const qr = await startBind(database.db, client, user.user_id, SECRET);
    const old = Math.floor(Date.now() / 1000) - 6 * 60;
    const replay = buildSignedPush({
      token: TOKEN,
      openid: randomOpenid(),
      scene: qr.scene,
      event: 'SCAN',
      createTime: old,
    });
    await expect(deliver(replay)).rejects.toMatchObject({ code: 4003 });
    const future = buildSignedPush({
      token: TOKEN,
      openid: randomOpenid(),
      scene: qr.scene,
      event: 'SCAN',
      timestamp: Math.floor(Date.now() / 1000) + 6 * 60,
    });
    await expect(deliver(future)).rejects.toMatchObject({ code: 4003 });
    expect(await bindStatus(database.db, qr.scene, mine(user.user_id, qr.scene))).toBe('waiting');
  });

  it('fails the scene when the WeChat user is already bound to another account', async () => {
    const alice = await buildUser(database.db);
    const bob = await buildUser(database.db);
    const openid = randomOpenid();
    const qrAlice = await startBind(database.db, client, alice.user_id, SECRET);
    await deliver(scanOfTicket(qrAlice.ticket, openid));
    const qrBob = await startBind(database.db, client, bob.user_id, SECRET);
    const { handled } = await deliver(scanOfTicket(qrBob.ticket, openid, 'SCAN'));
    expect(handled).toEqual(['failed']);
    expect(await bindStatus(database.db, qrBob.scene, mine(bob.user_id, qrBob.scene))).toBe('failed');
    expect((await getBinding(database.db, alice.user_id))?.openid).toBe(openid);
    expect(await getBinding(database.db, bob.user_id)).toBeNull();

    // After Alice unbinds, Bob can bind that WeChat account with a new QR code.
    expect(await unbind(database.db, alice.user_id)).toBe(true);
    expect(await unbind(database.db, alice.user_id)).toBe(false);
    expect(await getBinding(database.db, alice.user_id)).toBeNull();
    const again = await startBind(database.db, client, bob.user_id, SECRET);
    expect((await deliver(scanOfTicket(again.ticket, openid, 'SCAN'))).handled).toEqual(['bound']);
    expect((await getBinding(database.db, bob.user_id))?.openid).toBe(openid);
  });

  it('refuses a new QR code to a user already bound', async () => {
    const user = await buildUser(database.db);
    const qr = await startBind(database.db, client, user.user_id, SECRET);
    await deliver(scanOfTicket(qr.ticket, randomOpenid()));
    await expect(startBind(database.db, client, user.user_id, SECRET)).rejects.toMatchObject({
      code: 4009,
      key: 'providers.wechat.alreadyBound',
    });
  });

  it('expires a scene with its QR code', async () => {
    const user = await buildUser(database.db);
    const start = Date.now();
    const qr = await startBind(database.db, client, user.user_id, SECRET, { expireSeconds: 60, now: () => start });
    expect(qr.expiresAt.getTime()).toBe(start + 60_000);
    expect(await bindStatus(database.db, qr.scene, mine(user.user_id, qr.scene), { now: () => start + 61_000 })).toBe(
      'expired',
    );
    expect(
      await handleScan(database.db, { openid: randomOpenid(), scene: qr.scene }, { now: () => start + 61_000 }),
    ).toBe('expired');
    expect(await getBinding(database.db, user.user_id)).toBeNull();
  });

  it("shows a scene's status only to its own user", async () => {
    const owner = await buildUser(database.db);
    const other = await buildUser(database.db);
    const qr = await startBind(database.db, client, owner.user_id, SECRET);
    expect(await bindStatus(database.db, qr.scene, mine(other.user_id, qr.scene))).toBe('unknown');
    expect(await bindStatus(database.db, 'no-such-scene', mine(owner.user_id, 'no-such-scene'))).toBe('unknown');
    expect(await handleScan(database.db, { openid: randomOpenid(), scene: 'no-such-scene' })).toBe('unknown');
  });

  it('answers a scene only to the requester that asked for it (its secret, or the scene key)', async () => {
    const owner = await buildUser(database.db);
    const qr = await startBind(database.db, client, owner.user_id, SECRET);
    const stranger = { userId: owner.user_id, proofs: ownerProofs(qr.scene, { secret: newOwnerSecret() }) };
    expect(await bindStatus(database.db, qr.scene, stranger)).toBe('unknown');
    expect(await bindStatus(database.db, qr.scene, { userId: owner.user_id, proofs: [] })).toBe('unknown');
    // A client without cookies proves it with the scene key it was given.
    const byKey = { userId: owner.user_id, proofs: ownerProofs(qr.scene, { sceneKey: qr.sceneKey }) };
    expect(await bindStatus(database.db, qr.scene, byKey)).toBe('waiting');
    // The key of one scene proves nothing for another; malformed values prove nothing at all.
    const other = await startLogin(database.db, client, SECRET);
    const otherByWrongKey = { userId: null, proofs: ownerProofs(other.scene, { sceneKey: qr.sceneKey }) };
    expect(await bindStatus(database.db, other.scene, otherByWrongKey)).toBe('unknown');
    expect(ownerProofs(other.scene, { secret: 'short', sceneKey: 'x'.repeat(200) })).toEqual([]);
    expect(await bindStatus(database.db, other.scene, mine(null, other.scene))).toBe('waiting');
    // A scene made before scenes had owners (owner_hash null) is nobody's.
    await database.db.update(wechatScenes).set({ owner_hash: null }).where(eq(wechatScenes.scene, other.scene));
    expect(await bindStatus(database.db, other.scene, mine(null, other.scene))).toBe('unknown');
  });

  it('gives the session of a sign-in scene to its owner only, and records when an unbound account scanned', async () => {
    const user = await buildUser(database.db);
    const openid = randomOpenid();
    await database.db.insert(wechatBindings).values({ openid, user_id: user.user_id });
    const qr = await startLogin(database.db, client, SECRET);
    expect((await deliver(scanOfTicket(qr.ticket, openid, 'SCAN'))).handled).toEqual(['bound']);
    expect(await takeLoginScene(database.db, qr.scene, [])).toBeNull();
    expect(await takeLoginScene(database.db, qr.scene, ownerProofs(qr.scene, { secret: newOwnerSecret() }))).toBeNull();
    expect(await takeLoginScene(database.db, qr.scene, mine(null, qr.scene).proofs)).toBe(user.user_id);
    expect(await takeLoginScene(database.db, qr.scene, mine(null, qr.scene).proofs), 'once').toBeNull();

    const unbound = await startLogin(database.db, client, SECRET);
    const before = Date.now();
    expect((await deliver(scanOfTicket(unbound.ticket, randomOpenid()))).handled).toEqual(['scanned']);
    const [row] = await database.db.select().from(wechatScenes).where(eq(wechatScenes.scene, unbound.scene));
    expect(row.scanned_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('lets WeChat retry a push whose handling failed', async () => {
    const user = await buildUser(database.db);
    const qr = await startBind(database.db, client, user.user_id, SECRET);
    const push = scanOfTicket(qr.ticket, randomOpenid());
    await expect(
      receivePush(database.db, { token: TOKEN, query: push.query, body: push.xml }, async () => {
        throw new Error('database hiccup');
      }),
    ).rejects.toThrow('database hiccup');
    expect((await deliver(push)).handled).toEqual(['bound']);
  });

  it('ignores pushes that are not scans of our QR codes', async () => {
    const now = Math.floor(Date.now() / 1000);
    const base = buildSignedPush({ token: TOKEN, openid: randomOpenid(), scene: 'x', event: 'subscribe' });
    const wrap = (inner: string) =>
      `<xml><ToUserName><![CDATA[gh_1]]></ToUserName><FromUserName><![CDATA[${randomOpenid()}]]></FromUserName><CreateTime>${now}</CreateTime>${inner}</xml>`;
    for (const body of [
      wrap('<MsgType><![CDATA[text]]></MsgType><Content><![CDATA[hello]]></Content><MsgId>1</MsgId>'),
      wrap('<MsgType><![CDATA[event]]></MsgType><Event><![CDATA[unsubscribe]]></Event>'),
      wrap('<MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event><EventKey><![CDATA[]]></EventKey>'),
    ]) {
      expect(await receivePush(database.db, { token: TOKEN, query: base.query, body })).toBeNull();
    }
    await expect(
      receivePush(database.db, { token: TOKEN, query: base.query, body: '<xml><FromUserName>a</ToUserName></xml>' }),
    ).rejects.toMatchObject({ code: 4000 });
    await expect(
      receivePush(database.db, {
        token: TOKEN,
        query: base.query,
        body: '<!DOCTYPE xml [<!ENTITY x SYSTEM "file:///etc/passwd">]><xml><FromUserName>&x;</FromUserName></xml>',
      }),
    ).rejects.toMatchObject({ code: 4000 });
  });

  it('works on `npm start` with the development client and the simulator', async () => {
    const user = await buildUser(database.db);
    const qr = await startBind(database.db, new DevWechatClient(), user.user_id, SECRET);
    expect(qr.imageUrl).toBeNull();
    expect(qr.url).toBe(qr.scene);
    const { handled } = await deliver(
      buildSignedPush({ token: TOKEN, openid: randomOpenid(), scene: qr.url, event: 'subscribe' }),
    );
    expect(handled).toEqual(['bound']);
    const [row] = await database.db.select().from(wechatScenes).where(eq(wechatScenes.scene, qr.scene));
    expect(row).toMatchObject({ status: 'bound', purpose: 'bind', user_id: user.user_id });
    expect(
      await database.db.select().from(wechatBindings).where(eq(wechatBindings.user_id, user.user_id)),
    ).toHaveLength(1);
    expect((await database.db.select().from(wechatEvents)).length).toBeGreaterThan(0);
  });
});
