import {
  callingCodes,
  chatMessages,
  companies,
  companyAdmins,
  configItems,
  type Db,
  jobs,
  preparedQuery,
  sessions,
  systemMessages,
  users,
} from '@jobbridge/db';
import {
  AppError,
  type AppendUserInfoInput,
  type EditUserInfoInput,
  ERROR_CODES,
  type Locale,
  translate,
  type UnreadMessages,
  USER_STATUS_EMAIL_VERIFIED,
} from '@jobbridge/shared';
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Actor, authorize } from '../../lib/authorize';
import { createSession, revokeSession, setSessionCookie } from '../../plugins/auth';
import { isSiteCity } from '../config/service';
import { type Passwords, passwordNeedsRehash } from './passwords';
import { userCardOf } from './policy';
import { strengthColumns, strengthOfRow } from './strength';

export type UserRow = typeof users.$inferSelect;

/** A user with their company's names, or 4001 when the user no longer exists. */
/** The user with their company and the strength's inputs: every signed-in page's header reads it. Prepared (decision 0047). */
const userInfo = preparedQuery((db) =>
  db
    .select({
      user: users,
      company: {
        company_id: companies.company_id,
        brand_name: companies.brand_name,
        eng_brand_name: companies.eng_brand_name,
      },
      strength: strengthColumns(),
    })
    .from(users)
    .leftJoin(companies, eq(companies.company_id, users.company_id))
    .where(eq(users.user_id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_info'),
);

export async function loadUserInfo(db: Db, userId: number) {
  const [row] = await userInfo(db).execute({ userId });
  if (!row) throw new AppError(ERROR_CODES.unauthenticated);
  return { user: row.user, company: row.company, strength: strengthOfRow(row.user, row.strength).percent };
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

/** By address, case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row ?? null;
}

/** The constraint a unique violation broke (node-postgres and PGlite errors, wrapped by drizzle or not), or null. */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    e = e.cause as typeof e;
  }
  return null;
}

export const emailTaken = () => new AppError(ERROR_CODES.existedEmail);
export const phoneTaken = () => new AppError(ERROR_CODES.conflict, 'server.account.phoneTaken');

/** Runs a write that may break the phone or e-mail unique index, answering 4009 / 1001 instead of a 500. */
export async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    if (constraint.includes('phone')) throw phoneTaken();
    if (constraint.includes('email')) throw emailTaken();
    throw new AppError(ERROR_CODES.conflict);
  }
}

/**
 * Signs a user in, in one transaction: a new session (a new token every
 * time) and last_login_at. A session the request already had is ended, so
 * signing in again never leaves the old token alive in this browser. The cit
 * cookie is set only once all of it is stored.
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const token = await db.transaction(async (tx) => {
    if (request.user) await revokeSession(tx, request.user.session_id);
    const session = await createSession(tx, userId, { userAgent: request.headers['user-agent'] ?? null });
    await tx.update(users).set({ last_login_at: new Date() }).where(eq(users.user_id, userId));
    return session.token;
  });
  // The ended session's live sockets close too, on every instance.
  if (request.user) await request.server.hub.endSessions(request.user.user_id, [request.user.session_id]);
  setSessionCookie(reply, token, request.server.env);
}

/** Stores a stronger hash after a successful check when the stored one was made with weaker parameters. */
export async function upgradePasswordHash(
  db: Db,
  passwords: Passwords,
  user: UserRow,
  transportHash: string,
): Promise<void> {
  if (user.password_hash && passwordNeedsRehash(user.password_hash)) {
    const stored = await passwords.store(transportHash);
    await db.update(users).set({ password_hash: stored }).where(eq(users.user_id, user.user_id));
  }
}

/**
 * Ends every session of the user except one (modifyPwd, logoutOthers, forgetPassword with null);
 * answers the ids of the ended sessions, for hub.endSessions once the change is committed.
 */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number | null): Promise<number[]> {
  const ended = await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        keepSessionId === null ? undefined : ne(sessions.session_id, keepSessionId),
      ),
    )
    .returning({ session_id: sessions.session_id });
  return ended.map((row) => row.session_id);
}

