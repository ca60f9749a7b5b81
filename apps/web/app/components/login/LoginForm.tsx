import type { UserInfo } from '@jobbridge/shared';
import {
  type Envelope,
  ERROR_CODES,
  hashPasswordForTransport,
  isEmailAddress,
  SMS_RESEND_COUNTDOWN_S,
} from '@jobbridge/shared';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureDataText, failureText, fieldErrors } from '../../lib/api-message';
import { callingCodeDigits, joinPhone } from '../../lib/calling-codes';
import { canSendCode, useCountdown } from '../../lib/countdown';
import { useBriefNotice } from '../../lib/use-brief-notice';
import {
  CaptchaField,
  CodeField,
  DEFAULT_CALLING_CODE_TEXT,
  FormAlert,
  FormStatus,
  focusFirstInvalid,
  linkButton,
  PasswordField,
  PhoneRow,
  primaryButton,
  secondaryButton,
} from '../account/fields';
import { MethodTabs } from '../account/MethodTabs';
import { useCaptcha } from '../account/use-captcha';
import { BusyButton } from '../ui/BusyButton';
import { Link } from '../ui/Link';
import { Field } from './fields';

export type LoginTab = 'phone' | 'email';
type Tab = LoginTab;
type PhoneMode = 'password' | 'sms';
type Errors = Partial<Record<'callingCode' | 'phone' | 'password' | 'captcha' | 'code' | 'email', string>>;

// Only someone who picks WeChat needs the QR code panel and its encoder: loaded then.
const WechatSignIn = lazy(() => import('./WechatSignIn').then((module) => ({ default: module.WechatSignIn })));

/**
 * The sign-in form of spec section 2: tabs Phone and Email; the phone tab signs
 * in by password or by SMS code (picture captcha first, 60 s resend countdown).
 * Passwords are hashed twice before they leave the browser. `redirect` is
 * carried to the sign-up and reset links. Below the tabs, sign-in by WeChat
 * scan (WechatSignIn).
 *
 * After repeated failures the server asks for the picture captcha with the
 * sign-in itself (4028, decision 0011): the form then shows it (by password
 * too) and sends its answer with every attempt until signed in.
 */
