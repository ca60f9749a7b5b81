import {
  addFileReadBody,
  addFileReadData,
  getFileReadBody,
  getFileReadData,
  getSettingBody,
  getSettingData,
  updSettingBody,
  updSettingData,
} from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { REQUEST_LIMITS } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { perRequest } from '../../plugins/rate-limit';
import { listFileReads, loadSettings, markFileRead, updateSettings } from './service';

/** /api/manager/...: the user's settings and guide reads. Each acts on the session's user only. */
export async function managerRoutes(api: FastifyInstance) {
  const db = () => api.database.db;

  defineCall(
    api,
    {
      path: '/manager/getSetting',
      body: getSettingBody,
      data: getSettingData,
      summary: "The user's settings: alert and chat e-mails, profile visibility, language",
    },
    async ({ request }) => loadSettings(db(), requireUser(request).user_id, request.locale),
  );

  defineCall(
    api,
    {
      path: '/manager/updSetting',
      body: updSettingBody,
      data: updSettingData,
      summary: 'Change any of the settings (the others stay)',
      description:
        'alert_email, chat_email: true/false; profile_visibility: private | applied | public (who may read the resume); language: en | zh (e-mails and system messages). 4000; 4001.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await updateSettings(db(), me.user_id, input);
      return loadSettings(db(), me.user_id, request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/manager/addFileRead',
      body: addFileReadBody,
      data: addFileReadData,
      summary: 'Mark a guide document (file10000..file10007) read',
      rateLimit: perRequest(REQUEST_LIMITS.addFileReadPerIp),
    },
    async ({ input, request }) => {
      await markFileRead(db(), requireUser(request).user_id, input.file_key);
      return { read: true as const };
    },
  );

  defineCall(
    api,
    {
      path: '/manager/getFileRead',
      body: getFileReadBody,
      data: getFileReadData,
      summary: 'The guide documents the user read',
    },
    async ({ request }) => ({ files: await listFileReads(db(), requireUser(request).user_id) }),
  );
}
