import type { Locale } from '@jobbridge/shared';
import { alternateLinks } from './hreflang';

type Match = { id: string; loaderData?: unknown } | undefined;

/** The root loader's origin and language among a meta function's matches. */
export function rootOf(matches: readonly Match[]): { origin: string; locale: Locale } {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    | { origin?: string; locale?: Locale }
    | undefined;
  return { origin: root?.origin ?? '', locale: root?.locale === 'zh' ? 'zh' : 'en' };
}

/**
 * The canonical address of a page in its language: the hreflang alternate of
 * that language (`?lang=`), so each language version names itself.
 */
export function canonicalHref(
  origin: string,
  pathname: string,
  params: URLSearchParams | null,
  locale: Locale,
): string {
  const query = new URLSearchParams(params ?? undefined);
  query.delete('lang');
  query.set('lang', locale);
  return `${origin}${pathname}?${query.toString()}`;
}

/** Title, description, canonical link and the matching Open Graph tags of a page. */
export function seoMeta({
  title,
  description,
  canonical,
  locale,
}: {
  title: string;
  description: string;
  canonical: string;
  locale: Locale;
}) {
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: locale === 'zh' ? 'zh_CN' : 'en_US' },
    ...alternatesOf(canonical),
  ];
}

/**
 * The hreflang alternates of a page: its canonical address in each language
 * (and x-default), so that a variant URL (other parameters, another order, a
 * tracking tag) names the same alternates as the page it is a copy of. Pages
 * without a canonical address (sign-in forms' redirects, a person's own
 * pages) name none: they are not pages to offer in another language.
 */
function alternatesOf(canonical: string) {
  const url = new URL(canonical);
  return alternateLinks(url.origin, url.pathname, url.search).map((link) => ({
    tagName: 'link',
    rel: 'alternate',
    // The attribute's own name: the renderer (Preact, decision 0066) writes props as they are named.
    hreflang: link.hrefLang,
    href: link.href,
  }));
}

/** Text shortened for a meta description (about 160 characters, whole words where there are words). */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
