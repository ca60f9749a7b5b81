import {
  companies,
  type Db,
  jobFilterLexemes,
  jobFilterQuery,
  jobPositionDocumentSql,
  jobRankDocumentSql,
  jobSearchDocumentSql,
  jobSearchQuery,
  jobSearchTerms,
  jobs,
  locations,
  prefixExpansions,
  preparedQuery,
  queryRows,
  runByText,
  salaryBucketLexemes,
  spellingAlternatives,
  withFilters,
} from '@jobbridge/db';
import {
  COMPANY_COMPLETE_RANK_BOOST,
  COMPANY_RANKING_COMPLETENESS,
  JOB_SEARCH_EXACT_COUNT,
  JOB_SEARCH_RESULT_WINDOW,
  PAGE_SIZE,
  type SearchJobListInput,
} from '@jobbridge/shared';
import {
  and,
  asc,
  desc,
  eq,
  getTableName,
  gte,
  inArray,
  lte,
  not,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';

/**
 * Job search (POST /api/job/searchJobList).
 *
 * Matching: the keyword's tokens (`queryTokens`: Chinese bigrams AND-ed,
 * Latin words as prefixes `word:*`) AND the filters' tokens (`jobFilterQuery`:
 * `~city:310100`, `~type:full_time`, `~ind:…`, `~sen:…`, `~co:…`, salary
 * buckets `~hi:…`/`~lo:…`; a province is any of its cities) as one tsquery
 * against `jobs_search_document(search_vector, <filter columns>)`, the job's
 * words and filter values in one GIN index (jobs_search_document_idx,
 * migration 0020): one bitmap answers the keyword and its filters together,
 * and only the matching jobs' pages are read. Salary buckets are 5K wide, so
 * the exact salary bounds are checked on those rows too. When that finds fewer
 * than FUZZY_BELOW jobs, Latin words of 4+ letters that no job uses are widened
 * to the closest known words by trigram similarity (`spellingAlternatives`:
 * "enginer" also matches engineer, "shangai" shanghai), and the search runs again.
 *
 * Relevance (sort=relevance with a keyword): the jobs whose short fields
 * (`rank_vector`: position, brand, skills, city; indexed with the same filter
 * tokens, jobs_rank_document_idx) hold the whole query come first, by
 * `ts_rank_cd` (weights position 1.0 > brand 0.4 > skills 0.2 > city 0.1) plus
 * a recency boost of at most 0.1 and a small boost for companies whose profile
 * is complete above 80 % (COMPLETE_COMPANY_BOOST); then the jobs that match in
 * their descriptions only, newest first. Ranking reads only the small in-row
 * `rank_vector`, never the TOASTed `search_vector`, and only when the keyword
 * (with its filters) matches fewer than RANKED_AT_MOST jobs: a bounded set.
 * A more common keyword keeps the same order in tiers without ranking each
 * match: the whole query in the position (its own index of the position's
 * words, jobs_position_document_idx), then in the other short fields, then in
 * the long texts, each tier newest first.
 *
 * Counting: browsing every open job, or a company's, counts exactly up to
 * JOB_SEARCH_RESULT_WINDOW (10,000), then caps. A keyword search, and
 * browsing with filters (filteredCount, decision 0079), counts exactly up to
 * JOB_SEARCH_EXACT_COUNT (200) matches and stops there (each counted match is a
 * table page read); past that it estimates the total from how far into the
 * table those first matches reach (`estimateTotal`), capped at the window,
 * and says so (`exact: false`). A keyword that the search index's
 * statistics show in more jobs than the window (`statisticsEstimate`; with
 * filters but no salary bound, in twice as many: FILTERED_COMMON_MARGIN,
 * decision 0074) is not counted: its total is the window, estimated. Pages
 * past the window are empty. Only open jobs are searched.
 *
 * Plans, by construction (no per-query settings, no transaction):
 * - Matching and counting go through the GIN bitmaps. PostgreSQL does not
 *   cost the TOAST reads of a match on `search_vector`, so left alone it may
 *   prefer a sequential scan that reads every job's vector;
 *   `jobs_search_document` is declared expensive (COST 10000), which rules
 *   that out (a bitmap that needs no recheck never evaluates it).
 * - A tier's page is sorted from its bitmap by an expression no index gives
 *   (NEWEST_SORTED): the planner cannot walk the date index testing each job
 *   (it costs a bitmap's recheck as if it evaluated the expensive function
 *   for every match, and would otherwise prefer such walks).
 * - The first pages of a common keyword's date-ordered tier come from an
 *   explicit walk instead (walkPage): the N newest open jobs, N sized from
 *   the match count (walkSpan, at most WALK_MAX), each tested in the select
 *   list, so the plan is that bounded walk; a page the walk fills is exact,
 *   otherwise the bitmap serves it.
 * A search is one counting statement and one page statement; a page that
 * reaches into a later tier adds one per tier, and a widened misspelling two.
 * Before them, one look-up of the words each prefix of the query stands for
 * (`prefixExpansions`): a prefix with few words in search_lexicon is matched
 * as those words, which the index reads without a partial match of its keys
 * (decision 0070). A salary bound selecting most buckets is written as NOT the
 * others (decision 0071). Every statement goes as a prepared statement named
 * by its text (`runByText`, decision 0073): each connection parses a shape
 * once and may keep a generic plan of it.
 */

/** Below this many exact matches, unknown Latin words are widened to their closest known spellings. */
export const FUZZY_BELOW = 5;
/** A date-ordered page walks the date index only when it ends within this many rows of its tier... */
const ORDERED_WALK_MAX = 200;
/** ...of at most this many of the newest jobs (the keyword is common enough to fill it). */
const WALK_MAX = 600;
/** Keywords with fewer matches are ranked one by one (ts_rank_cd); more common ones in tiers by date. */
export const RANKED_AT_MOST = 1_000;
/** At most 0.1 added to a rank for a brand-new job, halving after a week: newer first among equals. */
const RECENCY = sql`0.1 / (1 + date_part('epoch', now() - ${jobs.create_time}) / 604800.0)`;
/**
 * COMPANY_COMPLETE_RANK_BOOST added to the rank of a job whose company's
 * profile is complete above COMPANY_RANKING_COMPLETENESS (spec section 9;
 * decision 0021), from the copy of the company's completeness the job's row
 * keeps (decision 0078): a look-up of the company for every ranked match
 * was seven tenths of the ranked page's time for 前端 (627 matches), about
 * 15 % over the benchmark's stream.
 */
export const COMPLETE_COMPANY_BOOST = sql`(case when ${jobs.company_completeness} > ${sql.raw(String(COMPANY_RANKING_COMPLETENESS))} then ${sql.raw(String(COMPANY_COMPLETE_RANK_BOOST))} else 0 end)`;

/** LIKE pattern matching the text literally anywhere (%, _ and \ escaped). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Jobs in a city, or in any city of a province when the adcode is a province's. */
export const inLocation = (column: typeof jobs.adcode | typeof companies.adcode, adcode: string): SQL =>
  or(
    eq(column, adcode),
    inArray(column, sql`(select ${locations.adcode} from ${locations} where ${locations.parent_adcode} = ${adcode})`),
  ) as SQL;

export const jobListColumns = {
  job_id: jobs.job_id,
  position_en: jobs.position_en,
  position_zh: jobs.position_zh,
  minimum_salary: jobs.minimum_salary,
  maximum_salary: jobs.maximum_salary,
  salary_num: jobs.salary_num,
  adcode: jobs.adcode,
  employment_type: jobs.employment_type,
  industry: jobs.industry,
  seniority: jobs.seniority,
  create_time: jobs.create_time,
  company_id: companies.company_id,
  brand_name: companies.brand_name,
  eng_brand_name: companies.eng_brand_name,
  logo_url: companies.logo_url,
  verification_status: companies.verification_status,
  city_en: locations.city_en,
  city_zh: locations.city_zh,
};

export interface JobSearchRow {
  job_id: number;
  position_en: string;
  position_zh: string;
  minimum_salary: number;
  maximum_salary: number;
  salary_num: number;
  adcode: string;
  employment_type: string;
  industry: string;
  seniority: string;
  create_time: Date;
  company_id: number;
  brand_name: string;
  eng_brand_name: string;
  logo_url: string | null;
  verification_status: 'draft' | 'pending' | 'approved' | 'rejected';
  /** Null when the adcode is not in locations. */
  city_en: string | null;
  city_zh: string | null;
}

export interface JobSearchResult {
  rows: JobSearchRow[];
  /** At most JOB_SEARCH_RESULT_WINDOW; an estimate when `exact` is false. */
  total: number;
  exact: boolean;
  page: number;
  size: number;
}

/** Written as a literal so the planner can use the partial (status = 'open') indexes. */
export const OPEN = sql`${jobs.status} = 'open'`;

type Tx = Pick<Db, 'select' | 'execute'>;

/**
 * The filters other than the keyword (and the open status) as plain column
 * conditions; `places` are the adcodes of the location filter. Browsing
 * (no keyword) reads them through the btree indexes.
 */
function filtersOf(input: SearchJobListInput, places: readonly string[] | null): SQL[] {
  const filters: SQL[] = [];
  // One array parameter, not `in ($1, …)`: the statement's text (its prepared name) does not vary with the
  // number of cities in a province.
  if (places) filters.push(sql`${jobs.adcode} = any(${sql.param([...places])}::text[])`);
  if (input.employment_type) filters.push(eq(jobs.employment_type, input.employment_type));
  if (input.industry) filters.push(eq(jobs.industry, input.industry));
  if (input.seniority) filters.push(eq(jobs.seniority, input.seniority));
  if (input.company_id !== undefined) filters.push(eq(jobs.company_id, input.company_id));
  filters.push(...salaryBounds(input));
  return filters;
}

/** The exact displayed-salary bounds (the folded salary tokens select whole 5K buckets). */
function salaryBounds(input: SearchJobListInput): SQL[] {
  const bounds: SQL[] = [];
  if (input.min_salary !== undefined)
    bounds.push(gte(sql`${jobs.maximum_salary} * ${jobs.salary_num}`, input.min_salary));
  if (input.max_salary !== undefined)
    bounds.push(lte(sql`${jobs.minimum_salary} * ${jobs.salary_num}`, input.max_salary));
  return bounds;
}

/** How many jobs match `where`, counting no further than `limit` (the scan stops there). */
const countUpTo = (tx: Tx, where: SQL, limit: number | Placeholder) =>
  tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tx.select({ one: sql`1` }).from(jobs).where(where).limit(limit).as('matches'));

