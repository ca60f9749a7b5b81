import { fullName } from '@jobbridge/shared';
import { useLocation, useSearchParams } from 'react-router';
import { LoginForm, type LoginTab } from '../../components/login/LoginForm';
import { useCompleteLogin } from '../../components/login/use-complete-login';
import { Link } from '../../components/ui/Link';
import { indexedPageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { safeRedirect } from '../../lib/redirect';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => indexedPageMeta(matches, 'login', '/login');

/** /login?redirect=<path>: the sign-in page (mobile, and loginRequired redirects). */
export default function Login() {
  const { t } = useTranslation();
  const { user, locale } = useSite();
  const [params] = useSearchParams();
  const completeLogin = useCompleteLogin();
  const redirect = safeRedirect(params.get('redirect'));
  // After a password reset (/forget): the tab and the address it used, carried in the history state, not the URL.
  const start = loginStart(useLocation().state);

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{t('login.heading')}</h1>
      {user ? (
        <div className="rounded-xl border border-slate-200 p-6">
          <p>{t('login.alreadySignedIn', { name: fullName(user, locale) })}</p>
          <Link to={redirect ?? '/'} className="mt-4 inline-block font-semibold text-teal-800 hover:underline">
            {t('login.continue')}
          </Link>
        </div>
      ) : (
        <div className="rounded-xl border border-slate-200 p-6 shadow-sm">
          <LoginForm redirect={redirect} start={start} onSignedIn={(signedIn) => completeLogin(signedIn, redirect)} />
        </div>
      )}
    </div>
  );
}

/** The state /forget leaves for /login: which tab, and the e-mail address or phone number just reset. */
export interface LoginStart {
  tab: LoginTab;
  email?: string;
  phone?: string;
}

function loginStart(state: unknown): LoginStart | undefined {
  if (!state || typeof state !== 'object' || !('loginStart' in state)) return undefined;
  const start = (state as { loginStart: Partial<LoginStart> }).loginStart;
  if (start?.tab !== 'email' && start?.tab !== 'phone') return undefined;
  return {
    tab: start.tab,
    email: typeof start.email === 'string' ? start.email : undefined,
    phone: typeof start.phone === 'string' ? start.phone : undefined,
  };
}
