import type { Locale } from '@jobbridge/shared';
import { getCatalogue, isPartial } from './catalogue';
import { createTranslator, type Translator } from './translator';

const translators: Partial<Record<Locale, Translator>> = {};
/** Languages whose texts were asked for while only a page's slice was loaded, and missed. */
const missed = new Set<Locale>();

/**
 * The translator of a language, made once and then shared: by every request
 * on the server, by every render in the browser. Sharing is safe because a
 * translator holds nothing but its language's plural rules; it reads the
 * catalogue registered for its language at each call.
 */
export function translatorFor(locale: Locale): Translator {
  translators[locale] ??= createTranslator(
    locale,
    () => getCatalogue(locale),
    () => {
      if (isPartial(locale)) missed.add(locale);
    },
  );
  return translators[locale];
}

/** Whether a text of the language was missing from the page's slice (answers once). */
export function takeSliceMiss(locale: Locale): boolean {
  return missed.delete(locale);
}
