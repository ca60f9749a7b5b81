import { isoDay, type Locale, type RelativeDate, relativeDate } from '@jobbridge/shared';

/** When something happened, as a page tells it (shared relativeDate) and for <time dateTime>. */
export interface Posted {
  when: RelativeDate;
  /** yyyy-MM-dd in UTC+8; '' when the time is unreadable. */
  date: string;
}

/** When a job or a question was posted, relative to `now`; computed in loaders so server and client render the same. */
export function postedAgo(createTime: string, locale: Locale, now: Date): Posted {
  return { when: relativeDate(createTime, locale, now), date: isoDay(createTime) };
}
