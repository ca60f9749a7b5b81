import type { UserInfo } from '@jobbridge/shared';
import { isEmailAddress } from '@jobbridge/shared';
import { type FormEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import { useBriefNotice } from '../../lib/use-brief-notice';
import { storeUserCookie } from '../../lib/user-cookie';
import { Field } from '../login/fields';
import { BusyButton } from '../ui/BusyButton';
import { useToast } from '../ui/Toast';
import { CodeField, FormAlert, FormStatus, focusFirstInvalid, primaryButton } from './fields';
import { useEmailCodeSender } from './use-code-sender';

/**
 * Adds or changes the account's e-mail (`account/modifyEmail`) with a code
 * sent to the new address (`sendEmailCode`, purpose modify_email). The new
 * address is verified by the code, so the account ends up verified.
 */
export function ChangeEmailForm({
  phone,
  current,
  onChanged,
}: {
  /** The account's phone (the call's `phone` field); '' when it has none. */
  phone: string | null;
  current: string | null;
  onChanged?: (user: UserInfo) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const revalidator = useRevalidator();
  const mail = useEmailCodeSender();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useBriefNotice();
  const [busy, setBusy] = useState(false);

  const emailError = () => {
    const value = email.trim();
    if (!value) return t('login.errors.emailRequired');
    if (!isEmailAddress(value)) return t('login.errors.emailInvalid');
    if (current && value.toLowerCase() === current.toLowerCase()) return t('account.errors.sameEmail');
    return null;
  };

  const send = async () => {
    setFailure(null);
    setNotice(null);
    const problem = emailError();
    setErrors(problem ? { email: problem } : {});
    if (problem) return;
    const result = await mail.send(() => browserApi.sendEmailCode({ email: email.trim(), purpose: 'modify_email' }));
    if (result.ok) setNotice(t('account.emailCodeSent', { email: email.trim() }));
    else setErrors({ email: result.message });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: { email?: string; code?: string } = {};
    const problem = emailError();
    if (problem) found.email = problem;
    if (!code.trim()) found.code = t('account.errors.emailCodeRequired');
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    setBusy(true);
    const envelope = await browserApi.modifyEmail({ phone: phone ?? '', email: email.trim(), code: code.trim() });
    setBusy(false);
    if (envelope.success) {
      storeUserCookie(envelope.data);
      toast.success(t('account.email.changed', { email: envelope.data.email ?? email.trim() }));
      setEmail('');
      setCode('');
      setNotice(null);
      mail.countdown.reset();
      await revalidator.revalidate();
      onChanged?.(envelope.data);
      return;
    }
    const fields = fieldErrors(envelope);
    if (envelope.code === 1004) setErrors({ code: t('errors.1004') });
    else if (envelope.code === 1001) setErrors({ email: t('errors.1001') });
    else if (fields.email || fields.code) setErrors({ email: fields.email, code: fields.code });
    else setFailure(failureText(t, envelope));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field
        id={`${id}-email`}
        label={current ? t('account.email.newEmail') : t('login.email')}
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
        onSend={() => void send()}
        canSend={mail.canSend(email)}
        countdown={mail.countdown.seconds}
        sending={mail.sending}
        hint={t('account.sendHintEmail')}
      />
      <FormStatus>{notice}</FormStatus>
      <FormAlert>{failure}</FormAlert>
      <BusyButton type="submit" busy={busy} className={primaryButton}>
        {current ? t('account.email.submitChange') : t('account.email.submitAdd')}
      </BusyButton>
    </form>
  );
}
