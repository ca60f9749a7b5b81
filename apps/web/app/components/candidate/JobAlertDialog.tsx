import type { CompanyListItem, ConfigOption, JobAlert } from '@jobbridge/shared';
import { addTag, JOB_ALERT, JOB_ALERT_LIMITS, type Locale, searchCities, searchCompanies } from '@jobbridge/shared';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import {
  type AlertForm,
  addCompany,
  alertToForm,
  formToBody,
  moveSalary,
  SALARY_SLIDER,
  sliderMax,
} from '../../lib/alert-form';
import { failureText, fieldErrors } from '../../lib/api-message';
import { brandName } from '../../lib/brand';
import type { CityOption } from '../../lib/locations';
import { fetchLists } from '../../lib/site-lists';
import { useSite } from '../../lib/use-site';
import { FormAlert, primaryButton, secondaryButton } from '../account/fields';
import { inputClass } from '../login/fields';
import { BusyButton } from '../ui/BusyButton';
import { Combobox } from '../ui/Combobox';
import { Modal } from '../ui/Modal';
import { useToast } from '../ui/Toast';
import { Spinner, Switch } from './parts';
import { TagField } from './TagField';

/** Job search statuses (config intstatus) per language, asked once per page load. */
const statusCache = new Map<Locale, Promise<ConfigOption[]>>();
function loadStatuses(locale: Locale): Promise<ConfigOption[]> {
  let pending = statusCache.get(locale);
  if (!pending) {
    pending = browserApi
      .getConfigItem(locale)
      .then((envelope) => (envelope.success ? (envelope.data.intstatus ?? []) : []));
    pending.then((list) => {
      if (!list.length) statusCache.delete(locale);
    });
    statusCache.set(locale, pending);
  }
  return pending;
}

const legendClass = 'mb-1 text-sm font-medium text-slate-800';

