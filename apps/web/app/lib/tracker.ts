import { APPLICATION_STATUS, type ApplicationStatus } from '@jobbridge/shared';

/**
 * The job tracker's rules: application statuses (spec section 3: 1 Applied,
 * 2 Assessment, 3 Interview, 4 Offered, 5 Refused), the status filter of the
 * URL, and the job ids of /compare.
 */

/** 1..5 in order, with the catalogue key of each label (tracker.status.<key>). */
export const STATUSES = (Object.entries(APPLICATION_STATUS) as [keyof typeof APPLICATION_STATUS, ApplicationStatus][])
  .sort((a, b) => a[1] - b[1])
  .map(([key, value]) => ({ key, value }));

export type StatusKey = keyof typeof APPLICATION_STATUS;

/** The catalogue key part of a status number (unknown numbers read as 'applied'). */
export function statusKey(status: number): StatusKey {
  return STATUSES.find((item) => item.value === status)?.key ?? 'applied';
}

/** `?status=` of the tracker: a status number 1..5, else null (every application). */
export function parseStatusFilter(value: string | null | undefined): ApplicationStatus | null {
  const number = Number(value);
  return STATUSES.some((item) => item.value === number) && String(number) === String(value ?? '').trim()
    ? (number as ApplicationStatus)
    : null;
}

/** How many applications are in each status, every status present. */
export function countByStatus(list: readonly { status: number }[]): Record<ApplicationStatus, number> {
  const counts = Object.fromEntries(STATUSES.map((item) => [item.value, 0])) as Record<ApplicationStatus, number>;
  for (const item of list) {
    if (item.status in counts) counts[item.status as ApplicationStatus] += 1;
  }
  return counts;
}

/** /compare takes two to four jobs. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** How many of the ids beyond the first four `/compare` names as left out (a longer address is cut here). */
export const COMPARE_LEFT_OUT_SHOWN = 8;

/**
 * The job ids of `/compare?ids=1,2,3` (a repeated `ids=` works too, as a
 * form without JavaScript sends it): positive integers, in order, without
 * repeats. The first four are compared; the next ones are `leftOut` (the
 * first few of `leftOutCount`), for the page to name rather than drop them.
 */
export function parseCompareIds(params: URLSearchParams): { ids: number[]; leftOut: number[]; leftOutCount: number } {
  const ids = params
    .getAll('ids')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => /^\d{1,15}$/.test(value))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const unique = [...new Set(ids)];
  return {
    ids: unique.slice(0, COMPARE_MAX),
    leftOut: unique.slice(COMPARE_MAX, COMPARE_MAX + COMPARE_LEFT_OUT_SHOWN),
    leftOutCount: Math.max(0, unique.length - COMPARE_MAX),
  };
}

export const compareHref = (ids: readonly number[]): string => `/compare?ids=${ids.join(',')}`;

/** The selection after toggling a job: added at the end (unless four are chosen already) or removed. */
export function toggleSelection(selected: readonly number[], id: number): number[] {
  if (selected.includes(id)) return selected.filter((item) => item !== id);
  if (selected.length >= COMPARE_MAX) return [...selected];
  return [...selected, id];
}
