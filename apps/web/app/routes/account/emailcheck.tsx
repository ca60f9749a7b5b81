import { useNavigate, useSearchParams } from 'react-router';
import { EmailVerifyFlow } from '../../components/account/EmailVerifyFlow';
import { Link } from '../../components/ui/Link';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { safeRedirect } from '../../lib/redirect';
import { requireUserMiddleware } from '../../lib/request-context';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/emailcheck';

/** Signed-in users only: visitors sign in first and come back. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

// A loader makes client navigations reach the server, so the middleware runs for them too.
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.verify');

/** /emailcheck?redirect=<path>&apply=1: the e-mail verification dialog as a page. */
export default function EmailCheck() {
  const { t } = useTranslation();
  const { user } = useSite();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));

  return (
    <div className="mx-auto max-w-md px-4 py-8 sm:py-14">
      <div className="rounded-xl border border-slate-200 p-5 shadow-sm sm:p-6">
        {user?.email_verified ? (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{t('account.verify.alreadyTitle')}</h1>
            <p className="mt-3 text-slate-700">
              {t('account.verify.alreadyText')} <strong className="break-all">{user.email}</strong>
            </p>
            <p className="mt-5 flex flex-wrap gap-4">
              <Link to={redirect ?? '/'} className="font-semibold text-teal-800 hover:underline">
                {t('login.continue')}
              </Link>
              <Link to="/bindemail" className="font-semibold text-teal-800 hover:underline">
                {t('account.verify.changeLink')}
              </Link>
            </p>
          </>
        ) : (
          <EmailVerifyFlow
            headingLevel={1}
            initialPage={params.get('apply') === '1' ? 'apply' : 'confirm'}
            onDone={() => void navigate(redirect ?? '/')}
          />
        )}
      </div>
    </div>
  );
}
