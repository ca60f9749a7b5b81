import { describe, expect, it } from 'vitest';
import { CHAT } from '../constants';
import { chatSendFrame, sendChatMessageBody } from '../schemas/message';
import {
  chatCharactersLeft,
  chatTextProblem,
  composerKeyAction,
  fitsChatMessage,
  isBlankChatMessage,
  needsTimeSeparator,
} from './chat';

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

  it('puts a time separator before the first message too', () => {
    expect(needsTimeSeparator(null, new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });

  it('says why a message cannot be sent, and counts what is left as the schema counts', () => {
    expect(chatTextProblem('')).toBe('empty');
    expect(chatTextProblem(' \n\t\u3000')).toBe('empty');
    expect(chatTextProblem('你好')).toBeNull();
    expect(chatTextProblem('a'.repeat(CHAT.maxLength))).toBeNull();
    expect(chatTextProblem('a'.repeat(CHAT.maxLength + 1))).toBe('tooLong');
    expect(chatCharactersLeft('你好')).toBe(CHAT.maxLength - 2);
  });

  it('sends on Enter, inserts a newline with Ctrl, Shift, Alt or ⌘, and leaves Enter to an input method', () => {
    const key = (over: Partial<Parameters<typeof composerKeyAction>[0]> = {}) => ({
      key: 'Enter',
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      ...over,
    });
    expect(composerKeyAction(key())).toBe('send');
    expect(composerKeyAction(key({ shiftKey: true }))).toBe('newline');
    expect(composerKeyAction(key({ ctrlKey: true }))).toBe('newline');
    expect(composerKeyAction(key({ altKey: true }))).toBe('newline');
    expect(composerKeyAction(key({ metaKey: true }))).toBe('newline');
    expect(composerKeyAction(key({ isComposing: true }))).toBeNull();
    expect(composerKeyAction(key({ key: 'a' }))).toBeNull();
  });
});
