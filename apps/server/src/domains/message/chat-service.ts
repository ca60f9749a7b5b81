import {
  chatBlocks,
  chatMessages,
  chatReports,
  companyAdmins,
  type Db,
  type JobStatus,
  preparedRows,
  queryRows,
} from '@jobbridge/db';
import {
  AppError,
  CHAT_BLOCKED_KEY,
  CHAT_EMPTY_MESSAGE_KEY,
  CHAT_LIMITS,
  CHAT_MESSAGE_KINDS,
  type ChatContactType,
  type ChatMessageKind,
  type ChatSide,
  ERROR_CODES,
  isBlankChatMessage,
  type Locale,
  translate,
} from '@jobbridge/shared';
import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Actor } from '../../lib/authorize';
import { CHAT_SEND_LIMITS } from '../../limits';
import { type ConversationRef, chatNotFound } from './chat-policy';
import type { ChatWrite } from './chat-writer';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A conversation as a party sees it: the job's state and who is on which side. */
export interface Conversation extends ConversationRef {
  job_status: JobStatus;
  recruiter_id: number | null;
  position_en: string;
  position_zh: string;
  /** The other person named in the request (null when the actor named neither). */
  counterpart_id: number | null;
}

/** The side of the conversation a party of it is on. */
export const sideOf = (conversation: ConversationRef, userId: number): ChatSide =>
  conversation.candidate_id === userId ? 'candidate' : 'recruiter';
export const otherSide = (side: ChatSide): ChatSide => (side === 'candidate' ? 'recruiter' : 'candidate');

/** The active members of a company among the given users. */
export async function membersAmong(db: Db | Tx, companyId: number, userIds: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ user_id: companyAdmins.user_id })
    .from(companyAdmins)
    .where(
      and(
        eq(companyAdmins.company_id, companyId),
        inArray(companyAdmins.user_id, userIds),
        eq(companyAdmins.status, 'active'),
      ),
    );
  return new Set(rows.map((row) => row.user_id));
}

/**
 * The conversation two people name about a job (in either order): the one
 * who is not an active member of the job's company is the candidate. When
 * neither is a member, the actor (if named) is the candidate: their own
 * conversation, whoever they named (unless `bothSides`: then one of the
 * two must be a member). Null when the job is unknown, the two are one
 * person or both are members.
 */
export async function findConversation(
  db: Db,
  actor: Actor,
  first: number,
  second: number,
  jobId: number,
  options: { bothSides?: boolean } = {},
): Promise<Conversation | null> {
  if (first === second) return null;
  // One statement: the job, and which of the two is an active member of its company. Prepared: it
  // runs before every message, and planning it cost ten times running it.
  const memberOf = (userId: number) =>
    sql`exists (select 1 from company_admins a where a.company_id = j.company_id
      and a.user_id = ${userId} and a.status = 'active')`;
  const [raw] = await preparedRows<Record<string, unknown>>(
    db,
    'chat_find_conversation',
    sql`select j.job_id, j.company_id, j.status, j.recruiter_id, j.position_en, j.position_zh,
        ${memberOf(first)} as first_member, ${memberOf(second)} as second_member
      from jobs j where j.job_id = ${jobId} limit 1`,
  );
  const row = raw && {
    job_id: Number(raw.job_id),
    company_id: Number(raw.company_id),
    job_status: raw.status as Conversation['job_status'],
    recruiter_id: raw.recruiter_id == null ? null : Number(raw.recruiter_id),
    position_en: String(raw.position_en),
    position_zh: String(raw.position_zh),
    first_member: raw.first_member === true,
    second_member: raw.second_member === true,
  };
  if (!row) return null;
  const { first_member, second_member, ...job } = row;
  const members = new Set([...(first_member ? [first] : []), ...(second_member ? [second] : [])]);
  let candidate: number;
  if (members.size === 2 || (options.bothSides && members.size === 0)) return null;
  if (members.size === 1) candidate = members.has(first) ? second : first;
  else if (actor && (actor.user_id === first || actor.user_id === second)) candidate = actor.user_id;
  else candidate = first;
  const counterpart = actor?.user_id === first ? second : actor?.user_id === second ? first : null;
  return { ...job, candidate_id: candidate, counterpart_id: counterpart };
}

