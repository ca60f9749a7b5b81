import {
  type AuditEntry,
  fullName,
  type GetReviewStatusData,
  isCreditCode,
  type Locale,
  type ReviewCertificate,
  type ReviewCompany,
  translate,
} from '@jobbridge/shared';
import type { AuditRow, CertificateRow, ReviewCompanyRow, ReviewJobRow, reviewStatusOf } from './service';

/** The GET path of a licence or certificate file (platform admins and the company's members). */
export const reviewFileUrl = (fileId: string | null) => (fileId ? `/api/review/file/${fileId}` : null);

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const brandIn = (row: { brand_name: string; eng_brand_name: string }, locale: Locale) =>
  (locale === 'zh' ? row.brand_name || row.eng_brand_name : row.eng_brand_name || row.brand_name) ?? '';

export const presentReviewCertificate = (row: CertificateRow, locale: Locale): ReviewCertificate => ({
  certificate_id: row.certificate_id,
  company_id: row.company_id,
  company_name: brandIn(row, locale),
  name: row.name,
  type: row.type,
  file_url: reviewFileUrl(row.file_id),
  is_public: row.is_public,
  status: row.status,
  review_reason: row.review_reason,
  review_note: row.review_note,
  created_at: iso(row.created_at)!,
});

export const presentReviewCompany = (row: ReviewCompanyRow, locale: Locale): ReviewCompany => ({
  company_id: row.company_id,
  business_license_name: row.business_license_name,
  brand_name: row.brand_name,
  eng_brand_name: row.eng_brand_name,
  industry: row.industry ?? '',
  size: row.size ?? '',
  city: (locale === 'zh' ? row.city_zh : row.city_en) ?? '',
  address_en: row.address_en,
  address_zh: row.address_zh,
  intro_en: row.intro_en,
  intro_zh: row.intro_zh,
  website: row.website,
  founded_year: row.founded_year,
  business_email: row.business_email,
  business_email_verified: row.business_email_verified_at !== null,
  business_email_free: row.business_email_free,
  license_name: row.license_name,
  credit_code: row.credit_code,
  credit_code_valid: row.credit_code ? isCreditCode(row.credit_code) : false,
  license_file_url: reviewFileUrl(row.license_file_id),
  verification_status: row.verification_status,
  review_reason: row.review_reason,
  review_note: row.review_note,
  license_status: row.license_status,
  license_reason: row.license_reason,
  license_note: row.license_note,
  reviewed_at: iso(row.reviewed_at),
  suspended_at: iso(row.suspended_at),
  suspend_reason: row.suspend_reason,
  created_at: iso(row.created_at)!,
  updated_at: iso(row.updated_at)!,
  certificates: row.certificates.map((certificate) => presentReviewCertificate(certificate, locale)),
});

export const presentReviewJob = (row: ReviewJobRow, locale: Locale) => ({
  job_id: row.job_id,
  company_id: row.company_id,
  position: locale === 'zh' ? row.position_zh || row.position_en : row.position_en || row.position_zh,
  status: row.status,
});

export const presentAuditEntry = (row: AuditRow, locale: Locale): AuditEntry => ({
  audit_id: row.audit_id,
  actor_id: row.actor_id,
  actor_name: fullName(row, locale) || row.email || '',
  action: row.action,
  target_type: row.target_type,
  target_id: row.target_id,
  reason: row.reason,
  note: row.note,
  created_at: iso(row.created_at)!,
});

/** A reason code with its label in the reader's language (review.reasons.<code>). */
const outcomeOf = (reason: string | null, note: string | null, locale: Locale) =>
  reason ? { reason, reason_label: translate(locale, `review.reasons.${reason}`), note } : null;

export const presentReviewStatus = (
  row: Awaited<ReturnType<typeof reviewStatusOf>>,
  locale: Locale,
): GetReviewStatusData => ({
  company_id: row.company_id,
  verification_status: row.verification_status,
  review: row.verification_status === 'rejected' ? outcomeOf(row.review_reason, row.review_note, locale) : null,
  license_status: row.license_status,
  license: row.license_status === 'rejected' ? outcomeOf(row.license_reason, row.license_note, locale) : null,
  suspended: row.suspended_at !== null,
  suspension: row.suspended_at ? outcomeOf(row.suspend_reason, null, locale) : null,
  certificates: row.certificates.map((certificate) => ({
    certificate_id: certificate.certificate_id,
    name: certificate.name,
    status: certificate.status,
    rejection:
      certificate.status === 'rejected' ? outcomeOf(certificate.review_reason, certificate.review_note, locale) : null,
  })),
});
