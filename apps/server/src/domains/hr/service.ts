import {
  applicationEvents,
  applicationNotes,
  applications,
  chatMessages,
  companies,
  companyAdmins,
  configItems,
  type Db,
  jobQuestions,
  jobs,
  locations,
  MESSAGE_TEMPLATE_IDS,
  messageTemplates,
  refreshJobSearch,
  settings,
  skills,
  systemMessages,
  users,
} from '@jobbridge/db';
import {
  AppError,
  applyByProblem,
  ERROR_CODES,
  endOfChinaDay,
  JOB_VALID_MAX_DAYS,
  type JobFieldsInput,
  type Locale,
  type MatchJob,
  resumeMatch,
  splitList,
  todayInChina,
  translate,
  USER_STATUS_EMAIL_VERIFIED,
} from '@jobbridge/shared';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Actor, authorize } from '../../lib/authorize';
import type { SessionUser } from '../../types';
import { applicationOf, isActiveMember, jobNotFound, postedJobOf, questionNotFound } from '../job/policy';
import { messageData } from '../message/presenter';
import { loadMatchCandidates } from '../tracker/service';

/** The statuses of an application, by number (the catalogue's jobTracker.status keys). */
export const STATUS_KEYS = ['', 'applied', 'assessment', 'interview', 'offered', 'refused'] as const;

const noCompany = () => new AppError(ERROR_CODES.notFound, 'server.hr.noCompany');
const jobSuspended = () => new AppError(ERROR_CODES.conflict, 'server.hr.jobSuspended');
const jobExpired = () => new AppError(ERROR_CODES.conflict, 'server.hr.jobExpired');
const materialsFirst = () => new AppError(ERROR_CODES.conflict, 'server.hr.materialsFirst');
const companySuspended = () => new AppError(ERROR_CODES.conflict, 'server.hr.companySuspended');

export interface Membership {
  company_id: number;
  role: 'owner' | 'admin' | 'recruiter';
  brand_name: string;
  eng_brand_name: string;
  verification_status: 'draft' | 'pending' | 'approved' | 'rejected';
  suspended_at: Date | null;
  suspend_reason: string | null;
}

/**
 * Whether the company may put a job in front of candidates: its materials
 * (info and licence) are submitted, under review or approved (spec section 6:
 * jobs may be posted while under review), and the platform has not suspended
 * it. A company that never submitted its licence, or whose info was refused,
 * keeps drafts only (4009, with what to do).
 */
export function ensureMayPublish(membership: Membership): void {
  if (membership.suspended_at) throw companySuspended();
  if (membership.verification_status !== 'pending' && membership.verification_status !== 'approved') {
    throw materialsFirst();
  }
}

/**
 * The company the user works for in the HR system: their active membership
 * (an owner's first, then an admin's, then a recruiter's; the oldest of a kind).
 */
