import {
  type ChatListItem,
  type ChatMessageItem,
  type ChatReadFrame,
  type ChatSide,
  type Locale,
  messageTimeDisplay,
  needsTimeSeparator,
  parseCreateTime,
} from '@jobbridge/shared';

/** A message as the dialog holds it: stored, or typed here and not yet stored (pending or failed). */
export interface ChatLine extends ChatMessageItem {
  /** 'sent' once stored; 'pending' while on its way; 'failed' with the reason shown, the text kept. */
  state: 'sent' | 'pending' | 'failed';
  error?: string;
}

export type ChatRow =
  | { kind: 'separator'; key: string; label: string; dateTime: string }
  | { kind: 'line'; line: ChatLine };

/** A new client id for a message (a resend with it never makes a second one). */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Adds stored messages to the dialog's lines: one line per message_id (the
 * sender's own sockets receive their messages too), a pending line replaced
 * by its stored message (same client_id), in the server's order with lines
 * not yet stored last.
 */
export function mergeLines(lines: readonly ChatLine[], stored: readonly ChatMessageItem[]): ChatLine[] {
  const byId = new Map<number, ChatLine>();
  const clientIds = new Set<string>();
  for (const message of stored) {
    byId.set(message.message_id, { ...message, state: 'sent' });
    if (message.client_id) clientIds.add(message.client_id);
  }
  const kept: ChatLine[] = [];
  for (const line of lines) {
    if (line.state === 'sent') {
      if (!byId.has(line.message_id)) byId.set(line.message_id, line);
    } else if (!(line.client_id && clientIds.has(line.client_id))) kept.push(line);
  }
  return [...[...byId.values()].sort((a, b) => a.message_id - b.message_id), ...kept];
}

/** Marks read the messages a `read` frame covers (addressed to its side, up to its last id). */
export function applyReadFrame(lines: readonly ChatLine[], frame: ChatReadFrame): ChatLine[] {
  return lines.map((line) =>
    line.state === 'sent' &&
    line.to_system === frame.to_system &&
    line.message_id <= frame.last_message_id &&
    line.unread
      ? { ...line, unread: 0 }
      : line,
  );
}

/** Whether a message belongs to the open conversation (its job and its candidate). */
export function isOfConversation(message: ChatMessageItem, jobId: number, candidateId: number): boolean {
  const candidate = message.to_system === 'recruiter' ? message.from_user_id : message.to_user_id;
  return message.job_id === jobId && candidate === candidateId;
}

/** The side a user is on in a conversation of `candidateId`. */
export const sideIn = (userId: number, candidateId: number): ChatSide =>
  userId === candidateId ? 'candidate' : 'recruiter';

/** A message time as the spec shows it: today the time, 'Yesterday' and the time, this year month and day, else the date. */
export function chatTime(createTime: string, locale: Locale, yesterday: string, now: Date = new Date()): string {
  const date = parseCreateTime(createTime);
  if (Number.isNaN(date.getTime())) return createTime;
  const shown = messageTimeDisplay(date, locale, now);
  return shown.kind === 'yesterday' ? `${yesterday} ${shown.text}` : shown.text;
}

/** The lines with a time separator before the first and wherever two are more than 5 minutes apart. */
export function withSeparators(
  lines: readonly ChatLine[],
  locale: Locale,
  yesterday: string,
  now: Date = new Date(),
): ChatRow[] {
  const rows: ChatRow[] = [];
  let previous: Date | null = null;
  for (const line of lines) {
    const at = parseCreateTime(line.create_time);
    if (!Number.isNaN(at.getTime())) {
      if (needsTimeSeparator(previous, at)) {
        const [date = '', clock = ''] = line.create_time.split(' ');
        rows.push({
          kind: 'separator',
          key: `sep-${line.client_id ?? line.message_id}`,
          label: chatTime(line.create_time, locale, yesterday, now),
          dateTime: `${date}T${clock}+08:00`,
        });
      }
      previous = at;
    }
    rows.push({ kind: 'line', line });
  }
  return rows;
}

