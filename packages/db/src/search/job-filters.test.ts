import { describe, expect, it } from 'vitest';
import { jobFilterQuery, salaryBucketLexemes } from './job-filters';

const range = (kind: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `'~${kind}:${from + i}'`).join(' | ');

describe('jobFilterQuery', () => {
  it('writes the filters as index tokens, AND-ed', () => {
    expect(jobFilterQuery({ places: ['310100', '310101'], employment_type: 'full_time', seniority: 'senior' })).toBe(
      "( '~city:310100' | '~city:310101' ) & '~type:full_time' & '~sen:senior'",
    );
    expect(jobFilterQuery({})).toBeNull();
  });

  it('writes a salary bound as its buckets, or as NOT the others when they are fewer', () => {
    // At least 150K: buckets 30 to 40 of the highest salary, 11 of 41.
    expect(jobFilterQuery({ min_salary: 150 })).toBe(`( ${range('hi', 30, 40)} )`);
    // At least 25K: buckets 5 to 40, 36 of 41; the job's one bucket is none of 0 to 4.
    expect(jobFilterQuery({ min_salary: 25 })).toBe(`!( ${range('hi', 0, 4)} )`);
    expect(jobFilterQuery({ min_salary: 5 })).toBe("!'~hi:0'");
    // At most 20K: buckets 0 to 4 of the lowest salary; at most 150K: 0 to 30, so NOT 31 to 40.
    expect(jobFilterQuery({ max_salary: 20 })).toBe(`( ${range('lo', 0, 4)} )`);
    expect(jobFilterQuery({ max_salary: 150 })).toBe(`!( ${range('lo', 31, 40)} )`);
    expect(jobFilterQuery({ industry: 'internet', min_salary: 25, max_salary: 20 })).toBe(
      `'~ind:internet' & !( ${range('hi', 0, 4)} ) & ( ${range('lo', 0, 4)} )`,
    );
    // The statistics still see the buckets the bound selects.
    expect(salaryBucketLexemes({ min_salary: 25 }).min).toHaveLength(36);
  });
});
