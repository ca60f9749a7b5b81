import { BADGE_MAX } from '@jobbridge/shared';

/** Text of an unread/pending badge: nothing for 0, the number up to 99, then "99+". */
export function formatBadge(count: number | null | undefined): string | null {
  if (!count || !Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  return whole > BADGE_MAX ? `${BADGE_MAX}+` : String(whole);
}
