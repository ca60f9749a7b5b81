import type { ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { Link } from './ui/Link';

/** Status of an error object: its status, else its response's status, else 500 (spec section 8). */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error && typeof error === 'object') {
    const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
    if (typeof status === 'number') return status;
    if (typeof response?.status === 'number') return response.status;
  }
  return 500;
}

/** The error page: 404 → "Page not found", anything else → "An error occurred"; always a way home. */
export function StatusPage({ error, children }: { error: unknown; children?: ReactNode }) {
  const { t } = useTranslation();
  const status = errorStatus(error);
  const notFound = status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-teal-800">{status}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        {t(notFound ? 'errorsPage.notFoundTitle' : 'errorsPage.errorTitle')}
      </h1>
      <p className="mt-4 text-slate-700">{t(notFound ? 'errorsPage.notFoundText' : 'errorsPage.errorText')}</p>
      {children}
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
      >
        {t('errorsPage.backHome')}
      </Link>
    </div>
  );
}
