import { jobs, queryRows, refreshJobSearch } from '@jobbridge/db';
import { buildBasicConfig, buildCompany, buildJob } from '@jobbridge/db/testing';
import { JOB_SEARCH_EXACT_COUNT, JOB_SEARCH_RESULT_WINDOW } from '@jobbridge/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FORM, form, type TestApp } from '../../testing';
import { searchKey } from './routes';
import { estimateMatches, estimateTotal, searchJobs } from './search';

let t: TestApp;
let acme: { company_id: number };
let other: { company_id: number };
const search = (body: Record<string, string | number>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/job/searchJobList',
    headers: { ...FORM, ...headers },
    payload: form(body),
  });
const positions = async (body: Record<string, string | number>) =>
  (await search(body)).json().data.list.map((j: { position: string }) => j.position);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await buildBasicConfig(db);
  acme = await buildCompany(db, { brand_name: '阿克米', eng_brand_name: 'Acme Robotics', logo_url: '/logos/acme.png' });
  other = await buildCompany(db, { brand_name: '别的', eng_brand_name: 'Other Co' });
  const day = (n: number) => new Date(Date.UTC(2025, 0, n, 4, 0, 0));
  await buildJob(db, {
    company_id: acme.company_id,
    position_en: 'Senior Java Developer',
    position_zh: '高级Java开发工程师',
    skills: 'Java,Spring',
    adcode: '310100',
    minimum_salary: 30,
    maximum_salary: 50,
    industry: 'internet',
    seniority: 'senior',
    create_time: day(3),
  });
  await buildJob(db, {
    company_id: acme.company_id,
    position_en: 'English Teacher',
    position_zh: '英语老师',
    description_en: 'Teach children; some Java knowledge is a plus.',
    adcode: '440300',
    minimum_salary: 15,
    maximum_salary: 20,
    industry: 'education',
    employment_type: 'part_time',
    create_time: day(2),
  });
  await buildJob(db, {
    company_id: other.company_id,
    position_en: 'Product Manager 100%_match',
    position_zh: '产品经理',
    adcode: '110100',
    minimum_salary: 2,
    maximum_salary: 3,
    salary_num: 12,
    create_time: day(1),
  });
  await buildJob(db, {
    company_id: other.company_id,
    position_en: 'Closed Java Role',
    position_zh: '已关闭',
    status: 'closed',
  });
  await buildJob(db, {
    company_id: other.company_id,
    position_en: 'Draft Java Role',
    position_zh: '草稿',
    status: 'draft',
  });
  await refreshJobSearch(db);
}, 60_000);
afterAll(() => t?.close());

