import {
  applicationEvents,
  applications,
  companies,
  type Db,
  type JobStatus,
  jobQuestions,
  jobSearchQuery,
  jobs,
  locations,
  preparedQuery,
  questionVotes,
  savedJobs,
  users,
} from '@jobbridge/db';
import {
  APPLICATION_STATUS,
  APPLY_MIN_STRENGTH,
  AppError,
  type ApplyRefusal,
  applyBlocker,
  ERROR_CODES,
  QUESTIONS_PAGE_SIZE,
  queryTokens,
} from '@jobbridge/shared';
import { and, desc, eq, inArray, isNull, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import { type Actor, ANYONE, authorize } from '../../lib/authorize';
import type { SessionUser } from '../../types';
import { loadProfileStrengthById } from '../account/strength';
import { activeMembership, isActiveMember, jobOf, questionNotFound, questionOf } from './policy';
import { type JobSearchRow, jobListColumns, OPEN } from './search';

const jobLocation = alias(locations, 'job_location');
const companyLocation = alias(locations, 'company_location');
const recruiterLocation = alias(locations, 'recruiter_location');
const recruiters = alias(users, 'recruiter');

export { jobNotFound } from './policy';

const jobClosed = () => new AppError(ERROR_CODES.notFound, 'server.job.closed');

export interface JobDetailRow extends JobSearchRow {
  province_en: string | null;
  province_zh: string | null;
  description_en: string;
  description_zh: string;
  responsibilities_en: string;
  responsibilities_zh: string;
  requirements_en: string;
  requirements_zh: string;
  skills: string;
  headcount: number;
  status: JobStatus;
  valid_through: Date | null;
  update_time: Date;
  business_license_name: string;
  company_industry: string | null;
  company_size: string | null;
  company_website: string | null;
  company_city_en: string | null;
  company_city_zh: string | null;
  verification_status: 'draft' | 'pending' | 'approved' | 'rejected';
  recruiter_id: number | null;
  recruiter_first_name: string | null;
  recruiter_headline_job: string | null;
  recruiter_headline_job_zh: string | null;
  recruiter_avatar_url: string | null;
  recruiter_city_en: string | null;
  recruiter_city_zh: string | null;
  question_count: number;
}

export interface JobViewerState {
  saved: boolean;
  applied: boolean;
  application_status: number | null;
  member: boolean;
}

/**
 * A job with everything its page shows, by id: a six-table statement whose planning cost about as much
 * as its running, so it is prepared (named on PostgreSQL, decision 0047).
 */
const jobDetailById = preparedQuery((db) =>
  db
    .select({
      ...jobListColumns,
      city_en: jobLocation.city_en,
      city_zh: jobLocation.city_zh,
      province_en: jobLocation.province_en,
      province_zh: jobLocation.province_zh,
      description_en: jobs.description_en,
      description_zh: jobs.description_zh,
      responsibilities_en: jobs.responsibilities_en,
      responsibilities_zh: jobs.responsibilities_zh,
      requirements_en: jobs.requirements_en,
      requirements_zh: jobs.requirements_zh,
      skills: jobs.skills,
      headcount: jobs.headcount,
      status: jobs.status,
      valid_through: jobs.valid_through,
      update_time: jobs.update_time,
      business_license_name: companies.business_license_name,
      company_industry: companies.industry,
      company_size: companies.size,
      company_website: companies.website,
      company_city_en: companyLocation.city_en,
      company_city_zh: companyLocation.city_zh,
      verification_status: companies.verification_status,
      recruiter_id: recruiters.user_id,
      recruiter_first_name: recruiters.first_name,
      recruiter_headline_job: recruiters.headline_job,
      recruiter_headline_job_zh: recruiters.headline_job_zh,
      recruiter_avatar_url: recruiters.avatar_url,
      recruiter_city_en: recruiterLocation.city_en,
      recruiter_city_zh: recruiterLocation.city_zh,
      question_count: sql<number>`(select count(*) from ${jobQuestions} where ${jobQuestions.job_id} = ${jobs.job_id} and ${jobQuestions.parent_id} is null)::int`,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.company_id, jobs.company_id))
    .leftJoin(jobLocation, eq(jobLocation.adcode, jobs.adcode))
    .leftJoin(companyLocation, eq(companyLocation.adcode, companies.adcode))
    .leftJoin(recruiters, eq(recruiters.user_id, jobs.recruiter_id))
    .leftJoin(recruiterLocation, eq(recruiterLocation.adcode, recruiters.adcode))
    .where(eq(jobs.job_id, sql.placeholder('jobId')))
    .limit(1)
    .prepare('job_detail_by_id'),
);

/** A job as its page shows it, when the actor may read it (job/policy.ts: drafts do not exist for readers); null when unknown. */
export async function findJobDetail(db: Db, actor: Actor, jobId: number): Promise<JobDetailRow | null> {
  const [row] = await jobDetailById(db).execute({ jobId });
  if (!row) return null;
  await authorize(actor, 'read', jobOf(db, row));
  return { ...row, question_count: Number(row.question_count) };
}

/** Whether the user saved and applied to the job. */
export async function viewerState(
  db: Db,
  user: NonNullable<Actor>,
  job: { job_id: number; company_id: number },
): Promise<JobViewerState> {
  const userId = user.user_id;
  const jobId = job.job_id;
  const saved = db
    .select({ one: sql`1` })
    .from(savedJobs)
    .where(and(eq(savedJobs.user_id, userId), eq(savedJobs.job_id, jobId)));
  const applied = db
    .select({ status: applications.status })
    .from(applications)
    .where(and(eq(applications.user_id, userId), eq(applications.job_id, jobId)))
    .limit(1);
  const member = activeMembership(db, userId, job.company_id);
  // One statement on every signed-in job page (decision 0045).
  const [row] = await db
    .select({
      saved: sql<boolean>`exists (${saved})`,
      status: sql<JobViewerState['application_status']>`(${applied})`,
      member: sql<boolean>`exists (${member})`,
    })
    .from(sql`(select 1) as one`);
  const status = row.status ?? null;
  return {
    saved: Boolean(row.saved),
    applied: status !== null,
    application_status: status,
    member: Boolean(row.member),
  };
}

/** Title words that say how senior, not what the job is; similar jobs ignore them. */
const LEVEL_WORDS = new Set([
  'senior',
  'junior',
  'lead',
  'principal',
  'staff',
  'intern',
  'internship',
  'mid',
  'level',
  'head',
  'chief',
  'associate',
  'assistant',
  'trainee',
  'entry',
  'i',
  'ii',
  'iii',
  'of',
  'and',
  'the',
  'for',
]);

/** One branch of similar jobs: open jobs of a tier but this one, newest first, at most `size`. */
const similarBranch = (db: Db, tier: SQL, rank: number) =>
  db
    .select({ ...jobListColumns, tier: sql<number>`${sql.raw(String(rank))}`.as('tier') })
    .from(jobs)
    .innerJoin(companies, eq(companies.company_id, jobs.company_id))
    .leftJoin(locations, eq(locations.adcode, jobs.adcode))
    .where(and(OPEN, tier, sql`${jobs.job_id} <> ${sql.placeholder('jobId')}`))
    .orderBy(desc(jobs.create_time), desc(jobs.job_id))
    .limit(sql.placeholder('size'));

/**
 * Similar jobs in three tiers, newest first within each: the same title words in the same industry,
 * then the same title words elsewhere, then the same industry. The tiers are disjoint, so each is one
 * branch of a union with its own limit (each served as the tier alone would be), in one statement;
 * prepared, as its planning cost more than it ran (1.2 ms a job page on PostgreSQL).
 */
const similarInTiers = preparedQuery((db) => {
  const sameTitle = sql`${jobs.rank_vector} @@ ${sql.placeholder('tsquery')}::tsquery`;
  const industry = sql.placeholder('industry');
  const [first, ...rest] = [
    and(sameTitle, eq(jobs.industry, industry)) as SQL,
    and(sameTitle, ne(jobs.industry, industry)) as SQL,
    and(sql`not coalesce(${sameTitle}, false)`, eq(jobs.industry, industry)) as SQL,
  ].map((tier, i) => similarBranch(db, tier, i + 1));
  return unionAll(first, ...(rest as [typeof first]))
    .orderBy(sql`tier`, desc(jobs.create_time), desc(jobs.job_id))
    .limit(sql.placeholder('size'))
    .prepare('similar_jobs_in_tiers');
});

/** The job whose similar jobs are asked for: its title, industry and status (prepared: on every job page). */
const similarOf = preparedQuery((db) =>
  db
    .select({ position_en: jobs.position_en, industry: jobs.industry, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.job_id, sql.placeholder('jobId')))
    .limit(1)
    .prepare('similar_jobs_of'),
);

/** Similar jobs of a title without words of its own (levels only): the same industry. */
const similarInIndustry = preparedQuery((db) =>
  similarBranch(db, eq(jobs.industry, sql.placeholder('industry')), 1).prepare('similar_jobs_in_industry'),
);

/**
 * Open jobs like this one, best first: the same title words in the same
 * industry, then the same title words anywhere, then the same industry; each
 * tier newest first, never this job. Every tier is a short, index-backed
 * walk (the date index, or the short-field GIN index). Two statements, both
 * prepared: the job, then the tiers together.
 */
export async function findSimilarJobs(db: Db, jobId: number, size: number): Promise<JobSearchRow[]> {
  const [row] = await similarOf(db).execute({ jobId });
  const job = await authorize(ANYONE, 'read', jobOf(db, row));
  const core = queryTokens(job.position_en).filter((token) => !LEVEL_WORDS.has(token));
  const tsquery = core.length ? jobSearchQuery(core.join(' ')) : null;
  const rows = tsquery
    ? await similarInTiers(db).execute({ tsquery, industry: job.industry, jobId, size })
    : await similarInIndustry(db).execute({ industry: job.industry, jobId, size });
  return rows.map(({ tier: _tier, ...job }) => job);
}

/** The job's status, or 4004 when there is no such job (drafts included). */
async function jobStatus(db: Db, jobId: number): Promise<'open' | 'closed'> {
  return (await readableJob(db, jobId)).status;
}

/** A job anyone may read (4004 otherwise): whether it is open, and its company. */
async function readableJob(db: Db, jobId: number): Promise<{ status: 'open' | 'closed'; company_id: number }> {
  const [row] = await db
    .select({ status: jobs.status, company_id: jobs.company_id })
    .from(jobs)
    .where(eq(jobs.job_id, jobId))
    .limit(1);
  const { status, company_id } = await authorize(ANYONE, 'read', jobOf(db, row));
  return { status: status === 'open' ? 'open' : 'closed', company_id };
}

/** Saves (or unsaves) a job for the user. Only open jobs can be saved; any can be unsaved. */
export async function setJobSaved(db: Db, userId: number, jobId: number, saved: boolean): Promise<boolean> {
  const status = await jobStatus(db, jobId);
  if (saved) {
    if (status !== 'open') throw jobClosed();
    await db.insert(savedJobs).values({ user_id: userId, job_id: jobId }).onConflictDoNothing();
  } else {
    await db.delete(savedJobs).where(and(eq(savedJobs.user_id, userId), eq(savedJobs.job_id, jobId)));
  }
  return saved;
}

/**
 * Profile strength of spec section 9, by the one loader every other reader
 * uses (account/strength.ts), with the user's status for the e-mail gate.
 */
export async function candidateStrength(db: Db, userId: number): Promise<{ percent: number; status: number }> {
  const found = await loadProfileStrengthById(db, userId);
  if (!found) throw new AppError(ERROR_CODES.unauthenticated);
  return { percent: found.percent, status: found.status };
}

/**
 * Applies the user to an open job. The spec's gate is enforced here, not only
 * in the web: a verified e-mail (status 2), then a profile strength of at
 * least 60 %. One application per candidate and job (the unique index);
 * the first status (1 Applied) is written to the application's history.
 */
export async function applyToJob(
  db: Db,
  user: NonNullable<Actor>,
  jobId: number,
): Promise<{ application_id: number; created_at: Date }> {
  const userId = user.user_id;
  const job = await readableJob(db, jobId);
  if (job.status !== 'open') throw jobClosed();
  // The company's own people manage its jobs; they do not apply to them.
  if (await isActiveMember(db, user, job.company_id)) {
    throw new AppError(ERROR_CODES.forbidden, 'server.job.applyOwnCompany', {
      reason: 'member',
    } satisfies ApplyRefusal);
  }
  const { percent, status } = await candidateStrength(db, userId);
  const blocker = applyBlocker(percent, status);
  if (blocker === 'email') {
    throw new AppError(ERROR_CODES.forbidden, 'server.job.applyEmail', { reason: 'email' } satisfies ApplyRefusal);
  }
  if (blocker === 'strength') {
    throw new AppError(
      ERROR_CODES.forbidden,
      'server.job.applyStrength',
      { reason: 'strength', percent } satisfies ApplyRefusal,
      { percent, min: APPLY_MIN_STRENGTH },
    );
  }
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({ job_id: jobId, user_id: userId, status: APPLICATION_STATUS.applied })
      .onConflictDoNothing()
      .returning({ application_id: applications.application_id, created_at: applications.created_at });
    if (!row) return null;
    await tx.insert(applicationEvents).values({
      application_id: row.application_id,
      status: APPLICATION_STATUS.applied,
      actor_id: userId,
    });
    return row;
  });
  if (!created) throw new AppError(ERROR_CODES.conflict, 'server.job.alreadyApplied');
  return created;
}

