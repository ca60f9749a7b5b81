import { careers, configItems, type Db, educations, files, resumes, users } from '@jobbridge/db';
import {
  AppError,
  type CareerInput,
  type EducationInput,
  ERROR_CODES,
  type Locale,
  type Strength,
  splitList,
} from '@jobbridge/shared';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { authorize } from '../../lib/authorize';
import type { SessionUser } from '../../types';
import { loadProfileStrength, strengthOfProfile } from '../account/strength';
import { resumeEntry, resumeNotFound } from './policy';
import type { CareerRow, EducationRow, FileRow, LoadedResume, ResumeUserRow } from './presenter';

/** Career entries newest first: current ones, then by start date. */
const careerOrder = [desc(careers.is_current), desc(careers.start_date), desc(careers.career_id)];
/** Education entries newest first: ongoing ones, then by start date. */
const educationOrder = [
  sql`${educations.end_date} is null desc`,
  desc(educations.start_date),
  desc(educations.education_id),
];

export async function loadCareers(db: Db, userId: number): Promise<CareerRow[]> {
  return db
    .select()
    .from(careers)
    .where(eq(careers.user_id, userId))
    .orderBy(...careerOrder);
}

export async function loadEducations(db: Db, userId: number): Promise<EducationRow[]> {
  return db
    .select()
    .from(educations)
    .where(eq(educations.user_id, userId))
    .orderBy(...educationOrder);
}

export async function loadResumeFiles(db: Db, userId: number): Promise<FileRow[]> {
  return db
    .select({
      file_id: files.file_id,
      original_name: files.original_name,
      size: files.size,
      mime: files.mime,
      created_at: files.created_at,
    })
    .from(files)
    .where(and(eq(files.owner_id, userId), eq(files.purpose, 'resume'), isNull(files.deleted_at)))
    .orderBy(desc(files.created_at), desc(files.file_id));
}

/** The owner's row as the resume shows it, or null for an unknown (or the system) user. */
export async function loadResumeUser(db: Db, userId: number): Promise<ResumeUserRow | null> {
  const [row] = await db
    .select({
      user_id: users.user_id,
      first_name: users.first_name,
      last_name: users.last_name,
      avatar_url: users.avatar_url,
      birth_date: users.birth_date,
      mandarin: users.mandarin,
      native_language: users.native_language,
      status: users.status,
      email: users.email,
      phone: users.phone,
      role: users.role,
    })
    .from(users)
    .where(eq(users.user_id, userId))
    .limit(1);
  if (!row || row.role === 'system') return null;
  const { role: _role, ...user } = row;
  return user;
}

export async function loadResumeRow(
  db: Db,
  userId: number,
): Promise<{ summary: string; skills: string; wizard_step: number }> {
  const [row] = await db
    .select({ summary: resumes.summary, skills: resumes.skills, wizard_step: resumes.wizard_step })
    .from(resumes)
    .where(eq(resumes.user_id, userId))
    .limit(1);
  return row ?? { summary: '', skills: '', wizard_step: 0 };
}

/** A strength as the API shows it (the rule's answer may carry more). */
const pickStrength = ({ percent, done, missing }: Strength): Strength => ({ percent, done, missing });

/** The whole resume of a user, or 4004 when there is no such user. */
export async function loadResume(db: Db, userId: number): Promise<LoadedResume> {
  const [user, resume, careerRows, educationRows, fileRows] = await Promise.all([
    loadResumeUser(db, userId),
    loadResumeRow(db, userId),
    loadCareers(db, userId),
    loadEducations(db, userId),
    loadResumeFiles(db, userId),
  ]);
  if (!user) throw resumeNotFound();
  return {
    user,
    summary: resume.summary,
    skills: splitList(resume.skills),
    wizard_step: resume.wizard_step,
    careers: careerRows,
    educations: educationRows,
    files: fileRows,
    strength: pickStrength(strengthOfProfile(user, resume.summary, careerRows, educationRows)),
  };
}

/** The strength of a user now (4001 when the user is gone). */
export async function strengthOf(db: Db, userId: number): Promise<Strength> {
  const user = await loadResumeUser(db, userId);
  if (!user) throw new AppError(ERROR_CODES.unauthenticated);
  return pickStrength(await loadProfileStrength(db, { ...user, user_id: userId }));
}

export async function updateSummary(db: Db, userId: number, summary: string): Promise<void> {
  await db
    .insert(resumes)
    .values({ user_id: userId, summary })
    .onConflictDoUpdate({ target: resumes.user_id, set: { summary, updated_at: new Date() } });
}

/** Stores the resume's skills (keys, as updSkillsBody made them), comma-separated. */
export async function updateSkills(db: Db, userId: number, skills: readonly string[]): Promise<void> {
  const value = skills.join(',');
  await db
    .insert(resumes)
    .values({ user_id: userId, skills: value })
    .onConflictDoUpdate({ target: resumes.user_id, set: { skills: value, updated_at: new Date() } });
}

