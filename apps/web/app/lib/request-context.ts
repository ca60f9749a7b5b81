import type { ConfigData, UserInfo } from '@jobbridge/shared';
import { COOKIE_NAMES, type Envelope, isLocale, type Locale, pickLocale } from '@jobbridge/shared';
import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from 'react-router';
import { apiContext } from '../api/context';
import { ONE_YEAR_S, parseCookies, serializeCookie, THIRTY_DAYS_S } from './cookies';
import { serializeStoredUser, toStoredUser, USER_COOKIE_MAX_AGE_S } from './user-cookie';

/** Facts about the current request, computed once by the root middleware. */
export interface RequestInfo {
  locale: Locale;
  cookies: Record<string, string>;
  /** scheme://host of the site as the browser sees it. */
  origin: string;
}

export const requestInfoContext = createContext<RequestInfo>();

/** Loads the signed-in user at most once per request, and only when a session cookie exists. */
const sessionUserContext = createContext<() => Promise<UserInfo | null>>();

/** Loads config (in the request's language) at most once per request. */
const configContext = createContext<() => Promise<Envelope<ConfigData>>>();

/** An invitation id worth storing: short, URL-safe. */
const INVITATION_ID = /^[\w-]{1,64}$/;

/**
 * Root middleware: picks the language (?lang= first, then the language cookie,
 * then Accept-Language), stores ?lang= and ?inv_id= as cookies, and prepares
 * the lazy user lookup.
 */
export const requestMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  const cookies = parseCookies(request.headers.get('cookie'));
  const queryLang = url.searchParams.get('lang');
  const locale = isLocale(queryLang)
    ? queryLang
    : pickLocale(cookies[COOKIE_NAMES.language], request.headers.get('accept-language'));
  context.set(requestInfoContext, { locale, cookies, origin: url.origin });

  let pending: Promise<UserInfo | null> | null = null;
  context.set(sessionUserContext, () => {
    pending ??= loadUser(context, cookies);
    return pending;
  });
  let config: Promise<Envelope<ConfigData>> | null = null;
  context.set(configContext, () => {
    config ??= context.get(apiContext).getConfigItem(locale);
    return config;
  });

  const response = await next();
  const secure = url.protocol === 'https:';
  if (isLocale(queryLang) && cookies[COOKIE_NAMES.language] !== queryLang) {
    response.headers.append(
      'Set-Cookie',
      serializeCookie(COOKIE_NAMES.language, queryLang, { maxAgeSeconds: ONE_YEAR_S, secure }),
    );
  }
  const invitation = url.searchParams.get('inv_id');
  if (invitation && INVITATION_ID.test(invitation) && cookies[COOKIE_NAMES.invitation] !== invitation) {
    response.headers.append(
      'Set-Cookie',
      serializeCookie(COOKIE_NAMES.invitation, invitation, { maxAgeSeconds: THIRTY_DAYS_S, secure }),
    );
  }
  // Start-up rule (spec section 4): when this request looked the user up, refresh the
  // userinfo cookie (30 days) from the answer, or drop it when the session is gone.
  // (TypeScript cannot see the assignment in the closure above.)
  const lookup = pending as Promise<UserInfo | null> | null;
  if (lookup) {
    const user = await lookup.catch(() => null);
    const stored = cookies[COOKIE_NAMES.userInfo];
    if (user) {
      const value = serializeStoredUser(toStoredUser(user));
      if (stored !== value) {
        response.headers.append(
          'Set-Cookie',
          serializeCookie(COOKIE_NAMES.userInfo, value, { maxAgeSeconds: USER_COOKIE_MAX_AGE_S, secure }),
        );
      }
    } else if (stored !== undefined) {
      response.headers.append('Set-Cookie', serializeCookie(COOKIE_NAMES.userInfo, '', { maxAgeSeconds: 0, secure }));
    }
  }
  return response;
};

async function loadUser(
  context: Readonly<RouterContextProvider>,
  cookies: Record<string, string>,
): Promise<UserInfo | null> {
  if (!cookies[COOKIE_NAMES.token]) return null;
  const envelope = await context.get(apiContext).signinByToken();
  return envelope.success && envelope.data ? envelope.data : null;
}

/** The home page's parameter naming the page a visitor asked for when their session had ended (root loader). */
export const SESSION_ENDED_PARAM = 'ended';

/**
 * True when the browser still has the userinfo cookie of an earlier sign-in
 * but the session is gone: the root loader then sends it home silently
 * (spec section 4) and the middleware clears the cookie.
 */
export async function lostSession(context: Readonly<RouterContextProvider>): Promise<boolean> {
  const { cookies } = context.get(requestInfoContext);
  if (!cookies[COOKIE_NAMES.userInfo]) return false;
  return (await getSessionUser(context)) === null;
}

/** The signed-in user of this request, or null for a visitor. */
export const getSessionUser = (context: Readonly<RouterContextProvider>) => context.get(sessionUserContext)();

/** Config in this request's language (one API call per request, shared by every loader). */
export const getConfig = (context: Readonly<RouterContextProvider>) => context.get(configContext)();

/** The language of this request. */
export const getLocale = (context: Readonly<RouterContextProvider>) => context.get(requestInfoContext).locale;

/**
 * Middleware of loginRequired routes: visitors go to /login?redirect=<path+query>.
 * Routes using it also export a loader so client navigations reach the server.
 */
export const requireUserMiddleware: MiddlewareFunction<Response> = async ({ context, url }) => {
  const user = await getSessionUser(context);
  if (!user) {
    throw redirect(`/login?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
};
