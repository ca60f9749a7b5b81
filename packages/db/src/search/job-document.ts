import { queryTokens, searchTokens } from '@jobbridge/shared';
import { asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsByText } from '../client';
import { companies, jobs, locations, searchLexicon, searchWords } from '../schema';

/**
 * The search columns of a job.
 *
 * `search_vector` is a tsvector written from application-made tokens
 * (`searchTokens`: Chinese bigrams, Latin words) as a tsvector *literal*, so
 * no PostgreSQL text parser splits them again (the parser would turn `c++`
 * into `c` and keep `前端开发工程师` as one word). It holds every searchable
 * word: the position in both languages (A), the company's brand names (B),
 * skills, requirements and description in both languages (C) and the city
 * and province names (D); C and D are stored without positions (a third
 * smaller). It is large and TOASTed, so it is only read through its GIN
 * index: matching and counting.
 *
 * `rank_vector` holds only the short fields, every lexeme with a position
 * and a weight: position A, brand B, skills C, city and province D. A few
 * hundred bytes kept in the row (STORAGE MAIN), so ranking a match with
 * `ts_rank_cd` reads no TOAST. Its GIN index finds the jobs whose short
 * fields carry the whole query; those rank before jobs that match in their
 * long texts only.
 *
 * `search_text` is the lower-cased short fields (positions, brand names,
 * skills, city and province in both languages): the job in one line.
 *
 * Misspelt Latin words ("enginer", "shangai") are corrected against the
 * vocabulary of the jobs' short fields (`search_words`, filled by triggers),
 * by pg_trgm similarity: see spellingAlternatives.
 */
export interface JobSearchFields {
  position_en: string;
  position_zh: string;
  skills?: string | null;
  requirements_en?: string | null;
  requirements_zh?: string | null;
  description_en?: string | null;
  description_zh?: string | null;
}

export interface CompanySearchFields {
  brand_name: string;
  eng_brand_name: string;
}

export interface LocationSearchFields {
  city_en?: string | null;
  city_zh?: string | null;
  province_en?: string | null;
  province_zh?: string | null;
}

export interface JobSearchDocument {
  search_text: string;
  /** A tsvector literal (`'前端':1A '开发':2A 'react' ...`); store it as the column's value (or cast with ::tsvector). */
  search_vector: string;
  /** A tsvector literal of the short fields, every lexeme with a position (`'前端':1A 'react':9C '上海':12D`). */
  rank_vector: string;
}

type Weight = 'A' | 'B' | 'C' | 'D';
/** PostgreSQL's largest tsvector position. */
const MAX_POSITION = 16383;
/** search_text is for short fields; cap it so one row never balloons the trigram index. */
const MAX_SEARCH_TEXT = 1000;

const NEEDS_ESCAPE = /['\\]/;
const AB: ReadonlySet<Weight> = new Set(['A', 'B']);
const ALL_WEIGHTS: ReadonlySet<Weight> = new Set(['A', 'B', 'C', 'D']);

function escapeLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * A tsvector literal from weighted parts. Lexemes of the positional weights
 * (A and B unless told) keep their first position in each part (ranking needs
 * a position to carry a weight); the others are written without positions,
 * which ts_rank counts as weight D and ts_rank_cd ignores. Bigram-indexed
 * Chinese descriptions have hundreds of lexemes, and leaving their positions
 * out makes the stored vector about a third smaller.
 */
export function tsvectorLiteral(
  parts: ReadonlyArray<readonly [Weight, readonly string[]]>,
  positionalWeights: ReadonlySet<Weight> = AB,
): string {
  const positions = new Map<string, string>();
  let position = 0;
  for (const [weight, tokens] of parts) {
    const positional = positionalWeights.has(weight);
    const partSeen = new Set<string>();
    for (const token of tokens) {
      if (partSeen.has(token)) continue;
      partSeen.add(token);
      const seen = positions.get(token);
      if (!positional) {
        if (seen === undefined) positions.set(token, '');
        continue;
      }
      if (position < MAX_POSITION) position++;
      positions.set(token, seen ? `${seen},${position}${weight}` : `${position}${weight}`);
    }
  }
  const out: string[] = [];
  for (const [lexeme, at] of positions) {
    const quoted = NEEDS_ESCAPE.test(lexeme) ? escapeLexeme(lexeme) : `'${lexeme}'`;
    out.push(at ? `${quoted}:${at}` : quoted);
  }
  return out.join(' ');
}

/** List markers ("1. ", "• ") carry no meaning for search. */
const LIST_MARKER = /^[ \t]*(?:\d{1,2}[.)、]|[•·*-])[ \t]+/gm;
const text = (...values: Array<string | null | undefined>) =>
  values.filter(Boolean).join('\n').replace(LIST_MARKER, '');