describe('job/searchJobList', () => {
  it('lists open jobs newest first, with defaults page 1 and size 20', async () => {
    const res = await search({});
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ total: 3, total_exact: true, page: 1, size: 20 });
    expect(data.list.map((j: { position: string }) => j.position)).toEqual([
      'Senior Java Developer',
      'English Teacher',
      'Product Manager 100%_match',
    ]);
    expect(data.list[0]).toEqual({
      job_id: expect.any(Number),
      position: 'Senior Java Developer',
      minimum_salary: 30,
      maximum_salary: 50,
      salary_num: 1,
      adcode: '310100',
      city: 'Shanghai',
      employment_type: 'full_time',
      industry: 'internet',
      seniority: 'senior',
      create_time: '2025-01-03 12:00:00',
      company: {
        company_id: acme.company_id,
        brand_name: '阿克米',
        eng_brand_name: 'Acme Robotics',
        logo_url: '/logos/acme.png',
        verified: true,
      },
    });
  });

  it('gives position and city in the request language', async () => {
    const { data } = (await search({}, { cookie: 'language=zh' })).json();
    expect(data.list[0]).toMatchObject({ position: '高级Java开发工程师', city: '上海' });
  });

  it('matches a keyword in either language, in company names, skills and cities', async () => {
    expect(await positions({ keyword: 'java', sort: 'date' })).toEqual(['Senior Java Developer', 'English Teacher']);
    expect(await positions({ keyword: '老师' })).toEqual(['English Teacher']);
    expect(await positions({ keyword: '开发工程师' })).toEqual(['Senior Java Developer']);
    expect(await positions({ keyword: 'acme' })).toHaveLength(2);
    expect(await positions({ keyword: '阿克米' })).toHaveLength(2);
    expect(await positions({ keyword: 'spring' })).toEqual(['Senior Java Developer']);
    expect(await positions({ keyword: '深圳' })).toEqual(['English Teacher']);
    expect(await positions({ keyword: 'Java 工程师' })).toEqual(['Senior Java Developer']);
    expect(await positions({ keyword: '100%_' })).toEqual(['Product Manager 100%_match']);
  });

  it('matches English words as prefixes, Chinese bigrams exactly', async () => {
    expect(await positions({ keyword: 'develop' })).toEqual(['Senior Java Developer']);
    expect(await positions({ keyword: 'teach' })).toEqual(['English Teacher']);
    expect(await positions({ keyword: '英语老' })).toEqual(['English Teacher']);
    expect(await positions({ keyword: '语老' })).toEqual(['English Teacher']);
    expect(await positions({ keyword: '后端' })).toEqual([]);
  });

  it('finds misspelt Latin words by similarity when the exact match finds too few', async () => {
    expect(await positions({ keyword: 'develper' })).toEqual(['Senior Java Developer']);
    expect(await positions({ keyword: 'teachr' })).toEqual(['English Teacher']);
    expect(await positions({ keyword: 'shanghia' })).toEqual(['Senior Java Developer']);
    expect((await search({ keyword: 'zzzzqqqq' })).json().data).toMatchObject({ list: [], total: 0 });
  });

  it('ranks position matches above description matches when sorted by relevance', async () => {
    // The English teacher is newer-looking in date order only if asked for.
    expect(await positions({ keyword: 'java', sort: 'relevance' })).toEqual([
      'Senior Java Developer',
      'English Teacher',
    ]);
    const { data } = (await search({ keyword: 'java', sort: 'relevance', size: 1, page: 2 })).json();
    expect(data).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(data.list.map((j: { position: string }) => j.position)).toEqual(['English Teacher']);
  });

  it('finds nothing for a keyword of punctuation only', async () => {
    for (const keyword of ['%', '\\', '***', '😀']) {
      expect((await search({ keyword })).json().data, keyword).toMatchObject({ list: [], total: 0 });
    }
  });

  it('filters by city, province, type, industry, seniority, company and displayed salary', async () => {
    const total = async (body: Record<string, string | number>) => (await search(body)).json().data.total;
    expect(await total({ adcode: '440300' })).toBe(1);
    expect(await total({ adcode: '440000' })).toBe(1); // the province of Shenzhen
    expect(await total({ adcode: '-1' })).toBe(0);
    expect(await total({ adcode: '999999' })).toBe(0);
    expect(await total({ employment_type: 'part_time' })).toBe(1);
    expect(await total({ industry: 'internet', seniority: 'senior' })).toBe(1);
    expect(await total({ company_id: acme.company_id })).toBe(2);
    expect(await total({ company_id: other.company_id })).toBe(1);
    expect(await total({ company_id: 999_999 })).toBe(0);
    expect(await total({ keyword: 'java', company_id: other.company_id })).toBe(0);
    expect(await total({ keyword: 'java', adcode: '310000' })).toBe(1);
    // Product Manager shows 24K-36K (2-3 x 12).
    expect(await total({ min_salary: 35 })).toBe(2);
    expect(await total({ min_salary: 40, max_salary: 45 })).toBe(1);
    expect(await total({ max_salary: 10 })).toBe(0);
    expect(await total({ keyword: 'java', min_salary: 40 })).toBe(1);
  });

  it('pages', async () => {
    const first = (await search({ page: 1, size: 2 })).json().data;
    const second = (await search({ page: 2, size: 2 })).json().data;
    expect(first.list).toHaveLength(2);
    expect(second.list).toHaveLength(1);
    expect(second).toMatchObject({ total: 3, page: 2, size: 2 });
    expect([...first.list, ...second.list].map((j: { job_id: number }) => j.job_id)).toEqual(
      (await search({})).json().data.list.map((j: { job_id: number }) => j.job_id),
    );
    expect((await search({ page: 99 })).json().data).toMatchObject({ list: [], total: 3 });
    expect((await search({ page: 500, size: 50 })).json().data).toMatchObject({ list: [], total: 3 });
  });

  it('treats blank fields as not given', async () => {
    const res = await search({ page: '', size: '', keyword: '  ', adcode: '', sort: '', company_id: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ page: 1, size: 20, total: 3 });
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ page: -1 }, 'page'],
    [{ page: 501 }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: '1e3' }, 'page'],
    [{ size: 51 }, 'size'],
    [{ size: 0 }, 'size'],
    [{ sort: 'salary' }, 'sort'],
    [{ keyword: 'k'.repeat(101) }, 'keyword'],
    [{ keyword: 'java\u0000' }, 'keyword'],
    [{ adcode: "310100' OR '1'='1" }, 'adcode'],
    [{ adcode: '\u0000' }, 'adcode'],
    [{ industry: '<script>alert(1)</script>' }, 'industry'],
    [{ employment_type: "full_time'--" }, 'employment_type'],
    [{ seniority: 'x'.repeat(41) }, 'seniority'],
    [{ min_salary: 'lots' }, 'min_salary'],
    [{ max_salary: 99_999_999 }, 'max_salary'],
    [{ company_id: 'acme' }, 'company_id'],
    [{ company_id: 0 }, 'company_id'],
    [{ company_id: '1; drop table jobs' }, 'company_id'],
  ])('refuses %j with 4000 on the field', async (body, field) => {
    const res = await search(body as Record<string, string | number>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 4000 });
    expect(Object.keys(res.json().data.fields)).toEqual([field]);
  });

  it('survives hostile keywords without a 500', async () => {
    for (const keyword of [
      "'; drop table jobs; --",
      "java' & !'x",
      'a:* | b <-> c',
      '<img src=x onerror=alert(1)>',
      '\\',
      '_%\\%',
      '😀'.repeat(50),
      '职'.repeat(100),
      'ab '.repeat(33),
      '前端 '.repeat(33),
    ]) {
      for (const sort of ['relevance', 'date']) {
        const res = await search({ keyword, sort });
        expect(res.statusCode, keyword).toBe(200);
        expect(res.json().success).toBe(true);
      }
    }
    expect((await search({})).json().data.total).toBe(3);
  });

  it('refuses wrong JSON types with 4000', async () => {
    for (const payload of [
      { page: [1] },
      { page: true },
      { keyword: { $ne: '' } },
      { keyword: ['java'] },
      { size: null, page: {} },
      { company_id: 1.5 },
      [1, 2],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/job/searchJobList', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(4000);
    }
  });

  it('shares a cache key between spellings of the same query', () => {
    expect(searchKey({ keyword: 'Java  工程师', sort: 'relevance' })).toBe(
      searchKey({ keyword: 'java 工程师', sort: 'relevance' }),
    );
    expect(searchKey({ sort: 'relevance' })).toBe(searchKey({}));
    expect(searchKey({ keyword: 'java', page: 2 })).not.toBe(searchKey({ keyword: 'java' }));
  });
});

