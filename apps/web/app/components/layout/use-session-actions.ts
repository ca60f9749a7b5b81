import { COOKIE_NAMES, otherLocale } from '@jobbridge/shared';
import { useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { loadCatalogue } from '../../i18n/catalogue';
import { ONE_YEAR_S, setClientCookie } from '../../lib/cookies';
import { useSite } from '../../lib/use-site';
import { clearUserCookie } from '../../lib/user-cookie';

/**
 * Flips zh/en: loads the other catalogue, stores the language cookie (1 year)
 * and reloads the root data (config comes back in the new language, and
 * <html lang> follows) without a full page load.
 */
export function useLanguageToggle() {
  const { locale } = useSite();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    const next = otherLocale(locale);
    setBusy(true);
    try {
      await loadCatalogue(next);
      setClientCookie(COOKIE_NAMES.language, next, ONE_YEAR_S);
      const params = new URLSearchParams(location.search);
      if (params.has('lang')) {
        // A ?lang= in the URL would override the cookie: drop it.
        params.delete('lang');
        const query = params.toString();
        await navigate(
          { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
          { replace: true, preventScrollReset: true },
        );
      } else {
        await revalidator.revalidate();
      }
    } finally {
      setBusy(false);
    }
  };
  return { next: otherLocale(locale), toggle, busy };
}

/**
 * Signs out (the server ends the session and clears its cookie; the userinfo
 * cookie goes too), goes home and reloads the root data (user and counts).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async () => {
    await browserApi.logout();
    clearUserCookie();
    await navigate('/');
    await revalidator.revalidate();
  };
}
