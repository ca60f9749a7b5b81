import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { headerSearchTarget, showsHeaderLinks } from '../../lib/route-rules';
import { useSite } from '../../lib/use-site';
import { HydrateLater } from '../HydrateLater';
import { SearchIcon } from '../ui/icons';
import { Link } from '../ui/Link';
import { Modal } from '../ui/Modal';
import { EmployerButton } from './EmployerButton';
import { LanguageToggle } from './LanguageToggle';
import { MessageMenus } from './MessageMenus';
import { MobileMenu } from './MobileMenu';
import { NAV_LINKS, useSignIn } from './nav';
import { SearchForm } from './SearchForm';
import { UserMenu } from './UserMenu';

export function Header() {
  const { t } = useTranslation();
  const { user } = useSite();
  const { pathname } = useLocation();
  const signIn = useSignIn();
  const [searchOpen, setSearchOpen] = useState(false);
  const links = showsHeaderLinks(pathname);
  const searchTarget = headerSearchTarget(pathname);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="flex shrink-0 items-baseline gap-1.5 text-lg font-bold text-teal-900">
          <span>JobBridge</span>
          <span lang="zh-CN" className="text-base font-semibold text-teal-800">
            职桥
          </span>
          <span className="sr-only">{t('header.home')}</span>
        </Link>

        {links && (
          <nav aria-label={t('header.mainNav')} className="hidden md:block">
            <ul className="flex items-center gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-teal-800 underline decoration-2 underline-offset-8' : 'text-slate-700 hover:text-slate-900'}`
                    }
                  >
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div className="ml-auto flex items-center gap-2">
          <div className="hidden items-center gap-2 md:flex">
            <EmployerButton className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900" />
            {user ? (
              <>
                <MessageMenus />
                <UserMenu />
              </>
            ) : (
              <>
                <LanguageToggle className="rounded-md px-2 py-2 text-sm text-slate-700 hover:bg-slate-100" />
                <Link
                  to={signIn.href}
                  onClick={signIn.onClick}
                  className="rounded-md px-3 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50"
                >
                  {t('header.signIn')}
                </Link>
                <Link
                  to="/signup"
                  className="rounded-md bg-teal-700 px-3 py-2 text-sm font-semibold text-white hover:bg-teal-800"
                >
                  {t('header.signUp')}
                </Link>
              </>
            )}
          </div>

          {searchTarget && (
            <button
              type="button"
              onClick={() => setSearchOpen(true)}
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            >
              <SearchIcon />
              <span className="sr-only">{t('search.open')}</span>
            </button>
          )}
          {/* The menu and the search bar below hydrate each in a task of their own, after the header's links. */}
          <HydrateLater part="mobile-menu">
            <MobileMenu showLinks={links} />
          </HydrateLater>
        </div>
      </div>

      {searchTarget && (
        <HydrateLater part="header-search">
          <div data-header-search className="hidden border-t border-slate-100 bg-slate-50 md:block">
            <div className="mx-auto max-w-6xl px-4 py-2.5">
              <SearchForm action={searchTarget} variant="header" />
            </div>
          </div>
        </HydrateLater>
      )}

      {searchTarget && (
        <Modal open={searchOpen} onClose={() => setSearchOpen(false)} labelledBy="mobile-search-title">
          <h2 id="mobile-search-title" className="mb-4 pr-8 text-lg font-semibold">
            {t(searchTarget === '/jobs' ? 'search.jobsLabel' : 'search.companiesLabel')}
          </h2>
          <SearchForm action={searchTarget} variant="dialog" onDone={() => setSearchOpen(false)} />
        </Modal>
      )}
    </header>
  );
}
