import { formatDate, GUIDES } from '@jobbridge/shared';
import { apiContext } from '../../api/context';
import { Link } from '../../components/ui/Link';
import { indexedPageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { guideView } from '../../lib/guides';
import { getLocale, getSessionUser } from '../../lib/request-context';
import type { Route } from './+types/index';

/**
 * The guides in the reader's language (title, summary, review date) and, for
 * a signed-in reader, the ones already read (manager/getFileRead), to mark them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const guides = GUIDES.map((guide) => {
    const { fileKey, title, summary, updated } = guideView(guide, locale);
    return { fileKey, title, summary, updated };
  });
  const user = await getSessionUser(context);
  if (!user) return { guides, locale, read: [] as string[] };
  const envelope = await context.get(apiContext).getFileRead();
  return { guides, locale, read: envelope.success ? envelope.data.files : [] };
}

export const meta: Route.MetaFunction = ({ matches }) => indexedPageMeta(matches, 'guides.index', '/guides');

const card = 'flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-teal-600';

export default function Guides({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { guides, locale } = loaderData;
  const read = new Set(loaderData.read);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('guides.index.title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('guides.intro')}</p>
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <Link to="/guides/calculator" className={`${card} bg-teal-50`}>
            <h2 className="text-lg font-semibold text-teal-900">{t('calculator.title')}</h2>
            <p className="mt-2 text-slate-700">{t('guides.calculatorSummary')}</p>
          </Link>
        </li>
        <li>
          <Link to="/groups" className={`${card} bg-teal-50`}>
            <h2 className="text-lg font-semibold text-teal-900">{t('groups.title')}</h2>
            <p className="mt-2 text-slate-700">{t('groups.intro')}</p>
          </Link>
        </li>
        {guides.map((guide) => (
          <li key={guide.fileKey} data-guide={guide.fileKey}>
            <Link to={`/guides/${guide.fileKey}`} className={card}>
              <h2 className="text-lg font-semibold text-teal-900">{guide.title}</h2>
              <p className="mt-2 flex-1 text-slate-700">{guide.summary}</p>
              <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <time dateTime={guide.updated}>
                  {t('guides.lastReviewed', { date: formatDate(guide.updated, locale) })}
                </time>
                {read.has(guide.fileKey) && (
                  <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-900">
                    {t('guidesRead.read')}
                  </span>
                )}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
