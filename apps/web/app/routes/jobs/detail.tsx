import { formatDate, QUESTIONS_PAGE_SIZE, SIMILAR_JOBS } from '@jobbridge/shared';
import { data } from 'react-router';
import { apiContext } from '../../api/context';
import { MatchSummary } from '../../components/candidate/MatchSummary';
import { CompanyBadge } from '../../components/companies/CompanyBadge';
import { JobActions } from '../../components/jobs/JobActions';
import { JobBody } from '../../components/jobs/JobBody';
import { PostedLabel } from '../../components/jobs/JobCard';
import { JobCardList } from '../../components/jobs/JobCardList';
import { JobQuestions } from '../../components/jobs/JobQuestions';
import { RecruiterCard } from '../../components/jobs/RecruiterCard';
import { Logo } from '../../components/Logo';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { Link } from '../../components/ui/Link';
import { metaT } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { throwApiFailure } from '../../lib/api-failure';
import { toJobCard } from '../../lib/cards';
import { buildJobPosting } from '../../lib/job-posting';
import { NO_LABEL_LISTS, sizeText, toJobDetailView, toQuestionView } from '../../lib/job-view';
import { getConfig, getLocale, getSessionUser } from '../../lib/request-context';
import { canonicalHref, clip, rootOf, seoMeta } from '../../lib/seo';
import { takeHomeHrefForJob } from '../../lib/take-home-link';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/detail';

