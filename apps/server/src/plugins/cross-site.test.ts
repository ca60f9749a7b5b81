import { translate } from '@jobbridge/shared';
import type { LightMyRequestResponse } from 'fastify';
import { createRequestHandler, type EntryContext, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTransport } from '../ssr';
import { createTestApp, FORM, form, signedInUser, type TestApp } from '../testing';
import { crossSiteVerdict, INTERNAL_CALL_HEADER, serializedOrigin } from './cross-site';

/**
 * Requests from other sites and sibling origins cannot act for a signed-in
 * user (decision 0010): each attack below carries the victim's session
 * cookie, as a browser would, and must leave the victim's data as it was.
 */

const SITE = 'https://www.jobbridge.example';
const LOOPBACK_SITE = 'http://127.0.0.1:8482';

/** Other origins: another port of the loopback site, a sibling subdomain, another site, an opaque origin. */
const FOREIGN: Array<[string, Record<string, string>]> = [
  ['another port of 127.0.0.1', { origin: 'http://127.0.0.1:8492', 'sec-fetch-site': 'same-site' }],
  ['another port, Origin only', { origin: 'http://127.0.0.1:8492' }],
  ['a sibling subdomain', { origin: 'https://blog.jobbridge.example', 'sec-fetch-site': 'same-site' }],
  ['a sibling subdomain, Origin only', { origin: 'https://blog.jobbridge.example' }],
  ['the site over http', { origin: 'http://www.jobbridge.example' }],
  ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
  ['Origin: null (sandboxed frame, data: URL)', { origin: 'null' }],
  ['Origin: null, cross-site', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site without Origin', { 'sec-fetch-site': 'same-site' }],
  ['a listed Origin but Sec-Fetch-Site: same-site', { origin: SITE, 'sec-fetch-site': 'same-site' }],
  ['a listed Origin but Sec-Fetch-Site: cross-site', { origin: SITE, 'sec-fetch-site': 'cross-site' }],
  ['an Origin with a path', { origin: `${SITE}/evil` }],
  ['two Origins', { origin: `${SITE}, https://evil.example` }],
];

/** What the site's own pages, typed URLs and non-browser clients send. */
const OWN: Array<[string, Record<string, string>]> = [
  ['same-origin (the site itself)', { origin: SITE, 'sec-fetch-site': 'same-origin' }],
  ['the loopback origin listed in PUBLIC_ORIGIN', { origin: LOOPBACK_SITE, 'sec-fetch-site': 'same-origin' }],
  ['a listed Origin without Sec-Fetch-Site (older browsers)', { origin: SITE }],
  ['Sec-Fetch-Site: none (typed or bookmarked)', { 'sec-fetch-site': 'none' }],
  ['neither header (curl, the apps)', {}],
];

interface PageContext {
  transport: ApiTransport;
  nonce: string;
}

/** Times the fake page's action ran. */
let actions = 0;

/**
 * A hand-made React Router build with one page whose action changes the
 * summary through the in-process API, as the web's actions would.
 */
function fakeBuild(): ServerBuild {
  const module = (extra: object) => ({ default: () => null, ...extra });
  const asset = (id: string, path: string | undefined, parentId?: string, hasAction = false) => ({
    id,
    parentId,
    path,
    module: `/assets/${id}.js`,
    hasLoader: true,
    hasAction,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    imports: [],
    css: [],
  });
  const handleRequest = (_request: Request, status: number, headers: Headers, context: EntryContext) => {
    const { loaderData, actionData } = context.staticHandlerContext;
    headers.set('content-type', 'text/html; charset=utf-8');
    return new Response(`<!doctype html><p id="data">${JSON.stringify({ loaderData, actionData })}</p>`, {
      status,
      headers,
    });
  };
  return {
    entry: {
      module: {
        default: handleRequest,
        // The web build exports the request handler of the React Router it bundles (entry.server).
        createRequestHandler,
        createLoadContext: (transport: ApiTransport, extra: { nonce: string }) => ({ transport, ...extra }),
      },
    },
    routes: {
      root: { id: 'root', path: '', module: module({ loader: () => ({ root: true }) }) },
      summary: {
        id: 'summary',
        parentId: 'root',
        path: 'summary',
        module: module({
          loader: () => null,
          action: async ({ request, context }: { request: Request; context: PageContext }) => {
            actions++;
            const body = await request.formData();
            return context.transport({ path: '/resume/updSummary', body: { summary: String(body.get('summary')) } });
          },
        }),
      },
    },
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: { root: asset('root', ''), summary: asset('summary', 'summary', 'root', true) },
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
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: `${SITE},${LOOPBACK_SITE}` }, web: fakeBuild() });
}, 60_000);
afterAll(() => t?.close());

