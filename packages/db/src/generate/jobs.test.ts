import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../client';
import { createTestDatabase, testDbKind } from '../testing';
import { buildJob, CityPicker, lowerCaseWords } from './job-factory';
import { generateJobs } from './jobs';
import { Random } from './random';

const cities = new CityPicker([
  { adcode: '310100', city_en: 'Shanghai', city_zh: '上海', province_en: 'Shanghai', province_zh: '上海', sort: 1 },
  { adcode: '110100', city_en: 'Beijing', city_zh: '北京', province_en: 'Beijing', province_zh: '北京', sort: 2 },
]);
const company = {
  company_id: 1,
  brand_name: '星火科技',
  eng_brand_name: 'Sparkfire Tech',
  industry: 'internet',
  adcode: '310100',
};

describe('job factory', () => {
  it('is deterministic for a seed', () => {
    const make = (seed: number) => {
      const rng = new Random(seed);
      return Array.from({ length: 50 }, () => buildJob(rng, company, cities, { now: 1_700_000_000_000 }));
    };
    expect(make(7)).toEqual(make(7));
    expect(make(7)).not.toEqual(make(8));
  });

  it('writes natural English', () => {
    expect(lowerCaseWords('Software & IT Services')).toBe('software & IT services');
    const rng = new Random(3);
    for (let i = 0; i < 200; i++) {
      const job = buildJob(rng, company, cities);
      expect(job.description_en).not.toMatch(/\ba [AEIO]/);
      expect(job.position_en).not.toMatch(/\s{2}|^\s|\s$/);
      expect(job.valid_through!.getTime() - job.create_time!.getTime()).toBe(60 * 86_400_000);
      expect(job.salary_num! * job.maximum_salary).toBeLessThanOrEqual(200);
    }
  });
});

describe(`generateJobs (${testDbKind()})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('inserts jobs with search columns across new companies', async () => {
    const progress: number[] = [];
    const result = await generateJobs(database.db, 600, {
      seed: 11,
      batchSize: 250,
      onProgress: (n) => progress.push(n),
    });
    expect(result).toMatchObject({ inserted: 600, companiesCreated: 3 });
    expect(progress).toEqual([250, 500, 600]);
    const [stats] = await queryRows<{ n: number; vectors: number; companies: number; cities: number }>(
      database.db,
      sql`select count(*)::int as n, count(search_vector)::int as vectors, count(distinct company_id)::int as companies,
                 count(distinct adcode)::int as cities from jobs`,
    );
    expect(stats).toEqual({ n: 600, vectors: 600, companies: 3, cities: expect.any(Number) });
    expect(stats.cities).toBeGreaterThan(10);
    const [hits] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from jobs where search_vector @@ '工程'::tsquery`,
    );
    expect(hits.n).toBeGreaterThan(0);
    // Running again adds jobs; the companies of the same seed already exist.
    const again = await generateJobs(database.db, 10, { seed: 11 });
    expect(again).toMatchObject({ inserted: 10, companiesCreated: 0 });
  });
});
