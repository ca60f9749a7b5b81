import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

interface PopoverProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is an icon. */
  label?: string;
  triggerClassName?: string;
  panelClassName?: string;
  /** The panel's width (a Tailwind width class). */
  widthClassName?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A disclosure popover: a button that shows a panel under it. Esc closes it
 * (focus back on the button), so do a click outside, leaving by keyboard and
 * a navigation.
 */
export function Popover({
  trigger,
  label,
  triggerClassName = '',
  panelClassName = '',
  widthClassName = 'w-72',
  children,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: closes the popover when focus leaves it; not an interaction of its own.
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        id={id}
        hidden={!open}
        className={`absolute right-0 z-40 mt-2 ${widthClassName} rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-lg ${panelClassName}`}
      >
        {open && (typeof children === 'function' ? children(close) : children)}
      </div>
    </div>
  );
}
