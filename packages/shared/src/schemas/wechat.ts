import { z } from 'zod';
import { sceneField } from './account';
import { emptyBody } from './fields';

/** Where a scan-to-bind scene stands (the page polls checkWxBind). */
export const WX_BIND_STATUSES = ['waiting', 'scanned', 'bound', 'expired', 'failed'] as const;
export type WxBindStatus = (typeof WX_BIND_STATUSES)[number];

/** POST /api/wechat/wxQrcode: a QR code (scene) to bind WeChat to the signed-in user. */
export const wxQrcodeBody = emptyBody;
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

/** POST /api/wechat/checkWxBind: the state of the user's own scene. */
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
