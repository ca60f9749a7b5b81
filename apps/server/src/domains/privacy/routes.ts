import { deleteAccountBody, deleteAccountData } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { defineFileRoute, type RawContext } from '../../lib/raw-call';
import { contentDisposition } from '../../lib/uploads';
import { REQUEST_LIMITS, rateText } from '../../limits';
import { clearSessionCookie, requireUser } from '../../plugins/auth';
import { byIp, byUser, createLimiter, enforce, perRequest } from '../../plugins/rate-limit';
import { confirmDeletion, deleteUserData } from './delete';
import { exportUserData } from './export';

/** Self-service privacy: account/exportMyData and account/deleteAccount. */
export async function privacyRoutes(api: FastifyInstance) {
  const db = () => api.database.db;
  const deleteLimits = [
    createLimiter(api, 'delete-account-user', REQUEST_LIMITS.deleteAccountPerUser, byUser),
    createLimiter(api, 'delete-account-ip', REQUEST_LIMITS.deleteAccountPerIp, byIp(api)),
  ];

  const exportData = async ({ request, reply }: RawContext) => {
    const me = requireUser(request);
    const data = await exportUserData(db(), me.user_id);
    const body = JSON.stringify(data, null, 2);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', `jobbridge-data-${me.user_id}.json`))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  };
  const exportSpec = {
    path: '/account/exportMyData',
    summary: 'Everything stored about the user, as a JSON file (Content-Disposition: attachment)',
    description:
      'Every row of every table that holds the user: account, settings, resume, careers, educations, file metadata, applications with their events, saved jobs, views, alert, questions, chat and system messages, sessions (no token hashes), WeChat binding, invites, groups, company memberships. Not the envelope: the file itself. 4001; ' +
      `4029 (${rateText(REQUEST_LIMITS.exportMyDataPerIp)}).`,
    produces: ['application/json'],
    rateLimit: perRequest(REQUEST_LIMITS.exportMyDataPerIp),
  };
  defineFileRoute(api, { ...exportSpec, method: 'POST' }, exportData);
  defineFileRoute(
    api,
    { ...exportSpec, method: 'GET', summary: `${exportSpec.summary} (GET, for a download link)` },
    exportData,
  );

  defineCall(
    api,
    {
      path: '/account/deleteAccount',
      body: deleteAccountBody,
      data: deleteAccountData,
      summary: 'Delete the account and everything of the user (rows and uploaded files); the session ends',
      description:
        'password: hashPasswordForTransport(clear), required when the account has a password (1003 when wrong). Accounts without one confirm with code: a code from sendSmsCode purpose=login to their phone, or sendEmailCode purpose=reset to their e-mail (1004 when wrong). 4001; ' +
        `4029 (${rateText(REQUEST_LIMITS.deleteAccountPerUser)} per user).`,
    },
    async ({ input, request, reply }) => {
      const me = requireUser(request);
      await enforce(request, deleteLimits);
      await confirmDeletion(db(), api.passwords, api.providers.codes, me.user_id, input);
      await deleteUserData(db(), api.env.DATA_DIR, me.user_id);
      // Their sessions went with their rows: their live sockets close on every instance.
      await api.hub.endSessions(me.user_id, 'all');
      clearSessionCookie(reply, api.env);
      return null;
    },
  );
}
