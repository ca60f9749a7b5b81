import { describe, expect, it } from 'vitest';
import { applyBlocker, profileStrength } from './profile-strength';
import { displayedSalaryK, formatSalaryRange } from './salary';

describe('salary display (spec section 9)', () => {
  it('multiplies both bounds by salary_num, in K', () => {
    expect(displayedSalaryK({ minimum_salary: 10, maximum_salary: 15, salary_num: 2 })).toEqual({ min: 20, max: 30 });
    expect(formatSalaryRange({ minimum_salary: 20, maximum_salary: 35, salary_num: 1 })).toBe('20K-35K');
    expect(formatSalaryRange({ minimum_salary: 30, maximum_salary: 30, salary_num: 1 })).toBe('30K');
  });
  it('treats a missing multiplier as 1', () => {
    expect(formatSalaryRange({ minimum_salary: 8, maximum_salary: 12, salary_num: 0 })).toBe('8K-12K');
  });
});

describe('profile strength (spec section 9)', () => {
  const empty = { careers: [], educations: [] };
  it('is 0 for an empty profile and 100 for a complete one', () => {
    expect(profileStrength(empty).percent).toBe(0);
    const full = profileStrength({
      avatar_url: '/a.png',
      birth_date: '1990-01-01',
      summary: 'Engineer',
      careers: [{ responsibilities: 'Built things' }],
      educations: [{}],
      mandarin: 'fluent',
      status: 2,
    });
    expect(full.percent).toBe(100);
    expect(full.missing).toEqual([]);
  });
  it('weighs each part as the spec says and suggests the heaviest missing part first', () => {
    const s = profileStrength({ ...empty, careers: [{ responsibilities: '' }], native_language: 'English' });
    expect(s.percent).toBe(25);
    expect(s.missing[0]).toBe('emailVerified');
    expect(profileStrength({ ...empty, summary: '   ' }).percent).toBe(0);
  });
  it('blocks applying below 60 % or without a verified e-mail', () => {
    expect(applyBlocker(80, 0)).toBe('email');
    expect(applyBlocker(55, 2)).toBe('strength');
    expect(applyBlocker(60, 2)).toBeNull();
  });
});
