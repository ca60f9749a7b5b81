import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { StatusPage } from '../components/StatusPage';
import { metaT } from '../i18n/meta';
import { isChunkLoadError, reloadOnce } from '../lib/chunk-reload';
import type { Route } from './+types/pages';

/** Pathless layout of all pages: its error boundary renders inside the site shell. */
export default function Pages() {
  return <Outlet />;
}

export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const status = error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : 500;
  const page = metaT(matches, status === 404 ? 'errorsPage.notFoundTitle' : 'errorsPage.errorTitle');
  return [{ title: metaT(matches, 'common.titleTemplate', { page }) }];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);
  return <StatusPage error={error} />;
}
