import { type Db, outboxMessages } from '@jobbridge/db';
import { and, desc, eq } from 'drizzle-orm';

/**
 * outbox_messages holds two things: in development, the e-mails and SMS that
 * were not sent anywhere (status 'stored', shown on a development-only page);
 * in production, an audit row per real send (status 'sent' or 'failed') whose
 * secrets (codes, link tokens) are masked.
 */
export type OutboxRow = typeof outboxMessages.$inferSelect;
export type OutboxInsert = typeof outboxMessages.$inferInsert;

export const MASK = '******';

/** Replaces every secret in a text by the mask, for audit copies. */
export function maskSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) {
    if (secret) out = out.split(secret).join(MASK);
  }
  return out;
}

export async function storeOutboxMessage(db: Db, row: OutboxInsert): Promise<OutboxRow> {
  const [stored] = await db.insert(outboxMessages).values(row).returning();
  return stored;
}

/** The latest messages, newest first, for the development outbox page and tests. */
export async function listOutboxMessages(
  db: Db,
  filter: { channel?: 'email' | 'sms'; recipient?: string; limit?: number } = {},
): Promise<OutboxRow[]> {
  const conditions = [
    filter.channel ? eq(outboxMessages.channel, filter.channel) : undefined,
    filter.recipient ? eq(outboxMessages.recipient, filter.recipient) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select()
    .from(outboxMessages)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(outboxMessages.created_at), desc(outboxMessages.message_id))
    .limit(Math.min(Math.max(filter.limit ?? 50, 1), 500));
}