type Victim = Awaited<ReturnType<typeof signedInUser>>;

/** A victim whose summary and profile visibility are known. */
async function victim(): Promise<Victim> {
  const me = await signedInUser(t.database);
  const set = async (path: string, body: Record<string, string>) =>
    expect((await call('POST', path, body, { cookie: me.cookie })).json()).toMatchObject({ success: true });
  await set('resume/updSummary', { summary: 'My own words.' });
  await set('manager/updSetting', { profile_visibility: 'private' });
  return me;
}

function call(
  method: string,
  path: string,
  body: Record<string, string>,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `/api/${path}`, headers: { ...FORM, ...headers }, payload: form(body) });
}

/** The victim's summary and profile visibility, read without any browser header. */
async function stateOf(me: Victim) {
  const resume = await call(
    'POST',
    'resume/getResumeInfoByUserID',
    { user_id: String(me.user.user_id) },
    {
      cookie: me.cookie,
    },
  );
  const settings = await call('POST', 'manager/getSetting', {}, { cookie: me.cookie });
  return { summary: resume.json().data.summary, visibility: settings.json().data.profile_visibility };
}

const UNCHANGED = { summary: 'My own words.', visibility: 'private' };

describe('state-changing API calls from other origins', () => {
  it.each(FOREIGN)('are refused from %s with 403 and 4003, and the data stays', async (_name, headers) => {
    const me = await victim();
    const summary = await call('POST', 'resume/updSummary', { summary: 'Hacked.' }, { cookie: me.cookie, ...headers });
    expect(summary.statusCode).toBe(403);
    expect(summary.json()).toEqual({
      success: false,
      code: 4003,
      msg: translate('en', 'server.crossSite.refused'),
      data: null,
    });
    const visibility = await call(
      'POST',
      'manager/updSetting',
      { profile_visibility: 'public' },
      { cookie: me.cookie, ...headers },
    );
    expect(visibility.statusCode).toBe(403);
    expect(visibility.json().code).toBe(4003);
    expect(await stateOf(me)).toEqual(UNCHANGED);
  });

  it('say why in the request language', async () => {
    const me = await victim();
    const res = await call(
      'POST',
      'manager/updSetting',
      { profile_visibility: 'public' },
      { cookie: `${me.cookie}; language=zh`, origin: 'http://127.0.0.1:8492', 'sec-fetch-site': 'same-site' },
    );
    expect(res.json()).toMatchObject({ code: 4003, msg: translate('zh', 'server.crossSite.refused') });
    expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('are refused as JSON, with the token header, and with any other method', async () => {
    const me = await victim();
    const foreign = { origin: 'http://127.0.0.1:8492', 'sec-fetch-site': 'same-site' };
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/resume/updSummary',
      headers: { 'content-type': 'application/json', cookie: me.cookie, ...foreign },
      payload: JSON.stringify({ summary: 'Hacked.' }),
    });
    expect(json.statusCode).toBe(403);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/resume/updSummary',
      headers: { ...FORM, token: me.token, 'sec-fetch-site': 'cross-site' },
      payload: form({ summary: 'Hacked.' }),
    });
    expect(token.statusCode).toBe(403);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await call(method, 'resume/updSummary', { summary: 'Hacked.' }, { cookie: me.cookie, ...foreign });
      expect(res.statusCode, method).toBe(403);
    }
    expect(await stateOf(me)).toEqual(UNCHANGED);
  });

  it('are refused even with a made-up internal mark', async () => {
    const me = await victim();
    const res = await call(
      'POST',
      'resume/updSummary',
      { summary: 'Hacked.' },
      { cookie: me.cookie, origin: 'https://evil.example', [INTERNAL_CALL_HEADER]: 'guessed' },
    );
    expect(res.statusCode).toBe(403);
    expect(await stateOf(me)).toEqual(UNCHANGED);
  });
});

