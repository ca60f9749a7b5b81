import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from './lib/call';
import { createTestApp, FORM, form, type TestApp } from './testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      // Test-only routes, to reach the error paths a real call rarely takes.
      app.register(
        async (api) => {
          defineCall(
            api,
            {
              path: '/test/boom',
              body: z.object({}),
              data: z.null(),
              summary: 'throws an unexpected error',
            },
            async () => {
              throw new Error('secret internal detail at /srv/db.ts:42');
            },
          );
          defineCall(
            api,
            { path: '/test/conflict', body: z.object({}), data: z.null(), summary: 'throws an AppError' },
            async () => {
              throw new AppError(ERROR_CODES.existedEmail, undefined, { email: 'x' });
            },
          );
          defineCall(
            api,
            {
              path: '/test/limited',
              body: z.object({}),
              data: z.object({ ok: z.boolean() }),
              summary: 'rate limited',
              rateLimit: { max: 2, timeWindow: '1 minute' },
            },
            async () => ({ ok: true }),
          );
        },
        { prefix: '/api' },
      );
    },
  });
}, 60_000);
afterAll(() => t?.close());

describe('envelope and errors', () => {
  it('wraps data in { success: true, data }', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/config/getConfigItem',
      headers: FORM,
      payload: form({ lang: 'en' }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveProperty('industry');
  });

  it('answers validation failures with 4000 and field messages in English', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job/searchJobList',
      headers: { ...FORM, 'accept-language': 'en-US,en;q=0.9' },
      payload: form({ page: 'abc', size: 500, keyword: 'x'.repeat(101), sort: 'best' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 4000,
      msg: 'Some of the information is not valid. Please check and try again.',
      data: {
        fields: {
          page: 'Enter a number',
          size: 'Must be at most 50',
          keyword: 'At most 100 characters',
          sort: 'Choose one of the offered values',
        },
      },
    });
  });

  it('renders field messages in Chinese from the language cookie or Accept-Language', async () => {
    const byHeader = await t.app.inject({
      method: 'POST',
      url: '/api/config/getConfigItem',
      headers: { ...FORM, 'accept-language': 'zh-CN,zh;q=0.9' },
      payload: form({}),
    });
    expect(byHeader.statusCode).toBe(400);
    expect(byHeader.json().data.fields).toEqual({ lang: '此项为必填项' });
    expect(byHeader.json().msg).not.toMatch(/[a-z]{4}/i);

    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/api/job/searchJobList',
      headers: { ...FORM, cookie: 'language=zh', 'accept-language': 'en' },
      payload: form({ size: 0 }),
    });
    expect(byCookie.json().data.fields).toEqual({ size: '不能小于 1' });
  });

  it('renders an AppError with its code, status and data', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, code: 1001, msg: 'Existed email', data: { email: 'x' } });
  });

  it('answers unknown API paths with the 4004 envelope, in any method', async () => {
    for (const [method, url] of [
      ['POST', '/api/nope/nothing'],
      ['GET', '/api/job/searchJobList'],
      ['DELETE', '/api'],
      ['GET', '/nothing-here'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 4004, msg: 'This page could not be found' });
    }
  });

  it('hides unexpected errors behind 5000 "Request error"', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 5000, msg: 'Request error', data: null });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('db.ts');
  });

  it('refuses a body over the limit with 4013', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job/searchJobList',
      headers: FORM,
      payload: `keyword=${'a'.repeat(1024 * 1024 + 10)}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 4013 });
  });

  it('refuses an unsupported content type with 4015', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job/searchJobList',
      headers: { 'content-type': 'application/xml' },
      payload: '<page>1</page>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 4015 });
  });

  it('answers a path it cannot decode (broken percent-encoding) with the 4000 envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/inviteCode/getCheckUser/%E0%A4%A',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 4000 });
    expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
    // A site address gets a page rather than JSON.
    const page = await t.app.inject({ method: 'GET', url: '/companies/%E0%A4%A' });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<a href="/"');
  });

  it('answers malformed JSON with 4000, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job/searchJobList',
      headers: { 'content-type': 'application/json' },
      payload: '{"page": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 4000 });
  });

  it('accepts JSON bodies as well as forms', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/job/searchJobList', payload: { page: 1, size: 5 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ page: 1, size: 5 });
  });

  it('limits a rate-limited call with 4029 and Retry-After', async () => {
    const call = () => t.app.inject({ method: 'POST', url: '/api/test/limited', remoteAddress: '10.1.2.3' });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, code: 4029 });
    expect(limited.json().msg).toMatch(/\d+ seconds/);
  });
});

describe('headers', () => {
  it('sends the security headers on every response, and no X-Powered-By', async () => {
    for (const url of ['/api/config/getConfigItem', '/healthz', '/api/missing', '/docs']) {
      const res = await t.app.inject({ method: url.startsWith('/api') ? 'POST' : 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(String(res.headers['content-security-policy']), url).not.toContain('unsafe-eval');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('compresses large responses for clients that accept it, unless HTTP_COMPRESSION=false', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gzip = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const br = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const off = await createTestApp({ database: t.database, env: { HTTP_COMPRESSION: 'false' } });
    try {
      const res = await off.app.inject({
        method: 'GET',
        url: '/docs/json',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(res.headers['content-encoding']).toBeUndefined();
    } finally {
      await off.close();
    }
  });

  it('echoes a caller request id and makes one otherwise', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': '<script>\n' } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('operations', () => {
  it('/healthz says the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('/readyz answers 503 when the database does not', async () => {
    const broken = await createTestApp({
      database: { ...t.database, ping: () => Promise.reject(new Error('connection refused')) },
    });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'fail' } });
      expect((await broken.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('/metrics exposes default metrics and request durations by route', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} \d+/,
    );
  });

  it('documents every API call in OpenAPI, from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const documented = Object.keys(doc.paths);
    const calls = t.app.routeTable.filter((route) => route.url.startsWith('/api/') && !route.hidden);
    expect(calls.length).toBeGreaterThanOrEqual(7);
    for (const call of calls) {
      // OpenAPI writes path parameters as {name}.
      const documentedPath = call.url.replace(/:(\w+)/g, '{$1}');
      for (const method of call.methods) {
        expect(doc.paths[documentedPath]?.[method.toLowerCase()], call.url).toBeDefined();
      }
    }
    for (const path of [
      '/api/config/getConfigItem',
      '/api/job/searchJobList',
      '/api/company/getCompanyList',
      '/api/account/signinByToken',
      '/api/account/logout',
      '/api/account/getEmployerStatus',
      '/api/account/getUnreadMessages',
    ]) {
      expect(documented).toContain(path);
      expect(doc.paths[path].post.responses['200']).toBeDefined();
    }
    expect(
      doc.paths['/api/config/getConfigItem'].post.requestBody.content['application/x-www-form-urlencoded'],
    ).toBeDefined();
    expect(documented.some((p: string) => p.includes('*'))).toBe(false);
  });

  it('serves Swagger UI at /docs with a policy that lets it run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect([200, 302]).toContain(res.statusCode);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });
});
