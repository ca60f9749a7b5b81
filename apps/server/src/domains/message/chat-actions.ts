import {
  applications,
  chatMessages,
  companies,
  type Db,
  jobs,
  MESSAGE_TEMPLATE_IDS,
  systemMessages,
  users,
} from '@jobbridge/db';
import {
  AppError,
  CHAT_BLOCKED_KEY,
  type ChatContactType,
  ERROR_CODES,
  type Locale,
  translate,
} from '@jobbridge/shared';
import { and, eq } from 'drizzle-orm';
import { resumeFileName } from '../resume/resume-pdf';
import { chatNotFound } from './chat-policy';
import {
  type ChatMessageRow,
  ClientIdTaken,
  type Conversation,
  checkSendRate,
  findByClientId,
  hasMessages,
  inConversation,
  isBlockedBy,
  lockConversation,
  otherSide,
  sameMessage,
  sideOf,
  type Tx,
} from './chat-service';
import { messageData } from './presenter';

/*
 * The actions of a conversation (decision 0030): cards with a kind, written
 * like messages (once per client id, counted by CHAT_SEND_LIMITS, refused
 * while the other side blocks the conversation), with their state kept
 * here. The caller has authorized the actor for the action's side
 * (conversationOf: companyAction, candidateAction, send).
 */

/** What a new card names: the other person, the job and the sender's client id. */
export interface CardInput {
  to_user_id: number;
  job_id: number;
  client_id: string;
}

type CardValues = Pick<
  typeof chatMessages.$inferInsert,
  'kind' | 'content' | 'state' | 'contact_type' | 'contact_from' | 'answered_by'
>;

export interface ActionResult {
  /** The new cards to deliver as `chat` frames (none for a resend). */
  stored: ChatMessageRow[];
  /** Cards whose state changed, to deliver as `chat_update` frames. */
  updated: ChatMessageRow[];
  /** The card the actor asked for (new, stored earlier with the same client id, or answered). */
  message: ChatMessageRow;
  /** The reply an accepted resume request sent. */
  reply: ChatMessageRow | null;
  /** Whether the candidate got an `invite` system message. */
  invited: boolean;
}

const conflict = (key: string) => new AppError(ERROR_CODES.conflict, key);

/** A value of the template's comma-separated data (commas and line breaks would split it). */

/**
 * Writes a card of the sender into an existing conversation, once per
 * client id: checks the recipient is on the other side, the block and the
 * rate; then, under the conversation's lock, `check` (refusals that depend
 * on what is stored), the card, and `after` (what changes with it).
 */
async function writeCard(
  db: Db,
  senderId: number,
  conversation: Conversation,
  input: CardInput,
  card: CardValues,
  hooks: {
    check?: (tx: Tx) => Promise<void>;
    after?: (tx: Tx, row: ChatMessageRow) => Promise<ChatMessageRow[]>;
  } = {},
  now: Date = new Date(),
): Promise<{ message: ChatMessageRow; stored: ChatMessageRow[]; updated: ChatMessageRow[] }> {
  const earlier = await findByClientId(db, senderId, input.client_id);
  if (earlier) return { message: sameCard(earlier, input, card.kind), stored: [], updated: [] };
  const senderSide = sideOf(conversation, senderId);
  const recipientSide = otherSide(senderSide);
  if ((conversation.candidate_id === input.to_user_id) !== (recipientSide === 'candidate')) throw chatNotFound();
  // Actions belong to a conversation that exists: its first message opens it (decision 0025).
  if (!(await hasMessages(db, conversation))) throw chatNotFound();
  if (await isBlockedBy(db, conversation, recipientSide)) throw new AppError(ERROR_CODES.forbidden, CHAT_BLOCKED_KEY);
  await checkSendRate(db, senderId, now);
  try {
    return await db.transaction(async (tx) => {
      await lockConversation(tx, conversation);
      await hooks.check?.(tx);
      const [row] = await tx
        .insert(chatMessages)
        .values({
          ...card,
          from_user_id: senderId,
          to_user_id: input.to_user_id,
          to_system: recipientSide,
          job_id: conversation.job_id,
          client_id: input.client_id,
          create_time: now,
        })
        .onConflictDoNothing({ target: [chatMessages.from_user_id, chatMessages.client_id] })
        .returning();
      if (!row) throw new ClientIdTaken();
      const updated = (await hooks.after?.(tx, row)) ?? [];
      return { message: row, stored: [row], updated };
    });
  } catch (error) {
    if (!(error instanceof ClientIdTaken)) throw error;
    const winner = await findByClientId(db, senderId, input.client_id);
    if (!winner) throw chatNotFound();
    return { message: sameCard(winner, input, card.kind), stored: [], updated: [] };
  }
}