export const inConversation = (conversation: ConversationRef) =>
  and(eq(chatMessages.candidate_id, conversation.candidate_id), eq(chatMessages.job_id, conversation.job_id));

/** Whether a side blocked the conversation. */
export async function isBlockedBy(db: Db | Tx, conversation: ConversationRef, side: ChatSide): Promise<boolean> {
  const [row] = await db
    .select({ side: chatBlocks.side })
    .from(chatBlocks)
    .where(
      and(
        eq(chatBlocks.candidate_id, conversation.candidate_id),
        eq(chatBlocks.job_id, conversation.job_id),
        eq(chatBlocks.side, side),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether the conversation has any message yet. */
export async function hasMessages(db: Db | Tx, conversation: ConversationRef): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.message_id })
    .from(chatMessages)
    .where(inConversation(conversation))
    .limit(1);
  return Boolean(row);
}

/** The first messages after `afterId`, with whether more follow. */
async function messagesAfter(db: Db, conversation: Conversation, afterId: number, size: number) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(inConversation(conversation), gt(chatMessages.message_id, afterId)))
    .orderBy(asc(chatMessages.message_id))
    .limit(size + 1);
  return { rows: rows.slice(0, size), hasMore: rows.length > size, hasEarlier: false };
}

/** The last messages (before `beforeId` when given), oldest first, with whether older ones exist. */
async function messagesBefore(db: Db, conversation: Conversation, beforeId: number | undefined, size: number) {
  const where =
    beforeId === undefined
      ? inConversation(conversation)
      : and(inConversation(conversation), lt(chatMessages.message_id, beforeId));
  const newestFirst = await db
    .select()
    .from(chatMessages)
    .where(where)
    .orderBy(desc(chatMessages.message_id))
    .limit(size + 1);
  return { rows: newestFirst.slice(0, size).reverse(), hasMore: false, hasEarlier: newestFirst.length > size };
}

/**
 * The messages of a conversation in the server's order: the latest
 * CHAT_LIMITS.messagesPerAnswer, the first ones after `afterId` (a client
 * catching up), or the last ones before `beforeId` (paging back).
 */
export async function listConversation(
  db: Db,
  conversation: Conversation,
  viewerId: number,
  at: { afterId?: number; beforeId?: number } = {},
) {
  const size = CHAT_LIMITS.messagesPerAnswer;
  const mine = sideOf(conversation, viewerId);
  const [page, blockedByMe, blockedByOther] = await Promise.all([
    at.afterId !== undefined
      ? messagesAfter(db, conversation, at.afterId, size)
      : messagesBefore(db, conversation, at.beforeId, size),
    isBlockedBy(db, conversation, mine),
    isBlockedBy(db, conversation, otherSide(mine)),
  ]);
  return { ...page, blockedByMe, blockedByOther };
}

/**
 * Marks read every unread message of the conversation addressed to the
 * reader's side; answers the marked ids and their senders.
 */
export async function markConversationRead(db: Db, conversation: Conversation, readerId: number) {
  return db
    .update(chatMessages)
    .set({ unread: 0 })
    .where(
      and(
        inConversation(conversation),
        eq(chatMessages.to_system, sideOf(conversation, readerId)),
        eq(chatMessages.unread, 1),
      ),
    )
    .returning({ message_id: chatMessages.message_id, from_user_id: chatMessages.from_user_id });
}

/** A side's block of the conversation, set (true) or lifted (false). */
export async function setBlock(db: Db, conversation: Conversation, side: ChatSide, blocked: boolean): Promise<void> {
  const key = { candidate_id: conversation.candidate_id, job_id: conversation.job_id, side };
  if (blocked) {
    await db.insert(chatBlocks).values(key).onConflictDoNothing();
    return;
  }
  await db
    .delete(chatBlocks)
    .where(
      and(eq(chatBlocks.candidate_id, key.candidate_id), eq(chatBlocks.job_id, key.job_id), eq(chatBlocks.side, side)),
    );
}

