import { fullName } from '@jobbridge/shared';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { formatBadge } from '../../lib/badge';
import { useSite } from '../../lib/use-site';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { Link } from '../ui/Link';
import { EmployerButton } from './EmployerButton';
import { LanguageToggle } from './LanguageToggle';
import { NAV_LINKS, useSignIn } from './nav';
import { useSignOut } from './use-session-actions';

const item = 'block rounded-md px-3 py-2.5 text-base text-slate-800 hover:bg-slate-100';

/** The job alert dialog, loaded when first opened (as from the desktop's account menu). */
const JobAlertDialog = lazy(() => import('../candidate/JobAlertDialog'));

/** The hamburger menu below the desktop width: the same links and account actions. */
export function MobileMenu({ showLinks }: { showLinks: boolean }) {
  const { t } = useTranslation();
  const { user, counts, locale } = useSite();
  const location = useLocation();
  const signIn = useSignIn();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [preferenceOpen, setPreferenceOpen] = useState(false);
  // Stays mounted after the first opening, so closing returns focus to the menu button.
  const [preferenceUsed, setPreferenceUsed] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation.
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const chats = formatBadge(counts.chat);
  const system = formatBadge(counts.system);

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="rounded-md p-2 text-slate-800 hover:bg-slate-100"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="sr-only">{t('header.menu')}</span>
      </button>
      <nav
        id={id}
        hidden={!open}
        aria-label={t('header.mobileNav')}
        className="absolute inset-x-0 top-16 z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg"
      >
        <ul className="space-y-0.5">
          {showLinks &&
            NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={item}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          <li>
            <EmployerButton className={item} />
          </li>
        </ul>
        <ul className="mt-2 space-y-0.5 border-t border-slate-200 pt-2">
          {user ? (
            <>
              <li className="px-3 py-2 font-semibold text-slate-900">
                {fullName(user, locale)}{' '}
                <span className="font-normal text-slate-600">
                  {t('header.profileStrength', { percent: user.profile_strength })}
                </span>
              </li>
              <li>
                <Link to="/message" className={item}>
                  {t('header.chats')} {chats && <span className="text-slate-600">({chats})</span>}
                </Link>
              </li>
              <li>
                <Link to="/message#notifications" className={item}>
                  {t('header.notifications')} {system && <span className="text-slate-600">({system})</span>}
                </Link>
              </li>
              <li>
                <Link to="/profile" className={item}>
                  {t('header.myProfile')}
                </Link>
              </li>
              <li>
                <Link to="/tracker" className={item}>
                  {t('header.jobTracker')}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={`${item} w-full text-left`}
                  onClick={() => {
                    setOpen(false);
                    setPreferenceUsed(true);
                    setPreferenceOpen(true);
                  }}
                >
                  {t('header.jobPreference')}
                </button>
              </li>
              <li>
                <Link to="/setting" className={item}>
                  {t('header.settings')}
                </Link>
              </li>
              <li>
                <button type="button" className={`${item} w-full text-left`} onClick={() => void signOut()}>
                  {t('header.signOut')}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to={signIn.href} className={item}>
                  {t('header.signIn')}
                </Link>
              </li>
              <li>
                <Link to="/signup" className={item}>
                  {t('header.signUp')}
                </Link>
              </li>
            </>
          )}
          <li>
            <LanguageToggle className={`${item} w-full text-left`} />
          </li>
        </ul>
      </nav>
      {preferenceUsed && (
        <Suspense fallback={null}>
          <JobAlertDialog
            open={preferenceOpen}
            onClose={() => {
              setPreferenceOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
