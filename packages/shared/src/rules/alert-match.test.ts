import { describe, expect, it } from 'vitest';
import { type AlertCriteria, type AlertJob, jobMatchesAlert, salaryOverlaps, titleMatches } from './alert-match';
import { defaultJobAlert } from './job-alert';

const job = (overrides: Partial<AlertJob> = {}): AlertJob => ({
  position_en: 'Senior Frontend Engineer',
  position_zh: '高级前端工程师',
  employment_type: 'full_time',
  industry: 'internet',
  seniority: 'senior',
  adcode: '310100',
  province_adcode: '310000',
  minimum_salary: 30,
  maximum_salary: 50,
  salary_num: 1,
  company_id: 2001,
  brand_name: '腾讯',
  eng_brand_name: 'Tencent',
  business_license_name: '深圳市腾讯计算机系统有限公司',
  ...overrides,
});
const alert = (overrides: Partial<AlertCriteria> = {}): AlertCriteria => ({ ...defaultJobAlert(), ...overrides });

describe('jobMatchesAlert', () => {
  it('an alert with only the default salary range matches an overlapping job', () => {
    expect(jobMatchesAlert(job(), alert())).toBe(true);
    expect(jobMatchesAlert(job({ minimum_salary: 10, maximum_salary: 20 }), alert())).toBe(false);
  });

  it('matches title words in either language, case-insensitively', () => {
    expect(titleMatches('frontend engineer', job())).toBe(true);
    expect(titleMatches('前端', job())).toBe(true);
    expect(titleMatches('backend engineer', job())).toBe(false);
    expect(jobMatchesAlert(job(), alert({ job_title: ['Designer', 'Frontend'] }))).toBe(true);
    expect(jobMatchesAlert(job(), alert({ job_title: ['Designer'] }))).toBe(false);
  });

  it('checks job type, industry and seniority lists', () => {
    expect(jobMatchesAlert(job(), alert({ job_type_open_to: ['part_time'] }))).toBe(false);
    expect(jobMatchesAlert(job(), alert({ job_type_open_to: ['part_time', 'full_time'] }))).toBe(true);
    expect(jobMatchesAlert(job(), alert({ industry: ['education'] }))).toBe(false);
    expect(jobMatchesAlert(job(), alert({ seniority: ['senior'] }))).toBe(true);
  });

  it('matches the preferred city, a relocation city, or a province covering the city', () => {
    expect(jobMatchesAlert(job(), alert({ preferred_location: '310100' }))).toBe(true);
    expect(jobMatchesAlert(job(), alert({ preferred_location: '110100' }))).toBe(false);
    expect(jobMatchesAlert(job(), alert({ preferred_location: '110100', open_to_relocate_cities: ['310100'] }))).toBe(
      true,
    );
    expect(jobMatchesAlert(job(), alert({ open_to_relocate_cities: ['310000'] }))).toBe(true);
  });

  it('compares displayed salaries (bound × salary_num)', () => {
    expect(
      salaryOverlaps(
        { minimum_salary: 15, maximum_salary: 25, salary_num: 2 },
        { minimum_salary: 40, maximum_salary: 90 },
      ),
    ).toBe(true);
    expect(
      salaryOverlaps(
        { minimum_salary: 100, maximum_salary: 120, salary_num: 1 },
        { minimum_salary: 40, maximum_salary: 90 },
      ),
    ).toBe(false);
  });

  it('matches preferred companies by id or by any of their names', () => {
    expect(jobMatchesAlert(job(), alert({ company_id: [2001] }))).toBe(true);
    expect(jobMatchesAlert(job(), alert({ company_id: [9] }))).toBe(false);
    expect(jobMatchesAlert(job(), alert({ idealCompany: ['tencent'] }))).toBe(true);
    expect(jobMatchesAlert(job(), alert({ idealCompany: ['腾讯'] }))).toBe(true);
    expect(jobMatchesAlert(job(), alert({ idealCompany: ['Alibaba'], company_id: [9] }))).toBe(false);
  });
});
