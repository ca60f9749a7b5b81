/**
 * Platform review (decision 0023): the fixed reasons a reviewer picks when
 * refusing a company's info, its licence or a certificate, or suspending a
 * company or a job. Each has a bilingual label in the catalogues
 * (`review.reasons.<code>`), which the employer reads in either language;
 * the reviewer may add a note in their own words. Zod-free, for the web.
 */
export const REJECT_REASONS = ['unreadable', 'nameMismatch', 'invalidCreditCode', 'unverifiable', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const SUSPEND_REASONS = ['fraud', 'misleading', 'complaints', 'other'] as const;
export type SuspendReason = (typeof SUSPEND_REASONS)[number];

/** Every reason code, for labels: `review.reasons.<code>`. */
export const REVIEW_REASONS = [...new Set([...REJECT_REASONS, ...SUSPEND_REASONS])];

/** What a reviewer decides on a pending item. */
export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The actions written to audit_log, one per admin call. */
export const AUDIT_ACTIONS = [
  'company.approve',
  'company.reject',
  'license.approve',
  'license.reject',
  'certificate.approve',
  'certificate.reject',
  'company.suspend',
  'company.lift',
  'job.suspend',
  'job.lift',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * Whether a unified social credit code (GB 32100-2015) is well formed: 18
 * characters of its alphabet whose last is the check character. A hint for
 * the reviewer, who still compares it with the licence.
 */
export function isCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(code[i]) * CREDIT_CODE_WEIGHTS[i];
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CODE_CHARS[check] === code[17];
}
