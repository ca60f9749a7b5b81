import { type ReactNode, useId, useState } from 'react';

export interface ComboOption {
  key: string;
  label: string;
  hint?: string;
}

interface ComboboxProps {
  label: string;
  /** Visually hide the label (it is still the input's accessible name). */
  hideLabel?: boolean;
  value: string;
  onChange: (text: string) => void;
  options: readonly ComboOption[];
  onSelect: (option: ComboOption) => void;
  placeholder?: string;
  name?: string;
  inputClassName?: string;
  className?: string;
  icon?: ReactNode;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel';
  /** Text of the list's empty state; no list when omitted. */
  emptyText?: string;
  /** Called when the input gets focus (e.g. to load the options). */
  onFocus?: () => void;
  /** Marks the input invalid and names the element that explains why (aria-describedby). */
  invalid?: boolean;
  describedBy?: string;
}

/**
 * An editable combobox with a list popup (WAI-ARIA 1.2 pattern): arrows move
 * through the suggestions, Enter picks one, Esc closes the list.
 */
export function Combobox({
  label,
  hideLabel,
  value,
  onChange,
  options,
  onSelect,
  placeholder,
  name,
  inputClassName = '',
  className = '',
  icon,
  autoComplete = 'off',
  inputMode,
  emptyText,
  onFocus,
  invalid,
  describedBy,
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showList = open && options.length > 0;
  const showEmpty = open && options.length === 0 && emptyText !== undefined && value.trim() !== '';

  const choose = (option: ComboOption) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <div className="relative">
        {icon && (
          <span className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-slate-500">{icon}</span>
        )}
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setOpen(true);
            onFocus?.();
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
              setActive((index) => (options.length ? (index + 1) % options.length : -1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setOpen(true);
              setActive((index) => (options.length ? (index <= 0 ? options.length - 1 : index - 1) : -1));
            } else if (event.key === 'Enter' && showList && active >= 0 && options[active]) {
              event.preventDefault();
              choose(options[active]);
            } else if (event.key === 'Escape' && showList) {
              event.preventDefault();
              setOpen(false);
            }
          }}
          className={`${icon ? 'pl-9' : ''} ${inputClassName}`}
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!showList}
        className="absolute z-50 mt-1 max-h-64 w-full min-w-48 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm text-slate-900 shadow-lg"
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is handled on the input (combobox pattern).
          // biome-ignore lint/a11y/useFocusableInteractive: options stay unfocusable; the input tracks them with aria-activedescendant.
          <div
            key={option.key}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={`flex cursor-pointer justify-between gap-3 px-3 py-2 ${index === active ? 'bg-teal-50 text-teal-900' : 'hover:bg-slate-50'}`}
          >
            <span>{option.label}</span>
            {option.hint && <span className="text-slate-600">{option.hint}</span>}
          </div>
        ))}
      </div>
      {showEmpty && (
        <p className="absolute z-50 mt-1 w-full min-w-48 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600 shadow-lg">
          {emptyText}
        </p>
      )}
    </div>
  );
}
