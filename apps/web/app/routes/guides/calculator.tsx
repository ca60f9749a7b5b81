import { otherDeductionMode, staleTakeHomeCities, TAKE_HOME_CITIES, type TakeHomeQuery } from '@jobbridge/shared';
import { useState } from 'react';
import { TakeHomeForm } from '../../components/calculator/TakeHomeForm';
import { TakeHomeResult } from '../../components/calculator/TakeHomeResult';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { metaT } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { getLocale } from '../../lib/request-context';
import { canonicalHref, rootOf, seoMeta } from '../../lib/seo';
import { calculatorHref, evaluateTakeHome, formatYuan, takeHomeValuesOf } from '../../lib/take-home-form';
import type { Route } from './+types/calculator';

/** /guides/calculator?salary=&city=&hf=&bonus=&bonus_mode=&bonus_month=&deduction=&special=&allowances= */
export async function loader({ context, url }: Route.LoaderArgs) {
  const values = takeHomeValuesOf(url.searchParams);
  // Decided on the server, so the page and its hydration agree on "now".
  const stale = staleTakeHomeCities(new Date()).map((city) => city.adcode);
  return { values, locale: getLocale(context), stale, ...evaluateTakeHome(values) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { origin, locale } = rootOf(matches);
  return seoMeta({
    title: metaT(matches, 'common.titleTemplate', { page: metaT(matches, 'calculator.title') }),
    description: metaT(matches, 'calculator.description'),
    // Every result is a variant of the one page.
    canonical: canonicalHref(origin, '/guides/calculator', null, locale),
    locale,
  });
};

export default function Calculator({ loaderData }: Route.ComponentProps) {
  // A new URL (a link, a submitted form without JavaScript) starts the form afresh.
  return <CalculatorPage key={calculatorHref(loaderData.values)} initial={loaderData} />;
}

function CalculatorPage({ initial }: { initial: Route.ComponentProps['loaderData'] }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TakeHomeQuery>(initial.values);
  // The server's answer until the reader changes something; then the same rules, in the browser.
  const { reading, result } = values === initial.values ? initial : evaluateTakeHome(values);
  const other = reading.input && otherDeductionMode(reading.input);
  const onInput = (form: HTMLFormElement) => {
    const next = takeHomeValuesOf(new FormData(form));
    setValues(next);
    // Keep the address shareable without a navigation (no loader round trip).
    window.history.replaceState(window.history.state, '', calculatorHref(next));
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Breadcrumb trail={[{ to: '/guides', label: t('guides.index.title') }]} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t('calculator.title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('calculator.intro')}</p>
      {initial.stale.length > 0 && (
        <div role="note" className="mt-4 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950">
          {TAKE_HOME_CITIES.filter((city) => initial.stale.includes(city.adcode)).map((city) => (
            <p key={city.adcode}>
              {t('calculator.figuresOutdated', {
                city: t(city.nameKey),
                year: city.year,
                from: city.from,
                to: city.to,
              })}
            </p>
          ))}
        </div>
      )}
      {reading.unknownCity && (
        <p role="status" className="mt-4 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950">
          {t('calculator.unknownCity')}
        </p>
      )}

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <TakeHomeForm values={values} problems={reading.problems} onInput={onInput} />
        <div className="min-w-0">
          {result && <TakeHomeResult result={result} locale={initial.locale} />}
          {result && other && (
            <p className="mt-6 rounded-lg border-l-4 border-teal-700 bg-slate-50 p-4 text-slate-800">
              {t(
                other.difference > 0
                  ? 'calculator.compare.more'
                  : other.difference < 0
                    ? 'calculator.compare.less'
                    : 'calculator.compare.same',
                {
                  mode: t(
                    other.mode === 'allowances' ? 'calculator.deductionAllowances' : 'calculator.deductionSpecial',
                  ),
                  difference: formatYuan(Math.abs(other.difference), initial.locale),
                },
              )}
            </p>
          )}
        </div>
      </div>

      <section aria-labelledby="calc-sources" className="mt-12 max-w-3xl text-sm text-slate-700">
        <h2 id="calc-sources" className="text-lg font-semibold text-slate-900">
          {t('calculator.sourcesTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          {TAKE_HOME_CITIES.map((city) => (
            <li key={city.adcode}>
              {t('calculator.cityFigures', {
                city: t(city.nameKey),
                year: city.year,
                from: city.from,
                to: city.to,
                source: t(city.sourceKey),
              })}
            </li>
          ))}
          <li>{t('calculator.methodTax')}</li>
          <li>{t('calculator.methodBonus')}</li>
          <li>{t('calculator.methodAllowances')}</li>
        </ul>
        <p className="mt-3">{t('calculator.estimate')}</p>
      </section>
    </div>
  );
}
