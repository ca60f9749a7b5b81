import { CHAT_LIMITS, CHAT_REPORT_REASONS, type ChatReportReason } from '@jobbridge/shared';
import { type FormEvent, useId, useState } from 'react';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';

/**
 * Block and report for one conversation (decision 0025): blocking stops the
 * other side's messages until it is lifted; a report, with its reason and a
 * note, goes to the platform's review.
 */
export function ChatSafety({
  counterpartId,
  jobId,
  blockedByMe,
}: {
  counterpartId: number;
  jobId: number;
  blockedByMe: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [blocked, setBlocked] = useState(blockedByMe);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<ChatReportReason>('spam');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const conversation = { to_user_id: counterpartId, job_id: jobId };

  async function toggleBlock() {
    const envelope = await browserApi.blockChat({ ...conversation, blocked: blocked ? 0 : 1 });
    if (!envelope.success) {
      setMessage({ tone: 'error', text: failureText(t, envelope) });
      return;
    }
    setBlocked(envelope.data.blocked);
    setMessage({ tone: 'ok', text: t(envelope.data.blocked ? 'chat.blockedNow' : 'chat.unblockedNow') });
  }

  async function report(event: FormEvent) {
    event.preventDefault();
    const envelope = await browserApi.reportChat({ ...conversation, reason, ...(note.trim() ? { note } : {}) });
    if (!envelope.success) {
      setMessage({ tone: 'error', text: failureText(t, envelope) });
      return;
    }
    setReporting(false);
    setNote('');
    setMessage({ tone: 'ok', text: t('chat.reported') });
  }

  const small = 'rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-800 hover:bg-slate-50';
  return (
    <div className="mt-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={small} onClick={() => void toggleBlock()}>
          {blocked ? t('chat.unblock') : t('chat.block')}
        </button>
        <button
          type="button"
          className={small}
          aria-expanded={reporting}
          aria-controls={`${id}-report`}
          onClick={() => setReporting((open) => !open)}
        >
          {t('chat.report')}
        </button>
      </div>
      {reporting && (
        <form id={`${id}-report`} onSubmit={report} className="mt-2 space-y-2 rounded-md border border-slate-200 p-2">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-800">
            {t('chat.reportReason')}
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value as ChatReportReason)}
            className="rounded-md border border-slate-400 px-2 py-1 text-sm"
          >
            {CHAT_REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`review.reasons.${value}`)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-800">
            {t('chat.reportNote')}
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={CHAT_LIMITS.reportNoteMaxLength}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className="block w-full rounded-md border border-slate-400 px-2 py-1 text-sm"
          />
          <button
            type="submit"
            className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800"
          >
            {t('chat.sendReport')}
          </button>
        </form>
      )}
      <p role="status" className={`mt-1 text-sm ${message?.tone === 'error' ? 'text-red-700' : 'text-slate-700'}`}>
        {message?.text}
      </p>
    </div>
  );
}
