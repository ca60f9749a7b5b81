import { hashPasswordForTransport } from '@jobbridge/shared';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { browserApi } from '../../api/browser';
import { AlreadySignedIn, AuthPage } from '../../components/account/AuthPage';
import {
  type CodeMethod,
  type CodeTarget,
  CodeTargetFields,
  targetErrors,
} from '../../components/account/CodeTargetFields';
import {
  AgreementCheckbox,
  DEFAULT_CALLING_CODE_TEXT,
  FormAlert,
  FormStatus,
  focusFirstInvalid,
  NewPasswordFields,
  primaryButton,
} from '../../components/account/fields';
import { MethodTabs } from '../../components/account/MethodTabs';
import { useEmailCodeSender, useSmsCodeSender } from '../../components/account/use-code-sender';
import { useCompleteLogin } from '../../components/login/use-complete-login';
import { BusyButton } from '../../components/ui/BusyButton';
import { Link } from '../../components/ui/Link';
import { indexedPageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import { callingCodeDigits, joinPhone } from '../../lib/calling-codes';
import { newPasswordProblem } from '../../lib/password-rules';
import { safeRedirect } from '../../lib/redirect';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/signup';

export const meta: Route.MetaFunction = ({ matches }) => indexedPageMeta(matches, 'account.signup', '/signup');

type Method = CodeMethod;
type Errors = Partial<
  Record<'callingCode' | 'phone' | 'captcha' | 'code' | 'email' | 'password' | 'confirm' | 'agree', string>
>;

/** /signup?redirect=<path>: create an account by phone (SMS code) or by e-mail (e-mail code). */
export default function Signup() {
  const { t } = useTranslation();
  const { user } = useSite();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [method, setMethod] = useState<Method>('phone');

  return (
    <AuthPage title={t('account.signup.heading')} intro={user ? undefined : t('account.signup.intro')}>
      {user ? (
        <AlreadySignedIn next={redirect ?? '/'} />
      ) : (
        <>
          <MethodTabs
            label={t('account.signup.methods')}
            tabs={[
              { value: 'phone', label: t('account.signup.byPhone') },
              { value: 'email', label: t('account.signup.byEmail') },
            ]}
            value={method}
            onChange={setMethod}
          >
            <SignupForm key={method} method={method} redirect={redirect} />
          </MethodTabs>
          <p className="mt-5 text-center text-sm text-slate-700">
            {t('account.signup.haveAccount')}{' '}
            <Link
              to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}
              className="font-semibold text-teal-800 hover:underline"
            >
              {t('login.submit')}
            </Link>
          </p>
        </>
      )}
    </AuthPage>
  );
}

function SignupForm({ method, redirect }: { method: Method; redirect: string | null }) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const sms = useSmsCodeSender('signup', method === 'phone');
  const mail = useEmailCodeSender();
  const [target, setTarget] = useState<CodeTarget>({ callingCode: DEFAULT_CALLING_CODE_TEXT, phone: '', email: '' });
  const changeTarget = (change: Partial<CodeTarget>) => setTarget((current) => ({ ...current, ...change }));
  const { callingCode, phone, email } = target;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendCode = async () => {
    setFailure(null);
    setNotice(null);
    if (method === 'phone') {
      const found = {
        ...targetErrors(t, 'phone', target),
        ...(sms.captchaText.trim() ? {} : { captcha: t('login.errors.captchaRequired') }),
      };
      setErrors(found);
      if (Object.keys(found).length) return;
      const result = await sms.send(joinPhone(callingCode, phone));
      if (result.ok) setNotice(t('login.codeSent'));
      else if (result.field) setErrors({ [result.field]: result.message });
      else setFailure(result.message);
    } else {
      const found = targetErrors(t, 'email', target);
      setErrors(found);
      if (Object.keys(found).length) return;
      const result = await mail.send(() => browserApi.signupCode({ email: email.trim() }));
      if (result.ok) setNotice(t('account.emailCodeSent', { email: email.trim() }));
      else setErrors({ email: result.message });
    }
  };

  const validate = (): Errors => {
    const found: Errors = targetErrors(t, method, target);
    if (!code.trim())
      found.code = t(method === 'phone' ? 'login.errors.codeRequired' : 'account.errors.emailCodeRequired');
    const problem = newPasswordProblem(password, confirm);
    if (problem === 'account.errors.passwordMismatch') found.confirm = t(problem);
    else if (problem) found.password = t(problem);
    if (!agree) found.agree = t('account.errors.agreeRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const form = event.currentTarget as HTMLFormElement;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(form);
    setBusy(true);
    try {
      const hashed = await hashPasswordForTransport(password);
      const envelope =
        method === 'phone'
          ? await browserApi.signup({
              type: 'phone',
              calling_code: callingCodeDigits(callingCode),
              phone: joinPhone(callingCode, phone),
              code: code.trim(),
              password: hashed,
              agree: true,
            })
          : await browserApi.signup({
              type: 'email',
              email: email.trim(),
              code: code.trim(),
              password: hashed,
              agree: true,
            });
      if (envelope.success) {
        // Signed in: on to the resume wizard, or back where the visitor came from.
        await completeLogin(envelope.data, redirect ?? '/step');
        return;
      }
      const fields = fieldErrors(envelope);
      if (envelope.code === 1004) setErrors({ code: t('errors.1004') });
      else if (envelope.code === 4009) setErrors({ phone: t('account.errors.phoneTaken') });
      else if (envelope.code === 1001) setErrors({ email: t('errors.1001') });
      else if (Object.keys(fields).length)
        setErrors({
          phone: fields.phone,
          email: fields.email,
          code: fields.code,
          password: fields.password,
          agree: fields.agree,
        });
      else if (envelope.code === 4029 || envelope.code === 5003) setFailure(failureText(t, envelope));
      else setFailure(t('account.signup.failed'));
    } catch {
      setFailure(t('account.signup.failed'));
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
        label={t('login.password')}
        password={password}
        onPassword={setPassword}
        confirm={confirm}
        onConfirm={setConfirm}
        errors={errors}
      />
      <AgreementCheckbox checked={agree} onChange={setAgree} error={errors.agree} />
      <FormStatus>{notice}</FormStatus>
      <FormAlert>{failure}</FormAlert>
      <BusyButton type="submit" busy={busy} className={`w-full ${primaryButton}`}>
        {busy ? t('account.signup.submitting') : t('account.signup.submit')}
      </BusyButton>
    </form>
  );
}
