/**
 * The OpenAPI document (/docs/json) lints clean with Redocly's recommended
 * rules (@redocly/openapi-core, the engine of @redocly/cli), every operation
 * has a unique operationId named after its call, and the document lists the
 * public origins as its servers.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from './plugins/openapi';
import { createTestApp, type TestApp } from './testing';

type Operation = { operationId?: string };
interface OpenApiDocument {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

describe('the OpenAPI document', () => {
  let t: TestApp;
  let source: string;
  let document: OpenApiDocument;
  // The linter flags example.com servers; a deployment's own origin stands in.
  const origins = ['https://jobbridge.cn', 'https://www.jobbridge.cn'];

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: origins.join(',') } });
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    source = res.body;
    document = res.json() as OpenApiDocument;
  }, 60_000);
  afterAll(() => t?.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({ path, method, operation })),
    );

  it('lints clean with the recommended rules (no error, no warning)', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      // The project is private and states no licence; the document does not invent one.
      rules: { 'info-license': 'off' },
    });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const found = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`,
    );
    expect(found).toEqual([]);
  }, 60_000);

  it('names every operation after its call, uniquely', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(80);
    const ids = all.map(({ operation }) => operation.operationId);
    for (const { path, method, operation } of all) expect(operation.operationId, `${method} ${path}`).toBeTruthy();
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/job/searchJobList'].post.operationId).toBe('job_searchJobList');
    expect(document.paths['/api/account/signinByToken'].post.operationId).toBe('account_signinByToken');
    expect(operationIdOf('/api/inviteCode/applyInviteCode/:userId/:inviteCode')).toBe('inviteCode_applyInviteCode');
  });

  it('lists the public origins as its servers, the canonical one first', () => {
    expect(document.servers?.map((server) => server.url)).toEqual(origins);
  });
});
