import { ComingSoon } from '../../components/ComingSoon';
import { pageMeta } from '../../i18n/meta';
import type { Route } from './+types/hrsystem';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'placeholder.hrsystem');

export default function HrSystem() {
  return <ComingSoon page="hrsystem" />;
}
