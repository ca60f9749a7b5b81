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
