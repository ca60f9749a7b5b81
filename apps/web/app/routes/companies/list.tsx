import { Form, useNavigate, useNavigation } from 'react-router';
import { apiContext } from '../../api/context';
import { CompanyCard } from '../../components/companies/CompanyCard';
import { FilterSelect } from '../../components/FilterSelect';
import { CloseIcon } from '../../components/ui/icons';
import { Link } from '../../components/ui/Link';
import { Pagination } from '../../components/ui/Pagination';
import { metaT, pagedTitle } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { throwApiFailure } from '../../lib/api-failure';
import { labelOf } from '../../lib/brand';
import { toCompanyCard } from '../../lib/cards';
import {
  activeCompanyFilters,
  type CompanyFilterKey,
  companiesHref,
  companySearchParams,
  MAX_COMPANY_PAGE,
  readCompanySearch,
} from '../../lib/company-search';
import { totalPages } from '../../lib/list-query';
import { NO_MATCH_ADCODE } from '../../lib/locations';
import { placeNameFor } from '../../lib/place-name';
import { getLocale } from '../../lib/request-context';
import { canonicalHref, rootOf, seoMeta } from '../../lib/seo';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/list';

/** /companies?keyword=&industry=&adcode=&page= */
export async function loader({ context, url }: Route.LoaderArgs) {
  const query = readCompanySearch(url.searchParams);
  const [envelope, cityName] = await Promise.all([
    context.get(apiContext).getCompanyList(query),
    placeNameFor(context, query.adcode),
  ]);
  if (!envelope.success) throwApiFailure(envelope);
  const locale = getLocale(context);
  const { list, total } = envelope.data;
  return {
    query,
    // Read by the header search (it fills the location box from it).
    cityName,
    companies: list.map((item) => toCompanyCard(item, locale)),
    total,
    totalPages: Math.min(totalPages(total, query.size), MAX_COMPANY_PAGE),
  };
}

function titleKey(keyword: string | undefined, city: string) {
  if (keyword && city) return 'companies.titleKeywordCity';
  if (keyword) return 'companies.titleKeyword';
  if (city) return 'companies.titleCity';
  return 'companies.title';
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { origin, locale } = rootOf(matches);
  if (!loaderData) return [];
  const { query, cityName, total } = loaderData;
  const what = metaT(matches, titleKey(query.keyword, cityName), { keyword: query.keyword ?? '', city: cityName });
  const filtered = activeCompanyFilters(query).length > 0;
  return seoMeta({
    title: metaT(matches, 'common.titleTemplate', { page: pagedTitle(matches, what, query.page) }),
    description: filtered
      ? metaT(matches, total === 1 ? 'companies.metaDescription_one' : 'companies.metaDescription_other', {
          what,
          count: total,
        })
      : metaT(matches, 'companies.description'),
    canonical: canonicalHref(origin, '/companies', companySearchParams(query), locale),
    locale,
  });
};

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { config } = useSite();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { query, companies, total, cityName } = loaderData;
  const searching = navigation.state === 'loading' && navigation.location?.pathname === '/companies';
  const filters = activeCompanyFilters(query);

  const chipText = (key: CompanyFilterKey) => {
    if (key === 'keyword') return { name: t('jobs.filterKeyword'), value: `“${query.keyword}”` };
    if (key === 'adcode')
      return {
        name: t('search.location'),
        value: query.adcode === NO_MATCH_ADCODE || !cityName ? t('jobs.unknownPlace') : cityName,
      };
    return { name: t('jobs.industry'), value: labelOf(config.industry, query.industry) || String(query.industry) };
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
        {query.keyword ? t('companies.headingFor', { keyword: query.keyword }) : t('companies.heading')}
      </h1>
      {cityName && <p className="mt-1 text-slate-700">{t('jobs.inCity', { city: cityName })}</p>}

      <Form
        key={companiesHref(query)}
        method="get"
        action="/companies"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          void navigate(companiesHref(query, { industry: String(form.get('industry') ?? '') || undefined }));
        }}
        className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      >
        {query.keyword && <input type="hidden" name="keyword" value={query.keyword} />}
        {query.adcode && <input type="hidden" name="adcode" value={query.adcode} />}
        <div className="min-w-48 flex-1 sm:flex-none">
          <FilterSelect
            name="industry"
            label={t('jobs.industry')}
            anyLabel={t('jobs.any')}
            options={config.industry}
            value={query.industry}
          />
        </div>
        <button
          type="submit"
          className="rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t('jobs.apply')}
        </button>
      </Form>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-slate-800">
          {searching ? t('jobs.searching') : t('companies.resultCount', { count: total })}
        </p>
      </div>
      {filters.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <h2 className="sr-only">{t('jobs.activeFilters')}</h2>
          <ul className="flex flex-wrap gap-2">
            {filters.map((key) => {
              const { name, value } = chipText(key);
              return (
                <li key={key}>
                  <Link
                    to={companiesHref(query, { [key]: undefined })}
                    className="inline-flex items-center gap-1.5 rounded-full border border-teal-700 bg-teal-50 py-1 pr-2 pl-3 text-sm text-teal-900 hover:bg-teal-100"
                  >
                    <span className="sr-only">{t('jobs.removeFilter', { name })}</span>
                    <span className="max-w-56 truncate">{value}</span>
                    <CloseIcon className="size-3.5" />
                  </Link>
                </li>
              );
            })}
          </ul>
          <Link to="/companies" className="text-sm font-semibold text-teal-800 hover:underline">
            {t('jobs.clearAll')}
          </Link>
        </div>
      )}

      <div
        aria-busy={searching || undefined}
        className={`mt-4 transition-opacity ${searching ? 'pointer-events-none opacity-50' : ''}`}
      >
        {companies.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-6 sm:p-8">
            <h2 className="text-lg font-semibold text-slate-900">
              {total > 0 ? t('jobs.pastLastPage') : t('companies.emptyTitle')}
            </h2>
            {total > 0 ? (
              <Link to={companiesHref(query)} className="mt-3 inline-block font-semibold text-teal-800 hover:underline">
                {t('jobs.firstPage')}
              </Link>
            ) : (
              <>
                {query.adcode === NO_MATCH_ADCODE && (
                  <p className="mt-2 text-slate-700">{t('jobs.unknownPlaceText')}</p>
                )}
                <p className="mt-2 text-slate-700">{t('companies.emptyText')}</p>
                <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
                  <li>{t('companies.tipNames')}</li>
                  {query.adcode && (
                    <li>
                      <Link
                        to={companiesHref(query, { adcode: undefined })}
                        className="font-semibold text-teal-800 hover:underline"
                      >
                        {cityName ? t('jobs.tipAllCities', { city: cityName }) : t('jobs.tipEverywhere')}
                      </Link>
                    </li>
                  )}
                  {query.keyword && (
                    <li>
                      <Link
                        to={`/jobs?keyword=${encodeURIComponent(query.keyword)}`}
                        className="font-semibold text-teal-800 hover:underline"
                      >
                        {t('companies.tipJobs', { keyword: query.keyword })}
                      </Link>
                    </li>
                  )}
                </ul>
                <Link to="/companies" className="mt-5 inline-block font-semibold text-teal-800 hover:underline">
                  {t('companies.browseAll')}
                </Link>
              </>
            )}
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {companies.map((company) => (
              <li key={company.company_id}>
                <CompanyCard company={company} headingLevel="h2" />
              </li>
            ))}
          </ul>
        )}
      </div>

      <Pagination page={query.page} totalPages={loaderData.totalPages} />
    </div>
  );
}
