import { type Locale, MENTION_REASONS, type RecommendedJob, skillsLine } from '@jobbridge/shared';
import { useTranslation } from '../../i18n/use-translation';
import { STATUSES } from '../../lib/tracker';
import { useSite } from '../../lib/use-site';
import { Link } from '../ui/Link';
import { type JobLine, JobSummary } from './JobSummary';
import { Card, EmptyState } from './parts';

/** What the dashboard shows (account/getUserDashBoard as a view). */
export interface DashboardView {
  /** Applications per status 1..5. */
  applications: Record<number, number>;
  recent: JobLine[];
  recommended: (JobLine & { reason: RecommendedJob['reason'] })[];
  /** Whether the resume, headline or job alert give anything to recommend for. */
  canRecommend: boolean;
}

/**
 * The user dashboard at the top of /profile (spec section 1 says one exists;
 * its content is ours): applications by status, each linking to the tracker
 * filtered by it; jobs recommended for the candidate; jobs viewed lately.
 * Profile strength sits beside it (StrengthCard).
 */
export function ApplicationsByStatus({ applications }: { applications: DashboardView['applications'] }) {
  const { t } = useTranslation();
  const total = STATUSES.reduce((sum, status) => sum + (applications[status.value] ?? 0), 0);
  return (
    <Card
      id="applications"
      title={t('profile.dashboard.applications')}
      actions={
        <Link to="/tracker" className="text-sm font-medium text-teal-800 hover:underline">
          {t('profile.dashboard.openTracker')}
        </Link>
      }
    >
      <p className="text-slate-700">{t('profile.dashboard.total', { count: total })}</p>
      {/* As many 7rem columns as fit (two on a 320 px phone), so "Assessment" never breaks inside the word. */}
      <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2 sm:grid-cols-5">
        {STATUSES.map((status) => (
          <li key={status.value}>
            <Link
              to={`/tracker?status=${status.value}`}
              className="block rounded-lg border border-slate-200 px-2.5 py-2 hover:border-teal-600 hover:bg-teal-50"
            >
              <span className="block text-2xl font-bold text-slate-900">{applications[status.value] ?? 0}</span>
              <span className="block text-sm text-slate-700">{t(`jobTracker.status.${status.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function JobsPanel({ id, title, jobs, empty }: { id: string; title: string; jobs: JobLine[]; empty: string }) {
  return (
    <Card id={id} title={title}>
      {jobs.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <ul className="space-y-4">
          {jobs.map((job) => (
            <li key={job.job_id}>
              <JobSummary job={job} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * Jobs recommended from the resume, headline and job alert, each with why
 * (rules/recommend.ts) in the page's language. With nothing to match on, or
 * nothing matching, it says so and where to add what is missing.
 */
export function RecommendedPanel({
  jobs,
  canRecommend,
}: {
  jobs: DashboardView['recommended'];
  canRecommend: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const link = 'font-medium text-teal-800 hover:underline';
  return (
    <Card id="recommended" title={t('profile.dashboard.recommended')}>
      {jobs.length === 0 ? (
        <EmptyState
          action={
            <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
              <Link to="#skills" className={link}>
                {t('profile.dashboard.addSkills')}
              </Link>
              <Link to="/setting#alerts" className={link}>
                {t('profile.dashboard.setAlert')}
              </Link>
            </p>
          }
        >
          {canRecommend ? t('profile.dashboard.noMatches') : t('profile.dashboard.noRecommended')}
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {jobs.map((job) => (
            <li key={job.job_id}>
              <JobSummary job={job}>
                <RecommendReasonText reason={job.reason} locale={locale} />
              </JobSummary>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * Why a job is recommended, in the page's language: skills the resume's
 * Skills list states are "your skills"; words only its text holds are what
 * "your resume mentions" (decision 0059).
 */
export function RecommendReasonText({ reason, locale }: { reason: RecommendedJob['reason']; locale: Locale }) {
  const { t } = useTranslation();
  const mentionsOnly = MENTION_REASONS.has(reason.key);
  const text = t(`profile.dashboard.reason.${reason.key}`, {
    skills: skillsLine(mentionsOnly ? reason.mentioned : reason.skills, locale),
  });
  return (
    <p className="mt-1 text-sm text-slate-700">
      {!mentionsOnly && reason.mentioned.length > 0
        ? t('profile.dashboard.reasonAlsoMentions', { reason: text, skills: skillsLine(reason.mentioned, locale) })
        : text}
    </p>
  );
}
