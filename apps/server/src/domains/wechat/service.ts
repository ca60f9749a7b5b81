import { type Db, wechatBindings, wechatScenes } from '@jobbridge/db';
import { AppError, ERROR_CODES, WECHAT_BOUND_MESSAGE, type WxScene, type WxUser } from '@jobbridge/shared';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../lib/authorize';
import { fetchWechatProfile, handleScan, type PushQuery, receivePush, type SceneAccess } from '../../providers';
import { sceneNotFound, sceneOf } from './policy';

const boundToOther = () => new AppError(ERROR_CODES.conflict, 'server.wechat.boundToOther');

/** How much of an openid the confirmation shows. */
const OPENID_TAIL = 6;

/** Tells the user's open pages (every instance, through the bus) that WeChat is now bound. */
export async function announceBound(app: FastifyInstance, userId: number): Promise<void> {
  try {
    await app.hub.sendToUser(userId, WECHAT_BOUND_MESSAGE);
  } catch (error) {
    app.log.warn({ err: error }, 'wechat: live notice failed');
  }
}

/**
 * Whether the push route takes events at all: with a real Official Account
 * (WECHAT_APP_ID, so a private WECHAT_TOKEN), or when the development tools
 * are on for the simulator. Without either the token would be the public
 * development one, and anyone could sign a scan.
 */
export function pushAccepted(app: FastifyInstance): boolean {
  return !app.providers.wechat.simulated || app.env.DEV_TOOLS;
}

const pushRefused = () => new AppError(ERROR_CODES.forbidden, 'providers.wechat.badSignature');

/**
 * One WeChat push (POST /api/wechat/push): verified, deduplicated, and a QR
 * scan binds the scanning openid to the scene's user in the same transaction.
 * Then asks WeChat who scanned (nickname, avatar) for the confirmation on
 * /bind, or for the new binding. Answers the user id that was just bound, or
 * null. Throws 4003 when pushes are not accepted (pushAccepted) or badly signed.
 */
export async function processPush(app: FastifyInstance, query: PushQuery, body: unknown): Promise<number | null> {
  if (!pushAccepted(app)) throw pushRefused();
  let boundUser: number | null = null;
  let scanned: { scene: string; openid: string } | null = null;
  let bound: { openid: string; userId: number } | null = null;
  await receivePush(
    app.database.db,
    { token: app.providers.wechat.pushToken, query, body: typeof body === 'string' ? body : '' },
    async (tx, scan) => {
      const status = await handleScan(tx, scan);
      if (status === 'scanned') scanned = { scene: scan.scene, openid: scan.openid };
      if (status !== 'bound') return;
      const [row] = await tx
        .select({ user_id: wechatScenes.user_id, purpose: wechatScenes.purpose })
        .from(wechatScenes)
        .where(eq(wechatScenes.scene, scan.scene));
      // A sign-in scan binds nothing: the signing-in page learns of it by polling.
      if (row?.purpose === 'bind' && row.user_id !== null) {
        boundUser = row.user_id;
        bound = { openid: scan.openid, userId: row.user_id };
      }
    },
  );
  await recordProfile(app, scanned, bound);
  if (boundUser !== null) await announceBound(app, boundUser);
  return boundUser;
}

/** Stores what WeChat says about the account that scanned: on the scanned scene, or on the new binding. */
async function recordProfile(
  app: FastifyInstance,
  scanned: { scene: string; openid: string } | null,
  bound: { openid: string; userId: number } | null,
): Promise<void> {
  const openid = scanned?.openid ?? bound?.openid;
  if (!openid) return;
  const profile = await fetchWechatProfile(app.providers.wechat.client, openid);
  if (profile.nickname === null && profile.avatarUrl === null) return;
  const db = app.database.db;
  try {
    if (scanned) {
      await db
        .update(wechatScenes)
        .set({ wx_nickname: profile.nickname, wx_avatar_url: profile.avatarUrl })
        .where(and(eq(wechatScenes.scene, scanned.scene), eq(wechatScenes.openid, scanned.openid)));
    } else if (bound && profile.nickname !== null) {
      await db
        .update(wechatBindings)
        .set({ nickname: profile.nickname })
        .where(and(eq(wechatBindings.openid, bound.openid), eq(wechatBindings.user_id, bound.userId)));
    }
  } catch (error) {
    app.log.warn({ err: error }, 'wechat: storing the scanning account failed');
  }
}

