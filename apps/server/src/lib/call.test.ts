import { CALLS, getSimilarJobListBody, PATH_CALLS, UPLOAD_CALLS } from '@jobbridge/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing';
import { declaredCalls, defineCall } from './call';

/**
 * The call list in shared (CALLS) types the web's client; these checks keep
 * it and the server's routes one list (decision 0017).
 */
let t: TestApp;
beforeAll(async () => {
  // Development tools on, so that their calls are declared too.
  t = await createTestApp({ env: { DEV_TOOLS: 'true' } });
}, 60_000);
afterAll(() => t?.close());

const routes = () => t.app.routeTable.map((route) => ({ url: route.url, methods: route.methods }));
const hasRoute = (url: string, method: string) =>
  routes().some((route) => route.url === url && route.methods.includes(method));

describe('the call list (CALLS)', () => {
  it('lists every call the server declares with defineCall', () => {
    expect(declaredCalls.size).toBeGreaterThan(0);
    const unlisted = [...declaredCalls].filter((path) => !Object.hasOwn(CALLS, path));
    expect(unlisted).toEqual([]);
  });

  it('names only calls the server serves, with their method', () => {
    const missing = Object.entries(CALLS)
      .filter(([path, call]) => !hasRoute(`/api${path}`, 'method' in call ? call.method : 'POST'))
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });

  it('names the upload and path calls the server serves', () => {
    for (const path of Object.keys(UPLOAD_CALLS)) expect(hasRoute(`/api${path}`, 'POST'), path).toBe(true);
    for (const [path, call] of Object.entries(PATH_CALLS))
      expect(hasRoute(`/api${path}`, call.method), path).toBe(true);
  });

  it('refuses a listed path declared with other schemas or another method', async () => {
    const app = Fastify();
    const handler = async () => [];
    const declare = (spec: { body: z.ZodType; data: z.ZodType; method?: 'GET' | 'POST' }) => () =>
      defineCall(app, { path: '/job/getSimilarJobList', summary: 'similar', ...spec }, handler);
    expect(declare({ body: getSimilarJobListBody, data: z.array(z.unknown()) })).toThrow(/differ from CALLS/);
    expect(declare({ body: z.object({}), data: CALLS['/job/getSimilarJobList'].data })).toThrow(/differ from CALLS/);
    expect(declare({ ...CALLS['/job/getSimilarJobList'], method: 'GET' })).toThrow(/differ from CALLS/);
    expect(declare({ ...CALLS['/job/getSimilarJobList'] })).not.toThrow();
    await app.close();
  });
});
