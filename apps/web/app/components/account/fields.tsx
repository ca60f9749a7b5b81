import { DEFAULT_CALLING_CODE, passwordRules } from '@jobbridge/shared';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { callingCodeDigits, matchCallingCodes } from '../../lib/calling-codes';
import { useSiteLists } from '../../lib/site-lists';
import { Field, inputClass } from '../login/fields';
import { BusyButton } from '../ui/BusyButton';
import { Combobox } from '../ui/Combobox';
import { CheckIcon } from '../ui/icons';
import { captchaSrc, type useCaptcha } from './use-captcha';

export const DEFAULT_CALLING_CODE_TEXT = `+${DEFAULT_CALLING_CODE}`;

export const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800 disabled:opacity-70';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70';
export const linkButton = 'text-sm font-medium text-teal-800 underline-offset-2 hover:underline';

/** After a failed check, moves focus to the first field marked invalid (once React has rendered the errors). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** A form-level failure, announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}

/** A polite status line (e.g. "The code has been sent"). Always rendered so screen readers hear changes. */
export function FormStatus({ children }: { children?: ReactNode }) {
  return (
    <div aria-live="polite" className="text-sm text-teal-800 empty:hidden">
      {children ? <p>{children}</p> : null}
    </div>
  );
}

/** The account e-mail's state as a badge beside the address (no punctuation to translate around it). */
export function EmailStateBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`ml-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${verified ? 'bg-teal-100 text-teal-900' : 'bg-amber-100 text-amber-950'}`}
    >
      {verified ? t('account.settings.verified') : t('account.settings.notVerified')}
    </span>
  );
}

/**
 * Country code (searchable by prefix, a leading + ignored; default +86) and
 * the national number, side by side.
 */
