import { applications, companyAdmins, type Db, jobs, settings } from '@jobbridge/db';
import { AppError, ERROR_CODES, type ProfileVisibility } from '@jobbridge/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { definePolicy, isOwner } from '../../lib/authorize';
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
 * owner's alone. A refusal says the row does not exist (4004). Calls ask
 * through `authorize(actor, action, resumeOf(db, row))` (lib/authorize.ts).
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

const canReadResume = (relation: ResumeRelation, visibility: ProfileVisibility): boolean =>
  relation === 'self' || visibility === 'public' || (visibility === 'applied' && relation === 'employer');

/** Resume files and contact details (e-mail, phone): the owner and employers. */
const canReadResumeFiles = (relation: ResumeRelation): boolean => relation === 'self' || relation === 'employer';

/** The relation of a (signed-in) actor to an owner, asked once per row and actor. */
const relations = new WeakMap<object, { actorId: number; relation: Promise<ResumeRelation> }>();
function relationOnce(db: Db, actor: SessionUser, row: object, ownerId: number): Promise<ResumeRelation> {
  const known = relations.get(row);
  if (known?.actorId === actor.user_id) return known.relation;
  const relation = relationTo(db, actor, ownerId);
  relations.set(row, { actorId: actor.user_id, relation });
  return relation;
}

/**
 * A user's resume as a whole (resume/getResumeInfoByUserID): 'read' per the
 * owner's visibility, 'readFiles' (files and contact details) for the owner
 * and employers.
 */
export const resumeOf = definePolicy<'read' | 'readFiles', { user_id: number }>({
  name: 'resume',
  refuse: resumeNotFound,
  rules: {
    read: async (actor, row, db) => {
      if (!actor) return false;
      const relation = await relationOnce(db, actor, row, row.user_id);
      return relation === 'self' || canReadResume(relation, await profileVisibilityOf(db, row.user_id));
    },
    readFiles: async (actor, row, db) =>
      actor !== null && canReadResumeFiles(await relationOnce(db, actor, row, row.user_id)),
  },
});

/** A career or education entry: only its owner reads or changes it. */
export const resumeEntry = definePolicy<'read' | 'change', { user_id: number }>({
  name: 'resume entry',
  refuse: resumeNotFound,
  rules: { read: isOwner((row) => row.user_id), change: isOwner((row) => row.user_id) },
});

/** A resume file: read by its owner and employers, deleted by its owner only. */
export const resumeFile = definePolicy<'read' | 'delete', { owner_id: number | null }>({
  name: 'resume file',
  refuse: resumeNotFound,
  rules: {
    read: async (actor, row, db) =>
      actor !== null && row.owner_id !== null && canReadResumeFiles(await relationOnce(db, actor, row, row.owner_id)),
    delete: isOwner((row) => row.owner_id),
  },
});