export interface QuestionRow {
  question_id: number;
  job_id: number;
  user_id: number;
  parent_id: number | null;
  content: string;
  thumbs: number;
  created_at: Date;
  first_name: string;
  avatar_url: string | null;
  thumbed: boolean;
  /** Set on an answer given for the job's company (job/answerQuestion). */
  company_id: number | null;
}

const questionColumns = (viewerId: number | Placeholder | null) => ({
  question_id: jobQuestions.question_id,
  job_id: jobQuestions.job_id,
  user_id: jobQuestions.user_id,
  parent_id: jobQuestions.parent_id,
  content: jobQuestions.content,
  thumbs: jobQuestions.thumbs,
  created_at: jobQuestions.created_at,
  first_name: users.first_name,
  avatar_url: users.avatar_url,
  company_id: jobQuestions.company_id,
  thumbed:
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${questionVotes} where ${questionVotes.question_id} = ${jobQuestions.question_id} and ${questionVotes.user_id} = ${viewerId})`,
});

/** The job (readable?) with its count of questions: prepared, as are the pages below (decision 0047). */
const jobQuestionTotal = preparedQuery((db) =>
  db
    .select({
      status: jobs.status,
      // The job's id as a value: in a one-table query drizzle leaves columns unqualified, and
      // "job_id" = "job_id" inside the subquery held for every question of every job.
      total: sql<number>`(select count(*) from ${jobQuestions} where ${jobQuestions.job_id} = ${sql.placeholder('jobId')} and ${jobQuestions.parent_id} is null)::int`,
    })
    .from(jobs)
    .where(eq(jobs.job_id, sql.placeholder('jobId')))
    .limit(1)
    .prepare('job_question_total'),
);

/** A page of a job's questions with their answers; the viewer's thumbs when there is a viewer. */
const questionPage = (name: string, viewer: boolean) =>
  preparedQuery((db) => {
    const pageIds = db
      .select({ question_id: jobQuestions.question_id })
      .from(jobQuestions)
      .where(and(eq(jobQuestions.job_id, sql.placeholder('jobId')), isNull(jobQuestions.parent_id)))
      .orderBy(desc(jobQuestions.created_at), desc(jobQuestions.question_id))
      .limit(sql.placeholder('size'))
      .offset(sql.placeholder('offset'));
    return db
      .select(questionColumns(viewer ? sql.placeholder('viewerId') : null))
      .from(jobQuestions)
      .innerJoin(users, eq(users.user_id, jobQuestions.user_id))
      .where(
        and(
          eq(jobQuestions.job_id, sql.placeholder('jobId')),
          or(inArray(jobQuestions.question_id, pageIds), inArray(jobQuestions.parent_id, pageIds)),
        ),
      )
      .prepare(name);
  });
const questionPageForVisitor = questionPage('job_question_page', false);
const questionPageForViewer = questionPage('job_question_page_viewer', true);

/**
 * A page of a job's questions, newest first, each with its answers (oldest first). Two statements, run
 * together: the job (readable?) with its count of questions, and the page's questions with their answers.
 */
export async function listQuestions(
  db: Db,
  jobId: number,
  viewerId: number | null,
  page: number,
  size: number = QUESTIONS_PAGE_SIZE.default,
): Promise<{ questions: QuestionRow[]; answers: QuestionRow[]; total: number }> {
  const [[job], rows] = await Promise.all([
    jobQuestionTotal(db).execute({ jobId }),
    viewerId === null
      ? questionPageForVisitor(db).execute({ jobId, size, offset: (page - 1) * size })
      : questionPageForViewer(db).execute({ jobId, size, offset: (page - 1) * size, viewerId }),
  ]);
  const { total } = await authorize(ANYONE, 'read', jobOf(db, job));
  const newestFirst = (a: QuestionRow, b: QuestionRow) =>
    b.created_at.getTime() - a.created_at.getTime() || b.question_id - a.question_id;
  return {
    questions: rows.filter((row) => row.parent_id === null).sort(newestFirst),
    answers: rows.filter((row) => row.parent_id !== null).sort((a, b) => newestFirst(b, a)),
    total: Number(total),
  };
}

export async function questionById(db: Db, questionId: number, viewerId: number | null): Promise<QuestionRow | null> {
  const [row] = await db
    .select(questionColumns(viewerId))
    .from(jobQuestions)
    .innerJoin(users, eq(users.user_id, jobQuestions.user_id))
    .where(eq(jobQuestions.question_id, questionId))
    .limit(1);
  return row ?? null;
}

/**
 * Asks a question about an open job, or answers a question (parent_id) of a
 * job that is still published (open or closed).
 */
export async function addQuestion(
  db: Db,
  userId: number,
  input: { job_id: number; content: string; parent_id?: number },
): Promise<QuestionRow> {
  const status = await jobStatus(db, input.job_id);
  if (input.parent_id === undefined) {
    if (status !== 'open') throw jobClosed();
  } else {
    const [parent] = await db
      .select({ job_id: jobQuestions.job_id, parent_id: jobQuestions.parent_id })
      .from(jobQuestions)
      .where(eq(jobQuestions.question_id, input.parent_id))
      .limit(1);
    // Answers hang off a question of the same job, one level deep.
    if (!parent || parent.job_id !== input.job_id || parent.parent_id !== null) throw questionNotFound();
  }
  const [created] = await db
    .insert(jobQuestions)
    .values({ job_id: input.job_id, user_id: userId, parent_id: input.parent_id ?? null, content: input.content })
    .returning({ question_id: jobQuestions.question_id });
  return (await questionById(db, created.question_id, userId)) as QuestionRow;
}

/** Deletes the actor's own question (with its answers) or answer: 4004 unknown or someone else's (alike). */
export async function deleteQuestion(db: Db, actor: SessionUser, questionId: number): Promise<void> {
  const [question] = await db
    .select({ user_id: jobQuestions.user_id })
    .from(jobQuestions)
    .where(eq(jobQuestions.question_id, questionId))
    .limit(1);
  await authorize(actor, 'delete', questionOf(db, question));
  await db
    .delete(jobQuestions)
    .where(or(eq(jobQuestions.question_id, questionId), eq(jobQuestions.parent_id, questionId)));
}

/**
 * Thumbs a question up, once per user: the vote row and the counter change
 * in one statement, so concurrent thumbs never lose or double a count.
 */
export async function thumbQuestion(db: Db, userId: number, questionId: number): Promise<number> {
  const result = (await db.execute(sql`
    with vote as (
      insert into ${questionVotes} (question_id, user_id)
      select ${jobQuestions.question_id}, ${userId}::bigint from ${jobQuestions} where ${jobQuestions.question_id} = ${questionId}
      on conflict do nothing
      returning 1
    )
    update ${jobQuestions} set thumbs = ${jobQuestions.thumbs} + (select count(*) from vote)
    where ${jobQuestions.question_id} = ${questionId}
    returning ${jobQuestions.thumbs} as thumbs`)) as unknown as { rows: Array<{ thumbs: number | string }> };
  const [row] = result.rows;
  if (!row) throw questionNotFound();
  return Number(row.thumbs);
}