/** A resent client id answers its card; one used for another conversation or another kind is refused. */
function sameCard(row: ChatMessageRow, input: CardInput, kind: CardValues['kind']): ChatMessageRow {
  const same = sameMessage(row, input.to_user_id, input.job_id);
  if (same.kind !== kind) throw conflict('server.chat.clientIdReused');
  return same;
}

/** The pending requests of a kind (and contact type) in a conversation. */
async function pendingRequests(
  db: Db | Tx,
  conversation: Conversation,
  kind: 'resume_request' | 'contact_request',
  contactType?: ChatContactType,
) {
  return db
    .select({ message_id: chatMessages.message_id })
    .from(chatMessages)
    .where(
      and(
        inConversation(conversation),
        eq(chatMessages.kind, kind),
        eq(chatMessages.state, 'pending'),
        contactType ? eq(chatMessages.contact_type, contactType) : undefined,
      ),
    )
    .limit(1);
}

/** The resume request card of the company's side; one waits for an answer at a time (4009). */
export function requestResume(db: Db, senderId: number, conversation: Conversation, input: CardInput, locale: Locale) {
  return writeCard(
    db,
    senderId,
    conversation,
    input,
    { kind: 'resume_request', content: translate(locale, 'chat.card.resumeRequested'), state: 'pending' },
    {
      check: async (tx) => {
        if ((await pendingRequests(tx, conversation, 'resume_request')).length) {
          throw conflict('server.chat.requestPending');
        }
      },
    },
  );
}

/** Marks accepted, by the candidate, every pending resume request of the conversation. */
async function acceptResumeRequests(tx: Tx, conversation: Conversation, candidateId: number) {
  return tx
    .update(chatMessages)
    .set({ state: 'accepted', answered_by: candidateId })
    .where(
      and(inConversation(conversation), eq(chatMessages.kind, 'resume_request'), eq(chatMessages.state, 'pending')),
    )
    .returning();
}

