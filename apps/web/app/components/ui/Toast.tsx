import { TOAST_MS } from '@jobbridge/shared';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation';
import { CloseIcon } from './icons';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  ms: number;
}

export interface ToastApi {
  /** Shows a message for `ms` (TOAST_MS, 3 s, unless said otherwise). */
  show: (text: string, options?: { kind?: ToastKind; ms?: number }) => void;
  success: (text: string, ms?: number) => void;
  info: (text: string, ms?: number) => void;
  warning: (text: string, ms?: number) => void;
  error: (text: string, ms?: number) => void;
  /** Removes every message (e.g. an old error once the action succeeded). */
  clear: () => void;
}

const noop = () => undefined;
const NO_TOASTS: ToastApi = { show: noop, success: noop, info: noop, warning: noop, error: noop, clear: noop };
const ToastContext = createContext<ToastApi>(NO_TOASTS);

/**
 * A modal <dialog> makes the rest of the page inert, and inert live regions
 * are not announced: a dialog hosts an outlet, and the messages show there
 * while it is open.
 */
const OutletContext = createContext<(element: HTMLElement, add: boolean) => void>(noop);

/** At most this many messages at once; older ones give way. */
const MAX_TOASTS = 3;

/**
 * Where toasts show (decision 0038). On a page: at the bottom, clear of the header and the banners,
 * centred on a phone and in the right-hand corner from sm up, lifted above the live connection's
 * notice while that shows. In a modal dialog the page beneath is inert, so the top of the screen,
 * away from the dialog's own buttons, hides nothing.
 */
const ON_PAGE =
  'pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-3 pb-[env(safe-area-inset-bottom)] sm:inset-x-auto sm:right-4 sm:w-[28rem] sm:items-end sm:px-0 [body:has([data-live-notice])_&]:bottom-24';
const IN_DIALOG = 'pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3';

const KIND_CLASS: Record<ToastKind, string> = {
  success: 'border-teal-700 bg-teal-50 text-teal-950',
  info: 'border-slate-500 bg-white text-slate-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  error: 'border-red-700 bg-red-50 text-red-900',
};

/**
 * Short messages after an action (spec sections 4 and 8: 3 s; e-mail
 * verification errors 5 s). Two live regions that exist before any message
 * arrives: polite for success and info, assertive for warnings and errors.
 * A message stays while the pointer or focus is on it, and has a close button.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const [outlets, setOutlets] = useState<HTMLElement[]>([]);
  const next = useRef(1);
  const registerOutlet = useCallback((element: HTMLElement, add: boolean) => {
    setOutlets((list) =>
      add ? [...list.filter((item) => item !== element), element] : list.filter((item) => item !== element),
    );
  }, []);

  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const show = useCallback<ToastApi['show']>((text, options = {}) => {
    if (!text) return;
    const item: ToastItem = { id: next.current++, kind: options.kind ?? 'info', text, ms: options.ms ?? TOAST_MS };
    setItems((list) => [...list.filter((old) => old.text !== text), item].slice(-MAX_TOASTS));
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (text, ms) => show(text, { kind: 'success', ms }),
      info: (text, ms) => show(text, { kind: 'info', ms }),
      warning: (text, ms) => show(text, { kind: 'warning', ms }),
      error: (text, ms) => show(text, { kind: 'error', ms }),
      clear: () => setItems([]),
    }),
    [show],
  );

  const polite = items.filter((item) => item.kind === 'success' || item.kind === 'info');
  const assertive = items.filter((item) => item.kind === 'warning' || item.kind === 'error');

  const outlet = outlets.at(-1);
  const regions = (
    <div data-toast-region="" className={outlet ? IN_DIALOG : ON_PAGE}>
      <div role="status" aria-live="polite" className="flex w-full flex-col items-center gap-2">
        {polite.map((item) => (
          <Toast key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className="flex w-full flex-col items-center gap-2">
        {assertive.map((item) => (
          <Toast key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </div>
    </div>
  );

  return (
    <ToastContext.Provider value={api}>
      <OutletContext.Provider value={registerOutlet}>
        {children}
        {outlet ? createPortal(regions, outlet) : regions}
      </OutletContext.Provider>
    </ToastContext.Provider>
  );
}

/** Where messages show while a modal dialog is open: render it inside the dialog. */
export function ToastOutlet() {
  const register = useContext(OutletContext);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    register(element, true);
    return () => register(element, false);
  }, [register]);
  return <div ref={ref} />;
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(item.id), item.ms);
    return () => clearTimeout(timer);
  }, [paused, item.id, item.ms, onDismiss]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pauses the timer while the pointer or focus is on the message.
    <div
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      // On a touch screen a tap on the message goes through to the page beneath, so a control under it
      // stays usable; only its dismiss button takes taps. A mouse pauses the timer by hovering instead.
      className={`pointer-events-auto flex w-full max-w-md items-start gap-2 rounded-lg border-l-4 px-4 py-3 text-sm shadow-lg pointer-coarse:pointer-events-none ${KIND_CLASS[item.kind]}`}
    >
      <p className="flex-1">{item.text}</p>
      <button
        type="button"
        onClick={() => onDismiss(item.id)}
        className="pointer-events-auto -m-1 rounded p-1 opacity-80 hover:bg-black/5 hover:opacity-100"
      >
        <CloseIcon className="size-4" />
        <span className="sr-only">{t('common.dismiss')}</span>
      </button>
    </div>
  );
}

/** The toasts of the site shell (a no-op outside it). */
export const useToast = () => useContext(ToastContext);
