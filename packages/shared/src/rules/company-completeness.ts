import { COMPANY_COMPLETENESS_WEIGHTS } from '../constants';

/** The parts of a company profile its completeness counts (blank text counts as missing). */
export interface CompanyProfileParts {
  business_license_name?: string | null;
  brand_name?: string | null;
  eng_brand_name?: string | null;
  logo_url?: string | null;
  industry?: string | null;
  size?: string | null;
  founded_year?: number | null;
  website?: string | null;
  adcode?: string | null;
  address_en?: string | null;
  address_zh?: string | null;
  intro_en?: string | null;
  intro_zh?: string | null;
  /** Whether the business e-mail was verified. */
  business_email_verified?: boolean;
}

const given = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * How complete a company profile is, 0-100 (COMPANY_COMPLETENESS_WEIGHTS):
 * stored in companies.completeness on every save; above
 * COMPANY_RANKING_COMPLETENESS the company's jobs rank higher in search.
 */
export function companyCompleteness(parts: CompanyProfileParts): number {
  const w = COMPANY_COMPLETENESS_WEIGHTS;
  const scored: [boolean, number][] = [
    [given(parts.business_license_name), w.businessLicenseName],
    [given(parts.brand_name), w.brandName],
    [given(parts.eng_brand_name), w.engBrandName],
    [given(parts.logo_url), w.logo],
    [given(parts.industry), w.industry],
    [given(parts.size), w.size],
    [typeof parts.founded_year === 'number', w.foundedYear],
    [given(parts.website), w.website],
    [given(parts.adcode), w.location],
    [given(parts.address_en), w.addressEn],
    [given(parts.address_zh), w.addressZh],
    [given(parts.intro_en), w.introEn],
    [given(parts.intro_zh), w.introZh],
    [parts.business_email_verified === true, w.businessEmail],
  ];
  return Math.min(
    100,
    scored.reduce((sum, [has, weight]) => sum + (has ? weight : 0), 0),
  );
}

/** The parts still missing, by weight (largest first): what the page suggests adding. */
export function missingCompanyParts(parts: CompanyProfileParts): (keyof typeof COMPANY_COMPLETENESS_WEIGHTS)[] {
  const w = COMPANY_COMPLETENESS_WEIGHTS;
  const checks: [keyof typeof w, boolean][] = [
    ['businessLicenseName', given(parts.business_license_name)],
    ['brandName', given(parts.brand_name)],
    ['engBrandName', given(parts.eng_brand_name)],
    ['logo', given(parts.logo_url)],
    ['introEn', given(parts.intro_en)],
    ['introZh', given(parts.intro_zh)],
    ['industry', given(parts.industry)],
    ['size', given(parts.size)],
    ['foundedYear', typeof parts.founded_year === 'number'],
    ['website', given(parts.website)],
    ['location', given(parts.adcode)],
    ['addressEn', given(parts.address_en)],
    ['addressZh', given(parts.address_zh)],
    ['businessEmail', parts.business_email_verified === true],
  ];
  return checks.filter(([, has]) => !has).map(([key]) => key);
}
