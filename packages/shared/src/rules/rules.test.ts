import { describe, expect, it } from 'vitest';
import { applyBlocker, profileStrength } from './profile-strength';
import { displayedSalaryK, formatSalaryRange } from './salary';
import { daysAgo, formatCreateTime, messageTimeDisplay, parseCreateTime } from './time-display';

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

describe('time display in UTC+8 (spec sections 3 and 9)', () => {
  const now = new Date('2026-11-21T04:00:00Z'); // 12:00 in China
  it('formats and parses create_time', () => {
    const d = new Date('2026-11-20T17:05:09Z');
    expect(formatCreateTime(d)).toBe('2026-11-21 01:05:09');
    expect(parseCreateTime('2026-11-21 01:05:09').getTime()).toBe(d.getTime());
    expect(Number.isNaN(parseCreateTime('nope').getTime())).toBe(true);
  });
  it('shows the time today, Yesterday, month/day, or the full date', () => {
    expect(messageTimeDisplay(new Date('2026-11-20T16:30:00Z'), now)).toEqual({ kind: 'today', text: '00:30' });
    expect(messageTimeDisplay(new Date('2026-11-20T15:59:00Z'), now)).toEqual({ kind: 'yesterday', text: '23:59' });
    expect(messageTimeDisplay(new Date('2026-03-02T02:00:00Z'), now)).toEqual({ kind: 'thisYear', text: '3/2' });
    expect(messageTimeDisplay(new Date('2025-12-31T02:00:00Z'), now)).toEqual({ kind: 'older', text: '2025/12/31' });
  });
  it('counts calendar days ago', () => {
    expect(daysAgo(new Date('2026-11-18T04:00:00Z'), now)).toBe(3);
    expect(daysAgo(new Date('2026-11-22T04:00:00Z'), now)).toBe(0);
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
