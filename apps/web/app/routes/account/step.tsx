import { fullName } from '@jobbridge/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { browserApi } from '../../api/browser';
import { apiContext } from '../../api/context';
import { AvatarUpload, BasicInfoForm } from '../../components/candidate/BasicInfo';
import { CareerSection, EducationSection } from '../../components/candidate/EntrySections';
import { primaryButton, secondaryButton } from '../../components/candidate/parts';
import { StrengthMeter } from '../../components/candidate/StrengthCard';
import { SummaryForm } from '../../components/candidate/SummaryEditor';
import { Link } from '../../components/ui/Link';
import { useToast } from '../../components/ui/Toast';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { aboutOptions, basicInfoOptions } from '../../lib/basic-info';
import { getConfig, getLocale, getSessionUser, requireUserMiddleware } from '../../lib/request-context';
import { clampPercent } from '../../lib/strength-steps';
import { useSite } from '../../lib/use-site';
import { currentWizardStep, nextWizardHref, stepAfter, WIZARD_LAST, WIZARD_STEP_KEYS } from '../../lib/wizard';
import type { Route } from './+types/step';

/** The wizard needs a signed-in candidate (it writes their resume). */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/**
 * /step: the resume wizard for a new candidate. Four steps (basic info with
 * the photo, work experience, education, summary), each saved on its own;
 * `wizard_step` remembers how far the candidate got, so the wizard opens
 * where they left off. Skip moves on without saving; Back returns. The last
 * step ends on the profile, which shows the strength reached.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const user = await getSessionUser(context);
  if (!user) throw new Response(null, { status: 401 });
  const [resume, config] = await Promise.all([api.getResumeInfo({ user_id: user.user_id }), getConfig(context)]);
  if (!resume.success) throw new Response(null, { status: 503 });
  const options = basicInfoOptions(config.success ? config.data : null, getLocale(context));
  const about = aboutOptions(config.success ? config.data : null, getLocale(context));
  const wizardStep = Number(resume.data.wizard_step) || 0;
  return {
    step: currentWizardStep(wizardStep, new URL(request.url).searchParams.get('step')),
    wizardStep,
    strength: clampPercent(resume.data.strength.percent),
    user: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      birth_date: user.birth_date ?? '',
      mandarin: user.mandarin ?? '',
      native_language: user.native_language ?? '',
      headline_job: user.headline_job ?? '',
      adcode: user.adcode ?? '',
      nationality: user.nationality ?? '',
      china_status: user.china_status ?? '',
      avatar_url: user.avatar_url ?? null,
    },
    mandarin: options.mandarin,
    language: options.language,
    cities: about.cities,
    countries: about.countries,
    summary: resume.data.summary,
    careers: resume.data.careers,
    educations: resume.data.educations,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'wizard'),
  { name: 'robots', content: 'noindex' },
];

function Progress({ step, wizardStep }: { step: number; wizardStep: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wizard.progressLabel')} className="mt-6">
      <p className="text-sm font-medium text-slate-700">{t('wizard.stepOf', { step, total: WIZARD_LAST })}</p>
      {/* Narrow gaps and a smaller size on the narrowest phones keep each step's name whole ("Experience"). */}
      <ol className="mt-3 grid grid-cols-4 gap-1 min-[360px]:gap-2">
        {WIZARD_STEP_KEYS.map((key, index) => {
          const number = index + 1;
          const done = number <= wizardStep;
          const current = number === step;
          const reachable = number <= wizardStep + 1;
          const label = (
            <>
              <span
                aria-hidden="true"
                className={`block h-1.5 rounded-full ${current ? 'bg-teal-700' : done ? 'bg-teal-400' : 'bg-slate-200'}`}
              />
              <span
                className={`mt-2 block text-[0.6875rem] min-[360px]:text-xs sm:text-sm ${current ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
              >
                {t(`wizard.steps.${key}`)}
                <span className="sr-only">
                  {' '}
                  {done ? t('wizard.stateDone') : current ? t('wizard.stateCurrent') : t('wizard.stateTodo')}
                </span>
              </span>
            </>
          );
          return (
            <li key={key}>
              {reachable && !current ? (
                <Link to={`/step?step=${number}`} className="block hover:underline">
                  {label}
                </Link>
              ) : (
                <span aria-current={current ? 'step' : undefined} className="block">
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export default function Step({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const navigate = useNavigate();
  const toast = useToast();
  const { step, wizardStep } = loaderData;

  /** Stores how far the candidate got (never lower), then opens the next step or the profile. */
  const advance = async (from: number) => {
    const target = stepAfter(wizardStep, from);
    if (target !== wizardStep) {
      const envelope = await browserApi.updWizardStep({ step: target });
      if (!envelope.success) {
        toast.error(failureText(t, envelope));
        return;
      }
    }
    await navigate(nextWizardHref(from));
    requestAnimationFrame(() => document.getElementById('wizard-step-title')?.focus());
  };
  const back = (from: number) => navigate(`/step?step=${from - 1}`);

  if (step === 'done') {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('wizard.doneTitle')}</h1>
        <p className="mt-3 text-slate-700">{t('wizard.doneText')}</p>
        <div className="mt-6 max-w-md">
          <StrengthMeter percent={loaderData.strength} label={t('profile.strength.label')} />
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/profile" className={primaryButton}>
            {t('wizard.toProfile')}
          </Link>
          <Link to="/step?step=1" className={secondaryButton}>
            {t('wizard.again')}
          </Link>
        </div>
      </div>
    );
  }

  const key = WIZARD_STEP_KEYS[step - 1];
  const skip = (
    <button type="button" className={secondaryButton} onClick={() => void advance(step)}>
      {t('wizard.skip')}
    </button>
  );
  const backButton =
    step > 1 ? (
      <button type="button" className={secondaryButton} onClick={() => void back(step)}>
        {t('wizard.back')}
      </button>
    ) : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('wizard.title')}</h1>
      <p className="mt-2 text-slate-700">{t('wizard.intro')}</p>
      <Progress step={step} wizardStep={wizardStep} />

      <section aria-labelledby="wizard-step-title" className="mt-8 space-y-6">
        <div>
          <h2 id="wizard-step-title" tabIndex={-1} className="text-xl font-semibold text-slate-900">
            {t(`wizard.stepTitles.${key}`)}
          </h2>
          <p className="mt-1 text-slate-700">{t(`wizard.stepIntros.${key}`)}</p>
        </div>

        {key === 'basic' && (
          <>
            <AvatarUpload initialUrl={loaderData.user.avatar_url} name={fullName(loaderData.user, locale)} />
            <BasicInfoForm
              initial={loaderData.user}
              mandarin={loaderData.mandarin}
              language={loaderData.language}
              cities={loaderData.cities}
              countries={loaderData.countries}
              submitLabel={t('wizard.saveNext')}
              onSaved={() => advance(1)}
              extraActions={skip}
            />
          </>
        )}

        {key === 'career' && (
          <>
            <CareerSection
              careers={loaderData.careers}
              headingLevel="h3"
              startAdding={loaderData.careers.length === 0}
            />
            <StepButtons
              next={() => void advance(2)}
              nextLabel={loaderData.careers.length ? t('wizard.next') : t('wizard.skip')}
              back={backButton}
            />
          </>
        )}

        {key === 'education' && (
          <>
            <EducationSection
              educations={loaderData.educations}
              headingLevel="h3"
              startAdding={loaderData.educations.length === 0}
            />
            <StepButtons
              next={() => void advance(3)}
              nextLabel={loaderData.educations.length ? t('wizard.next') : t('wizard.skip')}
              back={backButton}
            />
          </>
        )}

        {key === 'summary' && (
          <div className="rounded-xl border border-slate-200 p-5 sm:p-6">
            <SummaryForm
              initial={loaderData.summary}
              submitLabel={t('wizard.finish')}
              onSaved={() => advance(4)}
              extraActions={
                <>
                  {backButton}
                  <button type="button" className={secondaryButton} onClick={() => void advance(4)}>
                    {t('wizard.skipFinish')}
                  </button>
                </>
              }
            />
          </div>
        )}

        {key === 'basic' && <p className="text-sm text-slate-600">{t('wizard.savedEachStep')}</p>}
      </section>
    </div>
  );
}

function StepButtons({ next, nextLabel, back }: { next: () => void; nextLabel: string; back: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className={primaryButton} onClick={next}>
        {nextLabel}
      </button>
      {back}
    </div>
  );
}
