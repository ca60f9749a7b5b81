import { randomBytes } from 'node:crypto';
import { type Db, wechatBindings, wechatScenes } from '@jobbridge/db';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { WECHAT_SCENE_LIFE_SECONDS } from '../policy';
import type { WechatApi } from './client';
import { ownerHashOf, sceneKeyOf } from './scene-key';

/**
 * Scan-to-bind: the signed-in user asks for a QR code (startBind), scans it
 * in WeChat, WeChat pushes the scan with the scene (push.ts → handleScan),
 * and the page polls bindStatus until 'bound' (or 'failed' / 'expired').
 *
 * Scan-to-sign-in: a visitor asks for a login QR code (startLogin, a scene
 * with no user). A scan by a WeChat account bound to a user makes the scene
 * 'bound' to that user, and the page exchanges it, once, for a session
 * (takeLoginScene). A scan by an unbound WeChat account leaves the scene
 * 'scanned' with its openid: the visitor signs in another way and binds it
 * (account/bindUser).
 *
 * Every scene belongs to the requester that asked for it (scene-key.ts): only
 * a request proving its scene key may poll, cancel, bind or take it, and a
 * bind scene only for its own user too (`SceneAccess`).
 */
export type BindStatus = 'waiting' | 'scanned' | 'bound' | 'expired' | 'failed' | 'unknown';

export interface BindOptions {
  now?: () => number;
}

/** Who asks about a scene: the session's user (null for a visitor) and the owner hashes the request proves. */
export interface SceneAccess {
  userId: number | null;
  proofs: readonly string[];
}

/** Whether `access` may use a scene row: its owner, and for a bind scene its own user. */
export function mayUseScene(
  row: { owner_hash: string | null; purpose: 'bind' | 'login'; user_id: number | null },
  access: SceneAccess,
): boolean {
  if (row.owner_hash === null || !access.proofs.includes(row.owner_hash)) return false;
  return row.purpose !== 'bind' || (access.userId !== null && row.user_id === access.userId);
}

export interface StartBindResult {
  scene: string;
  ticket: string;
  /** What the QR code encodes. */
  url: string;
  /** The QR image address (WeChat), or null when the page draws `url` (development). */
  imageUrl: string | null;
  expiresAt: Date;
  expireSeconds: number;
  /** The scene's key for the owner secret it was made with (for clients that send it back instead of a cookie). */
  sceneKey: string;
}

/** The openid bound to a user, or null (checkWxBind). */
export async function getBinding(db: Db, userId: number): Promise<{ openid: string; created_at: Date } | null> {
  const [row] = await db
    .select({ openid: wechatBindings.openid, created_at: wechatBindings.created_at })
    .from(wechatBindings)
    .where(eq(wechatBindings.user_id, userId));
  return row ?? null;
}

/**
 * Makes a scene (random, unguessable) and its temporary QR code for a user
 * with no WeChat bound yet (AppError 4009 otherwise), owned by the requester
 * holding `ownerSecret`. The scene lives as long as the QR code.
 */
export async function startBind(
  db: Db,
  client: WechatApi,
  userId: number,
  ownerSecret: string,
  options: BindOptions & { expireSeconds?: number } = {},
): Promise<StartBindResult> {
  if (await getBinding(db, userId)) throw new AppError(ERROR_CODES.conflict, 'providers.wechat.alreadyBound');
  return createScene(db, client, 'bind', userId, ownerSecret, options);
}

/** Makes a sign-in scene (no user yet) and its temporary QR code, for a visitor holding `ownerSecret`. */
export function startLogin(
  db: Db,
  client: WechatApi,
  ownerSecret: string,
  options: BindOptions & { expireSeconds?: number } = {},
): Promise<StartBindResult> {
  return createScene(db, client, 'login', null, ownerSecret, options);
}

async function createScene(
  db: Db,
  client: WechatApi,
  purpose: 'bind' | 'login',
  userId: number | null,
  ownerSecret: string,
  options: BindOptions & { expireSeconds?: number },
): Promise<StartBindResult> {
  // 128 random bits, so a scene is never guessed; it is no credential, though: its owner's key is.
  const scene = `${purpose}_${randomBytes(16).toString('hex')}`;
  const sceneKey = sceneKeyOf(ownerSecret, scene);
  const qr = await client.createTemporaryQr(scene, options.expireSeconds ?? WECHAT_SCENE_LIFE_SECONDS);
  const now = options.now?.() ?? Date.now();
  const expiresAt = new Date(now + qr.expireSeconds * 1000);
  await db.insert(wechatScenes).values({
    scene,
    purpose,
    user_id: userId,
    ticket: qr.ticket,
    status: 'waiting',
    created_at: new Date(now),
    expires_at: expiresAt,
    owner_hash: ownerHashOf(sceneKey),
  });
  return {
    scene,
    ticket: qr.ticket,
    url: qr.url,
    imageUrl: qr.imageUrl,
    expiresAt,
    expireSeconds: qr.expireSeconds,
    sceneKey,
  };
}

