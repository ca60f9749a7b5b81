import { catalogues } from '@jobbridge/shared';
import { options, type VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createContext, type EntryContext, RouterContextProvider, ServerRouter } from 'react-router';

import { createApiClient } from './api/client';
import { apiContext } from './api/context';
import type { ApiTransport } from './api/transport';
import { registerCatalogues } from './i18n/catalogue';
import { PageStyleContext } from './lib/page-style';
import { hasSiteStylesheet, PAGE_CSS_SLOT, SITE_CSS_PATH, withPageCss } from './lib/site-stylesheet.server';

// The server handles page requests with the React Router bundled here, the one the routes and this
// renderer use (vite.config.ts), rather than a second copy of its own.
export { createRequestHandler } from 'react-router';
export type { ApiTransport } from './api/transport';

// The server renders every language: both catalogues, loaded once, never mutated.
registerCatalogues(catalogues);

export const streamTimeout = 5_000;

// React Router marks its scripts `suppressHydrationWarning`, a hint for React that Preact would write
// out as an attribute: dropped from elements as they are made.
const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === 'string' && props && 'suppressHydrationWarning' in props) {
    delete props.suppressHydrationWarning;
  }
  previousVnodeHook?.(vnode);
};

/** A CSP nonce for the inline scripts React Router writes, when the server uses one. */
const nonceContext = createContext<string | undefined>(undefined);

export interface LoadContextOptions {
  /** Nonce of the response's Content-Security-Policy (script-src 'nonce-…'). */
  nonce?: string;
}

/**
 * Called by the server's SSR bridge for every request; the result is the load
 * context passed to `createRequestHandler`. `transport` dispatches API calls
 * in-process with the browser's cookies.
 */
export function createLoadContext(transport: ApiTransport, options: LoadContextOptions = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apiContext, createApiClient(transport));
  context.set(nonceContext, options.nonce);
  return context;
}

const DOCUMENT_END = '</body></html>';

/**
 * React Router's scripts that hand the loaders' data to the browser come after the document (its
 * `StreamTransfer` is the last sibling of the root layout), where React's renderer would still have
 * closed the body after them. They go before `</body>`, where the HTML is valid, without the markers
 * of the Suspense boundaries they were rendered in.
 */
function dataScriptsInBody(html: string): string {
  const end = html.lastIndexOf(DOCUMENT_END);
  if (end < 0 || end + DOCUMENT_END.length === html.length) return html;
  const after = html.slice(end + DOCUMENT_END.length).replace(/<!--\/?\$s-->/g, '');
  return `${html.slice(0, end)}${after}${DOCUMENT_END}`;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);

  const page = (
    <PageStyleContext.Provider
      value={{
        css: PAGE_CSS_SLOT,
        nonce,
        href: SITE_CSS_PATH,
        linked: hasSiteStylesheet(request.headers.get('cookie')),
      }}
    >
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </PageStyleContext.Provider>
  );
  // The page is rendered whole, then answered in one piece (decision 0052): its loaders have all
  // finished before rendering starts and nothing on a page waits for data inside a Suspense
  // boundary. Preact writes it as one string (decision 0066); the async renderer waits for a lazy
  // part should a page ever render one on the server.
  const html = await renderToStringAsync(page as unknown as VNode);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // The page depends on the language cookie / Accept-Language and the session.
  responseHeaders.set('Vary', 'Cookie, Accept-Language');
  if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache');
  // Bytes, encoded once: a string body would be checked and encoded again on its way out.
  const body = new TextEncoder().encode(`<!DOCTYPE html>${dataScriptsInBody(withPageCss(html))}`);
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
