import { useId } from 'react';
import { Form, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { formToJobsHref, jobsHref, SALARY_FILTER_MAX } from '../../lib/job-search';
import type { JobSearchQuery } from '../../lib/list-query';
import { useSite } from '../../lib/use-site';
import { FilterSelect } from '../FilterSelect';
import { Link } from '../ui/Link';

/**
 * The filter form of /jobs: job type, industry, seniority and a salary range
 * (K a month). A plain GET form (works without JavaScript); with it, empty
 * fields are left out of the URL. Keyword, place and sort ride along.
 */
export function JobFilters({ query, onDone }: { query: JobSearchQuery; onDone?: () => void }) {
  const { t } = useTranslation();
  const { config } = useSite();
  const navigate = useNavigate();
  const id = useId();
  const keep = { keyword: query.keyword, adcode: query.adcode, sort: query.sort };
  return (
    <Form
      // A new form when the URL changes, so the fields show the search in force.
      key={jobsHref(query, { page: query.page })}
      method="get"
      action="/jobs"
      className="grid grid-cols-1 gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void Promise.resolve(navigate(formToJobsHref(new FormData(event.currentTarget)))).then(onDone);
      }}
    >
      {query.keyword && <input type="hidden" name="keyword" value={query.keyword} />}
      {query.adcode && <input type="hidden" name="adcode" value={query.adcode} />}
      {query.keyword && query.sort !== 'relevance' && <input type="hidden" name="sort" value={query.sort} />}
      <FilterSelect
        name="employment_type"
        label={t('jobs.employmentType')}
        anyLabel={t('jobs.any')}
        options={config.employment_type}
        value={query.employment_type}
      />
      <FilterSelect
        name="industry"
        label={t('jobs.industry')}
        anyLabel={t('jobs.any')}
        options={config.industry}
        value={query.industry}
      />
      <FilterSelect
        name="seniority"
        label={t('jobs.seniority')}
        anyLabel={t('jobs.any')}
        options={config.seniority}
        value={query.seniority}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('jobs.salary')}</legend>
        <p id={`${id}-salary-hint`} className="mb-2 text-xs text-slate-600">
          {t('jobs.salaryHint')}
        </p>
        <div className="flex items-center gap-2">
          <label className="min-w-0 flex-1">
            <span className="sr-only">{t('jobs.salaryMin')}</span>
            <input
              type="number"
              name="min_salary"
              inputMode="numeric"
              min={0}
              max={SALARY_FILTER_MAX}
              step={1}
              defaultValue={query.min_salary ?? ''}
              placeholder={t('jobs.salaryMinPlaceholder')}
              aria-describedby={`${id}-salary-hint`}
              className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500"
            />
          </label>
          <span aria-hidden="true" className="text-slate-600">
            –
          </span>
          <label className="min-w-0 flex-1">
            <span className="sr-only">{t('jobs.salaryMax')}</span>
            <input
              type="number"
              name="max_salary"
              inputMode="numeric"
              min={0}
              max={SALARY_FILTER_MAX}
              step={1}
              defaultValue={query.max_salary ?? ''}
              placeholder={t('jobs.salaryMaxPlaceholder')}
              aria-describedby={`${id}-salary-hint`}
              className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500"
            />
          </label>
        </div>
      </fieldset>
      <div className="grid grid-cols-1 gap-2">
        <button
          type="submit"
          className="rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t('jobs.showResults')}
        </button>
        <Link
          to={jobsHref(keep)}
          onClick={() => onDone?.()}
          className="rounded-md px-2 py-1.5 text-center text-sm font-semibold text-teal-800 hover:underline"
        >
          {t('jobs.resetFilters')}
        </Link>
      </div>
    </Form>
  );
}
