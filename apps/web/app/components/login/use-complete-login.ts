import type { UserInfo } from '@jobbridge/shared';
import { COOKIE_NAMES } from '@jobbridge/shared';
import { useNavigate, useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { completeLogin } from '../../lib/complete-login';
import { parseCookies, setClientCookie } from '../../lib/cookies';
import { useSite } from '../../lib/use-site';
import { storeUserCookie } from '../../lib/user-cookie';
import { useToast } from '../ui/Toast';

/** Pages whose whole content is the sign-in or sign-up form. */
const SIGN_IN_PAGES = new Set(['/login', '/signup']);

/** The invitation id stored from `?inv_id=` (a readable cookie, see request-context). */
export const storedInvitation = () =>
  typeof document === 'undefined' ? null : (parseCookies(document.cookie)[COOKIE_NAMES.invitation] ?? null);

const clearInvitation = () => setClientCookie(COOKIE_NAMES.invitation, '', 0);

/**
 * After a successful sign-in or sign-up: `completeLogin` (lib/complete-login.ts)
 * with this browser's cookies, toasts, router and window.
 */
export function useCompleteLogin() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const toast = useToast();
  const { config } = useSite();
  return (user: UserInfo, redirect: string | null) =>
    completeLogin(
      {
        api: browserApi,
        storeUser: storeUserCookie,
        storedCode: storedInvitation,
        clearCode: clearInvitation,
        newerSiteUrl: config.site.newer_site_url,
        text: { failed: t('account.invite.failed'), applied: t('account.invite.applied') },
        warn: (text) => toast.warning(text),
        notify: (text) => toast.success(text),
        revalidate: () => revalidator.revalidate(),
        navigate: (to) => navigate(to),
        leaveTo: (url) => window.location.assign(url),
        openHrSystem: () => {
          // Not 'noopener' in the features: with it window.open returns null even when the window opened.
          const opened = window.open('/hrsystem', '_blank');
          if (opened) opened.opener = null;
          return Boolean(opened);
        },
        onSignInPage: () => SIGN_IN_PAGES.has(window.location.pathname),
      },
      user,
      redirect,
    );
}
