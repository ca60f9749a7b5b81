import { relativeDateWords } from '@jobbridge/shared';
import { useTranslation } from '../../i18n/use-translation';
import { labelOf } from '../../lib/brand';
import type { JobCardData } from '../../lib/cards';
import { useSite } from '../../lib/use-site';
import { CompanyBadge } from '../companies/CompanyBadge';
import { Logo } from '../Logo';
import { Link } from '../ui/Link';

/** "Today", "Yesterday", "3 days ago", else the date (shared relativeDate); capitalised where it starts a line. */
export function PostedLabel({ posted }: { posted: JobCardData['posted'] }) {
  const { t } = useTranslation();
  return (
    <time dateTime={posted.date || undefined} className="inline-block first-letter:uppercase">
      {relativeDateWords(posted.when, t)}
    </time>
  );
}

export function JobCard({ job, headingLevel = 'h3' }: { job: JobCardData; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const { config } = useSite();
  const Heading = headingLevel;
  const type = labelOf(config.employment_type, job.employment_type);
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-teal-600 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <Heading className="min-w-0 text-base font-semibold text-slate-900">
          <Link to={`/jobs/${job.job_id}`} className="after:absolute after:inset-0 hover:text-teal-800">
            {job.position}
          </Link>
        </Heading>
        <p className="shrink-0 font-semibold text-teal-800">
          {job.salary ? (
            <>
              {job.salary}
              <span className="text-xs font-normal text-slate-600">{t('jobs.perMonth')}</span>
            </>
          ) : (
            <span className="text-sm font-normal text-slate-600">{t('jobs.salaryNegotiable')}</span>
          )}
        </p>
      </div>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        {job.city && <span>{job.city}</span>}
        {type && <span>{type}</span>}
      </p>
      <div className="mt-auto flex items-center gap-3 pt-4">
        <Logo url={job.logo_url} name={job.company} size="size-9" />
        <p className="flex min-w-0 flex-1 items-center gap-1 text-sm font-medium text-slate-800">
          {/* Wrapped, not cut: two companies can share the first words of a long name. */}
          <span className="min-w-0 break-words">{job.company}</span>
          {job.verified && <CompanyBadge />}
        </p>
        <p className="shrink-0 text-xs text-slate-600">
          <PostedLabel posted={job.posted} />
        </p>
      </div>
    </article>
  );
}
