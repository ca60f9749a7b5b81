import {
  FOOTER_HIDDEN_ROUTES,
  HEADER_LINKS_HIDDEN_ROUTES,
  HEADER_SEARCH_ROUTES,
  LOGIN_REQUIRED_ROUTES,
} from '@jobbridge/shared';

/** True when `pathname` is one of `routes` or below one of them (`/jobs` covers `/jobs/12`, not `/jobsearch`). */
export function matchesRoute(pathname: string, routes: readonly string[]): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.some((route) => path === route || path.startsWith(`${route}/`));
}

export const showsFooter = (pathname: string) => !matchesRoute(pathname, FOOTER_HIDDEN_ROUTES);
export const showsHeaderLinks = (pathname: string) => !matchesRoute(pathname, HEADER_LINKS_HIDDEN_ROUTES);
export const isLoginRequired = (pathname: string) => matchesRoute(pathname, LOGIN_REQUIRED_ROUTES);

/** The list page the header search submits to on this page, or null where the header has no search. */
export function headerSearchTarget(pathname: string): '/jobs' | '/companies' | null {
  for (const route of HEADER_SEARCH_ROUTES) {
    if (matchesRoute(pathname, [route])) return route;
  }
  return null;
}
