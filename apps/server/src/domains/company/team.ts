import { companies, companyAdmins, type Db, locations, users } from '@jobbridge/db';
import { AppError, type CompanyRole, ERROR_CODES, type Locale, translate } from '@jobbridge/shared';
import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { checkCity, employerStateOf, joinAsEmployee, membershipOf } from './onboarding';

/**
 * A company's team (decision 0021): users ask to join (pending), its owners
 * approve, reject, change roles and remove; anyone leaves, except the last
 * active owner, who must hand over first. A user belongs to one company.
 */

const lastOwner = () => new AppError(ERROR_CODES.conflict, 'server.company.lastOwner');

/** A company that may be joined, by licence or brand name (any case): not a draft, not suspended. */
async function findJoinableCompany(db: Db, name: string) {
  const lowered = name.trim().toLowerCase();
  const [row] = await db
    .select({
      company_id: companies.company_id,
      brand_name: companies.brand_name,
      eng_brand_name: companies.eng_brand_name,
    })
    .from(companies)
    .where(
      and(
        or(
          eq(sql`lower(${companies.business_license_name})`, lowered),
          eq(sql`lower(${companies.brand_name})`, lowered),
          eq(sql`lower(${companies.eng_brand_name})`, lowered),
        ),
        ne(companies.verification_status, 'draft'),
        sql`${companies.suspended_at} is null`,
      ),
    )
    .orderBy(desc(sql`${companies.verification_status} = 'approved'`), asc(companies.company_id))
    .limit(1);
  if (!row) throw new AppError(ERROR_CODES.notFound, 'server.company.notFound');
  return row;
}

/** A request to join: pending until an owner decides. 4009 when the user already belongs to or waits for a company. */
export async function applyForAdmin(db: Db, userId: number, name: string, role: 'admin' | 'recruiter') {
  const company = await findJoinableCompany(db, name);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.user_id} = ${userId} for update`);
    const { active, pending } = await membershipOf(tx, userId);
    if (active || pending) throw new AppError(ERROR_CODES.conflict, 'server.company.alreadyMember');
    // A user refused or gone before asks again on the same row (one row per company and user).
    const [row] = await tx
      .insert(companyAdmins)
      .values({ company_id: company.company_id, user_id: userId, role, status: 'pending' })
      .onConflictDoUpdate({
        target: [companyAdmins.company_id, companyAdmins.user_id],
        set: { role, status: 'pending', created_at: new Date(), decided_at: null },
      })
      .returning({ company_admin_id: companyAdmins.company_admin_id });
    return { company_admin_id: row.company_admin_id, ...company, role, status: 'pending' as const };
  });
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

const memberColumns = {
  company_admin_id: companyAdmins.company_admin_id,
  company_id: companyAdmins.company_id,
  user_id: companyAdmins.user_id,
  role: companyAdmins.role,
  status: companyAdmins.status,
  created_at: companyAdmins.created_at,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  avatar_url: users.avatar_url,
  headline_job: users.headline_job,
  headline_job_zh: users.headline_job_zh,
  adcode: users.adcode,
  city_en: locations.city_en,
  city_zh: locations.city_zh,
};

/** Active members and pending requests of the company, owners first. */
export async function listMembers(db: Db, companyId: number) {
  return db
    .select(memberColumns)
    .from(companyAdmins)
    .innerJoin(users, eq(users.user_id, companyAdmins.user_id))
    .leftJoin(locations, eq(locations.adcode, users.adcode))
    .where(and(eq(companyAdmins.company_id, companyId), inArray(companyAdmins.status, ['active', 'pending'])))
    .orderBy(
      asc(companyAdmins.status),
      sql`case ${companyAdmins.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(companyAdmins.company_admin_id),
    );
}

export async function findMember(db: Db, companyAdminId: number) {
  const [row] = await db
    .select(memberColumns)
    .from(companyAdmins)
    .innerJoin(users, eq(users.user_id, companyAdmins.user_id))
    .leftJoin(locations, eq(locations.adcode, users.adcode))
    .where(eq(companyAdmins.company_admin_id, companyAdminId))
    .limit(1);
  return row ?? null;
}

/** Active owners of the company other than this member. */
async function otherOwners(db: Db, companyId: number, companyAdminId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(companyAdmins)
    .where(
      and(
        eq(companyAdmins.company_id, companyId),
        eq(companyAdmins.role, 'owner'),
        eq(companyAdmins.status, 'active'),
        ne(companyAdmins.company_admin_id, companyAdminId),
      ),
    );
  return n;
}

/** The account no longer works for the company. */
async function leaveAsEmployee(db: Db, userId: number, companyId: number) {
  await db
    .update(users)
    .set({
      company_id: null,
      role: sql`case when ${users.role} = 'recruiter' then 'candidate' else ${users.role} end`,
      updated_at: new Date(),
    })
    .where(and(eq(users.user_id, userId), eq(users.company_id, companyId)));
}

