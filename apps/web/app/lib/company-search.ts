import type { CompanySearchQuery } from './list-query';
import { readCompanyQuery } from './list-query';

/** Deepest page the company list serves. */
export const MAX_COMPANY_PAGE = 500;

export const COMPANY_FILTER_KEYS = ['keyword', 'adcode', 'industry'] as const;
export type CompanyFilterKey = (typeof COMPANY_FILTER_KEYS)[number];

type SearchState = Partial<Omit<CompanySearchQuery, 'size'>>;

/** A /companies URL's search, the page kept within what the call serves. */
export function readCompanySearch(params: URLSearchParams): CompanySearchQuery {
  const query = readCompanyQuery(params);
  return { ...query, page: Math.min(query.page, MAX_COMPANY_PAGE) };
}

/** The query string of a company search in a fixed order, without empty values or page 1. */
export function companySearchParams(query: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of COMPANY_FILTER_KEYS) {
    const text = query[key]?.trim();
    if (text) params.set(key, text);
  }
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

/** `/companies?...` with some values changed; a filter change starts again at page 1. */
export function companiesHref(query: SearchState, patch: SearchState = {}): string {
  const next: SearchState = { ...query, ...patch };
  if (!('page' in patch)) next.page = undefined;
  const qs = companySearchParams(next).toString();
  return qs ? `/companies?${qs}` : '/companies';
}

/** The filters in use, in display order. */
export const activeCompanyFilters = (query: SearchState): CompanyFilterKey[] =>
  COMPANY_FILTER_KEYS.filter((key) => Boolean(query[key]?.trim()));
