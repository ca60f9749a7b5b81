import { PAGE_SIZE } from '@jobbridge/shared';
import { apiContext } from '../../api/context';
import { Pagination } from '../../components/ui/Pagination';
import { metaT } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { NOINDEX } from '../../lib/dev-tools';
import { auditActionKey, reviewDataOr404, reviewTime } from '../../lib/review';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/review-audit';
import { ReviewNav } from './review';

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const log = reviewDataOr404(await context.get(apiContext).reviewAuditLog({ page, size: PAGE_SIZE.max }));
  return { ...log, totalPages: Math.max(1, Math.ceil(log.total / log.size)) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'common.titleTemplate', { page: metaT(matches, 'review.auditTitle') }) },
  NOINDEX,
];

/** /admin/review/audit: every platform administrator action, newest first. */
export default function ReviewAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('review.auditTitle')}</h1>
      <ReviewNav current="audit" />
      {loaderData.list.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('review.auditEmpty')}</p>
      ) : (
        <ol className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {loaderData.list.map((entry) => (
            <li key={entry.audit_id} className="p-4">
              <p className="font-semibold text-slate-900">
                {t(auditActionKey(entry.action))} · {t(`review.targets.${entry.target_type}`)} #{entry.target_id}
              </p>
              <p className="text-sm text-slate-600">
                <time dateTime={entry.created_at}>{reviewTime(entry.created_at, locale)}</time> ·{' '}
                {t('review.by', { name: entry.actor_name || `#${entry.actor_id ?? ''}` })}
              </p>
              {entry.reason && (
                <p className="mt-1 text-sm text-slate-800">
                  {t('review.reason')}: {t(`review.reasons.${entry.reason}`)}
                </p>
              )}
              {entry.note && <p className="mt-1 text-sm break-words text-slate-800">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
      <div className="mt-6">
        <Pagination page={loaderData.page} totalPages={loaderData.totalPages} />
      </div>
    </div>
  );
}
