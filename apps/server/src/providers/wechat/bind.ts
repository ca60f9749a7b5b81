import { randomBytes } from 'node:crypto';
import { type Db, wechatBindings, wechatScenes } from '@jobbridge/db';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { and, eq } from 'drizzle-orm';
import { WECHAT_SCENE_LIFE_SECONDS } from '../policy';
import type { WechatApi } from './client';

/**
 * Scan-to-bind: the signed-in user asks for a QR code (startBind), scans it
 * in WeChat, WeChat pushes the scan with the scene (push.ts → handleScan),
 * and the page polls bindStatus until 'bound' (or 'failed' / 'expired').
 */
export type BindStatus = 'waiting' | 'scanned' | 'bound' | 'expired' | 'failed' | 'unknown';

export interface BindOptions {
  now?: () => number;
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
 * with no WeChat bound yet (AppError 4009 otherwise). The scene lives as
 * long as the QR code.
 */
export async function startBind(
  db: Db,
  client: WechatApi,
  userId: number,
  options: BindOptions & { expireSeconds?: number } = {},
): Promise<StartBindResult> {
  if (await getBinding(db, userId)) throw new AppError(ERROR_CODES.conflict, 'providers.wechat.alreadyBound');
  const scene = `bind_${randomBytes(16).toString('hex')}`;
  const qr = await client.createTemporaryQr(scene, options.expireSeconds ?? WECHAT_SCENE_LIFE_SECONDS);
  const now = options.now?.() ?? Date.now();
  const expiresAt = new Date(now + qr.expireSeconds * 1000);
  await db.insert(wechatScenes).values({
    scene,
    purpose: 'bind',
    user_id: userId,
    ticket: qr.ticket,
    status: 'waiting',
    created_at: new Date(now),
    expires_at: expiresAt,
  });
  return { scene, ticket: qr.ticket, url: qr.url, imageUrl: qr.imageUrl, expiresAt, expireSeconds: qr.expireSeconds };
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
    if (row?.purpose !== 'bind' || row.user_id === null) return 'unknown';
    if (row.status === 'bound' || row.status === 'failed' || row.status === 'expired') return row.status;
    const setStatus = (status: BindStatus & ('bound' | 'failed' | 'expired')) =>
      tx.update(wechatScenes).set({ status, openid: scan.openid }).where(eq(wechatScenes.scene, scan.scene));
    if (row.expires_at.getTime() <= now) {
      await setStatus('expired');
      return 'expired';
    }
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

/** The state of a user's own scene, for the page to poll; another user's scene is 'unknown'. */
export async function bindStatus(
  db: Db,
  scene: string,
  userId: number,
  options: BindOptions = {},
): Promise<BindStatus> {
  if (typeof scene !== 'string' || scene.length > 64) return 'unknown';
  const [row] = await db
    .select({ status: wechatScenes.status, expires_at: wechatScenes.expires_at })
    .from(wechatScenes)
    .where(and(eq(wechatScenes.scene, scene), eq(wechatScenes.user_id, userId)));
  if (!row) return 'unknown';
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
