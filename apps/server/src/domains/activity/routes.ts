import {
  getGroupListBody,
  getGroupListData,
  getGroupMembersBody,
  getGroupMembersData,
  joinGroupBody,
  joinGroupData,
  quitGroupBody,
  quitGroupData,
} from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../lib/authorize';
import { defineCall } from '../../lib/call';
import { REQUEST_LIMITS } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { perRequest } from '../../plugins/rate-limit';
import { groupMembersOf } from './policy';
import { presentGroup, presentMember } from './presenter';
import { joinGroup, listGroups, listMembers, quitGroup } from './service';

/** /api/activity/...: the site's communities and events (spec section 7, decision 0029). */
export async function activityRoutes(api: FastifyInstance) {
  const db = () => api.database.db;

  defineCall(
    api,
    {
      path: '/activity/getGroupList',
      body: getGroupListBody,
      data: getGroupListData,
      summary: 'Groups (meetups, circles, job fairs), upcoming events first; joined says whether the user is a member',
      description:
        'Filters: adcode (a city), type (meetup, circle, fair); page (from 1) and size (default 12, at most 50). Events leave the list a day after they start. Anyone; joined is false for visitors.',
      pageRead: true,
    },
    async ({ input, request }) => {
      const { rows, total, page, size } = await listGroups(db(), request.user?.user_id ?? null, input);
      return { list: rows.map((row) => presentGroup(row, request.locale)), total, page, size };
    },
  );

  defineCall(
    api,
    {
      path: '/activity/joinGroup',
      body: joinGroupBody,
      data: joinGroupData,
      summary: 'Join a group (idempotent); answers the group as it now is',
      description: '4004 for an unknown group or an event more than a day past its start; 4001.',
      rateLimit: perRequest(REQUEST_LIMITS.groupMembershipPerIp),
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      return presentGroup(await joinGroup(db(), input.group_id, me.user_id), request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/activity/quitGroup',
      body: quitGroupBody,
      data: quitGroupData,
      summary: 'Quit a group (idempotent); answers the group as it now is',
      description: '4004 for an unknown group; 4001.',
      rateLimit: perRequest(REQUEST_LIMITS.groupMembershipPerIp),
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      return presentGroup(await quitGroup(db(), input.group_id, me.user_id), request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/activity/getGroupMembers',
      body: getGroupMembersBody,
      data: getGroupMembersData,
      summary: "A group's members as a member sees them: first name, headline, avatar",
      description:
        "Only members whose card is visible are listed (oneself, people who recruit, profile visibility 'public'); hidden counts the others. For the group's members only: 4004 for anyone else and an unknown group; 4001.",
      pageRead: true,
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await authorize(me, 'read', groupMembersOf(db(), { group_id: input.group_id }));
      const members = await listMembers(db(), input.group_id, me.user_id);
      return { ...members, list: members.list.map((row) => presentMember(row, request.locale)) };
    },
  );
}
