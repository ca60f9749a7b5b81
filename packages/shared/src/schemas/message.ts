import { z } from 'zod';
import { MAX_PAGE, PAGE_SIZE } from '../limits';
import { pageOf } from './envelope';
import { idField, intField, optionalId, optionalInt } from './fields';

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
