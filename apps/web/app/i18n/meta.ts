import type { Locale } from '@jobbridge/shared';
import { canonicalHref, rootOf, seoMeta } from '../lib/seo';
import { getCatalogue, lookup } from './catalogue';

type Match = { id: string; loaderData?: unknown } | undefined;

/** The page language from the root loader's data among the meta matches. */
export function localeOfMatches(matches: readonly Match[]): Locale {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { locale?: Locale } | undefined;
  return root?.locale === 'zh' ? 'zh' : 'en';
}

/** Translates for `meta` functions, which run outside React. */
export function metaT(matches: readonly Match[], key: string, params?: Record<string, string | number>): string {
  return lookup(getCatalogue(localeOfMatches(matches)), key, params);
}

/** A list page's title with its page number from page 2 on ("Companies, page 2", "公司（第 2 页）"). */
export function pagedTitle(matches: readonly Match[], title: string, page: number): string {
  return page > 1 ? metaT(matches, 'common.titlePaged', { title, page }) : title;
}

/** Title and description of a page from `<ns>.title` / `<ns>.description` in its language. */
export function pageMeta(matches: readonly Match[], ns: string) {
  const title = metaT(matches, `${ns}.title`);
  return [
    { title: metaT(matches, 'common.titleTemplate', { page: title }) },
    { name: 'description', content: metaT(matches, `${ns}.description`) },
  ];
}

/**
 * pageMeta for a page the sitemap lists: the same title and description, with
 * its canonical address in its language and the Open Graph tags.
 */
export function indexedPageMeta(matches: readonly Match[], ns: string, pathname: string) {
  const { origin, locale } = rootOf(matches);
  return seoMeta({
    title: metaT(matches, 'common.titleTemplate', { page: metaT(matches, `${ns}.title`) }),
    description: metaT(matches, `${ns}.description`),
    canonical: canonicalHref(origin, pathname, null, locale),
    locale,
  });
}
