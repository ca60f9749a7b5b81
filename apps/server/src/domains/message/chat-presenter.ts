import { type ChatListItem, type ChatMessageItem, formatCreateTime, headlineFor, type Locale } from '@jobbridge/shared';
import type { ChatListRow, ChatMessageRow } from './chat-service';

export const presentChatMessage = (row: ChatMessageRow): ChatMessageItem => ({
  message_id: row.message_id,
  from_user_id: row.from_user_id,
  to_user_id: row.to_user_id,
  to_system: row.to_system,
  job_id: row.job_id,
  kind: row.kind,
  content: row.content,
  unread: row.unread,
  client_id: row.client_id,
  create_time: formatCreateTime(row.create_time),
  action_state: row.state,
  contact_type: row.contact_type,
  answered_by: row.answered_by,
  // The values of an exchange only once it is accepted (decision 0030): never before, in no answer or frame.
  contacts:
    row.kind === 'contact_request' && row.state === 'accepted' && row.contact_from && row.contact_to
      ? { from: row.contact_from, to: row.contact_to }
      : null,
});

/** A conversation of the chat list, in the reader's language. */
export const presentChatListItem = (row: ChatListRow, locale: Locale): ChatListItem => ({
  user_id: row.counterpart_id,
  job_id: row.job_id,
  candidate_id: row.candidate_id,
  logo_url: row.logo_url,
  brand_name: locale === 'zh' ? row.brand_name : row.eng_brand_name,
  position: locale === 'zh' ? row.position_zh : row.position_en,
  avatar_url: row.avatar_url,
  headline_job: headlineFor(row, locale),
  first_name: row.first_name,
  content: row.content,
  kind: row.kind,
  contact_type: row.contact_type,
  create_time: formatCreateTime(row.create_time),
  cou: row.unread,
});
