import { type Db, fileReads, settings, users } from '@jobbridge/db';
import type { Locale, UpdSettingInput, UserSettings } from '@jobbridge/shared';
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_VISIBILITY } from '../resume/policy';

/**
 * Settings (/setting) and the guides a user read. A user without a settings
 * row has the defaults (alert and chat e-mails on, visibility 'applied');
 * the language is users.locale, else the request's.
 */
export async function loadSettings(db: Db, userId: number, fallbackLocale: Locale): Promise<UserSettings> {
  const [row] = await db
    .select({
      alert_email: settings.alert_email,
      chat_email: settings.chat_email,
      profile_visibility: settings.profile_visibility,
      locale: users.locale,
    })
    .from(users)
    .leftJoin(settings, eq(settings.user_id, users.user_id))
    .where(eq(users.user_id, userId))
    .limit(1);
  return {
    alert_email: row?.alert_email ?? true,
    chat_email: row?.chat_email ?? true,
    profile_visibility: row?.profile_visibility ?? DEFAULT_VISIBILITY,
    language: row?.locale ?? fallbackLocale,
  };
}

/** Changes the given settings only. */
export async function updateSettings(db: Db, userId: number, input: UpdSettingInput): Promise<void> {
  const changes = {
    ...(input.alert_email !== undefined ? { alert_email: input.alert_email } : {}),
    ...(input.chat_email !== undefined ? { chat_email: input.chat_email } : {}),
    ...(input.profile_visibility !== undefined ? { profile_visibility: input.profile_visibility } : {}),
  };
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length) {
      await tx
        .insert(settings)
        .values({ user_id: userId, ...changes })
        .onConflictDoUpdate({ target: settings.user_id, set: { ...changes, updated_at: new Date() } });
    }
    if (input.language !== undefined) {
      await tx.update(users).set({ locale: input.language, updated_at: new Date() }).where(eq(users.user_id, userId));
    }
  });
}

/** Marks a guide document read (once; reading it again changes nothing). */
export async function markFileRead(db: Db, userId: number, fileKey: string): Promise<void> {
  await db.insert(fileReads).values({ user_id: userId, file_key: fileKey }).onConflictDoNothing();
}

export async function listFileReads(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ file_key: fileReads.file_key })
    .from(fileReads)
    .where(eq(fileReads.user_id, userId))
    .orderBy(asc(fileReads.file_key));
  return rows.map((row) => row.file_key);
}
