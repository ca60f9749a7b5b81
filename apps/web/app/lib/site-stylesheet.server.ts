import { createHash } from 'node:crypto';
import { STYLESHEET_COOKIE } from '@jobbridge/shared';
import appCss from '../app.css?inline';
import { parseCookies } from './cookies';

/** The compiled stylesheet (minified in the server build). */
export const SITE_CSS = appCss;
/** Its content hash: the file's name, and the cookie's value once a browser has the file. */
export const SITE_CSS_HASH = createHash('sha256').update(appCss).digest('hex').slice(0, 16);
/** The file's name below /styles/. */
export const SITE_CSS_FILE = `site-${SITE_CSS_HASH}.css`;
/** Where the stylesheet is served as a file (routes/resources/site-css.ts), cached for good. */
export const SITE_CSS_PATH = `/styles/${SITE_CSS_FILE}`;

/** Whether the request's browser has this stylesheet cached: it fetched the file, which set the cookie. */
export function hasSiteStylesheet(cookieHeader: string | null): boolean {
  return parseCookies(cookieHeader)[STYLESHEET_COOKIE] === SITE_CSS_HASH;
}
