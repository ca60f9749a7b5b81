import { useNavigate, useSearchParams } from 'react-router';
import { ChangeEmailForm } from '../../components/account/ChangeEmailForm';
import { EmailStateBadge } from '../../components/account/fields';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { safeRedirect } from '../../lib/redirect';
import { getSessionUser, requireUserMiddleware } from '../../lib/request-context';
import type { Route } from './+types/bindemail';

/** Signed-in users only. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const user = await getSessionUser(context);
  return { phone: user?.phone ?? null, email: user?.email ?? null, verified: user?.status === 2 };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.email');

/** /bindemail?redirect=<path>: add an e-mail to the account, or change it, with a code sent to the new address. */
export default function BindEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const { phone, email, verified } = loaderData;
  return (
    <div className="mx-auto max-w-md px-4 py-8 sm:py-14">
      <h1 className="text-2xl font-bold text-slate-900">
        {email ? t('account.email.changeTitle') : t('account.email.addTitle')}
      </h1>
      <p className="mt-2 text-slate-700">
        {email ? (
          <>
            {t('account.settings.currentEmail')} <strong className="break-all text-slate-900">{email}</strong>{' '}
            <EmailStateBadge verified={verified} />
          </>
        ) : (
          t('account.email.addIntro')
        )}
      </p>
      <div className="mt-6 rounded-xl border border-slate-200 p-5 shadow-sm sm:p-6">
        <ChangeEmailForm phone={phone} current={email} onChanged={() => void navigate(redirect ?? '/setting')} />
      </div>
    </div>
  );
}
