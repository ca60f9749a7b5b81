import { createContext, useContext } from 'react';
import { translatorFor } from './create';
import type { TFunction, Translator } from './translator';

export type { TFunction } from './translator';

/** The page's translator; the root layout provides the one of the page's language. */
export const TranslatorContext = createContext<Translator>(translatorFor('en'));

/**
 * `t` of the page's language. A new language is a different translator in
 * the context, so components re-render with it.
 */
export function useTranslation(): { t: TFunction } {
  return { t: useContext(TranslatorContext).t };
}
