import { JOB_SEARCH_MAX_PAGE } from '@jobbridge/shared';
import { data, useNavigation } from 'react-router';
import { apiContext } from '../../api/context';
import { CompanyBadge } from '../../components/companies/CompanyBadge';
import { JobCardList } from '../../components/jobs/JobCardList';
import { Logo } from '../../components/Logo';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { Link } from '../../components/ui/Link';
import { Pagination } from '../../components/ui/Pagination';
import { metaT, pagedTitle } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { throwApiFailure } from '../../lib/api-failure';
import { toJobCard } from '../../lib/cards';
import { NO_LABEL_LISTS, sizeText, toCompanyDetailView } from '../../lib/job-view';
import { totalPages } from '../../lib/list-query';
import { getConfig, getLocale } from '../../lib/request-context';
import { readPage } from '../../lib/search-url';
import { canonicalHref, clip, rootOf, seoMeta } from '../../lib/seo';
import type { Route } from './+types/detail';

export const COMPANY_JOBS_PAGE_SIZE = 10;

/** A company by brand name (either language) or id, with a page of its open jobs; 404 when unknown. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const name = params.name.trim();
  if (!name || name.length > 200) throw data(null, { status: 404 });
  const api = context.get(apiContext);
  const [company, config] = await Promise.all([api.getCompanyByBrandName({ name }), getConfig(context)]);
  if (!company.success) {
    if (company.code === 4004 || company.code === 4000) throw data(null, { status: 404 });
    throwApiFailure(company);
  }
  const page = Math.min(readPage(url.searchParams.get('page')), JOB_SEARCH_MAX_PAGE);
  const jobs = await api.searchJobList({
    company_id: company.data.company_id,
    page,
    size: COMPANY_JOBS_PAGE_SIZE,
    sort: 'date',
  });
  const locale = getLocale(context);
  const now = new Date();
  const lists = config.success ? config.data : NO_LABEL_LISTS;
  return {
    company: toCompanyDetailView(company.data, locale, lists),
    page,
    jobs: jobs.success ? jobs.data.list.map((item) => toJobCard(item, locale, now)) : null,
    jobsTotal: jobs.success ? jobs.data.total : 0,
    jobsPages: jobs.success ? Math.min(totalPages(jobs.data.total, COMPANY_JOBS_PAGE_SIZE), JOB_SEARCH_MAX_PAGE) : 1,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { origin, locale } = rootOf(matches);
  if (!loaderData) return [];
  const { company, jobsTotal, page } = loaderData;
  const title = metaT(matches, 'companies.detail.metaTitle', { name: company.name });
  const summary = metaT(
    matches,
    jobsTotal === 1 ? 'companies.detail.metaDescription_one' : 'companies.detail.metaDescription_other',
    { name: company.name, count: jobsTotal },
  );
  const params = page > 1 ? new URLSearchParams({ page: String(page) }) : null;
  return seoMeta({
    title: metaT(matches, 'common.titleTemplate', { page: pagedTitle(matches, title, page) }),
    description: clip(company.intro ? `${summary} ${company.intro}` : summary),
    canonical: canonicalHref(origin, company.path, params, locale),
    locale,
  });
};

export default function CompanyDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { company, jobs, jobsTotal, page } = loaderData;
  const loading = navigation.state === 'loading' && navigation.location?.pathname === company.path;
  const otherNames = [company.brand_name, company.eng_brand_name].filter((name) => name && name !== company.name);

  const facts = [
    { label: t('jobs.industry'), value: company.industryLabel },
    {
      label: t('companies.detail.size'),
      value: sizeText(company, (size) => t('companies.detail.sizeValue', { size })),
    },
    { label: t('search.location'), value: company.city },
    { label: t('companies.detail.address'), value: company.address },
  ].filter((fact) => fact.value);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Breadcrumb trail={[{ to: '/companies', label: t('header.companies') }]} current={company.name} />

      <header className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex items-start gap-4">
          <Logo url={company.logo_url} name={company.name} size="size-16" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <h1 className="min-w-0 text-2xl font-bold break-words text-slate-900 sm:text-3xl">{company.name}</h1>
              {company.verified && <CompanyBadge withText />}
            </div>
            {otherNames.length > 0 && <p className="mt-1 break-words text-slate-700">{otherNames.join(' · ')}</p>}
            {company.business_license_name && company.business_license_name !== company.name && (
              <p className="mt-1 text-sm break-words text-slate-600">
                {t('companies.detail.licenceName', { name: company.business_license_name })}
              </p>
            )}
          </div>
        </div>
        {facts.length > 0 && (
          <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact.label} className="min-w-0">
                <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{fact.label}</dt>
                <dd className="mt-0.5 break-words text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {company.website && (
          <p className="mt-4">
            <a
              href={company.website}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="font-semibold break-all text-teal-800 hover:underline"
            >
              {t('companies.detail.website')}
              <span className="sr-only"> {t('common.opensNewWindow')}</span>
            </a>
          </p>
        )}
      </header>

      <div
        className={`mt-6 grid grid-cols-1 gap-6 ${company.certificates.length > 0 ? 'lg:grid-cols-[minmax(0,1fr)_20rem]' : ''}`}
      >
        <section aria-labelledby="company-intro" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="company-intro" className="text-lg font-semibold text-slate-900">
            {t('companies.detail.intro')}
          </h2>
          <p className="mt-2 break-words whitespace-pre-line text-slate-800">
            {company.intro || t('companies.detail.noIntro')}
          </p>
        </section>
        {company.certificates.length > 0 && (
          <section aria-labelledby="company-certificates" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="company-certificates" className="text-lg font-semibold text-slate-900">
              {t('companies.detail.certificates')}
            </h2>
            <ul className="mt-2 space-y-1.5 text-slate-800">
              {company.certificates.map((certificate) => (
                <li key={certificate.certificate_id} className="flex items-start gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-teal-700" />
                  {certificate.name}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <section aria-labelledby="company-jobs" className="mt-10">
        <h2 id="company-jobs" className="text-xl font-bold text-slate-900">
          {t('companies.detail.openJobs')}
          <span className="font-normal text-slate-600">{t('common.aside', { detail: jobsTotal })}</span>
        </h2>
        <div aria-busy={loading || undefined} className={`mt-4 ${loading ? 'opacity-50' : ''}`}>
          {jobs === null ? (
            <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t('companies.detail.jobsUnavailable')}</p>
          ) : jobs.length === 0 ? (
            <p className="rounded-lg bg-slate-50 p-6 text-slate-700">
              {/* Past this company's last page (an old link): back to its first page, not away to every job. */}
              {jobsTotal > 0 ? t('jobs.pastLastPage') : t('companies.detail.noJobs')}{' '}
              <Link to={jobsTotal > 0 ? company.path : '/jobs'} className="font-semibold text-teal-800 hover:underline">
                {jobsTotal > 0 ? t('jobs.firstPage') : t('jobs.browseAll')}
              </Link>
            </p>
          ) : (
            <JobCardList jobs={jobs} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" />
          )}
        </div>
        <Pagination page={page} totalPages={loaderData.jobsPages} />
      </section>
    </div>
  );
}
