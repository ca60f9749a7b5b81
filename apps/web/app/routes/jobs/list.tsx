import { JOB_SEARCH_MAX_PAGE } from '@jobbridge/shared';
import { useState } from 'react';
import { useNavigation } from 'react-router';
import { apiContext } from '../../api/context';
import { HydrateLater } from '../../components/HydrateLater';
import { ActiveFilters } from '../../components/jobs/ActiveFilters';
import { JobCardList } from '../../components/jobs/JobCardList';
import { JobFilters } from '../../components/jobs/JobFilters';
import { Link } from '../../components/ui/Link';
import { Modal } from '../../components/ui/Modal';
import { Pagination } from '../../components/ui/Pagination';
import { metaT, pagedTitle } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { throwApiFailure } from '../../lib/api-failure';
import { toJobCard } from '../../lib/cards';
import { activeJobFilters, jobSearchParams, jobsHref, readJobSearch, resultCountText } from '../../lib/job-search';
import { totalPages } from '../../lib/list-query';
import { NO_MATCH_ADCODE } from '../../lib/locations';
import { placeNameFor } from '../../lib/place-name';
import { getLocale } from '../../lib/request-context';
import { canonicalHref, rootOf, seoMeta } from '../../lib/seo';
import type { Route } from './+types/list';

/** /jobs?keyword=&adcode=&employment_type=&industry=&seniority=&min_salary=&max_salary=&sort=&page= */
export async function loader({ context, url }: Route.LoaderArgs) {
  const query = readJobSearch(url.searchParams);
  const [envelope, cityName] = await Promise.all([
    context.get(apiContext).searchJobList(query),
    placeNameFor(context, query.adcode),
  ]);
  if (!envelope.success) throwApiFailure(envelope);
  const locale = getLocale(context);
  const now = new Date();
  const { list, total, total_exact } = envelope.data;
  return {
    query,
    // Read by the header search (it fills the location box from it).
    cityName,
    jobs: list.map((item) => toJobCard(item, locale, now)),
    total,
    totalExact: total_exact !== false,
    totalPages: Math.min(totalPages(total, query.size), JOB_SEARCH_MAX_PAGE),
  };
}

/** "Jobs", "“前端” jobs", "Jobs in Shanghai", "“sales” jobs in Shanghai". */
function searchTitleKey(keyword: string | undefined, city: string) {
  if (keyword && city) return 'jobs.titleKeywordCity';
  if (keyword) return 'jobs.titleKeyword';
  if (city) return 'jobs.titleCity';
  return 'jobs.title';
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { origin, locale } = rootOf(matches);
  if (!data) return [];
  const { query, cityName, total } = data;
  const what = metaT(matches, searchTitleKey(query.keyword, cityName), {
    keyword: query.keyword ?? '',
    city: cityName,
  });
  const filtered = activeJobFilters(query).length > 0;
  return seoMeta({
    title: metaT(matches, 'common.titleTemplate', { page: pagedTitle(matches, what, query.page) }),
    description: filtered
      ? metaT(matches, total === 1 ? 'jobs.metaDescription_one' : 'jobs.metaDescription_other', { what, count: total })
      : metaT(matches, 'jobs.description'),
    canonical: canonicalHref(origin, '/jobs', jobSearchParams(query), locale),
    locale,
  });
};

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { query, jobs, total, cityName } = loaderData;
  const searching = navigation.state === 'loading' && navigation.location?.pathname === '/jobs';
  const filterCount = activeJobFilters(query).filter(
    (key) => key !== 'keyword' && key !== 'adcode' && (key !== 'max_salary' || query.min_salary === undefined),
  ).length;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
        {query.keyword ? t('jobs.headingFor', { keyword: query.keyword }) : t('jobs.heading')}
      </h1>
      {cityName && <p className="mt-1 text-slate-700">{t('jobs.inCity', { city: cityName })}</p>}

      <div className="mt-6 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
        {/* The filters hydrate in a task of their own, right after the rest of the page's part. */}
        <HydrateLater part="job-filters">
          <aside aria-labelledby="job-filters-title" className="hidden md:block">
            <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
              <h2 id="job-filters-title" className="mb-3 text-base font-semibold text-slate-900">
                {t('jobs.filters')}
              </h2>
              <JobFilters query={query} />
            </div>
          </aside>
        </HydrateLater>

        <section aria-labelledby="job-results-title">
          <h2 id="job-results-title" className="sr-only">
            {t('jobs.results')}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-medium text-slate-800">
              {searching ? t('jobs.searching') : resultCountText(t, total, loaderData.totalExact)}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              {query.keyword && <SortLinks query={query} />}
              <button
                type="button"
                onClick={() => setFiltersOpen(true)}
                className="inline-flex items-center gap-2 rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 md:hidden"
              >
                <FilterIcon />
                {filterCount > 0 ? t('jobs.filtersCount', { count: filterCount }) : t('jobs.filters')}
              </button>
            </div>
          </div>
          <ActiveFilters query={query} placeName={cityName} />

          <div
            aria-busy={searching || undefined}
            className={`mt-4 transition-opacity ${searching ? 'pointer-events-none opacity-50' : ''}`}
          >
            {jobs.length === 0 ? (
              <EmptyResults query={query} cityName={cityName} total={total} />
            ) : (
              <JobCardList jobs={jobs} className="grid grid-cols-1 gap-4 lg:grid-cols-2" />
            )}
          </div>

          <Pagination page={query.page} totalPages={loaderData.totalPages} />
        </section>
      </div>

      <Modal open={filtersOpen} onClose={() => setFiltersOpen(false)} labelledBy="job-filters-dialog-title">
        <h2 id="job-filters-dialog-title" className="mb-4 pr-8 text-lg font-semibold">
          {t('jobs.filters')}
        </h2>
        <JobFilters query={query} onDone={() => setFiltersOpen(false)} />
      </Modal>
    </div>
  );
}

function FilterIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="size-4"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

/** Best match / Newest: links, so each order has its own URL. */
function SortLinks({ query }: { query: Route.ComponentProps['loaderData']['query'] }) {
  const { t } = useTranslation();
  const options = [
    { sort: 'relevance', label: t('jobs.sortRelevance') },
    { sort: 'date', label: t('jobs.sortDate') },
  ] as const;
  return (
    <nav aria-label={t('jobs.sort')} className="text-sm">
      <ul className="flex items-center gap-1">
        {options.map((option) => (
          <li key={option.sort}>
            <Link
              to={jobsHref(query, { sort: option.sort })}
              aria-current={query.sort === option.sort ? 'true' : undefined}
              className={`inline-block whitespace-nowrap rounded-md px-2.5 py-1.5 ${query.sort === option.sort ? 'bg-slate-900 font-semibold text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** No results: say why where we can, and offer ways on. */
function EmptyResults({
  query,
  cityName,
  total,
}: {
  query: Route.ComponentProps['loaderData']['query'];
  cityName: string;
  total: number;
}) {
  const { t } = useTranslation();
  // Past the last page of a search that has results.
  if (total > 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
        <p className="text-slate-700">{t('jobs.pastLastPage')}</p>
        <Link to={jobsHref(query)} className="mt-3 inline-block font-semibold text-teal-800 hover:underline">
          {t('jobs.firstPage')}
        </Link>
      </div>
    );
  }
  const filters = activeJobFilters(query).filter((key) => key !== 'keyword');
  const popular = t('jobs.popularSearches')
    .split('|')
    .map((word) => word.trim())
    .filter(Boolean);
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-6 sm:p-8">
      <h3 className="text-lg font-semibold text-slate-900">{t('jobs.emptyTitle')}</h3>
      {query.adcode === NO_MATCH_ADCODE && <p className="mt-2 text-slate-700">{t('jobs.unknownPlaceText')}</p>}
      <p className="mt-2 text-slate-700">{t('jobs.emptyText')}</p>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
        {query.keyword && <li>{t('jobs.tipSpelling')}</li>}
        <li>{t('jobs.tipBothLanguages')}</li>
        {query.keyword && filters.length > 0 && (
          <li>
            <Link to={jobsHref({ keyword: query.keyword })} className="font-semibold text-teal-800 hover:underline">
              {t('jobs.tipKeywordOnly', { keyword: query.keyword })}
            </Link>
          </li>
        )}
        {query.adcode && (
          <li>
            <Link to={jobsHref(query, { adcode: undefined })} className="font-semibold text-teal-800 hover:underline">
              {cityName ? t('jobs.tipAllCities', { city: cityName }) : t('jobs.tipEverywhere')}
            </Link>
          </li>
        )}
        {!query.keyword && filters.length > 0 && (
          <li>
            <Link to="/jobs" className="font-semibold text-teal-800 hover:underline">
              {t('jobs.clearAll')}
            </Link>
          </li>
        )}
      </ul>
      {popular.length > 0 && (
        <div className="mt-5">
          <h4 className="text-sm font-semibold text-slate-800">{t('jobs.popularTitle')}</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {popular.map((word) => (
              <li key={word}>
                <Link
                  to={jobsHref({ keyword: word })}
                  className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:border-teal-700 hover:text-teal-800"
                >
                  {word}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Link to="/jobs" className="mt-5 inline-block font-semibold text-teal-800 hover:underline">
        {t('jobs.browseAll')}
      </Link>
    </div>
  );
}
