import { ComingSoon } from '../../components/ComingSoon';
import { pageMeta } from '../../i18n/meta';
import { requireUserMiddleware } from '../../lib/request-context';
import type { Route } from './+types/message';

/** loginRequired: visitors are sent to /login?redirect=<this page>. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

// A loader makes client navigations reach the server, so the middleware runs for them too.
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'placeholder.message');

export default function Message() {
  return <ComingSoon page="message" />;
}
