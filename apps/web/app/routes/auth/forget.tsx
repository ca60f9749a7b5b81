import { hashPasswordForTransport } from '@jobbridge/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { browserApi } from '../../api/browser';
import { AuthPage } from '../../components/account/AuthPage';
import {
  CaptchaField,
  CodeField,
  DEFAULT_CALLING_CODE_TEXT,
  FormAlert,
  FormStatus,
  focusFirstInvalid,
  NewPasswordFields,
  PhoneRow,
  primaryButton,
} from '../../components/account/fields';
import { MethodTabs } from '../../components/account/MethodTabs';
import { useEmailCodeSender, useSmsCodeSender } from '../../components/account/use-code-sender';
import { Field } from '../../components/login/fields';
import { useToast } from '../../components/ui/Toast';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import { joinPhone } from '../../lib/calling-codes';
import { isEmail, newPasswordProblem } from '../../lib/password-rules';
import { phoneProblem } from '../../lib/phone';
import { loginHref, safeRedirect } from '../../lib/redirect';
import { clearUserCookie } from '../../lib/user-cookie';
import type { Route } from './+types/forget';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.forget');

type Method = 'phone' | 'email';
type Errors = Partial<Record<'callingCode' | 'phone' | 'captcha' | 'code' | 'email' | 'password' | 'confirm', string>>;

/** /forget: reset the password with a code sent by SMS or by e-mail; then sign in again. */
export default function Forget() {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('phone');
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  return (
    <AuthPage title={t('account.forget.heading')} intro={t('account.forget.intro')}>
      <MethodTabs
        label={t('account.forget.methods')}
        tabs={[
          { value: 'phone', label: t('account.forget.byPhone') },
          { value: 'email', label: t('account.forget.byEmail') },
        ]}
        value={method}
        onChange={setMethod}
      >
        <ResetForm key={method} method={method} redirect={redirect} />
      </MethodTabs>
      <p className="mt-5 text-center text-sm text-slate-700">
        <Link to={loginHref(redirect)} className="font-semibold text-teal-800 hover:underline">
          {t('account.forget.backToLogin')}
        </Link>
      </p>
    </AuthPage>
  );
}

function ResetForm({ method, redirect }: { method: Method; redirect: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const sms = useSmsCodeSender('reset', method === 'phone');
  const mail = useEmailCodeSender();
  const [callingCode, setCallingCode] = useState(DEFAULT_CALLING_CODE_TEXT);
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const targetErrors = (): Errors => {
    if (method === 'email') {
      if (!email.trim()) return { email: t('login.errors.emailRequired') };
      if (!isEmail(email)) return { email: t('login.errors.emailInvalid') };
      return {};
    }
    const problem = phoneProblem(callingCode, phone);
    if (problem === 'required') return { phone: t('login.errors.phoneRequired') };
    if (problem === 'callingCode') return { callingCode: t('login.errors.callingCodeRequired') };
    if (problem === 'invalid') return { phone: t('account.errors.phoneInvalid') };
    return {};
  };

  const sendCode = async () => {
    setFailure(null);
    setNotice(null);
    const found = targetErrors();
    if (method === 'phone' && !sms.captchaText.trim()) found.captcha = t('login.errors.captchaRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    const result =
      method === 'phone'
        ? await sms.send(joinPhone(callingCode, phone))
        : await mail.send(() => browserApi.sendEmailCode({ email: email.trim(), purpose: 'reset' }));
    if (result.ok)
      setNotice(method === 'phone' ? t('login.codeSent') : t('account.emailCodeSent', { email: email.trim() }));
    else if (result.field) setErrors({ [result.field]: result.message });
    else setFailure(result.message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = targetErrors();
    if (!code.trim())
      found.code = t(method === 'phone' ? 'login.errors.codeRequired' : 'account.errors.emailCodeRequired');
    const problem = newPasswordProblem(password, confirm);
    if (problem === 'account.errors.passwordMismatch') found.confirm = t(problem);
    else if (problem) found.password = t(problem);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    setBusy(true);
    try {
      const envelope = await browserApi.forgetPassword({
        type: method,
        target: method === 'phone' ? joinPhone(callingCode, phone) : email.trim(),
        code: code.trim(),
        password: await hashPasswordForTransport(password),
      });
      if (envelope.success) {
        // Every session of the account was ended, this browser's too.
        clearUserCookie();
        toast.success(t('account.forget.done'));
        await navigate(loginHref(redirect));
        await revalidator.revalidate();
        return;
      }
      const fields = fieldErrors(envelope);
      if (envelope.code === 1004) setErrors({ code: t('errors.1004') });
      else if (envelope.code === 1002)
        setErrors(method === 'phone' ? { phone: t('errors.1002') } : { email: t('errors.1002') });
      else if (Object.keys(fields).length) setErrors({ code: fields.code, password: fields.password });
      else setFailure(failureText(t, envelope));
    } catch {
      setFailure(t('errors.5000'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {method === 'phone' ? (
        <>
          <PhoneRow
            callingCode={callingCode}
            onCallingCode={setCallingCode}
            phone={phone}
            onPhone={setPhone}
            errors={errors}
          />
          <CaptchaField
            state={sms.captcha}
            value={sms.captchaText}
            onChange={sms.setCaptchaText}
            error={errors.captcha}
          />
          <CodeField
            label={t('login.smsCode')}
            value={code}
            onChange={setCode}
            error={errors.code}
            onSend={() => void sendCode()}
            canSend={sms.canSend(phone)}
            countdown={sms.countdown.seconds}
            sending={sms.sending}
            hint={t('account.sendHintPhone')}
          />
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
          <CodeField
            label={t('account.emailCode')}
            value={code}
            onChange={setCode}
            error={errors.code}
            onSend={() => void sendCode()}
            canSend={mail.canSend(email)}
            countdown={mail.countdown.seconds}
            sending={mail.sending}
            hint={t('account.sendHintEmail')}
          />
        </>
      )}
      <NewPasswordFields
        password={password}
        onPassword={setPassword}
        confirm={confirm}
        onConfirm={setConfirm}
        errors={errors}
      />
      <FormStatus>{notice}</FormStatus>
      <FormAlert>{failure}</FormAlert>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`w-full ${primaryButton}`}>
        {busy ? t('account.saving') : t('account.forget.submit')}
      </button>
    </form>
  );
}
