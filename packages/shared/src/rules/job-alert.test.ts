import { describe, expect, it } from 'vitest';
import { createJobAlertBody } from '../schemas/alert';
import {
  addTag,
  cityMatches,
  companyMatches,
  companyTag,
  dedupeList,
  defaultJobAlert,
  JOB_ALERT_LIMITS,
  normalizeJobAlert,
  remainingTags,
  searchCities,
  searchCompanies,
  splitList,
} from './job-alert';

describe('job alert rules', () => {
  it('splits comma-separated text (ASCII and Chinese commas) and drops blanks', () => {
    expect(splitList(' a, b ,,c，d ')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitList(['x', ' y '])).toEqual(['x', 'y']);
    expect(splitList(null)).toEqual([]);
  });

  it('ignores duplicates by any case, keeping the first spelling', () => {
    expect(dedupeList(['Engineer', 'engineer ', 'Designer', 'ENGINEER'])).toEqual(['Engineer', 'Designer']);
  });

  it('adds a tag unless blank, repeated or the list is full; counts what is left', () => {
    expect(addTag(['a'], 'B', 5)).toEqual(['a', 'B']);
    expect(addTag(['a'], ' A ', 5)).toEqual(['a']);
    expect(addTag(['a'], '  ', 5)).toEqual(['a']);
    const full = ['1', '2', '3', '4', '5'];
    expect(addTag(full, '6', 5)).toEqual(full);
    expect(remainingTags(full, 5)).toBe(0);
    expect(remainingTags(['1', '2'], 5)).toBe(3);
  });

  it('finds a city by its city or province name, case-insensitively', () => {
    const cities = [
      { value: '440300', city: 'Shenzhen', province: 'Guangdong' },
      { value: '310100', city: 'Shanghai', province: 'Shanghai' },
      { value: '330100', city: '杭州', province: '浙江' },
    ];
    expect(searchCities(cities, 'guang').map((c) => c.value)).toEqual(['440300']);
    expect(searchCities(cities, 'SHEN').map((c) => c.value)).toEqual(['440300']);
    expect(searchCities(cities, '浙江').map((c) => c.value)).toEqual(['330100']);
    expect(cityMatches(cities[1], '')).toBe(true);
  });

  it('finds a company by licence name, Chinese brand or English brand', () => {
    const companies = [
      {
        company_id: 1,
        business_license_name: '深圳市腾讯计算机系统有限公司',
        brand_name: '腾讯',
        eng_brand_name: 'Tencent',
      },
      { company_id: 2, business_license_name: 'Acme Trading Co', brand_name: '阿克米', eng_brand_name: 'Acme' },
    ];
    expect(searchCompanies(companies, 'tencent').map((c) => c.company_id)).toEqual([1]);
    expect(searchCompanies(companies, '腾讯').map((c) => c.company_id)).toEqual([1]);
    expect(searchCompanies(companies, '计算机').map((c) => c.company_id)).toEqual([1]);
    expect(searchCompanies(companies, 'trading').map((c) => c.company_id)).toEqual([2]);
    expect(companyMatches(companies[1], 'nothing')).toBe(false);
  });

  it('uses the picked company as the tag, else the typed text', () => {
    const picked = { company_id: 9, business_license_name: 'L', brand_name: '品牌', eng_brand_name: 'Brand' };
    expect(companyTag('bra', picked, 'en')).toEqual({ name: 'Brand', company_id: 9 });
    expect(companyTag('bra', picked, 'zh')).toEqual({ name: '品牌', company_id: 9 });
    expect(companyTag(' Typed Co ', null, 'en')).toEqual({ name: 'Typed Co', company_id: null });
  });

  it('normalises an alert: lists deduplicated, defaults, relocation without the preferred city', () => {
    const { value, problems } = normalizeJobAlert({
      job_title: 'Engineer,engineer, Designer',
      industry: 'internet,internet',
      preferred_location: '310100',
      open_to_relocate_cities: '310100,440300,440300',
      company_id: '5,5,x,7',
    });
    expect(problems).toEqual([]);
    expect(value.job_title).toEqual(['Engineer', 'Designer']);
    expect(value.industry).toEqual(['internet']);
    expect(value.open_to_relocate_cities).toEqual(['440300']);
    expect(value.company_id).toEqual([5, 7]);
    expect(value.minimum_salary).toBe(40);
    expect(value.maximum_salary).toBe(90);
    expect(defaultJobAlert().job_search_status).toBe('0');
  });

  it('reports more than 5 industries, companies or cities, and a minimum above the maximum', () => {
    const six = 'a,b,c,d,e,f';
    const { problems } = normalizeJobAlert({
      industry: six,
      idealCompany: six,
      open_to_relocate_cities: '1,2,3,4,5,6',
      minimum_salary: 100,
      maximum_salary: 50,
    });
    expect(problems.map((p) => p.field).sort()).toEqual(
      ['idealCompany', 'industry', 'minimum_salary', 'open_to_relocate_cities'].sort(),
    );
    // Five distinct values plus repeats are within the limit.
    expect(normalizeJobAlert({ industry: 'a,b,c,d,e,A,B' }).problems).toEqual([]);
    expect(JOB_ALERT_LIMITS.industries).toBe(5);
  });

  it('the createJobAlert schema applies the same rules to form text', () => {
    const ok = createJobAlertBody.safeParse({ industry: 'internet, Internet ,ai', company_id: '1,1,2' });
    expect(ok.success && ok.data.industry).toEqual(['internet', 'ai']);
    expect(ok.success && ok.data.company_id).toEqual([1, 2]);
    const over = createJobAlertBody.safeParse({ industry: 'a,b,c,d,e,f' });
    expect(over.success).toBe(false);
    const order = createJobAlertBody.safeParse({ minimum_salary: '80', maximum_salary: '60' });
    expect(order.success).toBe(false);
    expect(order.error?.issues[0].message).toBe('alert.salaryOrder');
    expect(createJobAlertBody.safeParse({ open_to_relocate_cities: 'shanghai' }).success).toBe(false);
  });

  it('refuses lists that are not text with field issues, never by throwing', () => {
    for (const value of [{ toString: false }, { a: 1 }, [{ a: 1 }], [null], true]) {
      const parsed = createJobAlertBody.safeParse({ seniority: value, industry: value });
      expect(parsed.success, JSON.stringify(value)).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain('seniority');
    }
    expect(createJobAlertBody.safeParse({ industry: ['internet', 7] }).success).toBe(true);
  });
});
