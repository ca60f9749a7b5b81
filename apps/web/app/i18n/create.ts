import type { Locale } from '@jobbridge/shared';
import i18next, { type i18n } from 'i18next';
import { getCatalogue } from './catalogue';

/**
 * A fresh i18next instance for one language. On the server the root layout
 * creates one per request (no state shared between requests); in the browser
 * a new one is made when the language changes. Init is synchronous because
 * the resources are already loaded.
 */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  const catalogue = getCatalogue(locale);
  void instance.init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['en', 'zh'],
    resources: catalogue ? { [locale]: { translation: catalogue } } : {},
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
