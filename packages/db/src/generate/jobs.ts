import { asc, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { companies, jobs, locations } from '../schema';
import { loadLocations } from '../seed/reference';
import { buildGeneratedCompanies } from './companies';
import {
  buildJob,
  type CityContext,
  CityPicker,
  type CompanyContext,
  companyWeight,
  type JobInsert,
} from './job-factory';
import { Random } from './random';

export interface GenerateJobsOptions {
  /** PRNG seed: the same seed gives the same jobs (default 1). */
  seed?: number;
  /** Rows per INSERT (default 500). */
  batchSize?: number;
  /**
   * New invented companies to create first (default count / 250, at least 1).
   * Jobs are spread over these and the companies already in the database.
   */
  companies?: number;
  /** Jobs are dated over this many days before now (default 60). */
  days?: number;
  /**
   * Batches inserted at the same time (default 1). On a PostgreSQL server
   * pool 2-4 is faster; PGlite has one connection and gains nothing.
   */
  concurrency?: number;
  /** Called after each batch with the number of jobs inserted so far. */
  onProgress?: (inserted: number) => void;
}

export interface GenerateJobsResult {
  inserted: number;
  companiesCreated: number;
  ms: number;
}

const JOB_COLUMNS = Object.entries(getTableColumns(jobs)).filter(([key]) => key !== 'job_id');
const JOB_COLUMN_LIST = sql.raw(JOB_COLUMNS.map(([, column]) => `"${column.name}"`).join(', '));

/**
 * Inserts many job rows in one statement with a single JSON parameter
 * (json_populate_recordset): about a third faster than a multi-row VALUES
 * with thousands of bound parameters, on PGlite and on the server alike.
 * A missing field takes its column's plain default (or null); one whose
 * default is an SQL expression (the timestamps) must be given.
 */
export async function insertJobRows(db: Db, rows: readonly JobInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of JOB_COLUMNS) {
      let value = (row as Record<string, unknown>)[key];
      if (value === undefined) {
        const fallback = column.default;
        if (fallback !== undefined && typeof fallback === 'object') throw new Error(`insertJobRows: ${key} is missing`);
        value = fallback ?? null;
      }
      record[column.name] = value;
    }
    return record;
  });
  await db.execute(
    sql`insert into ${jobs} (${JOB_COLUMN_LIST}) select ${JOB_COLUMN_LIST} from json_populate_recordset(null::${jobs}, ${JSON.stringify(records)}::json)`,
  );
}

async function loadCities(db: Db): Promise<CityContext[]> {
  const rows = await db
    .select({
      adcode: locations.adcode,
      city_en: locations.city_en,
      city_zh: locations.city_zh,
      province_en: locations.province_en,
      province_zh: locations.province_zh,
      sort: locations.sort,
    })
    .from(locations)
    .where(sql`${locations.level} = 'city'`)
    .orderBy(asc(locations.sort));
  if (rows.length > 0) return rows;
  return (await loadLocations()).cities.map((c) => ({
    adcode: c.adcode,
    city_en: c.city_en,
    city_zh: c.city_zh,
    province_en: c.province_en,
    province_zh: c.province_zh,
    sort: c.sort ?? 1000,
  }));
}

/**
 * Inserts `count` generated bilingual jobs (with their search columns) in
 * batches, spread over invented companies it creates and the companies
 * already present. For benchmarks: `generateJobs(db, 100_000)`.
 */
export async function generateJobs(
  db: Db,
  count = 100_000,
  options: GenerateJobsOptions = {},
): Promise<GenerateJobsResult> {
  const started = performance.now();
  const rng = new Random(options.seed ?? 1);
  const batchSize = options.batchSize ?? 500;
  const cities = new CityPicker(await loadCities(db));

  const wanted = options.companies ?? Math.max(1, Math.ceil(count / 250));
  let companiesCreated = 0;
  if (wanted > 0) {
    const rows = buildGeneratedCompanies(rng, wanted, cities);
    for (let i = 0; i < rows.length; i += 500) {
      const inserted = await db
        .insert(companies)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing()
        .returning({ id: companies.company_id });
      companiesCreated += inserted.length;
    }
  }
  const pool: CompanyContext[] = await db
    .select({
      company_id: companies.company_id,
      brand_name: companies.brand_name,
      eng_brand_name: companies.eng_brand_name,
      industry: companies.industry,
      adcode: companies.adcode,
      size: companies.size,
    })
    .from(companies)
    .where(inArray(companies.verification_status, ['approved', 'pending']))
    .orderBy(asc(companies.company_id));
  if (pool.length === 0) throw new Error('generateJobs: no company to post jobs for');

  // Cumulative weights so each pick is a binary search.
  const cumulative: number[] = [];
  let total = 0;
  for (const company of pool) {
    total += companyWeight(company.size);
    cumulative.push(total);
  }
  const pickCompany = () => {
    const r = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return pool[lo];
  };

  // Up to `concurrency` batches are in flight while the next one is built:
  // on a server pool the JavaScript work and several backends overlap.
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const now = Date.now();
  const inFlight: Array<Promise<number>> = [];
  let built = 0;
  let inserted = 0;
  const settleOldest = async () => {
    inserted += await (inFlight.shift() as Promise<number>);
    options.onProgress?.(inserted);
  };
  while (built < count) {
    const n = Math.min(batchSize, count - built);
    const rows = Array.from({ length: n }, () => buildJob(rng, pickCompany(), cities, { now, days: options.days }));
    built += n;
    inFlight.push(insertJobRows(db, rows).then(() => n));
    if (inFlight.length >= concurrency) await settleOldest();
  }
  try {
    while (inFlight.length > 0) await settleOldest();
  } catch (error) {
    await Promise.allSettled(inFlight);
    throw error;
  }
  return { inserted, companiesCreated, ms: Math.round(performance.now() - started) };
}
