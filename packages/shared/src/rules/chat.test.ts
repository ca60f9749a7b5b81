import { describe, expect, it } from 'vitest';
import { CHAT } from '../constants';
import { chatSendFrame, sendChatMessageBody } from '../schemas/message';
import { fitsChatMessage, isBlankChatMessage, needsTimeSeparator } from './chat';

describe('chat rules', () => {
  it('calls empty and whitespace-only messages blank, nothing else', () => {
    for (const blank of ['', ' ', '\n\t  \r\n', '\u3000']) expect(isBlankChatMessage(blank)).toBe(true);
    for (const text of ['a', ' . ', '你好']) expect(isBlankChatMessage(text)).toBe(false);
  });

  it('fits messages of at most CHAT.maxLength characters, as the call schema does', () => {
    const base = { to_user_id: 1, job_id: 2, client_id: 'c1' };
    for (const content of ['x'.repeat(CHAT.maxLength), 'x'.repeat(CHAT.maxLength + 1)]) {
      expect(sendChatMessageBody.safeParse({ ...base, content }).success).toBe(fitsChatMessage(content));
    }
    expect(chatSendFrame.safeParse({ type: 'chat_send', ...base, content: 'hi' }).success).toBe(true);
    expect(chatSendFrame.safeParse({ type: 'chat', ...base, content: 'hi' }).success).toBe(false);
  });

  it('puts a time separator between messages more than 5 minutes apart', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(needsTimeSeparator(at, new Date(at.getTime() + CHAT.separatorGapMs))).toBe(false);
    expect(needsTimeSeparator(at, new Date(at.getTime() + CHAT.separatorGapMs + 1))).toBe(true);
  });
});
