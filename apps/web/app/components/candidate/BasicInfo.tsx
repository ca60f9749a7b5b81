import type { ChinaWorkStatus, ConfigOption } from '@jobbridge/shared';
import { CHINA_WORK_STATUSES, COMPANY_LIMITS, NAME_MAX_LENGTH, nameFieldOrder } from '@jobbridge/shared';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi, uploadAvatar } from '../../api/browser';
import { avatarProblem } from '../../api/upload';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import { birthDateProblem } from '../../lib/basic-info';
import { imageExtensionsText } from '../../lib/resume-file';
import { useSite } from '../../lib/use-site';
import { storeUserCookie } from '../../lib/user-cookie';
import { FormAlert, focusFirstInvalid, primaryButton, secondaryButton } from '../account/fields';
import { Avatar } from '../layout/UserMenu';
import { Field, inputClass } from '../login/fields';
import { BusyButton } from '../ui/BusyButton';
import { useToast } from '../ui/Toast';

/**
 * The basic-info form (name, birth date, Mandarin level, native language,
 * then "Working in China": headline, city, nationality, work permit status)
 * and the profile photo upload: used by /basicinfo and by the first step of
 * the resume wizard (/step). One save sends editUserInfo, then
 * appendUserInfo (decision 0032).
 */

/** ".jpg, .jpeg, .png" (spec section 5). */

type Errors = Partial<
  Record<
    | 'first_name'
    | 'last_name'
    | 'birth_date'
    | 'mandarin'
    | 'native_language'
    | 'headline_job'
    | 'adcode'
    | 'nationality'
    | 'china_status',
    string
  >
>;

/** The label of each work permit status (named here so the catalogue keys are in the source). */
const CHINA_STATUS_KEYS: Record<ChinaWorkStatus, string> = {
  abroad: 'account.basic.chinaStatuses.abroad',
  work_permit: 'account.basic.chinaStatuses.work_permit',
  other_visa: 'account.basic.chinaStatuses.other_visa',
  permanent_resident: 'account.basic.chinaStatuses.permanent_resident',
  no_permit_needed: 'account.basic.chinaStatuses.no_permit_needed',
};

/** What the form starts from (the session user's values, '' when missing). */
export interface BasicInfoValues {
  first_name: string;
  last_name: string;
  birth_date: string;
  mandarin: string;
  native_language: string;
  headline_job: string;
  adcode: string;
  nationality: string;
  china_status: string;
}

