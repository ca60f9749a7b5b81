import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hydrateInParts, nextTask } from './components/HydrateLater';
import { loadCatalogue } from './i18n/catalogue';
import { readSlice } from './i18n/slice';
import { isChunkLoadError, reloadOnce } from './lib/chunk-reload';
import { localeFromHtmlLang } from './lib/hreflang';
import { isSupersededNavigation } from './lib/superseded';

// A code chunk that fails to load (usually a deploy replaced it) reloads the page once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnce();
  // A navigation replaced by a newer one is not an error (lib/superseded.ts).
  else if (isSupersededNavigation(event.reason)) event.preventDefault();
});

/**
 * HydratedRouter's first render starts decoding the page's data and suspends (throws the promise) until
 * it is done. React waits for it at the root; Preact (decision 0066) has no such wait, and a Suspense
 * boundary around the whole document cannot resume hydrating it. So the decoding is started here, by
 * calling the component once outside rendering (it throws before its first hook), and awaited before
 * hydrating. A decoding error is kept by React Router and shown by its error boundary.
 */
async function routerDataDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

/**
 * Making the router (its routes flattened and ranked, the page's matches and data read) is another task
 * of its own before hydrating: on a slow phone it is a good part of the first one. The same outside call
 * makes it once the data is decoded, then throws at the component's first hook, outside rendering. Should
 * making it fail, nothing is lost: the first render makes it again, and React Router shows the error.
 */
function routerMade(): void {
  try {
    HydratedRouter({});
  } catch {
    // Expected: the first hook, called outside a render.
  }
}

async function hydrate() {
  // The page carries the texts it shows (its slice of the catalogue); the whole catalogue of its
  // language loads after hydration (root.tsx), the other language when someone switches.
  const locale = localeFromHtmlLang(document.documentElement.lang);
  if (!readSlice(locale)) {
    try {
      await loadCatalogue(locale);
    } catch (error) {
      if (isChunkLoadError(error) && reloadOnce()) return;
    }
  }
  await routerDataDecoded();
  // Making the router, then hydrating, each start in a task of their own, apart from loading the scripts
  // and decoding the data.
  await nextTask();
  routerMade();
  await nextTask();
  hydrateInParts();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
