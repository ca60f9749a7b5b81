import { COOKIE_NAMES, DEFAULT_LOCALE } from '@jobbridge/shared';
import { useEffect } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
} from 'react-router';
import type { Route } from './+types/root';
import { apiContext } from './api/context';
import { Shell } from './components/layout/Shell';
import { LiveProvider } from './components/live/LiveProvider';
import { StatusPage } from './components/StatusPage';
import { loadCatalogue } from './i18n/catalogue';
import { pageMeta } from './i18n/meta';
import { CatalogueSlice, usePageTexts } from './i18n/slice';
import { TranslatorContext, useTranslation } from './i18n/use-translation';
import { isChunkLoadError, reloadOnce } from './lib/chunk-reload';
import { VERIFY_BANNER_COOKIE } from './lib/cookies';
import { DocumentRoot } from './lib/document-root';
import { htmlLang, localeFromHtmlLang } from './lib/hreflang';
import { PageStyle } from './lib/page-style';
import {
  getConfig,
  getSessionUser,
  lostSession,
  requestInfoContext,
  requestMiddleware,
  SESSION_ENDED_PARAM,
} from './lib/request-context';
import { type Counts, toSessionUser, toSiteConfig } from './lib/site-data';
import { useRootData } from './lib/use-site';

export const middleware: Route.MiddlewareFunction[] = [requestMiddleware];

/**
 * A page hydrates with its slice of the catalogue (i18n/slice.tsx); the next
 * page may need any text, so a navigation waits for the whole catalogue
 * (loading since the first page hydrated, so usually there already).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    await loadCatalogue(localeFromHtmlLang(document.documentElement.lang));
    return next();
  },
];

const NO_COUNTS: Counts = { system: 0, chat: 0, employer: 0 };

/**
 * Language, config (in that language) and the signed-in user. Config is
 * required: without it the shell does not render (spec section 1), and the
 * page answers 503 with a short notice instead.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { locale, cookies, origin } = context.get(requestInfoContext);
  const api = context.get(apiContext);
  // A stored user whose session has ended: clear it (middleware) and go home (spec section 4), saying
  // why there and keeping the page asked for, to sign in again or open it as a visitor.
  if (url.pathname !== '/' && (await lostSession(context)))
    throw redirect(`/?${SESSION_ENDED_PARAM}=${encodeURIComponent(`${url.pathname}${url.search}`)}`);

  const session = async () => {
    const user = await getSessionUser(context);
    if (!user) return { user: null, counts: NO_COUNTS };
    // Requests to join wait for a company's owner, whose account carries the company (as every member's
    // does): without one there is nothing to count, and no call to make.
    const [employer, unread] = await Promise.all([
      user.company ? api.getEmployerStatus() : null,
      api.getUnreadMessages(),
    ]);
    return {
      user: toSessionUser(user),
      counts: {
        system: unread.success ? unread.data.system : 0,
        chat: unread.success ? unread.data.chat : 0,
        employer: employer?.success ? employer.data.pending : 0,
      },
    };
  };
  const [config, { user, counts }] = await Promise.all([getConfig(context), session()]);
  const base = {
    locale,
    origin,
    user,
    counts,
    bannerShow: cookies[COOKIE_NAMES.bannerShow] !== 'false',
    verifyBannerClosed: cookies[VERIFY_BANNER_COOKIE] === '1',
  };
  if (!config.success) return data({ ...base, config: null }, { status: 503 });
  return { ...base, config: toSiteConfig(config.data) };
}

/** In the browser, make sure the language's catalogue is there before the new data renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const result = await serverLoader();
  await loadCatalogue(result.locale);
  return result;
}

/**
 * The root data changes with the session and the language, not with ordinary
 * navigation: reload it after form submissions, on an explicit revalidate()
 * (same URL), and when ?lang= changes.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return true;
  return currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang');
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'home');

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const locale = root?.locale ?? DEFAULT_LOCALE;
  // The language's shared translator; on the server it also records the namespaces the page used,
  // which CatalogueSlice writes into the page. In the browser it marks the page live (hydrated, the
  // whole catalogue loaded): browser tests wait for that before clicking.
  const texts = usePageTexts(locale);
  return (
    <DocumentRoot lang={htmlLang(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#134e4a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <PageStyle />
        <Meta />
        <Links />
      </head>
      <body>
        <TranslatorContext.Provider value={texts.translator}>{children}</TranslatorContext.Provider>
        <ScrollRestoration />
        <Scripts />
        <CatalogueSlice locale={locale} used={texts.used} />
      </body>
    </DocumentRoot>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  if (!loaderData.config) return <ConfigUnavailable />;
  // The HR system has its own layout, outside the site shell (routes/hrsystem/layout.tsx).
  // One live connection per tab, kept across both layouts.
  return (
    <LiveProvider userId={loaderData.user?.user_id ?? null}>
      {pathname === '/hrsystem' || pathname.startsWith('/hrsystem/') ? (
        <Outlet />
      ) : (
        <Shell>
          <Outlet />
        </Shell>
      )}
    </LiveProvider>
  );
}

/** Shown instead of the site when config could not be loaded. */
function ConfigUnavailable() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('errorsPage.unavailableTitle')}</h1>
      <p className="mt-4 text-slate-700">{t('errorsPage.unavailableText')}</p>
      <a
        href={`${location.pathname}${location.search}`}
        className="mt-8 inline-block rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
      >
        {t('errorsPage.retry')}
      </a>
    </main>
  );
}

/** Last-resort boundary (the shell itself failed): a bare page in the request's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);
  return (
    <main id="main">
      <StatusPage error={error} />
    </main>
  );
}
