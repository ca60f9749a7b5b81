import { STYLESHEET_COOKIE } from '@jobbridge/shared';
import { ONE_YEAR_S, serializeCookie } from '../../lib/cookies';
import { SITE_CSS, SITE_CSS_FILE, SITE_CSS_HASH } from '../../lib/site-stylesheet.server';
import type { Route } from './+types/site-css';

/**
 * The site's stylesheet as a file (decision 0049): named by its hash and cached for good. A page without the
 * cookie carries the stylesheet inline and asks for this file with a prefetch hint; its answer sets the cookie,
 * so the browser's next pages link the cached file instead.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  if (params.file !== SITE_CSS_FILE) throw new Response('Not found', { status: 404 });
  return new Response(SITE_CSS, {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Set-Cookie': serializeCookie(STYLESHEET_COOKIE, SITE_CSS_HASH, {
        maxAgeSeconds: ONE_YEAR_S,
        secure: url.protocol === 'https:',
      }),
    },
  });
}
