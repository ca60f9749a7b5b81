import {
  type ChatContactType,
  type ChatMessageItem,
  type ChatSide,
  WECHAT_ID_MAX_LENGTH,
  WECHAT_ID_PATTERN,
} from '@jobbridge/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { chatActionOffer, newClientId } from '../../lib/chat';
import { BusyButton } from '../ui/BusyButton';

/** The session user's own contacts, as getChatMessages answers them. */
export interface OwnContacts {
  wechat_id: string | null;
  phone: string | null;
}

export const actionButton =
  'rounded-full border border-teal-700 px-3 py-1 text-sm font-medium text-teal-800 hover:bg-teal-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-transparent';

/**
 * The actions under a conversation (decision 0030): the company's side asks
 * for the resume and invites to apply, the candidate sends their resume,
 * and either side proposes to exchange WeChat IDs or phone numbers. Each
 * button sends once (a new client id per click, the button busy meanwhile);
 * the stored card comes back to `onStored`.
 */
export function ChatActions({
  side,
  counterpartId,
  jobId,
  lines,
  own,
  onOwnChange,
  onStored,
}: {
  side: ChatSide;
  counterpartId: number;
  jobId: number;
  lines: readonly ChatMessageItem[];
  own: OwnContacts;
  onOwnChange: (own: OwnContacts) => void;
  onStored: (messages: ChatMessageItem[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [askingWechat, setAskingWechat] = useState(false);
  const [wechatId, setWechatId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const offer = chatActionOffer(side, lines, own);
  const target = { to_user_id: counterpartId, job_id: jobId };

  async function run(action: () => ReturnType<typeof browserApi.sendChatResume>): Promise<boolean> {
    setBusy(true);
    setError(null);
    const envelope = await action();
    setBusy(false);
    if (!envelope.success) {
      setError(t('chat.actions.failed', { reason: failureText(t, envelope) }));
      return false;
    }
    onStored([envelope.data]);
    return true;
  }

  const propose = (type: ChatContactType, wechat?: string) =>
    run(() =>
      browserApi.proposeChatContact({
        ...target,
        client_id: newClientId(),
        contact_type: type,
        ...(wechat ? { wechat_id: wechat } : {}),
      }),
    );

  async function proposeWechat(event: FormEvent) {
    event.preventDefault();
    const value = wechatId.trim();
    if (!WECHAT_ID_PATTERN.test(value)) {
      setError(t('errors.field.wechatId'));
      return;
    }
    if (await propose('wechat', value)) {
      onOwnChange({ ...own, wechat_id: value });
      setAskingWechat(false);
    }
  }

  return (
    <div className="border-t border-slate-200 px-4 py-2">
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className="sr-only">{t('chat.actions.label')}</legend>
        <div className="flex flex-wrap gap-2">
          {side === 'recruiter' && (
            <BusyButton
              type="button"
              className={actionButton}
              busy={busy}
              disabled={!offer.requestResume}
              onClick={() => void run(() => browserApi.requestChatResume({ ...target, client_id: newClientId() }))}
            >
              {t('chat.actions.requestResume')}
            </BusyButton>
          )}
          {offer.sendResume && (
            <BusyButton
              type="button"
              className={actionButton}
              busy={busy}
              onClick={() => void run(() => browserApi.sendChatResume({ ...target, client_id: newClientId() }))}
            >
              {t('chat.actions.sendResume')}
            </BusyButton>
          )}
          <BusyButton
            type="button"
            className={actionButton}
            busy={busy}
            disabled={!offer.wechat}
            aria-expanded={offer.needsWechatId ? askingWechat : undefined}
            aria-controls={offer.needsWechatId ? `${id}-wechat` : undefined}
            onClick={() => (offer.needsWechatId ? setAskingWechat((open) => !open) : void propose('wechat'))}
          >
            {t('chat.actions.exchangeWechat')}
          </BusyButton>
          <BusyButton
            type="button"
            className={actionButton}
            busy={busy}
            disabled={!offer.phone}
            aria-describedby={offer.noPhone ? `${id}-no-phone` : undefined}
            onClick={() => void propose('phone')}
          >
            {t('chat.actions.exchangePhone')}
          </BusyButton>
          {side === 'recruiter' && (
            <BusyButton
              type="button"
              className={actionButton}
              busy={busy}
              disabled={!offer.invite}
              onClick={() => void run(() => browserApi.inviteChatApply({ ...target, client_id: newClientId() }))}
            >
              {t('chat.actions.invite')}
            </BusyButton>
          )}
        </div>
      </fieldset>
      {offer.noPhone && (
        <p id={`${id}-no-phone`} className="mt-1 text-xs text-slate-600">
          {t('chat.actions.noPhone')}
        </p>
      )}
      {askingWechat && offer.needsWechatId && (
        <WechatIdForm
          id={`${id}-wechat`}
          value={wechatId}
          onChange={setWechatId}
          onSubmit={proposeWechat}
          onCancel={() => setAskingWechat(false)}
          submitLabel={t('chat.actions.propose')}
          busy={busy}
        />
      )}
      <p role="status" className="mt-1 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}

/** The WeChat ID a user without one gives to exchange it (kept on their account); opened by a button, it takes the focus. */
export function WechatIdForm({
  id,
  value,
  onChange,
  onSubmit,
  onCancel,
  submitLabel,
  busy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // Opened by a button: the field takes the focus (and comes into view inside the scrolled conversation).
  useEffect(() => input.current?.focus(), []);
  return (
    <form id={id} onSubmit={onSubmit} className="mt-2 max-w-sm space-y-2">
      <div>
        <label htmlFor={`${id}-input`} className="block text-sm font-medium text-slate-800">
          {t('chat.actions.wechatLabel')}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          maxLength={WECHAT_ID_MAX_LENGTH}
          aria-describedby={`${id}-hint`}
          className="mt-1 block w-full rounded-md border border-slate-400 px-2 py-1.5 text-sm"
        />
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600">
          {t('chat.actions.wechatHint')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <BusyButton
          type="submit"
          busy={busy}
          className="rounded-md bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
        >
          {submitLabel}
        </BusyButton>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('chat.actions.cancel')}
        </button>
      </div>
    </form>
  );
}
