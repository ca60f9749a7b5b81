import type { Locale, TakeHomeResult as Result } from '@jobbridge/shared';
import { useTranslation } from '../../i18n/use-translation';
import { formatYuan } from '../../lib/take-home-form';
import { TakeHomeChart } from './TakeHomeChart';

const COLUMNS = [
  'calculator.col.month',
  'calculator.col.gross',
  'calculator.col.contributions',
  'calculator.col.cumulativeTaxable',
  'calculator.col.tax',
  'calculator.col.cumulativeTax',
  'calculator.col.takeHome',
] as const;
const percent = (basisPoints: number) => basisPoints / 100;

/** The result: the headline figures, month 1 in detail, the bonus, the 12 months and the chart. */
export function TakeHomeResult({ result, locale }: { result: Result; locale: Locale }) {
  const { t } = useTranslation();
  const money = (amount: number) => t('calculator.amount', { amount: formatYuan(amount, locale) });
  const plain = (amount: number) => formatYuan(amount, locale);
  const first = result.months[0];
  const { city } = result;
  const contributions = (m: Result['months'][number]) => m.pension + m.medical + m.unemployment + m.housingFund;

  const breakdown: [string, string][] = [
    [t('calculator.gross'), money(first.gross)],
    [t('calculator.pension', { rate: percent(city.rates.pension) }), `−${money(first.pension)}`],
    [
      city.medicalFixed
        ? t('calculator.medicalFixed', { rate: percent(city.rates.medical), fixed: city.medicalFixed })
        : t('calculator.medical', { rate: percent(city.rates.medical) }),
      `−${money(first.medical)}`,
    ],
    [t('calculator.unemployment', { rate: percent(city.rates.unemployment) }), `−${money(first.unemployment)}`],
    [t('calculator.housingFund', { rate: result.housingFundRate }), `−${money(first.housingFund)}`],
    [t('calculator.tax'), `−${money(first.tax)}`],
  ];

  return (
    <section aria-labelledby="calc-result-title" className="space-y-8">
      <div>
        <h2 id="calc-result-title" className="text-xl font-bold text-slate-900">
          {t('calculator.resultTitle', { city: t(city.nameKey) })}
        </h2>
        <dl aria-live="polite" className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {(
            [
              ['calculator.firstMonth', first.takeHome],
              ['calculator.average', result.averageMonthlyTakeHome],
              ['calculator.annual', result.annualTakeHome],
            ] as const
          ).map(([key, amount]) => (
            <div key={key} className="rounded-lg bg-teal-50 p-4">
              <dt className="text-sm font-medium text-teal-900">{t(key)}</dt>
              <dd className="mt-1 text-2xl font-bold text-teal-900" data-figure={key.split('.')[1]}>
                {money(amount)}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      <div>
        <h3 className="text-lg font-semibold text-slate-900">{t('calculator.breakdownTitle')}</h3>
        <dl className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {breakdown.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 px-4 py-2">
              <dt className="text-slate-700">{label}</dt>
              <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 bg-slate-50 px-4 py-2 font-semibold">
            <dt>{t('calculator.takeHome')}</dt>
            <dd className="tabular-nums">{money(first.takeHome)}</dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-slate-600">
          {t('calculator.bases', {
            social: plain(result.socialBase),
            floor: plain(city.socialBase.floor),
            cap: plain(city.socialBase.cap),
            housing: plain(result.housingBase),
          })}
        </p>
        {result.bonus > 0 && (
          <p className="mt-2 text-slate-800">
            {result.combinedBonusMonth
              ? t('calculator.bonusCombinedResult', { bonus: plain(result.bonus), month: result.combinedBonusMonth })
              : t('calculator.bonusSeparateResult', {
                  bonus: plain(result.bonus),
                  tax: plain(result.bonusTax),
                  net: plain(result.bonusTakeHome),
                })}
          </p>
        )}
      </div>

      <div>
        <h3 id="calc-table-title" className="text-lg font-semibold text-slate-900">
          {t('calculator.tableTitle')}
        </h3>
        <section
          className="mt-3 overflow-x-auto rounded-lg border border-slate-200"
          aria-label={t('calculator.tableScroll')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard
          tabIndex={0}
        >
          <table className="min-w-full text-right text-sm tabular-nums">
            <caption className="px-4 py-2 text-left text-slate-600">{t('calculator.tableCaption')}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 align-bottom font-semibold first:text-left">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {result.months.map((m) => (
                <tr key={m.month}>
                  <th scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap">
                    {t('calculator.monthN', { n: m.month })}
                  </th>
                  <td className="px-3 py-1.5">{plain(m.gross)}</td>
                  <td className="px-3 py-1.5">{plain(contributions(m))}</td>
                  <td className="px-3 py-1.5">{plain(m.cumulativeTaxable)}</td>
                  <td className="px-3 py-1.5">{plain(m.tax)}</td>
                  <td className="px-3 py-1.5">{plain(m.cumulativeTax)}</td>
                  <td className="px-3 py-1.5 font-semibold">{plain(m.takeHome)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>

      <TakeHomeChart result={result} locale={locale} />
    </section>
  );
}
