import { auditLog, certificates, companies, type Db, files, jobs, locations, users } from '@jobbridge/db';
import {
  AppError,
  type AuditAction,
  ERROR_CODES,
  PAGE_SIZE,
  REVIEW_QUEUE_MAX,
  type RejectReason,
  type ReviewDecision,
  type SuspendReason,
} from '@jobbridge/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { reviewNotFound } from './policy';

/**
 * Platform review (decision 0023): the queue, the decisions, suspensions and
 * the audit log. Every change is written with its audit_log row in one
 * transaction: both or neither.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const notPending = () => new AppError(ERROR_CODES.conflict, 'server.review.notPending');
const alreadySuspended = () => new AppError(ERROR_CODES.conflict, 'server.review.alreadySuspended');
const notSuspended = () => new AppError(ERROR_CODES.conflict, 'server.review.notSuspended');
const companySuspended = () => new AppError(ERROR_CODES.conflict, 'server.review.companySuspended');
const notPublished = () => new AppError(ERROR_CODES.conflict, 'server.review.jobNotPublished');

export type CompanyRow = typeof companies.$inferSelect & { city_en: string | null; city_zh: string | null };
export type CertificateRow = typeof certificates.$inferSelect & { brand_name: string; eng_brand_name: string };
export type ReviewCompanyRow = CompanyRow & { certificates: CertificateRow[] };

const certificateColumns = {
  certificate_id: certificates.certificate_id,
  company_id: certificates.company_id,
  name: certificates.name,
  type: certificates.type,
  file_id: certificates.file_id,
  is_public: certificates.is_public,
  status: certificates.status,
  review_reason: certificates.review_reason,
  review_note: certificates.review_note,
  reviewed_at: certificates.reviewed_at,
  created_at: certificates.created_at,
  brand_name: companies.brand_name,
  eng_brand_name: companies.eng_brand_name,
};

async function certificatesOf(db: Db | Tx, companyIds: number[]): Promise<CertificateRow[]> {
  if (companyIds.length === 0) return [];
  return db
    .select(certificateColumns)
    .from(certificates)
    .innerJoin(companies, eq(companies.company_id, certificates.company_id))
    .where(inArray(certificates.company_id, companyIds))
    .orderBy(asc(certificates.created_at), asc(certificates.certificate_id));
}

async function companiesWhere(db: Db | Tx, where: ReturnType<typeof and>, limit: number): Promise<ReviewCompanyRow[]> {
  const rows = await db
    .select({ company: companies, city_en: locations.city_en, city_zh: locations.city_zh })
    .from(companies)
    .leftJoin(locations, eq(locations.adcode, companies.adcode))
    .where(where)
    .orderBy(asc(companies.updated_at), asc(companies.company_id))
    .limit(limit);
  const certs = await certificatesOf(
    db,
    rows.map((row) => row.company.company_id),
  );
  return rows.map((row) => ({
    ...row.company,
    city_en: row.city_en,
    city_zh: row.city_zh,
    certificates: certs.filter((c) => c.company_id === row.company.company_id),
  }));
}

/** What waits for review, oldest first: companies' info, licences, certificates (REVIEW_QUEUE_MAX of each). */
export async function loadQueue(db: Db) {
  const [pendingCompanies, pendingLicenses, pendingCertificates] = await Promise.all([
    companiesWhere(db, eq(companies.verification_status, 'pending'), REVIEW_QUEUE_MAX),
    companiesWhere(db, eq(companies.license_status, 'pending'), REVIEW_QUEUE_MAX),
    db
      .select(certificateColumns)
      .from(certificates)
      .innerJoin(companies, eq(companies.company_id, certificates.company_id))
      .where(eq(certificates.status, 'pending'))
      .orderBy(asc(certificates.created_at), asc(certificates.certificate_id))
      .limit(REVIEW_QUEUE_MAX),
  ]);
  return { companies: pendingCompanies, licenses: pendingLicenses, certificates: pendingCertificates };
}

