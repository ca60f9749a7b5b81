import { sql } from 'drizzle-orm';
import { jobs } from '../schema';

/**
 * The search filters folded into the searched documents (migration 0020).
 *
 * Every open job's filter values are tokens of the same GIN index as its
 * words: `~city:310100`, `~type:full_time`, `~ind:internet`, `~sen:senior`,
 * `~co:<company id>`, and its displayed salary bounds in 5K buckets
 * (`~lo:4` for a lowest 20-24K, `~hi:8` for a highest 40-44K; 200K and up share
 * bucket 40). A keyword search with filters is then one tsquery, answered by
 * one GIN bitmap: `'engineer':* & '~city:310100' & '~sen:senior'`. The tokens
 * start with `~`, which no search token does (searchTokens), so no query word
 * or prefix can match them.
 *
 * `jobs_search_document(search_vector, ...)` (search_vector plus the filter
 * tokens) is indexed by jobs_search_document_idx. The function is declared
 * expensive (COST 10000): evaluating it reads the job's TOASTed search_vector,
 * which PostgreSQL does not otherwise cost, and the high cost keeps every plan
 * on the index (a bitmap that needs no recheck never evaluates it). The short
 * fields' `rank_vector || jobs_filter_tokens(...)` is indexed the same way
 * (jobs_rank_document_idx) at its honest, low cost: it is in the row; so are
 * the position's words alone (`ts_filter(rank_vector, '{a}')`,
 * jobs_position_document_idx), so the position tier needs no weight recheck.
 */

/** Salary bounds (K CNY a month, as displayed: bound x salary_num) fall in buckets this wide... */
export const SALARY_BUCKET = 5;
/** ...up to this bucket, which holds every higher salary too. */
export const SALARY_TOP_BUCKET = 40;

const filterColumns = sql`${jobs.adcode}, ${jobs.employment_type}, ${jobs.industry}, ${jobs.seniority}, ${jobs.company_id}, ${jobs.minimum_salary}, ${jobs.maximum_salary}, ${jobs.salary_num}`;

/** A job's words and filter tokens: the indexed expression of jobs_search_document_idx. */
export const jobSearchDocumentSql = sql`jobs_search_document(${jobs.search_vector}, ${filterColumns})`;

/** A job's short fields and filter tokens: the indexed expression of jobs_rank_document_idx. */
export const jobRankDocumentSql = sql`(${jobs.rank_vector} || jobs_filter_tokens(${filterColumns}))`;

/** A job's position words (weight A of rank_vector) and filter tokens: the indexed expression of jobs_position_document_idx. */
export const jobPositionDocumentSql = sql`(ts_filter(${jobs.rank_vector}, '{a}') || jobs_filter_tokens(${filterColumns}))`;

export interface JobFilterValues {
  /** The adcodes of a location filter (a province's cities included); one of them. */
  places?: readonly string[] | null;
  employment_type?: string;
  industry?: string;
  seniority?: string;
  company_id?: number;
  /** Jobs whose displayed highest salary reaches this (K). */
  min_salary?: number;
  /** Jobs whose displayed lowest salary is at most this (K). */
  max_salary?: number;
}

const bucketOf = (salary: number) => Math.min(Math.max(0, Math.floor(salary / SALARY_BUCKET)), SALARY_TOP_BUCKET);
const lexeme = (name: string, value: string | number) => `~${name}:${String(value).replace(/[\\']/g, '')}`;
const anyOf = (terms: string[]) => (terms.length === 1 ? terms[0] : `( ${terms.join(' | ')} )`);

/**
 * The index tokens (as lexemes, `~city:310100`) of the filters other than salary: a job passes when
 * it holds one lexeme of every group (a province's group holds its cities).
 */
export function jobFilterLexemes(filters: Omit<JobFilterValues, 'min_salary' | 'max_salary'>): string[][] {
  const groups: string[][] = [];
  if (filters.places && filters.places.length > 0) groups.push(filters.places.map((place) => lexeme('city', place)));
  if (filters.employment_type) groups.push([lexeme('type', filters.employment_type)]);
  if (filters.industry) groups.push([lexeme('ind', filters.industry)]);
  if (filters.seniority) groups.push([lexeme('sen', filters.seniority)]);
  if (filters.company_id !== undefined) groups.push([lexeme('co', filters.company_id)]);
  return groups;
}

/**
 * The index tokens (as lexemes, `~hi:8`) a salary filter selects: the buckets
 * of a highest salary at or above `min_salary`, of a lowest at or below
 * `max_salary` (empty for a bound that selects every bucket).
 */
export function salaryBucketLexemes(filters: Pick<JobFilterValues, 'min_salary' | 'max_salary'>): {
  min: string[];
  max: string[];
} {
  const min: string[] = [];
  const max: string[] = [];
  if (filters.min_salary !== undefined && bucketOf(filters.min_salary) > 0) {
    for (let b = bucketOf(filters.min_salary); b <= SALARY_TOP_BUCKET; b++) min.push(`~hi:${b}`);
  }
  if (filters.max_salary !== undefined && bucketOf(filters.max_salary) < SALARY_TOP_BUCKET) {
    for (let b = 0; b <= bucketOf(filters.max_salary); b++) max.push(`~lo:${b}`);
  }
  return { min, max };
}

/**
 * The tsquery terms of the filters, AND-ed, or null without filters. Salary
 * terms select whole buckets: a bucket can hold jobs just outside the bound,
 * so the exact bound is checked on the rows as well (see salaryBounds).
 */
export function jobFilterQuery(filters: JobFilterValues): string | null {
  const terms = jobFilterLexemes(filters).map((group) => anyOf(group.map((lexeme) => `'${lexeme}'`)));
  const salary = salaryBucketLexemes(filters);
  for (const [kind, buckets] of [
    ['hi', salary.min],
    ['lo', salary.max],
  ] as const) {
    if (buckets.length > 0) terms.push(bucketTerm(kind, buckets));
  }
  return terms.length > 0 ? terms.join(' & ') : null;
}

/**
 * Salary buckets as a tsquery term: the buckets themselves, or, when they are more than half of
 * them, NOT the others. Every job has exactly one bucket of each kind, so both select the same
 * jobs, and the index walks the fewer posting lists for each job the keyword matches (a bound of
 * 25K was 36 lists OR-ed, and is now 5 excluded).
 */
function bucketTerm(kind: 'hi' | 'lo', buckets: readonly string[]): string {
  const quoted = (lexemes: readonly string[]) => anyOf(lexemes.map((lexeme) => `'${lexeme}'`));
  if (buckets.length * 2 <= SALARY_TOP_BUCKET + 1) return quoted(buckets);
  const selected = new Set(buckets);
  const others = Array.from({ length: SALARY_TOP_BUCKET + 1 }, (_, b) => `~${kind}:${b}`).filter(
    (lexeme) => !selected.has(lexeme),
  );
  return `!${quoted(others)}`;
}

/** A keyword's tsquery AND the filters' (either may be absent; null when both are). */
export function withFilters(keyword: string | null, filters: string | null): string | null {
  if (keyword && filters) return `( ${keyword} ) & ${filters}`;
  return keyword ?? filters;
}
