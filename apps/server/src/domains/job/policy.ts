import { companyAdmins, type Db, type JobStatus } from '@jobbridge/db';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { and, eq } from 'drizzle-orm';
import { type Actor, definePolicy, isOwner } from '../../lib/authorize';

export const jobNotFound = () => new AppError(ERROR_CODES.notFound, 'server.job.notFound');
export const questionNotFound = () => new AppError(ERROR_CODES.notFound, 'server.job.questionNotFound');

/**
 * A job: anyone, visitors included, reads a published one (open or closed);
 * a draft, or a job the platform suspended, does not exist for readers (4004). Saving, applying and asking
 * need a session (4001) and an open job (a business rule of the call, not
 * of this policy). The employer side adds its actions here.
 */
export const jobOf = definePolicy<'read', { status: JobStatus }>({
  name: 'job',
  refuse: jobNotFound,
  rules: { read: (_actor, row) => row.status !== 'draft' && row.status !== 'suspended' },
});

export const applicationNotFound = () => new AppError(ERROR_CODES.notFound, 'server.hr.applicationNotFound');

/** Whether the actor is an active member (owner, admin or recruiter) of the company. */
export async function isActiveMember(db: Db, actor: Actor, companyId: number): Promise<boolean> {
  if (actor === null) return false;
  const [row] = await activeMembership(db, actor.user_id, companyId).limit(1);
  return Boolean(row);
}

/** The user's active membership of the company, as a query (a subquery where one statement reads more). */
export function activeMembership(db: Db, userId: number, companyId: number) {
  return db
    .select({ role: companyAdmins.role })
    .from(companyAdmins)
    .where(
      and(
        eq(companyAdmins.company_id, companyId),
        eq(companyAdmins.user_id, userId),
        eq(companyAdmins.status, 'active'),
      ),
    );
}

const memberOfCompany = (actor: Actor, row: { company_id: number }, db: Db) =>
  isActiveMember(db, actor, row.company_id);

/**
 * The employer's actions on a job (the HR system, decision 0022): reading its
 * own fields and counts, editing, closing, reopening, duplicating, answering
 * its questions and handling its applicants. Only active members (owner,
 * admin, recruiter) of the job's company; anyone else, site admins included,
 * is told the job does not exist (4004). Business rules (a suspended job
 * cannot be reopened) are the service's.
 */
export const postedJobOf = definePolicy<'manage', { company_id: number }>({
  name: 'posted job',
  refuse: jobNotFound,
  rules: { manage: memberOfCompany },
});

/**
 * An application as its employer sees it (status, notes, the candidate's
 * resume through resume/policy.ts): active members of the company of the
 * job applied to. Anyone else: 4004.
 */
export const applicationOf = definePolicy<'manage', { company_id: number }>({
  name: 'application',
  refuse: applicationNotFound,
  rules: { manage: memberOfCompany },
});

/**
 * A question or answer on a job page: anyone signed in thumbs it; only its
 * author deletes it. Someone else's is refused as an unknown one (4004).
 */
export const questionOf = definePolicy<'delete', { user_id: number }>({
  name: 'job question',
  refuse: questionNotFound,
  rules: { delete: isOwner((row) => row.user_id) },
});
