import type { WechatApi } from './client';

/**
 * What WeChat says about a scanning account, for the page that asks the
 * person to confirm which WeChat account they are linking. WeChat's user-info
 * API gives a subscriber's nickname and avatar (headimgurl); since the end of
 * 2021 it leaves them out for most accounts, so both may be null and the page
 * then names the account by the end of its openid and the time of the scan.
 */
export interface WechatProfile {
  nickname: string | null;
  avatarUrl: string | null;
}

const NO_PROFILE: WechatProfile = { nickname: null, avatarUrl: null };
/** WeChat must be answered within 5 s: a slow user-info call is given up on before that. */
export const PROFILE_TIMEOUT_MS = 2_500;
const MAX_NICKNAME = 64;
const MAX_AVATAR_URL = 4096;

/** A nickname fit to show: control characters removed, trimmed, at most 64 characters; null when empty. */
export function cleanNickname(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return text ? Array.from(text).slice(0, MAX_NICKNAME).join('') : null;
}

/**
 * An avatar address fit for an <img>: https (WeChat's http addresses are
 * asked for over https, which its image hosts serve), or an inline image
 * (the development stand-in draws one); null otherwise.
 */
export function cleanAvatarUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_AVATAR_URL) return null;
  const url = value.trim();
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(url)) return url;
  const secure = url.replace(/^http:\/\//i, 'https://');
  try {
    const parsed = new URL(secure);
    return parsed.protocol === 'https:' && parsed.hostname ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The nickname and avatar of `openid` as WeChat tells them; nulls when it does not (or cannot in time). */
export async function fetchWechatProfile(
  client: WechatApi,
  openid: string,
  timeoutMs: number = PROFILE_TIMEOUT_MS,
): Promise<WechatProfile> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const info = await Promise.race([
      client.getUserInfo(openid),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      }),
    ]);
    if (info?.subscribe !== 1) return NO_PROFILE;
    return { nickname: cleanNickname(info.nickname), avatarUrl: cleanAvatarUrl(info.headimgurl) };
  } catch {
    return NO_PROFILE;
  } finally {
    clearTimeout(timer);
  }
}
