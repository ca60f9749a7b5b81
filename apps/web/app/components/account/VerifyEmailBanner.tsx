import { EMAIL_VERIFY_ERROR_TOAST_MS } from '@jobbridge/shared';
import { useState } from 'react';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { setSessionCookie, VERIFY_BANNER_COOKIE } from '../../lib/cookies';
import { useSite } from '../../lib/use-site';
import { BusyButton } from '../ui/BusyButton';
import { CloseIcon } from '../ui/icons';
import { useToast } from '../ui/Toast';
import { useEmailVerify } from './email-verify-context';

/**
 * Asks a signed-in user whose e-mail is not verified (status ≠ 2) to verify
 * it: resend the link, or verify with a code in the dialog. Closing it is
 * remembered for the browser session.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { user, verifyBannerClosed } = useSite();
  const { openEmailVerify } = useEmailVerify();
  const toast = useToast();
  const [closed, setClosed] = useState(verifyBannerClosed);
  const [busy, setBusy] = useState(false);
  if (!user || user.email_verified || closed) return null;

  const resend = async () => {
    if (!user.email) return openEmailVerify('confirm');
    setBusy(true);
    const envelope = await browserApi.checkEmailLink({ email: user.email });
    setBusy(false);
    if (envelope.success) toast.success(t('account.verify.linkSentToast'));
    else toast.error(failureText(t, envelope, { 1001: t('errors.1001') }), EMAIL_VERIFY_ERROR_TOAST_MS);
  };

  const action = 'font-semibold underline underline-offset-2 hover:no-underline disabled:opacity-70';
  return (
    <section
      aria-label={t('account.verify.bannerLabel')}
      data-verify-banner=""
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-2 text-sm">
        <p className="flex-1">
          {user.email ? t('account.verify.bannerText', { email: user.email }) : t('account.verify.bannerNoEmail')}{' '}
          {user.email && (
            <>
              <BusyButton type="button" className={action} busy={busy} onClick={() => void resend()}>
                {t('account.verify.bannerResend')}
              </BusyButton>
              {' · '}
            </>
          )}
          <button type="button" className={action} onClick={() => openEmailVerify('confirm')}>
            {user.email ? t('account.verify.bannerCode') : t('account.verify.bannerAdd')}
          </button>
        </p>
        <button
          type="button"
          onClick={() => {
            setSessionCookie(VERIFY_BANNER_COOKIE, '1');
            setClosed(true);
          }}
          className="rounded p-1 hover:bg-amber-100"
        >
          <CloseIcon className="size-4" />
          <span className="sr-only">{t('account.verify.bannerClose')}</span>
        </button>
      </div>
    </section>
  );
}
