/**
 * Rules of live chat (spec sections 3, 5 and 9; decision 0025), zod-free so
 * the web's chat box checks a message exactly as the server does.
 */
import { CHAT } from '../constants';

/**
 * What a chat message is: 'text' is typed by a person; 'job_card' opens a
 * conversation and names its job (the client draws a card from `job_id`;
 * `content` holds the job's position as a plain-text fallback).
 */
export const CHAT_MESSAGE_KINDS = [
  'text',
  'job_card',
  // The actions of a conversation (decision 0030), drawn as cards; `content` is a plain-text fallback.
  /** The company's side asks for the candidate's resume (state: pending, then accepted or declined). */
  'resume_request',
  /** The candidate's resume, opened by the conversation's parties only (GET /api/message/chatResume/:message_id). */
  'resume',
  /** A proposal to exchange WeChat IDs or phone numbers (contact_type, state); the values show once accepted. */
  'contact_request',
  /** The company's side invites the candidate to apply to the job (with an `invite` system message). */
  'invite',
] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/** The state of a request card (resume_request, contact_request): answered once, by the other side. */
export const CHAT_ACTION_STATES = ['pending', 'accepted', 'declined'] as const;
export type ChatActionState = (typeof CHAT_ACTION_STATES)[number];

/** What two parties may exchange in a conversation. */
export const CHAT_CONTACT_TYPES = ['wechat', 'phone'] as const;
export type ChatContactType = (typeof CHAT_CONTACT_TYPES)[number];

/** A WeChat ID as WeChat allows it: 6 to 20 letters, digits, '_' or '-', starting with a letter. */
export const WECHAT_ID_PATTERN = /^[a-zA-Z][\w-]{5,19}$/;
export const WECHAT_ID_MAX_LENGTH = 20;

/** The kinds only the company's side sends, and the kinds only the candidate sends. */
export const CHAT_RECRUITER_KINDS: readonly ChatMessageKind[] = ['resume_request', 'invite'];
export const CHAT_CANDIDATE_KINDS: readonly ChatMessageKind[] = ['resume'];

/** The side a message is addressed to (the spec's to_system): the company's people, or the candidate. */
export const CHAT_SIDES = ['recruiter', 'candidate'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

/** Why a conversation is reported; labels are `review.reasons.<reason>`, as the review console shows them. */
export const CHAT_REPORT_REASONS = ['spam', 'harassment', 'fraud', 'other'] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];

/** A report is open until the platform administrator closes it (decision 0031). */
export const CHAT_REPORT_STATUSES = ['open', 'closed'] as const;
export type ChatReportStatus = (typeof CHAT_REPORT_STATUSES)[number];

/**
 * How a report is closed: 'dismissed' (nothing wrong found) or 'upheld' (the
 * report is right: written to the audit log against the reported person, so
 * repeated findings show; the console's existing job and company suspension
 * is the action on a company's side). Labels: `review.chatReports.outcomes.<outcome>`.
 */
export const CHAT_REPORT_OUTCOMES = ['dismissed', 'upheld'] as const;
export type ChatReportOutcome = (typeof CHAT_REPORT_OUTCOMES)[number];

/** Shortens a quoted message to `max` characters (whitespace folded), with an ellipsis when cut. */
export function chatQuote(content: string, max: number): string {
  const folded = content.replace(/\s+/g, ' ').trim();
  const chars = [...folded];
  return chars.length <= max
    ? folded
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The catalogue key of an empty or whitespace-only message (spec section 5). */
export const CHAT_EMPTY_MESSAGE_KEY = 'chat.empty_message';
/** The message key of a send refused because the other side blocked the conversation (code 4003). */
export const CHAT_BLOCKED_KEY = 'server.chat.blocked';

/** Whether a message has nothing to send: empty or only whitespace. */
export const isBlankChatMessage = (content: string): boolean => content.trim() === '';

/** Whether a message fits the spec's length (CHAT.maxLength characters, counted as the browser's textarea does). */
export const fitsChatMessage = (content: string): boolean => content.length <= CHAT.maxLength;

/**
 * Whether a time separator goes before a message (spec section 9): before the
 * first one (`earlier` null), and between two more than CHAT.separatorGapMs apart.
 */
export const needsTimeSeparator = (earlier: Date | null, later: Date): boolean =>
  earlier === null || later.getTime() - earlier.getTime() > CHAT.separatorGapMs;

/** Why a message cannot be sent: empty or whitespace only (CHAT_EMPTY_MESSAGE_KEY), or longer than CHAT.maxLength. */
export function chatTextProblem(content: string): 'empty' | 'tooLong' | null {
  if (isBlankChatMessage(content)) return 'empty';
  return fitsChatMessage(content) ? null : 'tooLong';
}

/** Characters left before CHAT.maxLength, counted as fitsChatMessage counts them. */
export const chatCharactersLeft = (content: string): number => CHAT.maxLength - content.length;

/** The count of characters left shows from this many on, so it appears only near the limit. */
export const CHAT_COUNT_SHOWN_FROM = 50;

export interface ComposerKey {
  key: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey?: boolean;
  /** True while an input method (Chinese pinyin) is composing: Enter then picks a candidate. */
  isComposing?: boolean;
}

/**
 * What a key press in the chat box does (spec section 5): Enter sends; Ctrl,
 * Shift or Alt (or ⌘ on a Mac) with Enter inserts a newline; anything else,
 * and Enter while an input method is composing, is left to the box.
 */
export function composerKeyAction(event: ComposerKey): 'send' | 'newline' | null {
  if (event.key !== 'Enter' || event.isComposing) return null;
  if (event.ctrlKey || event.shiftKey || event.altKey || event.metaKey) return 'newline';
  return 'send';
}
