import type { ConfigData, ConfigOption, Locale } from '@jobbridge/shared';
import { toCityOptions } from './locations';

/**
 * Used only when config does not carry the `mandarin` / `language` lists
 * (getConfigItem returns them when the server adds the kinds): the same
 * values as the seeded config_items, labelled here.
 */
const MANDARIN_FALLBACK: readonly [string, string, string][] = [
  ['none', 'None', '不会'],
  ['basic', 'Basic', '入门'],
  ['conversational', 'Conversational', '日常交流'],
  ['fluent', 'Fluent', '流利'],
  ['native', 'Native', '母语'],
];
const LANGUAGE_FALLBACK = [
  'en',
  'zh',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'ru',
  'ja',
  'ko',
  'ar',
  'hi',
  'vi',
  'th',
  'id',
  'ms',
  'fil',
  'nl',
  'sv',
  'pl',
  'tr',
  'uk',
];

/** Mandarin levels and native languages for the basic-info form: config's lists, else the fallback. */
export function basicInfoOptions(
  config: Pick<ConfigData, 'mandarin' | 'language'> | null,
  locale: Locale,
): { mandarin: ConfigOption[]; language: ConfigOption[]; fromConfig: boolean } {
  const mandarin = config?.mandarin.length
    ? config.mandarin
    : MANDARIN_FALLBACK.map(([value, en, zh]) => ({ value, label: locale === 'zh' ? zh : en }));
  let language = config?.language.length ? config.language : null;
  if (!language) {
    const names = new Intl.DisplayNames([locale === 'zh' ? 'zh-CN' : 'en'], { type: 'language' });
    language = LANGUAGE_FALLBACK.map((code) => ({ value: code, label: names.of(code) ?? code }));
  }
  return { mandarin, language, fromConfig: Boolean(config?.mandarin.length && config?.language.length) };
}

/** Problems with a birth date (yyyy-MM-dd, optional): 'format', 'future', 'tooOld' (before 1900), or null. */
export function birthDateProblem(value: string, today: Date): 'format' | 'future' | 'tooOld' | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'format';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return 'format';
  if (value > today.toISOString().slice(0, 10)) return 'future';
  if (Number(match[1]) < 1900) return 'tooOld';
  return null;
}

/**
 * The choices of the "Working in China" part (account/appendUserInfo,
 * decision 0032): the site's cities, and nationalities from the calling-code
 * list (one per country), sorted by name in the page's language.
 */
export function aboutOptions(
  config: Pick<ConfigData, 'work_location' | 'calling_code'> | null,
  locale: Locale,
): { cities: ConfigOption[]; countries: ConfigOption[] } {
  const cities = toCityOptions(config?.work_location ?? [], locale).map((city) => ({
    value: city.value,
    label: city.province && city.province !== city.city ? `${city.city} · ${city.province}` : city.city,
  }));
  const seen = new Set<string>();
  const countries: ConfigOption[] = [];
  for (const code of config?.calling_code ?? []) {
    if (!code.country_code || seen.has(code.country_code)) continue;
    seen.add(code.country_code);
    countries.push({ value: code.country_code, label: code.country });
  }
  const collator = new Intl.Collator(locale === 'zh' ? 'zh-CN' : 'en');
  countries.sort((a, b) => collator.compare(a.label, b.label));
  return { cities, countries };
}
