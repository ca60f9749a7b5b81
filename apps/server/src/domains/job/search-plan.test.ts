import { type Db, generateJobs, jobSearchQuery, queryRows, seedReferenceData } from '@jobbridge/db';
import { testDbKind } from '@jobbridge/db/testing';
import { JOB_SEARCH_EXACT_COUNT, type SearchJobListInput } from '@jobbridge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FORM, form, type TestApp } from '../../testing';
import { commonShare, FILTERED_COMMON_MARGIN, indexedSalary, searchJobs } from './search';

/**
 * How a keyword search with filters reads the jobs (decision 0042), on a few
 * thousand generated jobs: the filters are answered by the same GIN bitmap as
 * the keyword, no statement pins a plan, and the results are those of a
 * plain reference query over the same data.
 */
let t: TestApp;
let db: Db;
let jobPages = 0;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await seedReferenceData(db);
  await generateJobs(db, 3000, { seed: 42 });
  await db.execute(sql`vacuum analyze jobs`);
  const [row] = await queryRows<{ pages: number }>(
    db,
    sql`select relpages::int as pages from pg_class where relname = 'jobs'`,
  );
  jobPages = Number(row.pages);
}, 300_000);
afterAll(() => t?.close());

/** The statements `run` sends to the database, with their parameters. */
async function statementsOf(run: () => Promise<unknown>): Promise<Array<{ sql: string; params: unknown[] }>> {
  const dialect = (
    db as unknown as { dialect: { sqlToQuery: (...args: unknown[]) => { sql: string; params: unknown[] } } }
  ).dialect;
  const original = dialect.sqlToQuery;
  const seen: Array<{ sql: string; params: unknown[] }> = [];
  dialect.sqlToQuery = function (this: unknown, ...args: unknown[]) {
    const query = original.apply(this, args);
    seen.push(query);
    return query;
  };
  try {
    await run();
  } finally {
    dialect.sqlToQuery = original;
  }
  return seen;
}

/** A parameter written as a literal (strings, numbers, and arrays of strings as `'{"a","b"}'`). */
const literal = (value: unknown): string => {
  if (typeof value === 'number') return String(value);
  const text = Array.isArray(value)
    ? `{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`
    : String(value);
  return `'${text.replace(/'/g, "''")}'`;
};

/** A statement with its parameters written in as literals. */
function inline(statement: { sql: string; params: unknown[] }): string {
  let text = statement.sql;
  for (let i = statement.params.length; i >= 1; i--) {
    text = text.replaceAll(`$${i}`, literal(statement.params[i - 1]));
  }
  return text;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Rows'?: number;
  'Exact Heap Blocks'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}
const describeNode = (n: PlanNode) =>
  `${n['Node Type']} ${n['Relation Name'] ?? n['Index Name'] ?? ''} rows=${n['Actual Rows']} heap blocks=${n['Exact Heap Blocks'] ?? '-'} removed=${n['Rows Removed by Filter'] ?? 0}`;

async function explain(statement: { sql: string; params: unknown[] }): Promise<PlanNode> {
  const rows = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql.raw(`explain (analyze, buffers, format json) ${inline(statement)}`),
  );
  return planOf(rows);
}

/** The plan of an EXPLAIN (FORMAT JSON) answer (a string on one driver, parsed on the other). */
function planOf(rows: Array<{ 'QUERY PLAN': unknown }>): PlanNode {
  const json = rows[0]['QUERY PLAN'];
  return ((typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan: PlanNode }>)[0].Plan;
}

/**
 * The plan a server may keep for the statement's text whatever its values: the search's statements
 * run as prepared statements named by their text (decision 0073), and after a few runs PostgreSQL
 * may use one generic plan for them instead of planning each call.
 */
