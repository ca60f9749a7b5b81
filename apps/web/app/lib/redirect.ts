import { safeRedirectPath } from '@jobbridge/shared';

/**
 * A same-site path to go to after sign-in, or null when the value is missing
 * or could lead elsewhere (`safeRedirectPath` in shared decides).
 */
export const safeRedirect = (value: string | null | undefined): string | null => safeRedirectPath(value, null);

/** Pages that make no sense to return to after signing in. */
const AUTH_PAGES = ['/login', '/signup', '/forget'];

/** The path+query to come back to after a sign-in started on `pathname`. */
export function returnPathOf(pathname: string, search: string): string | null {
  if (AUTH_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return null;
  return `${pathname}${search}`;
}

/** `/login?redirect=...` for a return path. */
export const loginHref = (returnTo: string | null) =>
  returnTo && returnTo !== '/' ? `/login?redirect=${encodeURIComponent(returnTo)}` : '/login';

export type PostLoginTarget = { kind: 'hrsystem' } | { kind: 'navigate'; to: string };

/**
 * Redirect rule after sign-in (spec section 4): a stored /employer redirect
 * for a user with a company opens the HR system; else the stored redirect;
 * else home.
 */
export function postLoginTarget(redirect: string | null | undefined, hasCompany: boolean): PostLoginTarget {
  const to = safeRedirect(redirect);
  if (to === '/employer' && hasCompany) return { kind: 'hrsystem' };
  return { kind: 'navigate', to: to ?? '/' };
}
