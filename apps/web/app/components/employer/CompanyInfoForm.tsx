import { COMPANY_RANKING_COMPLETENESS, type ConfigOption, type Envelope, type OwnCompany } from '@jobbridge/shared';
import { type FormEvent, useState } from 'react';
import { browserApi, uploadCompanyLogo } from '../../api/browser';
import { avatarProblem } from '../../api/upload';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import { type CompanyForm, companyFormOf, companyFormProblems } from '../../lib/employer';
import { focusFirstInvalid } from '../account/fields';
import { BusyButton } from '../ui/BusyButton';
import { buttonClass, Field, FileField, inputClass, Notice } from './fields';
import { PlaceField } from './PlaceField';

/** The completeness meter, and what passing 80 % does. */
export function CompletenessMeter({ value }: { value: number }) {
  const { t } = useTranslation();
  const above = value > COMPANY_RANKING_COMPLETENESS;
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-800" id="completeness-label">
          {t('employer.completeness.label')}
        </span>
        <span className="font-semibold text-slate-900">{value}%</span>
      </div>
      <meter
        aria-labelledby="completeness-label"
        min={0}
        max={100}
        low={COMPANY_RANKING_COMPLETENESS}
        optimum={100}
        value={value}
        className="mt-2 block h-2 w-full"
      >
        {value}%
      </meter>
      <p className="mt-2 text-xs text-slate-700">
        {above
          ? t('employer.completeness.ranked')
          : t('employer.completeness.hint', { percent: COMPANY_RANKING_COMPLETENESS })}
      </p>
    </div>
  );
}

/**
 * Step 2 of /employer and the company page: the company's info in both
 * languages. `save` sends the form (createCompany or editCompanyInfo); the
 * logo is uploaded once the company exists.
 */
export function CompanyInfoForm({
  company,
  industries,
  sizes,
  save,
  onSaved,
  submitLabel,
}: {
  company: OwnCompany | null;
  industries: ConfigOption[];
  sizes: ConfigOption[];
  save: (form: CompanyForm) => Promise<Envelope<OwnCompany>>;
  onSaved: (company: OwnCompany) => void;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<CompanyForm>(() => companyFormOf(company));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof CompanyForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    setMessage(null);
    const next = form;
    const problems = companyFormProblems(next);
    if (form.adcode === '-1') problems.adcode = 'errors.field.invalid';
    if (Object.keys(problems).length > 0) {
      // The form is long: on a phone the marked fields are off screen, so the button says so and focus goes to the first.
      setErrors(Object.fromEntries(Object.entries(problems).map(([key, value]) => [key, t(value as string)])));
      setMessage({ tone: 'error', text: t('employer.info.fix') });
      focusFirstInvalid(element);
      return;
    }
    setBusy(true);
    const envelope = await save(next);
    setBusy(false);
    if (envelope.success) {
      setErrors({});
      setMessage({ tone: 'ok', text: t('employer.info.saved') });
      onSaved(envelope.data);
      return;
    }
    const fields = fieldErrors(envelope);
    setErrors(fields);
    setMessage({ tone: 'error', text: failureText(t, envelope) });
    if (Object.keys(fields).length > 0) focusFirstInvalid(element);
  }

  const text = (key: keyof CompanyForm, multiline = false) => (
    <Field label={t(`employer.field.${key}`)} error={errors[key]}>
      {(props) =>
        multiline ? (
          <textarea
            {...props}
            rows={4}
            className={inputClass}
            value={form[key]}
            onChange={(e) => set(key)(e.target.value)}
          />
        ) : (
          <input {...props} className={inputClass} value={form[key]} onChange={(e) => set(key)(e.target.value)} />
        )
      }
    </Field>
  );
  const select = (key: 'industry' | 'size', list: ConfigOption[]) => (
    <Field label={t(`employer.field.${key}`)} error={errors[key]}>
      {(props) => (
        <select {...props} className={inputClass} value={form[key]} onChange={(e) => set(key)(e.target.value)}>
          <option value="">{t('employer.info.choose')}</option>
          {list.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{text('business_license_name')}</div>
        {text('brand_name')}
        {text('eng_brand_name')}
        {select('industry', industries)}
        {select('size', sizes)}
        <Field label={t('employer.field.founded_year')} error={errors.founded_year}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              className={inputClass}
              value={form.founded_year}
              onChange={(e) => set('founded_year')(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('employer.field.website')} error={errors.website}>
          {(props) => (
            <input
              {...props}
              type="url"
              placeholder="https://"
              className={inputClass}
              value={form.website}
              onChange={(e) => set('website')(e.target.value)}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <PlaceField
            label={t('employer.field.city')}
            initialText={company?.city ?? ''}
            error={errors.adcode}
            onChange={set('adcode')}
          />
        </div>
        {text('address_en')}
        {text('address_zh')}
        {text('intro_en', true)}
        {text('intro_zh', true)}
      </div>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <BusyButton type="submit" className={buttonClass} busy={busy}>
        {submitLabel}
      </BusyButton>
    </form>
  );
}

/** The logo: JPG or PNG up to 2 MB, as avatars; the server checks the content. */
export function LogoUpload({ company, onSaved }: { company: OwnCompany; onSaved: (company: OwnCompany) => void }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-4">
      {company.logo_url ? (
        <img
          src={company.logo_url}
          alt={t('employer.info.logoAlt')}
          className="size-16 rounded-lg border border-slate-200 object-contain"
        />
      ) : (
        <span className="flex size-16 items-center justify-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-600">
          {t('employer.info.noLogo')}
        </span>
      )}
      <FileField
        label={t('employer.info.logo')}
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        onChange={async (file) => {
          if (!file) return;
          const problem = avatarProblem(file);
          if (problem) {
            setMessage({ tone: 'error', text: t(`employer.info.logo_${problem}`) });
            return;
          }
          const envelope = await uploadCompanyLogo(file);
          if (envelope.success) {
            setMessage({ tone: 'ok', text: t('employer.info.saved') });
            onSaved(envelope.data);
          } else setMessage({ tone: 'error', text: failureText(t, envelope) });
        }}
      />
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
    </div>
  );
}

/** Saves through createCompany or editCompanyInfo. */
export const saveCompany = {
  /** `businessEmail`: the address the server saw the user verify (step 1). */
  create: (form: CompanyForm, businessEmail: string) =>
    browserApi.createCompany({ ...form, business_email: businessEmail }),
  edit: (companyId: number, form: CompanyForm) => browserApi.editCompanyInfo({ ...form, company_id: companyId }),
};
