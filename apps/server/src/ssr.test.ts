import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { STYLESHEET_COOKIE } from '@jobbridge/shared';
import { createRequestHandler, type EntryContext, redirect, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_BROTLI_QUALITY } from './app';
import { PageCache } from './page-cache';
import { type ApiTransport, PAGE_CACHE_HEADER } from './ssr';
import { createTestApp, signedInUser, type TestApp } from './testing';

interface Context {
  transport: ApiTransport;
  nonce: string;
  requestId: string;
}

/** How many times the fake /jobs page's loader ran (a page served from the cache runs none). */
let renders = 0;

/** A hand-made React Router build: enough routes to exercise the bridge without the web app. */
function fakeBuild(): ServerBuild {
  // A module with a default export is a page; without one React Router treats it as a resource route.
  const route = (id: string, pathName: string | undefined, module: object, parentId?: string) => ({
    id,
    parentId,
    path: pathName,
    index: undefined,
    caseSensitive: undefined,
    module: { default: () => null, ...module },
  });
  const assetRoute = (id: string, pathName: string | undefined, parentId?: string, extra: object = {}) => ({
    id,
    parentId,
    path: pathName,
    module: `/assets/${id}.js`,
    hasLoader: true,
    hasAction: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    imports: [],
    css: [],
    ...extra,
  });
  const handleRequest = (request: Request, status: number, headers: Headers, context: EntryContext, load: Context) => {
    const { loaderData, actionData } = context.staticHandlerContext;
    const data = JSON.stringify({ ...loaderData, actionData, requestUrl: request.url });
    headers.set('content-type', 'text/html; charset=utf-8');
    const url = new URL(request.url);
    if (url.pathname === '/cookies') {
      headers.append('set-cookie', 'first=1; Path=/');
      headers.append('set-cookie', 'second=2; Path=/');
    }
    // As the web's middleware does for ?lang=, and a page that sets some other cookie.
    if (url.searchParams.get('lang')) headers.append('set-cookie', `language=${url.searchParams.get('lang')}; Path=/`);
    if (url.searchParams.has('track')) headers.append('set-cookie', 'tracked=1; Path=/');
    const chunks = [
      `<!doctype html><html><body><script nonce="${load.nonce}">`,
      `window.__data=${data}`,
      '</script></body></html>',
    ];
    const body = new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    return new Response(body, { status, headers });
  };
  return {
    entry: {
      module: {
        default: handleRequest,
        // The web build exports the request handler of the React Router it bundles (entry.server).
        createRequestHandler,
        createLoadContext: (transport: ApiTransport, extra: { nonce: string; requestId: string }) => ({
          transport,
          ...extra,
        }),
      },
    },
    routes: {
      root: route('root', '', { loader: () => ({ root: true }), default: () => null }),
      config: route(
        'config',
        'config',
        {
          loader: async ({ context }: { context: Context }) =>
            context.transport({ path: '/config/getConfigItem', body: { lang: 'zh' } }),
        },
        'root',
      ),
      me: route(
        'me',
        'me',
        {
          loader: async ({ context }: { context: Context }) => {
            const first = await context.transport({ path: '/account/signinByToken' });
            await context.transport({ path: '/account/logout' });
            const after = await context.transport({ path: '/account/signinByToken' });
            return { first, after, requestId: context.requestId };
          },
        },
        'root',
      ),
      form: route(
        'form',
        'form',
        {
          loader: () => null,
          action: async ({ request }: { request: Request }) => ({ got: Object.fromEntries(await request.formData()) }),
        },
        'root',
      ),
      cookies: route('cookies', 'cookies', { loader: () => null }, 'root'),
      // A page of 4 KB, past the threshold of compression.
      long: route('long', 'long', { loader: () => ({ text: 'a long page '.repeat(340) }) }, 'root'),
      jobs: route(
        'jobs',
        'jobs',
        {
          loader: async ({ context }: { context: Context }) => {
            renders++;
            const config = await context.transport({ path: '/config/getConfigItem', body: { lang: 'en' } });
            return { render: renders, configOk: config.success };
          },
        },
        'root',
      ),
      away: route('away', 'away', { loader: () => redirect('/config') }, 'root'),
      // A resource route (no default export): a file of 8 KB, written in two pieces.
      file: {
        id: 'file',
        parentId: 'root',
        path: 'file.csv',
        module: {
          loader: () =>
            new Response(
              new ReadableStream({
                start(controller) {
                  for (const _ of [1, 2]) controller.enqueue(new TextEncoder().encode('a,b\n'.repeat(1024)));
                  controller.close();
                },
              }),
              { headers: { 'content-type': 'text/csv' } },
            ),
        },
      },
      // A careless page that redirects wherever ?to= says.
      escape: route(
        'escape',
        'escape',
        { loader: ({ request }: { request: Request }) => redirect(new URL(request.url).searchParams.get('to') ?? '/') },
        'root',
      ),
    },
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: {
        root: assetRoute('root', ''),
        config: assetRoute('config', 'config', 'root'),
        me: assetRoute('me', 'me', 'root'),
        form: assetRoute('form', 'form', 'root', { hasAction: true }),
        cookies: assetRoute('cookies', 'cookies', 'root'),
        long: assetRoute('long', 'long', 'root'),
        jobs: assetRoute('jobs', 'jobs', 'root'),
        away: assetRoute('away', 'away', 'root'),
        file: assetRoute('file', 'file.csv', 'root'),
        escape: assetRoute('escape', 'escape', 'root'),
      },
      url: '/assets/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

let t: TestApp;
let clientDir: string;
const dataOf = (html: string) => JSON.parse(/window.__data=(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'jb-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  // A built asset with the copies the web build writes beside it (apps/web/precompress.ts). Each copy says
  // which it is once decompressed, so a test can tell a copy sent as it is from the file compressed anew.
  const big = (copy: string) => `console.log(${JSON.stringify(copy)});\n${'export const x = 1;\n'.repeat(200)}`;
  writeFileSync(path.join(clientDir, 'assets', 'shell-abc123.js'), big('plain'));
  writeFileSync(path.join(clientDir, 'assets', 'shell-abc123.js.br'), brotliCompressSync(big('brotli copy')));
  writeFileSync(path.join(clientDir, 'assets', 'shell-abc123.js.gz'), gzipSync(big('gzip copy')));
  writeFileSync(path.join(clientDir, 'favicon.ico'), 'icon');
  t = await createTestApp({ web: fakeBuild(), webClientDir: clientDir });
}, 60_000);
afterAll(() => t?.close());

describe('SSR bridge', () => {
  it('renders a page whose loader calls the API in-process, in the page language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config', headers: { cookie: 'language=zh' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const data = dataOf(res.body);
    expect(data.config).toMatchObject({ success: true, data: { site: expect.any(Object) } });
  });

  it('sends a page and a navigation’s data whole, compressed in one piece, and a file as it comes', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    const page = await t.app.inject({ method: 'GET', url: '/long', headers: gzip });
    const data = await t.app.inject({ method: 'GET', url: '/long.data', headers: gzip });
    expect(data.headers['content-type']).toContain('text/x-script');
    for (const res of [page, data]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      // Compressed in one call (decision 0052): its length is known before it is sent.
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    }
    expect(dataOf(gunzipSync(page.rawPayload).toString()).long.text).toBe('a long page '.repeat(340));
    expect(gunzipSync(data.rawPayload).toString()).toContain('a long page a long page');
    const file = await t.app.inject({ method: 'GET', url: '/file.csv', headers: gzip });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-length']).toBeUndefined();
    expect(gunzipSync(file.rawPayload).toString()).toBe('a,b\n'.repeat(2048));
  });

  it('compresses a page for brotli at the quality chosen for CPU per page (decision 0054)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/long', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload);
    const atQuality = (quality: number) =>
      brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } });
    const expected = atQuality(RESPONSE_BROTLI_QUALITY);
    expect(res.rawPayload.equals(expected)).toBe(true);
    // The page is large enough for the quality to show in its bytes.
    expect(expected.equals(atQuality(4))).toBe(false);
  });

  it("gives React Router the site's own origin (PUBLIC_ORIGIN), never the Host header", async () => {
    for (const host of ['evil.example', 'localhost:1']) {
      const res = await t.app.inject({ method: 'GET', url: '/config?x=1', headers: { host } });
      expect(dataOf(res.body).requestUrl, host).toBe(`${t.app.env.SITE_ORIGIN}/config?x=1`);
    }
    expect(t.app.env.SITE_ORIGIN).toBe('http://localhost:8460');
  });

  it('gives pages a nonce-based CSP whose nonce the page received', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config' });
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`nonce="${nonce}"`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const second = await t.app.inject({ method: 'GET', url: '/config' });
    expect(second.headers['content-security-policy']).not.toBe(csp);
  });

  it("forwards the browser's session to API calls, and passes their Set-Cookie on", async () => {
    const me = await signedInUser(t.database);
    const res = await t.app.inject({
      method: 'GET',
      url: '/me',
      headers: { cookie: me.cookie, 'x-request-id': 'page-1' },
    });
    const data = dataOf(res.body).me;
    expect(data.first).toMatchObject({ success: true, data: { user_id: me.user.user_id } });
    // After logout inside the same page request, the jar no longer sends the token.
    expect(data.after).toMatchObject({ success: false, code: 4001 });
    expect(data.requestId).toBe('page-1');
    expect(String(res.headers['set-cookie'])).toMatch(/cit=;/);
  });

  it('lets React Router read a posted form body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/form?index',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=%E8%81%8C%E6%A1%A5&x=1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('职桥');
  });

  it('refuses a page body over the limit with 4013', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `a=${'x'.repeat(1024 * 1024 + 1)}`,
    });
    expect(res.statusCode).toBe(413);
  });

  it('copies several Set-Cookie headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cookies' });
    expect(res.headers['set-cookie']).toEqual(['first=1; Path=/', 'second=2; Path=/']);
  });

  it('sends body-less responses (redirects) as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/away' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/config');
    expect(res.body).toBe('');
  });

  it('lets a page redirect only to a path of the site, else home', async () => {
    const kept = await t.app.inject({ method: 'GET', url: `/escape?to=${encodeURIComponent('/jobs?keyword=a')}` });
    expect(kept.statusCode).toBe(302);
    expect(kept.headers.location).toBe('/jobs?keyword=a');
    for (const target of ['//evil.example', 'https://evil.example/', '/\\evil.example', '/%2F%2Fevil.example']) {
      const res = await t.app.inject({ method: 'GET', url: `/escape?to=${encodeURIComponent(target)}` });
      expect(res.statusCode, target).toBe(302);
      expect(res.headers.location, target).toBe('/');
    }
  });

  it("renders React Router's 404 for unknown pages, and the API keeps its envelope", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'POST', url: '/api/no/such' });
    expect(api.json()).toMatchObject({ success: false, code: 4004 });
  });

  it('serves built assets, hashed ones cached for a year', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends an asset’s compressed copy as it is, brotli first, then gzip, else the file (decision 0053)', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/shell-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('"brotli copy"');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('"gzip copy"');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('"plain"');
    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    }
  });
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('page cache (PAGE_CACHE_MS)', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({
      web: fakeBuild(),
      webClientDir: clientDir,
      database: t.database,
      env: { PAGE_CACHE_MS: '60000' },
    });
  }, 60_000);
  afterAll(() => cached?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    cached.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', 'user-agent': BROWSER, ...headers } });
  const nonceOf = (res: { headers: Record<string, unknown> }) =>
    /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';

  it("serves a visitor's public page from memory to the next visitor, with that response's own nonce", async () => {
    const first = await get('/jobs?keyword=a');
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
    const render = dataOf(first.body).jobs.render;
    const second = await get('/jobs?keyword=a');
    expect(second.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(dataOf(second.body).jobs.render).toBe(render);
    expect(second.headers['content-type']).toContain('text/html');
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).not.toBe(b);
    expect(second.body).toContain(`nonce="${b}"`);
    expect(second.body).not.toContain(a);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('keeps apart what changes the HTML: query, language, banner and stylesheet cookies', async () => {
    const renderOf = async (url: string, headers?: Record<string, string>) =>
      dataOf((await get(url, headers)).body).jobs.render;
    const base = await renderOf('/jobs?keyword=b');
    expect(await renderOf('/jobs?keyword=b')).toBe(base);
    const others = [
      await renderOf('/jobs?keyword=c'),
      await renderOf('/jobs?keyword=b', { 'accept-language': 'zh-CN' }),
      await renderOf('/jobs?keyword=b', { cookie: 'bannerShow=false' }),
      await renderOf('/jobs?keyword=b', { cookie: 'language=zh' }),
      // A browser with the stylesheet's file is sent a page that links it (decision 0049).
      await renderOf('/jobs?keyword=b', { cookie: `${STYLESHEET_COOKIE}=0123456789abcdef` }),
    ];
    expect([base, ...others]).toEqual([...new Set([base, ...others])]);
    // The stylesheet cookie is part of the key, not a reason to render every time: its page is kept too.
    const linked = await get('/jobs?keyword=b', { cookie: `${STYLESHEET_COOKIE}=0123456789abcdef` });
    expect(linked.headers[PAGE_CACHE_HEADER]).toBe('hit');
    // A bot is sent the page a person is (every page is rendered whole, decision 0052): one copy serves both.
    expect(await renderOf('/jobs?keyword=b', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).toBe(
      base,
    );
    // The Host header changes nothing in a page (its origin is PUBLIC_ORIGIN's): one copy serves all.
    expect(await renderOf('/jobs?keyword=b', { host: 'other.example.com' })).toBe(base);
  });

  it('never serves or stores the page of a request with a session or any other cookie', async () => {
    const me = await signedInUser(t.database);
    const signedIn = await get('/jobs?keyword=d', { cookie: me.cookie });
    expect(signedIn.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    const visitor = await get('/jobs?keyword=d');
    expect(visitor.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(dataOf(visitor.body).jobs.render).toBe(dataOf(signedIn.body).jobs.render + 1);
    for (const cookie of [me.cookie, 'userinfo=x', 'inv_id=abc', 'verifyBannerClosed=1', 'other=1']) {
      const res = await get('/jobs?keyword=d', { cookie });
      expect(res.headers[PAGE_CACHE_HEADER], cookie).toBeUndefined();
    }
  });

  it('replays the language cookie of ?lang=, and stores no page that sets another cookie', async () => {
    await get('/jobs?keyword=e&lang=zh');
    const hit = await get('/jobs?keyword=e&lang=zh');
    expect(hit.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(hit.headers['set-cookie']).toEqual(['language=zh; Path=/']);
    await get('/jobs?keyword=e&track=1');
    const again = await get('/jobs?keyword=e&track=1');
    expect(again.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(again.headers['set-cookie']).toContain('tracked=1; Path=/');
  });

  it('leaves other pages, invitations and non-GET requests alone', async () => {
    for (const url of ['/config', '/me', '/jobs?inv_id=abc', '/jobs/1.data', '/jobs.data']) {
      await get(url);
      expect((await get(url)).headers[PAGE_CACHE_HEADER], url).toBeUndefined();
    }
    const head = await cached.app.inject({ method: 'HEAD', url: '/jobs' });
    expect(head.headers[PAGE_CACHE_HEADER]).toBeUndefined();
  });

  it('is off unless PAGE_CACHE_MS is set (tests)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/jobs' })).headers[PAGE_CACHE_HEADER]).toBeUndefined();
  });

  it('past its lifetime lets one request render a page anew while the others get the old copy', () => {
    let now = 0;
    const pages = new PageCache(40, 10, () => now);
    const page = { status: 200, headers: [], setCookies: [], body: '<p nonce="n1">', nonce: 'n1' };
    pages.set('k', page);
    expect(pages.get('k', 'n2')).toMatchObject({ body: '<p nonce="n2">', state: 'hit' });
    now = 55; // past the longest lifetime (40 ms + 25 %), before twice the shortest
    expect(pages.get('k', 'n3')).toBeUndefined(); // this request renders it
    expect(pages.get('k', 'n4')).toMatchObject({ body: '<p nonce="n4">', state: 'stale' });
    pages.set('k', { ...page, body: '<p nonce="n5">new', nonce: 'n5' });
    expect(pages.get('k', 'n6')).toMatchObject({ body: '<p nonce="n6">new', state: 'hit' });
    now += 110; // past twice the longest lifetime: forgotten
    expect(pages.get('k', 'n7')).toBeUndefined();
    expect(pages.get('k', 'n8')).toBeUndefined();
  });
});
