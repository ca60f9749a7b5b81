import { careers, type Db, educations, resumes, users } from '@jobbridge/db';
import { profileStrength } from '@jobbridge/shared';
import { eq, sql } from 'drizzle-orm';

type StrengthUser = Pick<
  typeof users.$inferSelect,
  'avatar_url' | 'birth_date' | 'mandarin' | 'native_language' | 'status'
>;

/**
 * The shared rule applied to a stored profile: which stored fields count,
 * in one place. The resume page, which has the rows loaded already, calls it
 * directly; everyone else goes through loadProfileStrength.
 */
export function strengthOfProfile(
  user: StrengthUser,
  summary: string | null | undefined,
  careerRows: readonly { responsibilities: string }[],
  educationRows: readonly unknown[],
) {
  return profileStrength({
    avatar_url: user.avatar_url,
    birth_date: user.birth_date,
    summary,
    careers: [...careerRows],
    educations: [...educationRows],
    mandarin: user.mandarin,
    native_language: user.native_language,
    status: user.status,
  });
}

/**
 * What the strength rule reads besides the user row, as three scalar
 * subqueries of a statement that reads `users` (decision 0045): the resume's summary, each
 * career's responsibilities, and how many educations. A page's header reads
 * the strength on every signed-in page, so these are not three round trips.
 */
export const strengthColumns = () => {
  // Written out: drizzle leaves a column unqualified in a one-table query, and "user_id" = "user_id" would hold for every row.
  const ofUser = (table: typeof resumes | typeof careers | typeof educations) =>
    sql`${table}.${sql.identifier('user_id')} = ${users}.${sql.identifier('user_id')}`;
  return {
    summary: sql<string | null>`(select ${resumes.summary} from ${resumes} where ${ofUser(resumes)} limit 1)`,
    responsibilities: sql<
      string[] | string
    >`(select coalesce(json_agg(${careers.responsibilities}), '[]') from ${careers} where ${ofUser(careers)})`,
    educations: sql<number>`(select count(*)::int from ${educations} where ${ofUser(educations)})`,
  };
};

/** The strength from a row that holds strengthColumns' values beside the user's fields. */
export function strengthOfRow(
  user: StrengthUser,
  row: { summary: string | null; responsibilities: string[] | string; educations: number },
) {
  // json is parsed by both drivers; a driver that leaves it as text is parsed here.
  const texts: string[] =
    typeof row.responsibilities === 'string' ? JSON.parse(row.responsibilities) : row.responsibilities;
  return strengthOfProfile(
    user,
    row.summary,
    texts.map((responsibilities) => ({ responsibilities })),
    Array.from({ length: Number(row.educations) }),
  );
}

/**
 * A user's profile strength (spec section 9), computed by the shared rule from
 * the stored profile: the header, the profile page, the dashboard and the
 * apply gate all read this one number, through this one loader (one statement).
 */
export async function loadProfileStrength(db: Db, user: StrengthUser & { user_id: number }) {
  const [row] = await db.select(strengthColumns()).from(users).where(eq(users.user_id, user.user_id)).limit(1);
  return strengthOfRow(user, row ?? { summary: null, responsibilities: [], educations: 0 });
}

/**
 * The strength of a user known only by id (the apply gate), through the same
 * loader, with the user's status; null when there is no such user.
 */
export async function loadProfileStrengthById(db: Db, userId: number) {
  const [row] = await db
    .select({
      user_id: users.user_id,
      avatar_url: users.avatar_url,
      birth_date: users.birth_date,
      mandarin: users.mandarin,
      native_language: users.native_language,
      status: users.status,
      ...strengthColumns(),
    })
    .from(users)
    .where(eq(users.user_id, userId))
    .limit(1);
  if (!row) return null;
  return { ...strengthOfRow(row, row), status: row.status };
}