/** Whether a person wrote in the conversation (whom a report may name). */
export async function wroteIn(db: Db, conversation: Conversation, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.message_id })
    .from(chatMessages)
    .where(and(inConversation(conversation), eq(chatMessages.from_user_id, userId)))
    .limit(1);
  return Boolean(row);
}

const emptyMessage = (locale: Locale) =>
  new AppError(ERROR_CODES.validation, CHAT_EMPTY_MESSAGE_KEY, {
    fields: { content: translate(locale, CHAT_EMPTY_MESSAGE_KEY) },
  });

/** The stored message of a client id of the sender, if any. */
export async function findByClientId(db: Db | Tx, senderId: number, clientId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.from_user_id, senderId), eq(chatMessages.client_id, clientId)))
    .limit(1);
  return row ?? null;
}

/** A resend answers the stored message; a client id reused for another conversation is refused. */
export function sameMessage(row: ChatMessageRow, toUserId: number, jobId: number): ChatMessageRow {
  if (row.to_user_id !== toUserId || row.job_id !== jobId) {
    throw new AppError(ERROR_CODES.conflict, 'server.chat.clientIdReused');
  }
  return row;
}

/**
 * A sender's CHAT_SEND_LIMITS counts as one row, `sent_<i>` and `oldest_<i>`
 * for each limit: one range of the sender-time index, whatever the number
 * of limits. What counts is a stored message with a client id (a resend
 * stores nothing, so it costs nothing), job cards excepted.
 */
function sendRateCounts(senderId: number, now: Date) {
  const widest = Math.max(...CHAT_SEND_LIMITS.map((limit) => limit.windowMs));
  const columns = CHAT_SEND_LIMITS.map((limit, i) => {
    const since = new Date(now.getTime() - limit.windowMs).toISOString();
    return sql`count(*) filter (where r.created_at >= ${since}::timestamptz)::int as ${sql.raw(`sent_${i}`)},
      min(r.created_at) filter (where r.created_at >= ${since}::timestamptz) as ${sql.raw(`oldest_${i}`)}`;
  });
  return sql`select ${sql.join(columns, sql`, `)} from chat_messages r
    where r.from_user_id = ${senderId} and r.created_at >= ${new Date(now.getTime() - widest).toISOString()}::timestamptz
      and r.kind <> 'job_card' and r.client_id is not null`;
}

/** The SQL condition "under every limit" on a row of sendRateCounts. */
const underSendRate = (alias: string) =>
  sql.join(
    CHAT_SEND_LIMITS.map((limit, i) => sql`${sql.raw(`${alias}.sent_${i}`)} < ${limit.max}`),
    sql` and `,
  );

/** Refuses (4029, with the seconds until there is room) a row of sendRateCounts over a limit. */
function refuseOverRate(counts: Record<string, unknown>, now: Date): void {
  CHAT_SEND_LIMITS.forEach((limit, i) => {
    if (Number(counts[`sent_${i}`]) < limit.max) return;
    // Room again once the oldest counted message leaves the window.
    const oldest = counts[`oldest_${i}`] as string | Date | null;
    const freeAt = (oldest ? new Date(oldest).getTime() : now.getTime()) + limit.windowMs;
    throw new AppError(ERROR_CODES.rateLimited, undefined, null, {
      seconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
    });
  });
}

/** Refuses a sender over CHAT_SEND_LIMITS, counted from the messages they stored (every instance sees them). */
export async function checkSendRate(db: Db, senderId: number, now: Date): Promise<void> {
  const [counts] = await queryRows<Record<string, unknown>>(db, sendRateCounts(senderId, now));
  refuseOverRate(counts, now);
}

/**
 * Why a new conversation may not start, or null when it may: a candidate
 * writes about an open job to its recruiter; the company's side writes to
 * a candidate who applied to the job (`applied`, read with the send).
 */
function newConversationRefusal(
  conversation: Conversation,
  senderSide: ChatSide,
  toUserId: number,
  applied: boolean,
): AppError | null {
  if (senderSide === 'candidate') {
    if (conversation.recruiter_id !== toUserId) return chatNotFound();
    if (conversation.job_status !== 'open') return new AppError(ERROR_CODES.conflict, 'server.chat.jobClosed');
    return null;
  }
  return applied ? null : chatNotFound();
}