/** The content of a resume card: the PDF's file name, in the sender's language. */
async function resumeCardContent(db: Db | Tx, candidateId: number, locale: Locale): Promise<string> {
  const [user] = await db
    .select({ first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(eq(users.user_id, candidateId))
    .limit(1);
  return resumeFileName(locale, user?.first_name ?? '', user?.last_name ?? '', candidateId);
}

/** The candidate's resume card; the company's pending resume requests are then accepted. */
export async function sendResume(
  db: Db,
  candidateId: number,
  conversation: Conversation,
  input: CardInput,
  locale: Locale,
) {
  return writeCard(
    db,
    candidateId,
    conversation,
    input,
    { kind: 'resume', content: await resumeCardContent(db, candidateId, locale) },
    { after: (tx) => acceptResumeRequests(tx, conversation, candidateId) },
  );
}

/** A user's WeChat ID and phone. */
export async function contactsOf(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({ wechat_id: users.wechat_id, phone: users.phone, calling_code: users.calling_code })
    .from(users)
    .where(eq(users.user_id, userId))
    .limit(1);
  return { wechat_id: row?.wechat_id ?? null, phone: row?.phone ? shownPhone(row.phone, row.calling_code) : null };
}

/** A stored phone (calling code digits joined to the number) as people write it: '+86 13800138000'. */
export function shownPhone(phone: string, callingCode: string | null): string {
  return callingCode && phone.startsWith(callingCode) && phone.length > callingCode.length
    ? `+${callingCode} ${phone.slice(callingCode.length)}`
    : `+${phone}`;
}

/**
 * The user's value of a contact type: the WeChat ID given now (kept on the
 * account) or the one on the account, or the account's phone; 4009 when
 * there is none ('server.chat.noWechat', 'server.chat.noPhone').
 */
async function ownContact(tx: Tx, userId: number, type: ChatContactType, wechatId: string | undefined) {
  if (type === 'wechat' && wechatId) {
    await tx.update(users).set({ wechat_id: wechatId }).where(eq(users.user_id, userId));
    return wechatId;
  }
  const mine = await contactsOf(tx, userId);
  const value = type === 'wechat' ? mine.wechat_id : mine.phone;
  if (!value) throw conflict(type === 'wechat' ? 'server.chat.noWechat' : 'server.chat.noPhone');
  return value;
}

/**
 * A proposal to exchange WeChat IDs or phone numbers, by either side. The
 * proposer's value is kept with it, shown to nobody until the other side
 * accepts; one proposal of a type waits at a time (4009).
 */
export function proposeContact(
  db: Db,
  senderId: number,
  conversation: Conversation,
  input: CardInput & { contact_type: ChatContactType; wechat_id?: string },
  locale: Locale,
) {
  const type = input.contact_type;
  const card: CardValues = {
    kind: 'contact_request',
    content: translate(locale, type === 'wechat' ? 'chat.card.wechatProposed' : 'chat.card.phoneProposed'),
    state: 'pending',
    contact_type: type,
  };
  return writeCard(db, senderId, conversation, input, card, {
    check: async (tx) => {
      if ((await pendingRequests(tx, conversation, 'contact_request', type)).length) {
        throw conflict('server.chat.requestPending');
      }
      card.contact_from = await ownContact(tx, senderId, type, input.wechat_id);
    },
  });
}

/** A request card and its conversation, for answerChatAction; null when there is none. */
export async function findRequest(db: Db, messageId: number) {
  const [row] = await db
    .select({ message: chatMessages, company_id: jobs.company_id })
    .from(chatMessages)
    .innerJoin(jobs, eq(jobs.job_id, chatMessages.job_id))
    .where(eq(chatMessages.message_id, messageId))
    .limit(1);
  if (!row || (row.message.kind !== 'resume_request' && row.message.kind !== 'contact_request')) return null;
  return row;
}

/** A resume card (its sender is the candidate whose resume it is); null for any other message. */
export async function findResumeCard(db: Db, messageId: number): Promise<ChatMessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.message_id, messageId)).limit(1);
  return row?.kind === 'resume' ? row : null;
}

/**
 * The other side's answer to a pending request: accepted (1) or declined
 * (0), once. Accepting a resume request sends the resume; accepting an
 * exchange keeps the answerer's value with the proposer's, both shown from
 * then on. An answered request is answered as it stands.
 */
