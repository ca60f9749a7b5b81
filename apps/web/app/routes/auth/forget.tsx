import { hashPasswordForTransport } from '@jobbridge/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { browserApi } from '../../api/browser';
import { AuthPage } from '../../components/account/AuthPage';
import {
  type CodeMethod,
  type CodeTarget,
  CodeTargetFields,
  targetErrors,
} from '../../components/account/CodeTargetFields';
import {
  DEFAULT_CALLING_CODE_TEXT,
  FormAlert,
  FormStatus,
  focusFirstInvalid,
  NewPasswordFields,
  primaryButton,
} from '../../components/account/fields';
import { MethodTabs } from '../../components/account/MethodTabs';
import { useEmailCodeSender, useSmsCodeSender } from '../../components/account/use-code-sender';
import { BusyButton } from '../../components/ui/BusyButton';
import { Link } from '../../components/ui/Link';
import { useToast } from '../../components/ui/Toast';
import { indexedPageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import { joinPhone } from '../../lib/calling-codes';
import { newPasswordProblem } from '../../lib/password-rules';
import { loginHref, safeRedirect } from '../../lib/redirect';
import { clearUserCookie } from '../../lib/user-cookie';
import type { Route } from './+types/forget';
import type { LoginStart } from './login';

export const meta: Route.MetaFunction = ({ matches }) => indexedPageMeta(matches, 'account.forget', '/forget');

type Method = CodeMethod;
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
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const sms = useSmsCodeSender('reset', method === 'phone');
  const mail = useEmailCodeSender();
  const [target, setTarget] = useState<CodeTarget>({ callingCode: DEFAULT_CALLING_CODE_TEXT, phone: '', email: '' });
  const changeTarget = (change: Partial<CodeTarget>) => setTarget((current) => ({ ...current, ...change }));
  const { callingCode, phone, email } = target;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendCode = async () => {
    setFailure(null);
    setNotice(null);
    const found: Errors = targetErrors(t, method, target);
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
    const found: Errors = targetErrors(t, method, target);
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
        // The sign-in form opens on the tab just used, with its address or number.
        const loginStart: LoginStart =
          method === 'phone' ? { tab: 'phone', phone: phone.trim() } : { tab: 'email', email: email.trim() };
        await navigate(loginHref(redirect), { state: { loginStart } });
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
      <CodeTargetFields
        method={method}
        target={target}
        onTarget={changeTarget}
        code={code}
        onCode={setCode}
        errors={errors}
        sms={sms}
        mail={mail}
        onSend={() => void sendCode()}
      />
      <NewPasswordFields
        password={password}
        onPassword={setPassword}
        confirm={confirm}
        onConfirm={setConfirm}
        errors={errors}
      />
      <FormStatus>{notice}</FormStatus>
      <FormAlert>{failure}</FormAlert>
      <BusyButton type="submit" busy={busy} className={`w-full ${primaryButton}`}>
        {busy ? t('account.saving') : t('account.forget.submit')}
      </BusyButton>
    </form>
  );
}
