import type { JobAlert, ProfileVisibility, UserSettings } from '@jobbridge/shared';
import { CHAT_EMAIL, hashPasswordForTransport, type Locale, listSeparator } from '@jobbridge/shared';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import { labelOf } from '../../lib/brand';
import { useSite } from '../../lib/use-site';
import { clearUserCookie } from '../../lib/user-cookie';
import { CodeField, FormAlert, focusFirstInvalid, PasswordField, secondaryButton } from '../account/fields';
import { useEmailCodeSender } from '../account/use-code-sender';
import { inputClass } from '../login/fields';
import { BusyButton } from '../ui/BusyButton';
import { Modal } from '../ui/Modal';
import { useToast } from '../ui/Toast';
import { DownloadButton } from './DownloadButton';
import { dangerButton, Switch } from './parts';

const JobAlertDialog = lazy(() => import('./JobAlertDialog'));

/** The job alert section of /setting: what is stored, the on/off switch, and the dialog to edit it. */
export function JobAlertSettings({ alert }: { alert: JobAlert | null }) {
  const { t } = useTranslation();
  const { config, locale } = useSite();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [busy, setBusy] = useState(false);

  const toggle = async (enabled: boolean) => {
    setBusy(true);
    const envelope = await browserApi.createJobAlertStatus({ enabled });
    setBusy(false);
    if (envelope.success) {
      toast.success(envelope.data.enabled ? t('jobAlert.turnedOn') : t('jobAlert.turnedOff'));
      await revalidator.revalidate();
    } else toast.error(failureText(t, envelope));
  };

  const list = (value: string | undefined, label: (item: string) => string = (item) => item) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map(label)
      .join(listSeparator(locale));
  const facts = alert?.saved
    ? [
        [t('jobAlert.titles'), list(alert.job_title)],
        [t('jobAlert.jobType'), list(alert.job_type_open_to, (code) => labelOf(config.employment_type, code) || code)],
        [t('jobAlert.salary'), t('jobAlert.salaryRange', { min: alert.minimum_salary, max: alert.maximum_salary })],
        [t('jobAlert.industries'), list(alert.industry, (code) => labelOf(config.industry, code) || code)],
        [t('jobAlert.companies'), list(alert.idealCompany)],
      ].filter(([, value]) => value)
    : [];

  return (
    <div className="space-y-4">
      {alert?.saved ? (
        <>
          <Switch
            checked={alert.enabled}
            busy={busy}
            onChange={(value) => void toggle(value)}
            label={t('jobAlert.enabled')}
          />
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="text-slate-700">{t('jobAlert.noneYet')}</p>
      )}
      <button
        type="button"
        className={secondaryButton}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {alert?.saved ? t('jobAlert.edit') : t('jobAlert.create')}
      </button>
      {used && (
        <Suspense fallback={null}>
          <JobAlertDialog
            open={open}
            onClose={() => {
              setOpen(false);
              void revalidator.revalidate();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** E-mail notifications and their language (manager/updSetting, each change saved at once). */
export function NotificationSettings({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const [current, setCurrent] = useState(settings);
  const [busy, setBusy] = useState<keyof UserSettings | null>(null);

  const update = async (change: Partial<UserSettings>) => {
    const key = Object.keys(change)[0] as keyof UserSettings;
    setBusy(key);
    const envelope = await browserApi.updSetting(change);
    setBusy(null);
    if (envelope.success) {
      setCurrent(envelope.data);
      toast.success(t('settings2.saved'));
    } else toast.error(failureText(t, envelope));
  };

  return (
    <div className="space-y-5">
      <div>
        <Switch
          checked={current.alert_email}
          busy={busy === 'alert_email'}
          onChange={(value) => void update({ alert_email: value })}
          label={t('settings2.alertEmail')}
          describedBy={`${id}-alert`}
        />
        <p id={`${id}-alert`} className="mt-1 text-sm text-slate-600">
          {t('settings2.alertEmailHint')}
        </p>
      </div>
      <div>
        <Switch
          checked={current.chat_email}
          busy={busy === 'chat_email'}
          onChange={(value) => void update({ chat_email: value })}
          label={t('settings2.chatEmail')}
          describedBy={`${id}-chat`}
        />
        <p id={`${id}-chat`} className="mt-1 text-sm text-slate-600">
          {t('settings2.chatEmailHint', { minutes: CHAT_EMAIL.delayMs / 60_000 })}
        </p>
      </div>
      <div className="max-w-xs">
        <label htmlFor={`${id}-language`} className="mb-1 block text-sm font-medium text-slate-800">
          {t('settings2.emailLanguage')}
        </label>
        <select
          id={`${id}-language`}
          value={current.language}
          // Busy keeps the focus (aria-disabled, not disabled); a change meanwhile is ignored.
          aria-disabled={busy === 'language' || undefined}
          aria-busy={busy === 'language' || undefined}
          onChange={(event) => {
            if (busy !== 'language') void update({ language: event.target.value as Locale });
          }}
          className={inputClass}
        >
          <option value="en" lang="en">
            English
          </option>
          <option value="zh" lang="zh-CN">
            中文
          </option>
        </select>
      </div>
    </div>
  );
}

const VISIBILITIES: ProfileVisibility[] = ['private', 'applied', 'public'];

/** Who may read the profile: nobody else, recruiters of companies applied to, or anyone signed in. */
export function VisibilitySettings({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const [value, setValue] = useState<ProfileVisibility>(settings.profile_visibility);
  const [busy, setBusy] = useState(false);
  const choose = async (next: ProfileVisibility) => {
    const before = value;
    setValue(next);
    setBusy(true);
    const envelope = await browserApi.updSetting({ profile_visibility: next });
    setBusy(false);
    if (envelope.success) {
      setValue(envelope.data.profile_visibility);
      toast.success(t('settings2.saved'));
    } else {
      setValue(before);
      toast.error(failureText(t, envelope));
    }
  };
  return (
    <fieldset aria-busy={busy || undefined}>
      <legend className="sr-only">{t('settings2.visibility')}</legend>
      <div className="space-y-3">
        {VISIBILITIES.map((option) => (
          <div key={option} className="flex items-start gap-3">
            <input
              id={`${id}-${option}`}
              type="radio"
              name={`${id}-visibility`}
              value={option}
              checked={value === option}
              // Busy keeps the focus on the group (aria-disabled, not disabled); arrows meanwhile do nothing.
              aria-disabled={busy || undefined}
              onChange={() => {
                if (!busy) void choose(option);
              }}
              aria-describedby={`${id}-${option}-hint`}
              className="mt-1 size-4 accent-teal-700"
            />
            <div>
              <label htmlFor={`${id}-${option}`} className="font-medium text-slate-900">
                {t(`settings2.visibilityOptions.${option}`)}
              </label>
              <p id={`${id}-${option}-hint`} className="text-sm text-slate-600">
                {t(`settings2.visibilityHints.${option}`)}
              </p>
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** Export my data (account/exportMyData as a JSON download) and delete my account. */
export function PrivacySettings({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-6">
      <div>
        <h3 className="font-semibold text-slate-900">{t('settings2.exportTitle')}</h3>
        <p className="mt-1 mb-3 text-sm text-slate-700">{t('settings2.exportText')}</p>
        <DownloadButton
          path="/account/exportMyData"
          method="POST"
          fileName="jobbridge-my-data.json"
          label={t('settings2.export')}
          busyLabel={t('settings2.exporting')}
          doneText={t('settings2.exported')}
          className={secondaryButton}
        />
      </div>
      <div className="border-t border-slate-200 pt-5">
        <h3 className="font-semibold text-red-800">{t('settings2.deleteTitle')}</h3>
        <p className="mt-1 mb-3 text-sm text-slate-700">{t('settings2.deleteIntro')}</p>
        <button type="button" className={dangerButton} onClick={() => setOpen(true)}>
          {t('settings2.deleteButton')}
        </button>
      </div>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} email={email} />
    </div>
  );
}

/**
 * Deleting the account: what goes is said first, then the password confirms
 * it (or, for an account without a password, a code sent to its e-mail).
 * Afterwards the session is gone: the browser forgets the user and goes
 * home, where a toast confirms.
 */
function DeleteAccountDialog({ open, onClose, email }: { open: boolean; onClose: () => void; email: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sender = useEmailCodeSender();
  const [sent, setSent] = useState(false);
  const sendCode = async () => {
    if (!email) return;
    setFailure(null);
    const result = await sender.send(() => browserApi.sendEmailCode({ email, purpose: 'reset' }));
    if (result.ok) setSent(true);
    else setFailure(result.message);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setError(null);
    setFailure(null);
    const value = mode === 'password' ? password : code.trim();
    if (!value) {
      setError(mode === 'password' ? t('settings2.passwordRequired') : t('settings2.codeRequired'));
      return focusFirstInvalid(form);
    }
    setBusy(true);
    const envelope = await browserApi.deleteAccount(
      mode === 'password' ? { password: await hashPasswordForTransport(password) } : { code: value },
    );
    setBusy(false);
    if (envelope.success) {
      clearUserCookie();
      toast.success(t('settings2.deleted'));
      await navigate('/');
      await revalidator.revalidate();
      return;
    }
    const fields = fieldErrors(envelope);
    if (fields.password || fields.code) setError(fields.password ?? fields.code ?? null);
    else
      setFailure(
        failureText(t, envelope, {
          1003: mode === 'password' ? t('settings2.wrongPassword') : t('errors.1004'),
          1004: t('errors.1004'),
        }),
      );
  };

  return (
    <Modal open={open} onClose={onClose} labelledBy={`${id}-title`} className="max-w-lg">
      <h2 id={`${id}-title`} className="pr-8 text-xl font-semibold text-red-800">
        {t('settings2.deleteTitle')}
      </h2>
      <p className="mt-3 text-slate-700">{t('settings2.deleteWhat')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('settings2.deleteItems.profile')}</li>
        <li>{t('settings2.deleteItems.files')}</li>
        <li>{t('settings2.deleteItems.applications')}</li>
        <li>{t('settings2.deleteItems.messages')}</li>
        <li>{t('settings2.deleteItems.alerts')}</li>
      </ul>
      <p className="mt-3 text-sm font-medium text-slate-900">{t('settings2.deleteFinal')}</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {mode === 'password' ? (
          <PasswordField
            label={t('settings2.confirmPassword')}
            value={password}
            onChange={setPassword}
            error={error}
            autoComplete="current-password"
          />
        ) : (
          <CodeField
            label={t('account.emailCode')}
            value={code}
            onChange={setCode}
            error={error}
            onSend={() => void sendCode()}
            canSend={Boolean(email) && sender.canSend(email ?? '')}
            countdown={sender.countdown.seconds}
            sending={sender.sending}
          />
        )}
        {email && (
          <button
            type="button"
            className="text-sm font-medium text-teal-800 hover:underline"
            onClick={() => {
              setMode(mode === 'password' ? 'code' : 'password');
              setError(null);
            }}
          >
            {mode === 'password' ? t('settings2.useCode') : t('settings2.usePassword')}
          </button>
        )}
        {mode === 'code' && sent && (
          <p className="text-sm text-teal-800" role="status">
            {t('account.emailCodeSent', { email: email ?? '' })}
          </p>
        )}
        <FormAlert>{failure}</FormAlert>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('account.cancel')}
          </button>
          <BusyButton type="submit" className={dangerButton} busy={busy}>
            {busy ? t('settings2.deleting') : t('settings2.deleteConfirm')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