export async function membershipOf(db: Db, userId: number): Promise<Membership | null> {
  const [row] = await db
    .select({
      company_id: companyAdmins.company_id,
      role: companyAdmins.role,
      brand_name: companies.brand_name,
      eng_brand_name: companies.eng_brand_name,
      verification_status: companies.verification_status,
      suspended_at: companies.suspended_at,
      suspend_reason: companies.suspend_reason,
    })
    .from(companyAdmins)
    .innerJoin(companies, eq(companies.company_id, companyAdmins.company_id))
    .where(and(eq(companyAdmins.user_id, userId), eq(companyAdmins.status, 'active')))
    .orderBy(
      sql`case ${companyAdmins.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      companyAdmins.created_at,
    )
    .limit(1);
  return row ?? null;
}

/** The session user's company, or 4004 (the HR system needs an active membership). */
export async function requireMembership(db: Db, user: SessionUser): Promise<Membership> {
  const membership = await membershipOf(db, user.user_id);
  if (!membership) throw noCompany();
  return membership;
}

/** Unread chat messages to the active members of a company (0 until chat exists). */
export async function unreadChatOf(db: Db, companyId: number): Promise<number> {
  const members = db
    .select({ user_id: companyAdmins.user_id })
    .from(companyAdmins)
    .where(and(eq(companyAdmins.company_id, companyId), eq(companyAdmins.status, 'active')));
  const [row] = await db
    .select({ total: count() })
    .from(chatMessages)
    .where(
      and(
        inArray(chatMessages.to_user_id, members),
        eq(chatMessages.to_system, 'recruiter'),
        eq(chatMessages.unread, 1),
      ),
    );
  return Number(row?.total ?? 0);
}

/* ---------------------------------------------------------------- jobs */

/** The China date ('yyyy-MM-dd') of an apply-by instant. */
export const chinaDateOf = (at: Date): string => todayInChina(at);

/**
 * Checks what the schema cannot: config values, the city and the skills
 * exist, the apply-by date is today or later and within JOB_VALID_MAX_DAYS.
 * Every problem is a field error (4000), in the request's language.
 */
async function checkJobFields(db: Db, input: JobFieldsInput, locale: Locale, now: Date): Promise<void> {
  const fields: Record<string, string> = {};
  const invalid = translate(locale, 'errors.field.invalid');
  const kinds = ['employment_type', 'industry', 'seniority'] as const;
  const options = await db
    .select({ kind: configItems.kind, value: configItems.value })
    .from(configItems)
    .where(
      and(
        inArray(configItems.kind, [...kinds]),
        inArray(
          configItems.value,
          kinds.map((kind) => input[kind]),
        ),
      ),
    );
  for (const kind of kinds) {
    if (!options.some((option) => option.kind === kind && option.value === input[kind])) fields[kind] = invalid;
  }
  // A job is in a city: a province is refused with its own message, as a company's city is (decision 0061).
  const [place] = await db
    .select({ level: locations.level })
    .from(locations)
    .where(eq(locations.adcode, input.adcode))
    .limit(1);
  if (!place) fields.adcode = invalid;
  else if (place.level !== 'city') fields.adcode = translate(locale, 'server.company.cityNotProvince');
  const wanted = [...new Set(input.skills ?? [])];
  if (wanted.length) {
    const known = await db.select({ name: skills.name_en }).from(skills).where(inArray(skills.name_en, wanted));
    if (known.length !== wanted.length) fields.skills = translate(locale, 'server.hr.unknownSkill');
  }
  if (input.valid_through !== undefined) {
    const problem = applyByProblem(input.valid_through, now);
    if (problem === 'invalid') fields.valid_through = invalid;
    else if (problem === 'range')
      fields.valid_through = translate(locale, 'server.hr.validThrough', { days: JOB_VALID_MAX_DAYS });
  }
  if (Object.keys(fields).length) throw new AppError(ERROR_CODES.validation, undefined, { fields });
}

const jobValues = (input: JobFieldsInput) => ({
  position_en: input.position_en,
  position_zh: input.position_zh,
  description_en: input.description_en,
  description_zh: input.description_zh,
  responsibilities_en: input.responsibilities_en ?? '',
  responsibilities_zh: input.responsibilities_zh ?? '',
  requirements_en: input.requirements_en ?? '',
  requirements_zh: input.requirements_zh ?? '',
  minimum_salary: input.minimum_salary,
  maximum_salary: input.maximum_salary,
  salary_num: input.salary_num,
  employment_type: input.employment_type,
  industry: input.industry,
  seniority: input.seniority,
  adcode: input.adcode,
  skills: [...new Set(input.skills ?? [])].join(','),
  headcount: input.headcount ?? 1,
  valid_through: input.valid_through === undefined ? null : endOfChinaDay(input.valid_through),
});

export interface PostedJobRow {
  job_id: number;
  company_id: number;
  position_en: string;
  position_zh: string;
  status: 'open' | 'closed' | 'draft' | 'suspended';
  closed_reason: 'recruiter' | 'expired' | 'platform' | null;
  valid_through: Date | null;
  create_time: Date;
  update_time: Date;
  views: number;
  apply_count: number;
  question_count: number;
  message_count: number;
  verification_status: Membership['verification_status'];
}

export interface PostedJobInfoRow extends PostedJobRow {
  description_en: string;
  description_zh: string;
  responsibilities_en: string;
  responsibilities_zh: string;
  requirements_en: string;
  requirements_zh: string;
  minimum_salary: number;
  maximum_salary: number;
  salary_num: number;
  employment_type: string;
  industry: string;
  seniority: string;
  adcode: string;
  skills: string;
  headcount: number;
}

const postedColumns = {
  job_id: jobs.job_id,
  company_id: jobs.company_id,
  position_en: jobs.position_en,
  position_zh: jobs.position_zh,
  status: jobs.status,
  closed_reason: jobs.closed_reason,
  valid_through: jobs.valid_through,
  create_time: jobs.create_time,
  update_time: jobs.update_time,
  views: jobs.views,
  apply_count: sql<number>`(select count(*) from ${applications} where ${applications.job_id} = ${jobs.job_id})::int`,
  question_count: sql<number>`(select count(*) from ${jobQuestions} where ${jobQuestions.job_id} = ${jobs.job_id} and ${jobQuestions.parent_id} is null)::int`,
  // Conversations about the job: one per candidate (decision 0025).
  message_count: sql<number>`(select count(distinct ${chatMessages.candidate_id}) from ${chatMessages} where ${chatMessages.job_id} = ${jobs.job_id})::int`,
  verification_status: companies.verification_status,
};

const infoColumns = {
  ...postedColumns,
  description_en: jobs.description_en,
  description_zh: jobs.description_zh,
  responsibilities_en: jobs.responsibilities_en,
  responsibilities_zh: jobs.responsibilities_zh,
  requirements_en: jobs.requirements_en,
  requirements_zh: jobs.requirements_zh,
  minimum_salary: jobs.minimum_salary,
  maximum_salary: jobs.maximum_salary,
  salary_num: jobs.salary_num,
  employment_type: jobs.employment_type,
  industry: jobs.industry,
  seniority: jobs.seniority,
  adcode: jobs.adcode,
  skills: jobs.skills,
  headcount: jobs.headcount,
};

const numbers = <R extends PostedJobRow>(row: R): R => ({
  ...row,
  apply_count: Number(row.apply_count),
  question_count: Number(row.question_count),
  message_count: Number(row.message_count),
});

/** A job with its fields and counts, if the actor may manage it (4004 otherwise). */
export async function findPostedJob(db: Db, actor: Actor, jobId: number): Promise<PostedJobInfoRow> {
  const [row] = await db
    .select(infoColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.company_id, jobs.company_id))
    .where(eq(jobs.job_id, jobId))
    .limit(1);
  return numbers(await authorize(actor, 'manage', postedJobOf(db, row)));
}

/** The jobs of a company, newest first, with their counts. */
export async function listPostedJobs(
  db: Db,
  companyId: number,
  page: number,
  size: number,
): Promise<{ rows: PostedJobRow[]; total: number }> {
  const where = eq(jobs.company_id, companyId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(postedColumns)
      .from(jobs)
      .innerJoin(companies, eq(companies.company_id, jobs.company_id))
      .where(where)
      .orderBy(desc(jobs.create_time), desc(jobs.job_id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { rows: rows.map(numbers), total: Number(total) };
}

/**
 * Posts a job for the user's company, open at once (spec section 6: also
 * while the company is under review; the job page then says unverified).
 * Its search document is written in the same transaction.
 */
export async function createJob(
  db: Db,
  user: SessionUser,
  input: JobFieldsInput,
  locale: Locale,
  now = new Date(),
): Promise<PostedJobInfoRow> {
  const membership = await requireMembership(db, user);
  ensureMayPublish(membership);
  await checkJobFields(db, input, locale, now);
  const jobId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({ ...jobValues(input), company_id: membership.company_id, recruiter_id: user.user_id, status: 'open' })
      .returning({ job_id: jobs.job_id });
    await refreshJobSearch(tx as unknown as Db, [row.job_id]);
    return row.job_id;
  });
  return findPostedJob(db, user, jobId);
}

/** Changes a job's fields (any state); the search document follows. */
export async function editJob(
  db: Db,
  user: SessionUser,
  jobId: number,
  input: JobFieldsInput,
  locale: Locale,
  now = new Date(),
): Promise<PostedJobInfoRow> {
  const job = await findPostedJob(db, user, jobId);
  await checkJobFields(db, input, locale, now);
  await db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set({ ...jobValues(input), update_time: sql`now()` })
      .where(eq(jobs.job_id, job.job_id));
    await refreshJobSearch(tx as unknown as Db, [job.job_id]);
  });
  return findPostedJob(db, user, jobId);
}

/** Closes a job (it leaves search); closing a closed job changes nothing. A suspended job stays suspended. */
export async function closeJob(db: Db, user: SessionUser, jobId: number, now = new Date()): Promise<PostedJobInfoRow> {
  const job = await findPostedJob(db, user, jobId);
  if (job.status === 'suspended') throw jobSuspended();
  if (job.status !== 'closed') {
    await db
      .update(jobs)
      .set({ status: 'closed', closed_reason: 'recruiter', closed_at: now, update_time: now })
      .where(eq(jobs.job_id, job.job_id));
  }
  return findPostedJob(db, user, jobId);
}

/**
 * Opens a closed job or publishes a draft. A job the platform suspended
 * cannot be reopened by its company (4009), nor one whose apply-by date has
 * passed (4009: change the date first).
 */
export async function reopenJob(db: Db, user: SessionUser, jobId: number, now = new Date()): Promise<PostedJobInfoRow> {
  const job = await findPostedJob(db, user, jobId);
  if (job.status === 'suspended') throw jobSuspended();
  if (job.valid_through && job.valid_through.getTime() < now.getTime()) throw jobExpired();
  if (job.status !== 'open') {
    ensureMayPublish(await requireMembership(db, user));
    await db
      .update(jobs)
      .set({ status: 'open', closed_reason: null, closed_at: null, update_time: now })
      .where(eq(jobs.job_id, job.job_id));
  }
  return findPostedJob(db, user, jobId);
}

/** A copy of a job as a new draft of the same company (published with reopenJob after editing). */
export async function duplicateJob(db: Db, user: SessionUser, jobId: number): Promise<PostedJobInfoRow> {
  const job = await findPostedJob(db, user, jobId);
  const newId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({
        company_id: job.company_id,
        recruiter_id: user.user_id,
        position_en: job.position_en,
        position_zh: job.position_zh,
        description_en: job.description_en,
        description_zh: job.description_zh,
        responsibilities_en: job.responsibilities_en,
        responsibilities_zh: job.responsibilities_zh,
        requirements_en: job.requirements_en,
        requirements_zh: job.requirements_zh,
        minimum_salary: job.minimum_salary,
        maximum_salary: job.maximum_salary,
        salary_num: job.salary_num,
        employment_type: job.employment_type,
        industry: job.industry,
        seniority: job.seniority,
        adcode: job.adcode,
        skills: job.skills,
        headcount: job.headcount,
        valid_through: job.valid_through,
        status: 'draft',
      })
      .returning({ job_id: jobs.job_id });
    await refreshJobSearch(tx as unknown as Db, [row.job_id]);
    return row.job_id;
  });
  return findPostedJob(db, user, newId);
}

/**
 * Closes the open jobs whose apply-by date has passed (closed_reason
 * 'expired'): they leave search, the sitemap and the job pages' JSON-LD,
 * which all read open jobs only. Answers the ids closed.
 */
export async function closeExpiredJobs(db: Db, now = new Date()): Promise<number[]> {
  const rows = await db
    .update(jobs)
    .set({ status: 'closed', closed_reason: 'expired', closed_at: now })
    .where(and(sql`${jobs.status} = 'open'`, sql`${jobs.valid_through} < ${now.toISOString()}`))
    .returning({ job_id: jobs.job_id });
  return rows.map((row) => row.job_id);
}

/* ---------------------------------------------------------- applicants */

const candidates = alias(users, 'candidate');
const candidateCity = alias(locations, 'candidate_city');

export interface ApplicantRow {
  application_id: number;
  status: number;
  created_at: Date;
  updated_at: Date;
  job_id: number;
  position_en: string;
  position_zh: string;
  user_id: number;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  city_en: string | null;
  city_zh: string | null;
  note_count: number;
}

/**
 * The two queries of the applicant list in a scope (applications of one job,
 * or of a company's jobs): a page of rows, newest first, optionally of one
 * status, and the count of each status. Built apart so that they can be
 * inspected (EXPLAIN, bench/src/applicants.ts).
 */
export function applicantListQueries(db: Db, scope: SQL, input: { status?: number; page: number; size: number }) {
  const where = input.status === undefined ? scope : and(scope, eq(applications.status, input.status));
  // The page's ids first, from applications alone (applications_job_status_time_idx with a status):
  // the rows skipped by the offset are never joined, nor their notes counted.
  const pageIds = db
    .select({ application_id: applications.application_id })
    .from(applications)
    .where(where)
    .orderBy(desc(applications.created_at), desc(applications.application_id))
    .limit(input.size)
    .offset((input.page - 1) * input.size)
    .as('page_ids');
  return {
    page: db
      .select({
        application_id: applications.application_id,
        status: applications.status,
        created_at: applications.created_at,
        updated_at: applications.updated_at,
        job_id: jobs.job_id,
        position_en: jobs.position_en,
        position_zh: jobs.position_zh,
        user_id: candidates.user_id,
        first_name: candidates.first_name,
        last_name: candidates.last_name,
        avatar_url: candidates.avatar_url,
        city_en: candidateCity.city_en,
        city_zh: candidateCity.city_zh,
        note_count: sql<number>`(select count(*) from ${applicationNotes} where ${applicationNotes.application_id} = ${applications.application_id})::int`,
      })
      .from(pageIds)
      .innerJoin(applications, eq(applications.application_id, pageIds.application_id))
      .innerJoin(jobs, eq(jobs.job_id, applications.job_id))
      .innerJoin(candidates, eq(candidates.user_id, applications.user_id))
      .leftJoin(candidateCity, eq(candidateCity.adcode, candidates.adcode))
      .orderBy(desc(applications.created_at), desc(applications.application_id)),
    counts: db
      .select({ status: applications.status, total: count() })
      .from(applications)
      .where(scope)
      .groupBy(applications.status),
  };
}

/**
 * A page of applications to one job of the user's company (job_id, 4004 if
 * not theirs) or to all its jobs, newest first, optionally of one status,
 * with the count of each status in the same scope.
 */
export async function listApplicants(
  db: Db,
  user: SessionUser,
  input: { job_id?: number; status?: number; page: number; size: number },
): Promise<{ rows: ApplicantRow[]; total: number; counts: Record<string, number> }> {
  let scope: SQL;
  if (input.job_id !== undefined) {
    const job = await findPostedJob(db, user, input.job_id);
    scope = eq(applications.job_id, job.job_id);
  } else {
    const membership = await requireMembership(db, user);
    scope = inArray(
      applications.job_id,
      db.select({ job_id: jobs.job_id }).from(jobs).where(eq(jobs.company_id, membership.company_id)),
    );
  }
  const queries = applicantListQueries(db, scope, input);
  const [rows, byStatus] = await Promise.all([queries.page, queries.counts]);
  const counts: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const row of byStatus) counts[String(row.status)] = Number(row.total);
  const total = input.status === undefined ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[input.status];
  return { rows: rows.map((row) => ({ ...row, note_count: Number(row.note_count) })), total: total ?? 0, counts };
}

/**
 * The resume-match percent (rules/resume-match.ts) of each applicant against
 * the job applied to, by application id. A page holds at most
 * APPLICANTS_PAGE_SIZE.max rows: its jobs and its candidates are loaded at once.
 */
export async function matchScores(
  db: Db,
  rows: readonly ApplicantRow[],
  now = new Date(),
): Promise<Map<number, number>> {
  const jobIds = [...new Set(rows.map((row) => row.job_id))];
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const jobRows = jobIds.length
    ? await db
        .select({
          job_id: jobs.job_id,
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
        })
        .from(jobs)
        .leftJoin(locations, eq(locations.adcode, jobs.adcode))
        .where(inArray(jobs.job_id, jobIds))
    : [];
  const matchJobs = new Map<number, MatchJob>(
    jobRows.map(({ job_id, skills: list, requirements_en, requirements_zh, ...rest }) => [
      job_id,
      { ...rest, skills: splitList(list), requirements: `${requirements_en}\n${requirements_zh}` },
    ]),
  );
  const matchCandidates = await loadMatchCandidates(db, userIds);
  const scores = new Map<number, number>();
  for (const row of rows) {
    const job = matchJobs.get(row.job_id);
    const candidate = matchCandidates.get(row.user_id);
    scores.set(row.application_id, job && candidate ? resumeMatch(candidate, job, now).percent : 0);
  }
  return scores;
}

interface ApplicationTarget {
  application_id: number;
  user_id: number;
  status: number;
  job_id: number;
  company_id: number;
  position_en: string;
  position_zh: string;
  brand_name: string;
  eng_brand_name: string;
  email: string | null;
  user_status: number;
  locale: Locale | null;
  chat_email: boolean | null;
}

async function applicationTargets(db: Db, ids: readonly number[]): Promise<ApplicationTarget[]> {
  if (!ids.length) return [];
  return db
    .select({
      application_id: applications.application_id,
      user_id: applications.user_id,
      status: applications.status,
      job_id: jobs.job_id,
      company_id: jobs.company_id,
      position_en: jobs.position_en,
      position_zh: jobs.position_zh,
      brand_name: companies.brand_name,
      eng_brand_name: companies.eng_brand_name,
      email: users.email,
      user_status: users.status,
      locale: users.locale,
      chat_email: settings.chat_email,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.job_id, applications.job_id))
    .innerJoin(companies, eq(companies.company_id, jobs.company_id))
    .innerJoin(users, eq(users.user_id, applications.user_id))
    .leftJoin(settings, eq(settings.user_id, applications.user_id))
    .where(inArray(applications.application_id, [...ids]));
}

/** One application the actor may handle (4004 otherwise), with what its notices need. */
export async function findApplication(db: Db, actor: Actor, applicationId: number): Promise<ApplicationTarget> {
  const [row] = await applicationTargets(db, [applicationId]);
  return authorize(actor, 'manage', applicationOf(db, row));
}

/** A status-change e-mail to send after the change committed. */
export interface StatusMail {
  to: string;
  locale: Locale;
  position: string;
  company: string;
  status: number;
  job_id: number;
}

/** Commas and line breaks would split a template value (data is comma-separated). */

/**
 * Moves applications to a status, all or nothing: every id must be an
 * application to a job of a company the user is an active member of (one
 * that is not, or does not exist, refuses the whole request with 4004 and
 * changes nothing). Each application whose status changes gets a history
 * row (application_events) and its candidate a system message (apply_status,
 * sender 10000, filled in the candidate's language), in one transaction;
 * the e-mails (candidates whose settings allow: chat_email, verified e-mail)
 * are answered for sending after it commits.
 */
export async function changeApplicationStatus(
  db: Db,
  user: SessionUser,
  ids: readonly number[],
  status: number,
): Promise<{ list: Array<{ application_id: number; status: number }>; mails: StatusMail[]; notified: number[] }> {
  const unique = [...new Set(ids)];
  const targets = await applicationTargets(db, unique);
  if (targets.length !== unique.length) throw applicationOf.policy.refuse();
  const companies = [...new Set(targets.map((target) => target.company_id))];
  for (const companyId of companies) {
    if (!(await isActiveMember(db, user, companyId))) throw applicationOf.policy.refuse();
  }
  const changing = targets.filter((target) => target.status !== status);
  const mails: StatusMail[] = [];
  await db.transaction(async (tx) => {
    if (!changing.length) return;
    const changed = changing.map((target) => target.application_id);
    await tx
      .update(applications)
      .set({ status, updated_at: sql`now()` })
      .where(inArray(applications.application_id, changed));
    await tx
      .insert(applicationEvents)
      .values(changing.map((target) => ({ application_id: target.application_id, status, actor_id: user.user_id })));
    await tx.insert(systemMessages).values(
      changing.map((target) => {
        const locale: Locale = target.locale ?? 'en';
        const zh = locale === 'zh';
        return {
          to_user_id: target.user_id,
          type: 'apply_status',
          template_id: MESSAGE_TEMPLATE_IDS.applyStatus,
          data: messageData([
            zh ? target.position_zh : target.position_en,
            (zh ? target.brand_name : target.eng_brand_name) || target.brand_name,
            translate(locale, `jobTracker.status.${STATUS_KEYS[status]}`),
          ]),
          job_id: target.job_id,
          unread: 1,
        };
      }),
    );
  });
  for (const target of changing) {
    const mailable = (target.chat_email ?? true) && !!target.email && target.user_status === USER_STATUS_EMAIL_VERIFIED;
    if (!mailable) continue;
    const locale: Locale = target.locale ?? 'en';
    const zh = locale === 'zh';
    mails.push({
      to: target.email as string,
      locale,
      position: zh ? target.position_zh : target.position_en,
      company: (zh ? target.brand_name : target.eng_brand_name) || target.brand_name,
      status,
      job_id: target.job_id,
    });
  }
  return {
    list: unique.map((application_id) => ({ application_id, status })),
    mails,
    notified: [...new Set(changing.map((target) => target.user_id))],
  };
}

/** The message template of apply_status in a language (title and content with {1}..{3}). */
export async function applyStatusTemplate(db: Db, locale: Locale) {
  const [row] = await db
    .select({ title: messageTemplates.title, content: messageTemplates.content })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.template_id, MESSAGE_TEMPLATE_IDS.applyStatus), eq(messageTemplates.lang, locale)))
    .limit(1);
  return row ?? null;
}

/* ---------------------------------------------------------------- notes */

export interface NoteRow {
  note_id: number;
  application_id: number;
  content: string;
  author_id: number | null;
  first_name: string | null;
  created_at: Date;
}

const noteColumns = {
  note_id: applicationNotes.note_id,
  application_id: applicationNotes.application_id,
  content: applicationNotes.content,
  author_id: applicationNotes.author_id,
  first_name: users.first_name,
  created_at: applicationNotes.created_at,
};

/** An application's notes, newest first (the company's members only). */
export async function listNotes(db: Db, user: SessionUser, applicationId: number): Promise<NoteRow[]> {
  const application = await findApplication(db, user, applicationId);
  return db
    .select(noteColumns)
    .from(applicationNotes)
    .leftJoin(users, eq(users.user_id, applicationNotes.author_id))
    .where(eq(applicationNotes.application_id, application.application_id))
    .orderBy(desc(applicationNotes.created_at), desc(applicationNotes.note_id));
}

export async function addNote(db: Db, user: SessionUser, applicationId: number, content: string): Promise<NoteRow> {
  const application = await findApplication(db, user, applicationId);
  const [created] = await db
    .insert(applicationNotes)
    .values({ application_id: application.application_id, author_id: user.user_id, content })
    .returning({ note_id: applicationNotes.note_id });
  const [row] = await db
    .select(noteColumns)
    .from(applicationNotes)
    .leftJoin(users, eq(users.user_id, applicationNotes.author_id))
    .where(eq(applicationNotes.note_id, created.note_id));
  return row;
}

/* ------------------------------------------------------------ questions */

/**
 * Answers a question about one of the company's jobs, marked as the
 * company's answer (job_questions.company_id). The question must be a
 * question (not an answer) of a job the user may manage; otherwise 4004.
 */
export async function answerAsCompany(db: Db, user: SessionUser, questionId: number, content: string): Promise<number> {
  const [question] = await db
    .select({ job_id: jobQuestions.job_id, parent_id: jobQuestions.parent_id, company_id: jobs.company_id })
    .from(jobQuestions)
    .innerJoin(jobs, eq(jobs.job_id, jobQuestions.job_id))
    .where(and(eq(jobQuestions.question_id, questionId), isNull(jobQuestions.parent_id)))
    .limit(1);
  if (!question) throw questionNotFound();
  if (!(await isActiveMember(db, user, question.company_id))) throw questionNotFound();
  const [created] = await db
    .insert(jobQuestions)
    .values({
      job_id: question.job_id,
      user_id: user.user_id,
      parent_id: questionId,
      company_id: question.company_id,
      content,
    })
    .returning({ question_id: jobQuestions.question_id });
  return created.question_id;
}

export { jobNotFound };
