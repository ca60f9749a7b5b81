import { z } from 'zod';
import { CHAT, LOCALES } from '../constants';
import { CHAT_CLIENT_ID_PATTERN, CHAT_LIMITS, MAX_PAGE, PAGE_SIZE } from '../limits';
import {
  CHAT_ACTION_STATES,
  CHAT_CONTACT_TYPES,
  CHAT_MESSAGE_KINDS,
  CHAT_REPORT_REASONS,
  CHAT_SIDES,
  WECHAT_ID_PATTERN,
} from '../rules/chat';
import { pageOf } from './envelope';
import { enumField, idField, intField, optionalEnum, optionalId, optionalInt, optionalText } from './fields';

/**
 * The system messages of /message (spec sections 3, 4 and 7): sent by the
 * system sender 10000, each filled from its message template in the
 * request's language. Served under /api/message/ as the spec names them.
 */

/**
 * POST /api/message/getSysMessages: the session user's system messages,
 * newest first. `to_user_id`, when given, must be the session's user (4004
 * otherwise, as for an unknown user); the spec's `from_user_id` (always
 * 10000) and `to_system` name nothing more and are ignored.
 */
export const getSysMessagesBody = z.object({
  page: optionalInt(1, MAX_PAGE),
  size: optionalInt(1, PAGE_SIZE.max),
  to_user_id: optionalId(),
});
export type GetSysMessagesBody = z.input<typeof getSysMessagesBody>;
export type GetSysMessagesInput = z.output<typeof getSysMessagesBody>;

export const systemMessageItem = z.object({
  message_id: z.number().int(),
  /** apply_status, invite, job_alert... */
  type: z.string(),
  template_id: z.number().int(),
  /** The template's title in the request's language; empty when the template is unknown. */
  title: z.string(),
  /** The template's content with {1}, {2}, ... filled from the message's data. */
  content: z.string(),
  job_id: z.number().int().nullable(),
  /** 1 unread, 0 read. */
  unread: z.number().int(),
  /** 'yyyy-MM-dd hh:mm:ss' in UTC+8. */
  create_time: z.string(),
});
export type SystemMessageItem = z.infer<typeof systemMessageItem>;

export const getSysMessagesData = pageOf(systemMessageItem);
export type GetSysMessagesData = z.infer<typeof getSysMessagesData>;

/** POST /api/message/updateMessage: mark one of the user's own system messages read (unread 0). */
export const updateMessageBody = z.object({ message_id: idField(), unread: intField(0, 0) });
export type UpdateMessageBody = z.input<typeof updateMessageBody>;
export const updateMessageData = z.object({ message_id: z.number().int(), unread: z.number().int() });
export type UpdateMessageData = z.infer<typeof updateMessageData>;

/*
 * Live chat (spec sections 3, 4, 5 and 7; decision 0025). A conversation is
 * one candidate and one job: the candidate on one side, the people of the
 * job's company (its recruiter, and any owner, admin or recruiter of the
 * company) on the other. `to_system` says which side a message is
 * addressed to. Messages are answered in the server's order (message_id).
 */

/** Message text: at most CHAT.maxLength characters; empty or whitespace-only is refused by the call ('chat.empty_message'). */
const chatContent = () =>
  z
    .string()
    .max(CHAT.maxLength)
    .refine((value) => !value.includes('\u0000'), { error: 'errors.field.invalid' });
/** The sender's own id of a message (a UUID): resending with it never makes a second message. */
const clientIdField = () => z.string().trim().regex(CHAT_CLIENT_ID_PATTERN, { error: 'errors.field.invalid' });

