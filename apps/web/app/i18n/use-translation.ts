import type { TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

/**
 * `t` of the page's language, from the instance the root layout provides.
 * Used instead of react-i18next's useTranslation, which copies every
 * property of the i18next instance into a new wrapper object the first time
 * each component renders: on the server, where every component renders once
 * per request, those copies were about a tenth of a page's render time. A new
 * language is a new instance in the context, so components re-render with it.
 */
export function useTranslation(): { t: TFunction } {
  const { i18n } = useContext(I18nContext);
  return { t: i18n.t };
}
