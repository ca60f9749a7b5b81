import { deleteAccountBody, deleteAccountData, failureEnvelope } from '@jobbridge/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineCall } from '../../lib/call';
import { contentDisposition } from '../../lib/uploads';
import { clearSessionCookie, requireUser } from '../../plugins/auth';
import { byIp, createLimiter, enforce } from '../account/limits';
import { confirmDeletion, deleteUserData } from './delete';
import { exportUserData } from './export';

const HOUR = 3_600_000;

/** Self-service privacy: account/exportMyData and account/deleteAccount. */
export async function privacyRoutes(api: FastifyInstance) {
  const db = () => api.database.db;
  const perUser = (request: FastifyRequest) => (request.user ? `user:${request.user.user_id}` : null);
  const deleteLimits = [
    createLimiter(api, 'delete-account-user', { max: 5, windowMs: HOUR }, perUser),
    createLimiter(api, 'delete-account-ip', { max: 20, windowMs: HOUR }, byIp(api)),
  ];

  const exportData = async (request: FastifyRequest, reply: FastifyReply) => {
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
  const exportSchema = {
    tags: ['account'],
    summary: 'Everything stored about the user, as a JSON file (Content-Disposition: attachment)',
    description:
      'Every row of every table that holds the user: account, settings, resume, careers, educations, file metadata, applications with their events, saved jobs, views, alert, questions, chat and system messages, sessions (no token hashes), WeChat binding, invites, groups, company memberships. Not the envelope: the file itself. 4001; 4029 (10/h).',
    produces: ['application/json'],
    response: { '4xx': failureEnvelope, '5xx': failureEnvelope },
  };
  const exportLimit = { rateLimit: { max: 10, timeWindow: '1 hour' } };
  api.route({
    method: 'POST',
    url: '/account/exportMyData',
    schema: exportSchema,
    config: exportLimit,
    handler: exportData,
  });
  api.route({
    method: 'GET',
    url: '/account/exportMyData',
    schema: { ...exportSchema, summary: `${exportSchema.summary} (GET, for a download link)` },
    config: exportLimit,
    handler: exportData,
  });

  defineCall(
    api,
    {
      path: '/account/deleteAccount',
      body: deleteAccountBody,
      data: deleteAccountData,
      summary: 'Delete the account and everything of the user (rows and uploaded files); the session ends',
      description:
        'password: hashPasswordForTransport(clear), required when the account has a password (1003 when wrong). Accounts without one confirm with code: a code from sendSmsCode purpose=login to their phone, or sendEmailCode purpose=reset to their e-mail (1004 when wrong). 4001; 4029 (5/h per user).',
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
