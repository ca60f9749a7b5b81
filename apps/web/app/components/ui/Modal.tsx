import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CloseIcon } from './icons';
import { ToastOutlet } from './Toast';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Id of the heading that names the dialog. */
  labelledBy: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page
 * inert (focus stays inside), Esc closes it, and focus returns to the control
 * that opened it. A click on the backdrop closes it too.
 */
export function Modal({ open, onClose, labelledBy, children, className = '' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard closes with Esc (native cancel).
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 ${className}`}
    >
      {open && (
        <div className="relative p-6">
          {children}
          {/* After the content in DOM order, so showModal() focuses the first field, not Close. */}
          <button
            type="button"
            onClick={onClose}
            className="absolute top-3 right-3 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon />
            <span className="sr-only">{t('common.close')}</span>
          </button>
          <ToastOutlet />
        </div>
      )}
    </dialog>
  );
}