/** The new account of a sign-up: by phone, or by an e-mail address its code has just verified (status 2). 4009 / 1001 when taken meanwhile. */
export async function createUser(
  db: Db,
  input: {
    first_name?: string | null;
    last_name?: string | null;
    passwordHash: string;
    locale: Locale;
  } & ({ phone: string; calling_code?: string | null } | { email: string }),
): Promise<number> {
  return guardUnique(() =>
    db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          first_name: input.first_name ?? '',
          last_name: input.last_name ?? '',
          ...('phone' in input
            ? { phone: input.phone, calling_code: input.calling_code }
            : { email: input.email, status: USER_STATUS_EMAIL_VERIFIED, email_verified_at: new Date() }),
          password_hash: input.passwordHash,
          locale: input.locale,
        })
        .returning({ user_id: users.user_id });
      return user.user_id;
    }),
  );
}

/**
 * Stores a new password hash and, in the same transaction, ends every
 * session of the user but `keepSessionId` (null: all of them); answers the
 * ids of the ended sessions, for hub.endSessions once it is committed.
 */
export async function replacePassword(
  db: Db,
  userId: number,
  passwordHash: string,
  keepSessionId: number | null,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(users.user_id, userId));
    return revokeOtherSessions(tx, userId, keepSessionId);
  });
}

/** Makes a phone number the user's; 4009 when another account has it. */
export async function setPhone(db: Db, userId: number, phone: string, callingCode: string | null | undefined) {
  await guardUnique(() =>
    db.update(users).set({ phone, calling_code: callingCode, updated_at: new Date() }).where(eq(users.user_id, userId)),
  );
}

/**
 * The calling code of a full phone number: the longest calling code of the
 * config list it starts with; '86' for a mainland number when the list is
 * empty. 4000 on the phone field when none fits.
 */
export async function callingCodeOf(db: Db, phone: string, locale: Locale): Promise<string> {
  const [row] = await db
    .select({ calling_code: callingCodes.calling_code })
    .from(callingCodes)
    .where(sql`${phone} like ${callingCodes.calling_code} || '%'`)
    .orderBy(desc(sql`length(${callingCodes.calling_code})`))
    .limit(1);
  if (row && /^\d{1,4}$/.test(row.calling_code)) return row.calling_code;
  if (/^86\d{11}$/.test(phone)) return '86';
  throw new AppError(ERROR_CODES.validation, undefined, {
    fields: { phone: translate(locale, 'errors.field.phone') },
  });
}

/** Makes a user's e-mail address theirs and verified (status 2); 1001 when another account has it. */
export async function setVerifiedEmail(db: Db, userId: number, email: string): Promise<void> {
  await guardUnique(() =>
    db.transaction(async (tx) => {
      const [other] = await tx
        .select({ user_id: users.user_id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, ne(users.user_id, userId)))
        .limit(1);
      if (other) throw emailTaken();
      await tx
        .update(users)
        .set({
          email,
          status: USER_STATUS_EMAIL_VERIFIED,
          email_verified_at: new Date(),
          updated_at: new Date(),
        })
        .where(eq(users.user_id, userId));
    }),
  );
}

/** Checks that mandarin and native_language are values of the config lists (4000 on the field otherwise). */
export async function checkProfileCodes(db: Db, input: EditUserInfoInput, locale: Locale): Promise<void> {
  const wanted = [
    ['mandarin', 'mandarin', input.mandarin],
    ['native_language', 'language', input.native_language],
  ] as const;
  const fields: Record<string, string> = {};
  for (const [field, kind, value] of wanted) {
    if (value === undefined || value === null) continue;
    const [row] = await db
      .select({ value: configItems.value })
      .from(configItems)
      .where(and(eq(configItems.kind, kind), eq(configItems.value, value)))
      .limit(1);
    if (!row) fields[field] = translate(locale, 'errors.field.oneOf');
  }
  if (Object.keys(fields).length) throw new AppError(ERROR_CODES.validation, undefined, { fields });
}

