import { formatDate, formatDateTime, isoDay, relativeDateText } from '@jobbridge/shared';
import { useTranslation } from '../i18n/use-translation';
import { useSite } from './use-site';

/**
 * The shared date rules (rules/time-display.ts, decision 0036) in the page's
 * language: `relative` for when something happened (today, yesterday, 3 days
 * ago, then the date), `date` for a calendar day, `dateTime` for a moment of
 * a log. Relative words depend on the clock: the elements showing them carry
 * suppressHydrationWarning, since a page rendered just before midnight (UTC+8)
 * may hydrate just after it.
 */
export function useDates() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const now = new Date();
  return {
    locale,
    relative: (value: string | null | undefined) => relativeDateText(value, locale, now, t),
    date: (value: string | null | undefined) => formatDate(value, locale),
    dateTime: (value: string | null | undefined) => formatDateTime(value, locale),
    /** yyyy-MM-dd for <time dateTime>; undefined when unreadable. */
    isoDay: (value: string | null | undefined) => isoDay(value) || undefined,
  };
}
