// biome-ignore lint/style/noRestrictedImports: the one place Router's own Link is wrapped (and compared with).
import { type LinkProps, Link as RouterLink } from 'react-router';

/**
 * React Router's Link, written more cheaply where that changes nothing: on the server, a link to
 * a plain path of this site ("/jobs/12?page=2") is rendered straight as the anchor Router's Link
 * would write (`href`, `target`, `data-discover`), without the half-dozen router hooks each of
 * its links runs. A list page has about forty links, and those hooks were about a twelfth of
 * its server rendering time. In the browser, and for any other link (relative, a hash, another
 * site, masked, prefetching), it is Router's Link itself: hydration gives every link its click
 * handler there, so navigation, refs and focus behave as before (`import.meta.env.SSR` is a
 * constant of each build, so the browser's bundle holds Router's Link alone). The web imports
 * Link from here only (biome.json forbids importing it from 'react-router').
 */
export const Link = (import.meta.env.SSR ? ServerLink : RouterLink) as typeof RouterLink;

/** A site path React Router would write unchanged: absolute, no empty, "." or ".." segment, no bare "?" or "#". */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:[/?#]|$))[^/?#]+)*\/?(?:\?[^#]+)?(?:#.+)?$/;

/** The href of `to` when it is a plain path of this site (PLAIN_PATH), else null. */
export function plainHref(to: LinkProps['to']): string | null {
  return typeof to === 'string' && to.startsWith('/') && PLAIN_PATH.test(to) ? to : null;
}

/** Link on the server (see Link): the anchor alone for a plain path, Router's Link for the rest. */
export function ServerLink(props: LinkProps) {
  const {
    onClick,
    discover = 'render',
    prefetch = 'none',
    relative,
    reloadDocument,
    replace,
    mask,
    state,
    target,
    to,
    preventScrollReset,
    viewTransition,
    defaultShouldRevalidate,
    ...rest
  } = props;
  const href = plainHref(to);
  // A masked link shows the mask's address; a prefetching one adds its preload links.
  if (href === null || prefetch !== 'none' || mask !== undefined) return <RouterLink {...props} />;
  // The attributes in Router's order, so the markup is the same to the byte.
  return <a {...rest} href={href} target={target} data-discover={discover === 'render' ? 'true' : undefined} />;
}
