import { hashPasswordForTransport } from '@jobbridge/shared';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import { callingCodeDigits, joinPhone } from '../../lib/calling-codes';
import { newPasswordProblem } from '../../lib/password-rules';
import { phoneProblem } from '../../lib/phone';
import { useBriefNotice } from '../../lib/use-brief-notice';
import { storeUserCookie } from '../../lib/user-cookie';
import { BusyButton } from '../ui/BusyButton';
import { useToast } from '../ui/Toast';
import {
  CaptchaField,
  CodeField,
  DEFAULT_CALLING_CODE_TEXT,
  FormAlert,
  FormStatus,
  focusFirstInvalid,
  NewPasswordFields,
  PasswordField,
  PhoneRow,
  primaryButton,
} from './fields';
import { useSmsCodeSender } from './use-code-sender';

/** Change password (`account/modifyPwd`): the old one, the new one twice; other sessions end, this one stays. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ old?: string; password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: typeof errors = {};
    if (!oldPassword) found.old = t('login.errors.passwordRequired');
    const problem = newPasswordProblem(password, confirm);
    if (problem === 'account.errors.passwordMismatch') found.confirm = t(problem);
    else if (problem) found.password = t(problem);
    else if (password === oldPassword) found.password = t('account.errors.samePassword');
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    setBusy(true);
    const envelope = await browserApi.modifyPwd({
      oldPassword: await hashPasswordForTransport(oldPassword),
      password: await hashPasswordForTransport(password),
    });
    setBusy(false);
    if (envelope.success) {
      setOldPassword('');
      setPassword('');
      setConfirm('');
      toast.success(t('account.settings.passwordChanged'));
      return;
    }
    if (envelope.code === 1003) setErrors({ old: t('account.errors.wrongOldPassword') });
    else if (fieldErrors(envelope).password) setErrors({ password: fieldErrors(envelope).password });
    else setFailure(failureText(t, envelope));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PasswordField
        label={t('account.settings.oldPassword')}
        value={oldPassword}
        onChange={setOldPassword}
        error={errors.old}
        autoComplete="current-password"
      />
      <NewPasswordFields
        password={password}
        onPassword={setPassword}
        confirm={confirm}
        onConfirm={setConfirm}
        errors={errors}
      />
      <FormAlert>{failure}</FormAlert>
      <BusyButton type="submit" busy={busy} className={primaryButton}>
        {t('account.settings.changePassword')}
      </BusyButton>
    </form>
  );
}

/** Change phone (`account/modifyPhone`): country code and number, picture captcha, SMS code (purpose modify_phone). */
export function ChangePhoneForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const revalidator = useRevalidator();
  const sms = useSmsCodeSender('modify_phone');
  const [callingCode, setCallingCode] = useState(DEFAULT_CALLING_CODE_TEXT);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'callingCode' | 'phone' | 'captcha' | 'code', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useBriefNotice();
  const [busy, setBusy] = useState(false);

  const phoneErrors = () => {
    const problem = phoneProblem(callingCode, phone);
    if (problem === 'required') return { phone: t('login.errors.phoneRequired') };
    if (problem === 'callingCode') return { callingCode: t('login.errors.callingCodeRequired') };
    if (problem === 'invalid') return { phone: t('account.errors.phoneInvalid') };
    return {};
  };

  const send = async () => {
    setFailure(null);
    setNotice(null);
    const found: typeof errors = phoneErrors();
    if (!sms.captchaText.trim()) found.captcha = t('login.errors.captchaRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await sms.send(joinPhone(callingCode, phone));
    if (result.ok) setNotice(t('login.codeSent'));
    else if (result.field) setErrors({ [result.field]: result.message });
    else setFailure(result.message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: typeof errors = phoneErrors();
    if (!code.trim()) found.code = t('login.errors.codeRequired');
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    setBusy(true);
    const envelope = await browserApi.modifyPhone({
      calling_code: callingCodeDigits(callingCode),
      phone: joinPhone(callingCode, phone),
      code: code.trim(),
    });
    setBusy(false);
    if (envelope.success) {
      storeUserCookie(envelope.data);
      setPhone('');
      setCode('');
      setNotice(null);
      sms.countdown.reset();
      toast.success(t('account.settings.phoneChanged'));
      await revalidator.revalidate();
      return;
    }
    const fields = fieldErrors(envelope);
    if (envelope.code === 1004) setErrors({ code: t('errors.1004') });
    else if (envelope.code === 4009) setErrors({ phone: t('account.errors.phoneTaken') });
    else if (fields.phone || fields.code) setErrors({ phone: fields.phone, code: fields.code });
    else setFailure(failureText(t, envelope));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PhoneRow
        callingCode={callingCode}
        onCallingCode={setCallingCode}
        phone={phone}
        onPhone={setPhone}
        errors={errors}
        phoneLabel={t('account.settings.newPhone')}
      />
      <CaptchaField state={sms.captcha} value={sms.captchaText} onChange={sms.setCaptchaText} error={errors.captcha} />
      <CodeField
        label={t('login.smsCode')}
        value={code}
        onChange={setCode}
        error={errors.code}
        onSend={() => void send()}
        canSend={sms.canSend(phone)}
        countdown={sms.countdown.seconds}
        sending={sms.sending}
        hint={t('account.sendHintPhone')}
      />
      <FormStatus>{notice}</FormStatus>
      <FormAlert>{failure}</FormAlert>
      <BusyButton type="submit" busy={busy} className={primaryButton}>
        {t('account.settings.changePhone')}
      </BusyButton>
    </form>
  );
}
