import { PassThrough } from 'node:stream';
import { catalogues } from '@jobbridge/shared';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { createContext, type EntryContext, RouterContextProvider, ServerRouter } from 'react-router';
import { createApiClient } from './api/client';
import { apiContext } from './api/context';
import type { ApiTransport } from './api/transport';
import { registerCatalogues } from './i18n/catalogue';
import { htmlWithLatePreloads } from './lib/late-preloads';
import { PageStyleContext } from './lib/page-style';
import { hasSiteStylesheet, SITE_CSS, SITE_CSS_PATH } from './lib/site-stylesheet.server';

export type { ApiTransport } from './api/transport';

// The server renders every language: both catalogues, loaded once, never mutated.
registerCatalogues(catalogues);

export const streamTimeout = 5_000;

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

export default function handleRequest(
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

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots (and SPA mode) get the whole document at once; people get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <PageStyleContext.Provider
        value={{ css: SITE_CSS, nonce, href: SITE_CSS_PATH, linked: hasSiteStylesheet(request.headers.get('cookie')) }}
      >
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </PageStyleContext.Provider>,
      {
        // Scripts and the inline stylesheet (lib/page-style.tsx) carry the response's nonce; React writes
        // a style resource only when its own nonce is this one.
        nonce: nonce ? { script: nonce, style: nonce } : undefined,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(htmlWithLatePreloads(body));
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // The page depends on the language cookie / Accept-Language and the session.
          responseHeaders.set('Vary', 'Cookie, Accept-Language');
          if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
