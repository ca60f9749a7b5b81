import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { StatusPage } from '../../components/StatusPage';
import { Link } from '../../components/ui/Link';
import { useTranslation } from '../../i18n/use-translation';
import { isChunkLoadError, reloadOnce } from '../../lib/chunk-reload';
import type { Route } from './+types/pages';

/**
 * Pathless layout of the HR system's pages: its error boundary renders inside
 * the HR system's own layout, so a job or list that is gone (an old link)
 * keeps the HR menu and leads back to the jobs, not out to the site.
 */
export default function HrPages() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);
  return (
    <StatusPage error={error}>
      <p className="mt-6">
        <Link to="/hrsystem" className="font-semibold text-teal-800 underline">
          {t('hr.jobs.back')}
        </Link>
      </p>
    </StatusPage>
  );
}
