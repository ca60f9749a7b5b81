import { DISPLAY_TZ_OFFSET_MINUTES } from '@jobbridge/shared';

/**
 * Limits of the resume calls, as the browser needs them. The source is
 * packages/shared/src/schemas/resume.ts; importing a value from a schema
 * module would pull zod into the browser bundle (about 60 KB gzip), so they
 * are repeated here and a test (candidate.test.ts) fails when they drift.
 */
export const SUMMARY_MAX = 2000;
export const RESPONSIBILITIES_MAX = 4000;
/** Education may end up to this many years ahead (expected graduation). */
export const EDUCATION_YEARS_AHEAD = 10;
/** wizard_step runs from 0 (not started) to 4 (done). */
export const WIZARD_STEP_RANGE = { min: 0, max: 4 } as const;
export const RESUME_FILES_LIMIT = 5;

/** Today ('yyyy-MM-dd') in China Standard Time, the site's calendar (as shared's todayInChina). */
export const todayInChina = (now: Date = new Date()): string =>
  new Date(now.getTime() + DISPLAY_TZ_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
