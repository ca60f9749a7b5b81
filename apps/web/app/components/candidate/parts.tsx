import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { primaryButton, secondaryButton } from '../account/fields';
import { BusyButton } from '../ui/BusyButton';
import { Modal } from '../ui/Modal';
import { useToast } from '../ui/Toast';

/** Small building blocks of the candidate's pages. */

export const dangerButton =
  'inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-70';
export const smallButton =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-70';
export const textareaClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-700';

/** A titled card of a page; `id` makes it a link target (#summary, #experience...). */
export function Card({
  id,
  title,
  actions,
  children,
  className = '',
  headingLevel = 'h2',
}: {
  id: string;
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`rounded-xl border border-slate-200 bg-white p-5 sm:p-6 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Heading id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A determinate progress bar with its label, or an indeterminate one while the total is unknown. */
export function ProgressBar({ label, percent }: { label: string; percent: number | null }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      {percent === null ? (
        <div className="h-2 w-1/3 animate-pulse rounded-full bg-teal-600" />
      ) : (
        <div className="h-2 rounded-full bg-teal-600 transition-[width]" style={{ width: `${percent}%` }} />
      )}
    </div>
  );
}

/** A spinning circle (decorative; the button next to it says what is happening). */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`${className} animate-spin`} fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** An on/off switch (a button with role switch); `describedBy` ties a longer explanation to it. */
export function Switch({
  checked,
  onChange,
  label,
  busy = false,
  describedBy,
  id,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
  label: string;
  /** Its change is being saved: it keeps its focus and ignores presses (BusyButton). */
  busy?: boolean;
  describedBy?: string;
  id?: string;
}) {
  return (
    <BusyButton
      id={id}
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      busy={busy}
      onClick={() => onChange(!checked)}
      className="group inline-flex items-center gap-3 rounded-md text-left"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 rounded-full border-2 transition ${checked ? 'border-teal-700 bg-teal-700' : 'border-slate-500 bg-slate-200'}`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-[left] ${checked ? 'left-[1.375rem]' : 'left-0.5'}`}
        />
      </span>
      <span className="font-medium text-slate-900">{label}</span>
    </BusyButton>
  );
}

/**
 * Asks before something is removed: a modal with the question, an optional
 * explanation and the two choices; the confirm button shows progress.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  busy,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={`${id}-title`}>
      <h2 id={`${id}-title`} className="pr-8 text-lg font-semibold">
        {title}
      </h2>
      {children && <div className="mt-3 text-slate-700">{children}</div>}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t('account.cancel')}
        </button>
        <BusyButton type="button" className={dangerButton} busy={busy ?? false} onClick={onConfirm}>
          {confirmLabel}
        </BusyButton>
      </div>
    </Modal>
  );
}

/** Copies text to the clipboard and says so (the button's text changes briefly, and a toast confirms). */
export function CopyButton({
  text,
  what,
  className = smallButton,
}: {
  text: string;
  /** What is copied, read after the button's text ("Copy" + " Company"). */
  what: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(t('profile.copy.copied'));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t('profile.copy.copyFailed'));
    }
  };
  return (
    <button type="button" className={className} onClick={() => void copy()}>
      {copied ? t('profile.copy.copiedShort') : t('profile.copy.copy')}
      <span className="sr-only"> {what}</span>
    </button>
  );
}

/** A quiet panel for "nothing here yet", with an optional way forward. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-slate-700">
      <p>{children}</p>
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

export { primaryButton, secondaryButton };
