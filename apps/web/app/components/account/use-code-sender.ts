import type { CodeSent, SmsPurpose } from '@jobbridge/shared';
import { EMAIL_CODE_COUNTDOWN_S, type Envelope, SMS_RESEND_COUNTDOWN_S } from '@jobbridge/shared';
import { useState } from 'react';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureDataText, failureText, fieldErrors } from '../../lib/api-message';
import { canSendCode, useCountdown } from '../../lib/countdown';
import { useCaptcha } from './use-captcha';

export type SendResult = { ok: true } | { ok: false; field?: 'captcha' | 'phone' | 'email'; message: string };

/**
 * Sending an SMS code (`account/sendSmsCode`): the picture captcha first,
 * then a 60 s countdown. Send is possible only with a phone and captcha text
 * and no countdown running.
 */
export function useSmsCodeSender(purpose: SmsPurpose, active = true) {
  const { t } = useTranslation();
  const captcha = useCaptcha(active);
  const [captchaText, setCaptchaText] = useState('');
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const canSend = (phone: string) =>
    canSendCode([phone, captchaText], countdown.seconds, sending) && Boolean(captcha.captcha);

  const send = async (fullPhone: string): Promise<SendResult> => {
    if (!captcha.captcha) return { ok: false, field: 'captcha', message: t('login.errors.captchaRequired') };
    setSending(true);
    const envelope = await browserApi.sendSmsCode({
      phone: fullPhone,
      uuid: captcha.captcha.uuid,
      verityCode: captchaText.trim(),
      purpose,
    });
    setSending(false);
    // Single use: a fresh captcha whatever happened.
    setCaptchaText('');
    void captcha.reload();
    if (envelope.success) {
      countdown.start(envelope.data?.seconds || SMS_RESEND_COUNTDOWN_S);
      return { ok: true };
    }
    const fields = fieldErrors(envelope);
    if (fields.verityCode) return { ok: false, field: 'captcha', message: fields.verityCode };
    if (fields.phone) return { ok: false, field: 'phone', message: fields.phone };
    return { ok: false, message: failureDataText(t, envelope) };
  };

  return { captcha, captchaText, setCaptchaText, countdown, sending, canSend, send };
}

/** Sending an e-mail code (sign-up, verification, change, reset): a 60 s countdown after each send. */
export function useEmailCodeSender() {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const canSend = (email: string) => canSendCode([email], countdown.seconds, sending);

  const send = async (call: () => Promise<Envelope<CodeSent>>): Promise<SendResult> => {
    setSending(true);
    const envelope = await call();
    setSending(false);
    if (envelope.success) {
      countdown.start(envelope.data?.seconds || EMAIL_CODE_COUNTDOWN_S);
      return { ok: true };
    }
    const fields = fieldErrors(envelope);
    if (fields.email) return { ok: false, field: 'email', message: fields.email };
    // 1001 'Existed email' (spec section 8).
    return { ok: false, message: failureText(t, envelope, { 1001: t('errors.1001') }) };
  };

  return { countdown, sending, canSend, send };
}
