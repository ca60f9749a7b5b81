import type { JobListItem } from '@jobbridge/shared';
import { formatSalaryRange, type Locale } from '@jobbridge/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { brandName, labelOf } from '../../lib/brand';
import { companyPath } from '../../lib/job-view';
import { useSite } from '../../lib/use-site';
import { Logo } from '../Logo';
import { Link } from '../ui/Link';

/** What the candidate's lists show of a job (loaders send only this). */
export interface JobLine {
  job_id: number;
  position: string;
  company: string;
  companyPath: string;
  logo_url: string | null;
  /** "30K-50K", null when no salary is stated. */
  salary: string | null;
  city: string;
  employment_type: string;
  seniority: string;
  industry: string;
}

export function toJobLine(job: JobListItem, locale: Locale): JobLine {
  return {
    job_id: job.job_id,
    position: job.position,
    company: brandName(job.company, locale),
    companyPath: companyPath(job.company),
    logo_url: job.company.logo_url,
    salary: job.minimum_salary > 0 || job.maximum_salary > 0 ? formatSalaryRange(job) : null,
    city: job.city ?? '',
    employment_type: job.employment_type,
    seniority: job.seniority,
    industry: job.industry,
  };
}

/**
 * One job in a list: position (link), company (link), salary, city and
 * type; `aside` holds the row's own controls (status, unsave, select).
 */
export function JobSummary({
  job,
  headingLevel = 'h3',
  aside,
  children,
}: {
  job: JobLine;
  headingLevel?: 'h2' | 'h3' | 'h4';
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { config } = useSite();
  const Heading = headingLevel;
  const type = labelOf(config.employment_type, job.employment_type);
  return (
    <div className="flex gap-3">
      <Logo url={job.logo_url} name={job.company} size="size-10" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            <Heading className="font-semibold text-slate-900">
              <Link to={`/jobs/${job.job_id}`} className="inline-block min-h-6 hover:text-teal-800 hover:underline">
                {job.position}
              </Link>
            </Heading>
            <p className="text-sm">
              <Link
                to={job.companyPath}
                className="inline-block min-h-6 text-slate-700 hover:text-teal-800 hover:underline"
              >
                {job.company}
              </Link>
            </p>
          </div>
          {aside}
        </div>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-600">
          <span className="font-medium text-teal-800">
            {job.salary ? `${job.salary}${t('jobs.perMonth')}` : t('jobs.salaryNegotiable')}
          </span>
          {job.city && <span>{job.city}</span>}
          {type && <span>{type}</span>}
        </p>
        {children}
      </div>
    </div>
  );
}
