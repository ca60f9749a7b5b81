import { ComingSoon } from '../../components/ComingSoon';
import { pageMeta } from '../../i18n/meta';
import type { Route } from './+types/calculator';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'placeholder.calculator');

export default function Calculator() {
  return <ComingSoon page="calculator" />;
}
