import { formatSalaryRange, skillsLine } from '@jobbridge/shared';
import type { ReactNode } from 'react';
import { apiContext } from '../../api/context';
import { EmptyState } from '../../components/candidate/parts';
import { Logo } from '../../components/Logo';
import { Link } from '../../components/ui/Link';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { brandName, labelOf } from '../../lib/brand';
import { companyPath } from '../../lib/job-view';
import { getLocale, getSessionUser } from '../../lib/request-context';
import { COMPARE_MAX, COMPARE_MIN, compareHref, parseCompareIds } from '../../lib/tracker';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/compare';

/**
 * /compare?ids=1,2,3: two to four jobs side by side (salary by the shared
 * rule, city, type, seniority, industry, company, skills, and for a
 * signed-in candidate the resume match). A table from 769 px, stacked cards
 * on phones. Jobs that no longer exist are left out and named as such, and
 * so are the ids beyond the fourth (each linked, so the visitor can open it).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const locale = getLocale(context);
  const { ids, leftOut, leftOutCount } = parseCompareIds(new URL(request.url).searchParams);
  const user = await getSessionUser(context);
  // Ids beyond the four compared are named with a link each, so none vanishes unsaid.
  const leftOutJobs = Promise.all(
    leftOut.map(async (job_id) => {
      const job = await api.getJobInfoByJobID({ job_id });
      return job.success ? { job_id, position: job.data.position } : null;
    }),
  );
  const rows = await Promise.all(
    ids.map(async (job_id) => {
      const [job, match] = await Promise.all([
        api.getJobInfoByJobID({ job_id, user_id: user?.user_id }),
        user ? api.getResumeMatch({ job_id }) : null,
      ]);
      if (!job.success) return null;
      const detail = job.data;
      return {
        job_id,
        position: detail.position,
        company: brandName(detail.company, locale) || detail.company.business_license_name,
        companyPath: companyPath(detail.company),
        logo_url: detail.company.logo_url,
        salary: detail.minimum_salary > 0 || detail.maximum_salary > 0 ? formatSalaryRange(detail) : null,
        city: detail.city ?? '',
        employment_type: detail.employment_type,
        seniority: detail.seniority,
        industry: detail.industry,
        skills: (detail.skills ?? []).filter(Boolean).slice(0, 8),
        closed: detail.status === 'closed',
        applied: Boolean(detail.viewer?.applied),
        match: match?.success ? match.data.percent : null,
      };
    }),
  );
  const jobs = rows.filter((row) => row !== null);
  return {
    ids,
    jobs,
    missing: ids.length - jobs.length,
    leftOut: (await leftOutJobs).filter((row) => row !== null),
    leftOutCount,
    signedIn: Boolean(user),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'compare'),
  { name: 'robots', content: 'noindex' },
];

type CompareJob = Route.ComponentProps['loaderData']['jobs'][number];

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { config, locale } = useSite();
  const { jobs, missing, leftOut, leftOutCount, signedIn } = loaderData;
  const ids = jobs.map((job) => job.job_id);

  const attributes: { key: string; label: string; value: (job: CompareJob) => ReactNode }[] = [
    {
      key: 'salary',
      label: t('compare.salary'),
      value: (job) =>
        job.salary ? (
          <span className="font-semibold text-teal-800">
            {job.salary}
            {t('jobs.perMonth')}
          </span>
        ) : (
          t('jobs.salaryNegotiable')
        ),
    },
    { key: 'city', label: t('compare.city'), value: (job) => job.city || '—' },
    {
      key: 'type',
      label: t('compare.type'),
      value: (job) => labelOf(config.employment_type, job.employment_type) || '—',
    },
    {
      key: 'seniority',
      label: t('compare.seniority'),
      value: (job) => labelOf(config.seniority, job.seniority) || '—',
    },
    { key: 'industry', label: t('compare.industry'), value: (job) => labelOf(config.industry, job.industry) || '—' },
    {
      key: 'company',
      label: t('compare.company'),
      value: (job) => (
        <Link to={job.companyPath} className="text-teal-800 hover:underline">
          {job.company}
        </Link>
      ),
    },
    {
      key: 'skills',
      label: t('compare.skills'),
      value: (job) => (job.skills.length ? skillsLine(job.skills, locale) : '—'),
    },
  ];
  if (signedIn) {
    attributes.push({
      key: 'match',
      label: t('compare.match'),
      value: (job) =>
        job.match === null ? (
          '—'
        ) : (
          <Link to={`/resume-match/${job.job_id}`} className="font-semibold text-teal-800 hover:underline">
            {t('compare.matchValue', { percent: job.match })}
          </Link>
        ),
    });
  }
  attributes.push({
    key: 'state',
    label: t('compare.state'),
    value: (job) => (job.closed ? t('compare.closed') : job.applied ? t('compare.applied') : t('compare.open')),
  });

  const removeLink = (job: CompareJob) => {
    const rest = ids.filter((id) => id !== job.job_id);
    return (
      <Link
        to={rest.length >= COMPARE_MIN ? compareHref(rest) : '/tracker'}
        className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline"
      >
        {t('compare.remove')}
        <span className="sr-only">{t('common.srDetail', { detail: job.position })}</span>
      </Link>
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('compare.title')}</h1>
      <p className="mt-2 text-slate-700">{t('compare.intro', { min: COMPARE_MIN, max: COMPARE_MAX })}</p>
      {missing > 0 && (
        <p role="status" className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t('compare.missing', { count: missing })}
        </p>
      )}
      {leftOutCount > 0 && (
        <div role="status" className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p>{t('compare.leftOut', { count: leftOutCount, max: COMPARE_MAX })}</p>
          {leftOut.length > 0 && (
            <ul className="mt-1 list-disc space-y-0.5 ps-5">
              {leftOut.map((job) => (
                <li key={job.job_id} className="break-words">
                  <Link to={`/jobs/${job.job_id}`} className="font-medium text-teal-900 underline">
                    {job.position}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {jobs.length < COMPARE_MIN ? (
        <div className="mt-6">
          <EmptyState
            action={
              <Link to="/tracker" className="font-semibold text-teal-800 hover:underline">
                {t('compare.toTracker')}
              </Link>
            }
          >
            {t('compare.tooFew', { min: COMPARE_MIN, max: COMPARE_MAX })}
          </EmptyState>
        </div>
      ) : (
        <>
          {/* Phones: one card per job. */}
          <ul className="mt-6 space-y-4 md:hidden">
            {jobs.map((job) => (
              <li key={job.job_id} className="rounded-xl border border-slate-200 p-4">
                <div className="flex items-start gap-3">
                  <Logo url={job.logo_url} name={job.company} size="size-10" />
                  <h2 className="min-w-0 flex-1 font-semibold text-slate-900">
                    <Link to={`/jobs/${job.job_id}`} className="hover:text-teal-800 hover:underline">
                      {job.position}
                    </Link>
                  </h2>
                </div>
                <dl className="mt-3 divide-y divide-slate-100 text-sm">
                  {attributes.map((attribute) => (
                    <div key={attribute.key} className="flex gap-3 py-1.5">
                      <dt className="w-28 shrink-0 text-slate-600">{attribute.label}</dt>
                      <dd className="min-w-0 flex-1 text-slate-900">{attribute.value(job)}</dd>
                    </div>
                  ))}
                </dl>
                <div className="mt-2">{removeLink(job)}</div>
              </li>
            ))}
          </ul>

          {/* From 769 px: a table, one column per job. */}
          <div className="mt-6 hidden overflow-x-auto md:block">
            <table className="w-full table-fixed border-collapse text-left text-sm">
              <caption className="sr-only">{t('compare.caption', { count: jobs.length })}</caption>
              <thead>
                <tr>
                  <td className="w-36" />
                  {jobs.map((job) => (
                    <th key={job.job_id} scope="col" className="border-b border-slate-200 p-3 align-top">
                      <div className="flex items-start gap-3">
                        <Logo url={job.logo_url} name={job.company} size="size-10" />
                        <div className="min-w-0">
                          <Link
                            to={`/jobs/${job.job_id}`}
                            className="text-base font-semibold text-slate-900 hover:text-teal-800 hover:underline"
                          >
                            {job.position}
                          </Link>
                          <div className="mt-1 font-normal">{removeLink(job)}</div>
                        </div>
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {attributes.map((attribute) => (
                  <tr key={attribute.key} className="border-b border-slate-100">
                    <th scope="row" className="p-3 align-top font-medium text-slate-600">
                      {attribute.label}
                    </th>
                    {jobs.map((job) => (
                      <td key={job.job_id} className="p-3 align-top text-slate-900">
                        {attribute.value(job)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
