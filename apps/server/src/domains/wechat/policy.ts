import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { definePolicy } from '../../lib/authorize';
import { mayUseScene, type SceneAccess } from '../../providers';

export const sceneNotFound = () => new AppError(ERROR_CODES.notFound, 'server.wechat.sceneNotFound');

interface SceneRow {
  owner_hash: string | null;
  purpose: 'bind' | 'login';
  user_id: number | null;
}

/**
 * A WeChat scene (QR code). Its right is what the request proves of the
 * requester that asked for it (decision 0015: the wx_owner cookie or the
 * wx-scene-key header), so the row is asked about together with the
 * request's `access` (proofs and session user): 'read' (wxScene, checkWxBind)
 * for its requester, and a bind scene only for its own user; 'bind'
 * (account/bindUser) as read, for a scene of this user or of nobody yet.
 * Anything else is 4004, exactly as an unknown scene. The provider's own
 * statements (checkWxBind, wxLogin, delUserTmp) apply the same rule,
 * `mayUseScene`, inside their queries.
 */
export const sceneOf = definePolicy<'read' | 'bind', SceneRow & { access: SceneAccess }>({
  name: 'wechat scene',
  refuse: sceneNotFound,
  rules: {
    read: (_actor, row) => mayUseScene(row, row.access),
    bind: (_actor, row) => mayUseScene(row, row.access) && (row.user_id === null || row.user_id === row.access.userId),
  },
});
