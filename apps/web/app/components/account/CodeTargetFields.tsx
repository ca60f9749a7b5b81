import { isEmailAddress } from '@jobbridge/shared';
import { useId } from 'react';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/use-translation';
import { phoneProblem } from '../../lib/phone';
import { Field } from '../login/fields';
import { CaptchaField, CodeField, PhoneRow } from './fields';
import type { useEmailCodeSender, useSmsCodeSender } from './use-code-sender';

export type CodeMethod = 'phone' | 'email';
export type TargetErrors = Partial<Record<'callingCode' | 'phone' | 'captcha' | 'code' | 'email', string>>;

/** Where a code goes, as the person typed it. */
export interface CodeTarget {
  callingCode: string;
  phone: string;
  email: string;
}

/** What is wrong with the phone (calling code + number) or the e-mail a code is to be sent to. */
export function targetErrors(t: TFunction, method: CodeMethod, target: CodeTarget): TargetErrors {
  if (method === 'email') {
    if (!target.email.trim()) return { email: t('login.errors.emailRequired') };
    if (!isEmailAddress(target.email)) return { email: t('login.errors.emailInvalid') };
    return {};
  }
  const problem = phoneProblem(target.callingCode, target.phone);
  if (problem === 'required') return { phone: t('login.errors.phoneRequired') };
  if (problem === 'callingCode') return { callingCode: t('login.errors.callingCodeRequired') };
  if (problem === 'invalid') return { phone: t('account.errors.phoneInvalid') };
  return {};
}

/**
 * The fields that get a one-time code: by phone, the calling code and
 * number, the picture captcha and the SMS code with its Send button; by
 * e-mail, the address and the e-mail code. Sign-up and password reset share
 * them.
 */
export function CodeTargetFields({
  method,
  target,
  onTarget,
  code,
  onCode,
  errors,
  sms,
  mail,
  onSend,
}: {
  method: CodeMethod;
  target: CodeTarget;
  /** Called with the fields that changed (the parent merges them into its state). */
  onTarget: (change: Partial<CodeTarget>) => void;
  code: string;
  onCode: (code: string) => void;
  errors: TargetErrors;
  sms: ReturnType<typeof useSmsCodeSender>;
  mail: ReturnType<typeof useEmailCodeSender>;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (method === 'phone') {
    return (
      <>
        <PhoneRow
          callingCode={target.callingCode}
          onCallingCode={(callingCode) => onTarget({ callingCode })}
          phone={target.phone}
          onPhone={(phone) => onTarget({ phone })}
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
          onChange={onCode}
          error={errors.code}
          onSend={onSend}
          canSend={sms.canSend(target.phone)}
          countdown={sms.countdown.seconds}
          sending={sms.sending}
          hint={t('account.sendHintPhone')}
        />
      </>
    );
  }
  return (
    <>
      <Field
        id={`${id}-email`}
        label={t('login.email')}
        type="email"
        autoComplete="email"
        value={target.email}
        onChange={(event) => onTarget({ email: event.target.value })}
        error={errors.email}
      />
      <CodeField
        label={t('account.emailCode')}
        value={code}
        onChange={onCode}
        error={errors.code}
        onSend={onSend}
        canSend={mail.canSend(target.email)}
        countdown={mail.countdown.seconds}
        sending={mail.sending}
        hint={t('account.sendHintEmail')}
      />
    </>
  );
}
