import {
  CHAT,
  CHAT_COUNT_SHOWN_FROM,
  type ChatSide,
  chatCharactersLeft,
  chatTextProblem,
  composerKeyAction,
  TOAST_MS,
} from '@jobbridge/shared';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CHAT_EMOJIS } from '../../lib/chat-emojis';
import { BusyButton } from '../ui/BusyButton';

const PHRASE_NUMBERS = Array.from({ length: CHAT.cannedPhraseCount }, (_, i) => i + 1);

/**
 * The chat dialog's text box (spec sections 2, 5 and 9): an emoji panel, a
 * panel of quick phrases, the box and Send. Enter sends; Ctrl, Shift, Alt or
 * ⌘ with Enter inserts a newline; an empty or whitespace-only message shows
 * 'chat.empty_message' for TOAST_MS; the count of characters left shows near
 * CHAT.maxLength. `onSend` answers whether the message was taken (the box
 * then empties; otherwise the text stays so nothing is lost). `closed` (the
 * other side blocked the conversation): nothing more can be sent; a box that
 * holds text keeps it, read-only, so it can still be copied, and an empty one
 * is not shown. The component stays mounted through that change, so the text
 * typed before it survives a reload of the page's data.
 */
export function ChatComposer({
  side,
  onSend,
  disabled = false,
  closed = false,
}: {
  side: ChatSide;
  onSend: (text: string) => boolean | Promise<boolean>;
  disabled?: boolean;
  closed?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [panel, setPanel] = useState<'emoji' | 'phrases' | null>(null);
  const [problem, setProblem] = useState<'empty' | 'tooLong' | null>(null);
  const [sending, setSending] = useState(false);
  const left = chatCharactersLeft(text);

  useEffect(() => {
    if (problem !== 'empty') return;
    const timer = setTimeout(() => setProblem(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [problem]);

  /** Puts text at the caret (or in place of the selection) and keeps the caret after it. */
  function insert(piece: string) {
    const element = box.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + piece + text.slice(end);
    setText(next);
    if (problem === 'tooLong' && chatTextProblem(next) !== 'tooLong') setProblem(null);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + piece.length, start + piece.length);
    });
  }

  async function send() {
    if (closed) return;
    const found = chatTextProblem(text);
    setProblem(found);
    if (found || sending) return;
    setSending(true);
    try {
      if (await onSend(text)) {
        setText('');
        setPanel(null);
      }
    } finally {
      setSending(false);
      box.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const action = composerKeyAction({
      key: event.key,
      ctrlKey: event.ctrlKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      metaKey: event.metaKey,
      isComposing: event.nativeEvent.isComposing,
    });
    if (!action) return;
    event.preventDefault();
    if (action === 'send') void send();
    else insert('\n');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  const toggle = (which: 'emoji' | 'phrases') => setPanel((open) => (open === which ? null : which));
  if (closed && text === '') return null;
  const locked = disabled || closed;
  const toolClass =
    'rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50 aria-expanded:bg-slate-100 disabled:opacity-60';

  return (
    <form onSubmit={onSubmit} className="space-y-2 border-t border-slate-200 p-3" aria-label={t('chat.composer')}>
      <div className="flex gap-2">
        <button
          type="button"
          className={toolClass}
          aria-expanded={panel === 'emoji'}
          aria-controls={`${id}-emoji`}
          disabled={locked}
          onClick={() => toggle('emoji')}
        >
          <span aria-hidden="true">😊</span> {t('chat.emoji')}
        </button>
        <button
          type="button"
          className={toolClass}
          aria-expanded={panel === 'phrases'}
          aria-controls={`${id}-phrases`}
          disabled={locked}
          onClick={() => toggle('phrases')}
        >
          {t('chat.quickPhrases')}
        </button>
      </div>
      {panel === 'emoji' && !locked && (
        <fieldset
          id={`${id}-emoji`}
          className="grid max-h-40 grid-cols-8 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-12"
        >
          <legend className="sr-only">{t('chat.emoji')}</legend>
          {CHAT_EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="rounded p-1 text-xl leading-none hover:bg-slate-100"
              onClick={() => insert(emoji)}
            >
              {emoji}
            </button>
          ))}
        </fieldset>
      )}
      {panel === 'phrases' && !locked && (
        <ul id={`${id}-phrases`} aria-label={t('chat.quickPhrases')} className="space-y-1 rounded-lg border p-2">
          {PHRASE_NUMBERS.map((n) => (
            <li key={n}>
              <button
                type="button"
                className="w-full rounded px-2 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-100"
                onClick={() => {
                  insert(t(`chat.phrases.${side}.${n}`));
                  setPanel(null);
                }}
              >
                {t(`chat.phrases.${side}.${n}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-text`} className="sr-only">
        {t('chat.messageLabel')}
      </label>
      <textarea
        id={`${id}-text`}
        ref={box}
        rows={3}
        value={text}
        disabled={disabled}
        readOnly={closed}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-hint ${id}-keys`}
        onChange={(event) => {
          setText(event.target.value);
          if (problem === 'tooLong' && chatTextProblem(event.target.value) !== 'tooLong') setProblem(null);
        }}
        onKeyDown={onKeyDown}
        className="w-full resize-none rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-[invalid=true]:border-red-600"
      />
      <div className="flex items-center justify-between gap-3">
        <div id={`${id}-hint`} className="min-h-5 text-sm">
          <p role="alert" className="text-red-700">
            {problem === 'empty' && t('chat.empty_message')}
            {problem === 'tooLong' && t('chat.tooLong', { max: CHAT.maxLength })}
          </p>
          {left <= CHAT_COUNT_SHOWN_FROM && problem === null && (
            <p aria-live="polite" className={left < 0 ? 'text-red-700' : 'text-slate-600'}>
              {t('chat.charactersLeft', { count: left })}
            </p>
          )}
        </div>
        <BusyButton
          type="submit"
          busy={sending}
          disabled={locked}
          className="rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
        >
          {t('chat.send')}
        </BusyButton>
      </div>
      <p id={`${id}-keys`} className="sr-only">
        {t('chat.keysHint')}
      </p>
    </form>
  );
}
