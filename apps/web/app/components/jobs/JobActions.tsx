import { APPLY_MIN_STRENGTH, type ApplyRefusal as Refusal } from '@jobbridge/shared';
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { applyRefusal } from '../../lib/apply-refusal';
import { browserSession } from '../../lib/employer';
import type { JobDetailView } from '../../lib/job-view';
import { rememberSave, takePendingSave } from '../../lib/pending-save';
import { useSite } from '../../lib/use-site';
import { useEmailVerify } from '../account/email-verify-context';
import { useSignIn } from '../layout/nav';
import { useLogin } from '../login/login-context';
import { CheckIcon } from '../ui/icons';
import { Link } from '../ui/Link';
import { useToast } from '../ui/Toast';

const primary =
  'inline-flex items-center justify-center gap-2 rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800 aria-disabled:cursor-wait aria-disabled:bg-slate-500';
const secondary =
  'inline-flex items-center justify-center gap-2 rounded-md border border-slate-400 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 aria-disabled:cursor-wait aria-disabled:opacity-60';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="size-5"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z" />
    </svg>
  );
}

/**
 * Save (a toggle) and Apply. Visitors are asked to sign in and come back to
 * this job; an unverified e-mail opens the verification dialog's apply page;
 * a weak profile says its percent and what to add next.
 */
export function JobActions({ job }: { job: JobDetailView }) {
  const { t } = useTranslation();
  const { user } = useSite();
  const toast = useToast();
  const signIn = useSignIn();
  const { openLogin } = useLogin();
  const { openEmailVerify } = useEmailVerify();
  const [saved, setSaved] = useState(job.viewer?.saved ?? false);
  const [applied, setApplied] = useState(job.viewer?.applied ?? false);
  // Save and Apply each wait for their own call: one in flight does not swallow a press of the other.
  const [saving, setSaving] = useState(false);
  const [applying, setApplying] = useState(false);
  // Where focus goes once Apply has done its work (the button it was on is gone).
  const appliedNote = useRef<HTMLParagraphElement>(null);
  const [justApplied, setJustApplied] = useState(false);
  useEffect(() => {
    if (justApplied) appliedNote.current?.focus();
  }, [justApplied]);
  const [refusal, setRefusal] = useState<Refusal | null>(job.viewer?.member ? { reason: 'member' } : null);
  // A refusal for the e-mail is stale once the address is verified (here or from the banner).
  const verified = user?.email_verified ?? false;
  useEffect(() => {
    if (verified) setRefusal((current) => (current?.reason === 'email' ? null : current));
  }, [verified]);
  // The latest apply, for the verification dialog to call once the address is verified.
  const applyAgain = useRef<() => Promise<void>>(async () => undefined);
  const closed = job.status === 'closed';
  const returnTo = `/jobs/${job.job_id}`;
  // A Save pressed as a visitor is done once they are back here signed in (decision 0064).
  const saveNow = useRef<() => Promise<void>>(async () => undefined);
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn && takePendingSave(browserSession(), job.job_id) && !saved && !closed) void saveNow.current();
  }, [signedIn, job.job_id, saved, closed]);

  if (!user) {
    return (
      <div className="flex flex-wrap gap-3">
        {!closed && (
          <Link to={signIn.href} onClick={signIn.onClick} className={primary}>
            {t('jobDetail.apply')}
          </Link>
        )}
        {!closed && (
          <Link
            to={signIn.href}
            onClick={(event) => {
              rememberSave(browserSession(), job.job_id);
              signIn.onClick?.(event);
            }}
            className={secondary}
          >
            <HeartIcon filled={false} />
            {t('jobDetail.save')}
          </Link>
        )}
        {!closed && <p className="w-full text-sm text-slate-600">{t('jobDetail.signInToApply')}</p>}
      </div>
    );
  }

  const toggleSave = async () => {
    if (saving) return;
    const next = !saved;
    setSaved(next);
    setSaving(true);
    const envelope = await browserApi.saveJob({ job_id: job.job_id, saved: next });
    setSaving(false);
    if (envelope.success) {
      setSaved(envelope.data.saved);
      toast.success(envelope.data.saved ? t('jobDetail.savedToast') : t('jobDetail.unsavedToast'));
      return;
    }
    setSaved(!next);
    if (envelope.code === 4001) openLogin(returnTo);
    else toast.error(failureText(t, envelope));
  };
  saveNow.current = toggleSave;

  const apply = async () => {
    if (applying) return;
    setApplying(true);
    setRefusal(null);
    const envelope = await browserApi.applyJob({ job_id: job.job_id });
    setApplying(false);
    if (envelope.success) {
      setApplied(true);
      setJustApplied(true);
      toast.success(t('jobDetail.appliedToast'));
      return;
    }
    if (envelope.code === 4009) {
      setApplied(true);
      setJustApplied(true);
      toast.info(t('jobDetail.alreadyApplied'));
      return;
    }
    if (envelope.code === 4001) {
      openLogin(returnTo);
      return;
    }
    const why = applyRefusal(envelope);
    if (why?.reason === 'email') {
      setRefusal(why);
      // Verifying is what the user came to do on the way to applying: once it is done, apply.
      openEmailVerify('apply', () => void applyAgain.current());
      return;
    }
    if (why) {
      setRefusal(why);
      return;
    }
    toast.error(envelope.code === 4004 ? t('jobDetail.closedToast') : failureText(t, envelope));
  };

  applyAgain.current = apply;

  return (
    <div>
      <div className="flex flex-wrap gap-3">
        {applied ? (
          <p
            ref={appliedNote}
            tabIndex={-1}
            className="inline-flex items-center gap-2 rounded-md bg-teal-50 px-5 py-2.5 font-semibold text-teal-900 ring-1 ring-teal-700"
          >
            <CheckIcon className="size-5" />
            {t('jobDetail.applied')}
          </p>
        ) : (
          !closed &&
          refusal?.reason !== 'member' && (
            // aria-disabled, not disabled, while busy: a disabled button drops its focus to the page,
            // and a dialog opened from here (verify your e-mail) would then return it there.
            <button type="button" onClick={apply} aria-disabled={applying} className={primary}>
              {applying ? t('jobDetail.applying') : t('jobDetail.apply')}
            </button>
          )
        )}
        {/* A closed job can be taken off the saved list, not added to it. */}
        {(!closed || saved) && (
          <button
            type="button"
            onClick={toggleSave}
            aria-disabled={saving}
            aria-pressed={saved}
            className={`${secondary} ${saved ? 'border-teal-700 text-teal-900' : ''}`}
          >
            <HeartIcon filled={saved} />
            {saved ? t('jobDetail.saved') : t('jobDetail.save')}
          </button>
        )}
      </div>
      {applied && (
        <p className="mt-2 text-sm text-slate-700">
          {t('jobDetail.appliedText')}{' '}
          <Link to="/tracker" className="font-semibold text-teal-800 hover:underline">
            {t('jobDetail.openTracker')}
          </Link>
        </p>
      )}
      {refusal && (
        <ApplyRefusal refusal={refusal} onVerify={() => openEmailVerify('confirm', () => void applyAgain.current())} />
      )}
    </div>
  );
}

