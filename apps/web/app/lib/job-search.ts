import type { JobSort } from '@jobbridge/shared';
import { JOB_SEARCH_MAX_PAGE, JOB_SEARCH_RESULT_WINDOW, SALARY_FILTER_MAX } from '@jobbridge/shared';
import type { TFunction } from '../i18n/translator';
import type { JobSearchQuery } from './list-query';
import { readJobQuery } from './list-query';

/**
 * The job search of /jobs lives in the URL (shareable, reload-safe, the back
 * button works). This module is the one place that reads a URL into a search
 * and writes a search back into a URL.
 */

/** Deepest page the search call serves (docs/api/jobs.md: page 1..500). */
export const MAX_JOB_PAGE = JOB_SEARCH_MAX_PAGE;
/** `total` is at most this many results; at it the call means "this many or more" (show "10,000+"). */
export const SEARCH_TOTAL_CAP = JOB_SEARCH_RESULT_WINDOW;
/** Upper bound of a salary filter, in K a month (the search call's limit). */
export { SALARY_FILTER_MAX };

/** The filters a person can set (page and sort are not filters). */
export const JOB_FILTER_KEYS = [
  'keyword',
  'adcode',
  'employment_type',
  'industry',
  'seniority',
  'min_salary',
  'max_salary',
] as const;
export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];

/** Relevance needs a keyword; without one the list is newest first. */
export const defaultSort = (keyword: string | undefined): JobSort => (keyword ? 'relevance' : 'date');

/**
 * A /jobs URL's search, ready for `job/searchJobList`: unreadable values are
 * dropped, salaries are whole K (the call takes integers), a reversed salary
 * range is put the right way round, relevance without a keyword becomes
 * date, and the page stays within what the call serves.
 */
export function readJobSearch(params: URLSearchParams): JobSearchQuery {
  const query = readJobQuery(params);
  let min = query.min_salary === undefined ? undefined : Math.round(query.min_salary);
  let max = query.max_salary === undefined ? undefined : Math.round(query.max_salary);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    ...query,
    sort: query.keyword ? query.sort : 'date',
    page: Math.min(query.page, MAX_JOB_PAGE),
    min_salary: min || undefined,
    max_salary: max || undefined,
  };
}

type SearchState = Partial<Omit<JobSearchQuery, 'size'>>;

/**
 * The query string of a search, in a fixed order, leaving out empty values,
 * page 1 and the default sort (so one search has one URL).
 */
export function jobSearchParams(query: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of JOB_FILTER_KEYS) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) params.set(key, text);
  }
  const keyword = params.get('keyword') ?? undefined;
  if (query.sort && query.sort !== defaultSort(keyword) && (query.sort !== 'relevance' || keyword))
    params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

/**
 * `/jobs?...` for a search with some values changed. A change of any filter
 * or of the sort starts again at page 1; `undefined` in `patch` removes a value.
 */
export function jobsHref(query: SearchState, patch: SearchState = {}): string {
  const next: SearchState = { ...query, ...patch };
  if (!('page' in patch)) next.page = undefined;
  const qs = jobSearchParams(next).toString();
  return qs ? `/jobs?${qs}` : '/jobs';
}

/** The filters in use, in display order. */
export function activeJobFilters(query: SearchState): JobFilterKey[] {
  return JOB_FILTER_KEYS.filter((key) => {
    const value = query[key];
    return value !== undefined && value !== null && String(value).trim() !== '';
  });
}

/** `/jobs?...` without one filter (both salary bounds go together). */
export function withoutFilter(query: SearchState, key: JobFilterKey): string {
  if (key === 'min_salary' || key === 'max_salary')
    return jobsHref(query, { min_salary: undefined, max_salary: undefined });
  return jobsHref(query, { [key]: undefined });
}

/** Salary bounds of the filter as text: "20K+", "up to 40K", "20K-40K" parts for the catalogue. */
export function salaryFilterText(
  min: number | undefined,
  max: number | undefined,
): { kind: 'range' | 'min' | 'max'; min: string; max: string } | null {
  if (!min && !max) return null;
  const kind = min && max ? 'range' : min ? 'min' : 'max';
  return { kind, min: min ? `${min}K` : '', max: max ? `${max}K` : '' };
}

/**
 * Values of the filter form (GET /jobs) as a search: the form sends every
 * field, empty ones included; keyword, location and sort ride along as hidden
 * fields.
 */
export function formToJobsHref(form: FormData | URLSearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of form.entries()) if (typeof value === 'string') params.append(key, value);
  const query = readJobSearch(params);
  return jobsHref({ ...query, page: undefined });
}

/**
 * A whole number with its thousands grouped by commas, as `toLocaleString('en')` writes it (12,345), without
 * the browser's number formats: the first use of those loads locale data, about 10 ms of a phone's main
 * thread while the job list hydrates.
 */
export function groupedDigits(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The result count of a job search: "7 jobs", "10,000+ jobs", or for an
 * estimate (a keyword or filters with many matches, `total_exact` false) "About 7,900
 * jobs" / "About 10,000+ jobs".
 */
export function resultCountText(t: TFunction, total: number, exact: boolean): string {
  const capped = total >= SEARCH_TOTAL_CAP;
  const shown = capped ? `${groupedDigits(SEARCH_TOTAL_CAP)}+` : groupedDigits(total);
  if (!exact) return t('jobs.resultCountAbout', { total: shown });
  if (capped) return t('jobs.resultCountCapped', { count: groupedDigits(SEARCH_TOTAL_CAP) });
  return t('jobs.resultCount', { count: total });
}