/** One company as the reviewer sees it, or 4004. */
export async function loadReviewCompany(db: Db | Tx, companyId: number): Promise<ReviewCompanyRow> {
  const [row] = await companiesWhere(db, eq(companies.company_id, companyId), 1);
  if (!row) throw reviewNotFound();
  return row;
}

async function audit(
  tx: Tx,
  entry: {
    actorId: number;
    action: AuditAction;
    targetType: 'company' | 'certificate' | 'job';
    targetId: number;
    reason?: string | null;
    note?: string | null;
  },
) {
  await tx.insert(auditLog).values({
    actor_id: entry.actorId,
    action: entry.action,
    target_type: entry.targetType,
    target_id: String(entry.targetId),
    reason: entry.reason ?? null,
    note: entry.note ?? null,
  });
}

export interface DecisionInput {
  decision: ReviewDecision;
  reason?: RejectReason;
  note?: string;
}

const outcome = (input: DecisionInput) => ({
  status: input.decision === 'approve' ? ('approved' as const) : ('rejected' as const),
  reason: input.decision === 'reject' ? (input.reason ?? 'other') : null,
  note: input.note ?? null,
});

/** The two reviewed parts of a company row: its info and its licence, each with its own status, reason and note. */
const COMPANY_PARTS = {
  company: {
    status: companies.verification_status,
    set: (r: ReturnType<typeof outcome>) => ({
      verification_status: r.status,
      review_reason: r.reason,
      review_note: r.note,
    }),
  },
  license: {
    status: companies.license_status,
    set: (r: ReturnType<typeof outcome>) => ({
      license_status: r.status,
      license_reason: r.reason,
      license_note: r.note,
    }),
  },
} as const;

/** Approves or rejects a company's pending info or licence, with its audit row; 4009 when it is not pending. */
async function decideCompanyPart(
  db: Db,
  actorId: number,
  companyId: number,
  input: DecisionInput,
  part: keyof typeof COMPANY_PARTS,
) {
  const result = outcome(input);
  const { status, set } = COMPANY_PARTS[part];
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status })
      .from(companies)
      .where(eq(companies.company_id, companyId))
      .for('update');
    if (!current) throw reviewNotFound();
    if (current.status !== 'pending') throw notPending();
    await tx
      .update(companies)
      .set({ ...set(result), reviewed_at: sql`now()` })
      .where(eq(companies.company_id, companyId));
    await audit(tx, {
      actorId,
      action: `${part}.${input.decision}`,
      targetType: 'company',
      targetId: companyId,
      reason: result.reason,
      note: result.note,
    });
    return loadReviewCompany(tx, companyId);
  });
}

/** Approves or rejects a company's pending info; 4009 when it is not pending. */
export const decideCompany = (db: Db, actorId: number, companyId: number, input: DecisionInput) =>
  decideCompanyPart(db, actorId, companyId, input, 'company');

/** Approves or rejects a company's pending licence; 4009 when it is not pending. */
export const decideLicense = (db: Db, actorId: number, companyId: number, input: DecisionInput) =>
  decideCompanyPart(db, actorId, companyId, input, 'license');

/** Approves or rejects a pending certificate; 4009 when it is not pending. */
export async function decideCertificate(db: Db, actorId: number, certificateId: number, input: DecisionInput) {
  const result = outcome(input);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: certificates.status })
      .from(certificates)
      .where(eq(certificates.certificate_id, certificateId))
      .for('update');
    if (!current) throw reviewNotFound();
    if (current.status !== 'pending') throw notPending();
    await tx
      .update(certificates)
      .set({
        status: result.status,
        review_reason: result.reason,
        review_note: result.note,
        reviewed_at: sql`now()`,
      })
      .where(eq(certificates.certificate_id, certificateId));
    await audit(tx, {
      actorId,
      action: `certificate.${input.decision}`,
      targetType: 'certificate',
      targetId: certificateId,
      reason: result.reason,
      note: result.note,
    });
    const [row] = await tx
      .select(certificateColumns)
      .from(certificates)
      .innerJoin(companies, eq(companies.company_id, certificates.company_id))
      .where(eq(certificates.certificate_id, certificateId));
    return row;
  });
}

