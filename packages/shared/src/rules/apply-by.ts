import { JOB_DATE_PATTERN, JOB_VALID_MAX_DAYS, todayInChina } from '../limits';

const DAY_MS = 86_400_000;

/** The end of an apply-by day ('yyyy-MM-dd') in China Standard Time: the job takes applications until then. */
export const endOfChinaDay = (date: string): Date => new Date(`${date}T23:59:59.999+08:00`);

/**
 * The apply-by dates a job may take at `now`: from today (China time) to the
 * last day that ends within JOB_VALID_MAX_DAYS, as 'yyyy-MM-dd' (a date
 * input's `min` and `max`).
 */
export function applyByBounds(now: Date): { min: string; max: string } {
  const latest = now.getTime() + JOB_VALID_MAX_DAYS * DAY_MS;
  let max = todayInChina(new Date(latest));
  if (endOfChinaDay(max).getTime() > latest) max = todayInChina(new Date(endOfChinaDay(max).getTime() - DAY_MS));
  return { min: todayInChina(now), max };
}

/**
 * Why an apply-by date is refused, the same rule for the job form and for
 * createJob / editJob: 'invalid' when it is not a calendar date
 * ('yyyy-MM-dd'), 'range' when it is before today or ends later than
 * JOB_VALID_MAX_DAYS ahead (China time); null when it is accepted.
 */
export function applyByProblem(date: string, now: Date): 'invalid' | 'range' | null {
  if (!JOB_DATE_PATTERN.test(date)) return 'invalid';
  const end = endOfChinaDay(date);
  if (Number.isNaN(end.getTime()) || todayInChina(end) !== date) return 'invalid';
  if (date < todayInChina(now) || end.getTime() > now.getTime() + JOB_VALID_MAX_DAYS * DAY_MS) return 'range';
  return null;
}
