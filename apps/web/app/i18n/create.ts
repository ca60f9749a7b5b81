import type { Locale } from '@jobbridge/shared';
import { getCatalogue } from './catalogue';
import { createTranslator, type Translator } from './translator';

const translators: Partial<Record<Locale, Translator>> = {};

/**
 * The translator of a language, made once and then shared: by every request
 * on the server, by every render in the browser. Sharing is safe because a
 * translator holds nothing but its language's plural rules; it reads the
 * catalogue registered for its language at each call.
 */
export function translatorFor(locale: Locale): Translator {
  translators[locale] ??= createTranslator(locale, () => getCatalogue(locale));
  return translators[locale];
}
