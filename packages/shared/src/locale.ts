import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * Language rule of spec section 4: the language cookie when valid; otherwise zh
 * when the browser language or the request's Accept-Language begins with zh;
 * otherwise en.
 */
export function pickLocale(cookieValue: string | undefined | null, acceptLanguage: string | undefined | null): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  if (acceptLanguage?.trim().toLowerCase().startsWith('zh')) return 'zh';
  return DEFAULT_LOCALE;
}

export const otherLocale = (locale: Locale): Locale => (locale === 'zh' ? 'en' : 'zh');
