/**
 * The whole product in one process: the real web build served by the real
 * server on a seeded database, as a visitor's browser sees it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { jobs, seedDemoData } from '@jobbridge/db';
import { desc, eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from './testing';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const webBuild = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/build');

describe('the site over the real web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    // npm test builds the web first; a missing build is a failure, not a skip.
    expect(existsSync(path.join(webBuild, 'server/index.js')), 'run `npm run build` first').toBe(true);
    const web = (await import(pathToFileURL(path.join(webBuild, 'server/index.js')).href)) as ServerBuild;
    t = await createTestApp({ web, webClientDir: path.join(webBuild, 'client') });
    await seedDemoData(t.database, { jobs: 60 });
  }, 120_000);
  afterAll(() => t?.close());

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves the home page in English with real jobs and companies', async () => {
    const res = await page('/', { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toMatch(/hreflang="zh-Hans"/i);
    expect(res.body).toContain('Latest jobs');
  });

  it('serves Chinese from the headers, and ?lang=zh makes the API answer in Chinese too', async () => {
    const byHeader = await page('/', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(byHeader.body).toContain('<html lang="zh-CN"');
    const byQuery = await page('/?lang=zh', { 'accept-language': 'en-US', cookie: 'language=en' });
    expect(byQuery.body).toContain('<html lang="zh-CN"');
    expect(byQuery.body).toContain('最新职位');
    // Positions in the job cards come from the API in the page's language.
    const [newest] = await t.database.db
      .select({ en: jobs.position_en, zh: jobs.position_zh })
      .from(jobs)
      .where(eq(jobs.status, 'open'))
      .orderBy(desc(jobs.create_time), desc(jobs.job_id))
      .limit(1);
    expect(byQuery.body).toContain(escapeHtml(newest.zh));
    expect(byQuery.body).not.toContain(`>${escapeHtml(newest.en)}<`);
    expect(byQuery.headers['set-cookie']?.toString()).toContain('language=zh');
  });

  it('answers 404 for an unknown page, with the page in the user language', async () => {
    const res = await page('/no-such-page', { cookie: 'language=en' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found');
    const zh = await page('/no-such-page', { cookie: 'language=zh' });
    expect(zh.statusCode).toBe(404);
  });

  it('sends visitors of loginRequired pages to /login and back', async () => {
    for (const url of ['/profile', '/tracker', '/setting', '/message']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe(`/login?redirect=${encodeURIComponent(url)}`);
    }
  });

  it('lets a signed-in user open a loginRequired page', async () => {
    const { cookie } = await signedInUser(t.database);
    const res = await page('/tracker', { cookie });
    expect(res.statusCode).toBe(200);
  });

  it('shows the platform review console to platform admins only, in both languages, and 404 to anyone else', async () => {
    for (const cookie of [
      undefined,
      (await signedInUser(t.database)).cookie,
      (await signedInUser(t.database, { role: 'recruiter' })).cookie,
    ]) {
      for (const url of ['/admin/review', '/admin/review/audit']) {
        const res = await page(url, cookie ? { cookie } : {});
        expect(res.statusCode, `${url} ${cookie ?? 'visitor'}`).toBe(404);
        expect(res.body).not.toContain('Platform review');
      }
    }
    const { cookie } = await signedInUser(t.database, { role: 'admin' });
    const en = await page('/admin/review', { cookie: `${cookie}; language=en` });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Platform review');
    // The demo company under review: free-mail business address, its certificate.
    expect(en.body).toContain('muguang_studio@163.com');
    expect(en.body).toContain('Free mail domain');
    expect(en.body).toContain('Hangzhou Creative Design Award 2023');
    const zh = await page('/admin/review', { cookie: `${cookie}; language=zh` });
    expect(zh.body).toContain('平台审核');
    expect(zh.body).toContain('免费邮箱域名');
    const audit = await page('/admin/review/audit', { cookie: `${cookie}; language=en` });
    expect(audit.statusCode).toBe(200);
    expect(audit.body).toContain('Audit log');
  });

  it('stores inv_id from any route as the invitation id', async () => {
    const res = await page('/companies?inv_id=ABC123');
    expect(res.headers['set-cookie']?.toString()).toMatch(/inv_id=ABC123/);
  });

  it('serves hashed assets with long caching', async () => {
    const home = await page('/');
    const asset = /\/assets\/[^"']+\.js/.exec(home.body)?.[0];
    expect(asset).toBeTruthy();
    const res = await page(asset!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});