/**
 * Binds the scanning WeChat user (openid) to the scene's user. An openid
 * bound to someone else, or a user already bound to another openid, fails
 * the scene. Processing the same scan again changes nothing.
 */
export async function handleScan(
  db: Db,
  scan: { openid: string; scene: string },
  options: BindOptions = {},
): Promise<BindStatus> {
  const now = options.now?.() ?? Date.now();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(wechatScenes).where(eq(wechatScenes.scene, scan.scene)).for('update');
    if (!row) return 'unknown';
    if (row.status === 'bound' || row.status === 'failed' || row.status === 'expired') return row.status;
    const setStatus = (status: BindStatus & ('scanned' | 'bound' | 'failed' | 'expired'), userId = row.user_id) =>
      tx
        .update(wechatScenes)
        .set({
          status,
          openid: scan.openid,
          user_id: userId,
          ...(status === 'scanned' ? { scanned_at: new Date(now) } : {}),
        })
        .where(eq(wechatScenes.scene, scan.scene));
    if (row.expires_at.getTime() <= now) {
      await setStatus('expired');
      return 'expired';
    }
    if (row.purpose === 'login') {
      // The first scan decides; a repeated push of it changes nothing.
      if (row.status === 'scanned') return 'scanned';
      const [binding] = await tx
        .select({ user_id: wechatBindings.user_id })
        .from(wechatBindings)
        .where(eq(wechatBindings.openid, scan.openid));
      if (!binding) {
        await setStatus('scanned');
        return 'scanned';
      }
      await setStatus('bound', binding.user_id);
      return 'bound';
    }
    if (row.user_id === null) return 'unknown';
    const inserted = await tx
      .insert(wechatBindings)
      .values({ openid: scan.openid, user_id: row.user_id, created_at: new Date(now) })
      .onConflictDoNothing()
      .returning({ openid: wechatBindings.openid });
    if (inserted.length === 0) {
      // Either the openid or the user is bound already: fine only when it is this very pair.
      const [same] = await tx
        .select({ openid: wechatBindings.openid })
        .from(wechatBindings)
        .where(and(eq(wechatBindings.openid, scan.openid), eq(wechatBindings.user_id, row.user_id)));
      if (!same) {
        await setStatus('failed');
        return 'failed';
      }
    }
    await setStatus('bound');
    return 'bound';
  });
}

/**
 * The state of a scene, for the page to poll: only for its owner (and a bind
 * scene only for its own user too); anyone else gets 'unknown', as for a
 * scene that does not exist.
 */
export async function bindStatus(
  db: Db,
  scene: string,
  access: SceneAccess,
  options: BindOptions = {},
): Promise<BindStatus> {
  if (typeof scene !== 'string' || scene.length > 64 || access.proofs.length === 0) return 'unknown';
  const [row] = await db
    .select({
      status: wechatScenes.status,
      expires_at: wechatScenes.expires_at,
      purpose: wechatScenes.purpose,
      user_id: wechatScenes.user_id,
      owner_hash: wechatScenes.owner_hash,
    })
    .from(wechatScenes)
    .where(eq(wechatScenes.scene, scene));
  if (!row || !mayUseScene(row, access)) return 'unknown';
  if (
    (row.status === 'waiting' || row.status === 'scanned') &&
    row.expires_at.getTime() <= (options.now?.() ?? Date.now())
  ) {
    return 'expired';
  }
  return row.status;
}

/** Removes the user's WeChat binding (delWxUser); true when there was one. */
export async function unbind(db: Db, userId: number): Promise<boolean> {
  const removed = await db
    .delete(wechatBindings)
    .where(eq(wechatBindings.user_id, userId))
    .returning({ openid: wechatBindings.openid });
  return removed.length > 0;
}

/**
 * Exchanges a sign-in scene that a bound WeChat account scanned for its
 * user, exactly once (the scene is then used up: 'expired'), for the scene's
 * owner only (`proofs`). Null when the scene is unknown, another requester's,
 * not a sign-in scene, not (yet) bound, used or expired.
 */
export async function takeLoginScene(
  db: Db,
  scene: string,
  proofs: readonly string[],
  options: BindOptions = {},
): Promise<number | null> {
  if (proofs.length === 0) return null;
  const now = new Date(options.now?.() ?? Date.now());
  const [row] = await db
    .update(wechatScenes)
    .set({ status: 'expired' })
    .where(
      and(
        eq(wechatScenes.scene, scene),
        eq(wechatScenes.purpose, 'login'),
        inArray(wechatScenes.owner_hash, [...proofs]),
        eq(wechatScenes.status, 'bound'),
        gt(wechatScenes.expires_at, now),
      ),
    )
    .returning({ user_id: wechatScenes.user_id });
  return row?.user_id ?? null;
}
