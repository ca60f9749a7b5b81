import { DESKTOP_LOGIN_MIN_WIDTH } from '@jobbridge/shared';

/** Media query of the desktop layout; the CSS `md` breakpoint is the same width. */
export const DESKTOP_MEDIA = `(min-width: ${DESKTOP_LOGIN_MIN_WIDTH}px)`;

/** True in a browser at least DESKTOP_LOGIN_MIN_WIDTH wide (the login opens as a dialog there). */
export const isDesktop = () => typeof window !== 'undefined' && window.matchMedia(DESKTOP_MEDIA).matches;
