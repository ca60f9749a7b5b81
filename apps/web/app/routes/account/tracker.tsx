import { relativeDateWords } from '@jobbridge/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { apiContext } from '../../api/context';
import { type JobLine, JobSummary, toJobLine } from '../../components/candidate/JobSummary';
import { EmptyState, primaryButton, smallButton } from '../../components/candidate/parts';
import { StatusBadge } from '../../components/candidate/StatusBadge';
import { BusyButton } from '../../components/ui/BusyButton';
import { Link } from '../../components/ui/Link';
import { useToast } from '../../components/ui/Toast';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { postedAgo } from '../../lib/posted';
import { getLocale, requireUserMiddleware } from '../../lib/request-context';
import {
  COMPARE_MAX,
  COMPARE_MIN,
  compareHref,
  countByStatus,
  parseStatusFilter,
  STATUSES,
  statusKey,
  toggleSelection,
} from '../../lib/tracker';
import type { Route } from './+types/tracker';

/** loginRequired: visitors are sent to /login?redirect=<this page>. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/**
 * /tracker: every application with its status and status history, filtered
 * by `?status=1..5`; saved jobs beside them (unsave); jobs of either list
 * can be selected (2 to 4) and compared on /compare?ids=.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const locale = getLocale(context);
  const filter = parseStatusFilter(new URL(request.url).searchParams.get('status'));
  const [applications, saved] = await Promise.all([api.getApplications(), api.getSavedJobs()]);
  if (!applications.success || !saved.success) throw new Response(null, { status: 503 });
  const all = applications.data.list;
  // Relative dates are worked out here, so the server's page and the browser's agree.
  const now = new Date();
  return {
    filter,
    counts: countByStatus(all),
    total: all.length,
    applications: all
      .filter((item) => filter === null || item.status === filter)
      .map((item) => ({
        application_id: item.application_id,
        status: item.status,
        history: item.history.map((entry) => ({
          status: entry.status,
          when: postedAgo(entry.create_time, locale, now),
        })),
        job: toJobLine(item.job, locale),
      })),
    saved: saved.data.list.map((item) => ({
      saved: postedAgo(item.saved_at, locale, now),
      closed: item.job.status === 'closed',
      job: toJobLine(item.job, locale),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'jobTracker'),
  { name: 'robots', content: 'noindex' },
];

type LoaderData = Route.ComponentProps['loaderData'];

function SelectBox({
  job,
  selected,
  onToggle,
}: {
  job: JobLine;
  selected: readonly number[];
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation();
  const checked = selected.includes(job.job_id);
  const full = !checked && selected.length >= COMPARE_MAX;
  return (
    <label className={`inline-flex items-center gap-2 text-sm ${full ? 'text-slate-500' : 'text-slate-800'}`}>
      <input
        type="checkbox"
        name="ids"
        value={job.job_id}
        checked={checked}
        disabled={full}
        onChange={() => onToggle(job.job_id)}
        className="size-4 accent-teal-700"
      />
      {t('jobTracker.selectToCompare')}
      <span className="sr-only">{t('common.srDetail', { detail: job.position })}</span>
    </label>
  );
}

function StatusFilter({ filter, counts, total }: Pick<LoaderData, 'filter' | 'counts' | 'total'>) {
  const { t } = useTranslation();
  const item = (active: boolean) =>
    `inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium ${
      active ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 text-slate-800 hover:border-teal-600'
    }`;
  return (
    <nav aria-label={t('jobTracker.filterLabel')}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to="/tracker" className={item(filter === null)} aria-current={filter === null ? 'page' : undefined}>
            {t('jobTracker.all')} <span>({total})</span>
          </Link>
        </li>
        {STATUSES.map((status) => (
          <li key={status.value}>
            <Link
              to={`/tracker?status=${status.value}`}
              className={item(filter === status.value)}
              aria-current={filter === status.value ? 'page' : undefined}
            >
              {t(`jobTracker.status.${status.key}`)} <span>({counts[status.value]})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Tracker({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { filter, applications, saved, total } = loaderData;
  const [selected, setSelected] = useState<number[]>([]);
  const [unsaving, setUnsaving] = useState<number | null>(null);
  const toggle = (id: number) => setSelected((list) => toggleSelection(list, id));
  const canCompare = selected.length >= COMPARE_MIN && selected.length <= COMPARE_MAX;

  const compare = (event: FormEvent) => {
    event.preventDefault();
    if (canCompare) void navigate(compareHref(selected));
  };
  const unsave = async (job: JobLine) => {
    setUnsaving(job.job_id);
    const envelope = await browserApi.saveJob({ job_id: job.job_id, saved: false });
    setUnsaving(null);
    if (envelope.success) {
      setSelected((list) => list.filter((id) => id !== job.job_id));
      toast.success(t('jobTracker.unsaved', { position: job.position }));
      await revalidator.revalidate();
    } else toast.error(failureText(t, envelope));
  };

  return (
    <form method="get" action="/compare" onSubmit={compare} className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('jobTracker.title')}</h1>
      <p className="mt-2 text-slate-700">{t('jobTracker.intro')}</p>

      <div className="sticky top-16 z-20 -mx-4 mt-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {t('jobTracker.selected', { count: selected.length, min: COMPARE_MIN, max: COMPARE_MAX })}
        </p>
        <button type="submit" className={primaryButton} disabled={!canCompare}>
          {t('jobTracker.compare', { count: selected.length })}
        </button>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-3">
        <section aria-labelledby="applications-title" className="lg:col-span-2">
          <h2 id="applications-title" className="text-xl font-semibold text-slate-900">
            {t('jobTracker.applications')}
          </h2>
          <div className="mt-3">
            <StatusFilter filter={filter} counts={loaderData.counts} total={total} />
          </div>
          {applications.length === 0 ? (
            <div className="mt-4">
              {total === 0 ? (
                <EmptyState
                  action={
                    <Link to="/jobs" className="font-semibold text-teal-800 hover:underline">
                      {t('jobTracker.browseJobs')}
                    </Link>
                  }
                >
                  {t('jobTracker.noApplications')}
                </EmptyState>
              ) : (
                <EmptyState
                  action={
                    <Link to="/tracker" className="font-semibold text-teal-800 hover:underline">
                      {t('jobTracker.showAll')}
                    </Link>
                  }
                >
                  {t('jobTracker.noneInStatus', { status: t(`jobTracker.status.${statusKey(filter ?? 1)}`) })}
                </EmptyState>
              )}
            </div>
          ) : (
            <ul className="mt-4 space-y-4">
              {applications.map((application) => (
                <li key={application.application_id} className="rounded-xl border border-slate-200 p-4 sm:p-5">
                  <JobSummary job={application.job} aside={<StatusBadge status={application.status} />}>
                    <h4 className="sr-only">{t('jobTracker.history')}</h4>
                    <ol className="mt-3 flex flex-wrap gap-x-2 gap-y-1 text-sm text-slate-700">
                      {application.history.map((entry, index) => (
                        <li key={`${entry.status}-${entry.when.date}`} className="flex items-center gap-2">
                          {index > 0 && <span aria-hidden="true">→</span>}
                          <span>
                            {t(`jobTracker.status.${statusKey(entry.status)}`)}{' '}
                            <time dateTime={entry.when.date || undefined} className="text-slate-600">
                              {relativeDateWords(entry.when.when, t)}
                            </time>
                          </span>
                        </li>
                      ))}
                    </ol>
                    <div className="mt-3 flex flex-wrap items-center gap-4">
                      <SelectBox job={application.job} selected={selected} onToggle={toggle} />
                      <Link
                        to={`/resume-match/${application.job.job_id}`}
                        className="text-sm font-medium text-teal-800 hover:underline"
                      >
                        {t('jobTracker.match')}
                        <span className="sr-only">{t('common.srDetail', { detail: application.job.position })}</span>
                      </Link>
                    </div>
                  </JobSummary>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="saved-title">
          <h2 id="saved-title" className="text-xl font-semibold text-slate-900">
            {t('jobTracker.saved')} <span className="text-base font-normal text-slate-600">({saved.length})</span>
          </h2>
          {saved.length === 0 ? (
            <div className="mt-4">
              <EmptyState>{t('jobTracker.noSaved')}</EmptyState>
            </div>
          ) : (
            <ul className="mt-4 space-y-4">
              {saved.map((item) => (
                <li key={item.job.job_id} className="rounded-xl border border-slate-200 p-4">
                  <JobSummary
                    job={item.job}
                    aside={
                      item.closed ? (
                        <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-900">
                          {t('jobTracker.closed')}
                        </span>
                      ) : undefined
                    }
                  >
                    <p className="mt-1 text-sm text-slate-600">
                      {t('jobTracker.savedOn', { date: relativeDateWords(item.saved.when, t) })}
                    </p>
                    <div className="mt-3 flex flex-wrap items-center gap-4">
                      <SelectBox job={item.job} selected={selected} onToggle={toggle} />
                      <BusyButton
                        type="button"
                        className={smallButton}
                        busy={unsaving === item.job.job_id}
                        onClick={() => void unsave(item.job)}
                      >
                        {t('jobTracker.unsave')}
                        <span className="sr-only">{t('common.srDetail', { detail: item.job.position })}</span>
                      </BusyButton>
                    </div>
                  </JobSummary>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </form>
  );
}
