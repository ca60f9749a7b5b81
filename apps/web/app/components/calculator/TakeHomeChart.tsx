import type { Locale, TakeHomeResult } from '@jobbridge/shared';
import { useTranslation } from '../../i18n/use-translation';
import { formatYuan } from '../../lib/take-home-form';

const PARTS = [
  { key: 'takeHome', label: 'calculator.col.takeHome', color: 'bg-teal-700' },
  { key: 'contributions', label: 'calculator.col.contributions', color: 'bg-slate-400' },
  { key: 'tax', label: 'calculator.col.tax', color: 'bg-amber-500' },
] as const;

/**
 * Each month's gross as a bar split into take-home, contributions and tax
 * (CSS widths, no chart library). The bars are decoration for sighted
 * readers; the caption says what they show and the table holds every figure.
 */
export function TakeHomeChart({ result, locale }: { result: TakeHomeResult; locale: Locale }) {
  const { t } = useTranslation();
  const widest = Math.max(...result.months.map((m) => m.gross), 1);
  const first = result.months[0];
  const last = result.months[result.months.length - 1];
  return (
    <figure aria-labelledby="calc-chart-title" className="rounded-lg border border-slate-200 p-4">
      <h3 id="calc-chart-title" className="text-lg font-semibold text-slate-900">
        {t('calculator.chartTitle')}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        {PARTS.map((part) => (
          <li key={part.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${part.color}`} />
            {t(part.label)}
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="mt-3 space-y-1.5">
        {result.months.map((m) => {
          const contributions = m.pension + m.medical + m.unemployment + m.housingFund;
          const widths = { takeHome: m.takeHome, contributions, tax: m.tax };
          return (
            <div key={m.month} className="flex items-center gap-2 text-xs text-slate-600">
              <span className="w-16 shrink-0 whitespace-nowrap">{t('calculator.monthN', { n: m.month })}</span>
              <div className="flex h-4 flex-1 overflow-hidden rounded-sm bg-slate-100">
                {PARTS.map((part) => (
                  <div
                    key={part.key}
                    className={part.color}
                    style={{ width: `${(Math.max(0, widths[part.key]) / widest) * 100}%` }}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </div>
      <figcaption className="mt-3 text-sm text-slate-600">
        {t('calculator.chartSummary', {
          first: formatYuan(first.takeHome, locale),
          last: formatYuan(last.takeHome, locale),
        })}
      </figcaption>
    </figure>
  );
}
