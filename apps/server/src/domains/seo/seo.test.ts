import { companies, jobs } from '@jobbridge/db';
import { buildBasicConfig, buildCompany, buildJob } from '@jobbridge/db/testing';
import { GUIDES } from '@jobbridge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { GUIDE_SITEMAP_PAGES, PAGES_PER_SITEMAP } from './sitemap';

const ORIGIN = 'https://jobbridge.example';

describe('robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: `${ORIGIN},https://www.jobbridge.example` } });
  }, 60_000);
  afterAll(() => t?.close());

  it('allows the site, keeps crawlers off the API, tools and account pages, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/dev/', '/profile', '/tracker', '/setting', '/message', '/step']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  let t: TestApp;
  let job: { job_id: number };
  let company: { company_id: number };
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
    const db = t.database.db;
    await buildBasicConfig(db);
    company = await buildCompany(db, { eng_brand_name: 'Big & Bold <Co>', brand_name: '大胆' });
    job = await buildJob(db, { company_id: company.company_id, update_time: new Date(Date.UTC(2025, 2, 4, 5, 6, 7)) });
    await buildJob(db, { company_id: company.company_id, position_en: 'Closed', status: 'closed' });
    await buildJob(db, { company_id: company.company_id, position_en: 'Draft', status: 'draft' });
    // A draft company without jobs is not public.
    await buildCompany(db, { eng_brand_name: 'Secret Draft', verification_status: 'draft' });
  }, 60_000);
  afterAll(() => t?.close());

  it('lists open jobs and public companies in both languages with hreflang alternates and lastmod', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const jobUrl = `${ORIGIN}/jobs/${job.job_id}`;
    for (const lang of ['en', 'zh']) {
      expect(xml).toContain(`<loc>${jobUrl}?lang=${lang}</loc><lastmod>2025-03-04T05:06:07Z</lastmod>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${jobUrl}?lang=en"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hans" href="${jobUrl}?lang=zh"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${jobUrl}"/>`);
    // The company page by English brand name, URL-encoded, XML-escaped.
    expect(xml).toContain(`<loc>${ORIGIN}/companies/Big%20%26%20Bold%20%3CCo%3E?lang=en</loc>`);
    expect(xml).not.toContain('Secret%20Draft');
    expect(xml).not.toMatch(/[<>]Co[<>]/);
    // The guides index and every guide document, in both languages, dated by the last review.
    for (const guide of GUIDES) {
      const guideUrl = `${ORIGIN}/guides/file${guide.id}`;
      for (const lang of ['en', 'zh']) {
        expect(xml).toContain(`<loc>${guideUrl}?lang=${lang}</loc><lastmod>${guide.updated}T00:00:00Z</lastmod>`);
      }
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hans" href="${guideUrl}?lang=zh"/>`);
    }
    expect(xml).toContain(`<loc>${ORIGIN}/guides?lang=zh</loc>`);
    // The index pages, dated by the newest open job (home, /jobs) and public company.
    for (const path of ['/', '/jobs', '/companies', '/groups', '/guides/calculator']) {
      expect(xml).toContain(`<loc>${ORIGIN}${path}?lang=en</loc>`);
      expect(xml).toContain(`<loc>${ORIGIN}${path}?lang=zh</loc>`);
    }
    expect(xml).toContain(`<loc>${ORIGIN}/jobs?lang=en</loc><lastmod>2025-03-04T05:06:07Z</lastmod>`);
    const urls = xml.match(/<url>/g) ?? [];
    // 5 index pages, the guides index and the guides, 1 job and 1 company, each twice.
    expect(urls).toHaveLength((5 + 1 + GUIDES.length + 2) * 2);
    // Each <url> names all three alternates.
    expect((xml.match(/<xhtml:link /g) ?? []).length).toBe(urls.length * 3);
  });

  it('answers 4004 for a part that does not exist', async () => {
    for (const url of ['/sitemap-2.xml', '/sitemap-0.xml', '/sitemap-abc.xml', '/sitemap-1e3.xml']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(200);
  });
});

describe('sitemap index past 50,000 URLs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
    const db = t.database.db;
    const company = await buildCompany(db, { eng_brand_name: 'Many Jobs' });
    // One page more than a file holds besides the guide pages: 1 company + PAGES_PER_SITEMAP jobs.
    await db.execute(sql`
      insert into ${jobs} (company_id, position_en, position_zh, minimum_salary, maximum_salary,
                           employment_type, industry, seniority, adcode)
      select ${company.company_id}, 'Job ' || n, '职位' || n, 10, 20, 'full_time', 'internet', 'mid', '310100'
      from generate_series(1, ${PAGES_PER_SITEMAP}) as n`);
  }, 120_000);
  afterAll(() => t?.close());

  it('serves an index of numbered parts, each within the limit', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.body.match(/<sitemap>/g)).toHaveLength(2);
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemap-1.xml</loc>`);
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemap-2.xml</loc>`);

    const first = await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' });
    expect(first.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(first.body.match(/<url>/g)).toHaveLength(50_000);
    expect(first.body).toContain(`${ORIGIN}/companies/Many%20Jobs?lang=zh`);
    const second = await t.app.inject({ method: 'GET', url: '/sitemap-2.xml' });
    // What the 5 index pages, the guide pages and the company moved on.
    expect(second.body.match(/<url>/g)).toHaveLength((5 + GUIDE_SITEMAP_PAGES.length + 1) * 2);
    const [{ last }] = await t.database.db.select({ last: sql<number>`max(${jobs.job_id})` }).from(jobs);
    expect(second.body).toContain(`${ORIGIN}/jobs/${Number(last)}?lang=en`);
    expect(await t.database.db.$count(companies)).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-3.xml' })).statusCode).toBe(404);
  }, 60_000);
});