export interface SendResult {
  /** The stored messages, in order: a job card first when the message opened the conversation. */
  stored: ChatMessageRow[];
  /** The message the sender asked for (new, or stored earlier with the same client id). */
  message: ChatMessageRow;
  /** False for a resend of a stored client id: nothing was stored and nothing is to deliver. */
  created: boolean;
}

/**
 * Stores a message of the actor, once per (sender, client_id). The caller
 * has authorized the actor as a party of the conversation (conversationOf);
 * this checks the message, the block, the rate and a new conversation's
 * rules, and writes (a new conversation's job card and the message), all
 * in one statement (writeChatMessage), through `write`: the app's
 * ChatWriter, which commits it with the messages that arrive with it
 * (chat-writer.ts); by default alone. It settles once committed.
 */
export async function sendChatMessage(
  db: Db,
  senderId: number,
  conversation: Conversation,
  input: { to_user_id: number; job_id: number; content: string; client_id: string },
  locale: Locale,
  write: (write: ChatWrite) => Promise<ChatWritten> = (one) => writeChatMessage(db, one),
  now: Date = new Date(),
): Promise<SendResult> {
  const content = input.content.trim();
  if (isBlankChatMessage(content)) throw emptyMessage(locale);
  const senderSide = sideOf(conversation, senderId);
  const recipientSide = otherSide(senderSide);
  // The recipient is on the other side: a conversation found with `bothSides` made sure a
  // recipient on the company's side is an active member.
  const recipientIsCandidate = conversation.candidate_id === input.to_user_id;
  if (recipientIsCandidate !== (recipientSide === 'candidate')) throw chatNotFound();

  const resend = async (messageId: number | null) => {
    const row =
      messageId === null ? await findByClientId(db, senderId, input.client_id) : await findById(db, messageId);
    // The same client id won a race on another connection: answer what it stored.
    if (!row) throw chatNotFound();
    return { stored: [], message: sameMessage(row, input.to_user_id, input.job_id), created: false };
  };
  // A candidate's right to open the conversation is known from the job; the company side's needs an application.
  const candidateMayOpen =
    senderSide === 'candidate'
      ? newConversationRefusal(conversation, senderSide, input.to_user_id, false) === null
      : null;
  let sent: ChatWritten;
  try {
    sent = await write({
      senderId,
      conversation: {
        candidate_id: conversation.candidate_id,
        job_id: conversation.job_id,
        company_id: conversation.company_id,
      },
      input: { to_user_id: input.to_user_id, client_id: input.client_id },
      content,
      recipientSide,
      candidateMayOpen,
      values: { card: locale === 'zh' ? conversation.position_zh : conversation.position_en, now },
    });
  } catch (error) {
    if (!isClientIdTaken(error)) throw error;
    return resend(null);
  }
  if (sent.earlierId !== null) return resend(sent.earlierId);
  if (sent.blocked) throw new AppError(ERROR_CODES.forbidden, CHAT_BLOCKED_KEY);
  refuseOverRate(sent.counts, now);
  const message = sent.stored.find((row) => row.kind === 'text');
  if (message) return { stored: sent.stored, message, created: true };
  if (!sent.opened) {
    const refusal = newConversationRefusal(conversation, senderSide, input.to_user_id, sent.applied);
    if (refusal) throw refusal;
  }
  // Nothing refused and nothing written: not expected, the statement writes whenever the checks pass.
  throw chatNotFound();
}

async function findById(db: Db, messageId: number): Promise<ChatMessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.message_id, messageId)).limit(1);
  return row ?? null;
}

/** A concurrent send stored the client id first; the transaction is undone. */
export class ClientIdTaken extends Error {}