export async function answerRequest(
  db: Db,
  answererId: number,
  conversation: Conversation,
  request: ChatMessageRow,
  input: { accept: number; wechat_id?: string },
  locale: Locale,
): Promise<Pick<ActionResult, 'message' | 'reply' | 'stored' | 'updated'>> {
  // Only the side it was sent to answers it.
  if (sideOf(conversation, answererId) !== request.to_system) throw chatNotFound();
  if (request.state !== 'pending')
    return { message: request, reply: await replyTo(db, request), stored: [], updated: [] };
  const accept = input.accept === 1;
  if (accept && request.kind === 'resume_request') {
    const result = await sendResume(
      db,
      answererId,
      conversation,
      { to_user_id: request.from_user_id, job_id: conversation.job_id, client_id: replyClientId(request) },
      locale,
    );
    const message = result.updated.find((row) => row.message_id === request.message_id) ?? (await reread(db, request));
    return { message, reply: result.message, stored: result.stored, updated: result.updated };
  }
  const proposerSide = otherSide(request.to_system);
  if (await isBlockedBy(db, conversation, proposerSide)) throw new AppError(ERROR_CODES.forbidden, CHAT_BLOCKED_KEY);
  const updated = await db.transaction(async (tx) => {
    await lockConversation(tx, conversation);
    const values: Partial<typeof chatMessages.$inferInsert> = {
      state: accept ? 'accepted' : 'declined',
      answered_by: answererId,
    };
    if (accept && request.contact_type) {
      values.contact_to = await ownContact(tx, answererId, request.contact_type, input.wechat_id);
    }
    return tx
      .update(chatMessages)
      .set(values)
      .where(and(eq(chatMessages.message_id, request.message_id), eq(chatMessages.state, 'pending')))
      .returning();
  });
  const message = updated[0] ?? (await reread(db, request));
  return { message, reply: await replyTo(db, message), stored: [], updated };
}

/** The client id of the resume card that answers a resume request (so a second accept sends nothing more). */
const replyClientId = (request: ChatMessageRow) => `reply:${request.message_id}`;

/** The resume card that answered a resume request, if any. */
async function replyTo(db: Db, request: ChatMessageRow): Promise<ChatMessageRow | null> {
  if (request.kind !== 'resume_request' || request.state !== 'accepted' || request.answered_by === null) return null;
  return findByClientId(db, request.answered_by, replyClientId(request));
}

async function reread(db: Db, request: ChatMessageRow): Promise<ChatMessageRow> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.message_id, request.message_id)).limit(1);
  if (!row) throw chatNotFound();
  return row;
}

/**
 * The company's invitation to apply: an invite card, and an `invite`
 * system message to the candidate (template {1} the company, {2} the
 * position, in the candidate's language). Refused when the job is not open,
 * the candidate applied already, or was invited in this conversation (4009).
 */
export async function inviteToApply(
  db: Db,
  senderId: number,
  conversation: Conversation,
  input: CardInput,
  locale: Locale,
) {
  const position = locale === 'zh' ? conversation.position_zh : conversation.position_en;
  return writeCard(
    db,
    senderId,
    conversation,
    input,
    { kind: 'invite', content: translate(locale, 'chat.card.invited', { position }) },
    {
      check: async (tx) => {
        if (conversation.job_status !== 'open') throw conflict('server.chat.inviteJobClosed');
        const [applied] = await tx
          .select({ id: applications.application_id })
          .from(applications)
          .where(and(eq(applications.user_id, conversation.candidate_id), eq(applications.job_id, conversation.job_id)))
          .limit(1);
        if (applied) throw conflict('server.chat.alreadyApplied');
        const [invited] = await tx
          .select({ id: chatMessages.message_id })
          .from(chatMessages)
          .where(and(inConversation(conversation), eq(chatMessages.kind, 'invite')))
          .limit(1);
        if (invited) throw conflict('server.chat.alreadyInvited');
      },
      after: async (tx) => {
        const [target] = await tx
          .select({
            locale: users.locale,
            brand_name: companies.brand_name,
            eng_brand_name: companies.eng_brand_name,
          })
          .from(users)
          .innerJoin(companies, eq(companies.company_id, conversation.company_id))
          .where(eq(users.user_id, conversation.candidate_id))
          .limit(1);
        const zh = (target?.locale ?? 'en') === 'zh';
        await tx.insert(systemMessages).values({
          to_user_id: conversation.candidate_id,
          type: 'invite',
          template_id: MESSAGE_TEMPLATE_IDS.invite,
          data: messageData([
            (zh ? target?.brand_name : target?.eng_brand_name) || target?.brand_name || '',
            zh ? conversation.position_zh : conversation.position_en,
          ]),
          job_id: conversation.job_id,
          unread: 1,
        });
        return [];
      },
    },
  );
}
