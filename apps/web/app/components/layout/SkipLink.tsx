import { useTranslation } from '../../i18n/use-translation';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-teal-900 focus:shadow-lg"
    >
      {t('common.skipToContent')}
    </a>
  );
}