/** The unique violation of (from_user_id, client_id): a concurrent send of the same client id won. */
function isClientIdTaken(error: unknown): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505' && (e.constraint === 'chat_messages_client_key' || String(e.message).includes('client_key')))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** One writer per conversation at a time, until the transaction ends. */
export async function lockConversation(tx: Tx, conversation: ConversationRef): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey(conversation)}, 0))`);
}
const lockKey = (conversation: ConversationRef) => `chat:${conversation.candidate_id}:${conversation.job_id}`;

/** A raw `returning *` row of chat_messages (column names) as drizzle's row (its keys and types). */
function chatMessageFromColumns(raw: Record<string, unknown>): ChatMessageRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(chatMessages))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as ChatMessageRow;
}

/**
 * A text message, in one statement (one transaction, one round trip).
 * Under the conversation's lock (ids are given and committed in the
 * server's order), it reads the sender's earlier message with this client
 * id, the recipient side's block, whether the conversation has messages,
 * whether its candidate applied to the job and the sender's rate counts;
 * when it is no resend, not blocked, under the limits and the conversation
 * is open or may open (`candidateMayOpen`, or the application for the
 * company's side), it inserts a new conversation's job card (one a
 * conversation: a unique index, so a first message racing another writes
 * none) and then the message. Answers those facts and the rows stored, in
 * order. A concurrent send of the same client id fails the whole statement
 * (the unique violation): nothing is written.
 */
export async function writeChatMessage(db: Db | Tx, write: ChatWrite) {
  const { senderId, conversation, input, content, recipientSide, candidateMayOpen, values } = write;
  const { candidate_id: candidateId, job_id: jobId } = conversation;
  const now = values.now.toISOString();
  // Prepared once a connection: the text never changes, only the parameters.
  const rows = await preparedRows<Record<string, unknown>>(
    db as Db,
    'chat_send',
    sql`with l as (
      select pg_advisory_xact_lock(hashtextextended(${lockKey(conversation)}, 0))
    ), f as (
      select
        (select m.message_id from chat_messages m
          where m.from_user_id = ${senderId} and m.client_id = ${input.client_id}) as earlier_id,
        exists (select 1 from chat_blocks b
          where b.candidate_id = ${candidateId} and b.job_id = ${jobId} and b.side = ${recipientSide}) as blocked,
        exists (select 1 from chat_messages m where m.candidate_id = ${candidateId} and m.job_id = ${jobId}) as opened,
        exists (select 1 from applications a where a.user_id = ${candidateId} and a.job_id = ${jobId}) as applied,
        rate.*
      from l, lateral (${sendRateCounts(senderId, values.now)}) rate
    ), go as (
      select f.opened from f
      where f.earlier_id is null and not f.blocked and ${underSendRate('f')} and (f.opened or coalesce(${candidateMayOpen}::boolean, f.applied))
    ), card as (
      insert into chat_messages (from_user_id, to_user_id, to_system, job_id, kind, content, unread, created_at)
      select ${senderId}::bigint, ${input.to_user_id}::bigint, ${recipientSide}::text, ${jobId}::bigint, 'job_card',
        ${values.card}::text, 0, ${now}::timestamptz
      from go where not go.opened
      on conflict (candidate_id, job_id) where kind = 'job_card' do nothing
      returning *
    ), message as (
      insert into chat_messages (from_user_id, to_user_id, to_system, job_id, kind, content, client_id, created_at)
      select ${senderId}::bigint, ${input.to_user_id}::bigint, ${recipientSide}::text, ${jobId}::bigint, 'text',
        ${content}::text, ${input.client_id}::text, ${now}::timestamptz
      -- After the card: the message id comes after the card id.
      from go, (select count(*) from card) written
      returning *
    )
    select f.earlier_id as f_earlier_id, f.blocked as f_blocked, f.opened as f_opened, f.applied as f_applied, f.*, m.*
    from f left join (select * from card union all select * from message) m on true
    order by m.message_id`,
  );
  const [first] = rows;
  const earlier = first.f_earlier_id;
  return {
    earlierId: earlier === null || earlier === undefined ? null : Number(earlier),
    blocked: first.f_blocked === true,
    opened: first.f_opened === true,
    applied: first.f_applied === true,
    counts: first,
    stored: rows.filter((row) => row.message_id !== null && row.message_id !== undefined).map(chatMessageFromColumns),
  };
}

/** What writeChatMessage found and stored. */
export type ChatWritten = Awaited<ReturnType<typeof writeChatMessage>>;

/** A sender's CHAT_SEND_LIMITS counts as a lateral subquery of a row `r` (r.sender, r.now). */
const batchRateCounts = () => {
  const widest = Math.max(...CHAT_SEND_LIMITS.map((limit) => limit.windowMs));
  const since = (ms: number) => sql.raw(`r.now - interval '${Math.round(ms)} milliseconds'`);
  const columns = CHAT_SEND_LIMITS.map(
    (limit, i) => sql`count(*) filter (where m.created_at >= ${since(limit.windowMs)})::int as ${sql.raw(`sent_${i}`)},
      min(m.created_at) filter (where m.created_at >= ${since(limit.windowMs)}) as ${sql.raw(`oldest_${i}`)}`,
  );
  return sql`select ${sql.join(columns, sql`, `)} from chat_messages m
    where m.from_user_id = r.sender and m.created_at >= ${since(widest)}
      and m.kind <> 'job_card' and m.client_id is not null`;
};

/** A batch's input to batchFactsQuery: one row a message, in the batch's order. */
interface BatchFactsInput {
  i: number;
  sender: number;
  candidate: number;
  job: number;
  side: ChatSide;
  client_id: string;
  now: string;
}

/**
 * What writeChatBatch reads for each message: its sender's earlier message
 * with its client id, the block, whether the conversation has messages,
 * whether its candidate applied, and the rate counts. Each check is a
 * scalar subquery with `limit 1`, never `exists`: the planner takes the
 * input for 100 rows and would hash a whole table for an `exists` (all of
 * chat_messages for "has messages"), a cost that grows with every message
 * ever stored; a `limit 1` subquery is always an index probe a message.
 */
export function batchFactsQuery(input: BatchFactsInput[]) {
  return sql`select r.i,
        (select m.message_id from chat_messages m where m.from_user_id = r.sender and m.client_id = r.client_id) as earlier_id,
        coalesce((select true from chat_blocks b
          where b.candidate_id = r.candidate and b.job_id = r.job and b.side = r.side limit 1), false) as blocked,
        coalesce((select true from chat_messages m
          where m.candidate_id = r.candidate and m.job_id = r.job limit 1), false) as opened,
        coalesce((select true from applications a where a.user_id = r.candidate and a.job_id = r.job limit 1), false) as applied,
        rate.*
      from jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
        as r(i int, sender bigint, candidate bigint, job bigint, side text, client_id text, now timestamptz),
        lateral (${batchRateCounts()}) rate
      order by r.i`;
}

/**
 * Several text messages in one transaction (the caller's), in the given
 * order, with writeChatMessage's checks and answers for each, in four
 * statements whatever their number: the conversations' locks (in the given
 * order), then what each message's checks read (its sender's earlier
 * message with its client id, the block, whether the conversation has
 * messages, whether its candidate applied, the rate counts), then the
 * rows that pass, written in one insert. Each message is decided as
 * writeChatMessage would decide it after the ones before it in the batch:
 * their stored messages count for the rate limit, open their conversation
 * and answer a resend of their client id. A concurrent send of a client id
 * on another connection fails the insert (the unique violation), and with
 * it the transaction.
 */
export async function writeChatBatch(tx: Db | Tx, writes: ChatWrite[]): Promise<ChatWritten[]> {
  const db = tx as Db;
  const keys = [...new Set(writes.map((write) => lockKey(write.conversation)))];
  await preparedRows(
    db,
    'chat_batch_lock',
    sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) k`,
  );
  const input: BatchFactsInput[] = writes.map((write, i) => ({
    i,
    sender: write.senderId,
    candidate: write.conversation.candidate_id,
    job: write.conversation.job_id,
    side: write.recipientSide,
    client_id: write.input.client_id,
    now: write.values.now.toISOString(),
  }));
  // Prepared: planned once a connection.
  const facts = await preparedRows<Record<string, unknown>>(db, 'chat_batch_facts', batchFactsQuery(input));
  // Decided in order, each seeing what the ones before it stored.
  const openedHere = new Set<string>();
  const storedHere = new Map<string, number>(); // sender|client_id → index of the write that stores it
  const sentHere = new Map<number, Date[]>(); // sender → the times of the messages stored before
  const rows: Array<Record<string, unknown>> = [];
  const decided = writes.map((write, i) => {
    const fact = facts[i];
    const counts: Record<string, unknown> = { ...fact };
    const now = write.values.now;
    for (const [l, limit] of CHAT_SEND_LIMITS.entries()) {
      const since = now.getTime() - limit.windowMs;
      for (const at of sentHere.get(write.senderId) ?? []) {
        if (at.getTime() < since) continue;
        counts[`sent_${l}`] = Number(counts[`sent_${l}`]) + 1;
        const oldest = counts[`oldest_${l}`] as string | Date | null;
        if (!oldest || new Date(oldest).getTime() > at.getTime()) counts[`oldest_${l}`] = at;
      }
    }
    const conversation = lockKey(write.conversation);
    const clientKey = `${write.senderId}|${write.input.client_id}`;
    const earlierHere = storedHere.get(clientKey);
    const earlierId = fact.earlier_id === null || fact.earlier_id === undefined ? null : Number(fact.earlier_id);
    const opened = fact.opened === true || openedHere.has(conversation);
    const applied = fact.applied === true;
    const blocked = fact.blocked === true;
    const underRate = CHAT_SEND_LIMITS.every((limit, l) => Number(counts[`sent_${l}`]) < limit.max);
    const go =
      earlierId === null &&
      earlierHere === undefined &&
      !blocked &&
      underRate &&
      (opened || (write.candidateMayOpen ?? applied));
    if (go) {
      const base = {
        from_user_id: write.senderId,
        to_user_id: write.input.to_user_id,
        to_system: write.recipientSide,
        job_id: write.conversation.job_id,
        created_at: now.toISOString(),
      };
      if (!opened)
        rows.push({
          ...base,
          o: rows.length,
          kind: 'job_card',
          content: write.values.card,
          client_id: null,
          unread: 0,
        });
      rows.push({
        ...base,
        o: rows.length,
        kind: 'text',
        content: write.content,
        client_id: write.input.client_id,
        unread: 1,
      });
      openedHere.add(conversation);
      storedHere.set(clientKey, i);
      sentHere.set(write.senderId, [...(sentHere.get(write.senderId) ?? []), now]);
    }
    return { go, opened, applied, blocked, counts, earlierId, earlierHere, clientKey, conversation };
  });
  const inserted =
    rows.length === 0
      ? []
      : (
          await preparedRows<Record<string, unknown>>(
            db,
            'chat_batch_insert',
            sql`insert into chat_messages (from_user_id, to_user_id, to_system, job_id, kind, content, client_id, unread, created_at)
              select v.from_user_id, v.to_user_id, v.to_system, v.job_id, v.kind, v.content, v.client_id, v.unread, v.created_at
              from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
                as v(o int, from_user_id bigint, to_user_id bigint, to_system text, job_id bigint, kind text,
                  content text, client_id text, unread smallint, created_at timestamptz)
              order by v.o
              on conflict (candidate_id, job_id) where kind = 'job_card' do nothing
              returning *`,
          )
        ).map(chatMessageFromColumns);
  const textOf = new Map(
    inserted.filter((row) => row.kind === 'text').map((row) => [`${row.from_user_id}|${row.client_id}`, row]),
  );
  const cardOf = new Map(
    inserted.filter((row) => row.kind === 'job_card').map((row) => [`chat:${row.candidate_id}:${row.job_id}`, row]),
  );
  const cardsGiven = new Set<string>();
  return decided.map((one) => {
    const stored: ChatMessageRow[] = [];
    if (one.go) {
      const card = cardOf.get(one.conversation);
      if (card && !cardsGiven.has(one.conversation)) {
        cardsGiven.add(one.conversation);
        stored.push(card);
      }
      const text = textOf.get(one.clientKey);
      if (text) stored.push(text);
    }
    const here = one.earlierHere === undefined ? undefined : textOf.get(one.clientKey);
    return {
      earlierId: one.earlierId ?? here?.message_id ?? null,
      blocked: one.blocked,
      opened: one.opened,
      applied: one.applied,
      counts: one.counts,
      stored,
    };
  });
}

