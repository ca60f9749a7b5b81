import { z } from 'zod';
import {
  APPLICANTS_PAGE_SIZE,
  APPLICATION_NOTE_MAX_LENGTH,
  BULK_STATUS_MAX,
  CONFIG_VALUE_PATTERN,
  JOB_ADCODE_PATTERN,
  JOB_DATE_PATTERN,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_HEADCOUNT,
  JOB_LIST_MAX_LENGTH,
  JOB_SALARY,
  JOB_SALARY_MONTHS,
  JOB_SKILLS_MAX,
  JOB_TITLE_MAX_LENGTH,
  MAX_PAGE,
  PAGE_SIZE,
  QUESTION_MAX_LENGTH,
  SKILL_MAX_LENGTH,
} from '../limits';
import { SUSPEND_REASONS } from '../rules/review';
import { csvField, emptyBody, idField, intField, optionalId, optionalInt, optionalText, textField } from './fields';
import { jobQuestion } from './job';

/**
 * The HR system (decision 0022): an employer's calls on its company's jobs,
 * applicants, notes and questions. Served under /api/job/ as the spec names
 * getPostJobList. Every call needs a session and an active membership
 * (owner, admin or recruiter) of the job's company; anything else is 4004.
 */

const configValue = () => textField(40).pipe(z.string().regex(CONFIG_VALUE_PATTERN, { error: 'errors.field.invalid' }));

/** The fields of a job an employer writes (createJob, editJob); lists are one item a line. */
const jobFieldsObject = z.object({
  position_en: textField(JOB_TITLE_MAX_LENGTH),
  position_zh: textField(JOB_TITLE_MAX_LENGTH),
  description_en: textField(JOB_DESCRIPTION_MAX_LENGTH),
  description_zh: textField(JOB_DESCRIPTION_MAX_LENGTH),
  responsibilities_en: optionalText(JOB_LIST_MAX_LENGTH),
  responsibilities_zh: optionalText(JOB_LIST_MAX_LENGTH),
  requirements_en: optionalText(JOB_LIST_MAX_LENGTH),
  requirements_zh: optionalText(JOB_LIST_MAX_LENGTH),
  /** K CNY a month. */
  minimum_salary: intField(JOB_SALARY.min, JOB_SALARY.max),
  maximum_salary: intField(JOB_SALARY.min, JOB_SALARY.max),
  /** Months of pay a year (13 for a thirteenth month). */
  salary_num: intField(JOB_SALARY_MONTHS.min, JOB_SALARY_MONTHS.max),
  employment_type: configValue(),
  industry: configValue(),
  seniority: configValue(),
  /** The city's location code (config work_location). */
  adcode: textField(12).pipe(z.string().regex(JOB_ADCODE_PATTERN, { error: 'errors.field.invalid' })),
  /** Skills of config/getSkillList (English names), comma-separated or a JSON array. */
  skills: csvField(SKILL_MAX_LENGTH, JOB_SKILLS_MAX).optional(),
  headcount: optionalInt(JOB_HEADCOUNT.min, JOB_HEADCOUNT.max),
  /** Apply-by date 'yyyy-MM-dd' (China time); the job closes by itself after that day. Blank: open until closed. */
  valid_through: optionalText(10).pipe(
    z.string().regex(JOB_DATE_PATTERN, { error: 'errors.field.invalid' }).optional(),
  ),
});
const salaryRange = (job: { minimum_salary: number; maximum_salary: number }) =>
  job.maximum_salary >= job.minimum_salary;
const salaryRangeIssue = { path: ['maximum_salary'], error: 'server.hr.salaryRange' };

/** POST /api/job/createJob */
export const createJobBody = jobFieldsObject.refine(salaryRange, salaryRangeIssue);
export type CreateJobBody = z.input<typeof createJobBody>;
export type JobFieldsInput = z.output<typeof createJobBody>;

/** POST /api/job/editJob */
export const editJobBody = jobFieldsObject.extend({ job_id: idField() }).refine(salaryRange, salaryRangeIssue);
export type EditJobBody = z.input<typeof editJobBody>;

/** POST /api/job/closeJob, reopenJob, duplicateJob, getPostJobInfo */
export const postedJobBody = z.object({ job_id: idField() });
export type PostedJobBody = z.input<typeof postedJobBody>;

const displayTime = z.string();

/** A job as its company's HR system lists it. */
export const postedJob = z.object({
  job_id: z.number().int(),
  /** In the request's language. */
  position: z.string(),
  position_en: z.string(),
  position_zh: z.string(),
  status: z.enum(['open', 'closed', 'draft', 'suspended']),
  /** Why it closed: 'recruiter', 'expired' (apply-by date passed) or 'platform'; null when open. */
  closed_reason: z.enum(['recruiter', 'expired', 'platform']).nullable(),
  /** 'yyyy-MM-dd' or null. */
  valid_through: z.string().nullable(),
  create_time: displayTime,
  update_time: displayTime,
  apply_count: z.number().int(),
  question_count: z.number().int(),
  /** Chat messages about the job (0 until chat exists). */
  message_count: z.number().int(),
  views: z.number().int(),
  /** The company's materials were reviewed and approved; otherwise the job is live but marked unverified. */
  verified: z.boolean(),
});
export type PostedJob = z.infer<typeof postedJob>;

