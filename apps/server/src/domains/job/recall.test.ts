import { type Database, refreshJobSearch } from '@jobbridge/db';
import { buildBasicConfig, buildCompany, buildJob, createTestDatabase, testDbKind } from '@jobbridge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECALL_COMPANIES, RECALL_DISTRACTORS, RECALL_JOBS, RECALL_QUERIES } from './recall.fixture';
import { searchJobs } from './search';

/**
 * Search recall (QUALITY.md): for a labelled set of bilingual queries, at
 * least 95 % of the expected jobs are in the first 20 results (sort by
 * relevance, the web's default with a keyword). Run twice: as is, and with
 * every query of 5 or more matches taking the common-word path (tiers
 * instead of ranking every match).
 */
const TOP = 20;
const TARGET = 0.95;

let database: Database;
const idOf = new Map<string, number>();
const keyOf = new Map<number, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await buildBasicConfig(db);
  const companyIds = new Map<string, number>();
  for (const company of RECALL_COMPANIES) {
    const { key, ...fields } = company;
    companyIds.set(key, (await buildCompany(db, fields)).company_id);
  }
  const now = Date.UTC(2025, 5, 1);
  for (const job of [...RECALL_JOBS, ...RECALL_DISTRACTORS]) {
    const company = RECALL_COMPANIES.find((c) => c.key === job.company);
    const row = await buildJob(db, {
      company_id: companyIds.get(job.company),
      position_en: job.position_en,
      position_zh: job.position_zh,
      skills: job.skills ?? '',
      industry: job.industry ?? company?.industry ?? 'internet',
      adcode: company?.adcode ?? '310100',
      description_en: job.description_en ?? `Join ${company?.eng_brand_name} as ${job.position_en}.`,
      description_zh: job.description_zh ?? `加入${company?.brand_name}，担任${job.position_zh}。`,
      create_time: new Date(now - (job.age ?? 0) * 86_400_000 - idOf.size * 60_000),
    });
    idOf.set(job.key, row.job_id);
    keyOf.set(row.job_id, job.key);
  }
  await refreshJobSearch(db);
}, 120_000);
afterAll(() => database?.close());

async function recall(commonFrom?: number) {
  let expected = 0;
  let found = 0;
  const misses: string[] = [];
  for (const { q, expect: keys, kind } of RECALL_QUERIES) {
    const { rows } = await searchJobs(database.db, { keyword: q, sort: 'relevance', size: TOP }, { commonFrom });
    const top = new Set(rows.map((row) => keyOf.get(row.job_id)));
    const missing = keys.filter((key) => !top.has(key));
    expected += keys.length;
    found += keys.length - missing.length;
    if (missing.length || process.env.RECALL_REPORT) {
      misses.push(`${kind} "${q}": missing ${missing.join(', ')}; top: ${[...top].slice(0, 10).join(', ')}`);
    }
  }
  // RECALL_REPORT=1 prints every query's result (the figure for bench/results).
  if (process.env.RECALL_REPORT) process.stdout.write(`recall ${found}/${expected}\n${misses.join('\n')}\n`);
  return { rate: found / expected, found, expected, misses };
}

describe(`search recall (${testDbKind()})`, () => {
  it('has a labelled set of at least 40 bilingual queries', () => {
    expect(RECALL_QUERIES.length).toBeGreaterThanOrEqual(40);
    for (const kind of ['zh2', 'zh', 'en', 'mixed', 'typo', 'place', 'company']) {
      expect(
        RECALL_QUERIES.some((query) => query.kind === kind),
        kind,
      ).toBe(true);
    }
    for (const { expect: keys } of RECALL_QUERIES) for (const key of keys) expect(idOf.has(key), key).toBe(true);
  });

  it(`finds at least ${TARGET * 100} % of the expected jobs in the top ${TOP}`, async () => {
    const { rate, found, expected, misses } = await recall();
    expect(rate, `recall ${found}/${expected}\n${misses.join('\n')}`).toBeGreaterThanOrEqual(TARGET);
  });

  it(`keeps that recall on the common-word path (tiers)`, async () => {
    const { rate, found, expected, misses } = await recall(5);
    expect(rate, `recall ${found}/${expected}\n${misses.join('\n')}`).toBeGreaterThanOrEqual(TARGET);
  });

  it('ranks position matches above brand and description matches', async () => {
    const first = async (q: string) =>
      keyOf.get((await searchJobs(database.db, { keyword: q, sort: 'relevance', size: 3 })).rows[0]?.job_id);
    expect(['d1', 'd2', 'd3']).toContain(await first('设计'));
    expect(['fi1', 'fi2']).toContain(await first('金融'));
    expect(await first('销售经理')).toBe('s1');
    expect(await first('英语老师')).toBe('t2');
  });
});
