import type { Locale } from '@jobbridge/shared';

/** `<html lang>` of a locale. */
export const htmlLang = (locale: Locale) => (locale === 'zh' ? 'zh-CN' : 'en');

/** Reads the locale back from `<html lang>` (used by the client entry before hydration). */
export const localeFromHtmlLang = (lang: string | null | undefined): Locale =>
  lang?.toLowerCase().startsWith('zh') ? 'zh' : 'en';

export interface Alternate {
  hrefLang: 'en' | 'zh-Hans' | 'x-default';
  href: string;
}

/**
 * hreflang alternates of the current URL: `?lang=en|zh` selects the language
 * (the root middleware honours it and stores the cookie); x-default has no
 * `lang` and lets the visitor's cookie or browser decide.
 */
export function alternateLinks(origin: string, pathname: string, search: string): Alternate[] {
  const params = new URLSearchParams(search);
  params.delete('lang');
  const build = (lang?: Locale) => {
    const next = new URLSearchParams(params);
    if (lang) next.set('lang', lang);
    const query = next.toString();
    return `${origin}${pathname}${query ? `?${query}` : ''}`;
  };
  return [
    { hrefLang: 'en', href: build('en') },
    { hrefLang: 'zh-Hans', href: build('zh') },
    { hrefLang: 'x-default', href: build() },
  ];
}
