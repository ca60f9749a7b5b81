import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

export const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-[invalid=true]:border-red-600';
export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:bg-slate-400';
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400';

/** A field's hint and error, under it, with the ids its control is described by (`${id}-hint`, `${id}-error`). */
function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled field whose error is announced and tied to its control. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A file field in the site's language: the browser's own control (whose
 * "Choose File / No file chosen" follows the browser, not the page) is
 * visually hidden but keeps the focus and the field's name; a label styled as
 * a button opens it, and the chosen file's name, or that none is chosen,
 * shows beside it.
 */
export function FileField({
  label,
  accept,
  error,
  hint,
  disabled,
  onChange,
}: {
  label: string;
  accept: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState<string | null>(null);
  const describedBy = [`${id}-name`, error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <input
          id={id}
          type="file"
          accept={accept}
          className="peer sr-only"
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setName(file?.name ?? null);
            onChange(file);
          }}
        />
        <label
          id={`${id}-button`}
          htmlFor={id}
          className={`${secondaryButtonClass} cursor-pointer bg-white text-sm peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-600 peer-disabled:pointer-events-none peer-disabled:opacity-70`}
        >
          {name ? t('common.chooseAnotherFile') : t('common.chooseFile')}
        </label>
        <span id={`${id}-name`} className="min-w-0 break-all text-sm text-slate-700">
          {name ?? t('common.noFileChosen')}
        </span>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A status message: polite for progress, assertive for failures. */
export function Notice({ tone, children }: { tone: 'error' | 'ok' | 'info'; children: ReactNode }) {
  const colours = {
    error: 'border-red-200 bg-red-50 text-red-800',
    ok: 'border-green-200 bg-green-50 text-green-800',
    info: 'border-amber-200 bg-amber-50 text-amber-900',
  }[tone];
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2 text-sm ${colours}`}>
      {children}
    </p>
  );
}
