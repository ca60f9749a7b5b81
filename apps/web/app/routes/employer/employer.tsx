import {
  type CompanyInfoByUser,
  EMAIL_CODE_COUNTDOWN_S,
  isFreeMailAddress,
  type OnboardingStep,
  type OwnCompany,
} from '@jobbridge/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { redirect } from 'react-router';
import { browserApi } from '../../api/browser';
import { apiContext } from '../../api/context';
import { CompanyInfoForm, CompletenessMeter, LogoUpload, saveCompany } from '../../components/employer/CompanyInfoForm';
import { buttonClass, Field, inputClass, Notice, secondaryButtonClass } from '../../components/employer/fields';
import { LicenseForm } from '../../components/employer/LicenseForm';
import { BusyButton } from '../../components/ui/BusyButton';
import { Link } from '../../components/ui/Link';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import { brandName } from '../../lib/brand';
import { useCountdown } from '../../lib/countdown';
import { browserSession, businessEmailProblem, EMPLOYER_SIGNUP_KEY, isSameAddress } from '../../lib/employer';
import { getConfig, getSessionUser, requireUserMiddleware } from '../../lib/request-context';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/employer';

/** Visitors sign in first and come back here (/login?redirect=/employer). */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/** Where the user's onboarding stands; a member of a company goes on to the HR system. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await getSessionUser(context);
  if (!user) throw redirect('/login?redirect=%2Femployer');
  if (user.company) throw redirect('/hrsystem');
  const [info, config] = await Promise.all([
    context.get(apiContext).getCompanyInfoByUserID({ user_id: user.user_id }),
    getConfig(context),
  ]);
  if (info.success && info.data.step === 'done') throw redirect('/hrsystem');
  return {
    info: info.success ? info.data : null,
    industries: config.success ? config.data.industry : [],
    sizes: config.success ? config.data.company_size : [],
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'employer.page');

const STEPS = ['email', 'info', 'license'] as const;

/** Step 1 as the server keeps it (decision 0056). */
type BusinessEmail = NonNullable<CompanyInfoByUser['business_email']>;

