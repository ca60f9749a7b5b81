import { activityGroups, companies, type Db, jobs } from '@jobbridge/db';
import { GUIDES } from '@jobbridge/shared';
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';

/**
 * sitemap.xml of the public pages: the index pages (home, /jobs,
 * /companies), the calculator, the guides (/guides and each guide
 * document), every public company (approved, or with an open job) and every
 * open job, each in both languages. A page is listed
 * once per language (`?lang=en`, `?lang=zh`), and each entry names all its
 * alternates with `xhtml:link rel="alternate"` (en, zh-Hans and x-default, the
 * bare URL), as the pages' own `<link rel="alternate">` do (apps/web
 * app/lib/hreflang.ts). Past 50,000 URLs (the protocol's limit per file),
 * /sitemap.xml is an index of numbered parts /sitemap-1.xml, /sitemap-2.xml...
 */

/** The protocol's limit of URLs in one sitemap file. */
export const URLS_PER_SITEMAP = 50_000;
const LANGS = [
  { lang: 'en', hreflang: 'en' },
  { lang: 'zh', hreflang: 'zh-Hans' },
] as const;
/** Pages (guides, companies or jobs) per file: each is listed once per language. */
export const PAGES_PER_SITEMAP = URLS_PER_SITEMAP / LANGS.length;

const publicCompany = and(
  or(
    eq(companies.verification_status, 'approved'),
    sql`exists (select 1 from ${jobs} where ${jobs.company_id} = ${companies.company_id} and ${jobs.status} = 'open')`,
  ),
  // A suspended company's page is gone (decision 0023).
  isNull(companies.suspended_at),
);
const openJob = sql`${jobs.status} = 'open'`;

export interface SitemapPage {
  /** Path below the origin, URL-encoded. */
  path: string;
  lastmod: Date;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/** W3C datetime, to the second. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The guide pages, written with the release: the index, dated by its newest
 * guide, and each guide document, dated by its last review.
 */
const reviewed = (date: string) => new Date(`${date}T00:00:00Z`);
export const GUIDE_SITEMAP_PAGES: readonly SitemapPage[] = [
  {
    path: '/guides',
    lastmod: reviewed(
      GUIDES.map((guide) => guide.updated)
        .sort()
        .at(-1) ?? '2026-01-01',
    ),
  },
  ...GUIDES.map((guide) => ({ path: `/guides/file${guide.id}`, lastmod: reviewed(guide.updated) })),
];

/**
 * The index pages (home, /jobs, /companies, /groups) and the calculator,
 * listed first: home and /jobs dated by the newest change of an open job,
 * /companies by the newest change of a public company, /groups by the
 * newest group, the calculator with the guides.
 */
async function indexPages(db: Db): Promise<SitemapPage[]> {
  const [[job], [company], [group]] = await Promise.all([
    db
      .select({ at: sql<Date | null>`max(${jobs.update_time})` })
      .from(jobs)
      .where(openJob),
    db
      .select({ at: sql<Date | null>`max(${companies.updated_at})` })
      .from(companies)
      .where(publicCompany),
    db.select({ at: sql<Date | null>`max(${activityGroups.created_at})` }).from(activityGroups),
  ]);
  const guidesDate = GUIDE_SITEMAP_PAGES[0].lastmod;
  const dated = (at: Date | string | null) => (at ? new Date(at) : guidesDate);
  return [
    { path: '/', lastmod: dated(job.at) },
    { path: '/jobs', lastmod: dated(job.at) },
    { path: '/companies', lastmod: dated(company.at) },
    { path: '/groups', lastmod: dated(group.at) },
    { path: '/guides/calculator', lastmod: guidesDate },
  ];
}
const INDEX_PAGE_COUNT = 5;

export interface SitemapTotals {
  /** The index pages and the guides. */
  guides: number;
  companies: number;
  jobs: number;
}

/** How many pages the sitemap lists: the index pages and guides, public companies, then open jobs. */
export async function countSitemapPages(db: Db): Promise<SitemapTotals> {
  const [[c], [j]] = await Promise.all([
    db.select({ n: count() }).from(companies).where(publicCompany),
    db.select({ n: count() }).from(jobs).where(openJob),
  ]);
  return { guides: INDEX_PAGE_COUNT + GUIDE_SITEMAP_PAGES.length, companies: Number(c.n), jobs: Number(j.n) };
}

/** The pages of sitemap part `part` (1-based): the index pages and guides, companies by id, then jobs by id. */
export async function sitemapPages(db: Db, part: number, totals: SitemapTotals): Promise<SitemapPage[]> {
  const start = (part - 1) * PAGES_PER_SITEMAP;
  const end = start + PAGES_PER_SITEMAP;
  const pages: SitemapPage[] =
    start < totals.guides
      ? [...(await indexPages(db)), ...GUIDE_SITEMAP_PAGES].slice(start, Math.min(end, totals.guides))
      : [];
  const companyStart = Math.max(0, start - totals.guides);
  const companyEnd = end - totals.guides;
  if (companyEnd > 0 && companyStart < totals.companies) {
    const rows = await db
      .select({ name: companies.eng_brand_name, id: companies.company_id, lastmod: companies.updated_at })
      .from(companies)
      .where(publicCompany)
      .orderBy(asc(companies.company_id))
      .limit(Math.min(companyEnd, totals.companies) - companyStart)
      .offset(companyStart);
    for (const row of rows) {
      // Company pages are addressed by English brand name; the id when it has none.
      pages.push({ path: `/companies/${encodeURIComponent(row.name.trim() || String(row.id))}`, lastmod: row.lastmod });
    }
  }
  const before = totals.guides + totals.companies;
  const jobStart = Math.max(0, start - before);
  const jobEnd = end - before;
  if (jobEnd > 0 && jobStart < totals.jobs) {
    const rows = await db
      .select({ id: jobs.job_id, lastmod: jobs.update_time })
      .from(jobs)
      .where(and(openJob))
      .orderBy(asc(jobs.job_id))
      .limit(jobEnd - jobStart)
      .offset(jobStart);
    for (const row of rows) pages.push({ path: `/jobs/${row.id}`, lastmod: row.lastmod });
  }
  return pages;
}

/** A <urlset> listing each page once per language, with its alternates. */
export function urlsetXml(origin: string, pages: readonly SitemapPage[]): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const base = `${origin}${page.path}`;
    const alternates = [
      ...LANGS.map(({ lang, hreflang }) => [hreflang, `${base}?lang=${lang}`] as const),
      ['x-default', base] as const,
    ]
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join('');
    const lastmod = w3cDate(page.lastmod);
    for (const { lang } of LANGS) {
      out.push(`<url><loc>${escapeXml(`${base}?lang=${lang}`)}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`);
    }
  }
  out.push('</urlset>', '');
  return out.join('\n');
}

/** A <sitemapindex> of parts 1..count. */
export function sitemapIndexXml(origin: string, parts: number, lastmod: Date): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (let part = 1; part <= parts; part++) {
    out.push(
      `<sitemap><loc>${escapeXml(`${origin}/sitemap-${part}.xml`)}</loc><lastmod>${w3cDate(lastmod)}</lastmod></sitemap>`,
    );
  }
  out.push('</sitemapindex>', '');
  return out.join('\n');
}

/** Parts needed for this many pages (at least one). */
export const sitemapParts = (totals: SitemapTotals) =>
  Math.max(1, Math.ceil((totals.guides + totals.companies + totals.jobs) / PAGES_PER_SITEMAP));
