import type { HrContext } from '@jobbridge/shared';
import { NavLink, Outlet, redirect, useLocation } from 'react-router';
import { apiContext } from '../../api/context';
import { HydrateLater } from '../../components/HydrateLater';
import { LanguageToggle } from '../../components/layout/LanguageToggle';
import { Link } from '../../components/ui/Link';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { formatBadge } from '../../lib/badge';
import { brandName } from '../../lib/brand';
import { HR_NAV } from '../../lib/hr';
import { requireUserMiddleware } from '../../lib/request-context';
import { useRootData } from '../../lib/use-site';
import type { Route } from './+types/layout';

/** loginRequired: visitors are sent to /login?redirect=<this page>. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/**
 * /hrsystem: the HR system's own layout, outside the site shell (opened in a
 * new window by the Employer button). Only active members of a company get
 * in; anyone else signed in is sent to /employer to register one.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const hr = await api.getHrContext();
  if (!hr.success) {
    if (hr.code === 4004) throw redirect('/employer');
    if (hr.code === 4001) throw redirect('/login?redirect=%2Fhrsystem');
    throw new Response(null, { status: 503 });
  }
  return { hr: hr.data };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'hr.system'),
  { name: 'robots', content: 'noindex' },
];

function Nav({ unread }: { unread: number }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1">
      {HR_NAV.map((item) => (
        <li key={item.key}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              `flex items-center justify-between rounded-md px-3 py-2 font-medium ${
                isActive ? 'bg-teal-700 text-white' : 'text-slate-800 hover:bg-slate-100'
              }`
            }
          >
            <span>{t(`hr.nav.${item.key}`)}</span>
            {item.key === 'conversations' && unread > 0 && (
              <span className="rounded-full bg-red-700 px-2 text-xs font-semibold text-white">
                <span className="sr-only">{t('hr.unread')} </span>
                {formatBadge(unread)}
              </span>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Where the company stands with the platform, as the header's badge and the notice above every page say it. */
type Standing = 'suspended' | HrContext['verification_status'];

const standingOf = (hr: HrContext): Standing => (hr.suspend_reason ? 'suspended' : hr.verification_status);

const BADGE_TEXT: Record<Standing, string> = {
  suspended: 'hr.standing.suspendedBadge',
  rejected: 'hr.standing.rejectedBadge',
  draft: 'hr.unverified',
  pending: 'hr.underReview',
  approved: 'hr.verified',
};
const BADGE_TONE: Record<Standing, string> = {
  suspended: 'bg-red-100 text-red-900',
  rejected: 'bg-red-100 text-red-900',
  draft: 'bg-amber-100 text-amber-900',
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-teal-100 text-teal-900',
};

/**
 * What the company's members must know on every page: a suspension (its page and jobs hidden, and
 * why), a refused review (jobs stay drafts until it is sent again), an unfinished registration, or
 * a review under way (jobs are live, marked unverified).
 */
function StandingNotice({ hr, standing }: { hr: HrContext; standing: Standing }) {
  const { t } = useTranslation();
  if (standing === 'approved') return null;
  const danger = standing === 'suspended' || standing === 'rejected';
  return (
    <div
      role={danger ? 'alert' : undefined}
      className={`mb-4 rounded-md border px-3 py-2 text-sm ${
        danger ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-900'
      }`}
    >
      {standing === 'suspended' && (
        <p>
          {t('hr.standing.suspended')}
          {hr.suspend_reason && hr.suspend_reason !== 'other' && (
            <> {t('hr.standing.suspendedReason', { reason: t(`review.reasons.${hr.suspend_reason}`) })}</>
          )}
        </p>
      )}
      {standing === 'rejected' && (
        <p>
          {t('hr.standing.rejected')}{' '}
          <Link to="/hrsystem/company" className="font-semibold underline">
            {t('hr.standing.rejectedLink')}
          </Link>
        </p>
      )}
      {standing === 'draft' && (
        <p>
          {t('hr.standing.draft')}{' '}
          <Link to="/employer" className="font-semibold underline">
            {t('hr.standing.draftLink')}
          </Link>
        </p>
      )}
      {standing === 'pending' && <p>{t('hr.unverifiedNote')}</p>}
    </div>
  );
}

export default function HrLayout({ loaderData }: Route.ComponentProps) {
  const { hr } = loaderData;
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const locale = root?.locale ?? 'en';
  const brand = brandName(hr, locale);
  const standing = standingOf(hr);
  return (
    <div className="min-h-screen bg-slate-50">
      <a href="#hr-main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:bg-white">
        {t('hr.skip')}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <Link to="/" className="font-bold text-teal-800">
            JobBridge
          </Link>
          <span className="text-slate-600">{t('hr.system.title')}</span>
          <span className="ml-auto flex min-w-0 items-center gap-2 text-sm">
            <span className="min-w-0 font-semibold break-words text-slate-900">{brand}</span>
            <span
              className={`shrink-0 rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ${BADGE_TONE[standing]}`}
            >
              {t(BADGE_TEXT[standing])}
            </span>
            {/* The site's own toggle: the page (a job, a filter, an open conversation) stays as it is. */}
            <LanguageToggle className="shrink-0 rounded border border-slate-300 px-2 py-0.5 whitespace-nowrap text-slate-800 hover:bg-slate-100" />
          </span>
        </div>
      </header>
      <div className="mx-auto max-w-7xl gap-6 px-4 py-4 md:flex md:py-6">
        <nav aria-label={t('hr.navLabel')} className="md:w-56 md:shrink-0">
          {/* Keyed by the page: a phone's menu closes once one of its links is followed. */}
          <details key={location.pathname} className="rounded-md border border-slate-200 bg-white md:hidden">
            <summary className="cursor-pointer px-3 py-2 font-semibold text-slate-900">{t('hr.menu')}</summary>
            <div className="px-2 pb-2">
              <Nav unread={hr.unread_chat} />
            </div>
          </details>
          <div className="hidden md:block">
            <Nav unread={hr.unread_chat} />
          </div>
        </nav>
        {/* Hydrates in a task of its own after the navigation (components/HydrateLater). */}
        <HydrateLater part="hr-main">
          <main id="hr-main" className="mt-4 min-w-0 flex-1 md:mt-0">
            <StandingNotice hr={hr} standing={standing} />
            <Outlet />
          </main>
        </HydrateLater>
      </div>
    </div>
  );
}
