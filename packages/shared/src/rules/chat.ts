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
export const CHAT_MESSAGE_KINDS = ['text', 'job_card'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/** The side a message is addressed to (the spec's to_system): the company's people, or the candidate. */
export const CHAT_SIDES = ['recruiter', 'candidate'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

/** Why a conversation is reported; labels are `review.reasons.<reason>`, as the review console shows them. */
export const CHAT_REPORT_REASONS = ['spam', 'harassment', 'fraud', 'other'] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];

/** The catalogue key of an empty or whitespace-only message (spec section 5). */
export const CHAT_EMPTY_MESSAGE_KEY = 'chat.empty_message';

/** Whether a message has nothing to send: empty or only whitespace. */
export const isBlankChatMessage = (content: string): boolean => content.trim() === '';

/** Whether a message fits the spec's length (CHAT.maxLength characters, counted as the browser's textarea does). */
export const fitsChatMessage = (content: string): boolean => content.length <= CHAT.maxLength;

/** Whether two messages' times are far enough apart for a time separator between them (spec section 9). */
export const needsTimeSeparator = (earlier: Date, later: Date): boolean =>
  later.getTime() - earlier.getTime() > CHAT.separatorGapMs;
