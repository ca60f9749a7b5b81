import {
  DEFAULT_TAKE_HOME_CITY,
  PREFERENTIAL_POLICIES_UNTIL,
  TAKE_HOME_CITIES,
  type TakeHomeField,
  type TakeHomeQuery,
  type TakeHomeReading,
  takeHomeCity,
} from '@jobbridge/shared';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSite } from '../../lib/use-site';

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700';
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const hintClass = 'mt-1 text-sm text-slate-600';

/**
 * The calculator's form: a plain GET form (the first result needs no
 * JavaScript); with JavaScript every change is reported through `onInput`.
 * Inputs are uncontrolled: the page remounts the form when the URL changes.
 */
export function TakeHomeForm({
  values,
  problems,
  onInput,
}: {
  values: TakeHomeQuery;
  problems: TakeHomeReading['problems'];
  onInput: (form: HTMLFormElement) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const city = takeHomeCity(values.city) ?? takeHomeCity(DEFAULT_TAKE_HOME_CITY);
  // What a problem may name: the city's minimum wage (a salary under it).
  const problemValues = city && {
    city: t(city.nameKey),
    min: city.minimumWage.toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-US'),
  };
  const problemOf = (field: TakeHomeField) => problems[field];
  const described = (field: TakeHomeField, hint?: boolean) =>
    [hint ? `calc-${field}-hint` : '', problemOf(field) ? `calc-${field}-problem` : ''].filter(Boolean).join(' ') ||
    undefined;
  const problemText = (field: TakeHomeField) => {
    const key = problemOf(field);
    return key ? (
      <p id={`calc-${field}-problem`} className="mt-1 text-sm font-medium text-red-800">
        {t(key, problemValues)}
      </p>
    ) : null;
  };
  const amount = (field: TakeHomeField, label: string, hint?: ReactNode) => (
    <div>
      <label htmlFor={`calc-${field}`} className="block font-medium text-slate-900">
        {label}
      </label>
      <input
        id={`calc-${field}`}
        name={field}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={values[field]}
        aria-invalid={problemOf(field) ? true : undefined}
        aria-describedby={described(field, Boolean(hint))}
        className={inputClass}
      />
      {hint && (
        <p id={`calc-${field}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {problemText(field)}
    </div>
  );
  const radio = (field: 'bonus_mode' | 'deduction', value: string, label: string, checked: boolean) => (
    <label className="flex items-start gap-2">
      <input type="radio" name={field} value={value} defaultChecked={checked} className="mt-1 size-4" />
      <span>{label}</span>
    </label>
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the result is already on screen; the URL is kept by onInput.
    event.preventDefault();
    onInput(event.currentTarget);
  };

  return (
    <form
      method="get"
      action="/guides/calculator"
      onInput={(event) => onInput(event.currentTarget)}
      onSubmit={submit}
      aria-labelledby="calc-form-title"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="calc-form-title" className="text-lg font-semibold text-slate-900">
        {t('calculator.formTitle')}
      </h2>
      {amount('salary', t('calculator.salary'))}
      <div>
        <label htmlFor="calc-city" className="block font-medium text-slate-900">
          {t('calculator.city')}
        </label>
        <select id="calc-city" name="city" defaultValue={city?.adcode} className={`${inputClass} bg-white`}>
          {TAKE_HOME_CITIES.map((option) => (
            <option key={option.adcode} value={option.adcode}>
              {t(option.nameKey)}
            </option>
          ))}
        </select>
      </div>
      {amount(
        'hf',
        t('calculator.hf'),
        city &&
          t('calculator.hfHint', {
            city: t(city.nameKey),
            min: city.housingFundRate.min,
            max: city.housingFundRate.max,
            usual: city.housingFundRate.usual,
          }),
      )}
      {amount('bonus', t('calculator.bonus'))}
      <fieldset>
        <legend className="font-medium text-slate-900">{t('calculator.bonusMode')}</legend>
        <div className="mt-2 space-y-2">
          {radio('bonus_mode', 'separate', t('calculator.bonusSeparate'), values.bonus_mode !== 'combined')}
          {radio('bonus_mode', 'combined', t('calculator.bonusCombined'), values.bonus_mode === 'combined')}
        </div>
      </fieldset>
      <div>
        <label htmlFor="calc-bonus_month" className="block font-medium text-slate-900">
          {t('calculator.bonusMonth')}
        </label>
        <select
          id="calc-bonus_month"
          name="bonus_month"
          defaultValue={values.bonus_month || '12'}
          aria-invalid={problemOf('bonus_month') ? true : undefined}
          aria-describedby={described('bonus_month')}
          className={`${inputClass} bg-white`}
        >
          {MONTHS.map((month) => (
            <option key={month} value={String(month)}>
              {t('calculator.monthN', { n: month })}
            </option>
          ))}
        </select>
        {problemText('bonus_month')}
      </div>
      <fieldset aria-describedby="calc-deduction-hint">
        <legend className="font-medium text-slate-900">{t('calculator.deduction')}</legend>
        <p id="calc-deduction-hint" className={hintClass}>
          {t('calculator.deductionHint', { year: PREFERENTIAL_POLICIES_UNTIL })}
        </p>
        <div className="mt-2 space-y-2">
          {radio('deduction', 'special', t('calculator.deductionSpecial'), values.deduction !== 'allowances')}
          {radio('deduction', 'allowances', t('calculator.deductionAllowances'), values.deduction === 'allowances')}
        </div>
      </fieldset>
      {amount('special', t('calculator.special'), t('calculator.specialHint'))}
      {amount('allowances', t('calculator.allowances'), t('calculator.allowancesHint'))}
      <button
        type="submit"
        className="w-full rounded-md bg-teal-800 px-4 py-2.5 font-semibold text-white hover:bg-teal-900 sm:w-auto"
      >
        {t('calculator.submit')}
      </button>
    </form>
  );
}
