import { describe, expect, it } from 'vitest';
import { COMPANY_COMPLETENESS_WEIGHTS, COMPANY_RANKING_COMPLETENESS } from '../constants';
import { type CompanyProfileParts, companyCompleteness, missingCompanyParts } from './company-completeness';

const full: CompanyProfileParts = {
  business_license_name: '深圳市测试科技有限公司',
  brand_name: '测试',
  eng_brand_name: 'Test Co',
  logo_url: '/api/company/logo/abc',
  industry: 'internet',
  size: '100-499',
  founded_year: 2010,
  website: 'https://test.example',
  adcode: '440300',
  address_en: '1 Science Park Road, Shenzhen',
  address_zh: '深圳市科技园一路1号',
  intro_en: 'We build things.',
  intro_zh: '我们做产品。',
  business_email_verified: true,
};

describe('companyCompleteness', () => {
  it('weights add up to 100', () => {
    expect(Object.values(COMPANY_COMPLETENESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('is 100 for a complete profile and 0 for an empty one', () => {
    expect(companyCompleteness(full)).toBe(100);
    expect(companyCompleteness({})).toBe(0);
    expect(missingCompanyParts(full)).toEqual([]);
  });

  it('counts blank text as missing', () => {
    expect(companyCompleteness({ ...full, intro_en: '   ', website: '' })).toBe(85);
  });

  it('names only the three names: 30, far from ranking higher', () => {
    const names = { business_license_name: 'A', brand_name: 'B', eng_brand_name: 'C' };
    expect(companyCompleteness(names)).toBe(30);
    expect(companyCompleteness(names)).toBeLessThanOrEqual(COMPANY_RANKING_COMPLETENESS);
  });

  it('without a logo and one introduction the profile is exactly 80: not yet above the ranking line', () => {
    const value = companyCompleteness({ ...full, logo_url: null, intro_zh: null });
    expect(value).toBe(80);
    expect(value > COMPANY_RANKING_COMPLETENESS).toBe(false);
    expect(missingCompanyParts({ ...full, logo_url: null, intro_zh: null })).toEqual(['logo', 'introZh']);
  });
});
