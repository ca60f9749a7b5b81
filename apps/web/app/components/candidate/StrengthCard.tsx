import type { Strength } from '@jobbridge/shared';
import { APPLY_MIN_STRENGTH } from '@jobbridge/shared';
import { useTranslation } from '../../i18n/use-translation';
import { clampPercent, strengthSteps } from '../../lib/strength-steps';
import { useEmailVerify } from '../account/email-verify-context';
import { Link } from '../ui/Link';
import { Card } from './parts';

/** The strength as a meter with its number: teal from 60 % (enough to apply), amber below. */
export function StrengthMeter({ percent, label }: { percent: number; label: string }) {
  const value = clampPercent(percent);
  const enough = value >= APPLY_MIN_STRENGTH;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-slate-800">{label}</span>
        <span className="text-2xl font-bold text-slate-900">{value}%</span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot be styled alike across browsers. */}
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="relative mt-2 h-3 rounded-full bg-slate-200"
      >
        <div className={`h-3 rounded-full ${enough ? 'bg-teal-600' : 'bg-amber-500'}`} style={{ width: `${value}%` }} />
        {/* The apply threshold. */}
        <span
          aria-hidden="true"
          className="absolute -top-1 h-5 w-0.5 bg-slate-700"
          style={{ left: `${APPLY_MIN_STRENGTH}%` }}
        />
      </div>
    </div>
  );
}

/**
 * Profile strength (spec section 9) from the shared rule's answer, and what
 * to add next: each missing part, heaviest first, links to where it is added.
 */
export function StrengthCard({ strength, emailVerified }: { strength: Strength; emailVerified: boolean }) {
  const { t } = useTranslation();
  const { openEmailVerify } = useEmailVerify();
  const percent = clampPercent(strength.percent);
  const steps = strengthSteps(strength.missing);
  return (
    <Card id="strength" title={t('profile.strength.heading')}>
      <StrengthMeter percent={percent} label={t('profile.strength.label')} />
      <p className="mt-3 text-sm text-slate-700">
        {percent >= APPLY_MIN_STRENGTH
          ? emailVerified
            ? t('profile.strength.canApply')
            : t('profile.strength.verifyToApply')
          : t('profile.strength.needed', { percent: APPLY_MIN_STRENGTH })}
      </p>
      {steps.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('profile.strength.next')}</h3>
          <ul className="mt-2 space-y-1.5">
            {steps.map((step) => (
              <li key={step.part} className="flex items-center justify-between gap-3 text-sm">
                {step.target.kind === 'link' ? (
                  <Link to={step.target.to} className="font-medium text-teal-800 underline-offset-2 hover:underline">
                    {t(`profile.strength.parts.${step.part}`)}
                  </Link>
                ) : (
                  <button
                    type="button"
                    onClick={() => openEmailVerify('confirm')}
                    className="text-left font-medium text-teal-800 underline-offset-2 hover:underline"
                  >
                    {t(`profile.strength.parts.${step.part}`)}
                  </button>
                )}
                <span className="shrink-0 text-slate-600">{t('profile.strength.points', { points: step.points })}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3 font-medium text-teal-800">{t('profile.strength.complete')}</p>
      )}
    </Card>
  );
}
