import type { WxBindStatus } from '@jobbridge/shared';

/** How often the bind page asks whether the QR code was scanned (spec: every 2 s). */
export const WX_POLL_MS = 2_000;

/** Where the development WeChat simulator finds the scene this browser is waiting on. */
export const DEV_SCENE_STORAGE_KEY = 'jobbridge:dev-wechat-scene';

/** The openid the development WeChat simulator scans as (this browser's simulated WeChat account). */
export const DEV_OPENID_STORAGE_KEY = 'jobbridge:dev-wechat-openid';

/** The nickname that simulated WeChat account goes by. */
export const DEV_NICKNAME_STORAGE_KEY = 'jobbridge:dev-wechat-nickname';

/** bound, expired and failed end the polling; waiting and scanned go on. */
export const isFinalWxStatus = (status: WxBindStatus) =>
  status === 'bound' || status === 'expired' || status === 'failed';

/** The status to show: the server's, or expired once the QR code's life is over locally. */
export function effectiveWxStatus(status: WxBindStatus, expiresAt: number, now: number): WxBindStatus {
  if (isFinalWxStatus(status)) return status;
  return now >= expiresAt ? 'expired' : status;
}
