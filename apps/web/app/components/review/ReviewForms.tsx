import { REJECT_REASONS, type RejectReason, SUSPEND_REASONS } from '@jobbridge/shared';
import { type FormEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import { inputClass } from '../login/fields';
import { BusyButton } from '../ui/BusyButton';

const buttonClass = 'rounded-md px-3 py-2 text-sm font-semibold';
const primary = `${buttonClass} bg-teal-700 text-white hover:bg-teal-800 disabled:opacity-60`;
export const danger = `${buttonClass} bg-red-700 text-white hover:bg-red-800 disabled:opacity-60`;
export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

type Outcome = { success: true } | { success: false; code: number; msg?: string; data?: unknown };

/** Runs one console call, then reloads the page's data; the message of a failure, or of each field. */
export function useConsoleCall() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  /** Answers whether the call succeeded. */
  const run = async (call: () => Promise<Outcome>): Promise<boolean> => {
    setBusy(true);
    setError('');
    setFields({});
    setDone(false);
    const envelope = (await call()) as Parameters<typeof failureText>[1];
    setBusy(false);
    if (envelope.success) {
      setDone(true);
      await revalidator.revalidate();
      return true;
    }
    setFields(fieldErrors(envelope));
    setError(failureText(t, envelope));
    return false;
  };
  return { busy, error, fields, done, run, setFields };
}

export function Status({ error, done }: { error: string; done: boolean }) {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className={`mt-2 text-sm ${error ? 'text-red-800' : 'text-teal-800'}`}>
      {error || (done ? t('review.saved') : '')}
    </p>
  );
}

/**
 * Approve, or reject with a reason (a fixed code the employer reads in either
 * language) and an optional note: a company's info, its licence, or a certificate.
 */
export function DecisionForm({ kind, id }: { kind: 'company' | 'license' | 'certificate'; id: number }) {
  const { t } = useTranslation();
  const formId = useId();
  const { busy, error, fields, done, run, setFields } = useConsoleCall();
  const decide = (decision: 'approve' | 'reject', reason?: RejectReason, note?: string) => {
    const body = { decision, reason, note: note || undefined };
    return run(() =>
      kind === 'certificate'
        ? browserApi.decideCertificate({ certificate_id: id, ...body })
        : kind === 'license'
          ? browserApi.decideLicense({ company_id: id, ...body })
          : browserApi.decideCompany({ company_id: id, ...body }),
    );
  };
  const onReject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '') as RejectReason | '';
    // The same rule as the call: a refusal needs its reason.
    if (!reason) {
      setFields({ reason: t('review.reasonRequired') });
      return;
    }
    void decide('reject', reason, String(form.get('note') ?? '').trim());
  };
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <BusyButton type="button" className={primary} busy={busy} onClick={() => void decide('approve')}>
        {t('review.approve')}
      </BusyButton>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-red-800">{t('review.rejectOpen')}</summary>
        <form onSubmit={onReject} className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2" noValidate>
          <div>
            <label htmlFor={`${formId}-reason`} className={labelClass}>
              {t('review.reason')}
            </label>
            <select
              id={`${formId}-reason`}
              name="reason"
              className={inputClass}
              aria-invalid={fields.reason ? true : undefined}
              aria-describedby={fields.reason ? `${formId}-reason-error` : undefined}
              defaultValue=""
            >
              <option value="">{t('review.chooseReason')}</option>
              {REJECT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`review.reasons.${reason}`)}
                </option>
              ))}
            </select>
            {fields.reason && (
              <p id={`${formId}-reason-error`} className="mt-1 text-sm text-red-800">
                {fields.reason}
              </p>
            )}
          </div>
          <NoteField id={`${formId}-note`} error={fields.note} />
          <div className="sm:col-span-2">
            <BusyButton type="submit" className={danger} busy={busy}>
              {t('review.reject')}
            </BusyButton>
          </div>
        </form>
      </details>
      <Status error={error} done={done} />
    </div>
  );
}

function NoteField({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t('review.note')}
      </label>
      <input
        id={id}
        name="note"
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={`mt-1 text-sm ${error ? 'text-red-800' : 'text-slate-600'}`}>
        {error || t('review.noteHint')}
      </p>
    </div>
  );
}

/** Suspend or lift a company or a job, named by its id, with a reason and a note. */
export function SuspensionForm({ target }: { target: 'company' | 'job' }) {
  const { t } = useTranslation();
  const formId = useId();
  const { busy, error, fields, done, run } = useConsoleCall();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const lift = submitter?.value === 'lift';
    const form = new FormData(event.currentTarget);
    const id = String(form.get('id') ?? '').trim();
    const reason = String(form.get('reason') ?? '') as (typeof SUSPEND_REASONS)[number];
    const note = String(form.get('note') ?? '').trim() || undefined;
    void run(() => {
      if (target === 'company') {
        return lift
          ? browserApi.liftCompany({ company_id: id, note })
          : browserApi.suspendCompany({ company_id: id, reason, note });
      }
      return lift ? browserApi.liftJob({ job_id: id, note }) : browserApi.suspendJob({ job_id: id, reason, note });
    });
  };
  const idField = target === 'company' ? 'company_id' : 'job_id';
  return (
    <form onSubmit={onSubmit} className="rounded-xl border border-slate-200 bg-white p-5" noValidate>
      <h3 className="font-semibold text-slate-900">
        {t(target === 'company' ? 'review.companyTitle' : 'review.jobTitle')}
      </h3>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${formId}-id`} className={labelClass}>
            {t(target === 'company' ? 'review.companyId' : 'review.jobId')}
          </label>
          <input
            id={`${formId}-id`}
            name="id"
            inputMode="numeric"
            required
            className={inputClass}
            aria-invalid={fields[idField] ? true : undefined}
            aria-describedby={fields[idField] ? `${formId}-id-error` : undefined}
          />
          {fields[idField] && (
            <p id={`${formId}-id-error`} className="mt-1 text-sm text-red-800">
              {fields[idField]}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${formId}-reason`} className={labelClass}>
            {t('review.suspendReason')}
          </label>
          <select id={`${formId}-reason`} name="reason" className={inputClass} defaultValue={SUSPEND_REASONS[0]}>
            {SUSPEND_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`review.reasons.${reason}`)}
              </option>
            ))}
          </select>
        </div>
        <NoteField id={`${formId}-note`} error={fields.note} />
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <BusyButton type="submit" value="suspend" className={danger} busy={busy}>
          {t('review.suspend')}
        </BusyButton>
        <BusyButton
          type="submit"
          value="lift"
          className={`${buttonClass} border border-slate-400 text-slate-800 hover:bg-slate-50`}
          busy={busy}
        >
          {t('review.lift')}
        </BusyButton>
      </div>
      <Status error={error} done={done} />
    </form>
  );
}
