import { describe, expect, it } from 'vitest';
import { calculatorHref, evaluateTakeHome, formatYuan, takeHomeHrefForJob, takeHomeValuesOf } from './take-home-form';

describe('the take-home calculator form', () => {
  it("links a job's minimum monthly salary and city (decision 0026)", () => {
    const job = { minimum_salary: 20, maximum_salary: 35, salary_num: 1, adcode: '110100' };
    expect(takeHomeHrefForJob(job)).toBe('/guides/calculator?salary=20000&city=110100');
    // The displayed salary rule: bounds times salary_num, in K.
    expect(takeHomeHrefForJob({ ...job, salary_num: 2 })).toBe('/guides/calculator?salary=40000&city=110100');
    expect(takeHomeHrefForJob({ ...job, minimum_salary: 0 })).toBe('/guides/calculator?salary=35000&city=110100');
    expect(takeHomeHrefForJob({ ...job, minimum_salary: 0, maximum_salary: 0 })).toBeNull();
  });

  it('reads the query string and keeps only filled fields in the address', () => {
    const values = takeHomeValuesOf(new URLSearchParams('salary=20000&city=310100&extra=1'));
    expect(values.salary).toBe('20000');
    expect(values.bonus).toBe('');
    expect(calculatorHref(values)).toBe('/guides/calculator?salary=20000&city=310100');
    expect(calculatorHref(takeHomeValuesOf(new URLSearchParams()))).toBe('/guides/calculator');
    expect(evaluateTakeHome(values).result?.months[0].takeHome).toBe(16_155);
    expect(evaluateTakeHome({ ...values, salary: 'x' }).result).toBeNull();
  });

  it('formats yuan with two decimals in both languages', () => {
    expect(formatYuan(16155, 'en')).toBe('16,155.00');
    expect(formatYuan(547.41, 'zh')).toBe('547.41');
  });
});
