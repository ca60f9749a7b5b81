import {
  type ConfigData,
  type ConfigOption,
  type Locale,
  MANDARIN_LEVEL_CHOICES,
  NATIVE_LANGUAGE_CODES,
} from '@jobbridge/shared';
import { cityChoices } from './locations';

/** Mandarin levels and native languages for the basic-info form: config's lists, else shared's (when the config call failed). */
export function basicInfoOptions(
  config: Pick<ConfigData, 'mandarin' | 'language'> | null,
  locale: Locale,
): { mandarin: ConfigOption[]; language: ConfigOption[]; fromConfig: boolean } {
  const mandarin = config?.mandarin.length
    ? config.mandarin
    : MANDARIN_LEVEL_CHOICES.map((level) => ({ value: level.value, label: locale === 'zh' ? level.zh : level.en }));
  let language = config?.language.length ? config.language : null;
  if (!language) {
    const names = new Intl.DisplayNames([locale === 'zh' ? 'zh-CN' : 'en'], { type: 'language' });
    language = NATIVE_LANGUAGE_CODES.map((code) => ({ value: code, label: names.of(code) ?? code }));
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
  const cities = cityChoices(config?.work_location ?? [], locale);
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