/** How many open jobs match, exactly up to `cap` (the window), then `cap`. */
async function boundedCount(tx: Tx, where: SQL, cap = JOB_SEARCH_RESULT_WINDOW): Promise<number> {
  const [{ n }] = await runByText(countUpTo(tx, where, cap + 1));
  return Math.min(Number(n), cap);
}

/** How many open jobs match, counted whole: for sets known to be small. */
async function countAll(tx: Tx, where: SQL): Promise<number> {
  const [{ n }] = await runByText(tx.select({ n: sql<number>`count(*)::int` }).from(jobs).where(where));
  return Number(n);
}

interface MatchSample {
  counted: number;
  firstBlock: number;
  lastBlock: number;
  blocks: number;
}

/**
 * The number of matches estimated from a sample: a bitmap scan meets the
 * matches in table order, and the first `counted` of them lay in pages
 * `firstBlock` to `lastBlock` of the table's `blocks`. With the matches spread
 * evenly from the first one to the end of the table (newer jobs are at the
 * end, so a word in recent jobs only starts late) there are about
 * counted * (blocks - firstBlock) / (lastBlock - firstBlock + 1), never fewer
 * than were counted.
 */
export function estimateMatches(sample: MatchSample): number {
  const { counted, firstBlock, lastBlock } = sample;
  const blocks = Math.max(sample.blocks, lastBlock + 1);
  return Math.max(counted, (counted * (blocks - firstBlock)) / (lastBlock - firstBlock + 1));
}

