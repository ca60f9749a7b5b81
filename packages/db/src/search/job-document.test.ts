import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../client';
import { companies, jobs } from '../schema';
import { buildCompany, buildJob, createTestDatabase, testDbKind } from '../testing';
import {
  jobSearchCondition,
  jobSearchDocument,
  jobSearchQuery,
  PREFIX_EXPANSION_MAX,
  prefixExpansions,
  refreshJobSearch,
  spellingAlternatives,
  tsvectorLiteral,
} from './job-document';

const company = { brand_name: '云帆科技', eng_brand_name: 'Cloudsail Technology' };
const frontend = {
  position_en: 'Senior Frontend Engineer',
  position_zh: '高级前端开发工程师',
  skills: 'React,TypeScript,Node.js,C++',
  requirements_en: "1. At least 5 years of experience.\n2. Don't panic: O'Reilly \\ backslash",
  requirements_zh: '1. 5 年以上相关工作经验。',
  description_en: 'Build the web app of a bilingual learning platform.',
  description_zh: '负责双语学习平台的网页开发。',
};

describe('jobSearchDocument (pure)', () => {
  it('weights the position A and the brand B; the body and the city have no positions', () => {
    const doc = jobSearchDocument(frontend, company, { city_en: 'Shanghai', city_zh: '上海' });
    expect(doc.search_vector).toContain("'前端':");
    expect(doc.search_vector).toMatch(/'前端':\d+A/);
    expect(doc.search_vector).toMatch(/'云帆':\d+B/);
    expect(doc.search_vector).toMatch(/'react'( |$)/);
    expect(doc.search_vector).toMatch(/'上海'( |$)/);
    expect(doc.search_vector).toContain("'c++'");
    expect(doc.search_vector).toContain("'o''reilly'");
    expect(doc.search_vector).not.toMatch(/'1':/);
    expect(doc.search_text).toBe(
      'senior frontend engineer | 高级前端开发工程师 | cloudsail technology | 云帆科技 | react, typescript, node.js, c++ | shanghai | 上海',
    );
  });

  it('keeps every short field with a position and weight in rank_vector, and no long text', () => {
    const doc = jobSearchDocument(frontend, company, {
      city_en: 'Shenzhen',
      city_zh: '深圳',
      province_en: 'Guangdong',
      province_zh: '广东',
    });
    expect(doc.rank_vector).toMatch(/'前端':\d+A/);
    expect(doc.rank_vector).toMatch(/'frontend':\d+A/);
    expect(doc.rank_vector).toMatch(/'cloudsail':\d+B/);
    expect(doc.rank_vector).toMatch(/'react':\d+C/);
    expect(doc.rank_vector).toMatch(/'深圳':\d+D/);
    expect(doc.rank_vector).toMatch(/'guangdong':\d+D/);
    expect(doc.rank_vector).not.toContain("'网页'");
    expect(doc.rank_vector).not.toContain("'experience'");
    expect(doc.search_vector).toContain("'网页'");
    expect(doc.search_text).toContain('| shenzhen | 深圳 | guangdong | 广东');
  });

  it('keeps one position per weight of A and B, none for C and D', () => {
    expect(
      tsvectorLiteral([
        ['A', ['x', 'y']],
        ['B', ['x', 'w']],
        ['C', ['x', 'x', 'z']],
        ['D', ['q']],
      ]),
    ).toBe("'x':1A,3B 'y':2A 'w':4B 'z' 'q'");
  });

  it('builds safe tsquery literals', () => {
    expect(jobSearchQuery('前端')).toBe("'前端'");
    expect(jobSearchQuery('前端工程师')).toBe("'前端' & '工程' & '程师'");
    expect(jobSearchQuery('react engin', { prefixLast: true })).toBe("'react' & 'engin':*");
    expect(jobSearchQuery("o'reilly", { match: 'any' })).toBe("'o' | 'reilly'");
    expect(jobSearchQuery("\\'; drop table jobs; -- ':* & | !")).toBe("'drop' & 'table' & 'jobs'");
    expect(jobSearchQuery('   ')).toBeNull();
    expect(jobSearchCondition('&&&')).toBeNull();
  });

  it('matches Latin words and lone CJK characters as prefixes in words mode', () => {
    expect(jobSearchQuery('前端 engin c', { prefix: 'words' })).toBe("'前端' & 'engin':* & 'c'");
    expect(jobSearchQuery('销', { prefix: 'words' })).toBe("'销':*");
    expect(jobSearchQuery('前端 java', { prefix: 'words', weights: 'A' })).toBe("'前端':A & 'java':*A");
    expect(
      jobSearchQuery('enginer 上海', { prefix: 'words', alternatives: new Map([['enginer', ['engineer', 'engine']]]) }),
    ).toBe("( 'enginer':* | 'engineer':* | 'engine':* ) & '上海'");
    expect(jobSearchQuery("o'neil", { prefix: 'words', weights: "A'; drop" })).toBe("'o':A & 'neil':*A");
  });

  it('writes a prefix with known words as those words, with the weights, and others as prefixes', () => {
    const expansions = new Map([
      ['engin', ['engine', 'engineer']],
      ['销', ['销售']],
      ['enginer', ['enginer']],
    ]);
    expect(jobSearchQuery('前端 engin c', { prefix: 'words', expansions })).toBe(
      "'前端' & ( 'engine' | 'engineer' ) & 'c'",
    );
    expect(jobSearchQuery('销 java', { prefix: 'words', expansions, weights: 'A' })).toBe("'销售':A & 'java':*A");
    expect(
      jobSearchQuery('enginer', {
        prefix: 'words',
        expansions,
        alternatives: new Map([['enginer', ['engineer', 'engin']]]),
      }),
    ).toBe("( 'enginer' | 'engineer':* | ( 'engine' | 'engineer' ) )");
    // Words that match exactly are never expanded.
    expect(jobSearchQuery('engin', { expansions })).toBe("'engin'");
  });
});

