/**
 * True for the rejection of a navigation or revalidation that a newer one replaced. With the
 * root's client middleware (root.tsx), React Router rejects the older navigate() or revalidate()
 * promise with its request's abort reason, an AbortError, and <Link> clicks and our handlers do
 * not wait on them: left alone, each superseded navigation (a second click, a quick Back) would be
 * an uncaught error in the console, though nothing went wrong.
 */
export function isSupersededNavigation(reason: unknown): boolean {
  return typeof DOMException !== 'undefined' && reason instanceof DOMException && reason.name === 'AbortError';
}
