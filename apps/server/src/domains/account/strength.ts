import { careers, type Db, educations, resumes, users } from '@jobbridge/db';
import { profileStrength } from '@jobbridge/shared';
import { eq } from 'drizzle-orm';

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
 * A user's profile strength (spec section 9), computed by the shared rule from
 * the stored profile: the header, the profile page, the dashboard and the
 * apply gate all read this one number, through this one loader.
 */
export async function loadProfileStrength(db: Db, user: StrengthUser & { user_id: number }) {
  const [resume, careerRows, educationRows] = await Promise.all([
    db.select({ summary: resumes.summary }).from(resumes).where(eq(resumes.user_id, user.user_id)).limit(1),
    db.select({ responsibilities: careers.responsibilities }).from(careers).where(eq(careers.user_id, user.user_id)),
    db.select({ id: educations.education_id }).from(educations).where(eq(educations.user_id, user.user_id)),
  ]);
  return strengthOfProfile(user, resume[0]?.summary, careerRows, educationRows);
}

/**
 * The strength of a user known only by id (the apply gate), through the same
 * loader, with the user's status; null when there is no such user.
 */
export async function loadProfileStrengthById(db: Db, userId: number) {
  const [user] = await db
    .select({
      user_id: users.user_id,
      avatar_url: users.avatar_url,
      birth_date: users.birth_date,
      mandarin: users.mandarin,
      native_language: users.native_language,
      status: users.status,
    })
    .from(users)
    .where(eq(users.user_id, userId))
    .limit(1);
  if (!user) return null;
  return { ...(await loadProfileStrength(db, user)), status: user.status };
}