/**
 * Suspends a company: its page answers not found and its published jobs
 * (open and closed) become suspended, leaving search and their pages. A
 * job's own closed_reason is kept, so lifting restores each as it was.
 */
export async function suspendCompany(
  db: Db,
  actorId: number,
  companyId: number,
  input: { reason: SuspendReason; note?: string },
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ suspended_at: companies.suspended_at })
      .from(companies)
      .where(eq(companies.company_id, companyId))
      .for('update');
    if (!current) throw reviewNotFound();
    if (current.suspended_at) throw alreadySuspended();
    await tx
      .update(companies)
      .set({ suspended_at: sql`now()`, suspend_reason: input.reason })
      .where(eq(companies.company_id, companyId));
    await tx
      .update(jobs)
      .set({ status: 'suspended', update_time: sql`now()` })
      .where(and(eq(jobs.company_id, companyId), inArray(jobs.status, ['open', 'closed'])));
    await audit(tx, {
      actorId,
      action: 'company.suspend',
      targetType: 'company',
      targetId: companyId,
      reason: input.reason,
      note: input.note,
    });
    return loadReviewCompany(tx, companyId);
  });
}

/**
 * Lifts a company's suspension: its jobs suspended with it return, open
 * ones open, closed ones closed; a job the platform suspended on its own
 * (closed_reason 'platform') stays suspended until lifted itself.
 */
export async function liftCompany(db: Db, actorId: number, companyId: number, input: { note?: string }) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ suspended_at: companies.suspended_at })
      .from(companies)
      .where(eq(companies.company_id, companyId))
      .for('update');
    if (!current) throw reviewNotFound();
    if (!current.suspended_at) throw notSuspended();
    await tx
      .update(companies)
      .set({ suspended_at: null, suspend_reason: null })
      .where(eq(companies.company_id, companyId));
    await tx
      .update(jobs)
      .set({
        status: sql`case when ${jobs.closed_reason} is null then 'open' else 'closed' end`,
        update_time: sql`now()`,
      })
      .where(
        and(
          eq(jobs.company_id, companyId),
          eq(jobs.status, 'suspended'),
          or(isNull(jobs.closed_reason), ne(jobs.closed_reason, 'platform')),
        ),
      );
    await audit(tx, { actorId, action: 'company.lift', targetType: 'company', targetId: companyId, note: input.note });
    return loadReviewCompany(tx, companyId);
  });
}

export type ReviewJobRow = {
  job_id: number;
  company_id: number;
  position_en: string;
  position_zh: string;
  status: typeof jobs.$inferSelect.status;
};
const jobColumns = {
  job_id: jobs.job_id,
  company_id: jobs.company_id,
  position_en: jobs.position_en,
  position_zh: jobs.position_zh,
  status: jobs.status,
};

/** Suspends one published job (open or closed): it leaves search and its page answers not found. */
export async function suspendJob(
  db: Db,
  actorId: number,
  jobId: number,
  input: { reason: SuspendReason; note?: string },
): Promise<ReviewJobRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.job_id, jobId)).for('update');
    if (!current) throw reviewNotFound();
    if (current.status === 'suspended') throw alreadySuspended();
    if (current.status === 'draft') throw notPublished();
    const [row] = await tx
      .update(jobs)
      .set({ status: 'suspended', closed_reason: 'platform', closed_at: sql`now()`, update_time: sql`now()` })
      .where(eq(jobs.job_id, jobId))
      .returning(jobColumns);
    await audit(tx, {
      actorId,
      action: 'job.suspend',
      targetType: 'job',
      targetId: jobId,
      reason: input.reason,
      note: input.note,
    });
    return row;
  });
}

/**
 * Lifts a job's own suspension: open again (closed as expired past its
 * apply-by date). 4009 when the job is not suspended on its own, or its
 * company is suspended (lift the company instead).
 */
