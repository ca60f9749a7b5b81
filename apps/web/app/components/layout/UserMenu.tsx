import { fullName } from '@jobbridge/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { personInitials } from '../../lib/brand';
import { useSite } from '../../lib/use-site';
import { PersonIcon } from '../ui/icons';
import { Link } from '../ui/Link';
import { Popover } from '../ui/Popover';
import { LanguageToggle } from './LanguageToggle';
import { useSignOut } from './use-session-actions';

export function Avatar({ url, name, size = 'size-8' }: { url: string | null; name: string; size?: string }) {
  if (url) return <img src={url} alt="" className={`${size} rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      data-avatar={name.trim() ? 'initials' : 'person'}
      className={`${size} inline-flex items-center justify-center rounded-full bg-teal-100 text-xs font-semibold text-teal-900`}
    >
      {/* No name yet: a figure, not the initials of some label standing in for it. */}
      {name.trim() ? personInitials(name) : <PersonIcon className="size-3/5" />}
    </span>
  );
}

/** The job alert dialog, loaded when first opened. */
const JobAlertDialog = lazy(() => import('../candidate/JobAlertDialog'));

const itemClass = 'block w-full rounded-md px-2 py-2 text-left hover:bg-slate-100';

/** The signed-in user's popover: name, profile strength, shortcuts, language and sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, locale } = useSite();
  const signOut = useSignOut();
  const [preferenceOpen, setPreferenceOpen] = useState(false);
  // Stays mounted after the first opening, so closing returns focus to the menu button.
  const [preferenceUsed, setPreferenceUsed] = useState(false);
  if (!user) return null;
  const own = fullName(user, locale);
  const name = own || t('header.account');

  return (
    <>
      <Popover
        trigger={
          <>
            <Avatar url={user.avatar_url} name={own} />
            <span className="sr-only">{t('header.accountMenu', { name })}</span>
          </>
        }
        triggerClassName="flex items-center rounded-full p-0.5 hover:bg-slate-100"
      >
        {(close) => (
          <div>
            <div className="flex items-center gap-3 border-b border-slate-200 pb-3">
              <Avatar url={user.avatar_url} name={own} size="size-10" />
              <div className="min-w-0">
                <p className="truncate font-semibold">{name}</p>
                <p className="text-slate-600">{t('header.profileStrength', { percent: user.profile_strength })}</p>
              </div>
            </div>
            <div
              className="mt-2 h-1.5 rounded-full bg-slate-200"
              role="img"
              aria-label={t('header.profileStrength', { percent: user.profile_strength })}
            >
              <div className="h-1.5 rounded-full bg-teal-600" style={{ width: `${user.profile_strength}%` }} />
            </div>
            <ul className="mt-3 space-y-0.5">
              <li>
                <Link to="/tracker" className={itemClass}>
                  {t('header.jobTracker')}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={itemClass}
                  onClick={() => {
                    close();
                    setPreferenceUsed(true);
                    setPreferenceOpen(true);
                  }}
                >
                  {t('header.jobPreference')}
                </button>
              </li>
              <li>
                <Link to="/setting" className={itemClass}>
                  {t('header.settings')}
                </Link>
              </li>
              <li>
                <LanguageToggle className={itemClass} />
              </li>
              <li className="border-t border-slate-200 pt-1">
                <button type="button" className={itemClass} onClick={() => void signOut()}>
                  {t('header.signOut')}
                </button>
              </li>
            </ul>
          </div>
        )}
      </Popover>
      {preferenceUsed && (
        <Suspense fallback={null}>
          <JobAlertDialog open={preferenceOpen} onClose={() => setPreferenceOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