/** A group of checkboxes (job types, seniorities) from a config list. */
function CheckGroup({
  legend,
  options,
  values,
  onChange,
}: {
  legend: string;
  options: readonly ConfigOption[];
  values: string[];
  onChange: (values: string[]) => void;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              checked={values.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...values, option.value] : values.filter((value) => value !== option.value),
                )
              }
              className="size-4 accent-teal-700"
            />
            <label htmlFor={`${id}-${option.value}`} className="text-sm text-slate-800">
              {option.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** Two thumbs, minimum and maximum, in K per month; each is an ordinary range input (arrows, Page Up/Down, Home/End). */
function SalarySliders({
  form,
  onChange,
  error,
}: {
  form: Pick<AlertForm, 'minimum_salary' | 'maximum_salary'>;
  onChange: (value: { minimum_salary: number; maximum_salary: number }) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const max = sliderMax(form);
  const thumb = (which: 'minimum_salary' | 'maximum_salary', label: string) => (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={`${id}-${which}`} className="text-sm text-slate-800">
          {label}
        </label>
        <output htmlFor={`${id}-${which}`} className="text-sm font-semibold text-slate-900">
          {t('jobAlert.salaryValue', { value: form[which] })}
        </output>
      </div>
      <input
        id={`${id}-${which}`}
        type="range"
        min={SALARY_SLIDER.min}
        max={max}
        step={SALARY_SLIDER.step}
        value={form[which]}
        aria-valuetext={t('jobAlert.salaryValue', { value: form[which] })}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(moveSalary(form, which, Number(event.target.value)))}
        className="mt-1 w-full accent-teal-700"
      />
    </div>
  );
  return (
    <fieldset>
      <legend className={legendClass}>{t('jobAlert.salary')}</legend>
      <p className="mb-2 text-sm text-slate-600">
        {t('jobAlert.salaryRange', { min: form.minimum_salary, max: form.maximum_salary })}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {thumb('minimum_salary', t('jobAlert.salaryMin'))}
        {thumb('maximum_salary', t('jobAlert.salaryMax'))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Enter in a box adds what it holds, unless the combobox already picked an option with it. */
const onEnter = (add: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter' || event.isDefaultPrevented()) return;
  event.preventDefault();
  add();
};

/**
 * The job alert dialog (spec sections 2-5), from the user popover's "Job
 * Preference Setting" and from /setting: every field of the alert, the
 * shared rules (at most 5 industries, companies and relocation cities, the
 * add box giving way to "Max(5)", duplicates ignored, city search by city or
 * province, company search by licence name or either brand, a picked company
 * or else the typed text), an on/off switch, and Save, which stores the
 * alert (job/createJobAlert) and shows what was stored.
 */
export default function JobAlertDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved?: (alert: JobAlert) => void;
}) {
  const { t } = useTranslation();
  const { locale, user, config } = useSite();
  const userId = user?.user_id;
  const toast = useToast();
  const id = useId();
  const [stored, setStored] = useState<JobAlert | null>(null);
  const [form, setForm] = useState<AlertForm>(() => alertToForm(null));
  const [statuses, setStatuses] = useState<ConfigOption[]>([]);
  const [cities, setCities] = useState<CityOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState(false);
  const [title, setTitle] = useState('');
  const [companyText, setCompanyText] = useState('');
  const [companyOptions, setCompanyOptions] = useState<CompanyListItem[]>([]);
  const [placeText, setPlaceText] = useState('');
  const [relocateText, setRelocateText] = useState('');
  const searchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!open || !userId) return;
    let live = true;
    setLoading(true);
    setLoadFailed(null);
    setSavedNote(false);
    setErrors({});
    setFailure(null);
    Promise.all([
      browserApi.getJobAlert({ user_id: userId }),
      loadStatuses(locale),
      fetchLists(locale).then(
        (lists) => lists.cities,
        () => [] as CityOption[],
      ),
    ]).then(([alert, statusList, cityList]) => {
      if (!live) return;
      setLoading(false);
      setStatuses(statusList);
      setCities(cityList);
      if (alert.success) {
        setStored(alert.data);
        setForm(alertToForm(alert.data));
      } else setLoadFailed(failureText(t, alert));
    });
    return () => {
      live = false;
    };
  }, [open, userId, locale, t]);

  useEffect(
    () => () => {
      if (searchTimer.current) clearTimeout(searchTimer.current);
    },
    [],
  );

  const cityName = useMemo(() => {
    const byCode = new Map(cities.map((city) => [city.value, city]));
    return (code: string) => {
      const city = byCode.get(code);
      if (!city) return code;
      if (!city.province || city.province === city.city) return city.city;
      return locale === 'zh' ? `${city.city}（${city.province}）` : `${city.city}, ${city.province}`;
    };
  }, [cities, locale]);

  const set = <K extends keyof AlertForm>(key: K, value: AlertForm[K]) => {
    setForm((old) => ({ ...old, [key]: value }));
    setSavedNote(false);
  };

  const searchCompany = (text: string) => {
    setCompanyText(text);
    if (searchTimer.current) clearTimeout(searchTimer.current);
    const keyword = text.trim();
    if (!keyword) {
      setCompanyOptions([]);
      return;
    }
    searchTimer.current = setTimeout(() => {
      void browserApi.getCompanyList({ page: 1, size: 8, keyword }).then((envelope) => {
        if (envelope.success) setCompanyOptions(searchCompanies(envelope.data.list, keyword));
      });
    }, 250);
  };

  const addTypedCompany = () => {
    const typed = companyText.trim();
    if (!typed) return;
    set('companies', addCompany(form.companies, { name: typed, company_id: null }));
    setCompanyText('');
    setCompanyOptions([]);
  };

  const cityOptions = (text: string, exclude: string[]) =>
    text.trim()
      ? searchCities(cities, text)
          .filter((city) => !exclude.includes(city.value))
          .slice(0, 8)
          .map((city) => ({
            key: city.value,
            label: city.city,
            hint: city.province !== city.city ? city.province : undefined,
          }))
      : [];

  const placeOptions = cityOptions(placeText, []);
  const relocateOptions = cityOptions(relocateText, [...form.open_to_relocate_cities, form.preferred_location]);
  const addRelocation = (code: string) => {
    set('open_to_relocate_cities', addTag(form.open_to_relocate_cities, code, JOB_ALERT_LIMITS.cities));
    setRelocateText('');
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { body, problems } = formToBody(form);
    const found: Record<string, string> = {};
    for (const problem of problems) {
      const field = problem.field === 'company_id' ? 'idealCompany' : problem.field;
      found[field] =
        problem.key === 'alert.salaryOrder' ? t('jobAlert.salaryOrder') : t('jobAlert.tooMany', problem.params);
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    const envelope = await browserApi.createJobAlert(body);
    setSaving(false);
    if (envelope.success) {
      setStored(envelope.data);
      setForm(alertToForm(envelope.data));
      setSavedNote(true);
      toast.success(t('jobAlert.saved'));
      onSaved?.(envelope.data);
      return;
    }
    const fields = fieldErrors(envelope);
    if (Object.keys(fields).length) setErrors(fields);
    else setFailure(failureText(t, envelope));
  };

  const toggle = async (enabled: boolean) => {
    setSwitching(true);
    const envelope = await browserApi.createJobAlertStatus({ enabled });
    setSwitching(false);
    if (envelope.success) {
      setStored((old) => (old ? { ...old, enabled: envelope.data.enabled } : old));
      toast.success(envelope.data.enabled ? t('jobAlert.turnedOn') : t('jobAlert.turnedOff'));
      if (stored) onSaved?.({ ...stored, enabled: envelope.data.enabled });
    } else toast.error(failureText(t, envelope));
  };

  const industryLabel = (code: string) => config.industry.find((option) => option.value === code)?.label ?? code;
  const freeIndustries = config.industry.filter((option) => !form.industry.includes(option.value));

  return (
    <Modal open={open} onClose={onClose} labelledBy={`${id}-title`} className="max-w-2xl">
      <h2 id={`${id}-title`} className="pr-8 text-xl font-semibold">
        {t('jobAlert.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('jobAlert.intro')}</p>

      {loading ? (
        <p className="mt-6 flex items-center gap-2 text-slate-700" role="status">
          <Spinner /> {t('jobAlert.loading')}
        </p>
      ) : loadFailed ? (
        <div className="mt-6">
          <FormAlert>{loadFailed}</FormAlert>
        </div>
      ) : (
        <form noValidate onSubmit={save} className="mt-5 space-y-6">
          <div className="rounded-lg bg-slate-50 p-3">
            {stored?.saved ? (
              <Switch
                checked={stored.enabled}
                busy={switching}
                onChange={(value) => void toggle(value)}
                label={t('jobAlert.enabled')}
                describedBy={`${id}-switch-hint`}
              />
            ) : null}
            <p id={`${id}-switch-hint`} className="mt-1 text-sm text-slate-700">
              {stored?.saved
                ? stored.enabled
                  ? t('jobAlert.onHint')
                  : t('jobAlert.offHint')
                : t('jobAlert.notSavedHint')}
            </p>
          </div>

          <div>
            <label htmlFor={`${id}-status`} className={legendClass}>
              {t('jobAlert.status')}
            </label>
            <select
              id={`${id}-status`}
              value={form.job_search_status}
              onChange={(event) => set('job_search_status', event.target.value)}
              className={`${inputClass} mt-1`}
            >
              {!statuses.some((status) => status.value === form.job_search_status) && (
                <option value={form.job_search_status}>
                  {form.job_search_status === JOB_ALERT.defaultJobSearchStatus
                    ? t('jobAlert.statusDefault')
                    : form.job_search_status}
                </option>
              )}
              {statuses.map((status) => (
                <option key={status.value} value={status.value}>
                  {status.label}
                </option>
              ))}
            </select>
          </div>

          <TagField
            id={`${id}-titles`}
            legend={t('jobAlert.titles')}
            hint={t('jobAlert.titlesHint')}
            max={JOB_ALERT_LIMITS.titles}
            tags={form.job_title.map((value) => ({ key: value, label: value }))}
            onRemove={(key) =>
              set(
                'job_title',
                form.job_title.filter((value) => value !== key),
              )
            }
            error={errors.job_title}
          >
            <div className="flex gap-2">
              <input
                id={`${id}-title-input`}
                aria-label={t('jobAlert.titleInput')}
                value={title}
                maxLength={JOB_ALERT_LIMITS.titleLength}
                onChange={(event) => setTitle(event.target.value)}
                onKeyDown={onEnter(() => {
                  set('job_title', addTag(form.job_title, title, JOB_ALERT_LIMITS.titles));
                  setTitle('');
                })}
                className={inputClass}
              />
              <button
                type="button"
                className={`${secondaryButton} shrink-0 whitespace-nowrap`}
                onClick={() => {
                  set('job_title', addTag(form.job_title, title, JOB_ALERT_LIMITS.titles));
                  setTitle('');
                }}
              >
                {t('jobAlert.add')}
                <span className="sr-only"> {t('jobAlert.titles')}</span>
              </button>
            </div>
          </TagField>

          <CheckGroup
            legend={t('jobAlert.jobType')}
            options={config.employment_type}
            values={form.job_type_open_to}
            onChange={(values) => set('job_type_open_to', values)}
          />

          <CheckGroup
            legend={t('jobAlert.seniority')}
            options={config.seniority}
            values={form.seniority}
            onChange={(values) => set('seniority', values)}
          />

          <SalarySliders
            form={form}
            error={errors.minimum_salary}
            onChange={(value) => {
              setForm((old) => ({ ...old, ...value }));
              setSavedNote(false);
            }}
          />

          <TagField
            id={`${id}-industries`}
            legend={t('jobAlert.industries')}
            max={JOB_ALERT_LIMITS.industries}
            tags={form.industry.map((code) => ({ key: code, label: industryLabel(code) }))}
            onRemove={(key) =>
              set(
                'industry',
                form.industry.filter((code) => code !== key),
              )
            }
            error={errors.industry}
          >
            <select
              aria-label={t('jobAlert.industryInput')}
              value=""
              onChange={(event) => {
                if (event.target.value)
                  set('industry', addTag(form.industry, event.target.value, JOB_ALERT_LIMITS.industries));
              }}
              className={inputClass}
            >
              <option value="">{t('jobAlert.chooseIndustry')}</option>
              {freeIndustries.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </TagField>

          <TagField
            id={`${id}-companies`}
            legend={t('jobAlert.companies')}
            hint={t('jobAlert.companiesHint')}
            max={JOB_ALERT_LIMITS.companies}
            tags={form.companies.map((company) => ({ key: company.name, label: company.name }))}
            onRemove={(key) =>
              set(
                'companies',
                form.companies.filter((company) => company.name !== key),
              )
            }
            error={errors.idealCompany}
          >
            {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter in the combobox inside adds the typed name. */}
            <div className="flex items-end gap-2" onKeyDown={onEnter(addTypedCompany)}>
              <Combobox
                className="min-w-0 flex-1"
                label={t('jobAlert.companyInput')}
                hideLabel
                value={companyText}
                onChange={searchCompany}
                options={companyOptions.map((company) => ({
                  key: String(company.company_id),
                  label: brandName(company, locale) || company.business_license_name,
                  hint: company.business_license_name,
                }))}
                onSelect={(option) => {
                  const picked = companyOptions.find((company) => String(company.company_id) === option.key);
                  if (picked) {
                    set(
                      'companies',
                      addCompany(form.companies, {
                        name: brandName(picked, locale) || picked.business_license_name,
                        company_id: picked.company_id,
                      }),
                    );
                  }
                  setCompanyText('');
                  setCompanyOptions([]);
                }}
                inputClassName={inputClass}
              />
              <button type="button" className={secondaryButton} onClick={addTypedCompany}>
                {t('jobAlert.add')}
                <span className="sr-only"> {t('jobAlert.companies')}</span>
              </button>
            </div>
          </TagField>

          <div>
            {form.preferred_location ? (
              <div>
                <p className={legendClass} id={`${id}-place-label`}>
                  {t('jobAlert.location')}
                </p>
                <p className="flex flex-wrap items-center gap-2">
                  <span className="rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-950 ring-1 ring-teal-200">
                    {cityName(form.preferred_location)}
                  </span>
                  <button
                    type="button"
                    className="text-sm font-medium text-teal-800 hover:underline"
                    onClick={() => set('preferred_location', '')}
                  >
                    {t('jobAlert.changeLocation')}
                    <span className="sr-only"> {t('jobAlert.location')}</span>
                  </button>
                </p>
              </div>
            ) : (
              // biome-ignore lint/a11y/noStaticElementInteractions: Enter in the combobox inside picks the first city.
              <div
                onKeyDown={onEnter(() => {
                  const first = placeOptions[0];
                  if (first) {
                    set('preferred_location', first.key);
                    setPlaceText('');
                  }
                })}
              >
                <Combobox
                  label={t('jobAlert.location')}
                  value={placeText}
                  onChange={setPlaceText}
                  options={placeOptions}
                  onSelect={(option) => {
                    set('preferred_location', option.key);
                    setPlaceText('');
                  }}
                  placeholder={t('jobAlert.cityPlaceholder')}
                  emptyText={t('jobAlert.noCity')}
                  inputClassName={inputClass}
                />
              </div>
            )}
          </div>

          <TagField
            id={`${id}-cities`}
            legend={t('jobAlert.relocate')}
            max={JOB_ALERT_LIMITS.cities}
            tags={form.open_to_relocate_cities.map((code) => ({ key: code, label: cityName(code) }))}
            onRemove={(key) =>
              set(
                'open_to_relocate_cities',
                form.open_to_relocate_cities.filter((code) => code !== key),
              )
            }
            error={errors.open_to_relocate_cities}
          >
            {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter in the combobox inside picks the first city. */}
            <div
              onKeyDown={onEnter(() => {
                const first = relocateOptions[0];
                if (first) addRelocation(first.key);
              })}
            >
              <Combobox
                label={t('jobAlert.relocateInput')}
                hideLabel
                value={relocateText}
                onChange={setRelocateText}
                options={relocateOptions}
                onSelect={(option) => addRelocation(option.key)}
                placeholder={t('jobAlert.cityPlaceholder')}
                emptyText={t('jobAlert.noCity')}
                inputClassName={inputClass}
              />
            </div>
          </TagField>

          <FormAlert>{failure}</FormAlert>
          <div aria-live="polite" className="text-sm font-medium text-teal-800 empty:hidden">
            {savedNote && <p>{t('jobAlert.savedNote')}</p>}
          </div>
          <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
            <BusyButton type="submit" className={primaryButton} busy={saving}>
              {saving ? t('account.saving') : t('jobAlert.save')}
            </BusyButton>
            <button type="button" className={secondaryButton} onClick={onClose}>
              {savedNote ? t('jobAlert.done') : t('account.cancel')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