/** A job's own fields, both languages, for the edit form. */
export const postedJobInfo = postedJob.extend({
  description_en: z.string(),
  description_zh: z.string(),
  responsibilities_en: z.string(),
  responsibilities_zh: z.string(),
  requirements_en: z.string(),
  requirements_zh: z.string(),
  minimum_salary: z.number().int(),
  maximum_salary: z.number().int(),
  salary_num: z.number().int(),
  employment_type: z.string(),
  industry: z.string(),
  seniority: z.string(),
  adcode: z.string(),
  skills: z.array(z.string()),
  headcount: z.number().int(),
});
export type PostedJobInfo = z.infer<typeof postedJobInfo>;

/** POST /api/job/getPostJobList: the jobs of the user's company, newest first. */
export const getPostJobListBody = z.object({
  /** Kept for the spec's payload; the company is always the session user's. */
  user_id: optionalId(),
  page: optionalInt(1, MAX_PAGE),
  size: optionalInt(1, PAGE_SIZE.max),
});
export type GetPostJobListBody = z.input<typeof getPostJobListBody>;
export const getPostJobListData = z.object({
  list: z.array(postedJob),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type GetPostJobListData = z.infer<typeof getPostJobListData>;

/** POST /api/job/getHrContext: the company the session user works for, and the HR system's counts. */
export const getHrContextBody = emptyBody;
export const getHrContextData = z.object({
  company_id: z.number().int(),
  brand_name: z.string(),
  eng_brand_name: z.string(),
  role: z.enum(['owner', 'admin', 'recruiter']),
  verified: z.boolean(),
  /** Where the company's review stands: draft (not sent), pending, approved or rejected. */
  verification_status: z.enum(['draft', 'pending', 'approved', 'rejected']),
  /** Why the platform suspended the company (its page and jobs hidden); null unless it is suspended. */
  suspend_reason: z.enum(SUSPEND_REASONS).nullable(),
  /** Unread chat messages to the company's recruiters. */
  unread_chat: z.number().int(),
});
export type HrContext = z.infer<typeof getHrContextData>;

/** POST /api/job/getApplicantList: one job's applicants (job_id) or all the company's, filtered by status. */
export const getApplicantListBody = z.object({
  job_id: optionalId(),
  status: optionalInt(1, 5),
  page: optionalInt(1, MAX_PAGE),
  size: optionalInt(1, APPLICANTS_PAGE_SIZE.max),
});
export type GetApplicantListBody = z.input<typeof getApplicantListBody>;

export const applicant = z.object({
  application_id: z.number().int(),
  /** 1 Applied, 2 Assessment, 3 Interview, 4 Offered, 5 Refused. */
  status: z.number().int(),
  create_time: displayTime,
  update_time: displayTime,
  job: z.object({ job_id: z.number().int(), position: z.string() }),
  candidate: z.object({
    user_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    avatar_url: z.string().nullable(),
    /** In the request's language; empty when unknown. */
    city: z.string(),
  }),
  /** The resume-match percent (rules/resume-match.ts) of the candidate against the job. */
  match: z.number().int(),
  note_count: z.number().int(),
});
export type Applicant = z.infer<typeof applicant>;
export const getApplicantListData = z.object({
  list: z.array(applicant),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Applications of each status (1..5) in the same scope, before the status filter. */
  counts: z.record(z.string(), z.number().int()),
});
export type GetApplicantListData = z.infer<typeof getApplicantListData>;

/** POST /api/job/updApplicationStatus: one application or many (all or nothing). */
export const updApplicationStatusBody = z.object({
  /** Comma-separated ids or a JSON array. */
  application_ids: csvField(20, BULK_STATUS_MAX).pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,15}$/, { error: 'errors.field.invalid' })
          .transform(Number),
      )
      .min(1, { error: 'errors.field.required' }),
  ),
  status: intField(1, 5),
});
export type UpdApplicationStatusBody = z.input<typeof updApplicationStatusBody>;
export const updApplicationStatusData = z.object({
  list: z.array(z.object({ application_id: z.number().int(), status: z.number().int() })),
});

export const applicationNote = z.object({
  note_id: z.number().int(),
  application_id: z.number().int(),
  content: z.string(),
  author: z.object({ user_id: z.number().int().nullable(), first_name: z.string() }),
  create_time: displayTime,
});
export type ApplicationNote = z.infer<typeof applicationNote>;

/** POST /api/job/getApplicationNotes: newest first. */
export const getApplicationNotesBody = z.object({ application_id: idField() });
export const getApplicationNotesData = z.object({ list: z.array(applicationNote) });

/** POST /api/job/addApplicationNote */
export const addApplicationNoteBody = z.object({
  application_id: idField(),
  content: textField(APPLICATION_NOTE_MAX_LENGTH),
});
export type AddApplicationNoteBody = z.input<typeof addApplicationNoteBody>;

/** POST /api/job/answerQuestion: answers a question of the company's job, marked as the company's answer. */
export const answerQuestionBody = z.object({
  question_id: idField(),
  content: textField(QUESTION_MAX_LENGTH),
});
export type AnswerQuestionBody = z.input<typeof answerQuestionBody>;
export const answerQuestionData = jobQuestion;
