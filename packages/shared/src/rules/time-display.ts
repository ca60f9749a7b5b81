import { DISPLAY_TZ_OFFSET_MINUTES } from '../constants';

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

export type MessageTimeDisplay =
  | { kind: 'today'; text: string }
  | { kind: 'yesterday'; text: string }
  | { kind: 'thisYear'; text: string }
  | { kind: 'older'; text: string };

/**
 * Message time display (spec section 9): the time for today, 'Yesterday' for
 * the previous day, month/day this year, otherwise the full date. `text` is
 * language-neutral; the caller renders 'Yesterday' from the catalogue.
 */
export function messageTimeDisplay(date: Date, now: Date = new Date()): MessageTimeDisplay {
  const d = shift(date);
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  const days = dayNumber(now) - dayNumber(date);
  if (days <= 0) return { kind: 'today', text: time };
  if (days === 1) return { kind: 'yesterday', text: time };
  if (d.getUTCFullYear() === shift(now).getUTCFullYear()) {
    return { kind: 'thisYear', text: `${d.getUTCMonth() + 1}/${d.getUTCDate()}` };
  }
  return { kind: 'older', text: `${d.getUTCFullYear()}/${d.getUTCMonth() + 1}/${d.getUTCDate()}` };
}

/** Whole days between a date and now in UTC+8 calendar days (0 = today), for "posted N days ago". */
export function daysAgo(date: Date, now: Date = new Date()): number {
  return Math.max(0, dayNumber(now) - dayNumber(date));
}
