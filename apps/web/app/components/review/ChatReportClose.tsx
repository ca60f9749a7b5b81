import { CHAT_REPORT_OUTCOMES, type ChatReportOutcome } from '@jobbridge/shared';
import { type FormEvent, useId } from 'react';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { inputClass } from '../login/fields';
import { BusyButton } from '../ui/BusyButton';
import { useToast } from '../ui/Toast';
import { danger, labelClass, Status, useConsoleCall } from './ReviewForms';

/** Closes a chat report with an outcome and an optional note for the audit log (review/closeChatReport). */
export function ChatReportClose({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  const formId = useId();
  const toast = useToast();
  const { busy, error, fields, done, run, setFields } = useConsoleCall();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const outcome = String(form.get('outcome') ?? '') as ChatReportOutcome | '';
    if (!outcome) {
      setFields({ outcome: t('review.chatReports.outcomeRequired') });
      return;
    }
    const note = String(form.get('note') ?? '').trim() || undefined;
    void run(() => browserApi.closeChatReport({ report_id: reportId, outcome, note })).then((closed) => {
      // The report leaves the open list with this form: the toast says it was closed.
      if (closed) toast.success(t('review.chatReports.closedToast', { id: reportId }));
    });
  };
  return (
    <form
      onSubmit={onSubmit}
      className="mt-4 grid grid-cols-1 gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2"
      noValidate
    >
      <div>
        <label htmlFor={`${formId}-outcome`} className={labelClass}>
          {t('review.chatReports.outcome')}
        </label>
        <select
          id={`${formId}-outcome`}
          name="outcome"
          className={inputClass}
          defaultValue=""
          aria-invalid={fields.outcome ? true : undefined}
          aria-describedby={fields.outcome ? `${formId}-outcome-error` : undefined}
        >
          <option value="">{t('review.chatReports.chooseOutcome')}</option>
          {CHAT_REPORT_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(`review.chatReports.outcomes.${outcome}`)}
            </option>
          ))}
        </select>
        {fields.outcome && (
          <p id={`${formId}-outcome-error`} className="mt-1 text-sm text-red-800">
            {fields.outcome}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${formId}-note`} className={labelClass}>
          {t('review.chatReports.closeNote')}
        </label>
        <input
          id={`${formId}-note`}
          name="note"
          className={inputClass}
          aria-invalid={fields.note ? true : undefined}
          aria-describedby={`${formId}-note-hint`}
        />
        <p id={`${formId}-note-hint`} className={`mt-1 text-sm ${fields.note ? 'text-red-800' : 'text-slate-600'}`}>
          {fields.note || t('review.chatReports.closeNoteHint')}
        </p>
      </div>
      <div className="sm:col-span-2">
        <BusyButton type="submit" className={danger} busy={busy}>
          {t('review.chatReports.close')}
        </BusyButton>
        <Status error={error} done={done} />
      </div>
    </form>
  );
}
