import { companies, type Db, jobs, messageTemplates, systemMessages } from '@jobbridge/db';
import { type Locale, PAGE_SIZE } from '@jobbridge/shared';
import { and, count, desc, eq } from 'drizzle-orm';

export interface SystemMessageRow {
  message_id: number;
  type: string;
  template_id: number;
  data: string;
  job_id: number | null;
  unread: number;
  create_time: Date;
  /** The template in the request's language; null when there is none. */
  title: string | null;
  content: string | null;
  /** The message's job and its company, named again in the reader's language (presenter); null without a job. */
  position_en: string | null;
  position_zh: string | null;
  brand_name: string | null;
  eng_brand_name: string | null;
}

/** A user's system messages, newest first, one page, with their templates in the language. */
export async function listSystemMessages(
  db: Db,
  userId: number,
  locale: Locale,
  input: { page?: number; size?: number },
): Promise<{ rows: SystemMessageRow[]; total: number; page: number; size: number }> {
  const page = input.page ?? 1;
  const size = input.size ?? PAGE_SIZE.default;
  const mine = eq(systemMessages.to_user_id, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        message_id: systemMessages.message_id,
        type: systemMessages.type,
        template_id: systemMessages.template_id,
        data: systemMessages.data,
        job_id: systemMessages.job_id,
        unread: systemMessages.unread,
        create_time: systemMessages.create_time,
        title: messageTemplates.title,
        content: messageTemplates.content,
        position_en: jobs.position_en,
        position_zh: jobs.position_zh,
        brand_name: companies.brand_name,
        eng_brand_name: companies.eng_brand_name,
      })
      .from(systemMessages)
      .leftJoin(jobs, eq(jobs.job_id, systemMessages.job_id))
      .leftJoin(companies, eq(companies.company_id, jobs.company_id))
      .leftJoin(
        messageTemplates,
        and(eq(messageTemplates.template_id, systemMessages.template_id), eq(messageTemplates.lang, locale)),
      )
      .where(mine)
      .orderBy(desc(systemMessages.create_time), desc(systemMessages.message_id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(systemMessages).where(mine),
  ]);
  return { rows, total, page, size };
}

/** A system message's owner, to authorize against (null when there is none). */
export async function findSystemMessage(db: Db, messageId: number) {
  const [row] = await db
    .select({ message_id: systemMessages.message_id, to_user_id: systemMessages.to_user_id })
    .from(systemMessages)
    .where(eq(systemMessages.message_id, messageId))
    .limit(1);
  return row ?? null;
}

/** Sets a message's unread flag (0 read). */
export async function setMessageUnread(db: Db, messageId: number, unread: number) {
  await db.update(systemMessages).set({ unread }).where(eq(systemMessages.message_id, messageId));
}
