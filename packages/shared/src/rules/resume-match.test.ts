import { describe, expect, it } from 'vitest';
import {
  candidateMandarin,
  type MatchCandidate,
  type MatchJob,
  RESUME_MATCH_WEIGHTS,
  requiredMandarin,
  resumeMatch,
  textHasSkill,
  yearsOfExperience,
} from './resume-match';

const now = new Date('2026-06-01T00:00:00Z');
const candidate = (overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({
  summary: 'Frontend developer: React, TypeScript and CSS.',
  careers: [
    { title: 'Frontend Engineer', responsibilities: 'Built React apps', start_date: '2019-06-01', end_date: null },
  ],
  mandarin: 'conversational',
  native_language: 'en',
  places: ['310100'],
  salary: { minimum_salary: 30, maximum_salary: 60 },
  ...overrides,
});
const job = (overrides: Partial<MatchJob> = {}): MatchJob => ({
  skills: ['React', 'TypeScript', 'Java'],
  seniority: 'senior',
  employment_type: 'full_time',
  adcode: '310100',
  province_adcode: '310000',
  minimum_salary: 35,
  maximum_salary: 55,
  salary_num: 1,
  requirements: 'Conversational Mandarin (HSK 4 or above) is preferred.',
  ...overrides,
});

describe('resumeMatch', () => {
  it('weights add up to 100', () => {
    expect(Object.values(RESUME_MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('finds skills as whole words (Java is not JavaScript)', () => {
    expect(textHasSkill('I write JavaScript', 'Java')).toBe(false);
    expect(textHasSkill('Java and Go', 'java')).toBe(true);
    expect(textHasSkill('熟悉数据分析', '数据分析')).toBe(true);
    expect(textHasSkill('C++ daily', 'C++')).toBe(true);
  });

  it('counts overlapping careers once', () => {
    const years = yearsOfExperience(
      [
        { title: '', responsibilities: '', start_date: '2020-01-01', end_date: '2022-01-01' },
        { title: '', responsibilities: '', start_date: '2021-01-01', end_date: '2023-01-01' },
      ],
      now,
    );
    expect(years).toBeCloseTo(3, 1);
  });

  it('reads the Mandarin a job asks for and the candidate has', () => {
    expect(requiredMandarin('Fluent Mandarin (HSK 5 or above) is required.')).toBe(3);
    expect(requiredMandarin('要求中文流利（HSK 五级及以上）。')).toBe(3);
    expect(requiredMandarin('Basic Mandarin is a plus.')).toBe(1);
    expect(requiredMandarin('Mandarin is not required; we work in English.')).toBe(0);
    expect(candidateMandarin({ mandarin: null, native_language: 'zh' })).toBe(4);
    expect(candidateMandarin({ mandarin: 'basic', native_language: 'en' })).toBe(1);
  });

  it('scores each part and the weighted percent', () => {
    const match = resumeMatch(candidate(), job(), now);
    expect(match.matched_skills).toEqual(['React', 'TypeScript']);
    expect(match.missing_skills).toEqual(['Java']);
    expect(match.parts).toEqual({ skills: 67, seniority: 100, location: 100, salary: 100, language: 100 });
    expect(match.percent).toBe(Math.round((67 * 40 + 100 * 60) / 100));
  });

  it('lowers seniority, location, salary and language when they fall short', () => {
    const match = resumeMatch(
      candidate({
        careers: [{ title: 'Engineer', responsibilities: '', start_date: '2025-01-01', end_date: null }],
        places: ['440300'],
        salary: { minimum_salary: 100, maximum_salary: 120 },
        mandarin: 'none',
      }),
      job({ requirements: 'Fluent Mandarin is required.' }),
      now,
    );
    expect(match.parts.seniority).toBeLessThan(100);
    expect(match.parts.location).toBe(0);
    expect(match.parts.salary).toBe(55);
    expect(match.parts.language).toBe(0);
  });

  it('is neutral (50) on place and pay the candidate never stated; remote jobs fit anywhere', () => {
    const match = resumeMatch(candidate({ places: [], salary: null }), job(), now);
    expect(match.parts.location).toBe(50);
    expect(match.parts.salary).toBe(50);
    expect(resumeMatch(candidate({ places: ['440300'] }), job({ employment_type: 'remote' }), now).parts.location).toBe(
      100,
    );
    expect(resumeMatch(candidate(), job({ skills: [] }), now).parts.skills).toBe(100);
  });
});
