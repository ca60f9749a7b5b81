import { PROFILE_STRENGTH_FULL } from '@jobbridge/shared';
import { apiContext } from '../../api/context';
import {
  ApplicationsByStatus,
  type DashboardView,
  JobsPanel,
  RecommendedPanel,
} from '../../components/candidate/Dashboard';
import { CareerSection, EducationSection } from '../../components/candidate/EntrySections';
import { toJobLine } from '../../components/candidate/JobSummary';
import { ProfileHeader } from '../../components/candidate/ProfileHeader';
import { ProfileUnavailable } from '../../components/candidate/ProfileNav';
import { ResumeFiles } from '../../components/candidate/ResumeFiles';
import { SkillsCard } from '../../components/candidate/SkillsEditor';
import { StrengthCard } from '../../components/candidate/StrengthCard';
import { SummaryCard } from '../../components/candidate/SummaryEditor';
import { Link } from '../../components/ui/Link';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { loadProfile, withProfileStatus } from '../../lib/profile-data';
import { getLocale } from '../../lib/request-context';
import { clampPercent } from '../../lib/strength-steps';
import { STATUSES } from '../../lib/tracker';
import type { Route } from './+types/profile';

/**
 * /profile (and /profile/profile/:user_info?): the candidate's dashboard at
 * the top (applications by status, profile strength with what to add next,
 * recommended and recently viewed jobs), then the profile, edited in place:
 * summary, skills, work experience, education, resume files. Another candidate's
 * profile (`:user_info`) is shown read-only when it is shared with the viewer.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const locale = getLocale(context);
  const wantsOwn = !params.user_info;
  const [profile, board] = await Promise.all([
    loadProfile(context, params.user_info),
    wantsOwn ? api.getUserDashBoard() : null,
  ]);
  let dashboard: DashboardView | null = null;
  if (profile.available && profile.own && board?.success) {
    dashboard = {
      applications: Object.fromEntries(
        STATUSES.map((status) => [status.value, Number(board.data.applications[String(status.value)]) || 0]),
      ),
      recent: board.data.recent_views.slice(0, 5).map((job) => toJobLine(job, locale)),
      recommended: board.data.recommended.slice(0, 6).map((job) => ({ ...toJobLine(job, locale), reason: job.reason })),
      canRecommend: board.data.can_recommend,
    };
  }
  const welcome = new URL(request.url).searchParams.get('welcome') === '1';
  return withProfileStatus({ profile, dashboard, welcome });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'profile.page'),
  { name: 'robots', content: 'noindex' },
];

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile, dashboard, welcome } = loaderData;
  if (!profile.available) return <ProfileUnavailable />;
  const { resume, own, languages, segment, emailVerified } = profile;
  const percent = clampPercent(resume.strength.percent);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <ProfileHeader
        user={resume.user}
        languages={languages}
        own={own}
        segment={segment}
        title={own ? t('profile.page.title') : t('profile.page.otherTitle')}
      />

      {own && !welcome && resume.wizard_step === 0 && (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-teal-600 bg-teal-50 p-4">
          <div>
            <p className="font-semibold text-teal-950">{t('profile.start.title')}</p>
            <p className="mt-1 text-teal-950">{t('profile.start.text')}</p>
          </div>
          <Link to="/step" className="rounded-md bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800">
            {t('profile.start.link')}
          </Link>
        </div>
      )}

      {own && welcome && (
        <div role="status" className="mt-6 rounded-xl border border-teal-600 bg-teal-50 p-4 text-teal-950">
          <p className="font-semibold">{t('profile.welcome.title')}</p>
          <p className="mt-1">
            {percent >= PROFILE_STRENGTH_FULL
              ? t('profile.welcome.textComplete')
              : t('profile.welcome.text', { percent })}
          </p>
        </div>
      )}

      {own && (
        <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-5">
          <div className="md:col-span-3">
            {dashboard ? (
              <ApplicationsByStatus applications={dashboard.applications} />
            ) : (
              <p className="rounded-xl border border-slate-200 p-5 text-slate-700">
                {t('profile.dashboard.unavailable')}
              </p>
            )}
          </div>
          <div className="md:col-span-2">
            <StrengthCard strength={resume.strength} emailVerified={emailVerified} />
          </div>
        </div>
      )}

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <SummaryCard summary={resume.summary} editable={own} />
          {(own || resume.skills.length > 0) && <SkillsCard skills={resume.skills} editable={own} />}
          <CareerSection careers={resume.careers} editable={own} />
          <EducationSection educations={resume.educations} editable={own} />
          {(own || resume.files.length > 0) && <ResumeFiles files={resume.files} editable={own} />}
          {own && (
            <p className="text-sm text-slate-700">
              {t('profile.wizardHint')}{' '}
              <Link to="/step?step=1" className="font-medium text-teal-800 hover:underline">
                {t('profile.wizardLink')}
              </Link>
            </p>
          )}
        </div>
        {own && dashboard && (
          <aside aria-label={t('profile.dashboard.jobsLabel')} className="space-y-6">
            <RecommendedPanel jobs={dashboard.recommended} canRecommend={dashboard.canRecommend} />
            <JobsPanel
              id="recent"
              title={t('profile.dashboard.recent')}
              jobs={dashboard.recent}
              empty={t('profile.dashboard.noRecent')}
            />
          </aside>
        )}
      </div>
    </div>
  );
}
