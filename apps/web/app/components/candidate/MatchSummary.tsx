import { type GetResumeMatchData, skillsLine } from '@jobbridge/shared';
import { useEffect, useState } from 'react';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { MATCH_PARTS, matchLevel } from '../../lib/match-advice';
import { clampPercent } from '../../lib/strength-steps';
import { useSite } from '../../lib/use-site';
import { Link } from '../ui/Link';

const LEVEL_CLASS = {
  high: 'bg-teal-600',
  medium: 'bg-amber-500',
  low: 'bg-red-600',
} as const;

/** One part of the match (or the whole) as a labelled bar with its number. */
export function MatchBar({ label, percent }: { label: string; percent: number }) {
  const value = clampPercent(percent);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="font-semibold text-slate-900">{value}%</span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot be styled alike across browsers. */}
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="mt-1 h-2.5 rounded-full bg-slate-200"
      >
        <div className={`h-2.5 rounded-full ${LEVEL_CLASS[matchLevel(value)]}`} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

/** The five parts (skills, seniority, location, salary, language) as bars, heaviest first. */
export function MatchBars({ parts }: { parts: GetResumeMatchData['parts'] }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      {MATCH_PARTS.map((part) => (
        <MatchBar key={part} label={t(`match.parts.${part}`)} percent={parts[part]} />
      ))}
    </div>
  );
}

/**
 * A small resume-match box for a job page: the percent, its word (strong,
 * fair, weak) and a link to /resume-match/:job_id. For signed-in users only
 * (renders nothing for visitors); pass `match` when the loader has it,
 * otherwise it asks job/getResumeMatch in the browser after the page shows.
 */
export function MatchSummary({ jobId, match: given }: { jobId: number; match?: GetResumeMatchData | null }) {
  const { t } = useTranslation();
  const { user, locale } = useSite();
  const signedIn = Boolean(user);
  const [fetched, setFetched] = useState<GetResumeMatchData | null>(null);
  const [failed, setFailed] = useState(false);
  const match = given ?? fetched;

  useEffect(() => {
    if (given !== undefined || !signedIn) return;
    let live = true;
    setFetched(null);
    setFailed(false);
    void browserApi.getResumeMatch({ job_id: jobId }).then((envelope) => {
      if (!live) return;
      if (envelope.success) setFetched(envelope.data);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [jobId, given, signedIn]);

  if (!user || failed || given === null) return null;
  return (
    <section aria-labelledby={`match-${jobId}`} className="rounded-xl border border-slate-200 p-4" aria-busy={!match}>
      <h2 id={`match-${jobId}`} className="text-base font-semibold text-slate-900">
        {t('match.summaryTitle')}
      </h2>
      {match ? (
        <>
          <div className="mt-2">
            <MatchBar
              label={t('match.overall', { level: t(`match.level.${matchLevel(match.percent)}`) })}
              percent={match.percent}
            />
          </div>
          {match.missing_skills.length > 0 && (
            <p className="mt-2 text-sm text-slate-700">
              {t('match.missingShort', { skills: skillsLine(match.missing_skills.slice(0, 3), locale) })}
            </p>
          )}
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('match.loading')}</p>
      )}
      <Link
        to={`/resume-match/${jobId}`}
        className="mt-3 inline-block text-sm font-medium text-teal-800 hover:underline"
      >
        {t('match.details')}
      </Link>
    </section>
  );
}

export default MatchSummary;
