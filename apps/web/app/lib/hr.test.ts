import { createJobBody, JOB_SKILLS_MAX, JOB_TITLE_MAX_LENGTH, JOB_VALID_MAX_DAYS } from '@jobbridge/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_JOB_FORM,
  forgetNavigationState,
  type JobForm,
  jobFormBody,
  jobFormProblems,
  jobSavedOf,
  statusFilter,
  toggleId,
} from './hr';

/** The moment the form is checked at: 31 January 2030 is a month ahead. */
const NOW = new Date('2029-12-31T10:00:00+08:00');

const good: JobForm = {
  ...EMPTY_JOB_FORM,
  position_en: 'Engineer',
  position_zh: '工程师',
  description_en: 'Build.',
  description_zh: '开发。',
  minimum_salary: '20',
  maximum_salary: '30',
  salary_num: '13',
  employment_type: 'full_time',
  industry: 'internet',
  seniority: 'mid',
  adcode: '310100',
  skills: ['React'],
  valid_through: '2030-01-31',
};

describe('the job form', () => {
  it('accepts what the shared schema accepts', () => {
    expect(jobFormProblems(good, NOW)).toEqual({});
    expect(createJobBody.safeParse(jobFormBody(good)).success).toBe(true);
  });

  it('refuses an apply-by date outside what the server takes, by the shared rule, in China time', () => {
    const at = (date: string) => jobFormProblems({ ...good, valid_through: date }, NOW).valid_through;
    expect(at('2020-01-01')).toBe('dateRange');
    expect(at('2029-12-30')).toBe('dateRange');
    expect(at('2029-12-31')).toBeUndefined();
    expect(at('2030-02-30')).toBe('invalid');
    // 00:30 on 1 January in China is still 31 December in UTC: today is already the 1st.
    const newYear = new Date('2030-01-01T00:30:00+08:00');
    expect(jobFormProblems({ ...good, valid_through: '2029-12-31' }, newYear).valid_through).toBe('dateRange');
    const last = new Date(NOW.getTime() + (JOB_VALID_MAX_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    expect(at(last)).toBeUndefined();
    expect(at('2031-01-02')).toBe('dateRange');
  });

  it('refuses what the shared schema refuses, field by field', () => {
    const cases: Array<[Partial<JobForm>, keyof JobForm]> = [
      [{ position_en: ' ' }, 'position_en'],
      [{ position_zh: 'x'.repeat(JOB_TITLE_MAX_LENGTH + 1) }, 'position_zh'],
      [{ minimum_salary: '40', maximum_salary: '30' }, 'maximum_salary'],
      [{ salary_num: '0' }, 'salary_num'],
      [{ adcode: '31' }, 'adcode'],
      [{ valid_through: '31/01/2030' }, 'valid_through'],
      [{ skills: Array.from({ length: JOB_SKILLS_MAX + 1 }, (_, i) => `s${i}`) }, 'skills'],
    ];
    for (const [change, field] of cases) {
      const form = { ...good, ...change };
      expect(jobFormProblems(form, NOW)[field], field).toBeDefined();
      const parsed = createJobBody.safeParse(jobFormBody(form));
      expect(parsed.success, field).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
    }
  });
});

describe('applicant list helpers', () => {
  it('reads the status filter', () => {
    expect(statusFilter('3')).toBe(3);
    expect(statusFilter('6')).toBeNull();
    expect(statusFilter('x')).toBeNull();
    expect(statusFilter(null)).toBeNull();
  });
  it('toggles a selection', () => {
    expect(toggleId([1, 2], 2)).toEqual([1]);
    expect(toggleId([1], 2)).toEqual([1, 2]);
  });
});

describe('the notice of a saved job', () => {
  /** A stand-in for window.history: what replaceState leaves is what a reload finds. */
  const historyWith = (state: unknown) => {
    const history: { state: unknown; replaceState: (next: unknown) => void } = {
      state,
      replaceState(next: unknown) {
        history.state = next;
      },
    };
    return history;
  };

  it("is read from the navigation state once, then forgotten, keeping the router's own keys", () => {
    const history = historyWith({ usr: { done: 'createJob' }, key: 'abc123', idx: 2 });
    expect(jobSavedOf((history.state as { usr: unknown }).usr)).toBe('createJob');
    forgetNavigationState(history);
    expect(history.state).toEqual({ usr: null, key: 'abc123', idx: 2 });
    expect(jobSavedOf((history.state as { usr: unknown }).usr)).toBeNull();
  });

  it('leaves a state without one alone', () => {
    for (const state of [null, { usr: null, key: 'k', idx: 0 }, 'text']) {
      const history = historyWith(state);
      forgetNavigationState(history);
      expect(history.state).toBe(state);
    }
  });
});
