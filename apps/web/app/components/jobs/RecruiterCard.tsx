import { useTranslation } from '../../i18n/use-translation';
import type { JobDetailView } from '../../lib/job-view';
import { loginHref } from '../../lib/redirect';
import { useSite } from '../../lib/use-site';
import { Avatar } from '../layout/UserMenu';
import { useLogin } from '../login/login-context';
import { ChatIcon } from '../ui/icons';
import { Link } from '../ui/Link';

/**
 * The recruiter of a job: headline, first name, an online dot, and the way
 * into a chat about this job (/message?job_id=..., sign-in first for visitors).
 * A member of the job's company has no chat with a colleague about it.
 */
export function RecruiterCard({
  jobId,
  recruiter,
  member = false,
}: {
  jobId: number;
  recruiter: NonNullable<JobDetailView['recruiter']>;
  member?: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useSite();
  const { openLogin } = useLogin();
  const chatPath = `/message?job_id=${jobId}`;
  const name = recruiter.first_name || t('jobDetail.recruiter');
  return (
    <section aria-labelledby="recruiter-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="recruiter-title" className="text-base font-semibold text-slate-900">
        {t('jobDetail.recruiterTitle')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <span className="relative shrink-0">
          <Avatar url={recruiter.avatar_url} name={name} size="size-11" />
          <span
            aria-hidden="true"
            className={`absolute right-0 bottom-0 size-3 rounded-full ring-2 ring-white ${recruiter.online ? 'bg-green-600' : 'bg-slate-400'}`}
          />
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{name}</p>
          {recruiter.headline_job && <p className="truncate text-sm text-slate-700">{recruiter.headline_job}</p>}
          {recruiter.city && <p className="truncate text-xs text-slate-600">{recruiter.city}</p>}
          <p className="text-xs text-slate-600">{recruiter.online ? t('jobDetail.online') : t('jobDetail.offline')}</p>
        </div>
      </div>
      {!member && (
        <Link
          to={user ? chatPath : loginHref(chatPath)}
          onClick={(event) => {
            if (user) return;
            event.preventDefault();
            openLogin(chatPath);
          }}
          className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-md border border-teal-700 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50"
        >
          <ChatIcon className="size-4" />
          {t('jobDetail.chat', { name })}
        </Link>
      )}
    </section>
  );
}
