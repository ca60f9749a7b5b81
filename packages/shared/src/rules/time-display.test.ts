import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  formatCreateTime,
  formatDate,
  formatDateTime,
  formatMonth,
  formatPeriod,
  isoDay,
  messageTimeDisplay,
  parseCreateTime,
  relativeDate,
  relativeDateText,
} from './time-display';

const now = new Date('2026-11-21T04:00:00Z'); // 12:00 in China

describe('create_time in UTC+8 (spec section 3)', () => {
  it('formats and parses create_time', () => {
    const d = new Date('2026-11-20T17:05:09Z');
    expect(formatCreateTime(d)).toBe('2026-11-21 01:05:09');
    expect(parseCreateTime('2026-11-21 01:05:09').getTime()).toBe(d.getTime());
    expect(Number.isNaN(parseCreateTime('nope').getTime())).toBe(true);
  });
});

describe('message time display (spec section 9)', () => {
  it('shows the time today, Yesterday, month and day this year, or the full date, per language', () => {
    expect(messageTimeDisplay(new Date('2026-11-20T16:30:00Z'), 'en', now)).toEqual({ kind: 'today', text: '00:30' });
    expect(messageTimeDisplay(new Date('2026-11-20T15:59:00Z'), 'zh', now)).toEqual({
      kind: 'yesterday',
      text: '23:59',
    });
    expect(messageTimeDisplay(new Date('2026-03-02T02:00:00Z'), 'en', now)).toEqual({
      kind: 'thisYear',
      text: '2 Mar',
    });
    expect(messageTimeDisplay(new Date('2026-03-02T02:00:00Z'), 'zh', now)).toEqual({
      kind: 'thisYear',
      text: '3月2日',
    });
    expect(messageTimeDisplay(new Date('2025-12-31T02:00:00Z'), 'en', now)).toEqual({
      kind: 'older',
      text: '31 Dec 2025',
    });
    expect(messageTimeDisplay(new Date('2025-12-31T02:00:00Z'), 'zh', now)).toEqual({
      kind: 'older',
      text: '2025年12月31日',
    });
  });
});

describe('calendar dates (decision 0036)', () => {
  it('reads the day of a create_time, an ISO time and a plain day in UTC+8', () => {
    expect(calendarDay('2026-10-22 23:30:00')).toEqual({ year: 2026, month: 10, day: 22 });
    // 16:30 UTC is already the next day in China.
    expect(calendarDay('2026-10-22T16:30:00.000Z')).toEqual({ year: 2026, month: 10, day: 23 });
    expect(calendarDay(new Date('2026-10-22T15:59:00Z'))).toEqual({ year: 2026, month: 10, day: 22 });
    expect(calendarDay('1990-02-28')).toEqual({ year: 1990, month: 2, day: 28 });
    expect(calendarDay('1990-02-30')).toBeNull();
    expect(calendarDay('soon')).toBeNull();
    expect(calendarDay(null)).toBeNull();
  });

  it('writes a date per language, with or without the year', () => {
    expect(formatDate('2026-10-22 09:00:00', 'en')).toBe('22 Oct 2026');
    expect(formatDate('2026-10-22 09:00:00', 'zh')).toBe('2026年10月22日');
    expect(formatDate('2026-09-05', 'en', { year: false })).toBe('5 Sep');
    expect(formatDate('2026-09-05', 'zh', { year: false })).toBe('9月5日');
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatDate(null, 'zh')).toBe('');
  });

  it('gives the UTC+8 day for <time dateTime>', () => {
    expect(isoDay('2026-10-22T16:30:00Z')).toBe('2026-10-23');
    expect(isoDay('2026-01-05 10:00:00')).toBe('2026-01-05');
    expect(isoDay('??')).toBe('');
  });

  it('writes a date and time in UTC+8', () => {
    expect(formatDateTime('2026-10-22T06:05:00Z', 'en')).toBe('22 Oct 2026, 14:05');
    expect(formatDateTime('2026-10-22 14:05:09', 'zh')).toBe('2026年10月22日 14:05');
    expect(formatDateTime('', 'zh')).toBe('');
  });

  it('writes months and periods for resume entries', () => {
    expect(formatMonth('2019-03-01', 'en')).toBe('Mar 2019');
    expect(formatMonth('2019-03', 'zh')).toBe('2019年3月');
    expect(formatMonth('2019-13', 'zh')).toBe('2019-13');
    expect(formatPeriod('2019-03-01', '2022-06-01', 'en', 'Present')).toBe('Mar 2019 – Jun 2022');
    expect(formatPeriod('2019-03-01', null, 'zh', '至今')).toBe('2019年3月 – 至今');
  });
});

describe('relative dates (decision 0036)', () => {
  it('says today, yesterday, N days ago up to a week, then the date', () => {
    expect(relativeDate('2026-11-21 00:10:00', 'en', now)).toEqual({ kind: 'today' });
    expect(relativeDate('2026-11-20T16:00:00Z', 'en', now)).toEqual({ kind: 'today' });
    expect(relativeDate('2026-11-20 23:59:59', 'en', now)).toEqual({ kind: 'yesterday' });
    expect(relativeDate('2026-11-18 12:00:00', 'en', now)).toEqual({ kind: 'daysAgo', days: 3 });
    expect(relativeDate('2026-11-15 12:00:00', 'en', now)).toEqual({ kind: 'daysAgo', days: 6 });
    expect(relativeDate('2026-11-14 12:00:00', 'en', now)).toEqual({ kind: 'date', text: '14 Nov 2026' });
    expect(relativeDate('2026-11-14 12:00:00', 'zh', now)).toEqual({ kind: 'date', text: '2026年11月14日' });
  });

  it('counts a time after now as today, and passes unreadable text through', () => {
    expect(relativeDate('2026-11-23 08:00:00', 'en', now)).toEqual({ kind: 'today' });
    expect(relativeDate('whenever', 'zh', now)).toEqual({ kind: 'date', text: 'whenever' });
  });

  it('words the relative date from the given catalogue', () => {
    const words: Record<string, string> = {
      'dates.today': '今天',
      'dates.yesterday': '昨天',
      'dates.daysAgo': '{{count}}天前',
    };
    const t = (key: string, params?: Record<string, string | number>) =>
      (words[key] ?? key).replace('{{count}}', String(params?.count ?? ''));
    expect(relativeDateText('2026-11-21 08:00:00', 'zh', now, t)).toBe('今天');
    expect(relativeDateText('2026-11-20 08:00:00', 'zh', now, t)).toBe('昨天');
    expect(relativeDateText('2026-11-19 08:00:00', 'zh', now, t)).toBe('2天前');
    expect(relativeDateText('2026-10-22 08:00:00', 'zh', now, t)).toBe('2026年10月22日');
  });
});