export async function liftJob(db: Db, actorId: number, jobId: number, input: { note?: string }): Promise<ReviewJobRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: jobs.status, closed_reason: jobs.closed_reason, suspended_at: companies.suspended_at })
      .from(jobs)
      .innerJoin(companies, eq(companies.company_id, jobs.company_id))
      .where(eq(jobs.job_id, jobId))
      .for('update', { of: jobs });
    if (!current) throw reviewNotFound();
    if (current.status !== 'suspended' || current.closed_reason !== 'platform') {
      throw current.suspended_at ? companySuspended() : notSuspended();
    }
    if (current.suspended_at) throw companySuspended();
    const expired = sql`${jobs.valid_through} is not null and ${jobs.valid_through} <= now()`;
    const [row] = await tx
      .update(jobs)
      .set({
        status: sql`case when ${expired} then 'closed' else 'open' end`,
        closed_reason: sql`case when ${expired} then 'expired' else null end`,
        closed_at: sql`case when ${expired} then now() else null end`,
        update_time: sql`now()`,
      })
      .where(eq(jobs.job_id, jobId))
      .returning(jobColumns);
    await audit(tx, { actorId, action: 'job.lift', targetType: 'job', targetId: jobId, note: input.note });
    return row;
  });
}

export interface AuditRow {
  audit_id: number;
  actor_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  action: string;
  target_type: 'company' | 'certificate' | 'job' | 'user' | 'chat_report';
  target_id: string;
  reason: string | null;
  note: string | null;
  created_at: Date;
}

/** The audit log, newest first. */
export async function listAuditLog(db: Db, input: { page?: number; size?: number }) {
  const page = input.page ?? 1;
  const size = input.size ?? PAGE_SIZE.default;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        audit_id: auditLog.audit_id,
        actor_id: auditLog.actor_id,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        action: auditLog.action,
        target_type: auditLog.target_type,
        target_id: auditLog.target_id,
        reason: auditLog.reason,
        note: auditLog.note,
        created_at: auditLog.created_at,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.user_id, auditLog.actor_id))
      .orderBy(desc(auditLog.created_at), desc(auditLog.audit_id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { rows: rows as AuditRow[], total: Number(total), page, size };
}

/** The company named by id for the policy (null when unknown). */
export async function companyRef(db: Db, companyId: number) {
  const [row] = await db
    .select({ company_id: companies.company_id })
    .from(companies)
    .where(eq(companies.company_id, companyId))
    .limit(1);
  return row ?? null;
}

/** A company's review outcome as its members read it. */
export async function reviewStatusOf(db: Db, companyId: number) {
  const [row] = await db
    .select({
      company_id: companies.company_id,
      verification_status: companies.verification_status,
      review_reason: companies.review_reason,
      review_note: companies.review_note,
      license_status: companies.license_status,
      license_reason: companies.license_reason,
      license_note: companies.license_note,
      suspended_at: companies.suspended_at,
      suspend_reason: companies.suspend_reason,
    })
    .from(companies)
    .where(eq(companies.company_id, companyId));
  if (!row) throw reviewNotFound();
  const certs = await db
    .select({
      certificate_id: certificates.certificate_id,
      name: certificates.name,
      status: certificates.status,
      review_reason: certificates.review_reason,
      review_note: certificates.review_note,
    })
    .from(certificates)
    .where(eq(certificates.company_id, companyId))
    .orderBy(asc(certificates.certificate_id));
  return { ...row, certificates: certs };
}

/**
 * A licence or certificate file and the company it belongs to, or null:
 * the licence a company names, or the file of one of its certificates.
 */
export async function findReviewFile(db: Db, fileId: string) {
  const [file] = await db
    .select({
      purpose: files.purpose,
      stored_name: files.stored_name,
      original_name: files.original_name,
      mime: files.mime,
    })
    .from(files)
    .where(and(eq(files.file_id, fileId), inArray(files.purpose, ['license', 'certificate']), isNull(files.deleted_at)))
    .limit(1);
  if (!file) return null;
  const [owner] =
    file.purpose === 'license'
      ? await db
          .select({ company_id: companies.company_id })
          .from(companies)
          .where(eq(companies.license_file_id, fileId))
          .limit(1)
      : await db
          .select({ company_id: certificates.company_id })
          .from(certificates)
          .where(and(eq(certificates.file_id, fileId), isNotNull(certificates.company_id)))
          .limit(1);
  return owner ? { ...file, company_id: owner.company_id } : null;
}
