import { useTranslation } from '../../i18n/use-translation';
import { labelOf } from '../../lib/brand';
import { activeJobFilters, type JobFilterKey, salaryFilterText, withoutFilter } from '../../lib/job-search';
import type { JobSearchQuery } from '../../lib/list-query';
import { NO_MATCH_ADCODE } from '../../lib/locations';
import { useSite } from '../../lib/use-site';
import { CloseIcon } from '../ui/icons';
import { Link } from '../ui/Link';

/** The text of one filter in force, e.g. "Shanghai", "Full-time", "20K-40K". */
export function useFilterLabel(query: JobSearchQuery, placeName: string) {
  const { t } = useTranslation();
  const { config } = useSite();
  return (key: JobFilterKey): { name: string; value: string } => {
    switch (key) {
      case 'keyword':
        return { name: t('jobs.filterKeyword'), value: `“${query.keyword}”` };
      case 'adcode':
        return {
          name: t('search.location'),
          value: query.adcode === NO_MATCH_ADCODE || !placeName ? t('jobs.unknownPlace') : placeName,
        };
      case 'employment_type':
        return {
          name: t('jobs.employmentType'),
          value: labelOf(config.employment_type, query.employment_type) || String(query.employment_type),
        };
      case 'industry':
        return { name: t('jobs.industry'), value: labelOf(config.industry, query.industry) || String(query.industry) };
      case 'seniority':
        return {
          name: t('jobs.seniority'),
          value: labelOf(config.seniority, query.seniority) || String(query.seniority),
        };
      default: {
        const salary = salaryFilterText(query.min_salary, query.max_salary);
        const value = !salary
          ? ''
          : salary.kind === 'range'
            ? `${salary.min}-${salary.max}`
            : salary.kind === 'min'
              ? t('jobs.salaryAtLeast', { min: salary.min })
              : t('jobs.salaryAtMost', { max: salary.max });
        return { name: t('jobs.salary'), value };
      }
    }
  };
}

/** Removable chips of the filters in force, and "Clear all". */
export function ActiveFilters({ query, placeName }: { query: JobSearchQuery; placeName: string }) {
  const { t } = useTranslation();
  const label = useFilterLabel(query, placeName);
  // min and max salary make one chip.
  const keys = activeJobFilters(query).filter((key) => key !== 'max_salary' || query.min_salary === undefined);
  if (keys.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">{t('jobs.activeFilters')}</h3>
      <ul className="flex flex-wrap gap-2">
        {keys.map((key) => {
          const { name, value } = label(key);
          return (
            <li key={key}>
              <Link
                to={withoutFilter(query, key)}
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
      <Link to="/jobs" className="text-sm font-semibold text-teal-800 hover:underline">
        {t('jobs.clearAll')}
      </Link>
    </div>
  );
}
