import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CloseIcon } from '../ui/icons';

/**
 * A field made of tags (job titles, industries, companies, cities): its
 * legend, the chosen tags each with a Remove button, and the add control
 * while there is room. At the limit the add control disappears and
 * "Max(n)" shows instead (spec section 5).
 */
export function TagField({
  id,
  legend,
  tags,
  onRemove,
  max,
  children,
  hint,
  error,
}: {
  id: string;
  legend: string;
  tags: { key: string; label: string }[];
  onRemove: (key: string) => void;
  max: number;
  /** The add control (an input, a select, a combobox). */
  children: ReactNode;
  hint?: string;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const remaining = Math.max(0, max - tags.length);
  return (
    <fieldset aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`} className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {hint && <p className="mb-1 text-sm text-slate-600">{hint}</p>}
      {tags.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={t('jobAlert.chosen', { field: legend })}>
          {tags.map((tag) => (
            <li
              key={tag.key}
              className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-sm text-teal-950 ring-1 ring-teal-200"
            >
              <span>{tag.label}</span>
              <button
                type="button"
                onClick={() => onRemove(tag.key)}
                className="rounded-full p-0.5 text-teal-900 hover:bg-teal-100"
              >
                <CloseIcon className="size-4" />
                <span className="sr-only">{t('jobAlert.remove', { name: tag.label })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {remaining > 0 ? (
        children
      ) : (
        <p className="rounded-md bg-slate-100 px-3 py-2 text-sm font-medium text-slate-800">
          {t('jobAlert.max', { max })}
        </p>
      )}
      <p id={`${id}-count`} className="mt-1 text-xs text-slate-600">
        {remaining > 0 ? t('jobAlert.remaining', { count: remaining, max }) : t('jobAlert.full', { max })}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
