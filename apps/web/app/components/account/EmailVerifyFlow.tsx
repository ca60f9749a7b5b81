import type { UserInfo } from '@jobbridge/shared';
import { EMAIL_CODE_COUNTDOWN_S, EMAIL_VERIFY_ERROR_TOAST_MS, type Envelope, isEmailAddress } from '@jobbridge/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { useCountdown } from '../../lib/countdown';
import { useSite } from '../../lib/use-site';
import { storeUserCookie } from '../../lib/user-cookie';
import { Field } from '../login/fields';
import { BusyButton } from '../ui/BusyButton';
import { Link } from '../ui/Link';
import { useToast } from '../ui/Toast';
import { CodeField, linkButton, primaryButton, secondaryButton } from './fields';

/** Pages of the e-mail verification dialog (spec section 4). */
export type VerifyPage = 'confirm' | 'code' | 'link' | 'apply';

/**
 * E-mail verification in two steps: 1 confirm sending a code (or enter an
 * address when the account has none), 2 enter the code (60 s resend timer)
 * or, instead, follow the confirmation link that was sent. Before applying
 * to a job, a page first says why verification comes first (no step number:
 * it is the reason, not a step). Success updates the user info (status 2)
 * and shows a toast; failures show the server's message for 5 s.
 * Used by the dialog and by the /emailcheck page.
 */
