import { DISPLAY_TZ_OFFSET_MINUTES } from './constants';

/**
 * Limits of the calls (sizes, lengths, pages), written once. The call
 * schemas (schemas/) build on them and the web's forms and requests import
 * them from here: this module has no zod, so the browser gets them cheaply.
 */

export const PAGE_SIZE = { default: 20, max: 50 } as const;
/** Deepest page a list call serves (bounds the database's OFFSET work). */
export const MAX_PAGE = 1000;
/** Deepest page of the job search (docs/api/jobs.md): 500 pages of 20 reach the counted window. */
export const JOB_SEARCH_MAX_PAGE = 500;
/**
 * A job search counts its matches exactly up to this many; past it `total`
 * says this number and only these first results are served (a deeper page
 * is empty), so no request sorts or counts an unbounded set.
 */
export const JOB_SEARCH_RESULT_WINDOW = 10_000;
/**
 * A keyword search counts its matches exactly up to this many; past it
 * `total` is an estimate (`total_exact: false`), still capped at the window.
 */
export const JOB_SEARCH_EXACT_COUNT = 1_000;
export const KEYWORD_MAX_LENGTH = 100;
/** Upper bound of a salary filter, in K per month. */
export const SALARY_FILTER_MAX = 10_000;

/** A location filter value: an adcode, or '-1', the web's "no match" (spec section 5). */
export const ADCODE_FILTER_PATTERN = /^-?\d{1,12}$/;
/** A value of a config option list (employment_type, industry, seniority). */
export const CONFIG_VALUE_PATTERN = /^[\w.-]{1,40}$/;

/** Orders of the job search. */
export const JOB_SORTS = ['date', 'relevance'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** Similar jobs on a job page: the page asks for `default`, the call serves at most `max`. */
export const SIMILAR_JOBS = { default: 6, max: 20 } as const;

/** Longest question or answer (characters). */
export const QUESTION_MAX_LENGTH = 500;
/** Questions per page of a job's Q&A. */
export const QUESTIONS_PAGE_SIZE = { default: 10, max: 50 } as const;

/** Longest first or last name of an account (characters). */
export const NAME_MAX_LENGTH = 50;

/* The resume calls (docs/api/candidate.md). */
export const SUMMARY_MAX_LENGTH = 2000;
export const RESPONSIBILITIES_MAX_LENGTH = 4000;
/** Steps of the /step wizard: 0 (not started) .. 4 (done). */
export const WIZARD_STEPS = { min: 0, max: 4 } as const;
/** Resume files one user may keep at once. */
export const RESUME_FILES_MAX = 5;
/** Education may end up to this many years ahead (expected graduation). */
export const EDUCATION_END_MAX_YEARS_AHEAD = 10;

/** Today's date ('yyyy-MM-dd') in China Standard Time, the site's calendar. */
export const todayInChina = (now: Date = new Date()): string =>
  new Date(now.getTime() + DISPLAY_TZ_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** Platform review (decision 0023): the reviewer's own words on a decision or a suspension, and items per queue list. */
export const REVIEW_NOTE_MAX_LENGTH = 500;
export const REVIEW_QUEUE_MAX = 50;
