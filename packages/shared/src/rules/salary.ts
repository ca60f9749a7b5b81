/**
 * Displayed salary (spec section 9): minimum or maximum times salary_num, in K
 * CNY per month. One rule for every place a salary shows.
 */
export interface SalaryFields {
  minimum_salary: number;
  maximum_salary: number;
  salary_num: number;
}

export function displayedSalaryK(job: SalaryFields): { min: number; max: number } {
  const num = job.salary_num > 0 ? job.salary_num : 1;
  return { min: job.minimum_salary * num, max: job.maximum_salary * num };
}

/** "20K-35K"; a single value when both bounds are equal. */
export function formatSalaryRange(job: SalaryFields): string {
  const { min, max } = displayedSalaryK(job);
  return min === max ? `${min}K` : `${min}K-${max}K`;
}
