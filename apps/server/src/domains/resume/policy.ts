import { applications, companyAdmins, type Db, jobs, settings } from '@jobbridge/db';
import { AppError, ERROR_CODES, type ProfileVisibility } from '@jobbridge/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../types';

/**
 * Who may read or change a candidate's resume (docs/api/candidate.md), in
 * one place. A reader stands in one relation to the resume's owner:
 * - 'self': the owner;
 * - 'employer': an active member (owner, admin or recruiter) of a company
 *   the owner applied to;
 * - 'member': anyone else signed in (site admins included: this contract
 *   grants them nothing more).
 * Visitors never get this far (every call needs a session: 4001).
 *
 * Profile visibility (manager/updSetting) decides the resume page:
 * 'private' nobody else, 'applied' employers, 'public' anyone signed in.
 * Resume files and contact details go to the owner and employers only,
 * whatever the visibility: applying shares them with that company, which
 * could not handle the application otherwise. Everything else is the
 * owner's alone. A refusal says the row does not exist (4004).
 */
export type ResumeRelation = 'self' | 'employer' | 'member';

/** The default visibility of a user without a settings row (as the column's default). */
export const DEFAULT_VISIBILITY: ProfileVisibility = 'applied';

export const resumeNotFound = () => new AppError(ERROR_CODES.notFound, 'server.resume.notFound');

/** Whether the candidate applied to a job of a company the viewer is an active member of. */
export async function appliedToViewersCompany(db: Db, ownerId: number, viewerId: number): Promise<boolean> {
  const viewerCompanies = db
    .select({ company_id: companyAdmins.company_id })
    .from(companyAdmins)
    .where(and(eq(companyAdmins.user_id, viewerId), eq(companyAdmins.status, 'active')));
  const [row] = await db
    .select({ id: applications.application_id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.job_id, applications.job_id))
    .where(and(eq(applications.user_id, ownerId), inArray(jobs.company_id, viewerCompanies)))
    .limit(1);
  return Boolean(row);
}

export async function relationTo(db: Db, viewer: SessionUser, ownerId: number): Promise<ResumeRelation> {
  if (viewer.user_id === ownerId) return 'self';
  return (await appliedToViewersCompany(db, ownerId, viewer.user_id)) ? 'employer' : 'member';
}

/** The owner's profile visibility (the default when they never changed it). */
export async function profileVisibilityOf(db: Db, userId: number): Promise<ProfileVisibility> {
  const [row] = await db
    .select({ profile_visibility: settings.profile_visibility })
    .from(settings)
    .where(eq(settings.user_id, userId))
    .limit(1);
  return row?.profile_visibility ?? DEFAULT_VISIBILITY;
}

export const canReadResume = (relation: ResumeRelation, visibility: ProfileVisibility): boolean =>
  relation === 'self' || visibility === 'public' || (visibility === 'applied' && relation === 'employer');

/** Resume files and contact details (e-mail, phone). */
export const canReadResumeFiles = (relation: ResumeRelation): boolean => relation === 'self' || relation === 'employer';

/** Summary, wizard step, career and education entries, files: only the owner changes them. */
export const canChangeResume = (viewer: SessionUser, ownerId: number): boolean => viewer.user_id === ownerId;

/** The owner's id when the viewer may change a row of theirs; 4004 otherwise (the row "does not exist"). */
export function ownedOr404(viewer: SessionUser, ownerId: number | null | undefined): number {
  if (ownerId === null || ownerId === undefined || !canChangeResume(viewer, ownerId)) throw resumeNotFound();
  return ownerId;
}
