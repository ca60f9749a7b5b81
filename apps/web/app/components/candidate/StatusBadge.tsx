import { useTranslation } from '../../i18n/use-translation';
import { type StatusKey, statusKey } from '../../lib/tracker';

const STATUS_CLASS: Record<StatusKey, string> = {
  applied: 'bg-slate-100 text-slate-900',
  assessment: 'bg-amber-100 text-amber-950',
  interview: 'bg-sky-100 text-sky-950',
  offered: 'bg-teal-100 text-teal-950',
  refused: 'bg-red-100 text-red-900',
};

/** An application's status (1 Applied .. 5 Refused) as a coloured label; the word carries the meaning. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = statusKey(status);
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[key]}`}>
      {t(`jobTracker.status.${key}`)}
    </span>
  );
}
