import { careers, type Db, educations, resumes, type users } from '@jobbridge/db';
import { profileStrength } from '@jobbridge/shared';
import { eq } from 'drizzle-orm';

/**
 * A user's profile strength (spec section 9), computed by the shared rule from
 * the stored profile: the header, the profile page, the dashboard and the
 * apply gate all read this one number, through this one loader.
 */
export async function loadProfileStrength(
  db: Db,
  user: Pick<
    typeof users.$inferSelect,
    'user_id' | 'avatar_url' | 'birth_date' | 'mandarin' | 'native_language' | 'status'
  >,
) {
  const [resume, careerRows, educationRows] = await Promise.all([
    db.select({ summary: resumes.summary }).from(resumes).where(eq(resumes.user_id, user.user_id)).limit(1),
    db.select({ responsibilities: careers.responsibilities }).from(careers).where(eq(careers.user_id, user.user_id)),
    db.select({ id: educations.education_id }).from(educations).where(eq(educations.user_id, user.user_id)),
  ]);
  return profileStrength({
    avatar_url: user.avatar_url,
    birth_date: user.birth_date,
    summary: resume[0]?.summary,
    careers: careerRows,
    educations: educationRows,
    mandarin: user.mandarin,
    native_language: user.native_language,
    status: user.status,
  });
}
