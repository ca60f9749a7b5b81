import { companyAdmins, type Db } from '@jobbridge/db';
import { AppError, type CompanyRole, ERROR_CODES } from '@jobbridge/shared';
import { and, eq } from 'drizzle-orm';
import { type Actor, definePolicy, isOwner } from '../../lib/authorize';

/** The actor's active role in a company, or null. */
export async function activeRoleIn(db: Db, actor: Actor, companyId: number): Promise<CompanyRole | null> {
  if (!actor) return null;
  const [row] = await db
    .select({ role: companyAdmins.role })
    .from(companyAdmins)
    .where(
      and(
        eq(companyAdmins.company_id, companyId),
        eq(companyAdmins.user_id, actor.user_id),
        eq(companyAdmins.status, 'active'),
      ),
    )
    .limit(1);
  return row?.role ?? null;
}

const companyNotFound = () => new AppError(ERROR_CODES.notFound, 'server.company.notFound');

/**
 * A company's own (non-public) side: its active members read it, its owners
 * and admins change its info, licence and certificates, its owners manage
 * the team. Anyone else is refused as if the company did not exist (4004).
 */
export const companyOf = definePolicy<'read' | 'change' | 'manage', { company_id: number }>({
  name: 'company',
  refuse: companyNotFound,
  rules: {
    read: async (actor, row, db) => (await activeRoleIn(db, actor, row.company_id)) !== null,
    change: async (actor, row, db) =>
      ['owner', 'admin'].includes((await activeRoleIn(db, actor, row.company_id)) ?? ''),
    manage: async (actor, row, db) => (await activeRoleIn(db, actor, row.company_id)) === 'owner',
  },
});

/** A member or a request to join: only an active owner of its company decides on it. */
export const companyMemberOf = definePolicy<'decide', { company_id: number; user_id: number }>({
  name: 'company member',
  refuse: () => new AppError(ERROR_CODES.notFound, 'server.company.memberNotFound'),
  rules: {
    decide: async (actor, row, db) => (await activeRoleIn(db, actor, row.company_id)) === 'owner',
  },
});

/** A licence or certificate file: only the user who uploaded it attaches it (to their own company). */
export const companyFileOf = definePolicy<'attach', { owner_id: number | null; purpose: string }>({
  name: 'company file',
  refuse: () => new AppError(ERROR_CODES.notFound, 'server.company.fileNotFound'),
  rules: {
    attach: (actor, row) =>
      isOwner<typeof row>((r) => r.owner_id)(actor, row) &&
      (row.purpose === 'license' || row.purpose === 'certificate'),
  },
});

/** getCompanyInfoByUserID: only the session's own user id. */
export const employerOf = definePolicy<'read', { user_id: number }>({
  name: 'employer',
  refuse: () => new AppError(ERROR_CODES.notFound, 'server.account.userNotFound'),
  rules: { read: isOwner((row) => row.user_id) },
});