export function EmailVerifyFlow({
  initialPage = 'confirm',
  headingLevel = 2,
  headingId,
  onDone,
  onCancel,
}: {
  initialPage?: VerifyPage;
  headingLevel?: 1 | 2;
  /** Id for the heading (the dialog is labelled by it). */
  headingId?: string;
  /** After a successful verification. */
  onDone?: (user: UserInfo) => void;
  /** Shown as a "Not now" button when given. */
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useSite();
  const toast = useToast();
  const revalidator = useRevalidator();
  const id = useId();
  const [page, setPage] = useState<VerifyPage>(initialPage);
  const [email, setEmail] = useState(user?.email ?? '');
  const [editing, setEditing] = useState(!user?.email);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Each new page announces itself by moving focus to its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page changes.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [page]);

  /** Failures: the server's message as a 5 s toast (spec section 8); 1001 is 'Existed email'. */
  const fail = (envelope: Envelope<unknown>, field?: 'email' | 'code') => {
    const text = failureText(t, envelope, { 1001: t('errors.1001'), 1004: t('errors.1004') });
    toast.error(text, EMAIL_VERIFY_ERROR_TOAST_MS);
    if (field) setErrors({ [field]: text });
  };

  const checkEmail = (): boolean => {
    const value = email.trim();
    if (!value) setErrors({ email: t('login.errors.emailRequired') });
    else if (!isEmailAddress(value)) setErrors({ email: t('login.errors.emailInvalid') });
    else {
      setErrors({});
      return true;
    }
    return false;
  };

  const sendCode = async () => {
    if (!checkEmail() || countdown.running) return;
    setBusy(true);
    const envelope = await browserApi.sendEmailCode({ email: email.trim(), purpose: 'verify' });
    setBusy(false);
    if (envelope.success) {
      countdown.start(envelope.data?.seconds || EMAIL_CODE_COUNTDOWN_S);
      toast.success(t('account.emailCodeSent', { email: email.trim() }));
      setCode('');
      setPage('code');
    } else {
      fail(envelope, envelope.code === 1001 ? 'email' : undefined);
    }
  };

  const sendLink = async (resend = false) => {
    if (!checkEmail() || (resend && countdown.running)) return;
    setBusy(true);
    const envelope = resend
      ? await browserApi.checkEmailLink({ email: email.trim() })
      : await browserApi.sendEmail({ email: email.trim() });
    setBusy(false);
    if (envelope.success) {
      countdown.start(EMAIL_CODE_COUNTDOWN_S);
      toast.success(t('account.verify.linkSentToast'));
      setPage('link');
    } else {
      fail(envelope, envelope.code === 1001 ? 'email' : undefined);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setErrors({ code: t('account.errors.emailCodeRequired') });
      return;
    }
    setBusy(true);
    const envelope = await browserApi.checkEmailCode({ email: email.trim(), code: code.trim() });
    setBusy(false);
    if (envelope.success) {
      storeUserCookie(envelope.data);
      toast.clear();
      toast.success(t('account.verify.done'));
      await revalidator.revalidate();
      onDone?.(envelope.data);
    } else {
      fail(envelope, 'code');
    }
  };

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingClass =
    headingLevel === 1 ? 'text-2xl font-bold text-slate-900 outline-none' : 'pr-8 text-xl font-semibold outline-none';
  const title = {
    confirm: t('account.verify.confirmTitle'),
    code: t('account.verify.codeTitle'),
    link: t('account.verify.linkTitle'),
    apply: t('account.verify.applyTitle'),
  }[page];

  return (
    <div>
      <Heading id={headingId} ref={heading} tabIndex={-1} className={headingClass}>
        {title}
      </Heading>
      {/* Two steps: the address, then its code or link. The apply page is the reason, before step 1. */}
      {page !== 'apply' && (
        <p className="mt-1 text-sm text-slate-600">
          {t('account.verify.step', { n: page === 'confirm' ? 1 : 2, total: 2 })}
        </p>
      )}

      {page === 'apply' && (
        <div className="mt-4 space-y-4">
          <p className="text-slate-700">{t('account.verify.applyText')}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={primaryButton} onClick={() => setPage('confirm')}>
              {t('account.verify.verifyNow')}
            </button>
            {onCancel && (
              <button type="button" className={secondaryButton} onClick={onCancel}>
                {t('account.verify.notNow')}
              </button>
            )}
          </div>
        </div>
      )}

      {page === 'confirm' && (
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void sendCode();
          }}
        >
          {editing ? (
            <Field
              id={`${id}-email`}
              label={t('login.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email}
            />
          ) : (
            <div>
              <p className="text-slate-700">
                {t('account.verify.confirmText')} <strong className="break-all text-slate-900">{email}</strong>
              </p>
              {errors.email && (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {errors.email}
                </p>
              )}
              <button type="button" className={`${linkButton} mt-1`} onClick={() => setEditing(true)}>
                {t('account.verify.useAnother')}
              </button>
            </div>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <BusyButton type="submit" busy={busy} paused={countdown.running} className={primaryButton}>
              {countdown.running ? t('login.resendIn', { seconds: countdown.seconds }) : t('account.verify.sendCode')}
            </BusyButton>
            {countdown.running && (
              <button type="button" className={linkButton} onClick={() => setPage('code')}>
                {t('account.verify.haveCode')}
              </button>
            )}
          </div>
          <p className="text-sm text-slate-700">
            {t('account.verify.preferLink')}{' '}
            <BusyButton type="button" className={linkButton} busy={busy} onClick={() => void sendLink()}>
              {t('account.verify.sendLink')}
            </BusyButton>
          </p>
        </form>
      )}

      {page === 'code' && (
        <form noValidate className="mt-4 space-y-4" onSubmit={verify}>
          <p className="text-slate-700">
            {t('account.verify.codeText')} <strong className="break-all text-slate-900">{email.trim()}</strong>
          </p>
          <CodeField
            label={t('account.emailCode')}
            value={code}
            onChange={setCode}
            error={errors.code}
            onSend={() => void sendCode()}
            canSend={!busy && !countdown.running}
            countdown={countdown.seconds}
            sending={busy}
          />
          <div className="flex flex-wrap items-center gap-3">
            <BusyButton type="submit" busy={busy} className={primaryButton}>
              {t('account.verify.submit')}
            </BusyButton>
            <button type="button" className={linkButton} onClick={() => setPage('confirm')}>
              {t('account.verify.back')}
            </button>
          </div>
        </form>
      )}

      {page === 'link' && (
        <div className="mt-4 space-y-4">
          <p className="text-slate-700">
            {t('account.verify.linkText')} <strong className="break-all text-slate-900">{email.trim()}</strong>
          </p>
          <p className="text-sm text-slate-600">{t('account.verify.linkHint')}</p>
          <div className="flex flex-wrap items-center gap-3">
            <BusyButton
              type="button"
              className={secondaryButton}
              busy={busy}
              paused={countdown.running}
              onClick={() => void sendLink(true)}
            >
              {countdown.running ? t('login.resendIn', { seconds: countdown.seconds }) : t('account.verify.resendLink')}
            </BusyButton>
            <button type="button" className={linkButton} onClick={() => setPage('confirm')}>
              {t('account.verify.useCode')}
            </button>
          </div>
          {onCancel && (
            <button type="button" className={primaryButton} onClick={onCancel}>
              {t('account.verify.close')}
            </button>
          )}
        </div>
      )}

      {user?.email && page !== 'apply' && (
        <p className="mt-6 border-t border-slate-200 pt-3 text-sm text-slate-600">
          {t('account.verify.changeHint')}{' '}
          <Link to="/bindemail" className="font-medium text-teal-800 hover:underline">
            {t('account.verify.changeLink')}
          </Link>
        </p>
      )}
    </div>
  );
}
