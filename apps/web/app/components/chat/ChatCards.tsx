import { type ChatMessageItem, type ChatSide, WECHAT_ID_PATTERN } from '@jobbridge/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { exchangedContacts, senderSideOf } from '../../lib/chat';
import { useSite } from '../../lib/use-site';
import { DownloadButton } from '../candidate/DownloadButton';
import { BusyButton } from '../ui/BusyButton';
import { Link } from '../ui/Link';
import { actionButton, type OwnContacts, WechatIdForm } from './ChatActions';

/** The kinds drawn as an action card (decision 0030). */
export const isActionCard = (kind: ChatMessageItem['kind']) =>
  kind === 'resume_request' || kind === 'resume' || kind === 'contact_request' || kind === 'invite';

/**
 * A card of the conversation's actions: a resume request (the candidate
 * answers it by sending the resume, or declines), a resume (opened as a PDF
 * by the conversation's parties), a proposed exchange of WeChat IDs or phone
 * numbers (answered by the other side; the values show once accepted), an
 * invitation to apply (with the job's page).
 */
export function ChatCard({
  message,
  side,
  position,
  own,
  onOwnChange,
  onStored,
}: {
  message: ChatMessageItem;
  /** The viewer's side. */
  side: ChatSide;
  position: string;
  own: OwnContacts;
  onOwnChange: (own: OwnContacts) => void;
  onStored: (messages: ChatMessageItem[]) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const mine = senderSideOf(message) === side;
  const frame = (children: ReactNode) => (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        data-card={message.kind}
        className="w-full max-w-xs rounded-lg border border-teal-200 bg-white px-4 py-3 text-sm shadow-sm"
      >
        {children}
      </div>
    </li>
  );

  if (message.kind === 'resume') {
    return frame(
      <>
        <p className="text-xs font-medium uppercase tracking-wide text-teal-900">{t('chat.card.resumeTitle')}</p>
        <p className="mt-1 break-words font-semibold text-slate-900">{message.content}</p>
        <div className="mt-2">
          <DownloadButton
            path={`/message/chatResume/${message.message_id}?lang=${locale}`}
            fileName={message.content}
            label={t('chat.card.openResume')}
            busyLabel={t('profile.resume.preparingPdf')}
            doneText={t('profile.resume.pdfSaved')}
            className={actionButton}
          />
        </div>
      </>,
    );
  }

  if (message.kind === 'invite') {
    return frame(
      <>
        <p className="font-semibold text-slate-900">
          {t(mine ? 'chat.card.inviteMine' : 'chat.card.inviteTheirs', { position })}
        </p>
        {!mine && message.job_id !== null && (
          <Link
            to={`/jobs/${message.job_id}`}
            className="mt-2 inline-block rounded-md bg-teal-700 px-3 py-1.5 font-semibold text-white hover:bg-teal-800"
          >
            {t('chat.card.viewAndApply')}
          </Link>
        )}
      </>,
    );
  }

  const revealed = exchangedContacts(message, side);
  const phone = message.contact_type === 'phone';
  const title =
    message.kind === 'resume_request'
      ? t(mine ? 'chat.card.resumeAskedMine' : 'chat.card.resumeAskedTheirs')
      : revealed
        ? t(phone ? 'chat.card.phoneExchanged' : 'chat.card.wechatExchanged')
        : phone
          ? t(mine ? 'chat.card.phoneMine' : 'chat.card.phoneTheirs')
          : t(mine ? 'chat.card.wechatMine' : 'chat.card.wechatTheirs');
  return frame(
    <>
      <p className="font-semibold text-slate-900">{title}</p>
      {revealed && (
        <div className="mt-2 space-y-1 rounded-md bg-teal-50 px-3 py-2 text-teal-950">
          <p className="break-all font-medium">
            {t(phone ? 'chat.card.theirPhone' : 'chat.card.theirWechat', {
              value: revealed.theirs,
            })}
          </p>
          <p className="break-all">
            {t(phone ? 'chat.card.yourPhone' : 'chat.card.yourWechat', {
              value: revealed.mine,
            })}
          </p>
        </div>
      )}
      {message.action_state === 'pending' && !mine ? (
        <RequestAnswer message={message} own={own} onOwnChange={onOwnChange} onStored={onStored} />
      ) : revealed ? null : (
        <p className="mt-1 text-xs text-slate-600" data-state={message.action_state ?? undefined}>
          {message.action_state === 'pending'
            ? t('chat.card.pending')
            : message.action_state === 'declined'
              ? t('chat.card.declined')
              : message.kind === 'resume_request'
                ? t('chat.card.resumeSent')
                : t('chat.card.accepted')}
        </p>
      )}
    </>,
  );
}

/** Accept or decline a request addressed to the viewer's side; a WeChat exchange without an ID on the account asks for one. */
function RequestAnswer({
  message,
  own,
  onOwnChange,
  onStored,
}: {
  message: ChatMessageItem;
  own: OwnContacts;
  onOwnChange: (own: OwnContacts) => void;
  onStored: (messages: ChatMessageItem[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [askingWechat, setAskingWechat] = useState(false);
  const [wechatId, setWechatId] = useState('');
  const needsWechat = message.contact_type === 'wechat' && !own.wechat_id;
  const noPhone = message.contact_type === 'phone' && !own.phone;

  async function answer(accept: 0 | 1, wechat?: string) {
    setBusy(true);
    setError(null);
    const envelope = await browserApi.answerChatAction({
      message_id: message.message_id,
      accept,
      ...(wechat ? { wechat_id: wechat } : {}),
    });
    setBusy(false);
    if (!envelope.success) {
      setError(t('chat.actions.failed', { reason: failureText(t, envelope) }));
      return;
    }
    if (wechat) onOwnChange({ ...own, wechat_id: wechat });
    onStored(envelope.data.reply ? [envelope.data.message, envelope.data.reply] : [envelope.data.message]);
  }

  function acceptWithWechat(event: FormEvent) {
    event.preventDefault();
    const value = wechatId.trim();
    if (!WECHAT_ID_PATTERN.test(value)) {
      setError(t('errors.field.wechatId'));
      return;
    }
    void answer(1, value);
  }

  const acceptLabel = message.kind === 'resume_request' ? t('chat.actions.sendResume') : t('chat.actions.accept');
  return (
    <div className="mt-2">
      <div className="flex flex-wrap gap-2">
        <BusyButton
          type="button"
          busy={busy}
          disabled={noPhone}
          aria-describedby={noPhone ? `${id}-no-phone` : undefined}
          aria-expanded={needsWechat ? askingWechat : undefined}
          onClick={() => (needsWechat ? setAskingWechat(true) : void answer(1))}
          className="rounded-md bg-teal-700 px-3 py-1.5 font-semibold text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {acceptLabel}
        </BusyButton>
        <BusyButton
          type="button"
          busy={busy}
          onClick={() => void answer(0)}
          className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('chat.actions.decline')}
        </BusyButton>
      </div>
      {noPhone && (
        <p id={`${id}-no-phone`} className="mt-1 text-xs text-slate-600">
          {t('chat.actions.noPhone')}
        </p>
      )}
      {askingWechat && needsWechat && (
        <WechatIdForm
          id={`${id}-wechat`}
          value={wechatId}
          onChange={setWechatId}
          onSubmit={acceptWithWechat}
          onCancel={() => setAskingWechat(false)}
          submitLabel={t('chat.actions.acceptWith')}
          busy={busy}
        />
      )}
      <p role="status" className="mt-1 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
