import { computeTakeHome, type Locale, readTakeHomeQuery, type TakeHomeQuery } from '@jobbridge/shared';
import { TAKE_HOME_FIELDS } from './take-home-link';

export { calculatorHref, TAKE_HOME_FIELDS, takeHomeHrefForJob } from './take-home-link';

/** The form's values as text, from a query string or the form itself (missing fields are empty). */
export function takeHomeValuesOf(source: { get(name: string): FormDataEntryValue | null }): TakeHomeQuery {
  const values = {} as TakeHomeQuery;
  for (const field of TAKE_HOME_FIELDS) {
    const value = source.get(field);
    values[field] = typeof value === 'string' ? value.slice(0, 40) : '';
  }
  return values;
}

/** The same reading and result on the server (first answer) and in the browser (as the reader types). */
export function evaluateTakeHome(values: TakeHomeQuery) {
  const reading = readTakeHomeQuery(values);
  return { reading, result: reading.input ? (computeTakeHome(reading.input) ?? null) : null };
}

/** Yuan with two decimals in the page's language. */
export function formatYuan(amount: number, locale: Locale): string {
  return amount.toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
