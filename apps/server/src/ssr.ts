import { existsSync } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { AppError, COOKIE_NAMES, type Envelope, ERROR_CODES, isSafeRedirectPath } from '@jobbridge/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { createRequestHandler, ServerBuild } from 'react-router';
import type { Env } from './env';
import { CookieJar } from './lib/cookie-jar';
import { callDirect, formValues } from './lib/direct-call';
import { type CachedPage, type CacheState, PageCache } from './page-cache';
import { CONFIG_CALL_PATH, SharedConfigAnswers } from './page-config';
import { PAGE_SESSION_HEADER, type PageSession } from './plugins/page-session';
import { REQUEST_ID_HEADER } from './plugins/request-context';
import { usePageCsp } from './plugins/security';

/** What the web's loaders call the API with (app/api/client.ts on the web). */
export type ApiTransport = (call: {
  path: string;
  method?: 'GET' | 'POST';
  body?: Record<string, string | number | boolean | undefined>;
}) => Promise<Envelope>;

export interface SsrOptions {
  build: ServerBuild;
  /** apps/web/build/client: hashed assets under /assets, public files at the root. */
  clientDir: string | null;
  env: Env;
  /** Largest request body a page action may read. */
  bodyLimit: number;
}

const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const API_PATH = /^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/**
 * Calls the API in-process, as the browser would: the page's cookies, language and request id, marked
 * internal, and with the page's session lookups when it has them; config comes from the answer pages
 * share while the config cache holds it (decision 0020). A page that only reads has its calls declared
 * `pageRead` answered without emulating HTTP (decision 0051); the others go through app.inject.
 */
function createTransport(
  app: FastifyInstance,
  request: FastifyRequest,
  jar: CookieJar,
  page: PageSession | null,
  config: SharedConfigAnswers,
): ApiTransport {
  const transport: ApiTransport = async ({ path, method = 'POST', body = {} }) => {
    if (!API_PATH.test(path)) throw new Error(`not an API path: ${path}`);
    const direct = page ? app.directCalls.get(method, path) : undefined;
    if (direct && page) return callDirect(direct, body, { request, jar, page });
    const form = new URLSearchParams(formValues(body));
    const response = await app.inject({
      method,
      url: method === 'GET' ? `/api${path}${form.size ? `?${form}` : ''}` : `/api${path}`,
      payload: method === 'GET' ? undefined : form.toString(),
      remoteAddress: request.ip,
      headers: {
        cookie: jar.header(),
        'accept-language': request.headers['accept-language'] ?? '',
        'user-agent': request.headers['user-agent'] ?? '',
        [REQUEST_ID_HEADER]: request.id,
        // Trusted by the cross-site check: the page request itself was checked (decision 0010).
        ...app.internalCallHeaders,
        ...(page ? { [PAGE_SESSION_HEADER]: page.id } : {}),
        ...(method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
    });
    jar.absorb(response.headers['set-cookie']);
    return response.json() as Envelope;
  };
  return (call) =>
    call.path === CONFIG_CALL_PATH && (call.method ?? 'POST') === 'POST'
      ? config.answer(call.body ?? {}, () => transport(call))
      : transport(call);
}

/**
 * Header saying whether a cacheable page came from the page cache (`hit`, or
 * `stale` while another request renders it anew) or was rendered (`miss`).
 */
export const PAGE_CACHE_HEADER = 'x-page-cache';

function sendCached(reply: FastifyReply, page: CachedPage & { state: CacheState }) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.setCookies.length) reply.header('set-cookie', page.setCookies);
  reply.header(PAGE_CACHE_HEADER, page.state);
  return reply.send(page.body);
}

/**
 * The origin of the URL React Router sees: the canonical PUBLIC_ORIGIN, never
 * the Host header; but a request whose Origin is another listed public origin
 * (a form posted on http://127.0.0.1 while localhost is canonical) keeps it,
 * because React Router refuses an action whose Origin differs from its URL.
 */
function pageOrigin(request: FastifyRequest, env: Env): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && env.PUBLIC_ORIGINS.includes(origin) ? origin : env.SITE_ORIGIN;
}

/**
 * Whether a response of React Router's is a page (HTML, rendered whole by entry.server) or the data
 * of a client navigation or a fetcher (single fetch's `text/x-script`). The data is read whole
 * too: no loader returns a promise for later (deferred data), so React Router has it all at once
 * and streaming it only cost a chain of streams and a zlib stream per response (1.3 ms for the
 * 7 KB data of a job page).
 */
function isPageBody(contentType: string | null): boolean {
  return contentType !== null && (contentType.startsWith('text/html') || contentType.startsWith('text/x-script'));
}

/** The request body as a web stream, cut off (413) past the limit. */
function bodyOf(request: FastifyRequest, limit: number): ReadableStream | undefined {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (Number(request.headers['content-length'] ?? 0) > limit) throw new AppError(ERROR_CODES.payloadTooLarge);
  let seen = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new AppError(ERROR_CODES.payloadTooLarge) : null, chunk);
    },
  });
  return Readable.toWeb(request.raw.pipe(limiter)) as ReadableStream;
}

