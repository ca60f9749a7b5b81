import { z } from 'zod';

/** An invite code as it travels in a path: letters, digits, '_' or '-' (matched case-insensitively). */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** GET /api/inviteCode/getCheckUser/:id (the signed-in user's own id). */
export const getCheckUserParams = z.object({ id: z.string().regex(/^\d{1,15}$/, { error: 'errors.field.number' }) });
/** Success (`code: 0`) when the user used an invite code. */
export const getCheckUserData = z.object({ invited: z.literal(true), code: z.string(), used_at: z.string() });

/**
 * POST /api/inviteCode/applyInviteCode/:userId/:inviteCode (userId: the signed-in user; no body).
 * The spec's path, but POST: applying a code changes state, so it is never a GET (decision 0010).
 */
export const applyInviteCodeParams = z.object({
  userId: z.string().regex(/^\d{1,15}$/, { error: 'errors.field.number' }),
  inviteCode: z.string().max(200),
});
export const applyInviteCodeData = z.object({ applied: z.literal(true) });

/**
 * POST /api/inviteCode/getMyInvite: the signed-in user's own invite code
 * (made on first ask: INVITE_CODE_LENGTH characters that cannot be guessed),
 * the path to share (`/?inv_id=<code>`, applied at the invitee's first
 * sign-in) and how many people joined through it.
 */
export const getMyInviteBody = z.object({});
export const getMyInviteData = z.object({ code: z.string(), path: z.string(), joined: z.number().int() });
export type GetMyInviteData = z.infer<typeof getMyInviteData>;
