import {
  computeTakeHome,
  displayedSalaryK,
  type Locale,
  readTakeHomeQuery,
  type SalaryFields,
  type TakeHomeQuery,
} from '@jobbridge/shared';

/** The calculator's query-string fields, in the form's order. */
export const TAKE_HOME_FIELDS = [
  'salary',
  'city',
  'hf',
  'bonus',
  'bonus_mode',
  'bonus_month',
  'deduction',
  'special',
  'allowances',
] as const satisfies readonly (keyof TakeHomeQuery)[];

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

/** `/guides/calculator?…` with the non-empty fields, so a result can be shared. */
export function calculatorHref(values: Partial<TakeHomeQuery>): string {
  const query = new URLSearchParams();
  for (const field of TAKE_HOME_FIELDS) {
    const value = values[field];
    if (value) query.set(field, value);
  }
  const text = query.toString();
  return text ? `/guides/calculator?${text}` : '/guides/calculator';
}

/**
 * The calculator for a job: its minimum monthly salary (what the employer
 * offers at least; decision 0026) and its city. Null when no salary is stated.
 */
export function takeHomeHrefForJob(job: SalaryFields & { adcode: string }): string | null {
  const { min, max } = displayedSalaryK(job);
  const monthlyK = min > 0 ? min : max;
  if (!(monthlyK > 0)) return null;
  return calculatorHref({ salary: String(Math.round(monthlyK * 1000)), city: job.adcode });
}

/** Yuan with two decimals in the page's language. */
export function formatYuan(amount: number, locale: Locale): string {
  return amount.toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
