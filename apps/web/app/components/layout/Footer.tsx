import { useTranslation } from '../../i18n/use-translation';
import { useSite } from '../../lib/use-site';
import { Link } from '../ui/Link';
import { LanguageToggle } from './LanguageToggle';

/** Site footer: contact phone, language switch, copyright with ICP record, follow-us QR. */
export function Footer() {
  const { t } = useTranslation();
  const { config, origin } = useSite();
  const { site } = config;
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-8 px-4 py-10 md:grid-cols-[minmax(0,1fr)_auto]">
        <div className="space-y-4">
          <nav aria-label={t('footer.nav')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <Link to="/jobs" className="hover:text-slate-900 hover:underline">
                  {t('header.jobs')}
                </Link>
              </li>
              <li>
                <Link to="/companies" className="hover:text-slate-900 hover:underline">
                  {t('header.companies')}
                </Link>
              </li>
              <li>
                <Link to="/guides" className="hover:text-slate-900 hover:underline">
                  {t('header.guides')}
                </Link>
              </li>
              <li>
                <Link to="/groups" className="hover:text-slate-900 hover:underline">
                  {t('header.groups')}
                </Link>
              </li>
              <li>
                <Link to="/useragreement" className="hover:text-slate-900 hover:underline">
                  {t('footer.userAgreement')}
                </Link>
              </li>
            </ul>
          </nav>
          {site.contact_phone && (
            <p>
              {t('footer.contact')}{' '}
              <a
                href={`tel:${site.contact_phone.replace(/[^\d+]/g, '')}`}
                className="font-medium text-slate-900 hover:underline"
              >
                {site.contact_phone}
              </a>
            </p>
          )}
          <p className="flex items-center gap-2">
            <span>{t('footer.language')}</span>
            <LanguageToggle className="rounded-md border border-slate-300 bg-white px-2 py-1 hover:bg-slate-100" />
          </p>
          <p>
            {t('footer.copyright', { year, company: site.company_name })}
            {site.icp_record && (
              <>
                {' · '}
                <a
                  href="https://beian.miit.gov.cn/"
                  rel="noopener noreferrer"
                  target="_blank"
                  className="hover:underline"
                >
                  {site.icp_record}
                  <span className="sr-only"> {t('common.opensNewWindow')}</span>
                </a>
              </>
            )}
          </p>
        </div>
        <figure className="flex flex-col items-center gap-2 md:items-end">
          <img
            src="/follow-qr.svg"
            width={112}
            height={112}
            loading="lazy"
            alt={t('footer.qrAlt', { url: `${origin}/` })}
            className="rounded-md border border-slate-200 bg-white p-1"
          />
          <figcaption>{t('footer.followUs')}</figcaption>
        </figure>
      </div>
    </footer>
  );
}