describe('state-changing API calls from the site and from other clients', () => {
  it.each(OWN)('go through from %s', async (_name, headers) => {
    const me = await victim();
    const summary = await call('POST', 'resume/updSummary', { summary: 'Updated.' }, { cookie: me.cookie, ...headers });
    expect(summary.json()).toMatchObject({ success: true, data: { summary: 'Updated.' } });
    const visibility = await call(
      'POST',
      'manager/updSetting',
      { profile_visibility: 'public' },
      { cookie: me.cookie, ...headers },
    );
    expect(visibility.json()).toMatchObject({ success: true, data: { profile_visibility: 'public' } });
    expect(await stateOf(me)).toEqual({ summary: 'Updated.', visibility: 'public' });
  });

  it('reads from other origins stay open (GET is never checked)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/randomImage',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('page requests (React Router actions) from other origins', () => {
  const postPage = (me: Victim, headers: Record<string, string>, cookie = me.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/summary',
      headers: { ...FORM, cookie, ...headers },
      payload: form({ summary: 'Hacked.' }),
    });

  it.each(FOREIGN)('are refused from %s with a 403 page, and the action never runs', async (_name, headers) => {
    const me = await victim();
    const before = actions;
    const res = await postPage(me, headers);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(translate('en', 'server.crossSite.title'));
    expect(actions).toBe(before);
    expect(await stateOf(me)).toEqual(UNCHANGED);
  });

  it('answer in the visitor language, with the security headers and no script', async () => {
    const me = await victim();
    const res = await postPage(
      me,
      { origin: 'http://127.0.0.1:8492', 'sec-fetch-site': 'same-site' },
      `${me.cookie}; language=zh`,
    );
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('<html lang="zh-CN">');
    expect(res.body).toContain(translate('zh', 'server.crossSite.title'));
    expect(res.body).toContain(translate('zh', 'server.crossSite.refused'));
    expect(res.body).not.toContain('<script');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('from the site itself run the action, whose in-process API call goes through', async () => {
    const me = await victim();
    // React Router also compares Origin with the page's own URL: a second listed origin works too.
    const res = await postPage(me, {
      host: 'elsewhere.example',
      origin: LOOPBACK_SITE,
      'sec-fetch-site': 'same-origin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"summary":"Hacked."');
    expect((await stateOf(me)).summary).toBe('Hacked.');
  });

  it('never pass the internal mark on to the page', async () => {
    const me = await victim();
    const res = await t.app.inject({
      method: 'GET',
      url: '/summary',
      headers: { cookie: me.cookie, [INTERNAL_CALL_HEADER]: 'guessed' },
    });
    expect(res.statusCode).toBe(200);
    expect(t.app.internalCallHeaders[INTERNAL_CALL_HEADER]).toMatch(/^[\w-]{43}$/);
  });
});

describe('crossSiteVerdict', () => {
  const origins = new Set([SITE]);
  it('never checks GET, HEAD and OPTIONS', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      expect(crossSiteVerdict(method, { origin: 'null', 'sec-fetch-site': 'cross-site' }, origins)).toEqual({
        allowed: true,
        reason: 'safe-method',
      });
    }
  });
  it('names why it refuses or allows', () => {
    expect(crossSiteVerdict('POST', { origin: 'null' }, origins)).toEqual({ allowed: false, reason: 'origin' });
    expect(crossSiteVerdict('POST', { origin: SITE, 'sec-fetch-site': 'same-site' }, origins)).toEqual({
      allowed: false,
      reason: 'fetch-site',
    });
    expect(crossSiteVerdict('POST', { 'sec-fetch-site': 'something-new' }, origins).allowed).toBe(false);
    expect(crossSiteVerdict('POST', {}, origins)).toEqual({ allowed: true, reason: 'not-a-browser' });
    expect(crossSiteVerdict('POST', { origin: SITE, 'sec-fetch-site': 'same-origin' }, origins)).toEqual({
      allowed: true,
      reason: 'own-origin',
    });
  });
  it('compares origins as browsers serialize them', () => {
    expect(serializedOrigin('https://WWW.JobBridge.example:443')).toBe(SITE);
    expect(serializedOrigin('http://127.0.0.1:8482')).toBe(LOOPBACK_SITE);
  });
});