/** Stores the step the /step wizard resumes at. */
export async function updateWizardStep(db: Db, userId: number, step: number): Promise<number> {
  await db
    .insert(resumes)
    .values({ user_id: userId, wizard_step: step })
    .onConflictDoUpdate({ target: resumes.user_id, set: { wizard_step: step, updated_at: new Date() } });
  return step;
}

const careerValues = (input: CareerInput) => ({
  company_name: input.company_name,
  title: input.title,
  start_date: input.start_date,
  end_date: input.is_current ? null : (input.end_date ?? null),
  is_current: input.is_current ?? false,
  responsibilities: input.responsibilities ?? '',
});

const educationValues = (input: EducationInput) => ({
  school: input.school,
  degree: input.degree,
  major: input.major ?? '',
  start_date: input.start_date,
  end_date: input.end_date ?? null,
});

/** Career and education entries one user may keep (a bound on hostile input, far above any real resume). */
export const RESUME_ENTRIES_MAX = 50;

async function checkRoom(db: Db, table: typeof careers | typeof educations, userId: number): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.user_id, userId));
  if (Number(n) >= RESUME_ENTRIES_MAX) {
    throw new AppError(ERROR_CODES.conflict, 'server.resume.tooManyEntries', null, { max: RESUME_ENTRIES_MAX });
  }
}

/** The career entry if the viewer may `action` it (its owner only); 4004 for anyone else's or an unknown id. */
export async function ownCareer(
  db: Db,
  viewer: SessionUser,
  careerId: number,
  action: 'read' | 'change' = 'read',
): Promise<CareerRow> {
  const [row] = await db.select().from(careers).where(eq(careers.career_id, careerId)).limit(1);
  return authorize(viewer, action, resumeEntry(db, row));
}

export async function insertCareer(db: Db, userId: number, input: CareerInput): Promise<CareerRow> {
  await checkRoom(db, careers, userId);
  const [row] = await db
    .insert(careers)
    .values({ user_id: userId, ...careerValues(input) })
    .returning();
  return row;
}

export async function updateCareer(db: Db, viewer: SessionUser, careerId: number, input: CareerInput) {
  const owned = await ownCareer(db, viewer, careerId, 'change');
  const [row] = await db
    .update(careers)
    .set({ ...careerValues(input), updated_at: new Date() })
    .where(and(eq(careers.career_id, owned.career_id), eq(careers.user_id, owned.user_id)))
    .returning();
  if (!row) throw resumeNotFound();
  return row;
}

export async function deleteCareer(db: Db, viewer: SessionUser, careerId: number): Promise<void> {
  const owned = await ownCareer(db, viewer, careerId, 'change');
  await db.delete(careers).where(and(eq(careers.career_id, owned.career_id), eq(careers.user_id, owned.user_id)));
}

export async function ownEducation(
  db: Db,
  viewer: SessionUser,
  educationId: number,
  action: 'read' | 'change' = 'read',
): Promise<EducationRow> {
  const [row] = await db.select().from(educations).where(eq(educations.education_id, educationId)).limit(1);
  return authorize(viewer, action, resumeEntry(db, row));
}

export async function insertEducation(db: Db, userId: number, input: EducationInput): Promise<EducationRow> {
  await checkRoom(db, educations, userId);
  const [row] = await db
    .insert(educations)
    .values({ user_id: userId, ...educationValues(input) })
    .returning();
  return row;
}

export async function updateEducation(db: Db, viewer: SessionUser, educationId: number, input: EducationInput) {
  const owned = await ownEducation(db, viewer, educationId, 'change');
  const [row] = await db
    .update(educations)
    .set({ ...educationValues(input), updated_at: new Date() })
    .where(and(eq(educations.education_id, owned.education_id), eq(educations.user_id, owned.user_id)))
    .returning();
  if (!row) throw resumeNotFound();
  return row;
}

export async function deleteEducation(db: Db, viewer: SessionUser, educationId: number): Promise<void> {
  const owned = await ownEducation(db, viewer, educationId, 'change');
  await db
    .delete(educations)
    .where(and(eq(educations.education_id, owned.education_id), eq(educations.user_id, owned.user_id)));
}

/** Labels of the user's Mandarin level and native language in the document's language (config lists). */
export async function languageLabels(db: Db, mandarin: string | null, native: string | null, locale: Locale) {
  const wanted = [
    mandarin ? and(eq(configItems.kind, 'mandarin'), eq(configItems.value, mandarin)) : undefined,
    native ? and(eq(configItems.kind, 'language'), eq(configItems.value, native)) : undefined,
  ].filter(Boolean);
  const rows = wanted.length
    ? await db
        .select({ kind: configItems.kind, label_en: configItems.label_en, label_zh: configItems.label_zh })
        .from(configItems)
        .where(or(...wanted))
    : [];
  const label = (kind: string, value: string | null) => {
    if (!value) return null;
    const row = rows.find((r) => r.kind === kind);
    return row ? (locale === 'zh' ? row.label_zh : row.label_en) : value;
  };
  return { mandarin: label('mandarin', mandarin), native_language: label('language', native) };
}
