import { z } from 'zod';
import {
  ADCODE_FILTER_PATTERN,
  CONFIG_VALUE_PATTERN,
  JOB_SEARCH_MAX_PAGE,
  JOB_SORTS,
  KEYWORD_MAX_LENGTH,
  MAX_PAGE,
  PAGE_SIZE,
  QUESTION_MAX_LENGTH,
  QUESTIONS_PAGE_SIZE,
  SALARY_FILTER_MAX,
  SIMILAR_JOBS,
} from '../limits';
import { pageOf } from './envelope';
import { idField, optionalEnum, optionalId, optionalInt, optionalText, textField } from './fields';

/** Location filter: an adcode; '-1' is the web's "no match" (spec section 5) and finds nothing. */
export const optionalAdcode = () =>
  optionalText(12).pipe(z.string().regex(ADCODE_FILTER_PATTERN, { error: 'errors.field.invalid' }).optional());
/** A value of a config option list (employment_type, industry, seniority). */
export const optionalConfigValue = () =>
  optionalText(40).pipe(z.string().regex(CONFIG_VALUE_PATTERN, { error: 'errors.field.invalid' }).optional());

/** POST /api/job/searchJobList */
export const searchJobListBody = z.object({
  page: optionalInt(1, JOB_SEARCH_MAX_PAGE),
  size: optionalInt(1, PAGE_SIZE.max),
  sort: optionalEnum(JOB_SORTS),
  keyword: optionalText(KEYWORD_MAX_LENGTH),
  adcode: optionalAdcode(),
  employment_type: optionalConfigValue(),
  industry: optionalConfigValue(),
  seniority: optionalConfigValue(),
  min_salary: optionalInt(0, SALARY_FILTER_MAX),
  max_salary: optionalInt(0, SALARY_FILTER_MAX),
  company_id: optionalId(),
});
export type SearchJobListBody = z.input<typeof searchJobListBody>;
export type SearchJobListInput = z.output<typeof searchJobListBody>;

export const jobCompany = z.object({
  company_id: z.number().int(),
  brand_name: z.string(),
  eng_brand_name: z.string(),
  logo_url: z.string().nullable(),
  /** The platform approved the company's info (the "Verified" badge, decision 0023). */
  verified: z.boolean(),
});

export const jobListItem = z.object({
  job_id: z.number().int(),
  /** In the request's language. */
  position: z.string(),
  minimum_salary: z.number(),
  maximum_salary: z.number(),
  salary_num: z.number(),
  adcode: z.string(),
  /** In the request's language; empty when the adcode is unknown. */
  city: z.string(),
  employment_type: z.string(),
  industry: z.string(),
  seniority: z.string(),
  /** 'yyyy-MM-dd hh:mm:ss' in UTC+8. */
  create_time: z.string(),
  company: jobCompany,
});
export type JobListItem = z.infer<typeof jobListItem>;

export const searchJobListData = pageOf(jobListItem).extend({
  /** False when `total` is an estimate (a keyword with more than JOB_SEARCH_EXACT_COUNT matches). */
  total_exact: z.boolean(),
});
export type SearchJobListData = z.infer<typeof searchJobListData>;

/** true/false given as a JSON boolean or as form text ('true', 'false', '1', '0'); blank means not given. */
export const optionalBoolean = () =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? ({ true: true, '1': true, false: false, '0': false, '': undefined }[value.trim()] ?? value)
        : value,
    z.boolean({ error: 'errors.field.invalid' }).optional(),
  ) as unknown as z.ZodOptional<z.ZodBoolean>;

/** 'yyyy-MM-dd hh:mm:ss' in UTC+8 (formatCreateTime). */
const displayTime = z.string();

/** POST /api/job/getJobInfoByJobID */
export const getJobInfoBody = z.object({
  job_id: idField(),
  /** Kept for the spec's payload; the viewer is always the session's user. */
  user_id: optionalId(),
});
export type GetJobInfoBody = z.input<typeof getJobInfoBody>;

export const jobDetailCompany = jobCompany.extend({
  business_license_name: z.string(),
  /** Config industry value; empty when not given. */
  industry: z.string(),
  /** Company size band ('50-199'); empty when not given. */
  size: z.string(),
  /** In the request's language; empty when unknown. */
  city: z.string(),
  /** The company's materials were reviewed and approved. */
  verified: z.boolean(),
  /** The company's own website as given; null when not given or not yet approved. */
  website: z.string().nullable(),
});

export const jobRecruiter = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  headline_job: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** Where the recruiter works (users.adcode), in the request's language; empty when not given. */
  city: z.string(),
  /** Has a live connection open (on this server instance). */
  online: z.boolean(),
});

