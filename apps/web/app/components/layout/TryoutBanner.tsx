import { useTranslation } from '../../i18n/use-translation';
import { useSite } from '../../lib/use-site';
import { Link } from '../ui/Link';

/**
 * While the development tools are on (the one-machine try-out, decision 0014),
 * every page says so: codes sent by e-mail and SMS can be read by anyone at
 * /dev/outbox, so nobody should mistake this server for a real site. It cannot
 * be closed.
 */
export function TryoutBanner() {
  const { t } = useTranslation();
  const { config } = useSite();
  if (!config.site.dev_tools) return null;
  return (
    <section aria-label={t('tryout.label')} className="bg-amber-300 text-slate-950" data-testid="tryout-banner">
      <p className="mx-auto max-w-6xl px-4 py-1.5 text-sm">
        <strong className="font-bold">{t('tryout.title')}</strong> {t('tryout.text')}{' '}
        <Link to="/dev/outbox" className="font-semibold underline underline-offset-2">
          {t('tryout.outbox')}
        </Link>
      </p>
    </section>
  );
}
