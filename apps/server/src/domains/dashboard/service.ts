import {
  applications,
  careers,
  companies,
  type Db,
  jobAlerts,
  jobSearchQuery,
  jobs,
  jobViews,
  locations,
  users,
} from '@jobbridge/db';
import {
  APPLICATION_STATUS,
  canRecommend,
  coreTitle,
  type MatchJob,
  type RecommendProfile,
  type RecommendReason,
  reasonStrength,
  recommendReason,
  resumeMatch,
  resumeSkills,
  skillKey,
  splitList,
} from '@jobbridge/shared';
import { and, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { criteriaOf } from '../alert/service';
import { type JobSearchRow, jobListColumns } from '../job/search';
import { loadMatchCandidate } from '../tracker/service';

export const RECENT_VIEWS = 10;
export const RECOMMENDED = 6;

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

/** Newest open jobs read for each way a job can be found (titles, skills, the job alert): at most three times this scored. */
const RECOMMEND_SCAN = 200;
/** Titles and skills looked up (the resume's most recent first). */
const TITLES_MAX = 5;
const SKILLS_MAX = 10;

export interface RecommendedRow extends JobSearchRow {
  match_percent: number;
  reason: RecommendReason;
}

/** What recommendations are made from: the candidate as the match rule reads them, and what they are matched on. */
async function recommendInputs(db: Db, userId: number) {
  const [candidate, [user], [alertRow], recentCareers] = await Promise.all([
    loadMatchCandidate(db, userId),
    db
      .select({ adcode: users.adcode, headline_job: users.headline_job, headline_job_zh: users.headline_job_zh })
      .from(users)
      .where(eq(users.user_id, userId)),
    db.select().from(jobAlerts).where(eq(jobAlerts.user_id, userId)).limit(1),
    db
      .select({ title: careers.title })
      .from(careers)
      .where(eq(careers.user_id, userId))
      .orderBy(desc(careers.is_current), desc(careers.start_date))
      .limit(TITLES_MAX),
  ]);
  const alert = alertRow ? criteriaOf(alertRow) : null;
  const titles = [
    ...new Set(
      [...(alert?.job_title ?? []), ...recentCareers.map((c) => c.title), user?.headline_job, user?.headline_job_zh]
        .map((title) => title?.trim() ?? '')
        .filter(Boolean),
    ),
  ];
  const places = [...new Set([...candidate.places, user?.adcode ?? ''].filter(Boolean))];
  const profile: RecommendProfile = { titles, places, alert };
  const skills = resumeSkills(
    candidate.skills ?? [],
    [candidate.summary, ...candidate.careers.flatMap((c) => [c.title, c.responsibilities])].join('\n'),
  );
  return { candidate: { ...candidate, places }, profile, skills };
}

/**
 * Open jobs recommended to the candidate (rules/recommend.ts), never one they
 * applied to. The jobs looked at are bounded and found through indexes: the
 * newest RECOMMEND_SCAN whose position holds one of the candidate's titles,
 * the newest RECOMMEND_SCAN listing one of their resume skills (both through
 * the GIN index of rank_vector), and the newest
 * RECOMMEND_SCAN passing the job alert's list filters (the open-jobs indexes
 * by industry, type and seniority). Those with a reason are scored by the
 * resume-match rule; the best RECOMMENDED are kept, best match first, then
 * the stronger reason, then the newest. Nothing to match on, nothing
 * recommended: `canRecommend` says so.
 */
export async function recommendedJobs(
  db: Db,
  userId: number,
): Promise<{ rows: RecommendedRow[]; canRecommend: boolean }> {
  const { candidate, profile, skills } = await recommendInputs(db, userId);
  if (!canRecommend(profile, skills)) return { rows: [], canRecommend: false };

  const applied = db.select({ job_id: applications.job_id }).from(applications).where(eq(applications.user_id, userId));
  const columns = {
    ...jobListColumns,
    province_adcode: locations.parent_adcode,
    business_license_name: companies.business_license_name,
    skills: jobs.skills,
  };
  const newest = (where: SQL[]) =>
    db
      .select(columns)
      .from(jobs)
      .innerJoin(companies, eq(companies.company_id, jobs.company_id))
      .leftJoin(locations, eq(locations.adcode, jobs.adcode))
      .where(and(OPEN, notInArray(jobs.job_id, applied), ...where))
      .orderBy(desc(jobs.create_time), desc(jobs.job_id))
      .limit(RECOMMEND_SCAN);

  // Jobs whose position holds a title's core words (weight A of rank_vector), and jobs that list
  // one of the resume's skills (weight C), each the newest RECOMMEND_SCAN: neither crowds out the other.
  const anyOf = (terms: string[], weights: string) => {
    const queries = terms
      .map((term) => jobSearchQuery(term, { prefix: 'words', weights }))
      .filter((query): query is string => query !== null);
    return queries.length ? queries.map((query) => `(${query})`).join(' | ') : null;
  };
  const searches: Promise<Awaited<ReturnType<typeof newest>>>[] = [];
  for (const query of [
    anyOf(profile.titles.map(coreTitle).filter(Boolean).slice(0, TITLES_MAX), 'A'),
    anyOf(skills.slice(0, SKILLS_MAX), 'C'),
  ]) {
    if (query) searches.push(newest([sql`${jobs.rank_vector} @@ ${query}::tsquery`]));
  }
  if (profile.alert) {
    const where: SQL[] = [];
    if (profile.alert.industry.length) where.push(inArray(jobs.industry, profile.alert.industry));
    if (profile.alert.job_type_open_to.length)
      where.push(inArray(jobs.employment_type, profile.alert.job_type_open_to));
    if (profile.alert.seniority.length) where.push(inArray(jobs.seniority, profile.alert.seniority));
    searches.push(newest(where));
  }
  type FoundRow = Awaited<ReturnType<typeof newest>>[number];
  const found = new Map<number, FoundRow>();
  for (const rows of await Promise.all(searches)) for (const row of rows) found.set(row.job_id, row);

  const shown = new Set(skills);
  const stated = new Set((candidate.skills ?? []).map(skillKey));
  const reasoned: { row: FoundRow; reason: RecommendReason }[] = [];
  for (const row of found.values()) {
    // The job's skills the resume shows: those the match rule finds in it, and skills of the list it
    // shows; those its Skills list states apart from those only its text names (decision 0059).
    const byRule = new Set(resumeMatch(candidate, matchJob(row, '')).matched_skills);
    const jobSkills = splitList(row.skills);
    const matched = jobSkills.filter((skill) => byRule.has(skill) || shown.has(skillKey(skill)));
    const isStated = (skill: string) => stated.has(skillKey(skill));
    const reason = recommendReason(
      profile,
      row,
      { stated: matched.filter(isStated), mentioned: matched.filter((skill) => !isStated(skill)) },
      jobSkills.length,
    );
    if (reason) reasoned.push({ row, reason });
  }
  if (!reasoned.length) return { rows: [], canRecommend: true };

  const requirements = new Map(
    (
      await db
        .select({ job_id: jobs.job_id, en: jobs.requirements_en, zh: jobs.requirements_zh })
        .from(jobs)
        .where(
          inArray(
            jobs.job_id,
            reasoned.map(({ row }) => row.job_id),
          ),
        )
    ).map((row) => [row.job_id, `${row.en}\n${row.zh}`]),
  );
  const scored = reasoned.map(({ row, reason }) => {
    const { skills: _skills, province_adcode: _province, business_license_name: _licence, ...job } = row;
    return {
      ...job,
      reason,
      match_percent: resumeMatch(candidate, matchJob(row, requirements.get(row.job_id) ?? '')).percent,
    };
  });
  scored.sort(
    (a, b) =>
      b.match_percent - a.match_percent ||
      reasonStrength(b.reason) - reasonStrength(a.reason) ||
      b.create_time.getTime() - a.create_time.getTime() ||
      b.job_id - a.job_id,
  );
  return { rows: scored.slice(0, RECOMMENDED), canRecommend: true };
}

/** A found job as the match rule reads it. */
function matchJob(
  row: JobSearchRow & { skills: string; province_adcode: string | null },
  requirements: string,
): MatchJob {
  return {
    skills: splitList(row.skills),
    seniority: row.seniority,
    employment_type: row.employment_type,
    adcode: row.adcode,
    province_adcode: row.province_adcode,
    minimum_salary: row.minimum_salary,
    maximum_salary: row.maximum_salary,
    salary_num: row.salary_num,
    requirements,
  };
}