function ApplyRefusal({ refusal, onVerify }: { refusal: Refusal; onVerify: () => void }) {
  const { t } = useTranslation();
  if (refusal.reason === 'member') {
    return (
      <div className="mt-4 rounded-lg border-l-4 border-teal-700 bg-teal-50 p-4 text-sm text-teal-950">
        <p className="font-semibold">{t('jobDetail.memberTitle')}</p>
        <p className="mt-1">{t('jobDetail.memberText')}</p>
        <Link to="/hrsystem" className="mt-2 inline-block font-semibold text-teal-900 underline">
          {t('jobDetail.memberManage')}
        </Link>
      </div>
    );
  }
  if (refusal.reason === 'email') {
    return (
      <div role="alert" className="mt-4 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">{t('jobDetail.emailNeededTitle')}</p>
        <p className="mt-1">{t('jobDetail.emailNeededText')}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <button type="button" onClick={onVerify} className="font-semibold text-teal-900 underline">
            {t('jobDetail.verifyEmail')}
          </button>
          <Link to="/emailcheck" className="font-semibold text-teal-900 underline">
            {t('jobDetail.verifyEmailPage')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div role="alert" className="mt-4 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">
        {t('jobDetail.strengthTitle', { percent: refusal.percent, needed: APPLY_MIN_STRENGTH })}
      </p>
      <p className="mt-1">{t('jobDetail.strengthText', { needed: APPLY_MIN_STRENGTH })}</p>
      <div
        className="mt-2 h-2 max-w-xs rounded-full bg-amber-200"
        role="img"
        aria-label={t('jobDetail.strengthMeter', { percent: refusal.percent })}
      >
        <div className="h-2 rounded-full bg-amber-600" style={{ width: `${refusal.percent}%` }} />
      </div>
      <p className="mt-3">{t('jobDetail.strengthNext')}</p>
      <ul className="mt-1 list-disc pl-5">
        <li>{t('jobDetail.strengthParts.summary')}</li>
        <li>{t('jobDetail.strengthParts.workExperience')}</li>
        <li>{t('jobDetail.strengthParts.education')}</li>
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
        <Link to="/profile" className="font-semibold text-teal-900 underline">
          {t('jobDetail.completeProfile')}
        </Link>
        <Link to="/step" className="font-semibold text-teal-900 underline">
          {t('jobDetail.resumeWizard')}
        </Link>
      </p>
    </div>
  );
}
