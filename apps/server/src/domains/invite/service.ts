import { randomInt } from 'node:crypto';
import { type Db, inviteCodes, inviteUses, users } from '@jobbridge/db';
import { AppError, INVITE_APPLY_WINDOW_MS, INVITE_CODE_LENGTH, INVITE_CODE_PATTERN } from '@jobbridge/shared';
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';

/** The demo invite code loaded with the demo data (SEED_DEMO). */
export const DEMO_INVITE_CODE = 'JOBBRIDGE2025';

/**
 * An invite failure: the envelope's `data` is the message itself (the spec's
 * client shows `data` as a warning), msg the same text.
 */
export class InviteFailure extends AppError {}
const fail = (code: 4004 | 4009, key: string) => new InviteFailure(code, `server.invite.${key}`);

/** Invite codes are matched case-insensitively: stored and looked up upper-case. */
export const normalizeInviteCode = (code: string) => code.trim().toUpperCase();

/** The code a user applied and when, or null. */
export async function invitationOf(db: Db, userId: number) {
  const [row] = await db
    .select({ code: inviteUses.code, used_at: inviteUses.used_at })
    .from(inviteUses)
    .where(eq(inviteUses.user_id, userId));
  return row ?? null;
}

/**
 * Applies an invite code for a user: at most one code per user (applying the
 * same code again answers the same), only at the start of an account's life
 * (INVITE_APPLY_WINDOW_MS: the first sign-in), never one's own, only while
 * the code exists, has not expired and has uses left. One transaction, so
 * two parallel applies cannot both take the last use.
 */
export async function applyInviteCode(db: Db, userId: number, rawCode: string): Promise<void> {
  if (!INVITE_CODE_PATTERN.test(rawCode.trim())) throw fail(4004, 'unknown');
  const code = normalizeInviteCode(rawCode);
  await db.transaction(async (tx) => {
    const [used] = await tx.select().from(inviteUses).where(eq(inviteUses.user_id, userId)).for('update');
    if (used) {
      if (used.code === code) return;
      throw fail(4009, 'alreadyUsed');
    }
    const [invite] = await tx.select().from(inviteCodes).where(eq(inviteCodes.code, code));
    if (!invite) throw fail(4004, 'unknown');
    const [account] = await tx.select({ created_at: users.created_at }).from(users).where(eq(users.user_id, userId));
    if (!account || account.created_at.getTime() < Date.now() - INVITE_APPLY_WINDOW_MS) throw fail(4009, 'notNew');
    if (invite.owner_user_id === userId) throw fail(4009, 'ownCode');
    const now = new Date();
    const [taken] = await tx
      .update(inviteCodes)
      .set({ used_count: sql`${inviteCodes.used_count} + 1` })
      .where(
        and(
          eq(inviteCodes.code, code),
          lt(inviteCodes.used_count, inviteCodes.max_uses),
          or(isNull(inviteCodes.expires_at), gt(inviteCodes.expires_at, now)),
        ),
      )
      .returning({ code: inviteCodes.code });
    if (!taken) {
      throw invite.expires_at && invite.expires_at <= now ? fail(4004, 'expired') : fail(4009, 'usedUp');
    }
    const inserted = await tx
      .insert(inviteUses)
      .values({ user_id: userId, code })
      .onConflictDoNothing()
      .returning({ code: inviteUses.code });
    if (inserted.length === 0) throw fail(4009, 'alreadyUsed');
  });
}

/** Loads the demo invite code (idempotent). */
export async function ensureDemoInviteCode(db: Db): Promise<void> {
  await db
    .insert(inviteCodes)
    .values({ code: DEMO_INVITE_CODE, max_uses: 1_000_000 })
    .onConflictDoNothing({ target: inviteCodes.code });
}

/** Letters and digits without look-alikes (0/O, 1/I/L): 31 symbols; 10 of them make ≈ 49 bits. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** How many people one user's own code may bring in. */
const OWN_CODE_MAX_USES = 1_000;

const newOwnCode = () =>
  Array.from({ length: INVITE_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * The user's own invite code, made on first ask (random, so codes cannot be
 * enumerated; a clash with an existing code draws again), and how many
 * people joined through it.
 */
export async function ownInvite(db: Db, userId: number): Promise<{ code: string; joined: number }> {
  const mine = async () =>
    (
      await db
        .select({ code: inviteCodes.code })
        .from(inviteCodes)
        .where(eq(inviteCodes.owner_user_id, userId))
        .orderBy(asc(inviteCodes.created_at))
        .limit(1)
    )[0]?.code ?? null;
  let code = await mine();
  for (let attempt = 0; code === null && attempt < 5; attempt++) {
    await db
      .insert(inviteCodes)
      .values({ code: newOwnCode(), owner_user_id: userId, max_uses: OWN_CODE_MAX_USES })
      .onConflictDoNothing();
    code = await mine();
  }
  if (code === null) throw new Error('no invite code could be made');
  const [{ n }] = await db.select({ n: count() }).from(inviteUses).where(eq(inviteUses.code, code));
  return { code, joined: Number(n) };
}
