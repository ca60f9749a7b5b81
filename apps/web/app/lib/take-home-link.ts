import { displayedSalaryK, type SalaryFields, type TakeHomeQuery } from '@jobbridge/shared';

// Links to the calculator, apart from its rules (take-home-form.ts): a job page links to it without loading them.

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