/**
 * account/bindUser: binds the openid that scanned the scene to the user. The
 * scene must be this requester's (`access.proofs`), the user's (or nobody's)
 * and scanned; a scene the push already bound to this user answers the same.
 * 4004 / 4009 otherwise: a scene of another requester is 4004 exactly as an
 * unknown one, so its existence is never revealed.
 */
export async function bindScene(app: FastifyInstance, access: SceneAccess & { userId: number }, scene: string) {
  const db = app.database.db;
  const userId = access.userId;
  const now = new Date();
  const bound = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(wechatScenes).where(eq(wechatScenes.scene, scene)).for('update');
    await authorize(null, 'bind', sceneOf(tx, row && { ...row, access }));
    if (row.status === 'failed') throw boundToOther();
    if (row.status === 'bound') {
      const [mine] = await tx
        .select({ openid: wechatBindings.openid })
        .from(wechatBindings)
        .where(and(eq(wechatBindings.user_id, userId), eq(wechatBindings.openid, row.openid ?? '')));
      if (!mine) throw boundToOther();
      return false;
    }
    if (row.status !== 'scanned' || !row.openid || row.expires_at <= now) throw sceneNotFound();
    const inserted = await tx
      .insert(wechatBindings)
      .values({ openid: row.openid, user_id: userId, nickname: row.wx_nickname, created_at: now })
      .onConflictDoNothing()
      .returning({ openid: wechatBindings.openid });
    if (inserted.length === 0) {
      const [same] = await tx
        .select({ openid: wechatBindings.openid })
        .from(wechatBindings)
        .where(and(eq(wechatBindings.openid, row.openid), eq(wechatBindings.user_id, userId)));
      if (!same) throw boundToOther();
    }
    // A sign-in scene is used up by the binding: it must not also be exchanged for a session later.
    await tx
      .update(wechatScenes)
      .set({ status: row.purpose === 'login' ? 'expired' : 'bound', user_id: userId })
      .where(eq(wechatScenes.scene, scene));
    return true;
  });
  if (bound) await announceBound(app, userId);
}

/**
 * account/delUserTmp: a pending scene of this requester stops (expired): the
 * user's own bind scene, or a sign-in scene not yet taken. Any other scene is
 * left alone.
 */
export async function cancelScene(db: Db, access: SceneAccess, scene: string): Promise<void> {
  if (access.proofs.length === 0) return;
  const whose =
    access.userId === null
      ? and(eq(wechatScenes.purpose, 'login'), isNull(wechatScenes.user_id))
      : or(
          and(eq(wechatScenes.purpose, 'bind'), eq(wechatScenes.user_id, access.userId)),
          and(eq(wechatScenes.purpose, 'login'), isNull(wechatScenes.user_id)),
        );
  await db
    .update(wechatScenes)
    .set({ status: 'expired' })
    .where(
      and(
        eq(wechatScenes.scene, scene),
        inArray(wechatScenes.owner_hash, [...access.proofs]),
        whose,
        inArray(wechatScenes.status, ['waiting', 'scanned']),
      ),
    );
}

/**
 * wechat/wxScene: where this requester's scene stands and, while an account
 * bound to nobody has scanned it, which WeChat account that is (for the
 * confirmation on /bind). 4004 for an unknown scene or anyone else's.
 */
export async function loadScene(db: Db, access: SceneAccess, scene: string, now = Date.now()): Promise<WxScene> {
  if (access.proofs.length === 0) throw sceneNotFound();
  const [row] = await db.select().from(wechatScenes).where(eq(wechatScenes.scene, scene));
  await authorize(null, 'read', sceneOf(db, row && { ...row, access }));
  const pending = row.status === 'waiting' || row.status === 'scanned';
  const status = pending && row.expires_at.getTime() <= now ? 'expired' : row.status;
  return {
    status,
    purpose: row.purpose,
    scanned_by:
      status === 'scanned' && row.openid
        ? {
            nickname: row.wx_nickname,
            avatar_url: row.wx_avatar_url,
            openid_tail: row.openid.slice(-OPENID_TAIL),
            scanned_at: (row.scanned_at ?? row.created_at).toISOString(),
          }
        : null,
  };
}

export async function loadWxUser(db: Db, userId: number): Promise<WxUser> {
  const [row] = await db
    .select({ nickname: wechatBindings.nickname, created_at: wechatBindings.created_at })
    .from(wechatBindings)
    .where(eq(wechatBindings.user_id, userId));
  return row
    ? { bound: true, nickname: row.nickname, bound_at: row.created_at.toISOString() }
    : { bound: false, nickname: null, bound_at: null };
}

export { sceneNotFound };
