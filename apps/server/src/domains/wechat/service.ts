import { type Db, wechatBindings, wechatScenes } from '@jobbridge/db';
import { AppError, ERROR_CODES, WECHAT_BOUND_MESSAGE, type WxUser } from '@jobbridge/shared';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { handleScan, type PushQuery, receivePush } from '../../providers';

const sceneNotFound = () => new AppError(ERROR_CODES.notFound, 'server.wechat.sceneNotFound');
const boundToOther = () => new AppError(ERROR_CODES.conflict, 'server.wechat.boundToOther');

/** Tells the user's open pages (every instance, through the bus) that WeChat is now bound. */
export async function announceBound(app: FastifyInstance, userId: number): Promise<void> {
  try {
    await app.hub.sendToUser(userId, WECHAT_BOUND_MESSAGE);
  } catch (error) {
    app.log.warn({ err: error }, 'wechat: live notice failed');
  }
}

/**
 * One WeChat push (POST /api/wechat/push): verified, deduplicated, and a QR
 * scan binds the scanning openid to the scene's user in the same transaction.
 * Answers the user id that was just bound, or null.
 */
export async function processPush(app: FastifyInstance, query: PushQuery, body: unknown): Promise<number | null> {
  let boundUser: number | null = null;
  await receivePush(
    app.database.db,
    { token: app.providers.wechat.pushToken, query, body: typeof body === 'string' ? body : '' },
    async (tx, scan) => {
      const status = await handleScan(tx, scan);
      if (status !== 'bound') return;
      const [row] = await tx
        .select({ user_id: wechatScenes.user_id, purpose: wechatScenes.purpose })
        .from(wechatScenes)
        .where(eq(wechatScenes.scene, scan.scene));
      // A sign-in scan binds nothing: the signing-in page learns of it by polling.
      if (row?.purpose === 'bind') boundUser = row.user_id;
    },
  );
  if (boundUser !== null) await announceBound(app, boundUser);
  return boundUser;
}

/**
 * account/bindUser: binds the openid that scanned the scene to the user. The
 * scene must be the user's (or nobody's) and scanned; a scene the push
 * already bound to this user answers the same. 4004 / 4009 otherwise.
 */
export async function bindScene(app: FastifyInstance, userId: number, scene: string): Promise<void> {
  const db = app.database.db;
  const now = new Date();
  const bound = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(wechatScenes).where(eq(wechatScenes.scene, scene)).for('update');
    if (!row || (row.user_id !== null && row.user_id !== userId)) throw sceneNotFound();
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
      .values({ openid: row.openid, user_id: userId, created_at: now })
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
 * account/delUserTmp: a pending scene stops (expired): the user's own bind
 * scene, or a sign-in scene not yet taken (whoever holds it). Any other
 * scene is left alone.
 */
export async function cancelScene(db: Db, userId: number | null, scene: string): Promise<void> {
  const whose =
    userId === null
      ? and(eq(wechatScenes.purpose, 'login'), isNull(wechatScenes.user_id))
      : or(eq(wechatScenes.user_id, userId), and(eq(wechatScenes.purpose, 'login'), isNull(wechatScenes.user_id)));
  await db
    .update(wechatScenes)
    .set({ status: 'expired' })
    .where(and(eq(wechatScenes.scene, scene), whose, inArray(wechatScenes.status, ['waiting', 'scanned'])));
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
