import { useTranslation } from '../../i18n/use-translation';
import { CheckIcon } from '../ui/icons';

/** "Verified company": the company's materials were reviewed. */
export function CompanyBadge({ withText = false }: { withText?: boolean }) {
  const { t } = useTranslation();
  if (withText) {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-teal-50 px-2.5 py-0.5 text-sm font-medium text-teal-900 ring-1 ring-teal-700">
        <CheckIcon className="size-4" />
        {t('companies.verified')}
      </span>
    );
  }
  return (
    <span className="mt-1 inline-flex shrink-0 items-center text-teal-700" title={t('companies.verified')}>
      <CheckIcon className="size-4" />
      <span className="sr-only">{t('companies.verified')}</span>
    </span>
  );
}