export async function editUserInfo(db: Db, userId: number, input: EditUserInfoInput): Promise<void> {
  await db
    .update(users)
    .set({
      first_name: input.first_name,
      last_name: input.last_name,
      ...(input.birth_date !== undefined ? { birth_date: input.birth_date } : {}),
      ...(input.mandarin !== undefined ? { mandarin: input.mandarin } : {}),
      ...(input.native_language !== undefined ? { native_language: input.native_language } : {}),
      updated_at: new Date(),
    })
    .where(eq(users.user_id, userId));
}

/**
 * Checks appendUserInfo's references: adcode a city of the site's list,
 * nationality a country of the calling-code list (4000 on the field otherwise).
 */
export async function checkAppendedCodes(db: Db, input: AppendUserInfoInput, locale: Locale): Promise<void> {
  const fields: Record<string, string> = {};
  if (input.adcode && !(await isSiteCity(db, input.adcode))) fields.adcode = translate(locale, 'errors.field.oneOf');
  if (input.nationality) {
    const [country] = await db
      .select({ code: callingCodes.country_code })
      .from(callingCodes)
      .where(eq(callingCodes.country_code, input.nationality))
      .limit(1);
    if (!country) fields.nationality = translate(locale, 'errors.field.oneOf');
  }
  if (Object.keys(fields).length) throw new AppError(ERROR_CODES.validation, undefined, { fields });
}

/** Adds to the user's profile (decision 0032): each field left out stays as it is, null clears it. */
export async function appendUserInfo(db: Db, userId: number, input: AppendUserInfoInput): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = { updated_at: new Date() };
  if (input.headline_job !== undefined) set.headline_job = input.headline_job || null;
  if (input.headline_job_zh !== undefined) set.headline_job_zh = input.headline_job_zh || null;
  if (input.adcode !== undefined) set.adcode = input.adcode;
  if (input.nationality !== undefined) set.nationality = input.nationality;
  if (input.china_status !== undefined) set.china_status = input.china_status;
  await db.update(users).set(set).where(eq(users.user_id, userId));
}

/** A user's public card, when the viewer may see it (account/policy.ts `userCardOf`); 4004 otherwise. */
export async function loadVisibleCard(db: Db, viewer: Actor, targetId: number) {
  const { user, company } = await loadUserInfo(db, targetId).catch(() => ({ user: null, company: null }));
  await authorize(viewer, 'read', userCardOf(db, user));
  return { user: user as NonNullable<typeof user>, company };
}

/**
 * The header's unread counts. Chat counts what the chat list shows
 * (decision 0025): the unread answers in the user's own conversations as a
 * candidate, and the unread messages to the company's side of every job of
 * a company the user is an active member of (the shared inbox), whoever
 * of its members they were addressed to.
 */
// One statement for the three counts: every signed-in page's header asks for them. Prepared (decision 0047).
const unreadCounts = preparedQuery((db) => {
  const userId = sql.placeholder('userId');
  const companyJobs = db
    .select({ job_id: jobs.job_id })
    .from(jobs)
    .innerJoin(companyAdmins, eq(companyAdmins.company_id, jobs.company_id))
    .where(and(eq(companyAdmins.user_id, userId), eq(companyAdmins.status, 'active')));
  const system = db
    .select({ n: count() })
    .from(systemMessages)
    .where(and(eq(systemMessages.to_user_id, userId), eq(systemMessages.unread, 1)));
  const asCandidate = db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.candidate_id, userId), eq(chatMessages.to_system, 'candidate'), eq(chatMessages.unread, 1)),
    );
  const asCompany = db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        inArray(chatMessages.job_id, companyJobs),
        eq(chatMessages.to_system, 'recruiter'),
        eq(chatMessages.unread, 1),
      ),
    );
  return db
    .select({
      system: sql<number>`(${system})::int`,
      asCandidate: sql<number>`(${asCandidate})::int`,
      asCompany: sql<number>`(${asCompany})::int`,
    })
    .from(sql`(select 1) as one`)
    .prepare('header_unread_counts');
});

export async function countUnreadMessages(db: Db, userId: number): Promise<UnreadMessages> {
  const [row] = await unreadCounts(db).execute({ userId });
  return { system: Number(row.system), chat: Number(row.asCandidate) + Number(row.asCompany) };
}
