import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from './i18n/catalogue';
import { isChunkLoadError, reloadOnce } from './lib/chunk-reload';
import { localeFromHtmlLang } from './lib/hreflang';

// A code chunk that fails to load (usually a deploy replaced it) reloads the page once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnce();
});

async function hydrate() {
  // Only the page's language is downloaded; the other one loads when someone switches.
  try {
    await loadCatalogue(localeFromHtmlLang(document.documentElement.lang));
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce()) return;
  }
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
