import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { loginHref, returnPathOf } from '../../lib/redirect';
import { useLogin } from '../login/login-context';

export const NAV_LINKS = [
  { to: '/jobs', key: 'header.jobs' },
  { to: '/companies', key: 'header.companies' },
  { to: '/guides', key: 'header.guides' },
] as const;

/** Sign In: a dialog on desktop, /login on mobile; comes back to the current page. */
export function useSignIn() {
  const { openLogin } = useLogin();
  const location = useLocation();
  // Already on /login: keep its ?redirect and let the link do nothing special.
  if (location.pathname === '/login') return { href: `${location.pathname}${location.search}`, onClick: undefined };
  const returnTo = returnPathOf(location.pathname, location.search);
  return {
    href: loginHref(returnTo),
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      openLogin(returnTo);
    },
  };
}
