import type { GetCompanyListInput, JobSort, SearchJobListInput } from '@jobbridge/shared';
import {
  ADCODE_FILTER_PATTERN,
  CONFIG_VALUE_PATTERN,
  KEYWORD_MAX_LENGTH,
  PAGE_SIZE,
  SALARY_FILTER_MAX,
} from '@jobbridge/shared';
import { readPage } from './search-url';

/** A job search as the list pages hold it: the call's input, with page, size and order always set. */
export type JobSearchQuery = SearchJobListInput & Required<Pick<SearchJobListInput, 'page' | 'size' | 'sort'>>;
/** A company search as the list page holds it: the call's input, with page and size always set. */
export type CompanySearchQuery = GetCompanyListInput & Required<Pick<GetCompanyListInput, 'page' | 'size'>>;

/** Results per page of /jobs and /companies: the list calls' default page size. */
export const JOBS_PAGE_SIZE = PAGE_SIZE.default;
export const COMPANIES_PAGE_SIZE = PAGE_SIZE.default;

// Values the search calls would refuse are dropped here, by the calls' own patterns, so a
// hand-edited or stale link still shows results instead of an error page.
const text = (params: URLSearchParams, name: string, max = KEYWORD_MAX_LENGTH) => {
  const value = params.get(name)?.replaceAll('\u0000', '').trim();
  return value ? value.slice(0, max).trim() : undefined;
};
const matching = (pattern: RegExp) => (params: URLSearchParams, name: string) => {
  const value = params.get(name)?.trim();
  return value && pattern.test(value) ? value : undefined;
};
const adcode = matching(ADCODE_FILTER_PATTERN);
const code = matching(CONFIG_VALUE_PATTERN);
const amount = (params: URLSearchParams, name: string) => {
  const value = Number(params.get(name));
  return params.get(name) && Number.isFinite(value) && value >= 0 && value <= SALARY_FILTER_MAX ? value : undefined;
};

/** The job search of a /jobs URL; unreadable values are dropped rather than sent. */
export function readJobQuery(params: URLSearchParams): JobSearchQuery {
  const keyword = text(params, 'keyword');
  const requested = params.get('sort');
  const sort: JobSort = requested === 'date' || requested === 'relevance' ? requested : keyword ? 'relevance' : 'date';
  return {
    page: readPage(params.get('page')),
    size: JOBS_PAGE_SIZE,
    sort,
    keyword,
    adcode: adcode(params, 'adcode'),
    employment_type: code(params, 'employment_type'),
    industry: code(params, 'industry'),
    seniority: code(params, 'seniority'),
    min_salary: amount(params, 'min_salary'),
    max_salary: amount(params, 'max_salary'),
  };
}

/** The company search of a /companies URL. */
export function readCompanyQuery(params: URLSearchParams): CompanySearchQuery {
  return {
    page: readPage(params.get('page')),
    size: COMPANIES_PAGE_SIZE,
    keyword: text(params, 'keyword'),
    industry: code(params, 'industry'),
    adcode: adcode(params, 'adcode'),
  };
}

export const totalPages = (total: number, size: number) => Math.max(1, Math.ceil(Math.max(0, total) / size));
