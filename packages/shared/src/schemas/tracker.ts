import { z } from 'zod';
import { emptyBody, idField, optionalInt } from './fields';
import { jobListItem } from './job';

/**
 * The job tracker calls (docs/api/candidate.md): the candidate's
 * applications with their history, saved jobs, and how well the resume
 * matches a job. Served under /api/job/ as the spec names them.
 */

/** POST /api/job/getApplications: all applications, or those in one status (1 Applied .. 5 Refused). */
export const getApplicationsBody = z.object({ status: optionalInt(1, 5) });
export type GetApplicationsBody = z.input<typeof getApplicationsBody>;

export const applicationHistoryEntry = z.object({
  status: z.number().int(),
  /** 'yyyy-MM-dd hh:mm:ss' in UTC+8. */
  create_time: z.string(),
});

export const trackedApplication = z.object({
  application_id: z.number().int(),
  status: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
  /** Every status the application passed through, oldest first. */
  history: z.array(applicationHistoryEntry),
  job: jobListItem,
});
export type TrackedApplication = z.infer<typeof trackedApplication>;

/** Most recently updated first. */
export const getApplicationsData = z.object({ list: z.array(trackedApplication) });
export type GetApplicationsData = z.infer<typeof getApplicationsData>;

/** POST /api/job/getSavedJobs */
export const getSavedJobsBody = emptyBody;
export const savedJobItem = z.object({
  /** 'yyyy-MM-dd hh:mm:ss' in UTC+8. */
  saved_at: z.string(),
  job: jobListItem.extend({ status: z.enum(['open', 'closed']) }),
});
export type SavedJobItem = z.infer<typeof savedJobItem>;
/** Most recently saved first. */
export const getSavedJobsData = z.object({ list: z.array(savedJobItem) });
export type GetSavedJobsData = z.infer<typeof getSavedJobsData>;

/** POST /api/job/getResumeMatch */
export const getResumeMatchBody = z.object({ job_id: idField() });
export type GetResumeMatchBody = z.input<typeof getResumeMatchBody>;
const part = z.number().int().min(0).max(100);
export const getResumeMatchData = z.object({
  percent: part,
  parts: z.object({ skills: part, seniority: part, location: part, salary: part, language: part }),
  matched_skills: z.array(z.string()),
  missing_skills: z.array(z.string()),
});
export type GetResumeMatchData = z.infer<typeof getResumeMatchData>;
