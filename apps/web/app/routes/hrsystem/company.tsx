import type { OwnCompany } from '@jobbridge/shared';
import { useState } from 'react';
import { redirect } from 'react-router';
import { apiContext } from '../../api/context';
import { CompanyInfoForm, CompletenessMeter, LogoUpload, saveCompany } from '../../components/employer/CompanyInfoForm';
import { buttonClass, Notice } from '../../components/employer/fields';
import { CertificateList, Certificates, LicenseForm } from '../../components/employer/LicenseForm';
import { Link } from '../../components/ui/Link';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { brandName } from '../../lib/brand';
import { reviewStatusLine } from '../../lib/employer';
import { getConfig, getSessionUser, requireUserMiddleware } from '../../lib/request-context';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/company';

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const user = await getSessionUser(context);
  if (!user) throw redirect('/login?redirect=%2Fhrsystem%2Fcompany');
  const [info, certificates, config] = await Promise.all([
    api.getCompanyInfoByUserID({ user_id: user.user_id }),
    api.getCertificate(),
    getConfig(context),
  ]);
  return {
    info: info.success ? info.data : null,
    certificates: certificates.success ? certificates.data.list : [],
    industries: config.success ? config.data.industry : [],
    sizes: config.success ? config.data.company_size : [],
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'employer.company');

const TONE = { none: 'info', pending: 'info', approved: 'ok', rejected: 'error' } as const;

/** /hrsystem/company: the company's info, its review and licence status (with the reason of a refusal), certificates. */
export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { info, certificates, industries, sizes } = loaderData;
  const [company, setCompany] = useState<OwnCompany | null>(info?.company ?? null);
  const mayEdit = info?.role === 'owner' || info?.role === 'admin';

  if (!info || !company) {
    return (
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold text-slate-900">{t('employer.company.title')}</h1>
        <p className="mt-3 text-slate-700">{t('employer.team.noCompany')}</p>
        <Link to="/employer" className={`${buttonClass} mt-4`}>
          {t('employer.team.toEmployer')}
        </Link>
      </div>
    );
  }
  const statusLine = (label: string, status: string, code: string | null, note: string | null) =>
    reviewStatusLine(t, { label, status, reason: code ? t(`review.reasons.${code}`) : '', note });

  return (
    <div className="max-w-4xl space-y-8">
      <h1 className="text-2xl font-bold text-slate-900">{brandName(company, locale)}</h1>

      <section aria-labelledby="status-title" className="space-y-3">
        <h2 id="status-title" className="text-lg font-semibold text-slate-900">
          {t('employer.company.status')}
        </h2>
        <Notice tone={TONE[company.verification_status === 'draft' ? 'none' : company.verification_status]}>
          {statusLine(
            t('employer.company.info'),
            company.verification_status,
            company.review_reason,
            company.review_note,
          )}
        </Notice>
        <Notice tone={TONE[company.license_status]}>
          {statusLine(
            t('employer.company.license'),
            company.license_status,
            company.license_reason,
            company.license_note,
          )}
        </Notice>
        {company.business_email_free && <Notice tone="info">{t('employer.email.freeNote')}</Notice>}
        <CompletenessMeter value={company.completeness} />
      </section>

      {mayEdit && (
        <section aria-labelledby="edit-title" className="space-y-4">
          <h2 id="edit-title" className="text-lg font-semibold text-slate-900">
            {t('employer.steps.info')}
          </h2>
          <LogoUpload company={company} onSaved={setCompany} />
          <CompanyInfoForm
            company={company}
            industries={industries}
            sizes={sizes}
            submitLabel={t('employer.info.save')}
            save={(form) => saveCompany.edit(company.company_id, form)}
            onSaved={setCompany}
          />
        </section>
      )}

      {mayEdit && (company.license_status === 'none' || company.license_status === 'rejected') && (
        <section aria-labelledby="license-title" className="space-y-4">
          <h2 id="license-title" className="text-lg font-semibold text-slate-900">
            {t('employer.steps.license')}
          </h2>
          <LicenseForm company={company} onSaved={setCompany} />
        </section>
      )}

      <section aria-labelledby="certificates-title" className="space-y-4">
        <h2 id="certificates-title" className="text-lg font-semibold text-slate-900">
          {t('employer.certificates.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('employer.certificates.intro')}</p>
        {mayEdit ? <Certificates initial={certificates} /> : <CertificateList list={certificates} />}
      </section>
    </div>
  );
}
