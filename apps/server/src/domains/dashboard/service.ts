import { applications, companies, type Db, jobAlerts, jobs, jobViews, locations } from '@jobbridge/db';
import { APPLICATION_STATUS, jobMatchesAlert } from '@jobbridge/shared';
import { and, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { criteriaOf } from '../alert/service';
import { type JobSearchRow, jobListColumns } from '../job/search';

export const RECENT_VIEWS = 10;
export const RECOMMENDED = 6;
/** Newest open jobs the alert rule looks through for recommendations. */
const RECOMMEND_SCAN = 300;

/** Applications per status, every status present ('1' .. '5'). */
export async function applicationCounts(db: Db, userId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(eq(applications.user_id, userId))
    .groupBy(applications.status);
  const counts: Record<string, number> = {};
  for (const status of Object.values(APPLICATION_STATUS)) counts[String(status)] = 0;
  for (const row of rows) counts[String(row.status)] = Number(row.n);
  return counts;
}

/** Jobs the user opened lately (drafts left out), newest view first. */
export async function recentViews(db: Db, userId: number): Promise<JobSearchRow[]> {
  return db
    .select(jobListColumns)
    .from(jobViews)
    .innerJoin(jobs, eq(jobs.job_id, jobViews.job_id))
    .innerJoin(companies, eq(companies.company_id, jobs.company_id))
    .leftJoin(locations, eq(locations.adcode, jobs.adcode))
    .where(and(eq(jobViews.user_id, userId), sql`${jobs.status} <> 'draft'`))
    .orderBy(desc(jobViews.viewed_at))
    .limit(RECENT_VIEWS);
}

const OPEN = sql`${jobs.status} = 'open'`;

/**
 * Open jobs for the user, newest first, never one they applied to: first
 * those matching their enabled job alert (rules/alert-match.ts), then jobs in
 * the industries of their recent views, then the newest jobs.
 */
export async function recommendedJobs(db: Db, userId: number, viewed: JobSearchRow[]): Promise<JobSearchRow[]> {
  const applied = db.select({ job_id: applications.job_id }).from(applications).where(eq(applications.user_id, userId));
  const picked: JobSearchRow[] = [];
  const take = async (
    where: SQL[],
    limit: number,
    filter?: (row: JobSearchRow & Record<string, unknown>) => boolean,
  ) => {
    if (picked.length >= RECOMMENDED) return;
    const taken = picked.map((row) => row.job_id);
    const rows = await db
      .select({
        ...jobListColumns,
        province_adcode: locations.parent_adcode,
        business_license_name: companies.business_license_name,
        salary_num: jobs.salary_num,
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.company_id, jobs.company_id))
      .leftJoin(locations, eq(locations.adcode, jobs.adcode))
      .where(
        and(
          OPEN,
          notInArray(jobs.job_id, applied),
          ...(taken.length ? [notInArray(jobs.job_id, taken)] : []),
          ...where,
        ),
      )
      .orderBy(desc(jobs.create_time), desc(jobs.job_id))
      .limit(limit);
    for (const row of rows) {
      if (picked.length >= RECOMMENDED) break;
      if (!filter || filter(row)) picked.push(row);
    }
  };

  const [alert] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.user_id, userId), eq(jobAlerts.enabled, 1)))
    .limit(1);
  if (alert) {
    const criteria = criteriaOf(alert);
    const where: SQL[] = [];
    if (criteria.industry.length) where.push(inArray(jobs.industry, criteria.industry));
    if (criteria.job_type_open_to.length) where.push(inArray(jobs.employment_type, criteria.job_type_open_to));
    if (criteria.seniority.length) where.push(inArray(jobs.seniority, criteria.seniority));
    await take(where, RECOMMEND_SCAN, (row) => jobMatchesAlert(row as Parameters<typeof jobMatchesAlert>[0], criteria));
  }
  const industries = [...new Set(viewed.map((row) => row.industry))];
  if (industries.length) await take([inArray(jobs.industry, industries)], RECOMMENDED);
  await take([], RECOMMENDED);
  return picked;
}