/** One conversation of a user's list: its last message, the counterpart, the job and company. */
export interface ChatListRow {
  candidate_id: number;
  job_id: number;
  counterpart_id: number;
  content: string;
  kind: ChatMessageKind;
  contact_type: ChatContactType | null;
  create_time: Date;
  unread: number;
  first_name: string;
  avatar_url: string | null;
  headline_job: string | null;
  headline_job_zh: string | null;
  position_en: string;
  position_zh: string;
  brand_name: string;
  eng_brand_name: string;
  logo_url: string | null;
}

/**
 * A user's conversations, the most recent first: those where they are the
 * candidate, and those about the jobs of every company they are an active
 * member of. The counterpart is the candidate for the company's side; for
 * the candidate, the other person of the last message.
 */
export async function listConversations(db: Db, userId: number): Promise<ChatListRow[]> {
  const result = (await db.execute(sql`
    with last as (
      select distinct on (m.candidate_id, m.job_id)
        m.candidate_id, m.job_id, m.message_id, m.from_user_id, m.to_user_id, m.content, m.kind, m.contact_type, m.created_at
      from chat_messages m
      where m.job_id is not null and (
        m.candidate_id = ${userId}
        or m.job_id in (
          select j.job_id from jobs j
          join company_admins a on a.company_id = j.company_id
          where a.user_id = ${userId} and a.status = 'active'
        )
      )
      order by m.candidate_id, m.job_id, m.message_id desc
    ), listed as (
      select last.*,
        case when last.candidate_id <> ${userId} then last.candidate_id
             when last.from_user_id = ${userId} then last.to_user_id
             else last.from_user_id end as counterpart_id
      from last
      order by last.message_id desc
      limit ${CHAT_LIMITS.conversations}
    )
    select listed.candidate_id, listed.job_id, listed.counterpart_id, listed.content, listed.kind, listed.contact_type,
      listed.created_at as create_time,
      (select count(*) from chat_messages u
        where u.candidate_id = listed.candidate_id and u.job_id = listed.job_id and u.unread = 1
          and u.to_system = case when listed.candidate_id = ${userId} then 'candidate' else 'recruiter' end)::int as unread,
      coalesce(p.first_name, '') as first_name, p.avatar_url, p.headline_job, p.headline_job_zh,
      j.position_en, j.position_zh, c.brand_name, c.eng_brand_name, c.logo_url
    from listed
    join jobs j on j.job_id = listed.job_id
    join companies c on c.company_id = j.company_id
    left join users p on p.user_id = listed.counterpart_id
    order by listed.message_id desc`)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows.map((row) => ({
    candidate_id: Number(row.candidate_id),
    job_id: Number(row.job_id),
    counterpart_id: Number(row.counterpart_id),
    content: String(row.content),
    kind: (CHAT_MESSAGE_KINDS as readonly string[]).includes(String(row.kind)) ? (row.kind as ChatMessageKind) : 'text',
    contact_type: row.contact_type === 'wechat' || row.contact_type === 'phone' ? row.contact_type : null,
    create_time: new Date(row.create_time as string | Date),
    unread: Number(row.unread),
    first_name: String(row.first_name),
    avatar_url: (row.avatar_url as string | null) ?? null,
    headline_job: (row.headline_job as string | null) ?? null,
    headline_job_zh: (row.headline_job_zh as string | null) ?? null,
    position_en: String(row.position_en),
    position_zh: String(row.position_zh),
    brand_name: String(row.brand_name),
    eng_brand_name: String(row.eng_brand_name),
    logo_url: (row.logo_url as string | null) ?? null,
  }));
}

/** Files a report of the conversation for the review console; the reported person is the counterpart named. */
export async function reportConversation(
  db: Db,
  reporterId: number,
  conversation: Conversation,
  reportedId: number,
  input: { reason: (typeof chatReports.$inferInsert)['reason']; note?: string },
): Promise<number> {
  const [row] = await db
    .insert(chatReports)
    .values({
      reporter_id: reporterId,
      reported_id: reportedId,
      reporter_side: sideOf(conversation, reporterId),
      candidate_id: conversation.candidate_id,
      job_id: conversation.job_id,
      reason: input.reason,
      note: input.note ?? null,
    })
    .returning({ report_id: chatReports.report_id });
  return row.report_id;
}
