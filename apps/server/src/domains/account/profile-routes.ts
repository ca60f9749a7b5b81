import {
  appendUserInfoBody,
  appendUserInfoData,
  editUserInfoBody,
  editUserInfoData,
  getEmployerStatusBody,
  getEmployerStatusData,
  getUnreadMessagesBody,
  getUnreadMessagesData,
  getUserAvatarByIdBody,
  getUserAvatarByIdData,
  getUserInfoByIdBody,
  getUserInfoByIdData,
  modifyPhoneBody,
  modifyPhoneData,
} from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { requireUser } from '../../plugins/auth';
import { checkCode } from '../../providers';
import { employerStatus } from '../company/team';
import { presentPublicCard } from './presenter';
import {
  appendUserInfo,
  checkAppendedCodes,
  checkProfileCodes,
  countUnreadMessages,
  editUserInfo,
  findUserByPhone,
  loadVisibleCard,
  phoneTaken,
  setPhone,
} from './service';
import { userInfoOf } from './user-info';

/** The user's own details (phone, names, languages), public cards of users, and the header's counts. */
export function registerProfileRoutes(api: FastifyInstance) {
  const db = () => api.database.db;

  defineCall(
    api,
    {
      path: '/account/modifyPhone',
      body: modifyPhoneBody,
      data: modifyPhoneData,
      summary: 'Change the phone with a modify_phone SMS code sent to the new number',
      description: '1004; 4009 phone taken; 4001.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      const owner = await findUserByPhone(db(), input.phone);
      if (owner && owner.user_id !== me.user_id) throw phoneTaken();
      await checkCode(
        db(),
        { channel: 'sms', purpose: 'modify_phone', target: input.phone, code: input.code },
        api.providers.codes,
      );
      await setPhone(db(), me.user_id, input.phone, input.calling_code);
      return userInfoOf(db(), me.user_id);
    },
  );

  defineCall(
    api,
    {
      path: '/account/editUserInfo',
      body: editUserInfoBody,
      data: editUserInfoData,
      summary: "Edit the user's names, birth date and languages",
      description:
        'birth_date, mandarin, native_language: left out = unchanged, blank = cleared; mandarin and native_language are config values. 4000; 4001.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await checkProfileCodes(db(), input, request.locale);
      await editUserInfo(db(), me.user_id, input);
      return userInfoOf(db(), me.user_id);
    },
  );

  defineCall(
    api,
    {
      path: '/account/appendUserInfo',
      body: appendUserInfoBody,
      data: appendUserInfoData,
      summary: "Add a headline, the city lived in, nationality and work status in China to the user's profile",
      description:
        "headline_job, headline_job_zh (the headline in Chinese, shown on Chinese pages; decision 0037), adcode (a city of the site list), nationality (ISO 3166-1 alpha-2 of the calling-code list), china_status: left out = unchanged, blank = cleared; at least one. Only the signed-in user's own profile. 4000; 4001.",
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await checkAppendedCodes(db(), input, request.locale);
      await appendUserInfo(db(), me.user_id, input);
      return userInfoOf(db(), me.user_id);
    },
  );

  defineCall(
    api,
    {
      path: '/account/getUserInfoByID',
      body: getUserInfoByIdBody,
      data: getUserInfoByIdData,
      summary: "A user's public card (name, avatar, headline in the reader's language, company)",
      description:
        'People who recruit: anyone. Others: themselves, people they chat with, recruiters of a company they applied to. Otherwise 4004.',
      pageRead: true,
    },
    async ({ input, request }) => {
      const { user, company } = await loadVisibleCard(db(), request.user, input.user_id);
      return presentPublicCard(user, company, request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/account/getUserAvatarByID',
      body: getUserAvatarByIdBody,
      data: getUserAvatarByIdData,
      summary: "A user's avatar address (same visibility as getUserInfoByID)",
    },
    async ({ input, request }) => {
      const { user } = await loadVisibleCard(db(), request.user, input.user_id);
      return { avatar_url: user.avatar_url };
    },
  );

  defineCall(
    api,
    {
      path: '/account/getEmployerStatus',
      body: getEmployerStatusBody,
      data: getEmployerStatusData,
      summary:
        "The Employers button's state: pending requests to join (the company's owners only; 0 otherwise), company, role, onboarding step",
      pageRead: true,
    },
    async ({ request }) => employerStatus(db(), requireUser(request).user_id),
  );

  defineCall(
    api,
    {
      path: '/account/getUnreadMessages',
      body: getUnreadMessagesBody,
      data: getUnreadMessagesData,
      summary: 'Unread system and chat messages of the user',
      pageRead: true,
    },
    async ({ request }) => countUnreadMessages(db(), requireUser(request).user_id),
  );
}
