import { companyAdmins, type Db } from '@jobbridge/db';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { and, eq } from 'drizzle-orm';
import { type Actor, definePolicy } from '../../lib/authorize';

/**
 * Platform review (decision 0023). Only a platform administrator
 * (users.role = 'admin') uses the console; anyone else, visitors included,
 * is answered 4004 with the same message as an unknown row, so the calls do
 * not reveal that the console exists. A company's own members read its
 * review outcome and its licence and certificate files.
 */
export const reviewNotFound = () => new AppError(ERROR_CODES.notFound, 'server.review.notFound');

export const isPlatformAdmin = (actor: Actor): boolean => actor?.role === 'admin';

/** Whether the actor is an active member (owner, admin or recruiter) of the company. */
export async function isMemberOf(db: Db, actor: Actor, companyId: number): Promise<boolean> {
  if (!actor) return false;
  const [row] = await db
    .select({ id: companyAdmins.company_admin_id })
    .from(companyAdmins)
    .where(
      and(
        eq(companyAdmins.company_id, companyId),
        eq(companyAdmins.user_id, actor.user_id),
        eq(companyAdmins.status, 'active'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The console itself and every row it acts on: platform admins only. */
export const reviewConsole = definePolicy<'review', object>({
  name: 'review console',
  refuse: reviewNotFound,
  rules: { review: (actor) => isPlatformAdmin(actor) },
});

/**
 * A company's review outcome and its review files (licence, certificates):
 * platform admins, and the company's active members.
 */
export const companyReviewOf = definePolicy<'read', { company_id: number }>({
  name: 'company review',
  refuse: reviewNotFound,
  rules: { read: (actor, row, db) => isPlatformAdmin(actor) || isMemberOf(db, actor, row.company_id) },
});
