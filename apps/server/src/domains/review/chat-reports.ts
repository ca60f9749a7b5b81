import { auditLog, chatMessages, chatReports, companies, type Db, jobs, users } from '@jobbridge/db';
import {
  AppError,
  CHAT_LIMITS,
  type ChatReport,
  type ChatReportOutcome,
  type ChatReportStatus,
  ERROR_CODES,
  formatCreateTime,
  type Locale,
  PAGE_SIZE,
  translate,
} from '@jobbridge/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { presentChatMessage } from '../message/chat-presenter';
import type { ChatMessageRow } from '../message/chat-service';
import { reviewNotFound } from './policy';

const reporters = alias(users, 'reporters');
const reported = alias(users, 'reported');
const closers = alias(users, 'closers');

const reportClosed = () => new AppError(ERROR_CODES.conflict, 'server.review.reportClosed');

const reportColumns = {
  report: chatReports,
  reporter_name: reporters.first_name,
  reported_name: reported.first_name,
  closer_name: closers.first_name,
  position_en: jobs.position_en,
  position_zh: jobs.position_zh,
  brand_name: companies.brand_name,
  eng_brand_name: companies.eng_brand_name,
};

function reportsQuery(db: Db) {
  return db
    .select(reportColumns)
    .from(chatReports)
    .innerJoin(reporters, eq(reporters.user_id, chatReports.reporter_id))
    .leftJoin(reported, eq(reported.user_id, chatReports.reported_id))
    .leftJoin(closers, eq(closers.user_id, chatReports.closed_by))
    .leftJoin(jobs, eq(jobs.job_id, chatReports.job_id))
    .leftJoin(companies, eq(companies.company_id, jobs.company_id));
}
type ReportRow = Awaited<ReturnType<ReturnType<typeof reportsQuery>['limit']>>[number];

/** A report as the console shows it, with the conversation's last CHAT_LIMITS.reportMessages messages. */
async function presentReport(db: Db, locale: Locale, row: ReportRow): Promise<ChatReport> {
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
    status: report.status,
    outcome: report.outcome,
    outcome_label: report.outcome ? translate(locale, `review.chatReports.outcomes.${report.outcome}`) : null,
    closed_by: report.closed_by === null ? null : { user_id: report.closed_by, first_name: row.closer_name ?? '' },
    closed_at: report.closed_at ? formatCreateTime(report.closed_at) : null,
  };
}

/**
 * Reported chat conversations for the review console (decisions 0025 and
 * 0031): the open ones (or, with `status: 'closed'`, the closed ones),
 * newest first, on the index (status, create_time, report_id).
 */
export async function listChatReports(
  db: Db,
  locale: Locale,
  input: { status?: ChatReportStatus; page?: number; size?: number },
) {
  const status = input.status ?? 'open';
  const page = input.page ?? 1;
  const size = input.size ?? PAGE_SIZE.default;
  const [rows, [{ total }]] = await Promise.all([
    reportsQuery(db)
      .where(eq(chatReports.status, status))
      .orderBy(desc(chatReports.create_time), desc(chatReports.report_id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(chatReports).where(eq(chatReports.status, status)),
  ]);
  const list = await Promise.all(rows.map((row) => presentReport(db, locale, row)));
  return { list, total, page, size };
}

/**
 * Closes an open report with an outcome, and writes the audit row
 * (chat_report.dismissed or chat_report.upheld, the report's reason, the
 * reviewer's note) in the same transaction. 4004 for an unknown report,
 * 4009 for one already closed (two reviewers at once: the second is refused).
 */
export async function closeChatReport(
  db: Db,
  locale: Locale,
  actorId: number,
  reportId: number,
  input: { outcome: ChatReportOutcome; note?: string },
): Promise<ChatReport> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: chatReports.status, reason: chatReports.reason })
      .from(chatReports)
      .where(eq(chatReports.report_id, reportId))
      .for('update');
    if (!current) throw reviewNotFound();
    if (current.status !== 'open') throw reportClosed();
    await tx
      .update(chatReports)
      .set({ status: 'closed', outcome: input.outcome, closed_by: actorId, closed_at: sql`now()` })
      .where(eq(chatReports.report_id, reportId));
    await tx.insert(auditLog).values({
      actor_id: actorId,
      action: `chat_report.${input.outcome}`,
      target_type: 'chat_report',
      target_id: String(reportId),
      reason: current.reason,
      note: input.note ?? null,
    });
  });
  const [row] = await reportsQuery(db).where(eq(chatReports.report_id, reportId)).limit(1);
  return presentReport(db, locale, row);
}
