import type { UserInfo } from '@jobbridge/shared';
import { COOKIE_NAMES } from '@jobbridge/shared';
import { useNavigate, useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { parseCookies, setClientCookie } from '../../lib/cookies';
import { runInviteFlow } from '../../lib/invite';
import { postLoginTarget } from '../../lib/redirect';
import { useSite } from '../../lib/use-site';
import { storeUserCookie } from '../../lib/user-cookie';
import { useToast } from '../ui/Toast';

/** The invitation id stored from `?inv_id=` (a readable cookie, see request-context). */
export const storedInvitation = () =>
  typeof document === 'undefined' ? null : (parseCookies(document.cookie)[COOKIE_NAMES.invitation] ?? null);

const clearInvitation = () => setClientCookie(COOKIE_NAMES.invitation, '', 0);

/**
 * After a successful sign-in or sign-up: store the userinfo cookie (display
 * data only, 30 days), apply a stored invite code (spec section 4), reload
 * the session into the page, then follow the redirect rule.
 */
export function useCompleteLogin() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const toast = useToast();
  const { config } = useSite();
  return async (user: UserInfo, redirect: string | null) => {
    storeUserCookie(user);
    const invite = await runInviteFlow({
      api: browserApi,
      userId: user.user_id,
      code: storedInvitation(),
      newerSiteUrl: config.site.newer_site_url,
      fallbackWarning: t('account.invite.failed'),
    });
    if (invite.kind === 'failed') {
      if (invite.clear) clearInvitation();
      toast.warning(invite.warning);
      await revalidator.revalidate();
      await navigate('/');
      return;
    }
    if (invite.kind === 'applied') {
      clearInvitation();
      if (invite.newerSite) {
        window.location.assign(invite.newerSite);
        return;
      }
      toast.success(t('account.invite.applied'));
    }
    const target = postLoginTarget(redirect, Boolean(user.company?.company_id));
    await revalidator.revalidate();
    if (target.kind === 'hrsystem') {
      // Not 'noopener' in the features: with it window.open returns null even when the window opened.
      const opened = window.open('/hrsystem', '_blank');
      if (opened) opened.opener = null;
      else await navigate('/hrsystem');
      return;
    }
    await navigate(target.to);
  };
}
