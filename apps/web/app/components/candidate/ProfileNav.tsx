import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { profileChildPath } from '../../lib/profile-data';
import { Link } from '../ui/Link';

const CHILDREN = ['profile', 'resume_view', 'profile_copy', 'resume_copy'] as const;

/**
 * The views of one person's profile (the /profile children): the profile,
 * the resume as a recruiter sees it, and the two copy-ready texts. The
 * `:user_info` segment is kept when looking at someone else's.
 */
export function ProfileNav({ segment }: { segment: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = (child: (typeof CHILDREN)[number]) =>
    pathname.replace(/\/$/, '').split('/')[2] === child || (child === 'profile' && /^\/profile\/?$/.test(pathname));
  return (
    // Two rows of two on a phone, where the four do not fit on one line: every view in sight, none behind a scroll.
    <nav aria-label={t('profile.nav.label')} className="mt-4">
      <ul className="grid grid-cols-2 border-b border-slate-200 sm:flex sm:gap-1">
        {CHILDREN.map((child) => (
          <li key={child}>
            <Link
              to={profileChildPath(child, segment)}
              aria-current={current(child) ? 'page' : undefined}
              className={`-mb-px block border-b-2 px-3 py-2 text-center text-sm font-medium sm:inline-block ${
                current(child)
                  ? 'border-teal-700 text-teal-900'
                  : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900'
              }`}
            >
              {t(`profile.nav.${child}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** When another candidate's profile is not shared with the viewer (or does not exist). */
export function ProfileUnavailable() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('profile.unavailable.title')}</h1>
      <p className="mt-4 text-slate-700">{t('profile.unavailable.text')}</p>
      <Link to="/profile" className="mt-8 inline-block font-semibold text-teal-800 hover:underline">
        {t('profile.unavailable.own')}
      </Link>
    </div>
  );
}