export const chatMessageItem = z.object({
  message_id: z.number().int(),
  from_user_id: z.number().int(),
  to_user_id: z.number().int(),
  /** The side the message is addressed to: 'recruiter' (the company's people) or 'candidate'. */
  to_system: z.enum(CHAT_SIDES),
  job_id: z.number().int().nullable(),
  /**
   * 'text'; 'job_card': the first message of a conversation, drawn as a card of job_id (content: the position);
   * the action cards of decision 0030: 'resume_request', 'resume', 'contact_request', 'invite'.
   */
  kind: z.enum(CHAT_MESSAGE_KINDS),
  /** The text; for a card, a plain-text fallback in the sender's language. */
  content: z.string(),
  /** 1 unread, 0 read (by the side it is addressed to). */
  unread: z.number().int(),
  /** The sender's client id; null for job cards and messages sent without one. */
  client_id: z.string().nullable(),
  /** 'yyyy-MM-dd hh:mm:ss' in UTC+8. */
  create_time: z.string(),
  /** A resume_request's or contact_request's state; null for the other kinds. */
  action_state: z.enum(CHAT_ACTION_STATES).nullable(),
  /** A contact_request's 'wechat' or 'phone'; null for the other kinds. */
  contact_type: z.enum(CHAT_CONTACT_TYPES).nullable(),
  /** Who accepted or declined a request (one of the other side's people); null while pending. */
  answered_by: z.number().int().nullable(),
  /**
   * An accepted contact_request's values: `from` the proposer's (from_user_id), `to` the answerer's
   * (answered_by). Null before acceptance: no value is in any answer or frame until then.
   */
  contacts: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type ChatMessageItem = z.infer<typeof chatMessageItem>;

/**
 * POST /api/message/getAllChatMessages: the session user's conversations,
 * the most recent first, at most CHAT_LIMITS.conversations. `user_id`, when
 * given, must be the session's user (4004 otherwise). A member of a company
 * sees every conversation about the company's jobs.
 */
export const getAllChatMessagesBody = z.object({ user_id: optionalId() });
export type GetAllChatMessagesBody = z.input<typeof getAllChatMessagesBody>;
export const chatListItem = z.object({
  /** The counterpart: the candidate for the company's people; for the candidate, the company's person who wrote last (or was written to). */
  user_id: z.number().int(),
  job_id: z.number().int(),
  /** The conversation's candidate (the session user on the candidate side). */
  candidate_id: z.number().int(),
  logo_url: z.string().nullable(),
  /** The company's brand in the request's language. */
  brand_name: z.string(),
  /** The job's position in the request's language. */
  position: z.string(),
  /** The counterpart's avatar (the candidate's on the company's side), headline and first name. */
  avatar_url: z.string().nullable(),
  headline_job: z.string().nullable(),
  first_name: z.string(),
  /** The last message (for a card, its plain-text fallback in the sender's language). */
  content: z.string(),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  /** The last message's contact type when it is a contact_request, else null. */
  contact_type: z.enum(CHAT_CONTACT_TYPES).nullable(),
  create_time: z.string(),
  /** Unread messages addressed to the session user's side. */
  cou: z.number().int(),
});
export type ChatListItem = z.infer<typeof chatListItem>;
export const getAllChatMessagesData = z.object({ list: z.array(chatListItem) });
export type GetAllChatMessagesData = z.infer<typeof getAllChatMessagesData>;

/**
 * The two people and the job that name a conversation: one of the two is
 * the candidate (not a member of the job's company), the other one of the
 * company's people. Given in either order; the session user must be the
 * candidate or an active member of the job's company (4004 otherwise).
 */
const conversationFields = { from_user_id: idField(), to_user_id: idField(), job_id: idField() };

/**
 * POST /api/message/getChatMessages: the conversation's messages in the
 * server's order (oldest first): the latest CHAT_LIMITS.messagesPerAnswer,
 * or, with `after_id` (the last message a reconnecting client holds), the
 * first ones after it; `has_more` says another call with the last id would
 * answer more. With `before_id` (the first message the client holds), the
 * last ones before it, to page back through a long conversation;
 * `has_earlier` says there are older ones than the first answered. Giving
 * both ids is refused (4000).
 */
export const getChatMessagesBody = z.object({
  ...conversationFields,
  after_id: optionalInt(0, Number.MAX_SAFE_INTEGER),
  before_id: optionalInt(1, Number.MAX_SAFE_INTEGER),
});
export type GetChatMessagesBody = z.input<typeof getChatMessagesBody>;
export const getChatMessagesData = z.object({
  list: z.array(chatMessageItem),
  has_more: z.boolean(),
  /** Older messages than the first of `list` exist (always false with `after_id`). */
  has_earlier: z.boolean(),
  candidate_id: z.number().int(),
  /** The session user's side blocked the conversation: the other side cannot send. */
  blocked_by_me: z.boolean(),
  /** The other side blocked it: the session user's side cannot send (4003 'server.chat.blocked'). */
  blocked_by_other: z.boolean(),
  /** The session user's own WeChat ID and phone (null: none on the account), to offer an exchange. */
  own_contacts: z.object({ wechat_id: z.string().nullable(), phone: z.string().nullable() }),
});
export type GetChatMessagesData = z.infer<typeof getChatMessagesData>;

/**
 * POST /api/message/readChatMessages: marks read every message of the
 * conversation addressed to the session user's side (to_user_id is the
 * session user, from_user_id the counterpart; either order is accepted).
 * The other side's sockets get a `read` frame.
 */
export const readChatMessagesBody = z.object(conversationFields);
export type ReadChatMessagesBody = z.input<typeof readChatMessagesBody>;
export const readChatMessagesData = z.object({ read: z.number().int() });
export type ReadChatMessagesData = z.infer<typeof readChatMessagesData>;

/**
 * POST /api/message/sendChatMessage: stores the message, then answers it
 * and delivers it (a `chat` frame) to the recipient's and the sender's
 * sockets. The first message of a new conversation is preceded by a job
 * card. Resending the same client_id answers the stored message and stores
 * nothing (a client_id used for another conversation: 4009).
 */
export const sendChatMessageBody = z.object({
  to_user_id: idField(),
  job_id: idField(),
  content: chatContent(),
  client_id: clientIdField(),
});
export type SendChatMessageBody = z.input<typeof sendChatMessageBody>;
export const sendChatMessageData = chatMessageItem;
export type SendChatMessageData = ChatMessageItem;

/** The counterpart and the job that name a conversation of the session user. */
const ownConversationFields = { to_user_id: idField(), job_id: idField() };

/**
 * POST /api/message/blockChat: the session user's side blocks the
 * conversation (blocked 1, the default) or lifts its block (0): while
 * blocked, the other side's messages are refused (4003).
 */
export const blockChatBody = z.object({ ...ownConversationFields, blocked: optionalInt(0, 1) });
export type BlockChatBody = z.input<typeof blockChatBody>;
export const blockChatData = z.object({ blocked: z.boolean() });
export type BlockChatData = z.infer<typeof blockChatData>;

/** POST /api/message/reportChat: a report of the conversation for the platform's review console. */
export const reportChatBody = z.object({
  ...ownConversationFields,
  reason: enumField(CHAT_REPORT_REASONS),
  note: optionalText(CHAT_LIMITS.reportNoteMaxLength),
});
export type ReportChatBody = z.input<typeof reportChatBody>;
export const reportChatData = z.object({ report_id: z.number().int() });
export type ReportChatData = z.infer<typeof reportChatData>;

/*
 * The actions of a conversation (decision 0030): cards with a kind, sent in
 * an existing conversation by one of its parties, counted like messages
 * (CHAT_SEND_LIMITS), refused like them while the other side blocks it, and
 * delivered like them (`chat` frames); an answered request reaches both
 * sides again as a `chat_update` frame.
 */

/** The counterpart, the job and the client id of a new card (a resend of the client id stores nothing). */
const actionFields = { ...ownConversationFields, client_id: clientIdField() };
/** A WeChat ID to keep on the session user's account (optional: when the account has none yet). */
const wechatIdField = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().regex(WECHAT_ID_PATTERN, { error: 'errors.field.wechatId' }).optional(),
  ) as unknown as z.ZodOptional<z.ZodString>;

/** POST /api/message/requestChatResume: the company's side asks the candidate for their resume (a resume_request card). */
export const requestChatResumeBody = z.object(actionFields);
export type RequestChatResumeBody = z.input<typeof requestChatResumeBody>;
export const requestChatResumeData = chatMessageItem;

/**
 * POST /api/message/sendChatResume: the candidate sends their resume (a
 * resume card, the resume as a PDF for the conversation's parties); the
 * company's pending resume requests of the conversation are then accepted.
 */
export const sendChatResumeBody = z.object(actionFields);
export type SendChatResumeBody = z.input<typeof sendChatResumeBody>;
export const sendChatResumeData = chatMessageItem;

/**
 * POST /api/message/proposeChatContact: either side proposes to exchange
 * WeChat IDs or phone numbers. The proposer needs one on their account
 * (`wechat_id` keeps one there first); only one proposal of a type waits at a time.
 */
export const proposeChatContactBody = z.object({
  ...actionFields,
  contact_type: enumField(CHAT_CONTACT_TYPES),
  wechat_id: wechatIdField(),
});
export type ProposeChatContactBody = z.input<typeof proposeChatContactBody>;
export const proposeChatContactData = chatMessageItem;

/**
 * POST /api/message/answerChatAction: the other side accepts (1) or
 * declines (0) a pending resume_request or contact_request. Accepting a
 * resume request sends the resume (`reply`); accepting a contact exchange
 * needs the answerer's own WeChat ID or phone (`wechat_id` keeps one).
 * Answering an answered request again answers it as it stands.
 */
export const answerChatActionBody = z.object({
  message_id: idField(),
  accept: intField(0, 1),
  wechat_id: wechatIdField(),
});
export type AnswerChatActionBody = z.input<typeof answerChatActionBody>;
export const answerChatActionData = z.object({
  /** The request as it now stands. */
  message: chatMessageItem,
  /** The resume card an accepted resume request sent; null otherwise. */
  reply: chatMessageItem.nullable(),
});
export type AnswerChatActionData = z.infer<typeof answerChatActionData>;

/**
 * POST /api/message/inviteChatApply: the company's side invites the
 * candidate to apply to the job (an invite card, and an `invite` system
 * message to the candidate). Refused when the candidate already applied or
 * the job is not open (4009).
 */
export const inviteChatApplyBody = z.object(actionFields);
export type InviteChatApplyBody = z.input<typeof inviteChatApplyBody>;
export const inviteChatApplyData = chatMessageItem;

/** GET /api/message/chatResume/:message_id: the resume of a resume card, as a PDF, for the conversation's parties. */
export const chatResumeParams = z.object({ message_id: idField() });
export const chatResumeQuery = z.object({ lang: optionalEnum(LOCALES) });

/*
 * Frames of the live channel (/ws/candidate/:user_id) for chat. The server
 * sends `chat`, `read`, `chat_ack` and `chat_error`; a client may send
 * `chat_send` instead of calling sendChatMessage (same rules, same answer).
 */

/** A stored message, to its recipient's and its sender's sockets (clients drop a message_id they hold). */
export const chatFrame = z.object({ type: z.literal('chat'), message: chatMessageItem });
export type ChatFrame = z.infer<typeof chatFrame>;

/** Every message of the conversation addressed to `to_system` up to last_message_id is now read (by reader_id). */
export const chatReadFrame = z.object({
  type: z.literal('read'),
  job_id: z.number().int(),
  candidate_id: z.number().int(),
  reader_id: z.number().int(),
  to_system: z.enum(CHAT_SIDES),
  last_message_id: z.number().int(),
});
export type ChatReadFrame = z.infer<typeof chatReadFrame>;

/** A message already delivered whose state changed (a request accepted or declined): clients replace it by message_id. */
export const chatUpdateFrame = z.object({ type: z.literal('chat_update'), message: chatMessageItem });
export type ChatUpdateFrame = z.infer<typeof chatUpdateFrame>;

/** Sent by a client: a message to store and deliver, answered with chat_ack or chat_error. */
export const chatSendFrame = z.object({ type: z.literal('chat_send'), ...sendChatMessageBody.shape });
export type ChatSendFrame = z.input<typeof chatSendFrame>;

/** The stored message of a chat_send (also for a resend of a stored client_id). */
export const chatAckFrame = z.object({ type: z.literal('chat_ack'), client_id: z.string(), message: chatMessageItem });
export type ChatAckFrame = z.infer<typeof chatAckFrame>;

/**
 * A refused chat_send: the envelope's code and the catalogue key of its
 * message (e.g. 4000 'chat.empty_message', 4003 'server.chat.blocked',
 * 4029 'errors.4029'); `fields` holds field messages of a 4000 in the
 * user's language. client_id is null when the frame had none.
 */
export const chatErrorFrame = z.object({
  type: z.literal('chat_error'),
  client_id: z.string().nullable(),
  code: z.number().int(),
  key: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ChatErrorFrame = z.infer<typeof chatErrorFrame>;

/**
 * Sent by a client with a conversation open: tell me whether its other
 * party is online, now and whenever it changes (spec section 4 "Chat":
 * the recruiter online or offline). Allowed for the job's recruiter, or a
 * party of a conversation that has messages; anything else is ignored.
 */
export const presenceWatchFrame = z.object({
  type: z.literal('presence_watch'),
  user_id: z.number().int().positive(),
  job_id: z.number().int().positive(),
});
export type PresenceWatchFrame = z.infer<typeof presenceWatchFrame>;

/**
 * Whether a watched user has a live connection: answered at once to a
 * presence_watch, then on each change, LIVE.presenceSettleMs after the
 * user's login or logout notice (a page reload does not flicker).
 */
export const presenceFrame = z.object({ type: z.literal('presence'), user_id: z.number().int(), online: z.boolean() });
export type PresenceFrame = z.infer<typeof presenceFrame>;

/** Every chat frame the server sends on the live channel. */
export type ChatServerFrame =
  | ChatFrame
  | ChatUpdateFrame
  | ChatReadFrame
  | ChatAckFrame
  | ChatErrorFrame
  | PresenceFrame;