/** The lines with a stored message in its new state (a `chat_update` frame, an answer); one not held yet is added. */
export function updateLines(lines: readonly ChatLine[], message: ChatMessageItem): ChatLine[] {
  const held = lines.some((line) => line.state === 'sent' && line.message_id === message.message_id);
  if (!held) return mergeLines(lines, [message]);
  return lines.map((line) =>
    line.state === 'sent' && line.message_id === message.message_id ? { ...message, state: 'sent' } : line,
  );
}

/** The side that sent a message (the other side than the one it is addressed to). */
export const senderSideOf = (message: Pick<ChatMessageItem, 'to_system'>): ChatSide =>
  message.to_system === 'candidate' ? 'recruiter' : 'candidate';

/**
 * An accepted exchange's values as a side sees them: its own side's and the
 * other side's (`contacts.from` is the proposer's, `contacts.to` the
 * answerer's). Null while nothing is revealed.
 */
export function exchangedContacts(
  message: Pick<ChatMessageItem, 'to_system' | 'contacts'>,
  viewerSide: ChatSide,
): { mine: string; theirs: string } | null {
  if (!message.contacts) return null;
  const { from, to } = message.contacts;
  return senderSideOf(message) === viewerSide ? { mine: from, theirs: to } : { mine: to, theirs: from };
}

/** What the actions of a conversation offer a side now (decision 0030). */
export interface ChatActionOffer {
  /** The company's side: ask for the resume (not while a request waits). */
  requestResume: boolean;
  /** The candidate: send the resume. */
  sendResume: boolean;
  /** The company's side: invite to apply (once per conversation). */
  invite: boolean;
  /** Propose a WeChat exchange (not while one waits); `needsWechatId`: the account has none, ask for it. */
  wechat: boolean;
  needsWechatId: boolean;
  /** Propose a phone exchange (not while one waits); `noPhone`: the account has none, so it cannot. */
  phone: boolean;
  noPhone: boolean;
}

export function chatActionOffer(
  side: ChatSide,
  lines: readonly ChatMessageItem[],
  own: { wechat_id: string | null; phone: string | null },
): ChatActionOffer {
  const has = (kind: ChatMessageItem['kind'], state: ChatMessageItem['action_state'], type?: string) =>
    lines.some(
      (line) => line.kind === kind && line.action_state === state && (type === undefined || line.contact_type === type),
    );
  const pending = (kind: ChatMessageItem['kind'], type?: string) => has(kind, 'pending', type);
  // An exchange that was accepted is done: both values show on its card, so it is not offered again.
  const exchanged = (type: string) => has('contact_request', 'accepted', type);
  const company = side === 'recruiter';
  return {
    requestResume: company && !pending('resume_request'),
    sendResume: !company,
    invite: company && !lines.some((line) => line.kind === 'invite'),
    wechat: !pending('contact_request', 'wechat') && !exchanged('wechat'),
    needsWechatId: !own.wechat_id,
    phone: own.phone !== null && !pending('contact_request', 'phone') && !exchanged('phone'),
    noPhone: own.phone === null,
  };
}

/**
 * How the chat list names a conversation's last message in the reader's
 * language: a catalogue key (and its values) for a card, null for text
 * (shown as it is).
 */
export function listPreview(
  item: Pick<ChatListItem, 'kind' | 'contact_type' | 'position'>,
): { key: string; values?: Record<string, string> } | null {
  switch (item.kind) {
    case 'job_card':
      return { key: 'chat.aboutJob' };
    case 'resume_request':
      return { key: 'chat.card.resumeRequested' };
    case 'resume':
      return { key: 'chat.card.resumeTitle' };
    case 'contact_request':
      return { key: item.contact_type === 'phone' ? 'chat.card.phoneProposed' : 'chat.card.wechatProposed' };
    case 'invite':
      return { key: 'chat.card.invited', values: { position: item.position } };
    default:
      return null;
  }
}
