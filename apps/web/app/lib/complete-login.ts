import type { UserInfo } from '@jobbridge/shared';
import { type InviteApi, runInviteFlow } from './invite';
import { postLoginTarget } from './redirect';

/** What finishing a sign-in does to the browser, given by the hook (use-complete-login.ts) and by tests. */
export interface LoginEffects {
  api: InviteApi;
  /** Stores the userinfo cookie (display data only). */
  storeUser: (user: UserInfo) => void;
  /** The invitation id stored from `?inv_id=`, or null. */
  storedCode: () => string | null;
  clearCode: () => void;
  /** config.site.newer_site_url (NEWER_SITE_URL). */
  newerSiteUrl: string | null;
  text: { failed: string; applied: string };
  warn: (text: string) => void;
  notify: (text: string) => void;
  /** Reloads the session into the page. */
  revalidate: () => Promise<void>;
  navigate: (to: string) => Promise<void> | void;
  /** Leaves the site (window.location.assign). */
  leaveTo: (url: string) => void;
  /** Opens the HR system in a new window; false when the browser refused it. */
  openHrSystem: () => boolean;
  /** True when the sign-in happened on a page of its own (/login, /signup), not in a dialog over a page. */
  onSignInPage: () => boolean;
}

/**
 * After a successful sign-in or sign-up (spec section 4): store the userinfo
 * cookie, apply a stored invite code ("Invite"); a refused code warns and goes
 * home; an applied one is cleared, and when the invited check succeeds and
 * NEWER_SITE_URL is set the browser goes to that site. Otherwise reload the
 * session into the page and follow the redirect rule.
 */
export async function completeLogin(effects: LoginEffects, user: UserInfo, redirect: string | null): Promise<void> {
  effects.storeUser(user);
  const invite = await runInviteFlow({
    api: effects.api,
    userId: user.user_id,
    code: effects.storedCode(),
    newerSiteUrl: effects.newerSiteUrl,
    fallbackWarning: effects.text.failed,
  });
  if (invite.kind === 'failed') {
    if (invite.clear) effects.clearCode();
    effects.warn(invite.warning);
    await effects.revalidate();
    await effects.navigate('/');
    return;
  }
  if (invite.kind === 'applied') {
    effects.clearCode();
    if (invite.newerSite) {
      effects.leaveTo(invite.newerSite);
      return;
    }
    effects.notify(effects.text.applied);
  }
  const target = postLoginTarget(redirect, Boolean(user.company?.company_id));
  await effects.revalidate();
  if (target.kind === 'hrsystem') {
    if (!effects.openHrSystem()) await effects.navigate('/hrsystem');
    // The HR system is in its own window; a sign-in page left behind would only say "you are signed in".
    else if (effects.onSignInPage()) await effects.navigate('/');
    return;
  }
  await effects.navigate(target.to);
}
