import {
  type CallData,
  CHAT_REPORT_STATUSES,
  type ChatReportStatus,
  formatDateTime,
  PAGE_SIZE,
} from '@jobbridge/shared';
import { apiContext } from '../../api/context';
import { ChatReportClose } from '../../components/review/ChatReportClose';
import { Link } from '../../components/ui/Link';
import { Pagination } from '../../components/ui/Pagination';
import { metaT } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { NOINDEX } from '../../lib/dev-tools';
import { reviewDataOr404 } from '../../lib/review';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/review-chats';
import { ReviewNav } from './review';

type Report = CallData<'/review/getChatReports'>['list'][number];

export async function loader({ context, url }: Route.LoaderArgs) {
  const asked = url.searchParams.get('status');
  const status: ChatReportStatus = asked === 'closed' ? 'closed' : 'open';
  const page = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const reports = reviewDataOr404(
    await context.get(apiContext).reviewChatReports({ status, page, size: PAGE_SIZE.default }),
  );
  return { ...reports, status, totalPages: Math.max(1, Math.ceil(reports.total / reports.size)) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'common.titleTemplate', { page: metaT(matches, 'review.chatReports.title') }) },
  NOINDEX,
];

function Person({ name, id, fallback }: { name: string; id: number; fallback: string }) {
  return (
    <>
      {name || fallback} <span className="text-sm text-slate-600">#{id}</span>
    </>
  );
}

function ReportCard({ report }: { report: Report }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const reportedSide = report.reporter_side === 'candidate' ? 'recruiter' : 'candidate';
  // Who wrote each message, by the two people the report names.
  const nameOf = (userId: number) =>
    userId === report.reporter.user_id
      ? report.reporter.first_name
      : userId === report.reported.user_id
        ? report.reported.first_name || t('review.chatReports.deletedAccount')
        : `#${userId}`;
  const headingId = `report-${report.report_id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('review.chatReports.heading', { id: report.report_id })}
          <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-sm font-semibold text-amber-900">
            {report.reason_label}
          </span>
        </h2>
        <p className="text-sm text-slate-600">
          <time dateTime={report.created_at}>{formatDateTime(report.created_at, locale)}</time>
        </p>
        <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-sm text-slate-600">{t('review.chatReports.reporter')}</dt>
            <dd className="break-words text-slate-900">
              <Person name={report.reporter.first_name} id={report.reporter.user_id} fallback="—" /> ·{' '}
              {t(`review.chatReports.sides.${report.reporter_side}`)}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-sm text-slate-600">{t('review.chatReports.reported')}</dt>
            <dd className="break-words text-slate-900">
              <Person
                name={report.reported.first_name}
                id={report.reported.user_id}
                fallback={t('review.chatReports.deletedAccount')}
              />{' '}
              · {t(`review.chatReports.sides.${reportedSide}`)}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-sm text-slate-600">{t('review.chatReports.job')}</dt>
            <dd className="break-words text-slate-900">
              {report.job_id === null ? (
                t('review.chatReports.jobGone')
              ) : (
                <>
                  {report.position} · {report.brand_name}{' '}
                  <span className="text-sm text-slate-600">#{report.job_id}</span>
                </>
              )}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-sm text-slate-600">{t('review.chatReports.note')}</dt>
            <dd className="break-words whitespace-pre-wrap text-slate-900">
              {report.note || <span className="text-slate-600">{t('review.chatReports.noNote')}</span>}
            </dd>
          </div>
        </dl>
        <h3 id={`report-${report.report_id}-messages`} className="mt-4 text-sm font-semibold text-slate-800">
          {t('review.chatReports.messages')}
        </h3>
        {report.messages.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{t('review.chatReports.noMessages')}</p>
        ) : (
          <ol
            // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls when long, and a keyboard must scroll it too.
            tabIndex={0}
            aria-labelledby={`report-${report.report_id}-messages`}
            className="mt-2 max-h-96 space-y-2 overflow-y-auto rounded-lg bg-slate-50 p-3 focus:outline-2 focus:outline-teal-700"
          >
            {report.messages.map((message) => (
              <li key={message.message_id} className="text-sm">
                <p className="text-slate-600">
                  <span className="font-semibold text-slate-800">{nameOf(message.from_user_id)}</span> ·{' '}
                  <time>{formatDateTime(message.create_time, locale)}</time>
                </p>
                <p className="break-words whitespace-pre-wrap text-slate-900">
                  {message.kind === 'job_card'
                    ? t('review.chatReports.jobCard', { position: message.content })
                    : message.content}
                </p>
              </li>
            ))}
          </ol>
        )}
        {report.status === 'open' ? (
          <>
            {report.reporter_side === 'candidate' && report.job_id !== null && (
              <p className="mt-3 text-sm text-slate-700">
                {t('review.chatReports.suspendHint', { job: report.job_id })}
              </p>
            )}
            <ChatReportClose reportId={report.report_id} />
          </>
        ) : (
          <p className="mt-4 border-t border-slate-200 pt-4 text-slate-900">
            <span className="font-semibold">{report.outcome_label}</span>
            <span className="block text-sm text-slate-600">
              {t('review.chatReports.closedBy', {
                time: formatDateTime(report.closed_at, locale),
                name: report.closed_by?.first_name || `#${report.closed_by?.user_id ?? ''}`,
              })}
            </span>
          </p>
        )}
      </article>
    </li>
  );
}

/** /admin/review/chats: reported chat conversations, open or closed, newest first (decision 0031). */
export default function ReviewChats({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { status, list } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('review.chatReports.title')}</h1>
      <p className="mt-2 text-slate-700">{t('review.chatReports.intro')}</p>
      <ReviewNav current="chats" />
      <nav aria-label={t('review.chatReports.filter')} className="mt-6 flex gap-1 border-b border-slate-200">
        {CHAT_REPORT_STATUSES.map((item) => (
          <Link
            key={item}
            to={item === 'open' ? '/admin/review/chats' : '/admin/review/chats?status=closed'}
            aria-current={status === item ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${status === item ? 'border-teal-700 text-teal-800' : 'border-transparent text-slate-700 hover:text-teal-800'}`}
          >
            {t(item === 'open' ? 'review.chatReports.open' : 'review.chatReports.closed')}
          </Link>
        ))}
      </nav>
      {list.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {t(status === 'open' ? 'review.chatReports.emptyOpen' : 'review.chatReports.emptyClosed')}
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {list.map((report) => (
            <ReportCard key={report.report_id} report={report} />
          ))}
        </ul>
      )}
      <div className="mt-6">
        <Pagination page={loaderData.page} totalPages={loaderData.totalPages} />
      </div>
    </div>
  );
}