async function explainGeneric(statement: { sql: string; params: unknown[] }): Promise<PlanNode> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare generic_plan as ${statement.sql}`));
    const rows = await queryRows<{ 'QUERY PLAN': unknown }>(
      tx,
      sql.raw(`explain (analyze, format json) execute generic_plan(${statement.params.map(literal).join(', ')})`),
    );
    await tx.execute(sql`deallocate generic_plan`);
    return planOf(rows);
  });
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];
describe(`keyword search plans (${testDbKind()})`, () => {
  const filtered: SearchJobListInput[] = [
    { keyword: 'engineer', adcode: '310100', seniority: 'senior', sort: 'relevance' },
    { keyword: '销售', adcode: '440000', employment_type: 'full_time', sort: 'relevance' },
    { keyword: 'manager', industry: 'internet', seniority: 'senior', min_salary: 30, sort: 'date' },
  ];

  it('has enough generated jobs to tell an index from a scan', () => {
    expect(jobPages).toBeGreaterThan(100);
  });

  for (const input of filtered) {
    it(`answers ${JSON.stringify(input)} from the GIN index, filters included, without pinning a plan`, async () => {
      // A server reads the index's statistics once every few minutes (searchIndexStats), not per search.
      await searchJobs(db, input);
      const statements = await statementsOf(() => searchJobs(db, input));
      expect(statements.map((s) => s.sql).join('\n')).not.toMatch(/set_config|enable_|set local/i);
      // At most one look-up of the words the query's prefixes stand for (none for Chinese bigrams).
      const lexicon = statements.filter((s) => s.sql.includes('search_lexicon'));
      expect(lexicon.length).toBe(/[a-z]/.test(input.keyword ?? '') ? 1 : 0);
      // One counting statement, then one page statement per tier the page reaches into (relevance:
      // short-field matches, then long-text matches) and the size of a tier that ended empty.
      expect(statements.length - lexicon.length).toBeLessThanOrEqual(input.sort === 'date' ? 2 : 4);
      const count = statements.find((s) => s.sql.includes('jobs_search_document('));
      expect(count).toBeDefined();
      for (const statement of statements) {
        // The plan made for these values, and the generic plan of the statement's text.
        for (const plan of [await explain(statement), await explainGeneric(statement)]) {
          const all = nodes(plan);
          if (process.env.PLAN_REPORT) process.stdout.write(`${all.map(describeNode).join('\n')}\n\n`);
          expect(all.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'jobs')).toEqual([]);
          // Every job page read is of a job that matches keyword and filters: far fewer than the table's.
          for (const heap of all.filter((n) => n['Node Type'] === 'Bitmap Heap Scan'))
            expect(heap['Exact Heap Blocks'] ?? 0, describeNode(heap)).toBeLessThan(jobPages / 4);
        }
      }
      const counting = nodes(await explain(count as { sql: string; params: unknown[] }));
      const gin = counting.find((n) => n['Index Name'] === 'jobs_search_document_idx');
      expect(gin?.['Node Type']).toBe('Bitmap Index Scan');
      expect(gin?.['Index Cond']).toMatch(/~(city|type|ind|sen|hi):/);
      // A salary bound selecting most buckets is written as the few it leaves out (jobFilterQuery).
      if (input.min_salary !== undefined) expect(gin?.['Index Cond']).toMatch(/!\(.*'~hi:0'/);
      // A word is looked up as the few lexemes it is a prefix of, not by a partial match of the index's keys.
      if (/[a-z]/.test(input.keyword ?? '')) expect(gin?.['Index Cond']).not.toContain(':*');
      // The index answered the filters: the heap scan throws nothing away (salary bounds are
      // checked on the rows, since a 5K bucket can hold jobs just outside them).
      const heap = counting.find((n) => n['Node Type'] === 'Bitmap Heap Scan' && n['Relation Name'] === 'jobs');
      const removed = (heap?.['Rows Removed by Filter'] ?? 0) + (heap?.['Rows Removed by Index Recheck'] ?? 0);
      if (input.min_salary === undefined && input.max_salary === undefined) expect(removed).toBe(0);
      else expect(removed).toBeLessThanOrEqual(heap?.['Actual Rows'] ?? 0);
    });
  }
});

/** The reference: open jobs whose words hold the keyword (any job without one), filtered column by column. */
async function reference(
  keyword: string | undefined,
  filters: Pick<
    SearchJobListInput,
    'adcode' | 'employment_type' | 'industry' | 'seniority' | 'min_salary' | 'max_salary'
  >,
): Promise<number[]> {
  const conditions = [sql`status = 'open'`];
  if (keyword !== undefined)
    conditions.push(sql`search_vector @@ ${jobSearchQuery(keyword, { prefix: 'words' })}::tsquery`);
  if (filters.adcode)
    conditions.push(
      sql`(adcode = ${filters.adcode} or adcode in (select adcode from locations where parent_adcode = ${filters.adcode}))`,
    );
  for (const column of ['employment_type', 'industry', 'seniority'] as const)
    if (filters[column]) conditions.push(sql`${sql.identifier(column)} = ${filters[column]}`);
  if (filters.min_salary !== undefined) conditions.push(sql`maximum_salary * salary_num >= ${filters.min_salary}`);
  if (filters.max_salary !== undefined) conditions.push(sql`minimum_salary * salary_num <= ${filters.max_salary}`);
  const rows = await queryRows<{ job_id: number }>(
    db,
    sql`select job_id from jobs where ${sql.join(conditions, sql` and `)} order by created_at desc, job_id desc`,
  );
  return rows.map((r) => Number(r.job_id));
}

describe(`browsing with filters, without a keyword (${testDbKind()}, decision 0079)`, () => {
  const inputs: SearchJobListInput[] = [
    { adcode: '310100', sort: 'date' },
    { adcode: '440000', employment_type: 'full_time', page: 2, sort: 'date' },
    { industry: 'ai', seniority: 'lead', min_salary: 30, sort: 'date' },
    // Few jobs, or none, have all of these: the page must not walk the date index past every job.
    { adcode: '330100', employment_type: 'internship', seniority: 'manager', industry: 'finance', sort: 'date' },
  ];
  for (const input of inputs) {
    it(`serves ${JSON.stringify(input)}: the reference's page, counted or estimated, no walk past the matches`, async () => {
      const expected = await reference(undefined, input);
      await searchJobs(db, input);
      let result: Awaited<ReturnType<typeof searchJobs>> | undefined;
      const statements = await statementsOf(async () => {
        result = await searchJobs(db, input);
      });
      const offset = ((input.page ?? 1) - 1) * 20;
      expect(result?.rows.map((r) => r.job_id)).toEqual(expected.slice(offset, offset + 20));
      if (expected.length <= JOB_SEARCH_EXACT_COUNT) {
        expect(result).toMatchObject({ total: expected.length, exact: true });
      } else {
        expect(result?.exact).toBe(false);
        expect(result?.total).toBeGreaterThan(expected.length * 0.7);
        expect(result?.total).toBeLessThan(expected.length * 1.3);
      }
      for (const statement of statements) {
        const all = nodes(await explain(statement));
        if (process.env.PLAN_REPORT) process.stdout.write(`${all.map(describeNode).join('\n')}\n\n`);
        expect(all.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'jobs')).toEqual([]);
        // The jobs read and thrown away: never more than the matches a walk of the newest jobs meets.
        const removed = all.reduce((sum, n) => sum + (n['Rows Removed by Filter'] ?? 0), 0);
        expect(removed, all.map(describeNode).join('; ')).toBeLessThanOrEqual(Math.max(expected.length, 20));
      }
    });
  }
});

