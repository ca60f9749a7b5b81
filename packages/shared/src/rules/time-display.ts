import { DISPLAY_TZ_OFFSET_MINUTES, type Locale } from '../constants';

/**
 * Times are shown in China Standard Time (UTC+8), the spec's convention, so a
 * date reads the same for every visitor and on the server.
 */
const shift = (date: Date) => new Date(date.getTime() + DISPLAY_TZ_OFFSET_MINUTES * 60_000);
const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd HH:mm:ss' in UTC+8, the spec's create_time format. */
export function formatCreateTime(date: Date): string {
  const d = shift(date);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())}`;
}

/** Parse a 'yyyy-MM-dd HH:mm:ss' UTC+8 string back to a Date. */
export function parseCreateTime(text: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return new Date(Number.NaN);
  const [, y, mo, d, h, mi, s] = m.map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - DISPLAY_TZ_OFFSET_MINUTES * 60_000);
}

const dayNumber = (date: Date) => Math.floor(shift(date).getTime() / 86_400_000);

/**
 * A moment from the API: a create_time ('yyyy-MM-dd HH:mm:ss', UTC+8), an
 * ISO 8601 time with its zone, or a Date. Null when unreadable.
 */
export function toMoment(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date =
    value instanceof Date ? value : /[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? new Date(value) : parseCreateTime(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day, as written in UTC+8. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The UTC+8 calendar day of a moment, or of a day as the API writes it
 * ('yyyy-MM-dd', a birth date or an apply-by date: no zone to move). Null when unreadable.
 */
export function calendarDay(value: Date | string | null | undefined): CalendarDay | null {
  const plain = typeof value === 'string' ? DAY_TEXT.exec(value.trim()) : null;
  if (plain) {
    const [year, month, day] = plain.slice(1).map(Number);
    const check = new Date(Date.UTC(year, month - 1, day));
    return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
  }
  const moment = toMoment(value);
  if (!moment) return null;
  const d = shift(moment);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Month abbreviations of the English pages (fixed, so server and browser write the same). */
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function dayText({ year, month, day }: CalendarDay, locale: Locale, withYear: boolean): string {
  if (locale === 'zh') return withYear ? `${year}年${month}月${day}日` : `${month}月${day}日`;
  return withYear ? `${day} ${MONTHS_EN[month - 1]} ${year}` : `${day} ${MONTHS_EN[month - 1]}`;
}

/**
 * A calendar date as a page in `locale` writes it (decision 0036): "22 Oct 2026"
 * or "2026年10月22日"; without the year "22 Oct", "10月22日". The text itself
 * when unreadable.
 */
export function formatDate(
  value: Date | string | null | undefined,
  locale: Locale,
  options: { year?: boolean } = {},
): string {
  const day = calendarDay(value);
  if (!day) return typeof value === 'string' ? value : '';
  return dayText(day, locale, options.year ?? true);
}

/** The clock time of a moment in UTC+8, 'HH:mm'. */
export function formatClock(value: Date | string | null | undefined): string {
  const moment = toMoment(value);
  if (!moment) return '';
  const d = shift(moment);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A date and time in UTC+8: "22 Oct 2026, 14:05" or "2026年10月22日 14:05". The text itself when unreadable. */
export function formatDateTime(value: Date | string | null | undefined, locale: Locale): string {
  const day = calendarDay(toMoment(value));
  if (!day) return typeof value === 'string' ? value : '';
  return `${dayText(day, locale, true)}${locale === 'zh' ? ' ' : ', '}${formatClock(value)}`;
}

/** A month ('yyyy-MM' or a longer date) as "Mar 2021" or "2021年3月", for resume periods; the text itself when unreadable. */
export function formatMonth(value: string | null | undefined, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})/.exec(value ?? '');
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return value ?? '';
  return locale === 'zh' ? `${match[1]}年${month}月` : `${MONTHS_EN[month - 1]} ${match[1]}`;
}

/** "Mar 2021 – Jun 2022" / "2021年3月 – 至今": `ongoing` is the open end's word, in the page's language. */
export function formatPeriod(start: string, end: string | null | undefined, locale: Locale, ongoing: string): string {
  return `${formatMonth(start, locale)} – ${end ? formatMonth(end, locale) : ongoing}`;
}

/** Days for which a past date is told relative to today; from this many days on it is the calendar date. */
export const RELATIVE_DATE_DAYS = 7;

/**
 * When something happened, as lists and pages tell it (decision 0036):
 * 'today', 'yesterday', N days ago up to a week, then the calendar date.
 * A time later than `now` counts as today.
 */
export type RelativeDate =
  | { kind: 'today' }
  | { kind: 'yesterday' }
  | { kind: 'daysAgo'; days: number }
  | { kind: 'date'; text: string };

export function relativeDate(value: Date | string | null | undefined, locale: Locale, now: Date): RelativeDate {
  const day = calendarDay(value);
  if (!day) return { kind: 'date', text: typeof value === 'string' ? value : '' };
  const today = calendarDay(now) as CalendarDay;
  const days = Math.round(
    (Date.UTC(today.year, today.month - 1, today.day) - Date.UTC(day.year, day.month - 1, day.day)) / 86_400_000,
  );
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  if (days < RELATIVE_DATE_DAYS) return { kind: 'daysAgo', days };
  return { kind: 'date', text: dayText(day, locale, true) };
}

/** The catalogue keys of the relative dates ('dates.daysAgo' takes {{count}}). */
export const RELATIVE_DATE_KEYS = {
  today: 'dates.today',
  yesterday: 'dates.yesterday',
  daysAgo: 'dates.daysAgo',
} as const;

type Words = (key: string, params?: Record<string, string | number>) => string;

/** A relative date in words from the caller's catalogue (`t`): "today", "3 days ago", "3 天前", "22 Oct 2026". */
export function relativeDateWords(shown: RelativeDate, t: Words): string {
  if (shown.kind === 'date') return shown.text;
  if (shown.kind === 'daysAgo') return t(RELATIVE_DATE_KEYS.daysAgo, { count: shown.days });
  return t(RELATIVE_DATE_KEYS[shown.kind]);
}

/** relativeDate in words: "3 days ago", "3 天前", "22 Oct 2026". */
export function relativeDateText(value: Date | string | null | undefined, locale: Locale, now: Date, t: Words): string {
  return relativeDateWords(relativeDate(value, locale, now), t);
}

/** The UTC+8 day of a moment as 'yyyy-MM-dd', for <time dateTime>; '' when unreadable. */
export function isoDay(value: Date | string | null | undefined): string {
  const day = calendarDay(value);
  return day ? `${day.year}-${pad(day.month)}-${pad(day.day)}` : '';
}

export type MessageTimeDisplay =
  | { kind: 'today'; text: string }
  | { kind: 'yesterday'; text: string }
  | { kind: 'thisYear'; text: string }
  | { kind: 'older'; text: string };

/**
 * Message time display (spec section 9): the time for today, 'Yesterday' for
 * the previous day, month and day this year ("22 Oct", "10月22日"), otherwise
 * the full date. The caller renders 'Yesterday' from the catalogue.
 */
export function messageTimeDisplay(date: Date, locale: Locale, now: Date = new Date()): MessageTimeDisplay {
  const d = shift(date);
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  const days = dayNumber(now) - dayNumber(date);
  if (days <= 0) return { kind: 'today', text: time };
  if (days === 1) return { kind: 'yesterday', text: time };
  const day = calendarDay(date) as CalendarDay;
  if (d.getUTCFullYear() === shift(now).getUTCFullYear()) {
    return { kind: 'thisYear', text: dayText(day, locale, false) };
  }
  return { kind: 'older', text: dayText(day, locale, true) };
}