/**
 * Serves the web site: built assets, then React Router for every other path
 * (the /api, /ws, /docs and operations routes are more specific and win).
 * Encapsulated, without Fastify's body parsers: React Router reads the body.
 */
export async function ssrPlugin(app: FastifyInstance, options: SsrOptions) {
  const { build, env } = options;
  if (options.clientDir && existsSync(options.clientDir)) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      wildcard: false,
      index: false,
      // The web build writes <file>.br and <file>.gz beside each asset (apps/web/precompress.ts,
      // decision 0053): sent as they are to a browser that accepts them, never compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes('/assets/');
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // The same URL is sent as brotli, gzip or plain by what the request accepts (preCompressed).
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  // The build's own React Router (bundled with the routes and their renderer, entry.server): its
  // data() and redirect() are the classes the handler recognises.
  const createHandler = (build.entry.module as { createRequestHandler?: typeof createRequestHandler })
    .createRequestHandler;
  if (!createHandler) throw new Error('the web build does not export createRequestHandler (entry.server)');
  const handle = createHandler(build, env.NODE_ENV === 'development' ? 'development' : 'production');
  const createLoadContext = (build.entry.module as { createLoadContext?: (...args: unknown[]) => unknown })
    .createLoadContext;
  const pages = new PageCache(env.PAGE_CACHE_MS);
  app.jobWrites.subscribe(() => pages.clear());
  const config = new SharedConfigAnswers(app.configCache);

  app.route({
    method: [...PAGE_METHODS],
    url: '/*',
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: async (request, reply) => {
      const nonce = usePageCsp(reply, env.PUBLIC_ORIGINS);
      const cacheKey = pages.keyOf(request);
      const cached = cacheKey ? pages.get(cacheKey, nonce) : undefined;
      if (cached) return sendCached(reply, cached);
      const jar = new CookieJar(request.headers.cookie);
      // The page's language (which ?lang= may have chosen) is the language of its API calls.
      jar.set(COOKIE_NAMES.language, request.locale);
      // A page that only reads (GET, HEAD: its loaders) authenticates once for all its calls. An action
      // (any other method) may sign in or out midway, so each of its calls looks its session up.
      const page = request.method === 'GET' || request.method === 'HEAD' ? app.pageSessions.start() : null;
      if (page) {
        const end = () => app.pageSessions.end(page);
        reply.raw.once('finish', end);
        reply.raw.once('close', end);
      }
      const transport = createTransport(app, request, jar, page, config);
      const loadContext = await createLoadContext?.(transport, {
        nonce,
        requestId: request.id,
        locale: request.locale,
      });

      const controller = new AbortController();
      reply.raw.once('close', () => controller.abort());
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        for (const item of [value].flat()) headers.append(name, item);
      }
      const body = bodyOf(request, options.bodyLimit);
      // The site's own origin comes from PUBLIC_ORIGIN, never from the Host header: canonical
      // links, hreflang, JSON-LD and cookies' Secure flag are derived from this URL.
      const url = new URL(`${pageOrigin(request, options.env)}${request.url.startsWith('/') ? request.url : '/'}`);
      const response = await handle(
        new Request(url, {
          method: request.method,
          headers,
          body,
          signal: controller.signal,
          duplex: 'half',
        } as RequestInit),
        loadContext as never,
      );

      reply.status(response.status);
      const pageHeaders: Array<[string, string]> = [];
      for (const [name, value] of response.headers) if (name !== 'set-cookie') pageHeaders.push([name, value]);
      // The site redirects only to its own paths (decision 0010): any other target becomes home.
      const location = pageHeaders.find(([name]) => name === 'location');
      if (location && !isSafeRedirectPath(location[1])) {
        request.log.warn({ status: response.status }, 'page redirect to a foreign target replaced by /');
        location[1] = '/';
      }
      for (const [name, value] of pageHeaders) reply.header(name, value);
      const cookies = [...jar.setCookies, ...response.headers.getSetCookie()];
      if (cookies.length) reply.header('set-cookie', cookies);
      if (cacheKey) reply.header(PAGE_CACHE_HEADER, 'miss');
      if (!response.body) return reply.send();
      const contentType = response.headers.get('content-type');
      // A resource route's file is streamed as it comes.
      if (!isPageBody(contentType)) return reply.send(Readable.fromWeb(response.body as never));
      // A page, or a client navigation's data, is sent whole (decision 0052): compressed in one call,
      // and a page is kept for the next visitors when it may be.
      const whole = Buffer.from(await response.arrayBuffer());
      if (cacheKey && PageCache.storable(response.status, contentType, cookies)) {
        const body = whole.toString('utf8');
        pages.set(cacheKey, { status: response.status, headers: pageHeaders, setCookies: cookies, body, nonce });
      }
      return reply.send(whole);
    },
  });
}
