import { useTranslation } from '../../i18n/use-translation';
import { useLanguageToggle } from './use-session-actions';

/** A button that switches the site to the other language; its text is that language's own name. */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { next, toggle, busy } = useLanguageToggle();
  return (
    <button type="button" onClick={() => void toggle()} aria-busy={busy || undefined} className={className}>
      <span className="sr-only">{t('common.switchLanguage')} </span>
      <span lang={next === 'zh' ? 'zh-CN' : 'en'}>{next === 'zh' ? '中文' : 'English'}</span>
    </button>
  );
}
