import { COOKIE_NAMES, isLocale, pickLocale, STYLESHEET_COOKIE } from '@jobbridge/shared';
import type { FastifyRequest } from 'fastify';

/**
 * A short-lived cache of whole server-rendered pages for visitors (decision
 * 0007). Only pages that are the same for every visitor qualify, and only
 * when nothing about the request can make its HTML differ beyond the key:
 *
 * - a GET of a public listing or detail page (PUBLIC_PAGES; not the
 *   `.data` requests of client navigation);
 * - the request carries no cookie except `language`, `bannerShow` and the
 *   stylesheet's (decision 0049), whose values are part of the key: a session (`cit`), the stored user info, an
 *   invitation, a closed verification banner or any unknown cookie means no
 *   cache, so a signed-in page is never stored or served from here;
 * - no `inv_id` in the query (the page would store it as a cookie);
 * - the key holds everything else the HTML is made from: scheme and host
 *   (canonical and hreflang links), path and query, and the language as the
 *   web picks it (?lang=, cookie, Accept-Language). Bots get the page people
 *   get (every page is rendered whole before it is sent, decision 0052);
 * - only a 200 HTML response is stored, and only when every Set-Cookie it
 *   carries is the `language` cookie (a function of the URL and the cookie,
 *   both in the key).
 *
 * The page's CSP nonce is per response: an entry remembers the nonce it was
 * rendered with and every hit replaces it with the response's own.
 *
 * Lifetimes are spread by +-25 % so that pages stored together do not expire
 * together. Past its lifetime, until STALE_FACTOR lifetimes old, a page is
 * still served while one request renders it anew (the others do not wait,
 * and a busy page is never rendered by many requests at once).
 */

/** Paths of the pages every visitor sees alike. */
const PUBLIC_PAGES = [/^\/$/, /^\/(jobs|companies|guides)\/?$/, /^\/(jobs|companies|guides)\/[^/]+\/?$/];
/** Cookies whose values are part of the key; any other cookie turns the cache off for the request. */
const KEYED_COOKIES: readonly string[] = [COOKIE_NAMES.language, COOKIE_NAMES.bannerShow, STYLESHEET_COOKIE];
/** The only cookie a stored response may set. */
const REPLAYED_COOKIE = COOKIE_NAMES.language;
/** A page past its lifetime is served, while one request renders it, until this many lifetimes old. */
const STALE_FACTOR = 2;

export interface CachedPage {
  status: number;
  /** Response headers of the page, without Set-Cookie and the per-response CSP. */
  headers: Array<[string, string]>;
  setCookies: string[];
  body: string;
  /** The CSP nonce the body was rendered with. */
  nonce: string;
}

interface Entry {
  page: CachedPage;
  at: number;
  ttl: number;
  /** When a request set out to render the page anew (0: none is). */
  renewing: number;
}

export type CacheState = 'hit' | 'stale';

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  readonly stats = { hits: 0, stale: 0, misses: 0, stored: 0 };

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 300,
    /** The time in ms (tests move it by hand). */
    private readonly now: () => number = Date.now,
  ) {}

  /** The cache key of a request, or null when its page must be rendered for it alone. */
  keyOf(request: FastifyRequest): string | null {
    if (this.ttlMs <= 0 || request.method !== 'GET') return null;
    const url = new URL(request.url, 'http://page.invalid');
    // Client navigations fetch `<path>.data` (React Router's data, not a page).
    if (url.pathname.endsWith('.data') || !PUBLIC_PAGES.some((page) => page.test(url.pathname))) return null;
    if (url.searchParams.has('inv_id')) return null;
    const cookies = request.cookies ?? {};
    if (Object.keys(cookies).some((name) => !KEYED_COOKIES.includes(name))) return null;
    // The web's rule (app/lib/request-context.ts): ?lang= first, then the cookie, then Accept-Language.
    const queryLang = url.searchParams.get('lang');
    const locale = isLocale(queryLang)
      ? queryLang
      : pickLocale(cookies[COOKIE_NAMES.language], request.headers['accept-language']);
    return JSON.stringify([
      // No Host: a page's origin is the site's own (PUBLIC_ORIGIN), whatever the request said.
      request.url,
      locale,
      // The language of the page's API calls (the server's reading of the same rule).
      request.locale,
      cookies[COOKIE_NAMES.language] ?? null,
      cookies[COOKIE_NAMES.bannerShow] ?? null,
      // The stylesheet inline, or linked when the browser has its file (decision 0049).
      cookies[STYLESHEET_COOKIE] ?? null,
    ]);
  }

  /**
   * A stored page for `key`, its body carrying `nonce`, and whether it is
   * past its lifetime; undefined when the caller must render the page (and
   * then store it with `set`).
   */
  get(key: string, nonce: string): (CachedPage & { state: CacheState }) | undefined {
    const entry = this.entries.get(key);
    const now = this.now();
    let state: CacheState | undefined;
    if (entry) {
      const age = now - entry.at;
      if (age < entry.ttl) state = 'hit';
      else if (age < entry.ttl * STALE_FACTOR) {
        // One request renders it anew; the others get this copy meanwhile (or after a failed attempt, a new one tries).
        if (entry.renewing && now - entry.renewing < entry.ttl) state = 'stale';
        else entry.renewing = now;
      } else this.entries.delete(key);
    }
    if (!entry || !state) {
      this.stats.misses++;
      return undefined;
    }
    this.stats[state === 'hit' ? 'hits' : 'stale']++;
    const { page } = entry;
    return { ...page, body: page.body.split(page.nonce).join(nonce), nonce, state };
  }

  /** Whether a rendered response may be stored (see the module comment). */
  static storable(status: number, contentType: string | null, setCookies: readonly string[]): boolean {
    if (status !== 200 || !contentType?.startsWith('text/html')) return false;
    return setCookies.every((line) => line.trimStart().startsWith(`${REPLAYED_COOKIE}=`));
  }

  set(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, { page, at: this.now(), ttl: this.ttlMs * (0.75 + Math.random() * 0.5), renewing: 0 });
    this.stats.stored++;
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** Forgets every page (a job was written: listings and job pages may differ now). */
  clear(): void {
    this.entries.clear();
  }
}
