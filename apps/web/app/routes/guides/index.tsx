import { GUIDE_FILE_IDS } from '@jobbridge/shared';
import { Link } from 'react-router';
import { apiContext } from '../../api/context';
import { ComingSoon } from '../../components/ComingSoon';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { getSessionUser } from '../../lib/request-context';
import type { Route } from './+types/index';

/** For a signed-in reader: the guides already read (manager/getFileRead), to mark them. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await getSessionUser(context);
  if (!user) return { read: [] as string[] };
  const envelope = await context.get(apiContext).getFileRead();
  return { read: envelope.success ? envelope.data.files : [] };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'placeholder.guides');

export default function Guides({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const read = new Set(loaderData.read);
  return (
    <ComingSoon page="guides">
      <ul className="mt-6 grid gap-2 sm:grid-cols-2">
        <li>
          <Link to="/guides/calculator" className="font-medium text-teal-800 hover:underline">
            {t('placeholder.calculator.title')}
          </Link>
        </li>
        {GUIDE_FILE_IDS.map((id, index) => (
          <li key={id}>
            <Link to={`/guides/file${id}`} className="font-medium text-teal-800 hover:underline">
              {t('placeholder.guideFile.titleN', { n: index + 1 })}
            </Link>
            {read.has(`file${id}`) && (
              <span className="ml-2 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-900">
                {t('guidesRead.read')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </ComingSoon>
  );
}