/** estimateMatches as shown: rounded to two significant digits (it is an estimate), capped at `window`. */
export function estimateTotal(sample: MatchSample, window: number): number {
  const raw = estimateMatches(sample);
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(raw)) - 1);
  return Math.min(window, Math.max(sample.counted, Math.round(raw / unit) * unit));
}

/**
 * How many open jobs match: exactly up to `exactUpTo`, then estimated (see
 * estimateTotal) from the first exactUpTo + 1 matches, so it stops after at
 * most that many. `where` must match through jobs_search_document_idx: a
 * bitmap scan, which returns rows in table order.
 */
async function countMatches(
  tx: Tx,
  where: SQL,
  exactUpTo: number,
  window: number,
): Promise<{ total: number; exact: boolean; tableRows: number; matches: number }> {
  const sample = tx
    .select({ block: sql<number>`(${jobs}.ctid::text::point)[0]`.as('block') })
    .from(jobs)
    .where(where)
    .limit(exactUpTo + 1)
    .as('sample');
  const [row] = await runByText(
    tx
      .select({
        counted: sql<number>`count(*)::int`,
        firstBlock: sql<number>`coalesce(min(${sample.block}), 0)::int`,
        lastBlock: sql<number>`coalesce(max(${sample.block}), 0)::int`,
        blocks: sql<number>`(pg_relation_size(${getTableName(jobs)}::regclass) / current_setting('block_size')::int)::int`,
        tableRows: sql<number>`(select greatest(reltuples, 0)::int from pg_class where oid = ${getTableName(jobs)}::regclass)`,
      })
      .from(sample),
  );
  const counted = Number(row.counted);
  const tableRows = Number(row.tableRows);
  if (counted <= exactUpTo) return { total: Math.min(counted, window), exact: true, tableRows, matches: counted };
  const found = {
    counted,
    firstBlock: Number(row.firstBlock),
    lastBlock: Number(row.lastBlock),
    blocks: Number(row.blocks),
  };
  return { total: estimateTotal(found, window), exact: false, tableRows, matches: estimateMatches(found) };
}

