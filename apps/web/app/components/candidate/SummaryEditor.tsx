import { SUMMARY_MAX_LENGTH } from '@jobbridge/shared';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import { FormAlert, primaryButton, secondaryButton } from '../account/fields';
import { BusyButton } from '../ui/BusyButton';
import { useToast } from '../ui/Toast';
import { TextArea } from './EntryForms';
import { Card, EmptyState, smallButton } from './parts';

/** The summary form on its own (the wizard's last step uses it directly). */
export function SummaryForm({
  initial,
  onSaved,
  onCancel,
  submitLabel,
  extraActions,
}: {
  initial: string;
  onSaved?: (summary: string) => void | Promise<void>;
  onCancel?: () => void;
  submitLabel?: string;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [summary, setSummary] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setFailure(null);
    setBusy(true);
    const envelope = await browserApi.updSummary({ summary: summary.trim() });
    setBusy(false);
    if (envelope.success) {
      toast.success(t('profile.summary.saved'));
      await revalidator.revalidate();
      await onSaved?.(envelope.data.summary);
      return;
    }
    const fields = fieldErrors(envelope);
    if (fields.summary) setError(fields.summary);
    else setFailure(failureText(t, envelope));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextArea
        id={`${id}-summary`}
        label={t('profile.summary.label')}
        hint={t('profile.summary.hint')}
        maxLength={SUMMARY_MAX_LENGTH}
        rows={6}
        value={summary}
        onChange={setSummary}
        error={error}
      />
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <BusyButton type="submit" busy={busy} className={primaryButton}>
          {busy ? t('account.saving') : (submitLabel ?? t('account.save'))}
        </BusyButton>
        {onCancel && (
          <button type="button" className={secondaryButton} onClick={onCancel}>
            {t('account.cancel')}
          </button>
        )}
        {extraActions}
      </div>
    </form>
  );
}

/** The profile's summary, edited in place. */
export function SummaryCard({ summary, editable }: { summary: string; editable: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stop = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <Card
      id="summary"
      title={t('profile.summary.heading')}
      actions={
        editable &&
        !editing && (
          <button ref={editButton} type="button" className={smallButton} onClick={() => setEditing(true)}>
            {summary.trim() ? t('profile.edit') : t('profile.summary.add')}
            <span className="sr-only"> {t('profile.summary.heading')}</span>
          </button>
        )
      }
    >
      {editing ? (
        <SummaryForm initial={summary} onSaved={stop} onCancel={stop} />
      ) : summary.trim() ? (
        <p className="whitespace-pre-line text-slate-800">{summary}</p>
      ) : (
        <EmptyState>{editable ? t('profile.summary.emptyOwn') : t('profile.summary.empty')}</EmptyState>
      )}
    </Card>
  );
}
