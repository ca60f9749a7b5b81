import type { ChatMessageItem } from '@jobbridge/shared';
import { describe, expect, it } from 'vitest';
import {
  applyReadFrame,
  type ChatLine,
  chatActionOffer,
  chatTime,
  exchangedContacts,
  isOfConversation,
  listPreview,
  mergeLines,
  updateLines,
  withSeparators,
} from './chat';

const message = (over: Partial<ChatMessageItem> = {}): ChatMessageItem => ({
  message_id: 1,
  from_user_id: 10,
  to_user_id: 20,
  to_system: 'recruiter',
  job_id: 5,
  kind: 'text',
  content: 'hi',
  unread: 1,
  client_id: null,
  create_time: '2026-11-25 09:00:00',
  action_state: null,
  contact_type: null,
  answered_by: null,
  contacts: null,
  ...over,
});
const sent = (over: Partial<ChatMessageItem> = {}): ChatLine => ({ ...message(over), state: 'sent' });

describe('the chat dialog lines', () => {
  it('keeps one line per message, the server order, and replaces a pending line by its stored message', () => {
    const pending: ChatLine = { ...message({ message_id: -1, client_id: 'c-2' }), state: 'pending' };
    const lines = mergeLines([sent({ message_id: 3 }), pending], [message({ message_id: 1 })]);
    expect(lines.map((line) => [line.message_id, line.state])).toEqual([
      [1, 'sent'],
      [3, 'sent'],
      [-1, 'pending'],
    ]);
    // The sender's own socket brings the stored message, then the ack brings it again: one line.
    const stored = message({ message_id: 4, client_id: 'c-2' });
    const after = mergeLines(mergeLines(lines, [stored]), [stored]);
    expect(after.map((line) => [line.message_id, line.state])).toEqual([
      [1, 'sent'],
      [3, 'sent'],
      [4, 'sent'],
    ]);
  });

  it('marks read what a read frame covers, and nothing else', () => {
    const lines = [sent({ message_id: 1 }), sent({ message_id: 2 }), sent({ message_id: 3, to_system: 'candidate' })];
    const read = applyReadFrame(lines, {
      type: 'read',
      job_id: 5,
      candidate_id: 10,
      reader_id: 20,
      to_system: 'recruiter',
      last_message_id: 1,
    });
    expect(read.map((line) => line.unread)).toEqual([0, 1, 1]);
  });

  it('knows the conversation of a message from its job and its candidate', () => {
    expect(isOfConversation(message(), 5, 10)).toBe(true);
    expect(isOfConversation(message({ to_system: 'candidate', from_user_id: 20, to_user_id: 10 }), 5, 10)).toBe(true);
    expect(isOfConversation(message({ job_id: 6 }), 5, 10)).toBe(false);
    expect(isOfConversation(message({ from_user_id: 11 }), 5, 10)).toBe(false);
  });

  it('shows times by the shared rule and separates messages more than 5 minutes apart', () => {
    const now = new Date('2026-11-25T04:00:00Z'); // 12:00 in UTC+8
    expect(chatTime('2026-11-25 09:05:00', 'en', 'Yesterday', now)).toBe('09:05');
    expect(chatTime('2026-11-24 21:30:00', 'en', 'Yesterday', now)).toBe('Yesterday 21:30');
    expect(chatTime('2026-03-02 08:00:00', 'en', 'Yesterday', now)).toBe('2 Mar');
    expect(chatTime('2026-03-02 08:00:00', 'zh', '昨天', now)).toBe('3月2日');
    expect(chatTime('2025-12-31 08:00:00', 'en', 'Yesterday', now)).toBe('31 Dec 2025');
    expect(chatTime('2025-12-31 08:00:00', 'zh', '昨天', now)).toBe('2025年12月31日');
    const rows = withSeparators(
      [
        sent({ message_id: 1, create_time: '2026-11-25 09:00:00' }),
        sent({ message_id: 2, create_time: '2026-11-25 09:05:00' }),
        sent({ message_id: 3, create_time: '2026-11-25 09:10:01' }),
      ],
      'en',
      'Yesterday',
      now,
    );
    expect(rows.map((row) => (row.kind === 'separator' ? row.label : row.line.message_id))).toEqual([
      '09:00',
      1,
      2,
      '09:10',
      3,
    ]);
  });
});

