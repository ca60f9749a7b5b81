import { type Db, groupMembers } from '@jobbridge/db';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { and, eq } from 'drizzle-orm';
import { definePolicy } from '../../lib/authorize';

export const groupNotFound = () => new AppError(ERROR_CODES.notFound, 'server.activity.groupNotFound');

/** Whether the user is a member of the group. */
export async function isMember(db: Db, groupId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ user_id: groupMembers.user_id })
    .from(groupMembers)
    .where(and(eq(groupMembers.group_id, groupId), eq(groupMembers.user_id, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * A group's members list: only its members read it (decision 0029). Anyone
 * else, and an unknown group, is refused alike (4004, decision 0016). Joining
 * and quitting need no policy: a group is public and the membership changed
 * is always the session's own.
 */
export const groupMembersOf = definePolicy<'read', { group_id: number }>({
  name: 'group members',
  refuse: groupNotFound,
  rules: { read: async (actor, row, db) => actor !== null && isMember(db, row.group_id, actor.user_id) },
});