/**
 * The newest first, written so no index can give the order: a keyword's
 * matches are read through their GIN bitmap and sorted, never by walking the
 * date index and testing each job (which the planner may prefer when it
 * overestimates the matches; walks are explicit, see walkPage).
 */
const NEWEST_SORTED = [desc(sql`${jobs.create_time} + interval '0 s'`), desc(sql`${jobs.job_id} + 0`)];

/** How a page is ordered: by score then date, or by date; by the date index itself (indexOrder) or sorted. */
interface PageOrder {
  score?: SQL;
  by: 'score' | 'date';
  indexOrder?: boolean;
}

/** One page of jobs: `order` picks and orders their ids; the display columns are read for that page only. */
async function pageRows(tx: Tx, where: SQL, order: PageOrder, limit: number, offset: number): Promise<JobSearchRow[]> {
  if (limit <= 0) return [];
  return runByText(displayRows(tx, pickedPage(tx, where, order, limit, offset), order.by));
}

/** The ids (with score and date) of one page of jobs, in the order `order` gives: what displayRows reads. */
function pickedPage(tx: Tx, where: SQL, order: PageOrder, limit: number | Placeholder, offset: number | Placeholder) {
  const score = order.score ?? sql`0`;
  const newest = order.indexOrder ? [desc(jobs.create_time), desc(jobs.job_id)] : NEWEST_SORTED;
  return tx
    .select({
      job_id: jobs.job_id,
      score: sql<number>`${score}`.as('score'),
      at: sql<Date>`${jobs.create_time}`.as('at'),
    })
    .from(jobs)
    .where(where)
    .orderBy(...(order.by === 'score' ? [desc(sql`score`)] : []), ...newest)
    .limit(limit)
    .offset(offset)
    .as('picked');
}

type Picked = ReturnType<typeof pickedPage>;

/** The display columns of the picked page, in its order. */
function displayRows(tx: Tx, picked: Picked, by: 'score' | 'date') {
  return tx
    .select(jobListColumns)
    .from(picked)
    .innerJoin(jobs, eq(jobs.job_id, picked.job_id))
    .innerJoin(companies, eq(companies.company_id, jobs.company_id))
    .leftJoin(locations, eq(locations.adcode, jobs.adcode))
    .orderBy(...(by === 'score' ? [desc(picked.score)] : []), desc(picked.at), desc(picked.job_id));
}

/**
 * Browsing without keyword or filter, as two statements of fixed text, prepared (decision 0047): how
 * many open jobs (up to the window), and a page of the newest. Their planning cost about as much as
 * their running, and they are asked more than any other search.
 */
const browseCount = preparedQuery((db) =>
  countUpTo(db, OPEN, sql.placeholder('cap')).prepare('browse_open_jobs_count'),
);
const browsePage = preparedQuery((db) =>
  displayRows(
    db,
    pickedPage(db, OPEN, { by: 'date', indexOrder: true }, sql.placeholder('limit'), sql.placeholder('offset')),
    'date',
  ).prepare('browse_open_jobs_page'),
);

/**
 * A page of the newest open jobs that satisfy `test`, found by walking the
 * `span` newest open jobs along the date index and testing each (the test is
 * in the select list, so the plan cannot be anything but that bounded walk).
 * Null when the span held fewer than the page: the caller then reads the
 * matches through their index. A page found this way is exact: every newer
 * job was tested.
 */
async function walkPage(tx: Tx, test: SQL, span: number, want: number, offset: number): Promise<JobSearchRow[] | null> {
  const walked = tx
    .select({
      job_id: jobs.job_id,
      at: sql<Date>`${jobs.create_time}`.as('at'),
      hit: sql<boolean>`(${test})`.as('hit'),
    })
    .from(jobs)
    .where(OPEN)
    .orderBy(desc(jobs.create_time), desc(jobs.job_id))
    .limit(span)
    .as('walked');
  const picked = tx
    .select({ job_id: walked.job_id, score: sql<number>`0`.as('score'), at: walked.at })
    .from(walked)
    .where(sql`${walked.hit}`)
    .orderBy(desc(walked.at), desc(walked.job_id))
    .limit(want)
    .offset(offset)
    .as('picked');
  const rows = await runByText(displayRows(tx, picked, 'date'));
  return rows.length === want ? rows : null;
}

/**
 * How many of the newest open jobs to walk for a page that ends at `end`,
 * when about `matches` of `tableRows` jobs pass: twice the expected walk.
 * Null past WALK_MAX: the matches are too rare for a walk to pay.
 */
function walkSpan(end: number, matches: number, tableRows: number): number | null {
  if (matches <= 0 || end > ORDERED_WALK_MAX) return null;
  const span = Math.ceil((2 * end * Math.max(tableRows, matches)) / matches) + 20;
  return span <= WALK_MAX ? span : null;
}

