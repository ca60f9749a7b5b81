import type { CallData } from '@jobbridge/shared';
import { apiContext } from '../../api/context';
import { DecisionForm, SuspensionForm } from '../../components/review/ReviewForms';
import { Link } from '../../components/ui/Link';
import { metaT } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { NOINDEX } from '../../lib/dev-tools';
import { reviewDataOr404, reviewTime } from '../../lib/review';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/review';

type ReviewCompany = CallData<'/review/getQueue'>['companies'][number];
type ReviewCertificate = CallData<'/review/getQueue'>['certificates'][number];

export async function loader({ context }: Route.LoaderArgs) {
  return reviewDataOr404(await context.get(apiContext).reviewQueue());
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'common.titleTemplate', { page: metaT(matches, 'review.title') }) },
  NOINDEX,
];

const NAV_LABELS = { queue: 'review.navQueue', chats: 'review.navChats', audit: 'review.navAudit' } as const;

export function ReviewNav({ current }: { current: keyof typeof NAV_LABELS }) {
  const { t } = useTranslation();
  const item = (to: string, key: keyof typeof NAV_LABELS) => (
    <Link
      to={to}
      aria-current={current === key ? 'page' : undefined}
      className={`rounded-md px-3 py-2 text-sm font-semibold ${current === key ? 'bg-teal-700 text-white' : 'text-teal-800 hover:bg-teal-50'}`}
    >
      {t(NAV_LABELS[key])}
    </Link>
  );
  return (
    <nav aria-label={t('review.title')} className="mt-4 flex flex-wrap gap-2">
      {item('/admin/review', 'queue')}
      {item('/admin/review/chats', 'chats')}
      {item('/admin/review/audit', 'audit')}
    </nav>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children || '—'}</dd>
    </div>
  );
}

function CompanyCardForReview({ company, kind }: { company: ReviewCompany; kind: 'company' | 'license' }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold break-words text-slate-900">
        {company.eng_brand_name} · {company.brand_name}
        <span className="ml-2 text-sm font-normal text-slate-600">#{company.company_id}</span>
      </h3>
      <p className="text-sm text-slate-600">
        {t('review.submitted', { time: reviewTime(company.updated_at, locale) })}
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label={t('review.registeredName')}>{company.business_license_name}</Field>
        <Field label={t('review.licenseName')}>
          {company.license_name}
          {company.license_name && company.license_name !== company.business_license_name && (
            <span className="ml-2 font-semibold text-amber-800">{t('review.nameDiffers')}</span>
          )}
        </Field>
        <Field label={t('review.creditCode')}>
          {company.credit_code && (
            <>
              <span className="font-mono">{company.credit_code}</span>{' '}
              <span className={company.credit_code_valid ? 'text-teal-800' : 'font-semibold text-red-800'}>
                {t(company.credit_code_valid ? 'review.creditCodeValid' : 'review.creditCodeInvalid')}
              </span>
            </>
          )}
        </Field>
        <Field label={t('review.businessEmail')}>
          {company.business_email && (
            <>
              {company.business_email}{' '}
              {company.business_email_free && (
                <span className="rounded bg-amber-100 px-1.5 py-0.5 text-sm font-semibold text-amber-900">
                  {t('review.freeMail')}
                </span>
              )}{' '}
              <span className="text-sm text-slate-600">
                {t(company.business_email_verified ? 'review.emailVerified' : 'review.emailUnverified')}
              </span>
            </>
          )}
        </Field>
        <Field label={t('review.licenseFile')}>
          {company.license_file_url ? (
            <a
              href={company.license_file_url}
              className="font-semibold text-teal-800 underline"
              target="_blank"
              rel="noreferrer"
            >
              {t('review.openFile')}
            </a>
          ) : (
            t('review.noFile')
          )}
        </Field>
        {kind === 'company' && (
          <>
            <Field label={t('review.city')}>{company.city}</Field>
            <Field label={t('review.website')}>{company.website}</Field>
            <Field label={t('review.founded')}>{company.founded_year ? String(company.founded_year) : ''}</Field>
            <Field label={t('review.address')}>
              {[company.address_en, company.address_zh].filter(Boolean).join(' / ')}
            </Field>
            <Field label={t('review.companyIntro')}>
              {[company.intro_en, company.intro_zh].filter(Boolean).join(' / ')}
            </Field>
          </>
        )}
      </dl>
      <DecisionForm kind={kind} id={company.company_id} />
    </li>
  );
}

function CertificateForReview({ certificate }: { certificate: ReviewCertificate }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold break-words text-slate-900">{certificate.name}</h3>
      <p className="text-sm text-slate-600">
        {certificate.company_name} #{certificate.company_id} ·{' '}
        {t('review.submitted', { time: reviewTime(certificate.created_at, locale) })}
      </p>
      <p className="mt-2">
        {certificate.file_url ? (
          <a
            href={certificate.file_url}
            className="font-semibold text-teal-800 underline"
            target="_blank"
            rel="noreferrer"
          >
            {t('review.openFile')}
          </a>
        ) : (
          t('review.noFile')
        )}
      </p>
      <DecisionForm kind="certificate" id={certificate.certificate_id} />
    </li>
  );
}

function QueueSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title} <span className="text-base font-normal text-slate-600">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="mt-2 text-slate-700">{t('review.empty')}</p>
      ) : (
        <ul className="mt-3 space-y-4">{children}</ul>
      )}
    </section>
  );
}

/** /admin/review: what waits for the platform's review, oldest first, and suspensions. */
export default function ReviewQueue({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const queue = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('review.title')}</h1>
      <p className="mt-2 text-slate-700">{t('review.intro')}</p>
      <ReviewNav current="queue" />
      <QueueSection id="queue-companies" title={t('review.companies')} count={queue.companies.length}>
        {queue.companies.map((company) => (
          <CompanyCardForReview key={company.company_id} company={company} kind="company" />
        ))}
      </QueueSection>
      <QueueSection id="queue-licenses" title={t('review.licenses')} count={queue.licenses.length}>
        {queue.licenses.map((company) => (
          <CompanyCardForReview key={company.company_id} company={company} kind="license" />
        ))}
      </QueueSection>
      <QueueSection id="queue-certificates" title={t('review.certificates')} count={queue.certificates.length}>
        {queue.certificates.map((certificate) => (
          <CertificateForReview key={certificate.certificate_id} certificate={certificate} />
        ))}
      </QueueSection>
      <section aria-labelledby="suspensions" className="mt-10">
        <h2 id="suspensions" className="text-xl font-semibold text-slate-900">
          {t('review.suspensions')}
        </h2>
        <p className="mt-1 text-slate-700">{t('review.suspensionsIntro')}</p>
        <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-2">
          <SuspensionForm target="company" />
          <SuspensionForm target="job" />
        </div>
      </section>
    </div>
  );
}
