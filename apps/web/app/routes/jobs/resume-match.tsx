import { ERROR_CODES, skillLabel } from '@jobbridge/shared';
import { lazy, Suspense, useState } from 'react';
import { data } from 'react-router';
import { apiContext } from '../../api/context';
import { MatchBar, MatchBars } from '../../components/candidate/MatchSummary';
import { Card } from '../../components/candidate/parts';
import { Link } from '../../components/ui/Link';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { brandName } from '../../lib/brand';
import { companyPath } from '../../lib/job-view';
import { matchAdvice, matchLevel } from '../../lib/match-advice';
import { getLocale, requireUserMiddleware } from '../../lib/request-context';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/resume-match';

/** The match is the signed-in candidate's resume against the job. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

const JobAlertDialog = lazy(() => import('../../components/candidate/JobAlertDialog'));

/**
 * /resume-match/:job_id: how well the candidate's resume fits one job
 * (job/getResumeMatch): the percent, the five parts as bars, matched and
 * missing skills, and advice that links to where each gap is closed.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const jobId = /^\d{1,15}$/.test(params.job_id) ? Number(params.job_id) : 0;
  if (!Number.isSafeInteger(jobId) || jobId <= 0) throw data(null, { status: 404 });
  const api = context.get(apiContext);
  const locale = getLocale(context);
  const [job, match] = await Promise.all([
    api.getJobInfoByJobID({ job_id: jobId }),
    api.getResumeMatch({ job_id: jobId }),
  ]);
  if (!job.success || (!match.success && match.code === ERROR_CODES.notFound)) {
    throw data(null, { status: job.success || job.code === ERROR_CODES.notFound ? 404 : 503 });
  }
  if (!match.success) throw data(null, { status: 503 });
  return {
    job: {
      job_id: jobId,
      position: job.data.position,
      company: brandName(job.data.company, locale) || job.data.company.business_license_name,
      companyPath: companyPath(job.data.company),
      city: job.data.city ?? '',
    },
    match: match.data,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const [title, description] = pageMeta(matches, 'match.page');
  if (!loaderData) return [title, description, { name: 'robots', content: 'noindex' }];
  return [
    { title: `${loaderData.job.position} · ${(title as { title: string }).title}` },
    description,
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ResumeMatch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { job, match } = loaderData;
  const [alertOpen, setAlertOpen] = useState(false);
  const [alertUsed, setAlertUsed] = useState(false);
  const { locale } = useSite();
  const advice = matchAdvice(match, locale);
  const level = matchLevel(match.percent);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <p className="text-sm">
        <Link to={`/jobs/${job.job_id}`} className="font-medium text-teal-800 hover:underline">
          ← {t('match.backToJob')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{t('match.page.title')}</h1>
      <p className="mt-1 text-lg text-slate-800">
        <Link to={`/jobs/${job.job_id}`} className="font-semibold hover:text-teal-800 hover:underline">
          {job.position}
        </Link>{' '}
        ·{' '}
        <Link to={job.companyPath} className="hover:text-teal-800 hover:underline">
          {job.company}
        </Link>
        {job.city && <span className="text-slate-600"> · {job.city}</span>}
      </p>

      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
        <Card id="overall" title={t('match.overallTitle')}>
          <p className="text-5xl font-bold text-slate-900">
            {match.percent}
            <span className="text-2xl">%</span>
          </p>
          <p className="mt-1 font-medium text-slate-800">{t(`match.levelText.${level}`)}</p>
          <div className="mt-4">
            <MatchBar label={t('match.overall', { level: t(`match.level.${level}`) })} percent={match.percent} />
          </div>
          <p className="mt-3 text-sm text-slate-600">{t('match.weights')}</p>
        </Card>
        <Card id="parts" title={t('match.partsTitle')}>
          <MatchBars parts={match.parts} />
        </Card>
      </div>

      <Card id="skills" title={t('match.skillsTitle')} className="mt-6">
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{t('match.matched')}</h3>
            {match.matched_skills.length ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {match.matched_skills.map((skill) => (
                  <li
                    key={skill}
                    className="rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-950 ring-1 ring-teal-200"
                  >
                    <span aria-hidden="true">✓ </span>
                    {skillLabel(skill, locale)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{t('match.noneMatched')}</p>
            )}
          </div>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{t('match.missing')}</h3>
            {match.missing_skills.length ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {match.missing_skills.map((skill) => (
                  <li
                    key={skill}
                    className="rounded-full bg-amber-50 px-3 py-1 text-sm text-amber-950 ring-1 ring-amber-300"
                  >
                    {skillLabel(skill, locale)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{t('match.noneMissing')}</p>
            )}
          </div>
        </div>
      </Card>

      <Card id="advice" title={t('match.adviceTitle')} className="mt-6">
        <ul className="space-y-3">
          {advice.map((item) => (
            <li key={item.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="min-w-0 flex-1 text-slate-800">{t(`match.advice.${item.key}`, item.params)}</p>
              {item.action.kind === 'link' && (
                <Link to={item.action.to} className="shrink-0 text-sm font-medium text-teal-800 hover:underline">
                  {t(`match.action.${item.key}`)}
                </Link>
              )}
              {item.action.kind === 'jobAlert' && (
                <button
                  type="button"
                  onClick={() => {
                    setAlertUsed(true);
                    setAlertOpen(true);
                  }}
                  className="shrink-0 text-sm font-medium text-teal-800 hover:underline"
                >
                  {t('match.action.jobAlert')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </Card>

      {alertUsed && (
        <Suspense fallback={null}>
          <JobAlertDialog open={alertOpen} onClose={() => setAlertOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
