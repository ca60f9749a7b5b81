import { CHAT } from '../constants';

/**
 * Chat rules both sides use (spec sections 5 and 9): what a message may be,
 * what a key does in the text box, and where the time separators go.
 */

/** Why a message cannot be sent: empty or whitespace only ('chat.empty_message'), or longer than CHAT.maxLength. */
export function chatTextProblem(text: string): 'empty' | 'tooLong' | null {
  if (text.trim() === '') return 'empty';
  if ([...text].length > CHAT.maxLength) return 'tooLong';
  return null;
}

/** Characters left before CHAT.maxLength, counting by code point as the limit does (an emoji is one). */
export const chatCharactersLeft = (text: string): number => CHAT.maxLength - [...text].length;

/** Shown from this many characters left on, so the count appears only near the limit. */
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
 * What a key press in the chat box does: Enter sends; Ctrl, Shift or Alt
 * (or ⌘ on a Mac) with Enter inserts a newline; anything else, and Enter
 * while an input method is composing, is left to the box.
 */
export function composerKeyAction(event: ComposerKey): 'send' | 'newline' | null {
  if (event.key !== 'Enter' || event.isComposing) return null;
  if (event.ctrlKey || event.shiftKey || event.altKey || event.metaKey) return 'newline';
  return 'send';
}

/** Whether a time separator goes before a message: the first one, or more than CHAT.separatorGapMs after the one before. */
export function needsTimeSeparator(previous: Date | null, next: Date): boolean {
  return previous === null || next.getTime() - previous.getTime() > CHAT.separatorGapMs;
}
