import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation';

/**
 * A page whose capability arrives in a later issue: its real heading and a
 * plain statement of what it will offer. No invented data.
 */
export function ComingSoon({ page, children }: { page: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-14">
      <h1 className="text-3xl font-bold text-slate-900">{t(`placeholder.${page}.title`)}</h1>
      <p className="mt-4 text-lg text-slate-700">{t(`placeholder.${page}.description`)}</p>
      <p className="mt-3 text-slate-600">{t('placeholder.building')}</p>
      {children}
      <p className="mt-8">
        <Link to="/jobs" className="font-semibold text-teal-800 hover:underline">
          {t('placeholder.browseJobs')}
        </Link>
      </p>
    </div>
  );
}