describe(`job search columns in the database (${testDbKind()})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it("matches to_tsquery('simple', '前端') for 前端开发工程师", async () => {
    const owner = await buildCompany(database.db, company);
    const job = await buildJob(database.db, {
      company_id: owner.company_id,
      ...frontend,
      ...jobSearchDocument(frontend, company),
    });
    const [hit] = await queryRows<{ job_id: number }>(
      database.db,
      sql`select job_id from jobs where job_id = ${job.job_id} and search_vector @@ to_tsquery('simple', '前端')`,
    );
    expect(Number(hit?.job_id)).toBe(job.job_id);
    for (const query of [
      '前端',
      '前端工程师',
      '开发工程师',
      '云帆',
      'frontend',
      'NODE.JS',
      'c++',
      "o'reilly",
      'cloudsail',
    ]) {
      const rows = await database.db
        .select({ job_id: jobs.job_id })
        .from(jobs)
        .where(sql`${jobs.job_id} = ${job.job_id} and ${jobSearchCondition(query)}`);
      expect(rows, query).toHaveLength(1);
    }
    for (const query of ['后端', '销售经理', 'backend']) {
      const rows = await database.db.select({ job_id: jobs.job_id }).from(jobs).where(jobSearchCondition(query)!);
      expect(rows, query).toHaveLength(0);
    }
    // Fuzzy Latin matching through pg_trgm on search_text.
    const [fuzzy] = await queryRows<{ s: number }>(
      database.db,
      sql`select word_similarity('fronted', search_text) as s from jobs where job_id = ${job.job_id}`,
    );
    expect(Number(fuzzy.s)).toBeGreaterThan(0.5);
  });

  it('ranks a position match above a description match', async () => {
    const owner = await buildCompany(database.db);
    const inTitle = { ...frontend, position_en: 'Data Analyst', position_zh: '数据分析师', description_zh: '' };
    const inBody = {
      ...frontend,
      position_en: 'Office Manager',
      position_zh: '行政经理',
      description_zh: '需要一些数据分析能力。',
    };
    const a = await buildJob(database.db, {
      company_id: owner.company_id,
      ...inTitle,
      ...jobSearchDocument(inTitle, owner),
    });
    const b = await buildJob(database.db, {
      company_id: owner.company_id,
      ...inBody,
      ...jobSearchDocument(inBody, owner),
    });
    const rows = await queryRows<{ job_id: number }>(
      database.db,
      sql`select job_id from jobs where job_id in (${a.job_id}, ${b.job_id}) and search_vector @@ ${jobSearchQuery('数据分析')}::tsquery
          order by ts_rank(search_vector, ${jobSearchQuery('数据分析')}::tsquery) desc`,
    );
    expect(rows.map((r) => Number(r.job_id))).toEqual([a.job_id, b.job_id]);
  });

  it('collects the Latin words of rank_vector into search_words and corrects misspellings against them', async () => {
    const owner = await buildCompany(database.db, { brand_name: '海港物流', eng_brand_name: 'Harbourline Logistics' });
    const job = await buildJob(database.db, {
      company_id: owner.company_id,
      position_en: 'Warehouse Engineer',
      position_zh: '仓库工程师',
    });
    await refreshJobSearch(database.db, [job.job_id]);
    const words = await queryRows<{ word: string }>(
      database.db,
      sql`select word from search_words where word in ('warehouse', 'engineer', 'harbourline', 'logistics')`,
    );
    expect(words.map((w) => w.word).sort()).toEqual(['engineer', 'harbourline', 'logistics', 'warehouse']);
    const fixes = await spellingAlternatives(database.db, 'warehuose enginer 仓库 logistics ab');
    expect(fixes.get('warehuose')).toContain('warehouse');
    expect(fixes.get('enginer')).toContain('engineer');
    // Known words, Chinese and short words are left alone.
    expect(fixes.has('logistics')).toBe(false);
    expect(fixes.has('仓库')).toBe(false);
    expect(fixes.has('ab')).toBe(false);
    expect((await spellingAlternatives(database.db, '前端 ++')).size).toBe(0);
    expect((await spellingAlternatives(database.db, "x'); drop table jobs; --")).size).toBe(0);
  });

  it('collects every lexeme of search_vector into search_lexicon, and expands prefixes with few words', async () => {
    const brand = { brand_name: '星河数据', eng_brand_name: 'Galaxyrift Data' };
    const owner = await buildCompany(database.db, brand);
    const fields = {
      position_en: 'Quarkbyte Platform Developer',
      position_zh: '平台开发',
      description_en: 'Quarkbytes and quarkbyting for the zyxplatform.',
      description_zh: '平台。',
    };
    // Inserted with its search columns, as the service writes a job.
    const job = await buildJob(database.db, {
      company_id: owner.company_id,
      ...fields,
      ...jobSearchDocument(fields, brand),
    });
    // Written with the job (the insert's statement trigger) and when the vector is set again (the row trigger).
    const has = async (words: string[]) =>
      (
        await queryRows<{ word: string }>(
          database.db,
          sql`select word from search_lexicon where word = any(${`{${words.join(',')}}`}::text[]) order by word`,
        )
      ).map((row) => row.word);
    expect(await has(['galaxyrift', 'quarkbyte', 'quarkbytes', 'quarkbyting', 'zyxplatform'])).toEqual([
      'galaxyrift',
      'quarkbyte',
      'quarkbytes',
      'quarkbyting',
      'zyxplatform',
    ]);
    await database.db
      .update(jobs)
      .set({ description_en: 'Now with zyxfresh words.' })
      .where(eq(jobs.job_id, job.job_id));
    await refreshJobSearch(database.db, [job.job_id]);
    expect(await has(['zyxfresh'])).toEqual(['zyxfresh']);

    const expansions = await prefixExpansions(database.db, ['quarkbyt', 'quarkbyte', 'zyxplat', 'nosuchprefixzz']);
    expect(expansions.get('quarkbyt')).toEqual(['quarkbyte', 'quarkbytes', 'quarkbyting']);
    expect(expansions.get('quarkbyte')).toEqual(['quarkbyte', 'quarkbytes']);
    expect(expansions.get('zyxplat')).toEqual(['zyxplatform']);
    // No word: left a prefix (it matches nothing either way).
    expect(expansions.has('nosuchprefixzz')).toBe(false);
    // More words than PREFIX_EXPANSION_MAX: left a partial match of the index.
    const many = Array.from({ length: PREFIX_EXPANSION_MAX + 1 }, (_, i) => `zqmany${String(i).padStart(2, '0')}`);
    const crowded = await buildJob(database.db, { company_id: owner.company_id, description_en: many.join(' ') });
    await refreshJobSearch(database.db, [crowded.job_id]);
    expect((await prefixExpansions(database.db, ['zqmany'])).has('zqmany')).toBe(false);
    expect((await prefixExpansions(database.db, ['zqmany0'])).get('zqmany0')).toEqual(many.slice(0, 10));
  });

  it('looks words up with one statement text whatever their number (one prepared statement each)', async () => {
    // One transaction: one connection, whose prepared statements pg_prepared_statements lists.
    await database.db.transaction(async (tx) => {
      for (const prefixes of [['zzlone'], ['zzone', 'zztwo', 'zzthree']]) {
        expect((await prefixExpansions(tx, prefixes)).size).toBe(0);
      }
      for (const query of ['zzwordone', 'zzwordone zzwordtwo zzwordthree']) {
        expect((await spellingAlternatives(tx, query)).size).toBe(0);
      }
      const prepared = await queryRows<{ statement: string }>(
        tx,
        sql`select statement from pg_prepared_statements where name like 't\_%'`,
      );
      expect(prepared.filter((row) => row.statement.includes('search_lexicon'))).toHaveLength(1);
      expect(prepared.filter((row) => row.statement.includes('search_words'))).toHaveLength(1);
    });
  });

  it('refreshJobSearch recomputes given jobs, a company, or all', async () => {
    const owner = await buildCompany(database.db, { brand_name: '蓝桥咨询', eng_brand_name: 'Bluebridge Consulting' });
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await buildJob(database.db, { company_id: owner.company_id, position_zh: '管理咨询顾问' }));
    expect(made[0].search_vector).toBeNull();
    expect(await refreshJobSearch(database.db, [made[0].job_id, made[0].job_id])).toBe(1);
    const found = () =>
      database.db
        .select({ job_id: jobs.job_id })
        .from(jobs)
        .where(sql`${jobs.company_id} = ${owner.company_id} and ${jobSearchCondition('咨询顾问')}`);
    expect(await found()).toHaveLength(1);
    expect(await refreshJobSearch(database.db, { companyId: owner.company_id })).toBe(3);
    expect(await found()).toHaveLength(3);
    await database.db
      .update(companies)
      .set({ eng_brand_name: 'Skyrise Advisory' })
      .where(eq(companies.company_id, owner.company_id));
    await refreshJobSearch(database.db, { companyId: owner.company_id });
    const [row] = await database.db.select().from(jobs).where(eq(jobs.job_id, made[1].job_id));
    expect(row.search_text).toContain('skyrise advisory');
    const total = await refreshJobSearch(database.db);
    const [all] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from jobs`);
    expect(total).toBe(all.n);
    expect(await refreshJobSearch(database.db, [])).toBe(0);
  });
});
