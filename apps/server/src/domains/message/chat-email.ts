import {
  chatBlocks,
  chatEmailNotices,
  chatMessages,
  companies,
  type Db,
  jobs,
  queryRows,
  settings,
  users,
} from '@jobbridge/db';
import { CHAT_EMAIL, type ChatSide, type Locale, USER_STATUS_EMAIL_VERIFIED } from '@jobbridge/shared';
import { and, count, desc, eq, gt, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Providers } from '../../providers';
import { chatOfflineMail } from './chat-email-mail';
import { membersAmong } from './chat-service';

/**
 * Offline e-mail for unread chat messages (decision 0031). Every
 * CHAT_EMAIL.sweepEveryMs each server runs a sweep; one at a time across all
 * servers does the work (a transaction-scoped advisory lock, as the job
 * alert worker). It finds the conversations (candidate, job) with a text
 * message to one side still unread CHAT_EMAIL.delayMs after it was sent and
 * newer than the last one dealt with (chat_email_notices), not blocked by
 * either side, whose side was not e-mailed in the last CHAT_EMAIL.periodMs;
 * records each as dealt with, and e-mails the recipient when their settings
 * allow it (settings.chat_email on, e-mail verified) once the transaction
 * has committed. A crash between the commit and the send loses that e-mail
 * rather than sending it twice.
 *
 * The company's side is one shared inbox; its e-mail goes to one person:
 * the member the candidate's latest unread message was addressed to, or
 * else the job's recruiter, while an active member of the company.
 */
