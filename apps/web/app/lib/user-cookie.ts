import type { UserInfo } from '@jobbridge/shared';
import { COOKIE_NAMES, USER_COOKIE_MAX_AGE_MS } from '@jobbridge/shared';
import { setClientCookie } from './cookies';

/** Lifetime of the userinfo cookie in seconds (30 days, spec section 9). */
export const USER_COOKIE_MAX_AGE_S = Math.round(USER_COOKIE_MAX_AGE_MS / 1000);

/**
 * What the userinfo cookie holds: display data only. The session token lives
 * in the HttpOnly `cit` cookie the server sets; this one only says "someone
 * signed in here" (start-up check, spec section 4) and what to greet them with.
 */
export interface StoredUser {
  user_id: number;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  status: number;
  company_id: number | null;
}

export function toStoredUser(
  user: Pick<UserInfo, 'user_id' | 'first_name' | 'last_name' | 'avatar_url' | 'status' | 'company'>,
): StoredUser {
  return {
    user_id: user.user_id,
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    avatar_url: user.avatar_url ?? null,
    status: Number(user.status) || 0,
    company_id: user.company?.company_id ?? null,
  };
}

export const serializeStoredUser = (user: StoredUser) => JSON.stringify(user);

/** Reads the cookie back; null when missing or unreadable. */
export function parseStoredUser(value: string | null | undefined): StoredUser | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<StoredUser>;
    if (typeof parsed?.user_id !== 'number') return null;
    return {
      user_id: parsed.user_id,
      first_name: String(parsed.first_name ?? ''),
      last_name: String(parsed.last_name ?? ''),
      avatar_url: typeof parsed.avatar_url === 'string' ? parsed.avatar_url : null,
      status: Number(parsed.status) || 0,
      company_id: typeof parsed.company_id === 'number' ? parsed.company_id : null,
    };
  } catch {
    return null;
  }
}

/** Stores (or refreshes) the userinfo cookie from the browser, for 30 days. */
export function storeUserCookie(user: Parameters<typeof toStoredUser>[0]): void {
  setClientCookie(COOKIE_NAMES.userInfo, serializeStoredUser(toStoredUser(user)), USER_COOKIE_MAX_AGE_S);
}

export function clearUserCookie(): void {
  setClientCookie(COOKIE_NAMES.userInfo, '', 0);
}