export function PhoneRow({
  callingCode,
  onCallingCode,
  phone,
  onPhone,
  errors,
  phoneLabel,
  autoComplete = 'tel-national',
}: {
  callingCode: string;
  onCallingCode: (value: string) => void;
  phone: string;
  onPhone: (value: string) => void;
  errors: { callingCode?: string | null; phone?: string | null };
  phoneLabel?: string;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { lists } = useSiteLists(true);
  const options = matchCallingCodes(lists?.calling_code ?? [], callingCode)
    .slice(0, 50)
    .map((item) => ({
      key: `${item.calling_code}-${item.country}`,
      label: `+${callingCodeDigits(item.calling_code)}`,
      hint: [item.flag, item.country].filter(Boolean).join(' '),
    }));
  const codeErrorId = `${id}-code-error`;
  return (
    <div className="flex gap-2">
      <div className="w-28 shrink-0">
        <Combobox
          label={t('login.callingCode')}
          value={callingCode}
          onChange={onCallingCode}
          options={options}
          onSelect={(option) => onCallingCode(option.label)}
          inputMode="tel"
          autoComplete="tel-country-code"
          inputClassName={inputClass}
          emptyText={t('login.noCallingCode')}
          invalid={Boolean(errors.callingCode)}
          describedBy={errors.callingCode ? codeErrorId : undefined}
        />
        {errors.callingCode && (
          <p id={codeErrorId} className="mt-1 text-sm text-red-700">
            {errors.callingCode}
          </p>
        )}
      </div>
      <Field
        id={`${id}-phone`}
        className="min-w-0 flex-1"
        label={phoneLabel ?? t('login.phone')}
        // HTML allows the national-number autofill name (tel-national) on text controls only; the keypad
        // still comes from inputMode.
        type="text"
        inputMode="tel"
        autoComplete={autoComplete}
        value={phone}
        onChange={(event) => onPhone(event.target.value)}
        error={errors.phone}
      />
    </div>
  );
}

/** The picture captcha: its text box and the image (select it for a new one). */
export function CaptchaField({
  state,
  value,
  onChange,
  error,
}: {
  state: ReturnType<typeof useCaptcha>;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Field
      id={`${id}-captcha`}
      label={t('login.captcha')}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      addon={
        <button
          type="button"
          onClick={() => void state.reload()}
          aria-busy={state.loading || undefined}
          title={t('login.captchaImage')}
          className="h-[42px] w-32 shrink-0 overflow-hidden rounded-md border border-slate-300 bg-slate-50 text-xs text-slate-700"
        >
          {state.captcha ? (
            <img
              src={captchaSrc(state.captcha)}
              alt={t('login.captchaImage')}
              className="h-full w-full object-contain"
            />
          ) : (
            <span>{state.failed ? t('login.captchaFailed') : t('login.captchaLoading')}</span>
          )}
        </button>
      }
    />
  );
}

/**
 * A one-time code box with its Send button. The button names what is missing
 * while it is disabled, and counts down after a send.
 */
export function CodeField({
  label,
  value,
  onChange,
  error,
  onSend,
  canSend,
  countdown,
  sending,
  hint,
  numeric = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  onSend: () => void;
  canSend: boolean;
  countdown: number;
  sending?: boolean;
  /** Shown (and tied to the button) while Send is disabled for a missing input. */
  hint?: string | null;
  numeric?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const sendButton = useRef<HTMLButtonElement>(null);
  const counting = countdown > 0;
  const idle = !sending && !counting;
  const showHint = Boolean(hint) && !canSend && idle;
  // A code was sent: the next thing to do is to type it, so focus moves from Send to the box.
  useEffect(() => {
    if (counting && document.activeElement === sendButton.current) document.getElementById(`${id}-code`)?.focus();
  }, [counting, id]);
  return (
    <div>
      <Field
        id={`${id}-code`}
        label={label}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="one-time-code"
        maxLength={8}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        addon={
          <BusyButton
            ref={sendButton}
            busy={Boolean(sending)}
            paused={countdown > 0}
            onClick={onSend}
            // Disabled only for a missing input; while it sends and counts down it keeps its focus.
            disabled={!canSend && idle}
            aria-describedby={showHint ? hintId : undefined}
            className="min-w-24 shrink-0 rounded-md border border-teal-700 px-3 text-sm font-medium whitespace-nowrap text-teal-800 hover:bg-teal-50 disabled:border-slate-300 disabled:text-slate-600 disabled:hover:bg-transparent"
          >
            {sending
              ? t('account.sending')
              : countdown > 0
                ? t('login.resendIn', { seconds: countdown })
                : t('login.send')}
          </BusyButton>
        }
      />
      {showHint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A password box with a show/hide toggle. */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  autoComplete,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          maxLength={64}
          className={`${inputClass} pr-16`}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          className="absolute inset-y-1 right-1 rounded px-2 text-sm font-medium text-teal-800 hover:bg-teal-50"
        >
          {t('account.showPassword')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * New password and its confirmation, with the policy of spec section 5 shown
 * live (6-16 characters, no spaces, two of letters, numbers, special characters).
 */
export function NewPasswordFields({
  password,
  onPassword,
  confirm,
  onConfirm,
  errors,
  label,
}: {
  password: string;
  onPassword: (value: string) => void;
  confirm: string;
  onConfirm: (value: string) => void;
  errors: { password?: string | null; confirm?: string | null };
  label?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const rulesId = `${id}-rules`;
  return (
    <>
      <PasswordField
        label={label ?? t('account.newPassword')}
        value={password}
        onChange={onPassword}
        error={errors.password}
        autoComplete="new-password"
        describedBy={rulesId}
      />
      <ul id={rulesId} className="-mt-2 space-y-0.5 text-sm" aria-label={t('account.passwordRulesLabel')}>
        {passwordRules(password).map(({ rule, met }) => (
          <li key={rule} className={`flex items-center gap-1.5 ${met ? 'text-teal-800' : 'text-slate-600'}`}>
            {met ? (
              <CheckIcon className="size-4 shrink-0" />
            ) : (
              <span aria-hidden="true" className="inline-block size-4 shrink-0 text-center leading-4">
                •
              </span>
            )}
            <span>
              {t(`account.passwordRule.${rule}`)}
              <span className="sr-only"> {met ? t('account.ruleMet') : t('account.ruleNotMet')}</span>
            </span>
          </li>
        ))}
      </ul>
      <PasswordField
        label={t('account.confirmPassword')}
        value={confirm}
        onChange={onConfirm}
        error={errors.confirm}
        autoComplete="new-password"
      />
    </>
  );
}

/** The user-agreement checkbox of sign-up (links /useragreement in a new tab so the form keeps its input). */
export function AgreementCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-4 shrink-0 accent-teal-700"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {t('account.signup.agreePrefix')}{' '}
          <a
            href="/useragreement"
            target="_blank"
            rel="noopener"
            className="font-medium text-teal-800 underline underline-offset-2"
          >
            {t('account.signup.agreementLink')}
            <span className="sr-only"> {t('common.opensNewWindow')}</span>
          </a>
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