describe('searchJobs at the window', () => {
  it('counts exactly up to the window, then caps it and serves nothing past it', async () => {
    const db = t.database.db;
    const many = await buildCompany(db, { brand_name: '多多', eng_brand_name: 'Plenty Works' });
    const count = 60;
    await db.insert(jobs).values(
      Array.from({ length: count }, (_, i) => ({
        company_id: many.company_id,
        position_en: `Warehouse Picker ${i}`,
        position_zh: '仓库拣货员',
        minimum_salary: 5,
        maximum_salary: 8,
        employment_type: 'full_time',
        industry: 'logistics',
        seniority: 'junior',
        adcode: '310100',
        create_time: new Date(Date.UTC(2024, 5, 1) + i * 60_000),
      })),
    );
    await refreshJobSearch(db, { companyId: many.company_id });
    const result = await searchJobs(db, { keyword: '拣货', sort: 'relevance', size: 50, page: 2 });
    expect(result.total).toBe(count);
    expect(result.rows).toHaveLength(10);
    // Relevance among equal ranks: newest first.
    const first = await searchJobs(db, { keyword: '拣货', sort: 'relevance', size: 3 });
    expect(first.rows.map((r) => r.position_en)).toEqual([
      'Warehouse Picker 59',
      'Warehouse Picker 58',
      'Warehouse Picker 57',
    ]);
    expect(JOB_SEARCH_RESULT_WINDOW).toBe(10_000);
    expect(result.exact).toBe(true);

    // Past the exactly counted matches the total is estimated, and said to be.
    expect(JOB_SEARCH_EXACT_COUNT).toBe(200);
    const estimated = await searchJobs(db, { keyword: '拣货', sort: 'relevance', size: 50 }, { exactUpTo: 10 });
    expect(estimated.exact).toBe(false);
    expect(estimated.total).toBeGreaterThan(10);
    expect(estimated.total).toBeLessThanOrEqual(JOB_SEARCH_RESULT_WINDOW);
    expect(estimated.rows).toHaveLength(50);
    const byDate = await searchJobs(db, { keyword: '拣货', sort: 'date', size: 3 }, { exactUpTo: 10 });
    expect(byDate.exact).toBe(false);
    expect(byDate.rows.map((r) => r.position_en)).toEqual(first.rows.map((r) => r.position_en));
    // Filters without a keyword are counted as a keyword's matches are (decision 0079): exactly up to the
    // exact count, estimated past it, and the page is the same newest jobs either way.
    const filtered = { adcode: '310100', industry: 'logistics', size: 5 } as const;
    const counted = await searchJobs(db, filtered);
    expect(counted).toMatchObject({ total: count, exact: true });
    const filteredEstimate = await searchJobs(db, filtered, { exactUpTo: 10 });
    expect(filteredEstimate.exact).toBe(false);
    expect(filteredEstimate.total).toBeGreaterThan(10);
    expect(filteredEstimate.rows.map((r) => r.job_id)).toEqual(counted.rows.map((r) => r.job_id));
    expect(counted.rows.map((r) => r.position_en)).toEqual([
      'Warehouse Picker 59',
      'Warehouse Picker 58',
      'Warehouse Picker 57',
      'Warehouse Picker 56',
      'Warehouse Picker 55',
    ]);
    // A company's jobs (its page pages through them by this total) and salary bounds alone, which the
    // index holds no token for, are still counted exactly.
    expect((await searchJobs(db, { company_id: many.company_id }, { exactUpTo: 10 })).total).toBe(count);
    const [{ paid }] = await queryRows<{ paid: number }>(
      db,
      sql`select count(*)::int as paid from jobs where status = 'open' and maximum_salary * salary_num >= 8`,
    );
    expect(await searchJobs(db, { min_salary: 8 }, { exactUpTo: 10 })).toMatchObject({
      total: Number(paid),
      exact: true,
    });
    await db.delete(jobs).where(eq(jobs.company_id, many.company_id));
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs where status = 'open'`);
    expect(Number(n)).toBe(3);
  });
});

describe('estimateTotal', () => {
  it('scales the counted matches by the share of the table they were found in, to two significant digits', () => {
    // The first 1,001 matches of 金融 lay in the first 982 of 7,725 pages: 7,875 -> 7,900 (7,747 exactly).
    expect(estimateTotal({ counted: 1001, firstBlock: 0, lastBlock: 981, blocks: 7725 }, 10_000)).toBe(7_900);
    expect(estimateTotal({ counted: 1001, firstBlock: 0, lastBlock: 1342, blocks: 7725 }, 10_000)).toBe(5_800);
    // A word only in recent jobs (the end of the table) starts late: the share counts from its first page.
    expect(estimateTotal({ counted: 1001, firstBlock: 6000, lastBlock: 6399, blocks: 7725 }, 10_000)).toBe(4_300);
    // Capped at the window; never below what was counted, even with a stale page count.
    expect(estimateTotal({ counted: 1001, firstBlock: 0, lastBlock: 391, blocks: 7725 }, 10_000)).toBe(10_000);
    expect(estimateTotal({ counted: 1001, firstBlock: 0, lastBlock: 7724, blocks: 7725 }, 10_000)).toBe(1_001);
    expect(estimateTotal({ counted: 1001, firstBlock: 10, lastBlock: 9000, blocks: 7725 }, 10_000)).toBe(1_001);
    expect(estimateTotal({ counted: 11, firstBlock: 0, lastBlock: 0, blocks: 1 }, 10_000)).toBe(11);
    expect(estimateTotal({ counted: 11, firstBlock: 0, lastBlock: 1, blocks: 9 }, 10_000)).toBe(50);
    // Before rounding and the cap (what sizes a walk of the newest jobs): 1,001 in 392 of 7,725 pages.
    expect(estimateMatches({ counted: 1001, firstBlock: 0, lastBlock: 391, blocks: 7725 })).toBeCloseTo(19_726, 0);
    expect(estimateMatches({ counted: 1001, firstBlock: 10, lastBlock: 9000, blocks: 7725 })).toBe(1_001);
  });
});
