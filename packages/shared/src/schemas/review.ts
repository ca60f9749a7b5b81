import { z } from 'zod';
import { MAX_PAGE, PAGE_SIZE, REVIEW_NOTE_MAX_LENGTH } from '../limits';
import { CHAT_REPORT_OUTCOMES, CHAT_REPORT_REASONS, CHAT_REPORT_STATUSES, CHAT_SIDES } from '../rules/chat';
import { REJECT_REASONS, REVIEW_DECISIONS, SUSPEND_REASONS } from '../rules/review';
import { pageOf } from './envelope';
import { emptyBody, enumField, idField, optionalEnum, optionalInt, optionalText } from './fields';
import { chatMessageItem } from './message';

/**
 * Platform review (decision 0023): the platform administrator's calls under
 * /api/review. Every call but getReviewStatus answers 4004 to anyone who is
 * not a platform administrator, so the console's existence is not revealed.
 */

const reviewNote = () => optionalText(REVIEW_NOTE_MAX_LENGTH);

const decisionFields = {
  decision: enumField(REVIEW_DECISIONS),
  reason: optionalEnum(REJECT_REASONS),
  note: reviewNote(),
};

/** A reason is required when the decision is a refusal (field error on `reason`). */
const reasonToReject = (value: { decision: string; reason?: string }, context: z.core.$RefinementCtx) => {
  if (value.decision === 'reject' && !value.reason) {
    context.addIssue({ code: 'custom', path: ['reason'], message: 'errors.field.required' });
  }
};

const reviewStatus = z.enum(['draft', 'pending', 'approved', 'rejected']);

/** A certificate as the reviewer sees it. */
export const reviewCertificate = z.object({
  certificate_id: z.number().int(),
  company_id: z.number().int(),
  /** The company's brand in the request's language. */
  company_name: z.string(),
  name: z.string(),
  type: z.string(),
  /** GET path of the file (platform admins and the company's members), or null. */
  file_url: z.string().nullable(),
  is_public: z.boolean(),
  status: z.enum(['pending', 'approved', 'rejected']),
  review_reason: z.string().nullable(),
  review_note: z.string().nullable(),
  created_at: z.string(),
});
export type ReviewCertificate = z.infer<typeof reviewCertificate>;

/** A company with what the reviewer needs to decide. */
export const reviewCompany = z.object({
  company_id: z.number().int(),
  business_license_name: z.string(),
  brand_name: z.string(),
  eng_brand_name: z.string(),
  industry: z.string(),
  size: z.string(),
  /** In the request's language; empty when unknown. */
  city: z.string(),
  address_en: z.string().nullable(),
  address_zh: z.string().nullable(),
  intro_en: z.string().nullable(),
  intro_zh: z.string().nullable(),
  website: z.string().nullable(),
  founded_year: z.number().int().nullable(),
  business_email: z.string().nullable(),
  business_email_verified: z.boolean(),
  /** The business e-mail is at a free mail domain: look harder. */
  business_email_free: z.boolean(),
  license_name: z.string().nullable(),
  credit_code: z.string().nullable(),
  /** The credit code's form and check character are right (GB 32100-2015). */
  credit_code_valid: z.boolean(),
  /** GET path of the licence file (platform admins and the company's members), or null. */
  license_file_url: z.string().nullable(),
  verification_status: reviewStatus,
  review_reason: z.string().nullable(),
  review_note: z.string().nullable(),
  license_status: z.enum(['none', 'pending', 'approved', 'rejected']),
  license_reason: z.string().nullable(),
  license_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  suspended_at: z.string().nullable(),
  suspend_reason: z.string().nullable(),
  created_at: z.string(),
  /** When the company last changed (its submission, for a pending one). */
  updated_at: z.string(),
  certificates: z.array(reviewCertificate),
});
export type ReviewCompany = z.infer<typeof reviewCompany>;

/** POST /api/review/getQueue: what waits for review, oldest first. */
export const getQueueBody = emptyBody;
export const getQueueData = z.object({
  companies: z.array(reviewCompany),
  licenses: z.array(reviewCompany),
  certificates: z.array(reviewCertificate),
});
export type GetQueueData = z.infer<typeof getQueueData>;

/** POST /api/review/getCompany */
export const reviewCompanyBody = z.object({ company_id: idField() });

/** POST /api/review/decideCompany and /api/review/decideLicense */
export const decideCompanyBody = z.object({ company_id: idField(), ...decisionFields }).superRefine(reasonToReject);
export type DecideCompanyBody = z.input<typeof decideCompanyBody>;

/** POST /api/review/decideCertificate */
export const decideCertificateBody = z
  .object({ certificate_id: idField(), ...decisionFields })
  .superRefine(reasonToReject);
