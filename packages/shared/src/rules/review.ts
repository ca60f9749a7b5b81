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
  'chat_report.dismissed',
  'chat_report.upheld',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
