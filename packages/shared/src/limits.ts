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
 * A keyword search counts its matches exactly up to this many and stops (each
 * counted match is a table page read; decision 0042); past it
 * `total` is an estimate (`total_exact: false`), still capped at the window.
 */
export const JOB_SEARCH_EXACT_COUNT = 200;
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

/* The employer side: company profile, licence and team (docs/api/employer.md). */
export const COMPANY_LIMITS = {
  licenseNameMax: 100,
  brandNameMax: 50,
  engBrandNameMax: 100,
  websiteMax: 200,
  addressMax: 200,
  introMax: 3000,
  certificateNameMax: 100,
  headlineJobMax: 100,
  /** The oldest founding year accepted; the newest is this year. */
  foundedYearMin: 1800,
} as const;
/** Kinds of certificate a company may upload. */
export const CERTIFICATE_TYPES = ['award', 'qualification', 'iso', 'patent', 'other'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
/** Roles a user may ask for when joining a company, and roles an owner may give. */
export const JOIN_ROLES = ['admin', 'recruiter'] as const;
export const COMPANY_ROLES = ['owner', 'admin', 'recruiter'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
/** What an owner may do with a member or a request. */
export const COMPANY_ADMIN_ACTIONS = ['approve', 'reject', 'role', 'remove'] as const;
/** Steps of the /employer onboarding: where a user resumes (decision 0021). */
export const ONBOARDING_STEPS = ['email', 'info', 'license', 'done'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
/**
 * The server keeps a user's verified business e-mail for step 2 this long: 7
 * days (decision 0056); after that, step 1 is done again.
 */
export const BUSINESS_EMAIL_KEPT_MS = 7 * 86_400_000;
/* The HR system (decision 0022). */
/** Longest job title in either language (characters). */
export const JOB_TITLE_MAX_LENGTH = 100;
/** 'yyyy-MM-dd', a calendar date in China Standard Time (a job's apply-by date). */
export const JOB_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A location code (adcode) of config's work_location. */
export const JOB_ADCODE_PATTERN = /^\d{6}$/;
/** Longest job description in either language (characters). */
export const JOB_DESCRIPTION_MAX_LENGTH = 8000;
/** Longest responsibilities or requirements list in either language (characters, one item a line). */
export const JOB_LIST_MAX_LENGTH = 4000;
/** Salary bounds, in K CNY a month. */
export const JOB_SALARY = { min: 1, max: 1000 } as const;
/** Months of pay a year (salary_num: 12, 13, 14 ... 16). */
export const JOB_SALARY_MONTHS = { min: 1, max: 24 } as const;
/** Skills one job may list. */
export const JOB_SKILLS_MAX = 20;
/** Skills a resume lists at most (resume/updSkills). */
export const RESUME_SKILLS_MAX = 30;
/** Longest skill name (characters). */
export const SKILL_MAX_LENGTH = 60;
/** Openings of one job. */
export const JOB_HEADCOUNT = { min: 1, max: 999 } as const;
/** The apply-by date may be at most this many days ahead. */
export const JOB_VALID_MAX_DAYS = 366;
/** Applicants per page of the HR system. */
export const APPLICANTS_PAGE_SIZE = { default: 20, max: 50 } as const;
/** Applications one bulk status change may move. */
export const BULK_STATUS_MAX = 100;
/** Longest note on an application (characters). */
export const APPLICATION_NOTE_MAX_LENGTH = 2000;
/** Longest licence name (characters). */
export const LICENSE_NAME_MAX_LENGTH = 100;
/** Licences one addLicenses call may add. */
export const LICENSES_PER_CALL_MAX = 20;
/** Platform review (decision 0023): the reviewer's own words on a decision or a suspension, and items per queue list. */
export const REVIEW_NOTE_MAX_LENGTH = 500;
export const REVIEW_QUEUE_MAX = 50;

/**
 * Chat (decision 0025; the message length and the time separator are CHAT in
 * constants.ts). A client id is the sender's own id of a message (a UUID).
 */
export const CHAT_LIMITS = {
  clientIdMaxLength: 64,
  /** Messages one getChatMessages answer holds: the latest ones, the first ones after `after_id`, or the last ones before `before_id`. */
  messagesPerAnswer: 200,
  /** Conversations getAllChatMessages lists, the most recent first. */
  conversations: 200,
  /** Length of a report's own words. */
  reportNoteMaxLength: 500,
  /** Messages of the reported conversation the review console shows with a report. */
  reportMessages: 20,
} as const;
/** A client id: letters, digits, '-', '_', ':' and '.' (a UUID fits). */
export const CHAT_CLIENT_ID_PATTERN = /^[\w.:-]{1,64}$/;

/** Activity groups (decision 0029): a page of groups, and the members a member sees. */
export const GROUPS_PAGE_SIZE = { default: 12, max: 50 } as const;
export const GROUP_MEMBERS_SHOWN = 100;