const empty = (page: number, size: number): JobSearchResult => ({ rows: [], total: 0, exact: true, page, size });

/**
 * Open jobs matching the keyword and filters: one page of them and how many
 * in all (see the module comment). Salary filters compare the displayed
 * range (bound x salary_num) and keep every overlapping job.
 */
export async function searchJobs(
  db: Db,
  input: SearchJobListInput,
  options: {
    /** The counted window (JOB_SEARCH_RESULT_WINDOW). */
    window?: number;
    /** Matches from which a keyword is common: not ranked one by one, but in tiers by date (RANKED_AT_MOST); tests change it. */
    commonFrom?: number;
    /** Matches of a keyword counted exactly (JOB_SEARCH_EXACT_COUNT); tests lower it. */
    exactUpTo?: number;
  } = {},
): Promise<JobSearchResult> {
  const window = options.window ?? JOB_SEARCH_RESULT_WINDOW;
  const exactUpTo = Math.min(options.exactUpTo ?? JOB_SEARCH_EXACT_COUNT, window);
  const page = input.page ?? 1;
  const size = input.size ?? PAGE_SIZE.default;
  const offset = (page - 1) * size;
  // '-1' is the web's "no such place" (spec section 5).
  if (input.adcode === '-1') return empty(page, size);
  const places = input.adcode ? await placesIn(db, input.adcode) : null;
  const filters = filtersOf(input, places);
  const inWindow = (total: number) => Math.max(0, Math.min(size, Math.min(total, window) - offset));

  if (input.keyword === undefined && filters.length === 0) {
    // Every open job, newest first: the /jobs landing and the home page, the most asked of all.
    const [[{ n }], rows] = await Promise.all([
      browseCount(db).execute({ cap: window + 1 }),
      offset < window ? browsePage(db).execute({ limit: size, offset }) : [],
    ]);
    const total = Math.min(Number(n), window);
    return { rows: rows.slice(0, inWindow(total)), total, exact: true, page, size };
  }
  if (input.keyword === undefined) {
    const where = and(OPEN, ...filters) as SQL;
    const counted = await filteredCount(db, input, places, exactUpTo, window);
    if (!counted) {
      // A company's jobs, or salary bounds alone: counted exactly, beside the page.
      const [total, rows] = await Promise.all([
        boundedCount(db, where, window),
        offset < window ? pageRows(db, where, { by: 'date', indexOrder: true }, size, offset) : [],
      ]);
      return { rows: rows.slice(0, inWindow(total)), total, exact: true, page, size };
    }
    const { total, exact, matching, matches, tableRows } = counted;
    // An estimate does not limit the page: past the real last match it is just short.
    const want = inWindow(exact ? total : window);
    if (want === 0) return { rows: [], total, exact, page, size };
    // Walking the date index meets the page's last job after about end * tableRows / matches jobs; reading
    // every match and sorting them costs `matches`. A combination of filters few jobs have (none, say) would
    // otherwise walk the whole index: 84 ms for Hangzhou + junior + at least 40K.
    const dense = matches * matches >= (offset + want) * Math.max(tableRows, matches);
    const rows = dense
      ? await pageRows(db, where, { by: 'date', indexOrder: true }, want, offset)
      : await pageRows(db, matching, { by: 'date' }, want, offset);
    return { rows, total, exact, page, size };
  }

  const keyword = input.keyword;
  const terms = jobSearchTerms(keyword);
  // Only punctuation or symbols: nothing to look for.
  if (terms.length === 0) return empty(page, size);
  // The words each prefix of the query stands for (every Latin word, a lone Chinese character), and
  // the salary bounds the index can use.
  const [expansions, salary] = await Promise.all([
    prefixExpansions(
      db,
      terms.filter((term) => term.prefix).map((term) => term.token),
    ),
    selectiveSalary(db, input),
  ]);
  let words = jobSearchQuery(keyword, { prefix: 'words', expansions }) as string;
  // The filters as tokens of the same documents (`~city:310100`), and the exact salary bounds.
  const filterQuery = jobFilterQuery({ ...input, ...salary, places });
  const bounds = salaryBounds(input);
  const matching = (query: string) =>
    and(OPEN, sql`${jobSearchDocumentSql} @@ ${withFilters(query, filterQuery)}::tsquery`, ...bounds) as SQL;

  // A keyword that the index's statistics show in more jobs than the window is not counted:
  // its total would be the window, estimated, anyway (statisticsEstimate). With filters, which the
  // statistics take as independent of the keyword, only when they show it in twice as many.
  const groups = jobFilterLexemes({ ...input, places });
  const estimated = bounds.length === 0 ? await statisticsEstimate(db, keyword, groups) : null;
  // `matches` is the total not capped at the window: how densely the newest jobs match (walkSpan).
  let { total, exact, tableRows, matches } =
    estimated && estimated.jobs >= window * (groups.length > 0 ? FILTERED_COMMON_MARGIN : 1)
      ? { total: window, exact: false, tableRows: estimated.tableRows, matches: estimated.jobs }
      : await countMatches(db, matching(words), exactUpTo, window);
  let alternatives: Map<string, string[]> | undefined;
  if (total < FUZZY_BELOW) {
    alternatives = await spellingAlternatives(db, keyword);
    if (alternatives.size > 0) {
      const corrections = await prefixExpansions(db, [...alternatives.values()].flat());
      for (const [prefix, list] of corrections) expansions.set(prefix, list);
      words = jobSearchQuery(keyword, { prefix: 'words', alternatives, expansions }) as string;
      ({ total, exact, tableRows, matches } = await countMatches(db, matching(words), exactUpTo, window));
    }
  }
  const query = words as string;
  const where = matching(query);
  // An estimate does not limit the pages served: past the real last match a page is just short.
  const want = inWindow(exact ? total : window);
  if (want === 0) return { rows: [], total, exact, page, size };
  const result = (rows: JobSearchRow[]) => ({ rows, total, exact, page, size });
  // The first pages of a date-ordered tier of a common keyword come from a short walk of the
  // newest jobs (walkPage), sized from the matches; `test` is what the walk checks per job:
  // the cheap column filters first, then the in-row rank_vector, the TOASTed words last.
  const walk = { matches, tableRows };
  const inWords = sql`coalesce(${jobs.search_vector} @@ ${query}::tsquery, false)`;
  const inRank = sql`coalesce(${jobs.rank_vector} @@ ${query}::tsquery, false)`;
  const test = (...conditions: SQL[]) => and(...filters, ...conditions) as SQL;

  if (input.sort !== 'relevance') {
    return result(await pageTiers(db, [{ where, by: 'date', test: test(inWords) }], want, offset, walk));
  }

  const inShortFields = (document: SQL, weights?: string) => {
    const words = weights ? jobSearchQuery(keyword, { prefix: 'words', alternatives, weights, expansions }) : query;
    return sql`${document} @@ ${withFilters(words, filterQuery)}::tsquery`;
  };
  const bodyOnly: Tier = { where: and(where, not(inRank)) as SQL, by: 'date', test: test(not(inRank), inWords) };
  if (total < (options.commonFrom ?? RANKED_AT_MOST)) {
    // The short-field matches ranked (fewer than RANKED_AT_MOST of them), then the long-text-only matches by date.
    const score = sql`ts_rank_cd(${jobs.rank_vector}, ${query}::tsquery) + ${RECENCY} + ${COMPLETE_COMPANY_BOOST}`;
    const ranked: Tier = { where: and(OPEN, inShortFields(jobRankDocumentSql), ...bounds) as SQL, by: 'score', score };
    return result(await pageTiers(db, [ranked, bodyOnly], want, offset, walk));
  }
  // A common word: ranking every match would read them all, and their ranks barely differ.
  // The same order in tiers, each newest first: the whole query in the position, then in the
  // other short fields, then in the long texts.
  const positionWords = jobSearchQuery(keyword, { prefix: 'words', alternatives, expansions }) as string;
  const inPosition = sql`coalesce(ts_filter(${jobs.rank_vector}, '{a}') @@ ${positionWords}::tsquery, false)`;
  const positionDocument = inShortFields(jobPositionDocumentSql);
  const tiers: Tier[] = [
    { where: and(OPEN, positionDocument, ...bounds) as SQL, by: 'date', test: test(inPosition) },
    {
      // Not in the position: tested on the position's words alone. The row already has the filters (its short
      // fields' document matched them), and filter tokens never match a word, so this is `not(positionDocument)`
      // without building the row's filter tokens again (about half of this tier's time for a common word).
      where: and(OPEN, inShortFields(jobRankDocumentSql), not(inPosition), ...bounds) as SQL,
      by: 'date',
      test: test(not(inPosition), inRank),
    },
    bodyOnly,
  ];
  return result(await pageTiers(db, tiers, want, offset, walk));
}