export const jobViewer = z.object({
  saved: z.boolean(),
  applied: z.boolean(),
  /** 1 Applied .. 5 Refused; null when not applied. */
  application_status: z.number().int().nullable(),
  /**
   * The reader is an active member of the job's company: the job is theirs
   * to manage in the HR system, not to apply to or chat about.
   */
  member: z.boolean(),
});

export const jobDetail = jobListItem.extend({
  /** In the request's language; empty when unknown. */
  province: z.string(),
  /** In the request's language. */
  description: z.string(),
  /** In the request's language; one item a line. */
  responsibilities: z.string(),
  /** In the request's language. */
  requirements: z.string(),
  skills: z.array(z.string()),
  headcount: z.number().int(),
  status: z.enum(['open', 'closed']),
  valid_through: displayTime.nullable(),
  update_time: displayTime,
  company: jobDetailCompany,
  recruiter: jobRecruiter.nullable(),
  /** The signed-in reader's state; null for visitors. */
  viewer: jobViewer.nullable(),
  /** Questions asked about the job (answers not counted). */
  question_count: z.number().int(),
});
export type JobDetail = z.infer<typeof jobDetail>;

/** POST /api/job/getSimilarJobList */
export const getSimilarJobListBody = z.object({
  job_id: idField(),
  size: optionalInt(1, SIMILAR_JOBS.max),
});
export type GetSimilarJobListBody = z.input<typeof getSimilarJobListBody>;
export const getSimilarJobListData = z.array(jobListItem);

/** POST /api/job/saveJob */
export const saveJobBody = z.object({
  job_id: idField(),
  /** true saves (the default), false unsaves. */
  saved: optionalBoolean(),
});
export type SaveJobBody = z.input<typeof saveJobBody>;
export const saveJobData = z.object({ saved: z.boolean() });

/** POST /api/job/applyJob */
export const applyJobBody = z.object({ job_id: idField() });
export type ApplyJobBody = z.input<typeof applyJobBody>;
export const applyJobData = z.object({
  application_id: z.number().int(),
  status: z.literal(1),
  create_time: displayTime,
});
export type ApplyJobData = z.infer<typeof applyJobData>;
/** data of applyJob's 4003: why the candidate may not apply yet. */
export const applyRefusal = z.union([
  z.object({ reason: z.literal('email') }),
  z.object({ reason: z.literal('strength'), percent: z.number().int() }),
  /** The reader is an active member of the job's company (jobViewer.member). */
  z.object({ reason: z.literal('member') }),
]);
export type ApplyRefusal = z.infer<typeof applyRefusal>;

/** POST /api/job/getJobQuestions */
export const getJobQuestionsBody = z.object({
  job_id: idField(),
  page: optionalInt(1, MAX_PAGE),
  size: optionalInt(1, QUESTIONS_PAGE_SIZE.max),
});
export type GetJobQuestionsBody = z.input<typeof getJobQuestionsBody>;

const questionFields = {
  question_id: z.number().int(),
  job_id: z.number().int(),
  content: z.string(),
  create_time: displayTime,
  thumbs: z.number().int(),
  /** The reader has thumbed it up. */
  thumbed: z.boolean(),
  /** The reader wrote it (may delete it). */
  mine: z.boolean(),
  /** Given for the job's company by one of its members (job/answerQuestion). */
  company_answer: z.boolean(),
  author: z.object({ first_name: z.string(), avatar_url: z.string().nullable() }),
};
/** An answer: a question whose parent is a question. */
export const jobAnswer = z.object({ ...questionFields, answers: z.array(z.object({})).max(0) });
export const jobQuestion = z.object({ ...questionFields, answers: z.array(jobAnswer) });
export type JobQuestion = z.infer<typeof jobQuestion>;
export type JobAnswer = z.infer<typeof jobAnswer>;

export const getJobQuestionsData = z.object({ list: z.array(jobQuestion), total: z.number().int() });
export type GetJobQuestionsData = z.infer<typeof getJobQuestionsData>;

/** POST /api/job/addQuestion */
export const addQuestionBody = z.object({
  job_id: idField(),
  /** 1..500 characters, not only spaces. */
  content: textField(QUESTION_MAX_LENGTH),
  /** Answers this question (of the same job). */
  parent_id: optionalId(),
});
export type AddQuestionBody = z.input<typeof addQuestionBody>;

/** POST /api/job/delQuestion */
export const delQuestionBody = z.object({ question_id: idField() });
export type DelQuestionBody = z.input<typeof delQuestionBody>;
export const delQuestionData = z.null();

/** POST /api/job/thumbQuestion */
export const thumbQuestionBody = z.object({ question_id: idField() });
export type ThumbQuestionBody = z.input<typeof thumbQuestionBody>;
export const thumbQuestionData = z.object({ thumbs: z.number().int(), thumbed: z.literal(true) });