describe('the actions of a conversation', () => {
  it('puts an answered card in its new state in place, and adds one it did not hold', () => {
    const request = message({ message_id: 2, kind: 'resume_request', action_state: 'pending' });
    const lines = mergeLines([], [message({ message_id: 1 }), request]);
    const answered = updateLines(lines, { ...request, action_state: 'accepted', answered_by: 10 });
    expect(answered.map((line) => [line.message_id, line.action_state])).toEqual([
      [1, null],
      [2, 'accepted'],
    ]);
    const resume = message({ message_id: 3, kind: 'resume' });
    expect(updateLines(answered, resume).map((line) => line.message_id)).toEqual([1, 2, 3]);
  });

  it("shows each side its own value and the other side's once an exchange is accepted", () => {
    // The candidate (side of the sender of a message to the recruiter side) proposed.
    const card = message({ kind: 'contact_request', to_system: 'recruiter', contact_type: 'wechat' });
    expect(exchangedContacts(card, 'candidate')).toBeNull();
    const accepted = { ...card, contacts: { from: 'cand_wx', to: 'hr_wx' } };
    expect(exchangedContacts(accepted, 'candidate')).toEqual({ mine: 'cand_wx', theirs: 'hr_wx' });
    expect(exchangedContacts(accepted, 'recruiter')).toEqual({ mine: 'hr_wx', theirs: 'cand_wx' });
  });

  it('offers each side its actions, none twice while one waits, and no phone exchange without a phone', () => {
    const none = { wechat_id: null, phone: null };
    expect(chatActionOffer('candidate', [], none)).toEqual({
      requestResume: false,
      sendResume: true,
      invite: false,
      wechat: true,
      needsWechatId: true,
      phone: false,
      noPhone: true,
    });
    const lines = [
      message({ kind: 'resume_request', action_state: 'pending' }),
      message({ kind: 'contact_request', contact_type: 'phone', action_state: 'pending' }),
      message({ kind: 'contact_request', contact_type: 'wechat', action_state: 'declined' }),
      message({ kind: 'invite' }),
    ];
    expect(chatActionOffer('recruiter', lines, { wechat_id: 'hr_wx_01', phone: '+86 138' })).toEqual({
      requestResume: false,
      sendResume: false,
      invite: false,
      wechat: true,
      needsWechatId: false,
      phone: false,
      noPhone: false,
    });
    expect(chatActionOffer('recruiter', [], { wechat_id: null, phone: '+86 138' })).toMatchObject({
      requestResume: true,
      invite: true,
      phone: true,
    });
  });

  it('does not offer again an exchange that was accepted (its card shows both values)', () => {
    const own = { wechat_id: 'cand_wx', phone: '+86 139' };
    const accepted = (type: 'wechat' | 'phone') =>
      message({ kind: 'contact_request', contact_type: type, action_state: 'accepted' });
    expect(chatActionOffer('candidate', [accepted('wechat')], own)).toMatchObject({ wechat: false, phone: true });
    expect(chatActionOffer('candidate', [accepted('phone')], own)).toMatchObject({ wechat: true, phone: false });
  });
});

describe('the chat list preview', () => {
  it("names a card in the reader's language, and shows text as it is", () => {
    const item = { position: 'Planner', contact_type: null };
    expect(listPreview({ ...item, kind: 'text' })).toBeNull();
    expect(listPreview({ ...item, kind: 'job_card' })).toEqual({ key: 'chat.aboutJob' });
    expect(listPreview({ ...item, kind: 'resume' })).toEqual({ key: 'chat.card.resumeTitle' });
    expect(listPreview({ ...item, kind: 'contact_request', contact_type: 'phone' })?.key).toBe(
      'chat.card.phoneProposed',
    );
    expect(listPreview({ ...item, kind: 'contact_request', contact_type: 'wechat' })?.key).toBe(
      'chat.card.wechatProposed',
    );
    expect(listPreview({ ...item, kind: 'invite' })).toEqual({
      key: 'chat.card.invited',
      values: { position: 'Planner' },
    });
  });
});
