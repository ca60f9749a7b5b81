import {
  AppError,
  applyInviteCodeData,
  applyInviteCodeParams,
  ERROR_CODES,
  getCheckUserData,
  getCheckUserParams,
  getMyInviteBody,
  getMyInviteData,
  translate,
} from '@jobbridge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { defineCall } from '../../lib/call';
import { defineRawCall } from '../../lib/raw-call';
import { REQUEST_LIMITS, rateText } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { byIp, byUser, createLimiter, enforce } from '../../plugins/rate-limit';
import { ownAccountId } from '../account/policy';
import { applyInviteCode, InviteFailure, invitationOf, ownInvite } from './service';

/** The path's user must be the signed-in user: 4001 for visitors, 4004 for anyone else (account/policy.ts). */
function ownUserId(request: FastifyRequest, raw: string): Promise<number> {
  return ownAccountId(request.server.database.db, requireUser(request), Number(raw));
}

/**
 * Invite codes (spec section 7, Invite): the ids in the path, as the spec's
 * client sends them. The check is a GET; applying a code changes state and
 * is a POST (decision 0010), so a link or an image cannot apply one.
 */
export async function inviteRoutes(api: FastifyInstance) {
  const db = () => api.database.db;
  const applyLimits = [
    createLimiter(api, 'invite-apply', REQUEST_LIMITS.inviteApplyPerUser, byUser),
    createLimiter(api, 'invite-apply-ip', REQUEST_LIMITS.inviteApplyPerIp, byIp(api)),
  ];
  defineRawCall(
    api,
    {
      method: 'GET',
      path: '/inviteCode/getCheckUser/:id',
      summary: 'Whether the signed-in user used an invite code: success with code 0, else a failure',
      description: 'id must be the signed-in user (4001; 4004 for another id, as an unknown user). Not invited: 4004.',
      params: getCheckUserParams,
      data: getCheckUserData,
      // The spec's invited check reads `code: 0` on success.
      successCode: 0,
    },
    async ({ request }) => {
      const userId = await ownUserId(request, (request.params as z.output<typeof getCheckUserParams>).id);
      const used = await invitationOf(db(), userId);
      if (!used) throw new AppError(ERROR_CODES.notFound, 'server.invite.notInvited');
      return { invited: true as const, code: used.code, used_at: used.used_at.toISOString() };
    },
  );

  defineRawCall(
    api,
    {
      method: 'POST',
      path: '/inviteCode/applyInviteCode/:userId/:inviteCode',
      summary: 'Apply an invite code for the signed-in user (at most one code per user)',
      description:
        "POST with no body (the spec's path; never a GET, it changes state). " +
        'userId must be the signed-in user (4001; 4004 for another id, as an unknown user). Unknown or expired code: 4004; used up, own code, another code already applied, or an account older than a day (codes are for a first sign-in): 4009. ' +
        `${rateText(REQUEST_LIMITS.inviteApplyPerUser)} per user and ${rateText(REQUEST_LIMITS.inviteApplyPerIp)} per address (4029). ` +
        'A failure carries the localized message as `data` too.',
      params: applyInviteCodeParams,
      data: applyInviteCodeData,
    },
    async ({ request }) => {
      const params = request.params as z.output<typeof applyInviteCodeParams>;
      const userId = await ownUserId(request, params.userId);
      await enforce(request, applyLimits);
      try {
        await applyInviteCode(db(), userId, params.inviteCode);
      } catch (error) {
        if (error instanceof InviteFailure) {
          throw new AppError(error.code, error.key, translate(request.locale, error.key), error.params);
        }
        throw error;
      }
      return { applied: true as const };
    },
  );

  defineCall(
    api,
    {
      path: '/inviteCode/getMyInvite',
      body: getMyInviteBody,
      data: getMyInviteData,
      summary: "The signed-in user's own invite code, the path to share and how many joined through it",
      description: 'The code is made on the first call (random, 10 characters). 4001.',
      pageRead: true,
    },
    async ({ request }) => {
      const me = requireUser(request);
      const { code, joined } = await ownInvite(db(), me.user_id);
      return { code, path: `/?inv_id=${encodeURIComponent(code)}`, joined };
    },
  );
}
