import { describe, expect, it } from 'vitest';
import { CHAT } from '../constants';
import { chatCharactersLeft, chatTextProblem, composerKeyAction, needsTimeSeparator } from './chat';

const key = (over: Partial<Parameters<typeof composerKeyAction>[0]> = {}) => ({
  key: 'Enter',
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...over,
});

describe('chat rules', () => {
  it('refuses an empty or whitespace-only message and one over the limit', () => {
    expect(chatTextProblem('')).toBe('empty');
    expect(chatTextProblem(' \n\t　')).toBe('empty');
    expect(chatTextProblem('你好')).toBeNull();
    expect(chatTextProblem('a'.repeat(CHAT.maxLength))).toBeNull();
    expect(chatTextProblem('a'.repeat(CHAT.maxLength + 1))).toBe('tooLong');
    // An emoji is one character, as the count shows it.
    expect(chatTextProblem('😀'.repeat(CHAT.maxLength))).toBeNull();
    expect(chatCharactersLeft('😀😀')).toBe(CHAT.maxLength - 2);
  });

  it('sends on Enter, inserts a newline with Ctrl, Shift, Alt or ⌘, and leaves Enter to an input method', () => {
    expect(composerKeyAction(key())).toBe('send');
    expect(composerKeyAction(key({ shiftKey: true }))).toBe('newline');
    expect(composerKeyAction(key({ ctrlKey: true }))).toBe('newline');
    expect(composerKeyAction(key({ altKey: true }))).toBe('newline');
    expect(composerKeyAction(key({ metaKey: true }))).toBe('newline');
    expect(composerKeyAction(key({ isComposing: true }))).toBeNull();
    expect(composerKeyAction(key({ key: 'a' }))).toBeNull();
  });

  it('puts a time separator before the first message and after a gap of more than 5 minutes', () => {
    const at = (minutes: number, seconds = 0) => new Date(Date.UTC(2026, 10, 25, 8, minutes, seconds));
    expect(CHAT.separatorGapMs).toBe(300_000);
    expect(needsTimeSeparator(null, at(0))).toBe(true);
    expect(needsTimeSeparator(at(0), at(5))).toBe(false);
    expect(needsTimeSeparator(at(0), at(5, 1))).toBe(true);
    expect(needsTimeSeparator(at(0), at(2))).toBe(false);
  });
});