export type DecideCertificateBody = z.input<typeof decideCertificateBody>;

/** POST /api/review/suspendCompany */
export const suspendCompanyBody = z.object({
  company_id: idField(),
  reason: enumField(SUSPEND_REASONS),
  note: reviewNote(),
});
/** POST /api/review/liftCompany */
export const liftCompanyBody = z.object({ company_id: idField(), note: reviewNote() });

/** A job as the reviewer sees it after suspending or lifting it. */
export const reviewJob = z.object({
  job_id: z.number().int(),
  company_id: z.number().int(),
  position: z.string(),
  status: z.enum(['open', 'closed', 'draft', 'suspended']),
});
/** POST /api/review/suspendJob */
export const suspendJobBody = z.object({ job_id: idField(), reason: enumField(SUSPEND_REASONS), note: reviewNote() });
/** POST /api/review/liftJob */
export const liftJobBody = z.object({ job_id: idField(), note: reviewNote() });

/** POST /api/review/getAuditLog: newest first. */
export const getAuditLogBody = z.object({
  page: optionalInt(1, MAX_PAGE),
  size: optionalInt(1, PAGE_SIZE.max),
});
export const auditEntry = z.object({
  audit_id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  action: z.string(),
  target_type: z.enum(['company', 'certificate', 'job', 'user', 'chat_report']),
  target_id: z.string(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const getAuditLogData = pageOf(auditEntry);

/** A decision as the company reads it: the reason code, its label in the request's language, the note. */
const decisionOutcome = z
  .object({ reason: z.string(), reason_label: z.string(), note: z.string().nullable() })
  .nullable();

/** POST /api/review/getReviewStatus: for the company's members and platform admins. */
export const getReviewStatusBody = z.object({ company_id: idField() });
export const getReviewStatusData = z.object({
  company_id: z.number().int(),
  verification_status: reviewStatus,
  /** Why the info was refused (null unless rejected). */
  review: decisionOutcome,
  license_status: z.enum(['none', 'pending', 'approved', 'rejected']),
  /** Why the licence was refused (null unless rejected). */
  license: decisionOutcome,
  suspended: z.boolean(),
  /** Why the company is suspended (null unless it is). */
  suspension: decisionOutcome,
  certificates: z.array(
    z.object({
      certificate_id: z.number().int(),
      name: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
      rejection: decisionOutcome,
    }),
  ),
});
export type GetReviewStatusData = z.infer<typeof getReviewStatusData>;

/** GET /api/review/file/:file_id (a licence or a certificate file). */
export const reviewFileParams = z.object({ file_id: z.string().regex(/^[\w-]{1,64}$/) });

/**
 * POST /api/review/getChatReports: reported chat conversations (decisions
 * 0025 and 0031), newest first, the open ones unless `status` says closed,
 * each with its reason's label in the request's language and the
 * conversation's last CHAT_LIMITS.reportMessages messages.
 */
export const getChatReportsBody = z.object({
  status: optionalEnum(CHAT_REPORT_STATUSES),
  page: optionalInt(1, MAX_PAGE),
  size: optionalInt(1, PAGE_SIZE.max),
});
const chatReportParty = z.object({ user_id: z.number().int(), first_name: z.string() });
export const chatReport = z.object({
  report_id: z.number().int(),
  reason: z.enum(CHAT_REPORT_REASONS),
  reason_label: z.string(),
  note: z.string().nullable(),
  /** The reporter's side of the conversation. */
  reporter_side: z.enum(CHAT_SIDES),
  reporter: chatReportParty,
  /** The person reported: the counterpart the reporter named. */
  reported: chatReportParty,
  job_id: z.number().int().nullable(),
  position: z.string(),
  brand_name: z.string(),
  candidate_id: z.number().int(),
  messages: z.array(chatMessageItem),
  created_at: z.string(),
  status: z.enum(CHAT_REPORT_STATUSES),
  /** How it was closed (null while open), its label in the request's language, who closed it and when. */
  outcome: z.enum(CHAT_REPORT_OUTCOMES).nullable(),
  outcome_label: z.string().nullable(),
  closed_by: chatReportParty.nullable(),
  closed_at: z.string().nullable(),
});
export type ChatReport = z.infer<typeof chatReport>;
export const getChatReportsData = pageOf(chatReport);

/**
 * POST /api/review/closeChatReport: closes an open report with an outcome
 * and an optional note, written to the audit log in the same transaction.
 */
export const closeChatReportBody = z.object({
  report_id: idField(),
  outcome: enumField(CHAT_REPORT_OUTCOMES),
  note: reviewNote(),
});
export type CloseChatReportBody = z.input<typeof closeChatReportBody>;
export type GetChatReportsData = z.infer<typeof getChatReportsData>;