/**
 * How many open jobs the filters select, without a keyword (decision 0079):
 * counted as a keyword's matches are, exactly up to `exactUpTo` and estimated
 * past it from the first matches the search index gives (countMatches), or
 * taken as the window, estimated, when the index's statistics show the
 * filters in more jobs than that (twice as many for several filters, which
 * they take as independent). Counting the rows of a city's 16,000 jobs up to
 * the window read 5,300 table pages (17-25 ms on PostgreSQL at 100,000 jobs).
 * `matching` selects the same jobs through the search index, and `matches`
 * (not capped at the window) says how densely they fill the table's
 * `tableRows`. Null for a company's jobs (the company page pages through them
 * by this total) and for filters the index holds no token for (salary bounds
 * alone): the caller counts those exactly up to the window, as before.
 */
async function filteredCount(
  db: Db,
  input: SearchJobListInput,
  places: readonly string[] | null,
  exactUpTo: number,
  window: number,
): Promise<{ total: number; exact: boolean; matching: SQL; matches: number; tableRows: number } | null> {
  const groups = jobFilterLexemes({ ...input, places });
  if (input.company_id !== undefined || groups.length === 0) return null;
  const bounds = salaryBounds(input);
  const salary = await selectiveSalary(db, input);
  const filterQuery = jobFilterQuery({ ...input, ...salary, places });
  const matching = and(OPEN, sql`${jobSearchDocumentSql} @@ ${filterQuery}::tsquery`, ...bounds) as SQL;
  if (bounds.length === 0) {
    const estimated = await statisticsEstimate(db, '', groups);
    if (estimated && estimated.jobs >= window * (groups.length > 1 ? FILTERED_COMMON_MARGIN : 1)) {
      return { total: window, exact: false, matching, matches: estimated.jobs, tableRows: estimated.tableRows };
    }
  }
  return { ...(await countMatches(db, matching, exactUpTo, window)), matching };
}

