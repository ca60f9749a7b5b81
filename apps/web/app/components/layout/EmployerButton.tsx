import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatBadge } from '../../lib/badge';
import { browserSession, markEmployerSignup } from '../../lib/employer';
import { loginHref } from '../../lib/redirect';
import { useSite } from '../../lib/use-site';
import { useLogin } from '../login/login-context';
import { CountBadge } from '../ui/CountBadge';
import { Link } from '../ui/Link';

/**
 * The Employers entry (spec section 4): a visitor signs in first and comes back
 * to /employer; a user with a company opens the HR system in a new window;
 * anyone else goes to /employer. Always a real link.
 */
export function EmployerButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { user, counts } = useSite();
  const { openLogin } = useLogin();
  const badge = formatBadge(counts.employer);
  const name = badge ? t('header.employersPending', { n: badge }) : t('header.employers');
  const content = (
    <span className="inline-flex items-center">
      <span aria-hidden={badge ? true : undefined}>{t('header.employers')}</span>
      {badge && <span className="sr-only">{name}</span>}
      <CountBadge count={counts.employer} inline />
    </span>
  );

  if (user?.has_company) {
    return (
      <a href="/hrsystem" target="_blank" rel="noopener" className={className}>
        {content}
        <span className="sr-only"> {t('common.opensNewWindow')}</span>
      </a>
    );
  }
  if (user) {
    return (
      <Link to="/employer" className={className}>
        {content}
      </Link>
    );
  }
  return (
    <Link
      to={loginHref('/employer')}
      className={className}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        // Spec section 4: flag the sign-in as an employer sign-up, store the redirect, open the login.
        markEmployerSignup(browserSession());
        openLogin('/employer');
      }}
    >
      {content}
    </Link>
  );
}
