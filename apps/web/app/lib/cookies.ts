/** Parses a Cookie header into name → value (first occurrence wins, values URI-decoded). */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure?: boolean;
}

export const ONE_YEAR_S = 365 * 24 * 60 * 60;
export const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/** A Set-Cookie value (or document.cookie assignment) with Path=/ and SameSite=Lax. */
export function serializeCookie(name: string, value: string, { maxAgeSeconds, secure }: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Sets a cookie from the browser (the language and banner cookies are not HttpOnly on purpose). */
export function setClientCookie(name: string, value: string, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every supported browser.
  document.cookie = serializeCookie(name, value, { maxAgeSeconds, secure: location.protocol === 'https:' });
}

/** Name of the session cookie that remembers closing the e-mail verification banner (until the browser closes). */
export const VERIFY_BANNER_COOKIE = 'verifyBannerClosed';

/** Sets a session cookie (no Max-Age: gone when the browser session ends). */
export function setSessionCookie(name: string, value: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every supported browser.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}`;
}