/** Splits text into tokens; `searchTokens` unless a caller brings a cached one. */
export type Tokenizer = (text: string) => string[];

export function jobSearchDocument(
  job: JobSearchFields,
  company: CompanySearchFields,
  location?: LocationSearchFields | null,
  tokenize: Tokenizer = searchTokens,
): JobSearchDocument {
  const position = tokenize(text(job.position_en, job.position_zh));
  const brand = tokenize(text(company.eng_brand_name, company.brand_name));
  const skills = tokenize(text(job.skills));
  const place = tokenize(text(location?.city_en, location?.city_zh, location?.province_en, location?.province_zh));
  const long = tokenize(text(job.requirements_en, job.requirements_zh, job.description_en, job.description_zh));
  const search_vector = tsvectorLiteral([
    ['A', position],
    ['B', brand],
    ['C', [...skills, ...long]],
    ['D', place],
  ]);
  const rank_vector = tsvectorLiteral(
    [
      ['A', position],
      ['B', brand],
      ['C', skills],
      ['D', place],
    ],
    ALL_WEIGHTS,
  );
  const province = (name?: string | null, city?: string | null) => (name && name !== city ? name : null);
  const search_text = [
    job.position_en,
    job.position_zh,
    company.eng_brand_name,
    company.brand_name,
    job.skills?.split(',').join(', '),
    location?.city_en,
    location?.city_zh,
    province(location?.province_en, location?.city_en),
    province(location?.province_zh, location?.city_zh),
  ]
    .map((value) => (value ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' | ')
    .slice(0, MAX_SEARCH_TEXT);
  return { search_text, search_vector, rank_vector };
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const isCjk = (token: string) => CJK.test(token);

/**
 * Which query words match as prefixes: `none`, the `last` Latin word
 * (search-as-you-type), or every Latin word of 2 characters or more and a
 * lone CJK character (`words`: "engin" finds "engineer", "销" finds 销售).
 * Chinese bigrams always match exactly.
 */
export type PrefixMode = 'none' | 'last' | 'words';

export interface JobSearchQueryOptions {
  /** `all` needs every token (the usual search), `any` one of them (similar jobs). */
  match?: 'all' | 'any';
  prefix?: PrefixMode;
  /** Same as `prefix: 'last'`. */
  prefixLast?: boolean;
  /** Other spellings a token may match instead (spelling corrections): `'enginer':* | 'engineer':*`. */
  alternatives?: ReadonlyMap<string, readonly string[]>;
  /** Match only lexemes of these weights (`'A'`: in the position): `'前端':A`. */
  weights?: string;
  /**
   * The words a prefix stands for (prefixExpansions): a prefix listed here is matched as those
   * words, `( 'engineer' | 'engineering' )`, which finds the same jobs as `'engineer':*`.
   */
  expansions?: ReadonlyMap<string, readonly string[]>;
}

const queryTerm = (token: string, prefix: boolean, weights = '') =>
  prefix || weights ? `${escapeLexeme(token)}:${prefix ? '*' : ''}${weights}` : escapeLexeme(token);

/** A prefix as the words it stands for when they are known, else as a prefix. */
function prefixTerm(token: string, weights: string, expansions?: ReadonlyMap<string, readonly string[]>): string {
  const words = expansions?.get(token);
  if (!words || words.length === 0) return queryTerm(token, true, weights);
  if (words.length === 1) return queryTerm(words[0], false, weights);
  return `( ${words.map((word) => queryTerm(word, false, weights)).join(' | ')} )`;
}

/**
 * A tsquery literal for a search box query, or null when the query has no
 * token. Chinese runs give their bigram cover (前端开发 -> '前端' & '开发'),
 * Latin words their lower-cased form; every part is quoted, so no operator
 * or quote of the user's text reaches the tsquery parser.
 */
export function jobSearchQuery(query: string, options: JobSearchQueryOptions = {}): string | null {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return null;
  const mode: PrefixMode = options.prefix ?? (options.prefixLast ? 'last' : 'none');
  const last = tokens.length - 1;
  const terms = tokens.map((token, i) => {
    const cjk = isCjk(token);
    const prefix =
      mode === 'words'
        ? cjk
          ? Array.from(token).length === 1
          : token.length >= 2
        : mode === 'last' && i === last && !cjk && token.length >= 2;
    const weights = options.weights?.replace(/[^ABCD]/g, '') ?? '';
    const term = (spelling: string) =>
      prefix ? prefixTerm(spelling, weights, options.expansions) : queryTerm(spelling, false, weights);
    const others = options.alternatives?.get(token) ?? [];
    if (others.length === 0) return term(token);
    return `( ${[token, ...others].map(term).join(' | ')} )`;
  });
  return terms.join(options.match === 'any' ? ' | ' : ' & ');
}

/** The terms jobSearchQuery AND-s in `words` mode: each token, and whether it matches as a prefix. */
export function jobSearchTerms(query: string): Array<{ token: string; prefix: boolean }> {
  return queryTokens(query).map((token) => ({
    token,
    prefix: isCjk(token) ? Array.from(token).length === 1 : token.length >= 2,
  }));
}

/** `jobs.search_vector @@ <query>` for a search box query, or null when the query has no token. */
export function jobSearchCondition(query: string, options?: JobSearchQueryOptions): SQL | null {
  const tsquery = jobSearchQuery(query, options);
  return tsquery === null ? null : sql`${jobs.search_vector} @@ ${tsquery}::tsquery`;
}

/**
 * A prefix stands for its words when search_lexicon holds at most this many: the GIN index then
 * reads their posting lists. A shorter, commoner prefix stays a partial match (`'ai':*`), which
 * scans every key that starts with it; on 100,000 jobs that cost about twice the words' lookups.
 */
export const PREFIX_EXPANSION_MAX = 16;

/**
 * The words of the lexicon (`search_lexicon`, every lexeme of the jobs' search_vector) that each
 * prefix stands for, for the prefixes with 1 to PREFIX_EXPANSION_MAX of them; one statement, a
 * range of the lexicon's key per prefix. Pass the result as `expansions` to jobSearchQuery.
 */
export async function prefixExpansions(db: Db, prefixes: readonly string[]): Promise<Map<string, string[]>> {
  const distinct = [...new Set(prefixes)];
  if (distinct.length === 0) return new Map();
  const out = wordsByKey(
    await rowsByText<KeyWord>(
      db,
      sql`select p.prefix as key, l.word
        from unnest(${textArray(distinct)}) as p(prefix)
        cross join lateral (
          select ${searchLexicon.word} as word from ${searchLexicon}
          where ${searchLexicon.word} >= p.prefix collate "C"
            and ${searchLexicon.word} < (p.prefix || chr(1114111)) collate "C"
          order by ${searchLexicon.word}
          limit ${PREFIX_EXPANSION_MAX + 1}
        ) as l`,
    ),
  );
  for (const [prefix, words] of out) if (words.length > PREFIX_EXPANSION_MAX) out.delete(prefix);
  return out;
}

/** A row of a look-up that finds words for each of a list of query words. */
interface KeyWord {
  key: string;
  word: string;
}

/**
 * `$1::text[]`: query words for `unnest`, as one array parameter, so the look-up's text, and with it its
 * named prepared statement (rowsByText), is the same whatever the number of words.
 */
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** Each key's words, in the order of the rows. */
function wordsByKey(rows: readonly KeyWord[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { key, word } of rows) {
    const list = out.get(key) ?? [];
    list.push(word);
    out.set(key, list);
  }
  return out;
}

/** Latin query words this long or longer may be corrected; shorter ones share too few trigrams. */
export const SPELLING_MIN_LENGTH = 4;
/** Least trigram similarity of a correction ("teachr" -> teacher is 0.5, the transposed "warehuose" 0.43). */
export const SPELLING_SIMILARITY = 0.4;
/** Corrections kept per word, most similar first. */
const SPELLING_ALTERNATIVES = 3;
/** The words search_words holds (see the migration that fills it). */
const VOCABULARY_WORD = /^[a-z][a-z0-9]{3,63}$/;

/**
 * Spelling corrections of a query's Latin words that are not in the search
 * vocabulary (`search_words`, the words of the jobs' positions, brands,
 * skills and cities): up to three known words each, by trigram similarity
 * (pg_trgm, served by the vocabulary's GIN index). "enginer" -> engineer,
 * "shangai" -> shanghai. Empty when every word is known or nothing is close.
 * Pass the result as `alternatives` to jobSearchQuery.
 */
export async function spellingAlternatives(db: Db, query: string): Promise<Map<string, string[]>> {
  const words = queryTokens(query).filter(
    (token) => token.length >= SPELLING_MIN_LENGTH && VOCABULARY_WORD.test(token),
  );
  if (words.length === 0) return new Map();
  const rows = await rowsByText<KeyWord>(
    db,
    sql`select q.w as key, s.word
        from unnest(${textArray(words)}) as q(w)
        cross join lateral (
          select ${searchWords.word} as word from ${searchWords}
          where ${searchWords.word} % q.w and similarity(${searchWords.word}, q.w) >= ${SPELLING_SIMILARITY}
          order by similarity(${searchWords.word}, q.w) desc, ${searchWords.word}
          limit ${SPELLING_ALTERNATIVES}
        ) as s`,
  );
  const out = wordsByKey(rows);
  for (const [word, list] of out) {
    // A word the vocabulary knows needs no correction.
    if (list.includes(word)) {
      out.delete(word);
      continue;
    }
    // Words match as prefixes: "engine" already finds engineer and engineering.
    out.set(
      word,
      list.filter((spelling) => !list.some((other) => other !== spelling && spelling.startsWith(other))),
    );
  }
  return out;
}

const REFRESH_BATCH = 500;

async function refreshBatch(db: Db, where: SQL, limit?: number): Promise<number[]> {
  const query = db
    .select({
      job_id: jobs.job_id,
      position_en: jobs.position_en,
      position_zh: jobs.position_zh,
      skills: jobs.skills,
      requirements_en: jobs.requirements_en,
      requirements_zh: jobs.requirements_zh,
      description_en: jobs.description_en,
      description_zh: jobs.description_zh,
      brand_name: companies.brand_name,
      eng_brand_name: companies.eng_brand_name,
      city_en: locations.city_en,
      city_zh: locations.city_zh,
      province_en: locations.province_en,
      province_zh: locations.province_zh,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.company_id, jobs.company_id))
    .leftJoin(locations, eq(locations.adcode, jobs.adcode))
    .where(where)
    .orderBy(asc(jobs.job_id));
  const rows = limit ? await query.limit(limit) : await query;
  if (rows.length === 0) return [];
  const values = rows.map((row) => {
    const doc = jobSearchDocument(row, row, row);
    return sql`(${row.job_id}::bigint, ${doc.search_text}::text, ${doc.search_vector}::tsvector, ${doc.rank_vector}::tsvector)`;
  });
  await db.execute(sql`
    update ${jobs} set search_text = v.search_text, search_vector = v.search_vector, rank_vector = v.rank_vector
    from (values ${sql.join(values, sql`, `)}) as v(job_id, search_text, search_vector, rank_vector)
    where ${jobs.job_id} = v.job_id`);
  return rows.map((row) => row.job_id);
}

/**
 * Recomputes search_text, search_vector and rank_vector: of the given jobs, of every job
 * of a company (after its brand names change), or of every job (no target).
 * Call it after any write that changes a job's position, skills, description,
 * requirements or city. Works in batches of 500. Returns how many jobs it updated.
 */
export async function refreshJobSearch(db: Db, target?: readonly number[] | { companyId: number }): Promise<number> {
  let updated = 0;
  if (Array.isArray(target)) {
    const ids = [...new Set(target)];
    for (let i = 0; i < ids.length; i += REFRESH_BATCH) {
      updated += (await refreshBatch(db, inArray(jobs.job_id, ids.slice(i, i + REFRESH_BATCH)))).length;
    }
    return updated;
  }
  const companyId = (target as { companyId?: number } | undefined)?.companyId;
  let after = 0;
  for (;;) {
    const where = companyId
      ? sql`${jobs.company_id} = ${companyId} and ${jobs.job_id} > ${after}`
      : gt(jobs.job_id, after);
    const done = await refreshBatch(db, where, REFRESH_BATCH);
    if (done.length === 0) return updated;
    updated += done.length;
    after = done[done.length - 1];
  }
}
