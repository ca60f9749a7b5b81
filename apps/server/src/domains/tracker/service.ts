import {
  applicationEvents,
  applications,
  careers,
  companies,
  type Db,
  type JobStatus,
  jobAlerts,
  jobs,
  locations,
  resumes,
  savedJobs,
  users,
} from '@jobbridge/db';
import { APPLICATION_STATUS, type MatchCandidate, type MatchJob, splitList } from '@jobbridge/shared';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ANYONE, authorize } from '../../lib/authorize';
import { jobOf } from '../job/policy';
import { type JobSearchRow, jobListColumns } from '../job/search';

/** Most rows a tracker list answers (a bound, far above any real use). */
export const TRACKER_LIST_MAX = 500;

export interface ApplicationRow extends JobSearchRow {
  application_id: number;
  application_status: number;
  applied_at: Date;
  application_updated_at: Date;
}

export interface HistoryRow {
  application_id: number;
  status: number;
  created_at: Date;
}

/** The user's applications, most recently updated first, with every status they passed through (oldest first). */
export async function listApplications(
  db: Db,
  userId: number,
  status: number | undefined,
): Promise<{ rows: ApplicationRow[]; history: Map<number, HistoryRow[]> }> {
  const where: SQL[] = [eq(applications.user_id, userId)];
  if (status !== undefined) where.push(eq(applications.status, status));
  const rows = await db
    .select({
      ...jobListColumns,
      application_id: applications.application_id,
      application_status: applications.status,
      applied_at: applications.created_at,
      application_updated_at: applications.updated_at,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.job_id, applications.job_id))
    .innerJoin(companies, eq(companies.company_id, jobs.company_id))
    .leftJoin(locations, eq(locations.adcode, jobs.adcode))
    .where(and(...where))
    .orderBy(desc(applications.updated_at), desc(applications.application_id))
    .limit(TRACKER_LIST_MAX);
  const history = new Map<number, HistoryRow[]>();
  if (rows.length) {
    const events = await db
      .select({
        application_id: applicationEvents.application_id,
        status: applicationEvents.status,
        created_at: applicationEvents.created_at,
      })
      .from(applicationEvents)
      .where(
        inArray(
          applicationEvents.application_id,
          rows.map((row) => row.application_id),
        ),
      )
      .orderBy(asc(applicationEvents.created_at), asc(applicationEvents.event_id));
    for (const event of events) {
      const list = history.get(event.application_id) ?? [];
      list.push(event);
      history.set(event.application_id, list);
    }
  }
  return { rows, history };
}

/** An application's history; one recorded without events gets its applied date (and its current status, if later). */
export function historyOf(
  row: ApplicationRow,
  events: HistoryRow[] | undefined,
): { status: number; created_at: Date }[] {
  if (events?.length) return events;
  const applied = { status: APPLICATION_STATUS.applied as number, created_at: row.applied_at };
  return row.application_status === APPLICATION_STATUS.applied
    ? [applied]
    : [applied, { status: row.application_status, created_at: row.application_updated_at }];
}

export interface SavedJobRow extends JobSearchRow {
  saved_at: Date;
  job_status: JobStatus;
}

/** The user's saved jobs, most recently saved first. */
export async function listSavedJobs(db: Db, userId: number): Promise<SavedJobRow[]> {
  return db
    .select({ ...jobListColumns, saved_at: savedJobs.created_at, job_status: jobs.status })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.job_id, savedJobs.job_id))
    .innerJoin(companies, eq(companies.company_id, jobs.company_id))
    .leftJoin(locations, eq(locations.adcode, jobs.adcode))
    .where(eq(savedJobs.user_id, userId))
    .orderBy(desc(savedJobs.created_at), desc(savedJobs.job_id))
    .limit(TRACKER_LIST_MAX);
}