/** The job, similar jobs and the first page of questions; 404 for an unknown job. */
export async function loader({ context, params }: Route.LoaderArgs) {
  // Job ids are positive integers; anything else is not a page.
  if (!/^[1-9]\d{0,15}$/.test(params.job_id)) throw data(null, { status: 404 });
  const job_id = Number(params.job_id);
  const api = context.get(apiContext);
  const user = await getSessionUser(context);
  const [detail, similar, questions, config] = await Promise.all([
    api.getJobInfoByJobID(user ? { job_id, user_id: user.user_id } : { job_id }),
    api.getSimilarJobList({ job_id, size: SIMILAR_JOBS.default }),
    api.getJobQuestions({ job_id, page: 1, size: QUESTIONS_PAGE_SIZE.default }),
    getConfig(context),
  ]);
  if (!detail.success) {
    if (detail.code === 4004 || detail.code === 4000) throw data(null, { status: 404 });
    throwApiFailure(detail);
  }
  const locale = getLocale(context);
  const now = new Date();
  const lists = config.success ? config.data : NO_LABEL_LISTS;
  return {
    job: toJobDetailView(detail.data, locale, lists, now),
    similar: similar.success ? similar.data.map((item) => toJobCard(item, locale, now)) : [],
    questions: questions.success
      ? { list: questions.data.list.map((q) => toQuestionView(q, locale, now)), total: questions.data.total }
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { origin, locale } = rootOf(matches);
  if (!loaderData) return [];
  const { job } = loaderData;
  const place = [job.city, job.company.name].filter(Boolean);
  const title = metaT(matches, 'common.titleTemplate', {
    page: place.length ? `${job.position} - ${place.reverse().join(' - ')}` : job.position,
  });
  const facts = [
    job.salary ? `${job.salary}${metaT(matches, 'jobs.perMonth')}` : metaT(matches, 'jobs.salaryNegotiable'),
    job.city,
    job.employmentTypeLabel,
    job.company.name,
  ].filter(Boolean);
  const description = clip(`${facts.join(' · ')}. ${job.description}`);
  const canonical = canonicalHref(origin, `/jobs/${job.job_id}`, null, locale);
  const posting = buildJobPosting(
    {
      ...job,
      requirementsHeading: metaT(matches, 'jobDetail.requirements'),
      company: { name: job.company.name, logo_url: job.company.logo_url, website: job.company.website },
    },
    origin,
  );
  const tags: ReturnType<typeof seoMeta> | Record<string, unknown>[] = seoMeta({
    title,
    description,
    canonical,
    locale,
  });
  return posting ? [...tags, { 'script:ld+json': posting }] : tags;
};

export default function JobDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, locale } = useSite();
  const { job, similar, questions } = loaderData;
  const closed = job.status === 'closed';
  const takeHomeHref = takeHomeHrefForJob(job);

  const facts: { label: string; value: React.ReactNode }[] = [
    {
      label: t('jobDetail.city'),
      value:
        job.city && job.province && job.province !== job.city
          ? t('jobDetail.cityProvince', { city: job.city, province: job.province })
          : job.city || job.province,
    },
    { label: t('jobs.employmentType'), value: job.employmentTypeLabel },
    { label: t('jobs.seniority'), value: job.seniorityLabel },
    { label: t('jobs.industry'), value: job.industryLabel },
    {
      label: t('jobDetail.headcount'),
      value: job.headcount > 0 ? t('jobDetail.headcountValue', { count: job.headcount }) : '',
    },
    { label: t('jobDetail.posted'), value: <PostedLabel posted={job.posted} /> },
    {
      label: t('jobDetail.validThrough'),
      value: job.validThroughDate ? (
        <time dateTime={job.validThroughDate}>{formatDate(job.validThroughDate, locale)}</time>
      ) : (
        ''
      ),
    },
  ].filter((fact) => fact.value);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Breadcrumb trail={[{ to: '/jobs', label: t('header.jobs') }]} current={job.position} />

      {/* Mobile order: the job, then company and recruiter, then the questions; the aside spans both rows on wide screens. */}
      <div className="mt-4 grid grid-cols-1 gap-x-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {closed && (
            <p
              role="status"
              className="mb-4 rounded-lg border-l-4 border-slate-600 bg-slate-100 p-4 font-semibold text-slate-900"
            >
              {t('jobDetail.closed')}
            </p>
          )}
          <header className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <div className="flex items-start gap-4">
              <Logo url={job.company.logo_url} name={job.company.name} size="size-14" />
              <div className="min-w-0 flex-1">
                <h1 id="job-title" className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
                  {job.position}
                </h1>
                <p className="mt-1 text-slate-700">
                  <Link to={job.company.path} className="font-medium text-teal-800 hover:underline">
                    {job.company.name}
                  </Link>
                  {job.city && <span> · {job.city}</span>}
                </p>
              </div>
            </div>
            <p className="mt-4 text-2xl font-bold text-teal-800">
              {job.salary ? (
                <>
                  {job.salary}
                  <span className="text-base font-normal text-slate-600">{t('jobs.perMonth')}</span>
                </>
              ) : (
                <span className="text-lg font-semibold text-slate-700">{t('jobs.salaryNegotiable')}</span>
              )}
            </p>
            {takeHomeHref && (
              <p className="mt-1 text-sm">
                <Link to={takeHomeHref} className="font-medium text-teal-800 hover:underline">
                  {t('jobDetail.takeHome')}
                </Link>
              </p>
            )}
            <ul className="mt-3 flex flex-wrap gap-2 text-sm">
              {[job.employmentTypeLabel, job.seniorityLabel, job.industryLabel].filter(Boolean).map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                  {tag}
                </li>
              ))}
            </ul>
            <div className="mt-5">
              {/* Remount when the session or the server's answer changes (e.g. after signing in). */}
              <JobActions key={`${user?.user_id ?? 0}:${job.viewer?.saved}:${job.viewer?.applied}`} job={job} />
            </div>
          </header>

          <section aria-labelledby="job-facts" className="mt-6">
            <h2 id="job-facts" className="sr-only">
              {t('jobDetail.facts')}
            </h2>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-4 rounded-xl border border-slate-200 p-5 sm:grid-cols-3">
              {facts.map((fact) => (
                <div key={fact.label} className="min-w-0">
                  <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{fact.label}</dt>
                  <dd className="mt-0.5 break-words text-slate-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <JobBody job={job} />
        </div>

        <aside
          aria-label={t('jobDetail.aside')}
          className="mt-10 space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0"
        >
          <section aria-labelledby="company-title" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="company-title" className="text-base font-semibold text-slate-900">
              {t('jobDetail.aboutCompany')}
            </h2>
            <div className="mt-3 flex items-start gap-3">
              <Logo url={job.company.logo_url} name={job.company.name} />
              <div className="min-w-0">
                <p className="flex items-start gap-1.5 font-semibold break-words text-slate-900">
                  <span>{job.company.name}</span>
                  {job.company.verified && <CompanyBadge className="mt-1" />}
                </p>
                {!job.company.verified && (
                  <p className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                    {t('hr.unverifiedCompany')}
                  </p>
                )}
                {job.company.otherName && <p className="text-sm break-words text-slate-700">{job.company.otherName}</p>}
              </div>
            </div>
            <p className="mt-3 text-sm text-slate-700">
              {[
                job.company.industryLabel,
                sizeText(job.company, (size) => t('companies.detail.sizeValue', { size })),
                job.company.city,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <Link
              to={job.company.path}
              className="mt-4 inline-flex w-full items-center justify-center rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t('jobDetail.viewCompany')}
            </Link>
          </section>
          {job.recruiter && <RecruiterCard jobId={job.job_id} recruiter={job.recruiter} member={job.viewer?.member} />}
          {/* How the signed-in candidate's profile matches this job; nothing for visitors. */}
          {job.status === 'open' && <MatchSummary key={`match:${job.job_id}`} jobId={job.job_id} />}
        </aside>

        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <JobQuestions
            key={`${job.job_id}:${user?.user_id ?? 0}`}
            jobId={job.job_id}
            initial={questions}
            closed={job.status === 'closed'}
          />
        </div>
      </div>

      {similar.length > 0 && (
        <section aria-labelledby="similar-jobs" className="mt-12">
          <h2 id="similar-jobs" className="text-xl font-bold text-slate-900">
            {t('jobDetail.similar')}
          </h2>
          <JobCardList jobs={similar} className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" />
        </section>
      )}
    </div>
  );
}