export function LoginForm({
  onSignedIn,
  redirect = null,
  wechat = true,
  start,
}: {
  onSignedIn: (user: UserInfo) => void | Promise<void>;
  redirect?: string | null;
  /** Where the form starts: the tab and the address or number (after a reset, the one just used). */
  start?: { tab: Tab; email?: string; phone?: string };
  /** Offer sign-in by WeChat scan (not on /bind, which is where a new WeChat account gets linked). */
  wechat?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [byWechat, setByWechat] = useState(false);
  const [tab, setTab] = useState<Tab>(start?.tab ?? 'phone');
  const [mode, setMode] = useState<PhoneMode>('password');
  const [callingCode, setCallingCode] = useState(DEFAULT_CALLING_CODE_TEXT);
  const [phone, setPhone] = useState(start?.phone ?? '');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState(start?.email ?? '');
  const [captchaText, setCaptchaText] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useBriefNotice();
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  /** The server asked for a captcha with the sign-in (4028). */
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const captcha = useCaptcha((tab === 'phone' && mode === 'sms') || captchaNeeded);
  // Focus moves to the captcha once it is rendered after a 4028 (it may be new in the form).
  const formRef = useRef<HTMLFormElement>(null);
  const [captchaAsked, setCaptchaAsked] = useState(0);
  useEffect(() => {
    if (captchaAsked) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [captchaAsked]);

  const validate = (): Errors => {
    const found: Errors = {};
    if (tab === 'email') {
      if (!email.trim()) found.email = t('login.errors.emailRequired');
      else if (!isEmailAddress(email)) found.email = t('login.errors.emailInvalid');
      if (!password) found.password = t('login.errors.passwordRequired');
      return found;
    }
    if (!callingCodeDigits(callingCode)) found.callingCode = t('login.errors.callingCodeRequired');
    if (!phone.trim()) found.phone = t('login.errors.phoneRequired');
    if (mode === 'password' && !password) found.password = t('login.errors.passwordRequired');
    if (mode === 'sms' && !code.trim()) {
      found.code = t('login.errors.codeRequired');
      if (!captchaText.trim() && countdown.seconds === 0) found.captcha = t('login.errors.captchaRequired');
    }
    if (captchaNeeded && !captchaText.trim()) found.captcha = t('login.errors.captchaRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNotice(null);
    const form = event.currentTarget as HTMLFormElement;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(form);
    if (captchaNeeded && !captcha.captcha) return;
    setBusy(true);
    // The captcha's answer goes along once the server has asked for it; each one allows a single try.
    const answer =
      captchaNeeded && captcha.captcha ? { uuid: captcha.captcha.uuid, verityCode: captchaText.trim() } : {};
    try {
      let envelope: Envelope<UserInfo>;
      if (tab === 'email') {
        envelope = await browserApi.signinByEmail({
          email: email.trim(),
          password: await hashPasswordForTransport(password),
          ...answer,
        });
      } else if (mode === 'password') {
        envelope = await browserApi.signin({
          phone: joinPhone(callingCode, phone),
          password: await hashPasswordForTransport(password),
          ...answer,
        });
      } else {
        const full = joinPhone(callingCode, phone);
        envelope = await browserApi.signinByCode({ phone: full, code: code.trim(), username: full, ...answer });
      }
      if (answer.uuid) {
        setCaptchaText('');
        if (!envelope.success) void captcha.reload();
      }
      if (envelope.success) {
        await onSignedIn(envelope.data);
      } else if (envelope.code === ERROR_CODES.captchaRequired) {
        // Show the captcha (a new one if this one was used) and ask for its answer.
        setCaptchaNeeded(true);
        if (!answer.uuid) setCaptchaText('');
        setErrors({ captcha: failureText(t, envelope) });
        setCaptchaAsked((n) => n + 1);
      } else {
        // Spec section 8: 1002 'The user does not exist', 1003 'Incorrect username or password', 1004 'Incorrect code'.
        setFailure(
          failureText(t, envelope, { 1002: t('errors.1002'), 1003: t('errors.1003'), 1004: t('errors.1004') }),
        );
      }
    } catch {
      setFailure(t('errors.5000'));
    } finally {
      setBusy(false);
    }
  };

  const canSend = canSendCode([phone, captchaText], countdown.seconds, sending) && Boolean(captcha.captcha);
  const sendCode = async () => {
    setFailure(null);
    setNotice(null);
    const found: Errors = {};
    if (!phone.trim()) found.phone = t('login.errors.phoneRequired');
    if (!captchaText.trim()) found.captcha = t('login.errors.captchaRequired');
    setErrors(found);
    if (Object.keys(found).length || !captcha.captcha || !canSend) return;
    setSending(true);
    const envelope = await browserApi.sendSmsCode({
      phone: joinPhone(callingCode, phone),
      uuid: captcha.captcha.uuid,
      verityCode: captchaText.trim(),
      purpose: 'login',
    });
    setSending(false);
    // The captcha is single use: a new one either way.
    setCaptchaText('');
    void captcha.reload();
    if (envelope.success) {
      countdown.start(envelope.data?.seconds || SMS_RESEND_COUNTDOWN_S);
      setNotice(t('login.codeSent'));
    } else {
      const fields = fieldErrors(envelope);
      if (fields.verityCode) setErrors({ captcha: fields.verityCode });
      else if (fields.phone) setErrors({ phone: fields.phone });
      // Spec section 8: a failed send shows the server's data, else its msg.
      else setFailure(failureDataText(t, envelope));
    }
  };

  const selectTab = (next: Tab) => {
    setTab(next);
    setErrors({});
    setFailure(null);
    setNotice(null);
  };
  const switchMode = (next: PhoneMode) => {
    setMode(next);
    setErrors({});
    setFailure(null);
    setNotice(null);
  };

  const withRedirect = (path: string) => (redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path);
  if (byWechat) {
    return (
      <Suspense fallback={<p className="py-8 text-center text-slate-600">{t('account.wechat.loading')}</p>}>
        <WechatSignIn onSignedIn={onSignedIn} onBack={() => setByWechat(false)} />
      </Suspense>
    );
  }
  return (
    <div>
      <MethodTabs
        label={t('login.methods')}
        tabs={[
          { value: 'phone', label: t('login.tabPhone') },
          { value: 'email', label: t('login.tabEmail') },
        ]}
        value={tab}
        onChange={selectTab}
      >
        <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
          {tab === 'phone' ? (
            <>
              <PhoneRow
                callingCode={callingCode}
                onCallingCode={setCallingCode}
                phone={phone}
                onPhone={setPhone}
                errors={errors}
              />

              {mode === 'password' ? (
                <>
                  <PasswordField
                    label={t('login.password')}
                    autoComplete="current-password"
                    value={password}
                    onChange={setPassword}
                    error={errors.password}
                  />
                  {captchaNeeded && (
                    <CaptchaField
                      state={captcha}
                      value={captchaText}
                      onChange={setCaptchaText}
                      error={errors.captcha}
                    />
                  )}
                  <div className="flex flex-wrap justify-between gap-x-4 gap-y-2">
                    <button type="button" className={linkButton} onClick={() => switchMode('sms')}>
                      {t('login.useSms')}
                    </button>
                    <Link to={withRedirect('/forget')} className={linkButton}>
                      {t('login.forgot')}
                    </Link>
                  </div>
                </>
              ) : (
                <>
                  <CaptchaField state={captcha} value={captchaText} onChange={setCaptchaText} error={errors.captcha} />
                  <CodeField
                    label={t('login.smsCode')}
                    value={code}
                    onChange={setCode}
                    error={errors.code}
                    onSend={() => void sendCode()}
                    canSend={canSend}
                    countdown={countdown.seconds}
                    sending={sending}
                    hint={t('account.sendHintPhone')}
                  />
                  <button type="button" className={linkButton} onClick={() => switchMode('password')}>
                    {t('login.usePassword')}
                  </button>
                </>
              )}
            </>
          ) : (
            <>
              <Field
                id={`${id}-email`}
                label={t('login.email')}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={errors.email}
              />
              <PasswordField
                label={t('login.password')}
                autoComplete="current-password"
                value={password}
                onChange={setPassword}
                error={errors.password}
              />
              {captchaNeeded && (
                <CaptchaField state={captcha} value={captchaText} onChange={setCaptchaText} error={errors.captcha} />
              )}
              <div className="flex justify-end">
                <Link to={withRedirect('/forget')} className={linkButton}>
                  {t('login.forgot')}
                </Link>
              </div>
            </>
          )}

          <FormStatus>{notice}</FormStatus>
          <FormAlert>{failure}</FormAlert>

          <BusyButton type="submit" busy={busy} className={`w-full ${primaryButton}`}>
            {busy ? t('login.signingIn') : t('login.submit')}
          </BusyButton>
        </form>
      </MethodTabs>

      {wechat && (
        <div className="mt-5">
          <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-600" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />
            {t('login.wechat.or')}
            <span className="h-px flex-1 bg-slate-200" />
          </p>
          <button type="button" className={`mt-3 w-full ${secondaryButton}`} onClick={() => setByWechat(true)}>
            {t('login.wechat.button')}
          </button>
        </div>
      )}

      <p className="mt-5 text-center text-sm text-slate-700">
        {t('login.noAccount')}{' '}
        <Link to={withRedirect('/signup')} className="font-semibold text-teal-800 hover:underline">
          {t('login.signUp')}
        </Link>
      </p>
    </div>
  );
}