export const CHAT_EMAIL_LOCK_KEY = 7_350_102;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ChatEmailOptions {
  /** The site's public origin, for the links of the e-mails. */
  origin?: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

export interface ChatEmailResult {
  /** False when another sweep held the lock. */
  ran: boolean;
  /** Conversations dealt with (e-mailed or passed over). */
  conversations: number;
  emails: number;
}

interface PendingMail {
  to: string;
  locale: Locale;
  side: ChatSide;
  position: string;
  company: string;
  name: string;
  quotes: string[];
  more: number;
  chatPath: string;
}

/**
 * The conversations due for an e-mail at `now`, oldest first. The range on
 * create_time with `unread = 1 AND kind = 'text'` is served by the partial
 * index chat_messages_unread_time_idx, which holds only unread text messages.
 */
export function dueConversations(db: Db | Tx, now: Date) {
  const dueBefore = new Date(now.getTime() - CHAT_EMAIL.delayMs);
  const lookback = new Date(now.getTime() - CHAT_EMAIL.lookbackMs);
  const periodStart = new Date(now.getTime() - CHAT_EMAIL.periodMs);
  return db
    .select({
      candidate_id: chatMessages.candidate_id,
      job_id: sql<number>`${chatMessages.job_id}`.mapWith(Number),
      side: chatMessages.to_system,
      last_id: sql<number>`max(${chatMessages.message_id})`.mapWith(Number),
    })
    .from(chatMessages)
    .leftJoin(
      chatEmailNotices,
      and(
        eq(chatEmailNotices.candidate_id, chatMessages.candidate_id),
        eq(chatEmailNotices.job_id, chatMessages.job_id),
        eq(chatEmailNotices.side, chatMessages.to_system),
      ),
    )
    .where(
      and(
        eq(chatMessages.unread, 1),
        eq(chatMessages.kind, 'text'),
        // A message whose job was deleted has no conversation to link to.
        isNotNull(chatMessages.job_id),
        gt(chatMessages.create_time, lookback),
        lte(chatMessages.create_time, dueBefore),
        or(isNull(chatEmailNotices.last_message_id), gt(chatMessages.message_id, chatEmailNotices.last_message_id)),
        or(isNull(chatEmailNotices.emailed_at), lte(chatEmailNotices.emailed_at, periodStart)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(chatBlocks)
            .where(
              and(eq(chatBlocks.candidate_id, chatMessages.candidate_id), eq(chatBlocks.job_id, chatMessages.job_id)),
            ),
        ),
      ),
    )
    .groupBy(chatMessages.candidate_id, chatMessages.job_id, chatMessages.to_system)
    .orderBy(sql`min(${chatMessages.create_time})`)
    .limit(CHAT_EMAIL.perSweep);
}

/** Who receives the company side's e-mail: the addressee of the latest message, else the job's recruiter, if active. */
async function inboxRecipient(tx: Tx, companyId: number, addressee: number, recruiter: number | null) {
  const wanted = recruiter === null ? [addressee] : [addressee, recruiter];
  const active = await membersAmong(tx, companyId, wanted);
  return wanted.find((id) => active.has(id)) ?? null;
}

async function userOf(tx: Tx, userId: number) {
  const [row] = await tx
    .select({
      first_name: users.first_name,
      email: users.email,
      status: users.status,
      role: users.role,
      locale: users.locale,
      chat_email: settings.chat_email,
    })
    .from(users)
    .leftJoin(settings, eq(settings.user_id, users.user_id))
    .where(eq(users.user_id, userId))
    .limit(1);
  return row ?? null;
}

export async function runChatEmails(
  db: Db,
  providers: Pick<Providers, 'mailer'>,
  now: Date = new Date(),
  options: ChatEmailOptions = {},
): Promise<ChatEmailResult> {
  const origin = (options.origin ?? 'http://localhost:8460').replace(/\/+$/, '');
  const outcome = await db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx as unknown as Db,
      sql`select pg_try_advisory_xact_lock(${CHAT_EMAIL_LOCK_KEY}) as locked`,
    );
    if (!lock?.locked) return null;
    const due = await dueConversations(tx, now);
    const mails: PendingMail[] = [];
    for (const conversation of due) {
      const [job] = await tx
        .select({
          position_en: jobs.position_en,
          position_zh: jobs.position_zh,
          company_id: jobs.company_id,
          recruiter_id: jobs.recruiter_id,
          brand_name: companies.brand_name,
          eng_brand_name: companies.eng_brand_name,
        })
        .from(jobs)
        .innerJoin(companies, eq(companies.company_id, jobs.company_id))
        .where(eq(jobs.job_id, conversation.job_id))
        .limit(1);
      const unreadToSide = and(
        eq(chatMessages.candidate_id, conversation.candidate_id),
        eq(chatMessages.job_id, conversation.job_id),
        eq(chatMessages.to_system, conversation.side),
        eq(chatMessages.unread, 1),
        eq(chatMessages.kind, 'text'),
        lte(chatMessages.message_id, conversation.last_id),
      );
      const latest = await tx
        .select({
          from_user_id: chatMessages.from_user_id,
          to_user_id: chatMessages.to_user_id,
          content: chatMessages.content,
        })
        .from(chatMessages)
        .where(unreadToSide)
        .orderBy(desc(chatMessages.message_id))
        .limit(CHAT_EMAIL.quotedMessages);
      const [{ unread }] = await tx.select({ unread: count() }).from(chatMessages).where(unreadToSide);

      const recipientId =
        !job || !latest.length
          ? null
          : conversation.side === 'candidate'
            ? conversation.candidate_id
            : await inboxRecipient(tx, job.company_id, latest[0].to_user_id, job.recruiter_id);
      const recipient = recipientId === null ? null : await userOf(tx, recipientId);
      const mailable =
        !!recipient &&
        (recipient.chat_email ?? true) &&
        !!recipient.email &&
        recipient.status === USER_STATUS_EMAIL_VERIFIED &&
        recipient.role !== 'system';

      await tx
        .insert(chatEmailNotices)
        .values({
          candidate_id: conversation.candidate_id,
          job_id: conversation.job_id,
          side: conversation.side,
          user_id: recipientId,
          last_message_id: conversation.last_id,
          emailed_at: mailable ? now : null,
        })
        .onConflictDoUpdate({
          target: [chatEmailNotices.candidate_id, chatEmailNotices.job_id, chatEmailNotices.side],
          set: {
            user_id: recipientId,
            last_message_id: conversation.last_id,
            emailed_at: mailable ? now : sql`${chatEmailNotices.emailed_at}`,
          },
        });
      if (!mailable || !job || !recipient) continue;

      const locale: Locale = recipient.locale ?? 'en';
      const zh = locale === 'zh';
      // The other side: the company's person who wrote last, or the candidate.
      const otherId = conversation.side === 'candidate' ? latest[0].from_user_id : conversation.candidate_id;
      const other = await userOf(tx, otherId);
      mails.push({
        to: recipient.email as string,
        locale,
        side: conversation.side,
        position: zh ? job.position_zh : job.position_en,
        company: (zh ? job.brand_name : job.eng_brand_name) || job.brand_name,
        name: other?.first_name ?? '',
        quotes: latest.map((message) => message.content).reverse(),
        more: Math.max(0, unread - latest.length),
        chatPath:
          conversation.side === 'candidate'
            ? `/message?job_id=${conversation.job_id}&with=${latest[0].from_user_id}`
            : `/hrsystem/chats?job_id=${conversation.job_id}&with=${conversation.candidate_id}`,
      });
    }
    return { conversations: due.length, mails };
  });
  if (!outcome) return { ran: false, conversations: 0, emails: 0 };

  let emails = 0;
  for (const mail of outcome.mails) {
    const content = chatOfflineMail(mail.locale, {
      ...mail,
      chatUrl: `${origin}${mail.chatPath}&lang=${mail.locale}`,
      settingsUrl: `${origin}/setting?lang=${mail.locale}#notifications`,
    });
    try {
      await providers.mailer.send({ to: mail.to, ...content });
      emails++;
    } catch (error) {
      options.log?.warn({ err: error }, 'chat e-mail: send failed');
    }
  }
  return { ran: true, conversations: outcome.conversations, emails };
}

/**
 * Runs the sweep every CHAT_EMAIL.sweepEveryMs (first after `firstDelayMs`),
 * never twice at once in this process. Answers a function that stops the
 * schedule and waits for a sweep under way to finish, so a shutdown closes
 * the database only after it.
 */
export function scheduleChatEmails(
  run: () => Promise<ChatEmailResult>,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  firstDelayMs = 45_000,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run()
      .then((result) => {
        if (result.emails) log.info({ chatEmails: result }, 'chat e-mails sent');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'chat e-mails failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, firstDelayMs).unref();
  const every = setInterval(tick, CHAT_EMAIL.sweepEveryMs).unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
