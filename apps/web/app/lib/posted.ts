import { daysAgo, parseCreateTime } from '@jobbridge/shared';

export interface Posted {
  /** Whole calendar days (UTC+8) since posting, 0 = today; null when the time is unreadable. */
  days: number | null;
  /** yyyy-MM-dd as in create_time. */
  date: string;
}

/** When a job was posted, relative to `now`; computed in loaders so server and client render the same. */
export function postedAgo(createTime: string, now: Date): Posted {
  const date = createTime.trim().slice(0, 10);
  const posted = parseCreateTime(createTime);
  if (Number.isNaN(posted.getTime())) return { days: null, date };
  return { days: daysAgo(posted, now), date };
}