/** A part of a result list: its rows come after those of the tiers before it. */
interface Tier {
  where: SQL;
  by: 'score' | 'date';
  score?: SQL;
  /** For a date-ordered tier, its condition as tested job by job on a walk (walkPage). */
  test?: SQL;
}

/**
 * One page over consecutive tiers: each tier's rows after the previous tiers' (their sizes
 * from their short pages or counts). A date-ordered tier's page is first looked for on a
 * short walk of the newest jobs, when about `walk.matches` jobs match (walkSpan).
 */
async function pageTiers(
  tx: Tx,
  tiers: readonly Tier[],
  want: number,
  offset: number,
  walk?: { matches: number; tableRows: number },
): Promise<JobSearchRow[]> {
  const rows: JobSearchRow[] = [];
  let skip = offset;
  for (const tier of tiers) {
    const need = want - rows.length;
    if (need <= 0) break;
    const span = tier.test && walk ? walkSpan(skip + need, walk.matches, walk.tableRows) : null;
    const walked = span && tier.test ? await walkPage(tx, tier.test, span, need, skip) : null;
    if (walked) {
      rows.push(...walked);
      break;
    }
    const got = await pageRows(tx, tier.where, { by: tier.by, score: tier.score }, need, skip);
    rows.push(...got);
    if (got.length === need) break;
    // The tier ended on this page: how many jobs it had decides where the next one starts.
    // An empty page with nothing skipped is an empty tier. An empty page past some rows means
    // at most `skip`: counted whole, without a LIMIT that would make a scan that stops at the
    // first match look cheap (an empty tier has none to stop at).
    const tierSize = got.length > 0 || skip === 0 ? skip + got.length : await countAll(tx, tier.where);
    skip = Math.max(0, skip - tierSize);
  }
  return rows;
}

/**
 * A salary bound that the search index's statistics show in at least this share of the open jobs is
 * left out of the index's query and checked on the rows only (salaryBounds checks every bound there
 * anyway): OR-ing the posting lists of 30-odd salary buckets held by most jobs cost more than reading
 * the few rows it would have spared (a keyword with "at least 10K": 25 ms to count, most of it that union).
 */
const UNSELECTIVE_SALARY_SHARE = 0.5;

/**
 * The salary bounds worth giving the index: each undefined when the index's statistics (how often each of
 * its most common lexemes occurs) show it in at least UNSELECTIVE_SALARY_SHARE of the jobs. Buckets missing
 * from the statistics count for nothing: an unknown share keeps the bound in the index.
 */
export function indexedSalary(
  input: Pick<SearchJobListInput, 'min_salary' | 'max_salary'>,
  frequency: ReadonlyMap<string, number> | undefined,
): { min_salary?: number; max_salary?: number } {
  const { min, max } = salaryBucketLexemes(input);
  const share = (lexemes: string[]) => lexemes.reduce((sum, lexeme) => sum + (frequency?.get(lexeme) ?? 0), 0);
  return {
    min_salary: share(min) >= UNSELECTIVE_SALARY_SHARE ? undefined : input.min_salary,
    max_salary: share(max) >= UNSELECTIVE_SALARY_SHARE ? undefined : input.max_salary,
  };
}

