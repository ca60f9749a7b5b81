import { Outlet } from 'react-router';
import { requireUserMiddleware } from '../../lib/request-context';
import type { Route } from './+types/profile-layout';

/** /profile and its children are loginRequired. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

// A loader makes client navigations reach the server, so the middleware runs for them too.
export function loader() {
  return null;
}

export default function ProfileLayout() {
  return <Outlet />;
}
