import { useTranslation } from '../../i18n/use-translation';
import { labelOf } from '../../lib/brand';
import type { CompanyCardData } from '../../lib/cards';
import { useSite } from '../../lib/use-site';
import { Logo } from '../Logo';
import { Link } from '../ui/Link';
import { CompanyBadge } from './CompanyBadge';

export function CompanyCard({
  company,
  headingLevel = 'h3',
}: {
  company: CompanyCardData;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const { config } = useSite();
  const Heading = headingLevel;
  const industry = labelOf(config.industry, company.industry);
  return (
    <article className="relative flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-teal-600 hover:shadow-md">
      <Logo url={company.logo_url} name={company.name} />
      <div className="min-w-0 flex-1">
        <Heading className="flex items-start gap-1.5 font-semibold text-slate-900">
          <Link
            to={`/companies/${company.slug}`}
            className="line-clamp-2 min-w-0 break-words after:absolute after:inset-0 hover:text-teal-800"
          >
            {company.name}
          </Link>
          {company.verified && <CompanyBadge className="mt-1" />}
        </Heading>
        {/* Wraps rather than cuts: an English industry ("Pharmaceuticals & Biotech") would hide the city. */}
        <p className="mt-1 text-sm break-words text-slate-600">
          {[industry, company.city].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-2 text-sm font-medium text-teal-800">
          {t('companies.openJobs', { count: company.open_jobs })}
        </p>
      </div>
    </article>
  );
}
