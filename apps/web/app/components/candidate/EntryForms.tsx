import { RESPONSIBILITIES_MAX_LENGTH, todayInChina } from '@jobbridge/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { CareerFields, EducationFields } from '../../lib/resume-entries';
import {
  careerBody,
  careerProblems,
  type EntryProblem,
  educationBody,
  educationProblems,
} from '../../lib/resume-entries';
import { FormAlert, focusFirstInvalid, primaryButton, secondaryButton } from '../account/fields';
import { Field } from '../login/fields';
import { BusyButton } from '../ui/BusyButton';
import { textareaClass } from './parts';

/**
 * The career and education entry forms (add and edit): checked in the
 * browser first (lib/resume-entries.ts), then by the server, whose field
 * messages are shown the same way.
 */

/** The outcome of a save: null when saved, else the server's field messages or one message for the form. */
export type SaveOutcome = null | { fields: Record<string, string>; message: string | null };

function problemText(t: (key: string) => string, problem: EntryProblem | undefined): string | undefined {
  return problem ? t(`profile.errors.${problem}`) : undefined;
}

/**
 * What both entry forms do with their fields: keep them, check them in the
 * browser (`problemsOf`), save the server's body of them (`bodyOf`) and show
 * what the server answered, focusing the first field in error.
 */
function useEntryForm<F>(
  initial: F,
  problemsOf: (entry: F, today: string) => Partial<Record<string, EntryProblem>>,
  bodyOf: (entry: F) => F,
  onSubmit: (body: F) => Promise<SaveOutcome>,
) {
  const { t } = useTranslation();
  const id = useId();
  const [entry, setEntry] = useState<F>(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = todayInChina();
  const set = <K extends keyof F>(key: K, value: F[K]) => setEntry((old) => ({ ...old, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const problems = problemsOf(entry, today);
    const found = Object.fromEntries(Object.entries(problems).map(([key, problem]) => [key, problemText(t, problem)]));
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(form);
    setBusy(true);
    const outcome = await onSubmit(bodyOf(entry));
    setBusy(false);
    if (!outcome) return;
    setErrors(outcome.fields);
    setFailure(outcome.message);
    if (Object.keys(outcome.fields).length) focusFirstInvalid(form);
  };
  return { t, id, entry, set, errors, failure, busy, today, submit };
}

function FormButtons({ busy, onCancel, submitLabel }: { busy: boolean; onCancel?: () => void; submitLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      <BusyButton type="submit" busy={busy} className={primaryButton}>
        {busy ? t('account.saving') : (submitLabel ?? t('account.save'))}
      </BusyButton>
      {onCancel && (
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('account.cancel')}
        </button>
      )}
    </div>
  );
}

function TextArea({
  id,
  label,
  value,
  onChange,
  maxLength,
  rows = 5,
  hint,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  hint?: ReactNode;
  error?: string;
}) {
  const { t } = useTranslation();
  const described = [`${id}-count`, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={textareaClass}
      />
      <p id={`${id}-count`} className="mt-1 text-right text-xs text-slate-600">
        {t('profile.charCount', { count: value.length, max: maxLength })}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export { TextArea };

export function CareerForm({
  initial,
  onSubmit,
  onCancel,
  title,
  submitLabel,
}: {
  initial: CareerFields;
  onSubmit: (body: CareerFields) => Promise<SaveOutcome>;
  onCancel?: () => void;
  title: string;
  submitLabel?: string;
}) {
  const { t, id, entry, set, errors, failure, busy, today, submit } = useEntryForm(
    initial,
    careerProblems,
    careerBody,
    onSubmit,
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg bg-slate-50 p-4">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-title-field`}
          label={t('profile.career.title')}
          maxLength={100}
          autoComplete="organization-title"
          value={entry.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
        />
        <Field
          id={`${id}-company`}
          label={t('profile.career.company')}
          maxLength={100}
          autoComplete="organization"
          value={entry.company_name}
          onChange={(event) => set('company_name', event.target.value)}
          error={errors.company_name}
        />
        <Field
          id={`${id}-start`}
          label={t('profile.career.start')}
          type="date"
          min="1900-01-01"
          max={today}
          value={entry.start_date}
          onChange={(event) => set('start_date', event.target.value)}
          error={errors.start_date}
        />
        {!entry.is_current && (
          <Field
            id={`${id}-end`}
            label={t('profile.career.end')}
            type="date"
            min={entry.start_date || '1900-01-01'}
            max={today}
            value={entry.end_date ?? ''}
            onChange={(event) => set('end_date', event.target.value)}
            error={errors.end_date}
          />
        )}
      </div>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-current`}
          type="checkbox"
          checked={entry.is_current}
          onChange={(event) => set('is_current', event.target.checked)}
          className="size-4 accent-teal-700"
        />
        <label htmlFor={`${id}-current`} className="text-sm text-slate-800">
          {t('profile.career.current')}
        </label>
      </div>
      <TextArea
        id={`${id}-resp`}
        label={t('profile.career.responsibilities')}
        hint={t('profile.career.responsibilitiesHint')}
        maxLength={RESPONSIBILITIES_MAX_LENGTH}
        value={entry.responsibilities}
        onChange={(value) => set('responsibilities', value)}
        error={errors.responsibilities}
      />
      <FormAlert>{failure}</FormAlert>
      <FormButtons busy={busy} onCancel={onCancel} submitLabel={submitLabel} />
    </form>
  );
}

export function EducationForm({
  initial,
  onSubmit,
  onCancel,
  title,
  submitLabel,
}: {
  initial: EducationFields;
  onSubmit: (body: EducationFields) => Promise<SaveOutcome>;
  onCancel?: () => void;
  title: string;
  submitLabel?: string;
}) {
  const { t, id, entry, set, errors, failure, busy, today, submit } = useEntryForm(
    initial,
    educationProblems,
    educationBody,
    onSubmit,
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg bg-slate-50 p-4">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-school`}
          className="sm:col-span-2"
          label={t('profile.education.school')}
          maxLength={100}
          value={entry.school}
          onChange={(event) => set('school', event.target.value)}
          error={errors.school}
        />
        <Field
          id={`${id}-degree`}
          label={t('profile.education.degree')}
          maxLength={60}
          value={entry.degree}
          onChange={(event) => set('degree', event.target.value)}
          error={errors.degree}
        />
        <Field
          id={`${id}-major`}
          label={t('profile.education.major')}
          maxLength={100}
          value={entry.major}
          onChange={(event) => set('major', event.target.value)}
          error={errors.major}
        />
        <Field
          id={`${id}-start`}
          label={t('profile.education.start')}
          type="date"
          min="1900-01-01"
          max={today}
          value={entry.start_date}
          onChange={(event) => set('start_date', event.target.value)}
          error={errors.start_date}
        />
        <div>
          <Field
            id={`${id}-end`}
            label={t('profile.education.end')}
            type="date"
            min={entry.start_date || '1900-01-01'}
            value={entry.end_date ?? ''}
            onChange={(event) => set('end_date', event.target.value)}
            error={errors.end_date}
            aria-describedby={errors.end_date ? `${id}-end-error ${id}-end-hint` : `${id}-end-hint`}
          />
          <p id={`${id}-end-hint`} className="mt-1 text-sm text-slate-600">
            {t('profile.education.endHint')}
          </p>
        </div>
      </div>
      <FormAlert>{failure}</FormAlert>
      <FormButtons busy={busy} onCancel={onCancel} submitLabel={submitLabel} />
    </form>
  );
}
