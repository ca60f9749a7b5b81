import { z } from 'zod';
import { sceneField, userInfo } from './account';
import { emptyBody } from './fields';

/** Where a scan-to-bind scene stands (the page polls checkWxBind). */
export const WX_BIND_STATUSES = ['waiting', 'scanned', 'bound', 'expired', 'failed'] as const;
export type WxBindStatus = (typeof WX_BIND_STATUSES)[number];

export const WX_SCENE_PURPOSES = ['bind', 'login'] as const;

/**
 * POST /api/wechat/wxQrcode: a QR code (scene). purpose bind (default): binds
 * the scanning WeChat account to the signed-in user; purpose login: signs a
 * visitor in when a WeChat account bound to a user scans it.
 */
export const wxQrcodeBody = z.object({ purpose: z.enum(WX_SCENE_PURPOSES).default('bind') });
export const wxQrcodeData = z.object({
  scene: z.string(),
  /** What the QR code encodes. */
  url: z.string(),
  /** WeChat's QR image, or null (development: the page draws `url`). */
  imageUrl: z.string().nullable(),
  /** Seconds the QR code stays valid. */
  expires_in: z.number().int(),
  /**
   * This scene's key (decision 0015). A browser holds its owner secret in a
   * cookie and needs nothing more; a client without cookies sends the key back
   * in the `wx-scene-key` header of every call naming the scene.
   */
  scene_key: z.string(),
});
export type WxQrcode = z.infer<typeof wxQrcodeData>;

/**
 * POST /api/wechat/wxLogin: exchanges a sign-in scene that a bound WeChat
 * account scanned (checkWxBind said bound) for a session, once.
 */
export const wxLoginBody = z.object({ scene: sceneField() });
export const wxLoginData = userInfo;

/** POST /api/wechat/checkWxBind: the state of the user's own bind scene, or of a sign-in scene. */
export const checkWxBindBody = z.object({ scene: sceneField() });
export const checkWxBindData = z.object({ status: z.enum(WX_BIND_STATUSES) });

/** The WeChat account that scanned a scene, as far as WeChat told (the confirmation on /bind). */
export const wxScannedBy = z.object({
  /** WeChat nickname, or null when WeChat did not give it. */
  nickname: z.string().nullable(),
  /** Avatar address (https, or an inline image in development), or null. */
  avatar_url: z.string().nullable(),
  /** The last 6 characters of the account's openid, to tell accounts apart when the nickname is unknown. */
  openid_tail: z.string(),
  /** ISO 8601: when it scanned. */
  scanned_at: z.string(),
});
export type WxScannedBy = z.infer<typeof wxScannedBy>;

/**
 * POST /api/wechat/wxScene: where one of this requester's scenes stands and,
 * once a WeChat account bound to nobody scanned it, which account that was.
 */
export const wxSceneBody = z.object({ scene: sceneField() });
export const wxSceneData = z.object({
  status: z.enum(WX_BIND_STATUSES),
  purpose: z.enum(WX_SCENE_PURPOSES),
  /** Set while the status is scanned. */
  scanned_by: wxScannedBy.nullable(),
});
export type WxScene = z.infer<typeof wxSceneData>;

/** POST /api/wechat/wxUser: whether the user has WeChat bound. */
export const wxUserBody = emptyBody;
export const wxUserData = z.object({
  bound: z.boolean(),
  nickname: z.string().nullable(),
  /** ISO 8601, or null. */
  bound_at: z.string().nullable(),
});
export type WxUser = z.infer<typeof wxUserData>;

/** POST /api/wechat/delWxUser: unbinds WeChat. */
export const delWxUserBody = emptyBody;
export const delWxUserData = z.null();

/** What the live channel sends the user when a scan bound their WeChat. */
export const WECHAT_BOUND_MESSAGE = { type: 'wechat_bound' } as const;
