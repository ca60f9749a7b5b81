import type { Envelope } from '@jobbridge/shared';
import type { ApiClient } from '../api/client';

/** The calls the invite flow makes (/api/inviteCode/...: applying is a POST, the check a GET). */
export type InviteApi = Pick<ApiClient, 'applyInviteCode' | 'getCheckUser'>;

export type InviteOutcome =
  /** No invitation stored: carry on with the usual redirect. */
  | { kind: 'none' }
  /** The code was refused: show `warning`, go to /. `clear` says whether to forget the code. */
  | { kind: 'failed'; warning: string; clear: boolean }
  /** Applied (the code is cleared); `newerSite` is where to go when the user counts as invited. */
  | { kind: 'applied'; newerSite: string | null };

/** Network-level codes: the code may still be good, so keep it for the next sign-in. */
const TRANSIENT = new Set([4029, 4080, 5000, 5003]);

/** The warning of a refused code: the returned data when it is text (spec section 7), else the message. */
export function inviteWarning(envelope: Envelope<unknown>, fallback: string): string {
  if (envelope.success) return '';
  if (typeof envelope.data === 'string' && envelope.data.trim()) return envelope.data;
  return envelope.msg || fallback;
}

/** True when getCheckUser says the user was invited: success with code 0. */
export const isInvited = (envelope: Envelope<unknown>) =>
  envelope.success && (envelope.code === undefined || envelope.code === 0);

/**
 * The invite flow after a sign-in (spec section 4): with a stored code, apply
 * it; on failure warn and go home; on success run the invited check, clear
 * the code, and send an invited user on to the newer site when config names one.
 */
export async function runInviteFlow(input: {
  api: InviteApi;
  userId: number;
  code: string | null | undefined;
  newerSiteUrl: string | null | undefined;
  fallbackWarning: string;
}): Promise<InviteOutcome> {
  const code = input.code?.trim();
  if (!code) return { kind: 'none' };
  const applied = await input.api.applyInviteCode(input.userId, code);
  if (!applied.success) {
    return {
      kind: 'failed',
      warning: inviteWarning(applied, input.fallbackWarning),
      clear: !TRANSIENT.has(applied.code),
    };
  }
  const check = await input.api.getCheckUser(input.userId);
  const newer = input.newerSiteUrl?.trim() || null;
  return { kind: 'applied', newerSite: isInvited(check) && newer && /^https?:\/\//.test(newer) ? newer : null };
}
