import { COOKIE_NAMES, PROFILE_STRENGTH_FULL } from '@jobbridge/shared';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { ONE_YEAR_S, setClientCookie } from '../../lib/cookies';
import { useSite } from '../../lib/use-site';
import { CloseIcon } from '../ui/icons';
import { Link } from '../ui/Link';

/**
 * The slim top notice; closing it is remembered in the bannerShow cookie.
 * On a phone it waits while the e-mail verification banner (a later
 * sibling) is showing, so the two do not take a fifth of the screen. Its
 * link goes where it says; on the page it would lead to, it is left out.
 */
export function Banner() {
  const { t } = useTranslation();
  const { bannerShow, user } = useSite();
  const { pathname } = useLocation();
  const [show, setShow] = useState(bannerShow);
  if (!show) return null;
  const to = user ? '/profile' : '/signup';
  return (
    <section
      aria-label={t('banner.label')}
      className="bg-teal-900 text-white max-md:[&:has(~[data-verify-banner])]:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 text-sm">
        <p className="flex-1">
          {t('banner.text')}
          {pathname !== to && (
            <>
              {' '}
              <Link to={to} className="font-semibold underline underline-offset-2">
                {!user
                  ? t('banner.ctaVisitor')
                  : user.profile_strength >= PROFILE_STRENGTH_FULL
                    ? t('banner.ctaUserComplete')
                    : t('banner.ctaUser')}
              </Link>
            </>
          )}
        </p>
        <button
          type="button"
          onClick={() => {
            setClientCookie(COOKIE_NAMES.bannerShow, 'false', ONE_YEAR_S);
            setShow(false);
          }}
          className="rounded p-1 hover:bg-teal-800"
        >
          <CloseIcon className="size-4" />
          <span className="sr-only">{t('banner.close')}</span>
        </button>
      </div>
    </section>
  );
}
