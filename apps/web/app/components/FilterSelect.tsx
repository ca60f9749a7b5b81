import type { ConfigOption } from '@jobbridge/shared';
import { useId } from 'react';

/** A labelled <select> of config options with an "any" first entry. */
export function FilterSelect({
  name,
  label,
  anyLabel,
  options,
  value,
}: {
  name: string;
  label: string;
  /** First entry meaning "no filter"; none when omitted. */
  anyLabel?: string;
  options: readonly ConfigOption[];
  value: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
