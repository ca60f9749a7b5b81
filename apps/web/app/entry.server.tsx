import { Buffer } from 'node:buffer';
import { Writable } from 'node:stream';
import { catalogues } from '@jobbridge/shared';
import { renderToPipeableStream } from 'react-dom/server';
import { createContext, type EntryContext, RouterContextProvider, ServerRouter } from 'react-router';
import { createApiClient } from './api/client';
import { apiContext } from './api/context';
import type { ApiTransport } from './api/transport';
import { registerCatalogues } from './i18n/catalogue';
import { withLatePreloads } from './lib/late-preloads';
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
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // The page is rendered whole, then answered in one piece (decision 0052): its loaders have
    // all finished before React starts and nothing on a page waits for data inside a Suspense
    // boundary, so React writes the whole page in one go once the shell is ready anyway.
    // Gathered here, it reaches the server as one buffer: no chain of streams carrying it in
    // 4 KB pieces, and the server compresses it in one call.
    const chunks: Uint8Array[] = [];
    const page = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        // The page depends on the language cookie / Accept-Language and the session.
        responseHeaders.set('Vary', 'Cookie, Accept-Language');
        if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache');
        // Bytes, never decoded: a string body would be checked and encoded again on its way out.
        const html = withLatePreloads(Buffer.concat(chunks));
        const body = new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength);
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

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
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
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