function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  error,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly ConfigOption[];
  error?: string;
  placeholder: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function BasicInfoForm({
  initial,
  mandarin: mandarinOptions,
  language: languageOptions,
  cities,
  countries,
  onSaved,
  submitLabel,
  extraActions,
}: {
  initial: BasicInfoValues;
  mandarin: ConfigOption[];
  language: ConfigOption[];
  /** The site's cities and the nationalities (lib/basic-info.ts aboutOptions). */
  cities: ConfigOption[];
  countries: ConfigOption[];
  /** After a successful save (the wizard moves on); the form shows a toast either way. */
  onSaved?: () => void | Promise<void>;
  /** The submit button's text (default "Save"). */
  submitLabel?: string;
  /** More buttons beside submit (the wizard's Skip). */
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const id = useId();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [firstName, setFirstName] = useState(initial.first_name);
  const [lastName, setLastName] = useState(initial.last_name);
  const [birthDate, setBirthDate] = useState(initial.birth_date);
  const [mandarin, setMandarin] = useState(initial.mandarin);
  const [nativeLanguage, setNativeLanguage] = useState(initial.native_language);
  const [headline, setHeadline] = useState(initial.headline_job);
  const [city, setCity] = useState(initial.adcode);
  const [nationality, setNationality] = useState(initial.nationality);
  const [chinaStatus, setChinaStatus] = useState(initial.china_status);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = new Date().toISOString().slice(0, 10);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    setFailure(null);
    const found: Errors = {};
    if (!firstName.trim()) found.first_name = t('account.basic.errors.firstName');
    if (!lastName.trim()) found.last_name = t('account.basic.errors.lastName');
    const dateProblem = birthDateProblem(birthDate, new Date());
    if (dateProblem) found.birth_date = t(`account.basic.errors.birth_${dateProblem}`);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(form);
    setBusy(true);
    const envelope = await browserApi.editUserInfo({
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      birth_date: birthDate || undefined,
      mandarin: mandarin || undefined,
      native_language: nativeLanguage || undefined,
    });
    // Then what the profile adds for employers hiring from abroad; blank clears a field.
    const appended = envelope.success
      ? await browserApi.appendUserInfo({
          headline_job: headline.trim(),
          adcode: city,
          nationality,
          // Blank clears the status (the schema's `clearable` reads '' as null).
          china_status: chinaStatus as ChinaWorkStatus,
        })
      : envelope;
    setBusy(false);
    if (appended.success) {
      storeUserCookie(appended.data);
      toast.success(t('account.basic.saved'));
      await revalidator.revalidate();
      await onSaved?.();
      return;
    }
    const fields = fieldErrors(appended);
    if (Object.keys(fields).length) {
      setErrors(fields as Errors);
      focusFirstInvalid(form);
    } else setFailure(failureText(t, appended));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('account.basic.detailsTitle')}</h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {nameFieldOrder(locale).map((field) =>
          field === 'first_name' ? (
            <Field
              key={field}
              id={`${id}-first`}
              label={t('account.basic.firstName')}
              autoComplete="given-name"
              maxLength={NAME_MAX_LENGTH}
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
              error={errors.first_name}
            />
          ) : (
            <Field
              key={field}
              id={`${id}-last`}
              label={t('account.basic.lastName')}
              autoComplete="family-name"
              maxLength={NAME_MAX_LENGTH}
              value={lastName}
              onChange={(event) => setLastName(event.target.value)}
              error={errors.last_name}
            />
          ),
        )}
      </div>
      <Field
        id={`${id}-birth`}
        label={t('account.basic.birthDate')}
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={today}
        value={birthDate}
        onChange={(event) => setBirthDate(event.target.value)}
        error={errors.birth_date}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-mandarin`}
          label={t('account.basic.mandarin')}
          value={mandarin}
          onChange={setMandarin}
          options={mandarinOptions}
          error={errors.mandarin}
          placeholder={t('account.basic.choose')}
        />
        <SelectField
          id={`${id}-language`}
          label={t('account.basic.nativeLanguage')}
          value={nativeLanguage}
          onChange={setNativeLanguage}
          options={languageOptions}
          error={errors.native_language}
          placeholder={t('account.basic.choose')}
        />
      </div>
      <div className="border-t border-slate-200" />
      <fieldset className="space-y-4" aria-describedby={`${id}-work-intro`}>
        <legend className="text-base font-semibold text-slate-900">{t('account.basic.workTitle')}</legend>
        <p id={`${id}-work-intro`} className="text-sm text-slate-700">
          {t('account.basic.workIntro')}
        </p>
        <Field
          id={`${id}-headline`}
          label={t('account.basic.headline')}
          maxLength={COMPANY_LIMITS.headlineJobMax}
          autoComplete="organization-title"
          value={headline}
          onChange={(event) => setHeadline(event.target.value)}
          error={errors.headline_job}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            id={`${id}-city`}
            label={t('account.basic.city')}
            value={city}
            onChange={setCity}
            options={cities}
            error={errors.adcode}
            placeholder={t('account.basic.choose')}
          />
          <SelectField
            id={`${id}-nationality`}
            label={t('account.basic.nationality')}
            value={nationality}
            onChange={setNationality}
            options={countries}
            error={errors.nationality}
            placeholder={t('account.basic.choose')}
          />
        </div>
        <SelectField
          id={`${id}-status`}
          label={t('account.basic.chinaStatus')}
          value={chinaStatus}
          onChange={setChinaStatus}
          options={CHINA_WORK_STATUSES.map((value) => ({ value, label: t(CHINA_STATUS_KEYS[value]) }))}
          error={errors.china_status}
          placeholder={t('account.basic.choose')}
        />
      </fieldset>
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <BusyButton type="submit" busy={busy} className={primaryButton}>
          {busy ? t('account.saving') : (submitLabel ?? t('account.save'))}
        </BusyButton>
        {extraActions}
      </div>
    </form>
  );
}

/**
 * Profile photo: .jpg/.jpeg/.png up to 2 MB, checked before upload; sent as
 * multipart with a progress bar; the server's re-encoded image replaces the preview.
 */
export function AvatarUpload({ initialUrl, name }: { initialUrl: string | null; name: string }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const id = useId();
  const toast = useToast();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(initialUrl);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Free the local preview's object URL when it is replaced.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const problem = avatarProblem(file);
    if (problem) {
      setError(
        t(problem === 'type' ? 'account.basic.photoType' : 'account.basic.photoSize', {
          types: imageExtensionsText(locale),
        }),
      );
      if (input.current) input.current.value = '';
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    const envelope = await uploadAvatar(file, ({ loaded, total }) => setProgress(Math.round((loaded / total) * 100)));
    setProgress(null);
    if (input.current) input.current.value = '';
    if (envelope.success) {
      setUrl(envelope.data.avatar_url);
      setPreview(null);
      storeUserCookie(envelope.data);
      toast.success(t('account.basic.photoSaved'));
      await revalidator.revalidate();
    } else {
      setPreview(null);
      const text =
        envelope.code === 4013
          ? t('account.basic.photoSize')
          : envelope.code === 4015
            ? t('account.basic.photoType', { types: imageExtensionsText(locale) })
            : envelope.msg || t('account.basic.uploadFailed');
      setError(text);
    }
  };

  const shown = preview ?? url;
  const uploading = progress !== null;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('account.basic.photoTitle')}
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-5">
        {shown ? (
          <img
            src={shown}
            alt={t('account.basic.photoAlt')}
            className="size-24 rounded-full border border-slate-200 object-cover"
          />
        ) : (
          <Avatar url={null} name={name || '?'} size="size-24 text-2xl" />
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            className="peer sr-only"
            aria-describedby={`${id}-rules${error ? ` ${id}-error` : ''}`}
            // While a file uploads the box keeps its focus (aria-disabled, not disabled) and opens no picker.
            aria-disabled={uploading || undefined}
            aria-busy={uploading || undefined}
            onClick={(event) => {
              if (uploading) event.preventDefault();
            }}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <label
            htmlFor={`${id}-file`}
            className={`${secondaryButton} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-600 ${uploading ? 'pointer-events-none opacity-70' : ''}`}
          >
            {shown ? t('account.basic.photoChange') : t('account.basic.photoChoose')}
          </label>
          <p id={`${id}-rules`} className="text-sm text-slate-600">
            {t('account.basic.photoRules', { types: imageExtensionsText(locale) })}
          </p>
          {uploading && (
            <div>
              <div
                role="progressbar"
                aria-label={t('account.basic.uploading')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-2 rounded-full bg-teal-600 transition-[width]" style={{ width: `${progress}%` }} />
              </div>
              <p className="mt-1 text-sm text-slate-700" aria-live="polite">
                {t('account.basic.uploadingPercent', { percent: progress })}
              </p>
            </div>
          )}
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
