import { chatMessages, chatReports, companies, type Db, jobs, users } from '@jobbridge/db';
import { CHAT_LIMITS, type ChatReport, formatCreateTime, type Locale, PAGE_SIZE, translate } from '@jobbridge/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { presentChatMessage } from '../message/chat-presenter';
import type { ChatMessageRow } from '../message/chat-service';

const reporters = alias(users, 'reporters');
const reported = alias(users, 'reported');

/**
 * Reported chat conversations for the review console (decision 0025), newest
 * first, each with the conversation's last CHAT_LIMITS.reportMessages
 * messages, so the reviewer reads what was reported.
 */
export async function listChatReports(db: Db, locale: Locale, input: { page?: number; size?: number }) {
  const page = input.page ?? 1;
  const size = input.size ?? PAGE_SIZE.default;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        report: chatReports,
        reporter_name: reporters.first_name,
        reported_name: reported.first_name,
        position_en: jobs.position_en,
        position_zh: jobs.position_zh,
        brand_name: companies.brand_name,
        eng_brand_name: companies.eng_brand_name,
      })
      .from(chatReports)
      .innerJoin(reporters, eq(reporters.user_id, chatReports.reporter_id))
      .leftJoin(reported, eq(reported.user_id, chatReports.reported_id))
      .leftJoin(jobs, eq(jobs.job_id, chatReports.job_id))
      .leftJoin(companies, eq(companies.company_id, jobs.company_id))
      .orderBy(desc(chatReports.create_time), desc(chatReports.report_id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(chatReports),
  ]);
  const list: ChatReport[] = await Promise.all(
    rows.map(async (row) => {
      const { report } = row;
      const messages: ChatMessageRow[] =
        report.job_id === null
          ? []
          : (
              await db
                .select()
                .from(chatMessages)
                .where(and(eq(chatMessages.candidate_id, report.candidate_id), eq(chatMessages.job_id, report.job_id)))
                .orderBy(desc(chatMessages.message_id))
                .limit(CHAT_LIMITS.reportMessages)
            ).reverse();
      return {
        report_id: report.report_id,
        reason: report.reason,
        reason_label: translate(locale, `review.reasons.${report.reason}`),
        note: report.note,
        reporter_side: report.reporter_side,
        reporter: { user_id: report.reporter_id, first_name: row.reporter_name },
        reported: { user_id: report.reported_id, first_name: row.reported_name ?? '' },
        job_id: report.job_id,
        position: (locale === 'zh' ? row.position_zh : row.position_en) ?? '',
        brand_name: (locale === 'zh' ? row.brand_name : row.eng_brand_name) ?? '',
        candidate_id: report.candidate_id,
        messages: messages.map(presentChatMessage),
        created_at: formatCreateTime(report.create_time),
      };
    }),
  );
  return { list, total, page, size };
}
