import { describe, expect, it } from 'vitest';
import { JOB_VALID_MAX_DAYS, todayInChina } from '../limits';
import { applyByBounds, applyByProblem, endOfChinaDay } from './apply-by';

describe('the apply-by date rule', () => {
  const now = new Date('2026-03-10T20:00:00+08:00');

  it('takes today to the last day that ends within JOB_VALID_MAX_DAYS, China time', () => {
    const { min, max } = applyByBounds(now);
    expect(min).toBe('2026-03-10');
    expect(applyByProblem(min, now)).toBeNull();
    expect(applyByProblem(max, now)).toBeNull();
    expect(endOfChinaDay(max).getTime()).toBeLessThanOrEqual(now.getTime() + JOB_VALID_MAX_DAYS * 86_400_000);
    const after = todayInChina(new Date(endOfChinaDay(max).getTime() + 1));
    expect(applyByProblem(after, now)).toBe('range');
    expect(applyByProblem('2026-03-09', now)).toBe('range');
    expect(applyByProblem('2020-01-01', now)).toBe('range');
  });

  it('counts days in China: after 16:00 UTC it is already tomorrow', () => {
    const late = new Date('2026-03-10T16:30:00Z');
    expect(applyByBounds(late).min).toBe('2026-03-11');
    expect(applyByProblem('2026-03-10', late)).toBe('range');
  });

  it('refuses what is not a calendar date', () => {
    for (const date of ['2026-02-30', '10/03/2026', '2026-3-10', ''])
      expect(applyByProblem(date, now), date).toBe('invalid');
  });
});
