import type { CompanyDetail, CompanyListItem, Locale } from '@jobbridge/shared';
import type { CompanyDetailRow, CompanyListRow } from './service';

export const presentCompanyListItem = (row: CompanyListRow, locale: Locale): CompanyListItem => ({
  company_id: row.company_id,
  business_license_name: row.business_license_name,
  brand_name: row.brand_name,
  eng_brand_name: row.eng_brand_name,
  logo_url: row.logo_url,
  industry: row.industry ?? '',
  city: (locale === 'zh' ? row.city_zh : row.city_en) ?? '',
  open_jobs: Number(row.open_jobs),
  verified: row.verification_status === 'approved',
});

/** A company's page in the reader's language; address, intro, website and certificates once verified. */
export const presentCompanyDetail = (row: CompanyDetailRow, locale: Locale): CompanyDetail => {
  const verified = row.verification_status === 'approved';
  const inLocale = (en: string | null, zh: string | null) => (locale === 'zh' ? zh || en : en || zh) || null;
  return {
    company_id: row.company_id,
    business_license_name: row.business_license_name,
    brand_name: row.brand_name,
    eng_brand_name: row.eng_brand_name,
    logo_url: row.logo_url,
    industry: row.industry ?? '',
    size: row.size ?? '',
    city: (locale === 'zh' ? row.city_zh : row.city_en) ?? '',
    address: verified ? inLocale(row.address_en, row.address_zh) : null,
    intro: verified ? inLocale(row.intro_en, row.intro_zh) : null,
    website: verified ? row.website || null : null,
    verified,
    certificates: verified
      ? row.certificates.map((certificate) => ({ certificate_id: certificate.certificate_id, name: certificate.name }))
      : [],
    open_jobs: row.open_jobs,
  };
};
