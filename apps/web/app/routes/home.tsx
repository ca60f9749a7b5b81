import { safeRedirectPath } from '@jobbridge/shared';
import { apiContext } from '../api/context';
import { CompanyCard } from '../components/companies/CompanyCard';
import { JobCardList } from '../components/jobs/JobCardList';
import { SearchForm } from '../components/layout/SearchForm';
import { Link } from '../components/ui/Link';
import { indexedPageMeta } from '../i18n/meta';
import { useTranslation } from '../i18n/use-translation';
import { toCompanyCard, toJobCard } from '../lib/cards';
import { getLocale, SESSION_ENDED_PARAM } from '../lib/request-context';
import { useSite } from '../lib/use-site';
import type { Route } from './+types/home';

export const HOME_JOBS = 12;
export const HOME_COMPANIES = 8;

/** Latest jobs and companies; a section that fails to load shows a notice instead of failing the page. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const locale = getLocale(context);
  const now = new Date();
  const [jobs, companies] = await Promise.all([
    api.searchJobList({ page: 1, size: HOME_JOBS, sort: 'date' }),
    api.getCompanyList({ page: 1, size: HOME_COMPANIES }),
  ]);
  const ended = url.searchParams.get(SESSION_ENDED_PARAM);
  return {
    /** The page asked for when the session had ended (root loader): where signing in again leads. */
    sessionEndedAt: ended === null ? null : safeRedirectPath(ended),
    jobs: jobs.success ? jobs.data.list.map((item) => toJobCard(item, locale, now)) : null,
    companies: companies.success ? companies.data.list.map((item) => toCompanyCard(item, locale)) : null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => indexedPageMeta(matches, 'home', '/');

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useSite();
  const { jobs, companies, sessionEndedAt } = loaderData;
  return (
    <>
      {sessionEndedAt !== null && !user && <SessionEnded at={sessionEndedAt} />}
      <section className="bg-gradient-to-b from-teal-50 to-white" aria-labelledby="hero-title">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:pt-16">
          <h1 id="hero-title" className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('home.heroTitle')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('home.heroText')}</p>
          <div className="mt-8 max-w-4xl rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <SearchForm action="/jobs" variant="hero" />
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="latest-jobs">
        <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="latest-jobs" className="text-2xl font-bold text-slate-900">
            {t('home.latestJobs')}
          </h2>
          <Link to="/jobs" className="shrink-0 font-semibold text-teal-800 hover:underline">
            {t('home.allJobs')}
          </Link>
        </div>
        {jobs === null ? (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t('home.jobsUnavailable')}</p>
        ) : jobs.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t('home.noJobs')}</p>
        ) : (
          <JobCardList jobs={jobs} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" />
        )}
      </section>

      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="latest-companies">
        <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="latest-companies" className="text-2xl font-bold text-slate-900">
            {t('home.latestCompanies')}
          </h2>
          <Link to="/companies" className="shrink-0 font-semibold text-teal-800 hover:underline">
            {t('home.allCompanies')}
          </Link>
        </div>
        {companies === null ? (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t('home.companiesUnavailable')}</p>
        ) : companies.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t('home.noCompanies')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {companies.map((company) => (
              <li key={company.company_id}>
                <CompanyCard company={company} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="home-more">
        <h2 id="home-more" className="sr-only">
          {t('home.moreTitle')}
        </h2>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <li className="rounded-xl border border-slate-200 p-6">
            <h3 className="font-semibold text-slate-900">{t('home.guidesTitle')}</h3>
            <p className="mt-2 text-slate-700">{t('home.guidesText')}</p>
            <Link to="/guides" className="mt-3 inline-block font-semibold text-teal-800 hover:underline">
              {t('home.guidesLink')}
            </Link>
          </li>
          <li className="rounded-xl border border-slate-200 p-6">
            <h3 className="font-semibold text-slate-900">{t('home.profileTitle')}</h3>
            <p className="mt-2 text-slate-700">{t('home.profileText')}</p>
            <Link
              to={user ? '/profile' : '/signup'}
              className="mt-3 inline-block font-semibold text-teal-800 hover:underline"
            >
              {t('home.profileLink')}
            </Link>
          </li>
          <li className="rounded-xl border border-slate-200 p-6">
            <h3 className="font-semibold text-slate-900">{t('home.employerTitle')}</h3>
            <p className="mt-2 text-slate-700">{t('home.employerText')}</p>
            <Link to="/employer" className="mt-3 inline-block font-semibold text-teal-800 hover:underline">
              {t('home.employerLink')}
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}

/** Why a page asked for led here: the session had ended. Sign in again to go there, or open it as a visitor. */
function SessionEnded({ at }: { at: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-amber-950">
        <p className="min-w-0 flex-1">{t('home.sessionEnded')}</p>
        <Link
          to={`/login?redirect=${encodeURIComponent(at)}`}
          className="rounded-md bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t('home.sessionEndedSignIn')}
        </Link>
        {at !== '/' && (
          <Link to={at} className="text-sm font-semibold text-teal-800 underline hover:no-underline">
            {t('home.sessionEndedContinue')}
          </Link>
        )}
      </div>
    </div>
  );
}
