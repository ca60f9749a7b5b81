import { fullName } from '@jobbridge/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSite } from '../../lib/use-site';
import { Link } from '../ui/Link';

/** The narrow page of the sign-in, sign-up and reset forms: a heading and a card. */
export function AuthPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-8 sm:py-14">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      <div className="mt-6 rounded-xl border border-slate-200 p-5 shadow-sm sm:p-6">{children}</div>
    </div>
  );
}

/** What a signed-in visitor of /signup or /forget sees instead of the form. */
export function AlreadySignedIn({ next }: { next: string }) {
  const { t } = useTranslation();
  const { user, locale } = useSite();
  if (!user) return null;
  return (
    <div>
      <p>{t('login.alreadySignedIn', { name: fullName(user, locale) || t('header.account') })}</p>
      <Link to={next} className="mt-4 inline-block font-semibold text-teal-800 hover:underline">
        {t('login.continue')}
      </Link>
    </div>
  );
}
