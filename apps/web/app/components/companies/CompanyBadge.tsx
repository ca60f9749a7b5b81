import { useTranslation } from '../../i18n/use-translation';
import { CheckIcon } from '../ui/icons';

/**
 * "Verified company": the platform reviewed and approved the company's
 * information (decision 0023). One badge for company pages, company cards,
 * job cards and job pages: `withText` shows the words, otherwise a check
 * mark whose name is read by screen readers and shown on hover.
 */
export function CompanyBadge({ withText = false, className = '' }: { withText?: boolean; className?: string }) {
  const { t } = useTranslation();
  if (withText) {
    return (
      <span
        className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-teal-50 px-2.5 py-0.5 text-sm font-medium text-teal-900 ring-1 ring-teal-700 ${className}`}
      >
        <CheckIcon className="size-4" />
        {t('companies.verified')}
      </span>
    );
  }
  return (
    <span className={`inline-flex shrink-0 items-center text-teal-700 ${className}`} title={t('companies.verified')}>
      <CheckIcon className="size-4" />
      <span className="sr-only">{t('companies.verified')}</span>
    </span>
  );
}
