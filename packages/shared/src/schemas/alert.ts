import { z } from 'zod';
import { dedupeList, JOB_ALERT_LIMITS, splitList } from '../rules/job-alert';
import { idField, optionalInt } from './fields';

/**
 * The job alert calls (docs/api/candidate.md, spec sections 3-5), served as
 * /api/job/getJobAlert, createJobAlert, createJobAlertStatus and
 * /api/alert/unsubscribe/{token}. Lists travel as comma-separated text
 * (a JSON array is accepted too); duplicates are dropped before the limits
 * are counted (rules/job-alert.ts, shared with the web dialog).
 */

const NUL = '\u0000';
const configValue = z.string().regex(/^[\w.-]{1,40}$/, { error: 'errors.field.invalid' });
const adcode = z.string().regex(/^\d{2,12}$/, { error: 'errors.field.invalid' });
const companyId = z
  .string()
  .regex(/^\d{1,15}$/, { error: 'errors.field.invalid' })
  .transform(Number);

/** true/false as a JSON boolean or form text ('true', 'false', '1', '0'). */
export const requiredBoolean = () =>
  z.preprocess(
    (value) =>
      typeof value === 'string' ? ({ true: true, '1': true, false: false, '0': false }[value.trim()] ?? value) : value,
    z.boolean({ error: 'errors.field.invalid' }),
  );

/** A comma-separated list: split, trimmed, deduplicated (any case), then checked item by item and counted. */
const isText = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';

/**
 * A list sent as comma-separated text or as an array of texts, deduplicated.
 * Anything else (an object, an array of objects) goes to the array schema
 * as it is, which refuses it with a field message.
 */
const listField = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => {
    if (value === undefined || value === null) return [];
    if (isText(value)) return dedupeList(splitList(String(value)));
    if (Array.isArray(value) && value.every(isText)) return dedupeList(splitList(value.map(String)));
    return value;
  }, z.array(item).max(max));

const textItem = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes(NUL), { error: 'errors.field.invalid' });

/** POST /api/job/createJobAlert: the alert of the session's user, created or replaced. */
export const createJobAlertBody = z
  .object({
    job_search_status: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string()
        .trim()
        .regex(/^[\w-]{1,32}$/, { error: 'errors.field.invalid' })
        .optional(),
    ),
    job_type_open_to: listField(configValue, JOB_ALERT_LIMITS.jobTypes),
    preferred_location: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().pipe(adcode).optional(),
    ),
    open_to_relocate_cities: listField(adcode, JOB_ALERT_LIMITS.cities),
    job_title: listField(textItem(JOB_ALERT_LIMITS.titleLength), JOB_ALERT_LIMITS.titles),
    industry: listField(configValue, JOB_ALERT_LIMITS.industries),
    seniority: listField(configValue, JOB_ALERT_LIMITS.seniorities),
    minimum_salary: optionalInt(0, JOB_ALERT_LIMITS.salaryMax),
    maximum_salary: optionalInt(0, JOB_ALERT_LIMITS.salaryMax),
    idealCompany: listField(textItem(JOB_ALERT_LIMITS.companyNameLength), JOB_ALERT_LIMITS.companies),
    company_id: listField(companyId, JOB_ALERT_LIMITS.companies),
  })
  .superRefine((body, ctx) => {
    if (
      body.minimum_salary !== undefined &&
      body.maximum_salary !== undefined &&
      body.minimum_salary > body.maximum_salary
    ) {
      ctx.addIssue({ code: 'custom', path: ['minimum_salary'], message: 'alert.salaryOrder' });
    }
  });
export type CreateJobAlertBody = z.input<typeof createJobAlertBody>;
export type CreateJobAlertInput = z.output<typeof createJobAlertBody>;

/** The stored alert (spec section 3), lists as comma-separated text. */
export const jobAlert = z.object({
  user_id: z.number().int(),
  job_search_status: z.string(),
  job_type_open_to: z.string(),
  /** A city code; empty when none. */
  preferred_location: z.string(),
  open_to_relocate_cities: z.string(),
  job_title: z.string(),
  industry: z.string(),
  seniority: z.string(),
  /** K per month. */
  minimum_salary: z.number().int(),
  maximum_salary: z.number().int(),
  /** Preferred company names, comma-separated. */
  idealCompany: z.string(),
  /** Preferred company ids, comma-separated. */
  company_id: z.string(),
  /** Whether the alert runs (createJobAlertStatus). */
  enabled: z.boolean(),
  /** False while the user has no saved alert (the answer then holds the defaults). */
  saved: z.boolean(),
});
export type JobAlert = z.infer<typeof jobAlert>;
export const createJobAlertData = jobAlert;

/** POST /api/job/getJobAlert: user_id must be the session's user (4003 otherwise). */
export const getJobAlertBody = z.object({ user_id: idField() });
export type GetJobAlertBody = z.input<typeof getJobAlertBody>;
export const getJobAlertData = jobAlert;

/** POST /api/job/createJobAlertStatus */
export const createJobAlertStatusBody = z.object({ enabled: requiredBoolean() });
export type CreateJobAlertStatusBody = z.input<typeof createJobAlertStatusBody>;
export const createJobAlertStatusData = z.object({ enabled: z.boolean() });

/**
 * GET|POST /api/alert/unsubscribe/:token. GET only reads (a page asking to
 * confirm; JSON: whether alert e-mails are off); POST unsubscribes.
 */
export const unsubscribeParams = z.object({
  token: z.string().regex(/^[\w-]{20,64}$/, { error: 'errors.field.invalid' }),
});
export const unsubscribeData = z.object({ unsubscribed: z.boolean() });

/** The live notice a user's sockets receive when the alert worker sent new jobs. */
export interface JobAlertNotice {
  type: 'system_message';
  message_type: 'job_alert';
  message_id: number;
  job_id: number;
  count: number;
}
