import { createHash } from 'node:crypto';
import { STYLESHEET_COOKIE } from '@jobbridge/shared';
import appCss from '../app.css?inline';
import { parseCookies } from './cookies';
import { criticalCss, indexStylesheet, markupClasses } from './critical-css';

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

/** The stylesheet read once, to choose from for each first page (decision 0067). */
const SITE_CSS_INDEX = indexStylesheet(SITE_CSS);

/** Where a first page's inline stylesheet goes: the page is rendered with this, then given its own. */
export const PAGE_CSS_SLOT = '/*page-css*/';

/** The page with the stylesheet its markup needs in place of PAGE_CSS_SLOT (the whole one if it cannot tell). */
export function withPageCss(html: string): string {
  // Followed by the element's end tag, which no escaped text of the page can hold.
  const at = html.indexOf(`${PAGE_CSS_SLOT}</style>`);
  if (at < 0) return html;
  const css = SITE_CSS_INDEX ? criticalCss(SITE_CSS_INDEX, markupClasses(html)) : SITE_CSS;
  return `${html.slice(0, at)}${css}${html.slice(at + PAGE_CSS_SLOT.length)}`;
}