async function selectiveSalary(
  db: Db,
  input: Pick<SearchJobListInput, 'min_salary' | 'max_salary'>,
): Promise<{ min_salary?: number; max_salary?: number }> {
  if (input.min_salary === undefined && input.max_salary === undefined) return {};
  return indexedSalary(input, (await searchIndexStats(db))?.frequency);
}

/** The statistics of the search index are read once per this long (ANALYZE refreshes them). */
const STATS_TTL_MS = 5 * 60_000;
interface IndexStats {
  /** How often each of the most common lexemes of jobs_search_document_idx occurs (a share of its jobs). */
  frequency: Map<string, number>;
  tableRows: number;
}
const indexStats = new WeakMap<Db, { at: number; stats: Promise<IndexStats | null> }>();

async function searchIndexStats(db: Db): Promise<IndexStats | null> {
  let entry = indexStats.get(db);
  if (!entry || Date.now() - entry.at > STATS_TTL_MS) {
    const stats = (async () => {
      const [row] = await queryRows<{ elems: string[] | null; freqs: number[] | null; rows: number }>(
        db,
        sql`select most_common_elems::text::text[] as elems, most_common_elem_freqs::float8[] as freqs,
              (select greatest(reltuples, 0)::float8 from pg_class where oid = ${getTableName(jobs)}::regclass) as rows
            from pg_stats where tablename = 'jobs_search_document_idx'`,
      );
      if (!row?.elems || !row.freqs) return null;
      const frequency = new Map<string, number>();
      for (const [i, lexeme] of row.elems.entries()) frequency.set(lexeme, Number(row.freqs[i] ?? 0));
      return { frequency, tableRows: Number(row.rows) };
    })();
    entry = { at: Date.now(), stats };
    indexStats.set(db, entry);
    stats.catch(() => indexStats.delete(db));
  }
  return entry.stats;
}

/**
 * A keyword with filters is taken as common (not counted) only when the statistics show it in this
 * many times the window: they know each token's share, not how the keyword and the filters go
 * together, and a keyword can be rarer among the filtered jobs than among all.
 */
export const FILTERED_COMMON_MARGIN = 2;

/**
 * About how many open jobs hold every word of the keyword and a lexeme of
 * every filter group (jobFilterLexemes), by the search index's statistics
 * (pg_stats of jobs_search_document_idx, from ANALYZE): a word's share is
 * that of its lexeme, or for a prefix of its most common lexeme with that
 * prefix; a group's is the sum of its lexemes' (at most 1); the shares
 * multiply. A word or group the statistics do not list gives 0. Null
 * without statistics.
 */
async function statisticsEstimate(
  db: Db,
  keyword: string,
  filterGroups: readonly string[][],
): Promise<{ jobs: number; tableRows: number } | null> {
  const stats = await searchIndexStats(db);
  if (!stats) return null;
  return { jobs: commonShare(stats.frequency, keyword, filterGroups) * stats.tableRows, tableRows: stats.tableRows };
}

/** The share of the jobs statisticsEstimate gives, from each lexeme's share. */
export function commonShare(
  frequency: ReadonlyMap<string, number>,
  keyword: string,
  filterGroups: readonly string[][],
): number {
  let share = 1;
  for (const { token, prefix } of jobSearchTerms(keyword)) {
    let best = frequency.get(token) ?? 0;
    if (prefix) for (const [lexeme, f] of frequency) if (f > best && lexeme.startsWith(token)) best = f;
    share *= best;
  }
  for (const group of filterGroups)
    share *= Math.min(
      1,
      group.reduce((sum, lexeme) => sum + (frequency.get(lexeme) ?? 0), 0),
    );
  return share;
}

/** Reference data changes rarely: the location tree is read once per this long. */
const PLACES_TTL_MS = 5 * 60_000;
const placeTrees = new WeakMap<Db, { at: number; children: Promise<Map<string, string[]>> }>();

/**
 * The adcodes of a location filter: the place itself and, for a province,
 * its cities (from an in-memory copy of the location tree, so the jobs'
 * adcode index serves the filter).
 */
export async function placesIn(db: Db, adcode: string): Promise<string[]> {
  let tree = placeTrees.get(db);
  if (!tree || Date.now() - tree.at > PLACES_TTL_MS) {
    const children = (async () => {
      const rows = await db
        .select({ adcode: locations.adcode, parent: locations.parent_adcode })
        .from(locations)
        .orderBy(asc(locations.adcode));
      const byParent = new Map<string, string[]>();
      for (const row of rows) {
        if (!row.parent) continue;
        const list = byParent.get(row.parent) ?? [];
        list.push(row.adcode);
        byParent.set(row.parent, list);
      }
      return byParent;
    })();
    tree = { at: Date.now(), children };
    placeTrees.set(db, tree);
    children.catch(() => placeTrees.delete(db));
  }
  return [adcode, ...((await tree.children).get(adcode) ?? [])];
}