/** /employer: register a company in three steps, resumed where it was left in any browser (decisions 0021, 0056). */
export default function Employer({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { info, industries, sizes } = loaderData;
  const [company, setCompany] = useState<OwnCompany | null>(info?.company ?? null);
  const [businessEmail, setBusinessEmail] = useState<BusinessEmail | null>(info?.business_email ?? null);
  const [step, setStep] = useState<OnboardingStep>(info?.step ?? 'email');

  // The Employers button's flag has done its work once the user is here.
  useEffect(() => {
    browserSession()?.removeItem(EMPLOYER_SIGNUP_KEY);
  }, []);

  if (!info) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <Notice tone="error">{t('errors.5000')}</Notice>
      </div>
    );
  }
  const index = step === 'done' ? STEPS.length : STEPS.indexOf(step);
  const verified = businessEmail?.verified ? businessEmail : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('employer.page.title')}</h1>
      <p className="mt-2 text-slate-700">{t('employer.page.intro')}</p>
      {/* At 320 px a third of the width holds "information" whole only in the smaller size. */}
      <ol className="mt-6 grid grid-cols-3 gap-2 text-xs min-[360px]:text-sm" aria-label={t('employer.steps.label')}>
        {STEPS.map((name, i) => (
          <li
            key={name}
            aria-current={i === index ? 'step' : undefined}
            className={`rounded-lg border px-1 py-2 text-center min-[360px]:px-2 ${i === index ? 'border-teal-700 bg-teal-50 font-semibold text-teal-900' : i < index ? 'border-green-600 text-green-800' : 'border-slate-200 text-slate-600'}`}
          >
            <span className="block text-xs">{t('employer.steps.n', { n: i + 1 })}</span>
            {t(`employer.steps.${name}`)}
          </li>
        ))}
      </ol>

      <section className="mt-6 rounded-xl border border-slate-200 p-4 shadow-sm sm:p-6">
        {step === 'email' && (
          <EmailStep
            initial={businessEmail}
            pending={info.pending_request}
            onVerified={(email, free) => {
              setBusinessEmail({ email, free, verified: true, code_sent: false, resend_in: 0 });
              setStep('info');
            }}
          />
        )}
        {step === 'info' && (
          <div className="space-y-5">
            <h2 className="text-xl font-semibold text-slate-900">{t('employer.steps.info')}</h2>
            {!company && verified && (
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <p className="min-w-0 text-sm text-slate-700 [overflow-wrap:anywhere]">
                  {t('employer.email.verifiedAs', { email: verified.email })}
                </p>
                <button
                  type="button"
                  className="text-sm font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900"
                  onClick={() => setStep('email')}
                >
                  {t('employer.email.change')}
                </button>
              </div>
            )}
            {verified?.free && !company && <Notice tone="info">{t('employer.email.freeNote')}</Notice>}
            {company && <CompletenessMeter value={company.completeness} />}
            {company && <LogoUpload company={company} onSaved={setCompany} />}
            <CompanyInfoForm
              company={company}
              industries={industries}
              sizes={sizes}
              submitLabel={t('employer.info.saveNext')}
              save={(form) =>
                company ? saveCompany.edit(company.company_id, form) : saveCompany.create(form, verified?.email ?? '')
              }
              onSaved={(saved) => {
                setCompany(saved);
                setBusinessEmail(null);
                setStep('license');
              }}
            />
          </div>
        )}
        {step === 'license' && company && (
          <div className="space-y-5">
            <h2 className="text-xl font-semibold text-slate-900">{t('employer.steps.license')}</h2>
            <CompletenessMeter value={company.completeness} />
            <p className="text-sm text-slate-700">{t('employer.license.intro')}</p>
            <LicenseForm
              company={company}
              onSaved={(saved) => {
                setCompany(saved);
                setStep('done');
              }}
            />
            <button type="button" className={secondaryButtonClass} onClick={() => setStep('info')}>
              {t('employer.license.back')}
            </button>
          </div>
        )}
        {step === 'done' && (
          <div className="space-y-4">
            <Notice tone="ok">{t('employer.done.text')}</Notice>
            <div className="flex flex-wrap gap-3">
              <a href="/hrsystem" target="_blank" rel="noopener" className={buttonClass}>
                {t('employer.done.open')}
                <span className="sr-only"> {t('common.opensNewWindow')}</span>
              </a>
              <Link to="/hrsystem/company" className={secondaryButtonClass}>
                {t('employer.done.company')}
              </Link>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}

/**
 * Step 1: a code to the business address, or a request to join an existing
 * company. The server keeps the address and when its code was sent, so a
 * reload shows the code field with the countdown counting from the send; the
 * countdown belongs to that address, and a corrected one can be sent to at once.
 */
function EmailStep({
  initial,
  pending,
  onVerified,
}: {
  initial: BusinessEmail | null;
  pending: { brand_name: string; eng_brand_name: string; role: string } | null;
  onVerified: (email: string, free: boolean) => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initial?.email ?? '');
  const [code, setCode] = useState('');
  /** The address the last code went to (null before any). */
  const [sentTo, setSentTo] = useState<string | null>(initial?.code_sent ? initial.email : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const { start } = countdown;
  const free = email.includes('@') && isFreeMailAddress(email);
  const sameAddress = isSameAddress(email, sentTo);
  const waiting = sameAddress && countdown.running;

  // A code sent before this page loaded: its countdown goes on from the server's count.
  useEffect(() => {
    if (initial?.code_sent && initial.resend_in > 0) start(initial.resend_in);
  }, [initial, start]);

  async function send() {
    const problem = businessEmailProblem(email);
    if (problem) {
      setErrors({ email: t(problem) });
      return;
    }
    setBusy(true);
    const envelope = await browserApi.sendBusinessEmailCode({ email });
    setBusy(false);
    if (envelope.success) {
      setErrors({});
      setMessage(null);
      setSentTo(email.trim());
      setCode('');
      countdown.start(envelope.data.seconds ?? EMAIL_CODE_COUNTDOWN_S);
    } else {
      setErrors(fieldErrors(envelope));
      setMessage(failureText(t, envelope));
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setErrors({ code: t('errors.field.code') });
      return;
    }
    setBusy(true);
    const envelope = await browserApi.checkBusinessEmailCode({ email, code: code.trim() });
    setBusy(false);
    if (envelope.success) onVerified(envelope.data.email, envelope.data.free);
    else {
      setErrors(fieldErrors(envelope));
      setMessage(failureText(t, envelope));
    }
  }

  return (
    <div className="space-y-6">
      <form onSubmit={verify} noValidate className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-900">{t('employer.steps.email')}</h2>
        <p className="text-sm text-slate-700">{t('employer.email.intro')}</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grow">
            <Field label={t('employer.email.address')} error={errors.email}>
              {(props) => (
                <input
                  {...props}
                  type="email"
                  autoComplete="email"
                  className={inputClass}
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              )}
            </Field>
          </div>
          <BusyButton
            type="button"
            className={secondaryButtonClass}
            busy={busy}
            paused={waiting}
            disabled={!email.trim()}
            onClick={send}
          >
            {waiting
              ? t('employer.email.resendIn', { seconds: countdown.seconds })
              : sameAddress
                ? t('employer.email.resend')
                : t('employer.email.send')}
          </BusyButton>
        </div>
        {free && <Notice tone="info">{t('employer.email.freeNote')}</Notice>}
        {sameAddress && (
          <>
            <p className="text-sm text-slate-700 [overflow-wrap:anywhere]" role="status">
              {t('employer.email.sentTo', { email: sentTo ?? '' })}
            </p>
            <Field label={t('employer.email.code')} error={errors.code}>
              {(props) => (
                <input
                  {...props}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  className={inputClass}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              )}
            </Field>
            <BusyButton type="submit" className={buttonClass} busy={busy}>
              {t('employer.email.verify')}
            </BusyButton>
          </>
        )}
        {message && <Notice tone="error">{message}</Notice>}
      </form>
      <JoinCompany pending={pending} />
    </div>
  );
}

/** Or: ask to join a company already on JobBridge (its owner decides). */
function JoinCompany({ pending }: { pending: { brand_name: string; eng_brand_name: string; role: string } | null }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const [request, setRequest] = useState(pending);
  const [name, setName] = useState('');
  const [role, setRole] = useState<'admin' | 'recruiter'>('recruiter');
  const [message, setMessage] = useState<string | null>(null);

  if (request) {
    return (
      <div className="space-y-3 border-t border-slate-200 pt-5">
        <Notice tone="info">
          {t('employer.join.pending', {
            company: brandName(request, locale),
            role: t(`employer.role.${request.role}`),
          })}
        </Notice>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={async () => {
            const envelope = await browserApi.leaveCompany();
            if (envelope.success) setRequest(null);
            else setMessage(failureText(t, envelope));
          }}
        >
          {t('employer.join.withdraw')}
        </button>
        {message && <Notice tone="error">{message}</Notice>}
      </div>
    );
  }
  return (
    <form
      className="space-y-3 border-t border-slate-200 pt-5"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const envelope = await browserApi.applyForAdmin({ name, role });
        if (envelope.success) setRequest(envelope.data);
        else setMessage(failureText(t, envelope));
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('employer.join.title')}</h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <Field label={t('employer.join.name')}>
            {(props) => (
              <input {...props} className={inputClass} value={name} onChange={(e) => setName(e.target.value)} />
            )}
          </Field>
        </div>
        <Field label={t('employer.join.role')}>
          {(props) => (
            <select
              {...props}
              className={inputClass}
              value={role}
              onChange={(e) => setRole(e.target.value as 'admin' | 'recruiter')}
            >
              <option value="recruiter">{t('employer.role.recruiter')}</option>
              <option value="admin">{t('employer.role.admin')}</option>
            </select>
          )}
        </Field>
      </div>
      {message && <Notice tone="error">{message}</Notice>}
      <button type="submit" className={secondaryButtonClass} disabled={!name.trim()}>
        {t('employer.join.submit')}
      </button>
    </form>
  );
}