/** What the match rule reads of a job (4004 for an unknown job or a draft). */
export async function loadMatchJob(db: Db, jobId: number): Promise<MatchJob> {
  const [row] = await db
    .select({
      skills: jobs.skills,
      seniority: jobs.seniority,
      employment_type: jobs.employment_type,
      adcode: jobs.adcode,
      province_adcode: locations.parent_adcode,
      minimum_salary: jobs.minimum_salary,
      maximum_salary: jobs.maximum_salary,
      salary_num: jobs.salary_num,
      requirements_en: jobs.requirements_en,
      requirements_zh: jobs.requirements_zh,
      status: jobs.status,
    })
    .from(jobs)
    .leftJoin(locations, eq(locations.adcode, jobs.adcode))
    .where(eq(jobs.job_id, jobId))
    .limit(1);
  const {
    requirements_en,
    requirements_zh,
    skills,
    status: _status,
    ...rest
  } = await authorize(ANYONE, 'read', jobOf(db, row));
  return { ...rest, skills: splitList(skills), requirements: `${requirements_en}\n${requirements_zh}` };
}

/**
 * What the match rule reads of each candidate: resume, languages, and the
 * places and pay of their job alert; for many candidates in four queries.
 */
export async function loadMatchCandidates(db: Db, userIds: readonly number[]): Promise<Map<number, MatchCandidate>> {
  if (!userIds.length) return new Map();
  const ids = [...userIds];
  const [userRows, resumeRows, careerRows, alertRows] = await Promise.all([
    db
      .select({ user_id: users.user_id, mandarin: users.mandarin, native_language: users.native_language })
      .from(users)
      .where(inArray(users.user_id, ids)),
    db
      .select({ user_id: resumes.user_id, summary: resumes.summary, skills: resumes.skills })
      .from(resumes)
      .where(inArray(resumes.user_id, ids)),
    db
      .select({
        user_id: careers.user_id,
        title: careers.title,
        responsibilities: careers.responsibilities,
        start_date: careers.start_date,
        end_date: careers.end_date,
        is_current: careers.is_current,
      })
      .from(careers)
      .where(inArray(careers.user_id, ids)),
    db
      .select({
        user_id: jobAlerts.user_id,
        preferred_location: jobAlerts.preferred_location,
        open_to_relocate_cities: jobAlerts.open_to_relocate_cities,
        minimum_salary: jobAlerts.minimum_salary,
        maximum_salary: jobAlerts.maximum_salary,
      })
      .from(jobAlerts)
      .where(inArray(jobAlerts.user_id, ids)),
  ]);
  const firstOf = <R extends { user_id: number }>(rows: R[]) => {
    const byUser = new Map<number, R>();
    for (const row of rows) if (!byUser.has(row.user_id)) byUser.set(row.user_id, row);
    return byUser;
  };
  const userOf = firstOf(userRows);
  const resumeOf = firstOf(resumeRows);
  const alertOf = firstOf(alertRows);
  const result = new Map<number, MatchCandidate>();
  for (const userId of ids) {
    const user = userOf.get(userId);
    const alert = alertOf.get(userId);
    result.set(userId, {
      summary: resumeOf.get(userId)?.summary ?? '',
      skills: splitList(resumeOf.get(userId)?.skills),
      careers: careerRows
        .filter((career) => career.user_id === userId)
        .map(({ user_id: _, ...career }) => ({ ...career, end_date: career.is_current ? null : career.end_date })),
      mandarin: user?.mandarin ?? null,
      native_language: user?.native_language ?? null,
      places: alert ? [alert.preferred_location, ...splitList(alert.open_to_relocate_cities)].filter(Boolean) : [],
      salary: alert ? { minimum_salary: alert.minimum_salary, maximum_salary: alert.maximum_salary } : null,
    });
  }
  return result;
}

/** What the match rule reads of one candidate. */
export async function loadMatchCandidate(db: Db, userId: number): Promise<MatchCandidate> {
  return (await loadMatchCandidates(db, [userId])).get(userId) as MatchCandidate;
}
