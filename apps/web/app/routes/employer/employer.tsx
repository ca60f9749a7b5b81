import { ComingSoon } from '../../components/ComingSoon';
import { pageMeta } from '../../i18n/meta';
import type { Route } from './+types/employer';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'placeholder.employer');

export default function Employer() {
  return <ComingSoon page="employer" />;
}
