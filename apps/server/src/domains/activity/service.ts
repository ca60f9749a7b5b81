import { activityGroups, type Db, groupMembers, locations, settings, users } from '@jobbridge/db';
import { GROUP_MEMBERS_SHOWN, GROUPS_PAGE_SIZE, type GroupType } from '@jobbridge/shared';
import { and, asc, count, eq, gte, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { groupNotFound } from './policy';
import type { GroupRow } from './presenter';

/** An event stays listed (and open to join) until a day after it starts. */
const EVENT_GRACE_MS = 24 * 60 * 60 * 1000;

/** Groups that are listed: communities, and events not yet a day past their start. */
const listed = (now: Date): SQL =>
  or(isNull(activityGroups.starts_at), gte(activityGroups.starts_at, new Date(now.getTime() - EVENT_GRACE_MS))) as SQL;

const memberCount =
  sql<number>`(select count(*) from ${groupMembers} where ${groupMembers.group_id} = ${activityGroups.group_id})`.mapWith(
    Number,
  );
/** Whether `userId` is a member; false without a user (visitors). */
const joinedBy = (userId: number | null) =>
  userId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${groupMembers} where ${groupMembers.group_id} = ${activityGroups.group_id} and ${groupMembers.user_id} = ${userId})`.mapWith(
        Boolean,
      );

const groupColumns = (userId: number | null) => ({
  group_id: activityGroups.group_id,
  type: activityGroups.type,
  name_en: activityGroups.name_en,
  name_zh: activityGroups.name_zh,
  description_en: activityGroups.description_en,
  description_zh: activityGroups.description_zh,
  cover_url: activityGroups.cover_url,
  adcode: activityGroups.adcode,
  city_en: locations.city_en,
  city_zh: locations.city_zh,
  starts_at: activityGroups.starts_at,
  member_count: memberCount,
  joined: joinedBy(userId),
});

export interface GroupFilters {
  page?: number;
  size?: number;
  adcode?: string;
  type?: GroupType;
}

/** A page of listed groups: upcoming events first by date, then communities by age. */
export async function listGroups(db: Db, userId: number | null, input: GroupFilters, now = new Date()) {
  const page = input.page ?? 1;
  const size = input.size ?? GROUPS_PAGE_SIZE.default;
  const where = and(
    listed(now),
    input.adcode ? eq(activityGroups.adcode, input.adcode) : undefined,
    input.type ? eq(activityGroups.type, input.type) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(groupColumns(userId))
      .from(activityGroups)
      .leftJoin(locations, eq(locations.adcode, activityGroups.adcode))
      .where(where)
      .orderBy(sql`${activityGroups.starts_at} asc nulls last`, asc(activityGroups.group_id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(activityGroups).where(where),
  ]);
  return { rows: rows as GroupRow[], total, page, size };
}

/** One group as the list shows it, or null when unknown (or, with `onlyListed`, past). */
export async function findGroup(
  db: Db,
  groupId: number,
  userId: number | null,
  onlyListed = false,
  now = new Date(),
): Promise<GroupRow | null> {
  const [row] = await db
    .select(groupColumns(userId))
    .from(activityGroups)
    .leftJoin(locations, eq(locations.adcode, activityGroups.adcode))
    .where(and(eq(activityGroups.group_id, groupId), onlyListed ? listed(now) : undefined))
    .limit(1);
  return (row as GroupRow | undefined) ?? null;
}

/** Join a listed group (again: nothing changes). 4004 for an unknown or past group. */
export async function joinGroup(db: Db, groupId: number, userId: number): Promise<GroupRow> {
  if (!(await findGroup(db, groupId, userId, true))) throw groupNotFound();
  await db.insert(groupMembers).values({ group_id: groupId, user_id: userId }).onConflictDoNothing();
  return (await findGroup(db, groupId, userId)) as GroupRow;
}

/** Quit a group (not a member: nothing changes). 4004 for an unknown group. */
export async function quitGroup(db: Db, groupId: number, userId: number): Promise<GroupRow> {
  await db.delete(groupMembers).where(and(eq(groupMembers.group_id, groupId), eq(groupMembers.user_id, userId)));
  const group = await findGroup(db, groupId, userId);
  if (!group) throw groupNotFound();
  return group;
}

/**
 * The members another member may see, first joined first: the viewer, people
 * who recruit (their card is public, as getUserInfoByID shows it to anyone)
 * and users whose profile visibility is 'public'. The others are only counted.
 */
export async function listMembers(db: Db, groupId: number, viewerId: number) {
  const visible = or(
    eq(users.user_id, viewerId),
    sql`${users.role} in ('recruiter', 'admin')`,
    sql`${users.company_id} is not null`,
    eq(settings.profile_visibility, 'public'),
  );
  const members = and(eq(groupMembers.group_id, groupId), ne(users.role, 'system'));
  const [list, [{ total }]] = await Promise.all([
    db
      .select({
        user_id: users.user_id,
        first_name: users.first_name,
        headline_job: users.headline_job,
        headline_job_zh: users.headline_job_zh,
        avatar_url: users.avatar_url,
      })
      .from(groupMembers)
      .innerJoin(users, eq(users.user_id, groupMembers.user_id))
      .leftJoin(settings, eq(settings.user_id, users.user_id))
      .where(and(members, visible))
      .orderBy(asc(groupMembers.joined_at), asc(users.user_id))
      .limit(GROUP_MEMBERS_SHOWN),
    db
      .select({ total: count() })
      .from(groupMembers)
      .innerJoin(users, eq(users.user_id, groupMembers.user_id))
      .where(members),
  ]);
  return { list, member_count: total, hidden: Math.max(0, total - list.length) };
}