describe(`a keyword the index statistics show to be common (${testDbKind()})`, () => {
  it('is not counted: its total is the window, estimated, and its first page is still exact', async () => {
    const expected = await reference('engineer', {});
    // The window lowered below the keyword's matches, as 10,000 is below a common word's at 100,000 jobs.
    const window = Math.floor(expected.length / 4);
    const input: SearchJobListInput = { keyword: 'engineer', sort: 'date', size: 20 };
    let result: Awaited<ReturnType<typeof searchJobs>> | undefined;
    const statements = await statementsOf(async () => {
      result = await searchJobs(db, input, { window });
    });
    expect(statements.map((s) => s.sql).join('\n')).not.toContain('ctid');
    expect(result?.total).toBe(window);
    expect(result?.exact).toBe(false);
    expect(result?.rows.map((r) => Number(r.job_id))).toEqual(expected.slice(0, 20));
    // With a filter it is counted as before.
    const filtered = await statementsOf(() => searchJobs(db, { ...input, adcode: '310100' }, { window }));
    expect(filtered.map((s) => s.sql).join('\n')).toContain('ctid');
  });
});

describe(`keyword and filter combinations through the API (${testDbKind()})`, () => {
  // 'engi' stands for a few words of the lexicon; 'ma' for too many, so it stays a partial match.
  const keywords = ['engineer', '前端', '销售', 'java', '经理', 'sales manager', 'Python 数据', 'engi', 'ma'];
  const filterSets: Array<Record<string, string | number>> = [
    {},
    { adcode: '310100' },
    { adcode: '440000' },
    { employment_type: 'full_time' },
    { industry: 'internet', seniority: 'senior' },
    { min_salary: 30 },
    // Bounds most jobs pass: checked on the rows only, not in the index's query.
    { min_salary: 10 },
    { max_salary: 60 },
    { max_salary: 20 },
    { min_salary: 22, max_salary: 41 },
    { adcode: '310100', seniority: 'senior', min_salary: 25, max_salary: 60 },
  ];
  const call = async (body: Record<string, string | number>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job/searchJobList',
      headers: FORM,
      payload: form(body),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { list: Array<{ job_id: number }>; total: number; total_exact: boolean };
  };

  it('finds exactly the jobs of the reference query, newest first by date, all of them by relevance (ranked or in tiers)', async () => {
    let compared = 0;
    for (const keyword of keywords) {
      for (const filters of filterSets) {
        const expected = await reference(keyword, filters);
        const label = `${keyword} ${JSON.stringify(filters)}: ${expected.length} expected`;
        // By date: the first two pages, in order.
        const byDate: number[] = [];
        for (const page of [1, 2]) {
          const data = await call({ keyword, ...filters, sort: 'date', size: 50, page });
          byDate.push(...data.list.map((j) => Number(j.job_id)));
          if (data.total_exact) expect(data.total, label).toBe(expected.length);
        }
        expect(byDate, label).toEqual(expected.slice(0, 100));
        // By relevance: every match once, when they fit in the pages read.
        if (expected.length <= 150) {
          const byRelevance: number[] = [];
          for (const page of [1, 2, 3]) {
            const data = await call({ keyword, ...filters, sort: 'relevance', size: 50, page });
            byRelevance.push(...data.list.map((j) => Number(j.job_id)));
          }
          expect(
            [...byRelevance].sort((a, b) => a - b),
            label,
          ).toEqual([...expected].sort((a, b) => a - b));
          // The same matches when the keyword counts as common (tiers by date instead of ranks).
          const inTiers: number[] = [];
          for (const page of [1, 2, 3]) {
            const input = { keyword, ...filters, sort: 'relevance', size: 50, page } as SearchJobListInput;
            inTiers.push(...(await searchJobs(db, input, { commonFrom: 1 })).rows.map((r) => Number(r.job_id)));
          }
          expect(
            [...inTiers].sort((a, b) => a - b),
            label,
          ).toEqual([...expected].sort((a, b) => a - b));
        }
        compared++;
      }
    }
    expect(compared).toBe(keywords.length * filterSets.length);
  }, 240_000);
  it('counts no tier that is empty on the first page (it has no rows to skip)', async () => {
    // "offer": in every job's long text ("What we offer"), in no position or other short field, so as a common
    // word its first two tiers are empty and the third holds every job.
    const input = { keyword: 'offer', sort: 'relevance', size: 20, page: 1 } as SearchJobListInput;
    let rows: unknown[] = [];
    const statements = await statementsOf(async () => {
      rows = (await searchJobs(db, input, { commonFrom: 1 })).rows;
    });
    expect(rows).toHaveLength(20);
    const tierCounts = statements.filter((s) => /^select count\(\*\)::int from "jobs" where/.test(s.sql));
    expect(tierCounts).toEqual([]);
    // Past the first page an empty tier page may hide rows skipped: those are counted.
    const second = await statementsOf(() => searchJobs(db, { ...input, page: 2 }, { commonFrom: 1 }));
    expect(second.filter((s) => /^select count\(\*\)::int from "jobs" where/.test(s.sql)).length).toBeGreaterThan(0);
  });
  it('does not count a keyword with filters that the statistics show in twice the window', async () => {
    // "offer" is in every job's long text; most jobs are full-time, a quarter or so senior.
    const counting = (statements: Array<{ sql: string }>) => statements.filter((s) => s.sql.includes('"block"'));
    let result = { total: 0, exact: true };
    const broad = await statementsOf(async () => {
      result = await searchJobs(db, { keyword: 'offer', employment_type: 'full_time', sort: 'date' }, { window: 100 });
    });
    expect(counting(broad)).toEqual([]);
    expect(result).toMatchObject({ total: 100, exact: false });
    // The statistics show "offer" with senior in fewer than twice a window of 1,000: counted.
    const narrower = await statementsOf(async () => {
      result = await searchJobs(db, { keyword: 'offer', seniority: 'senior', sort: 'date' }, { window: 1_000 });
    });
    expect(counting(narrower)).toHaveLength(1);
  });
  it('sizes the walk of a later date-ordered page from the matches, not from the total capped at the window', async () => {
    // "offer" is in every job: the total shown is the window (100), the matches about the whole table. Page 2
    // is found on a short walk of the newest jobs, where about every job passes; sized from the capped total,
    // the walk would have been longer than WALK_MAX and the whole bitmap read and sorted instead.
    const input = { keyword: 'offer', sort: 'date', size: 20, page: 2 } as SearchJobListInput;
    let rows: Array<{ job_id: number }> = [];
    const statements = await statementsOf(async () => {
      rows = (await searchJobs(db, input, { window: 100 })).rows;
    });
    expect(statements.filter((s) => s.sql.includes('"walked"'))).toHaveLength(1);
    const newest = await queryRows<{ job_id: number }>(
      db,
      sql`select job_id::int as job_id from jobs where status = 'open' order by created_at desc, job_id desc limit 20 offset 20`,
    );
    expect(rows.map((row) => row.job_id)).toEqual(newest.map((row) => row.job_id));
  });
  it('estimates a keyword with filters from its lexemes and the filter groups', () => {
    const frequency = new Map([
      ['international', 1],
      ['intern', 0.05],
      ['~type:full_time', 0.82],
      ['~city:310100', 0.17],
      ['~city:320100', 0.05],
    ]);
    // A prefix takes its commonest lexeme; a group is the sum of its lexemes; the shares multiply.
    expect(commonShare(frequency, 'intern', [['~type:full_time']])).toBeCloseTo(0.82);
    expect(commonShare(frequency, 'intern', [['~city:310100', '~city:320100'], ['~type:full_time']])).toBeCloseTo(
      0.22 * 0.82,
    );
    // A lexeme the statistics do not list counts for nothing.
    expect(commonShare(frequency, 'intern', [['~sen:senior']])).toBe(0);
    expect(FILTERED_COMMON_MARGIN).toBeGreaterThan(1);
  });
  it('leaves a salary bound most jobs pass out of the index query, and keeps a selective or unknown one', () => {
    // Shares of the open jobs by bucket, as the index's statistics give them (bench_search's, 100,000 jobs).
    const frequency = new Map([
      ['~hi:2', 0.077],
      ['~hi:3', 0.097],
      ['~hi:4', 0.098],
      ['~hi:5', 0.101],
      ['~hi:6', 0.091],
      ['~hi:7', 0.081],
      ['~hi:8', 0.074],
      ['~lo:1', 0.103],
      ['~lo:2', 0.15],
      ['~lo:3', 0.151],
      ['~lo:4', 0.139],
      ['~lo:5', 0.111],
    ]);
    // At least 10K a month (buckets 2 and up: 0.62 listed) and at most 25K (0.65): checked on the rows only.
    expect(indexedSalary({ min_salary: 10, max_salary: 25 }, frequency)).toEqual({});
    // At least 30K (0.25 listed) and at most 10K (0.25): the index narrows them.
    expect(indexedSalary({ min_salary: 30, max_salary: 10 }, frequency)).toEqual({ min_salary: 30, max_salary: 10 });
    // No statistics: every bound stays in the index, as before.
    expect(indexedSalary({ min_salary: 10 }, undefined)).toEqual({ min_salary: 10 });
  });
});
