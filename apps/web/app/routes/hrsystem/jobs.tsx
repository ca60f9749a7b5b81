import { useEffect, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { apiContext } from '../../api/context';
import { BusyButton } from '../../components/ui/BusyButton';
import { Link } from '../../components/ui/Link';
import { Pagination } from '../../components/ui/Pagination';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { forgetNavigationState, jobSavedOf, positiveInt } from '../../lib/hr';
import { useDates } from '../../lib/use-dates';
import type { Route } from './+types/jobs';

/** /hrsystem: the company's jobs with their counts, and the actions on each. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const page = positiveInt(new URL(request.url).searchParams.get('page')) ?? 1;
  const jobs = await api.getPostJobList({ page });
  if (!jobs.success) throw new Response(null, { status: 503 });
  return { jobs: jobs.data };
}

const button =
  'inline-flex items-center rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60';

export default function HrJobs({ loaderData }: Route.ComponentProps) {
  const dates = useDates();
  const { jobs } = loaderData;
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const location = useLocation();

  // Back from the job form: say that the job was published or its changes saved (set after the
  // first render, so the status line announces it), once: a reload does not say it again.
  useEffect(() => {
    const done = jobSavedOf(location.state);
    if (!done) return;
    setMessage(t(`hr.jobs.done.${done}`));
    forgetNavigationState(window.history);
  }, [location.state, t]);

  const act = async (jobId: number, action: 'closeJob' | 'reopenJob' | 'duplicateJob') => {
    setBusy(jobId);
    const result = await browserApi[action]({ job_id: jobId });
    setBusy(null);
    setMessage(result.success ? t(`hr.jobs.done.${action}`) : failureText(t, result));
    if (result.success) await revalidator.revalidate();
  };

  const pages = Math.max(1, Math.ceil(jobs.total / jobs.size));
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('hr.jobs.title')}</h1>
        <Link
          to="/hrsystem/jobs/new"
          className="rounded-md bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800"
        >
          {t('hr.jobs.post')}
        </Link>
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm text-slate-700">
        {message}
      </p>
      {jobs.list.length === 0 ? (
        <p className="mt-4 rounded-md border border-slate-200 bg-white p-6 text-slate-700">{t('hr.jobs.empty')}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {jobs.list.map((job) => (
            <li key={job.job_id} className="rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-baseline gap-2">
                <h2 className="min-w-0 text-lg font-semibold break-words text-slate-900">{job.position}</h2>
                <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
                  {t(`hr.status.${job.status}`)}
                  {job.closed_reason === 'expired' && ` · ${t('hr.jobs.expired')}`}
                </span>
                {!job.verified && job.status === 'open' && (
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                    {t('hr.unverified')}
                  </span>
                )}
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
                <div>
                  <dt className="text-slate-600">{t('hr.jobs.applicants')}</dt>
                  <dd>
                    <Link
                      className="font-semibold text-teal-800 underline"
                      to={`/hrsystem/applicants?job_id=${job.job_id}`}
                    >
                      {job.apply_count}
                    </Link>
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('hr.jobs.questions')}</dt>
                  <dd>
                    <Link
                      className="font-semibold text-teal-800 underline"
                      to={`/hrsystem/questions?job_id=${job.job_id}`}
                    >
                      {job.question_count}
                    </Link>
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('hr.jobs.messages')}</dt>
                  <dd className="font-semibold">{job.message_count}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('hr.jobs.views')}</dt>
                  <dd className="font-semibold">{job.views}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('hr.jobs.applyBy')}</dt>
                  <dd className="font-semibold">{job.valid_through ? dates.date(job.valid_through) : '—'}</dd>
                </div>
              </dl>
              <div className="mt-3 flex flex-wrap gap-2">
                <Link className={button} to={`/hrsystem/jobs/${job.job_id}`}>
                  {t('hr.jobs.edit')}
                </Link>
                {job.status === 'open' && (
                  <a className={button} href={`/jobs/${job.job_id}`} target="_blank" rel="noopener">
                    {t('hr.jobs.view')}
                  </a>
                )}
                {job.status === 'open' ? (
                  <BusyButton
                    type="button"
                    className={button}
                    busy={busy === job.job_id}
                    onClick={() => act(job.job_id, 'closeJob')}
                  >
                    {t('hr.jobs.close')}
                  </BusyButton>
                ) : job.status !== 'suspended' ? (
                  <BusyButton
                    type="button"
                    className={button}
                    busy={busy === job.job_id}
                    onClick={() => act(job.job_id, 'reopenJob')}
                  >
                    {job.status === 'draft' ? t('hr.jobs.publish') : t('hr.jobs.reopen')}
                  </BusyButton>
                ) : null}
                <BusyButton
                  type="button"
                  className={button}
                  busy={busy === job.job_id}
                  onClick={() => act(job.job_id, 'duplicateJob')}
                >
                  {t('hr.jobs.duplicate')}
                </BusyButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={jobs.page} totalPages={pages} />
    </div>
  );
}
