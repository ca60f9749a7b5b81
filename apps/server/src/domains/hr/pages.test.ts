import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildBasicConfig } from '@jobbridge/db/testing';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { get } from '../account/test-kit';
import { buildWorld, tempDataDir, type World } from '../resume/test-kit';

/**
 * The HR system's pages rendered by the real web build for a recruiter, a
 * candidate and a visitor. Skipped when apps/web/build has not been built.
 */
const webRoot = path.resolve(import.meta.dirname, '../../../../web/build');
const entry = path.join(webRoot, 'server/index.js');
const built = existsSync(entry);

let t: TestApp;
let w: World;

beforeAll(async () => {
  if (!built) return;
  const web = (await import(pathToFileURL(entry).href)) as ServerBuild;
  t = await createTestApp({ env: { DATA_DIR: tempDataDir() }, web, webClientDir: path.join(webRoot, 'client') });
  w = await buildWorld(t.database);
  await buildBasicConfig(t.database.db);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe.skipIf(!built)('HR system pages', () => {
  it('renders every page for an active member, in both languages', async () => {
    for (const lang of ['en', 'zh'] as const) {
      for (const url of [
        '/hrsystem',
        '/hrsystem/jobs/new',
        `/hrsystem/jobs/${w.jobX.job_id}`,
        '/hrsystem/applicants',
        `/hrsystem/applicants?job_id=${w.jobX.job_id}&status=1`,
        `/hrsystem/questions?job_id=${w.jobX.job_id}`,
      ]) {
        const res = await get(t.app, `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, {
          cookie: w.recruiterX.cookie,
        });
        expect(res.statusCode, `${url} ${lang}`).toBe(200);
        expect(res.body).toContain(lang === 'zh' ? '应聘者' : 'Applicants');
      }
    }
    const applicants = await get(t.app, `/hrsystem/applicants?job_id=${w.jobX.job_id}`, {
      cookie: w.recruiterX.cookie,
    });
    expect(applicants.body).toContain('Alice');
  });

  it("answers another company's job as not found", async () => {
    const res = await get(t.app, `/hrsystem/jobs/${w.jobY.job_id}`, { cookie: w.recruiterX.cookie });
    expect(res.statusCode).toBe(404);
  });

  it('sends a candidate to /employer and a visitor to /login', async () => {
    const candidate = await get(t.app, '/hrsystem', { cookie: w.a.cookie });
    expect(candidate.statusCode).toBe(302);
    expect(candidate.headers.location).toBe('/employer');
    const visitor = await get(t.app, '/hrsystem/applicants');
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/login?redirect=%2Fhrsystem%2Fapplicants');
  });
});
