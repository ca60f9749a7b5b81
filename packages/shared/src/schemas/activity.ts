import { z } from 'zod';
import { GROUP_TYPES } from '../constants';
import { GROUPS_PAGE_SIZE, MAX_PAGE } from '../limits';
import { pageOf } from './envelope';
import { idField, optionalEnum, optionalInt } from './fields';
import { optionalAdcode } from './job';

/**
 * Activity groups (decision 0029): the site's communities and events under
 * /api/activity. Anyone lists them; a signed-in user joins or quits; only
 * members see the group's members.
 */

/** POST /api/activity/getGroupList */
export const getGroupListBody = z.object({
  page: optionalInt(1, MAX_PAGE),
  size: optionalInt(1, GROUPS_PAGE_SIZE.max),
  adcode: optionalAdcode(),
  type: optionalEnum(GROUP_TYPES),
});
export type GetGroupListBody = z.input<typeof getGroupListBody>;

export const groupItem = z.object({
  group_id: z.number().int(),
  type: z.enum(GROUP_TYPES),
  /** Name and description in the request's language. */
  name: z.string(),
  description: z.string(),
  cover_url: z.string().nullable(),
  adcode: z.string().nullable(),
  /** In the request's language; empty when the group has no city. */
  city: z.string(),
  /** 'yyyy-MM-dd hh:mm:ss' in UTC+8 for an event; null otherwise. */
  starts_at: z.string().nullable(),
  member_count: z.number().int(),
  /** Whether the session's user is a member (false for visitors). */
  joined: z.boolean(),
});
export type GroupItem = z.infer<typeof groupItem>;
export const getGroupListData = pageOf(groupItem);
export type GetGroupListData = z.infer<typeof getGroupListData>;

/** POST /api/activity/joinGroup and quitGroup: both idempotent; answer the group as it now is. */
export const groupIdBody = z.object({ group_id: idField() });
export const joinGroupBody = groupIdBody;
export const joinGroupData = groupItem;
export const quitGroupBody = groupIdBody;
export const quitGroupData = groupItem;

/** One member as another member sees them (only members whose profile is public, and oneself). */
export const groupMember = z.object({
  user_id: z.number().int(),
  first_name: z.string().nullable(),
  headline_job: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type GroupMember = z.infer<typeof groupMember>;

/** POST /api/activity/getGroupMembers */
export const getGroupMembersBody = groupIdBody;
export const getGroupMembersData = z.object({
  list: z.array(groupMember),
  /** Members not listed: their profile visibility keeps them off (or the list stops at GROUP_MEMBERS_SHOWN). */
  hidden: z.number().int(),
  member_count: z.number().int(),
});
export type GetGroupMembersData = z.infer<typeof getGroupMembersData>;
