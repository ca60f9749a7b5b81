import type { certificates } from '@jobbridge/db';
import { headlineFor, type Locale, type OwnCertificate, type OwnCompany, type TeamMember } from '@jobbridge/shared';
import type { OwnCompanyRow } from './onboarding';
import type { MemberRow } from './team';

/** The company as its members see it: every field, both languages, review states and reasons. */
export const presentOwnCompany = (row: OwnCompanyRow, locale: Locale): OwnCompany => ({
  company_id: row.company_id,
  business_license_name: row.business_license_name,
  brand_name: row.brand_name,
  eng_brand_name: row.eng_brand_name,
  logo_url: row.logo_url,
  industry: row.industry,
  size: row.size,
  founded_year: row.founded_year,
  website: row.website,
  adcode: row.adcode,
  city: (locale === 'zh' ? row.city_zh : row.city_en) ?? '',
  address_en: row.address_en,
  address_zh: row.address_zh,
  intro_en: row.intro_en,
  intro_zh: row.intro_zh,
  business_email: row.business_email,
  business_email_free: row.business_email_free,
  license_name: row.license_name,
  credit_code: row.credit_code,
  verification_status: row.verification_status,
  review_reason: row.review_reason,
  review_note: row.review_note,
  license_status: row.license_status,
  license_reason: row.license_reason,
  license_note: row.license_note,
  completeness: row.completeness,
});

export const presentCertificate = (row: typeof certificates.$inferSelect): OwnCertificate => ({
  certificate_id: row.certificate_id,
  name: row.name,
  type: row.type,
  file_id: row.file_id,
  status: row.status,
  review_reason: row.review_reason,
  review_note: row.review_note,
  created_at: row.created_at.toISOString(),
});

export const presentMember = (row: MemberRow, locale: Locale): TeamMember => ({
  company_admin_id: row.company_admin_id,
  user_id: row.user_id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  avatar_url: row.avatar_url,
  headline_job: headlineFor(row, locale),
  headline_en: row.headline_job,
  headline_zh: row.headline_job_zh,
  adcode: row.adcode,
  city: (locale === 'zh' ? row.city_zh : row.city_en) ?? '',
  role: row.role,
  status: row.status,
  created_at: row.created_at.toISOString(),
});
