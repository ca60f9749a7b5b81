import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ERROR_CODES, type Locale, translate } from '@jobbridge/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from './errors';

/**
 * Requests from other sites and sibling origins cannot act for a signed-in
 * user (decision 0010). Every request that may change state (any method but
 * GET, HEAD and OPTIONS), on /api and on the site's pages alike, is checked
 * before anything reads its body or its session:
 *
 * - `Origin`, when sent, must be one of PUBLIC_ORIGINS exactly (`null` never is);
 * - `Sec-Fetch-Site`, when sent, must be `same-origin` or `none` (`same-site`
 *   and `cross-site` are refused: another port or a sibling subdomain is
 *   the same site, and SameSite=Lax cookies travel with its requests);
 * - a request with neither header is not from a browser (browsers send
 *   Origin with every POST) and goes on: curl, the apps with the `token`
 *   header, WeChat's push.
 *
 * The API answers a refusal with 403 and the 4003 envelope, a page with a
 * small 403 page in the visitor's language. The server's own in-process
 * calls (the SSR bridge's `app.inject`) carry a per-process secret in
 * INTERNAL_CALL_HEADER and skip the check: they run only for a page request
 * that was itself checked, and an outside request cannot know the secret.
 */

/** Methods that never change state (RFC 9110 safe methods). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values of a request the site itself (or the user, typing or bookmarking) started. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** Header of the server's in-process calls; its value is a secret made at start. */
export const INTERNAL_CALL_HEADER = 'x-jobbridge-internal';

export type CrossSiteVerdict =
  | { allowed: true; reason: 'safe-method' | 'own-origin' | 'not-a-browser' }
  | { allowed: false; reason: 'origin' | 'fetch-site' };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * Whether a request may go on, from its method and its Origin and
 * Sec-Fetch-Site headers. `publicOrigins` are serialized origins
 * (`https://example.com`, no path, no trailing slash).
 */
export function crossSiteVerdict(
  method: string,
  headers: IncomingHttpHeaders,
  publicOrigins: ReadonlySet<string>,
): CrossSiteVerdict {
  if (SAFE_METHODS.has(method.toUpperCase())) return { allowed: true, reason: 'safe-method' };
  const origin = single(headers.origin);
  const fetchSite = single(headers['sec-fetch-site']);
  if (origin !== undefined && !publicOrigins.has(origin)) return { allowed: false, reason: 'origin' };
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite.trim().toLowerCase())) {
    return { allowed: false, reason: 'fetch-site' };
  }
  if (origin === undefined && fetchSite === undefined) return { allowed: true, reason: 'not-a-browser' };
  return { allowed: true, reason: 'own-origin' };
}

/** `https://Example.com:443/` as a browser serializes it in Origin: `https://example.com`. */
export function serializedOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}

/** The refused page's one style block, allowed by its hash (no inline style attributes). */
const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#0f172a}a{color:#115e59}';
const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The page a refused page request gets: self-contained, no script, in the visitor's language. */
export function crossSitePage(locale: Locale): string {
  const text = (key: string) => translate(locale, key);
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${text('server.crossSite.title')}</title><style>${PAGE_STYLE}</style></head>`,
    `<body><main><h1>${text('server.crossSite.title')}</h1><p>${text('server.crossSite.refused')}</p>`,
    `<p><a href="/">${text('errorsPage.backHome')}</a></p></main></body></html>`,
  ].join('');
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function refuse(reply: FastifyReply, url: string, locale: Locale) {
  reply.header('cache-control', 'no-store');
  if (isApiPath(url)) {
    return reply.code(403).send(failure(ERROR_CODES.forbidden, locale, null, 'server.crossSite.refused'));
  }
  return reply
    .code(403)
    .header('content-security-policy', PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(crossSitePage(locale));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Headers that mark an in-process call (app.inject) of the server itself as trusted. */
    internalCallHeaders: Readonly<Record<string, string>>;
  }
  interface FastifyRequest {
    /** True for an in-process call of the server itself that carried the secret of internalCallHeaders. */
    internalCall: boolean;
  }
}

/** Registered early in app.ts: after cookies, the language and the security headers, before any route. */
export const crossSitePlugin = fp(
  async (app: FastifyInstance, options: { publicOrigins: readonly string[] }) => {
    const origins = new Set(options.publicOrigins.map(serializedOrigin));
    const secret = randomBytes(32).toString('base64url');
    const secretBytes = Buffer.from(secret);
    app.decorate('internalCallHeaders', Object.freeze({ [INTERNAL_CALL_HEADER]: secret }));
    app.decorateRequest('internalCall', false);

    app.addHook('onRequest', async (request, reply) => {
      const marked = request.headers[INTERNAL_CALL_HEADER];
      if (marked !== undefined) {
        // Never passed on (to React Router, to a log), whether it was ours or a guess.
        delete request.headers[INTERNAL_CALL_HEADER];
        const given = Buffer.from(typeof marked === 'string' ? marked : '');
        if (given.length === secretBytes.length && timingSafeEqual(given, secretBytes)) {
          request.internalCall = true;
          return;
        }
      }
      const verdict = crossSiteVerdict(request.method, request.headers, origins);
      if (verdict.allowed) return;
      request.log.info(
        {
          reason: verdict.reason,
          origin: single(request.headers.origin)?.slice(0, 200),
          fetchSite: single(request.headers['sec-fetch-site'])?.slice(0, 40),
        },
        'cross-site request refused',
      );
      return refuse(reply, request.url, request.locale);
    });
  },
  { name: 'cross-site', dependencies: ['request-context', 'security-headers'] },
);
