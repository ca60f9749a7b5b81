import { type Db, files, outboxMessages, users, verificationCodes } from '@jobbridge/db';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import { KIND_OF_PURPOSE, removeStoredFile, uploadsDir } from '../../lib/uploads';
import { type CodeOptions, checkCode } from '../../providers';
import type { Passwords } from '../account/passwords';

/**
 * Account deletion (PIPL art. 47, GDPR art. 17), self-service: after the
 * password (or, for an account without one, a one-time code) is confirmed,
 * the user's row is deleted and the foreign keys take every row that refers
 * to it with it (ON DELETE CASCADE; the few references that are not the
 * user's own data, such as a company they created or a job they recruited
 * for, are set to null). Codes and outbox copies addressed to their phone or
 * e-mail go too, then every file they uploaded is removed from disk. Their
 * sessions are rows of theirs, so they end with the rest.
 */

export interface DeleteProof {
  password?: string;
  code?: string;
}

/** Checks the proof; 1003 for a wrong password, 1004 for a wrong code. */
export async function confirmDeletion(
  db: Db,
  passwords: Passwords,
  codes: CodeOptions,
  userId: number,
  proof: DeleteProof,
): Promise<void> {
  const [user] = await db
    .select({ password_hash: users.password_hash, phone: users.phone, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.user_id, userId))
    .limit(1);
  if (!user) throw new AppError(ERROR_CODES.unauthenticated);
  if (user.role === 'system') throw new AppError(ERROR_CODES.forbidden);
  if (user.password_hash) {
    if (!proof.password || !(await passwords.check(proof.password, user.password_hash))) {
      throw new AppError(ERROR_CODES.wrongCredentials, 'server.privacy.wrongPassword');
    }
    return;
  }
  if (!proof.code) throw new AppError(ERROR_CODES.wrongCode);
  // A login code sent by SMS to the account's phone, else a reset code e-mailed to its address.
  const tries = [
    user.phone ? { channel: 'sms' as const, purpose: 'login', target: user.phone } : null,
    user.email ? { channel: 'email' as const, purpose: 'reset', target: user.email } : null,
  ].filter((entry) => entry !== null);
  let failure: unknown = new AppError(ERROR_CODES.wrongCode);
  for (const entry of tries) {
    try {
      await checkCode(db, { ...entry, code: proof.code }, codes);
      return;
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/** Deletes the user and everything of theirs (rows, then files on disk). */
export async function deleteUserData(db: Db, dataDir: string, userId: number): Promise<{ files: number }> {
  const stored = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ phone: users.phone, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.user_id, userId))
      .for('update');
    if (!user || user.role === 'system') throw new AppError(ERROR_CODES.forbidden);
    const owned = await tx
      .select({ purpose: files.purpose, stored_name: files.stored_name })
      .from(files)
      .where(eq(files.owner_id, userId));
    const targets = [user.phone, user.email?.toLowerCase()].filter((value): value is string => Boolean(value));
    if (targets.length) {
      await tx.delete(verificationCodes).where(inArray(verificationCodes.target, targets));
      await tx
        .delete(outboxMessages)
        .where(
          or(
            inArray(outboxMessages.recipient, targets),
            ...(user.email ? [eq(outboxMessages.recipient, user.email)] : []),
          ),
        );
    }
    await tx.delete(users).where(and(eq(users.user_id, userId)));
    return owned;
  });
  for (const file of stored) {
    await removeStoredFile(uploadsDir(dataDir, KIND_OF_PURPOSE[file.purpose]), file.stored_name);
  }
  return { files: stored.length };
}