/**
 * An owner's decision on a member or request (the policy has checked the
 * owner): approve or reject a pending request, change an active member's
 * role, remove an active member. The company always keeps an active owner.
 */
export async function decideMember(
  db: Db,
  member: { company_admin_id: number; company_id: number; user_id: number },
  action: 'approve' | 'reject' | 'role' | 'remove',
  role: CompanyRole | undefined,
  locale: Locale,
) {
  await db.transaction(async (tx) => {
    // Decisions on one company's team one at a time, so two owners cannot both step down.
    await tx.execute(sql`select 1 from ${companies} where ${companies.company_id} = ${member.company_id} for update`);
    const [row] = await tx
      .select()
      .from(companyAdmins)
      .where(eq(companyAdmins.company_admin_id, member.company_admin_id));
    const now = new Date();
    const wrongState = () => new AppError(ERROR_CODES.conflict, 'server.company.memberState');
    if (action === 'approve' || action === 'reject') {
      if (row.status !== 'pending') throw wrongState();
      if (action === 'approve') {
        const { active } = await membershipOf(tx, row.user_id);
        if (active) throw new AppError(ERROR_CODES.conflict, 'server.company.alreadyMember');
        await joinAsEmployee(tx, row.user_id, row.company_id);
      }
      await tx
        .update(companyAdmins)
        .set({ status: action === 'approve' ? 'active' : 'rejected', decided_at: now })
        .where(eq(companyAdmins.company_admin_id, row.company_admin_id));
      return;
    }
    if (row.status !== 'active') throw wrongState();
    if (action === 'role') {
      if (!role) {
        throw new AppError(ERROR_CODES.validation, undefined, {
          fields: { role: translate(locale, 'errors.field.required') },
        });
      }
      if (
        row.role === 'owner' &&
        role !== 'owner' &&
        (await otherOwners(tx, row.company_id, row.company_admin_id)) === 0
      ) {
        throw lastOwner();
      }
      await tx
        .update(companyAdmins)
        .set({ role, decided_at: now })
        .where(eq(companyAdmins.company_admin_id, row.company_admin_id));
      return;
    }
    if (row.role === 'owner' && (await otherOwners(tx, row.company_id, row.company_admin_id)) === 0) throw lastOwner();
    await tx
      .update(companyAdmins)
      .set({ status: 'left', decided_at: now })
      .where(eq(companyAdmins.company_admin_id, row.company_admin_id));
    await leaveAsEmployee(tx, row.user_id, row.company_id);
  });
}

/** The user leaves their company, or withdraws their request. 4004 without either; 4009 for the last owner. */
export async function leaveCompany(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.user_id} = ${userId} for update`);
    const { active, pending } = await membershipOf(tx, userId);
    const row = active ?? pending;
    if (!row) throw new AppError(ERROR_CODES.notFound, 'server.company.notFound');
    await tx.execute(sql`select 1 from ${companies} where ${companies.company_id} = ${row.company_id} for update`);
    if (
      row.status === 'active' &&
      row.role === 'owner' &&
      (await otherOwners(tx, row.company_id, row.company_admin_id)) === 0
    ) {
      throw lastOwner();
    }
    await tx
      .update(companyAdmins)
      .set({ status: 'left', decided_at: new Date() })
      .where(eq(companyAdmins.company_admin_id, row.company_admin_id));
    await leaveAsEmployee(tx, userId, row.company_id);
  });
}

/** The recruiter's own fields on job pages: first name, headline (English and Chinese) and location. */
export async function updateRecruiterProfile(
  db: Db,
  userId: number,
  input: { first_name: string; headline_job?: string; headline_job_zh?: string; adcode?: string },
  locale: Locale,
) {
  // A city of the site's list, as the company's and the candidates' are (not a province).
  await checkCity(db, input.adcode, locale);
  const [row] = await db
    .update(users)
    .set({
      first_name: input.first_name,
      headline_job: input.headline_job ?? null,
      headline_job_zh: input.headline_job_zh ?? null,
      adcode: input.adcode ?? null,
      updated_at: new Date(),
    })
    .where(eq(users.user_id, userId))
    .returning({
      first_name: users.first_name,
      headline_job: users.headline_job,
      headline_job_zh: users.headline_job_zh,
      adcode: users.adcode,
    });
  return row;
}

/**
 * The header's employer state: requests waiting for the user (owners only), their company, role and the
 * onboarding step they are at (the one /employer resumes at, verified business e-mail included).
 */
export async function employerStatus(db: Db, userId: number) {
  const { active, step } = await employerStateOf(db, userId);
  let pending = 0;
  if (active?.role === 'owner') {
    const [row] = await db
      .select({ n: count() })
      .from(companyAdmins)
      .where(and(eq(companyAdmins.company_id, active.company_id), eq(companyAdmins.status, 'pending')));
    pending = row.n;
  }
  return { pending, company_id: active?.company_id ?? null, role: active?.role ?? null, step };
}
