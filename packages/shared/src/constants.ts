/**
 * Business constants and limits of the product (spec section 9), written once.
 * Both the web and the server import them from here.
 */
export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const HTTP_TIMEOUT_MS = 20_000;
/** Lifetime of the user-info cookie: 30 days. */
export const USER_COOKIE_MAX_AGE_MS = 2_592_000_000;
/**
 * A session unused for this long ends, whatever its 30-day lifetime (a
 * forgotten sign-in on a shared computer): 7 days.
 */
export const SESSION_IDLE_TIMEOUT_MS = 604_800_000;
/** A session's last use is written at most this often (not on every request): 5 minutes. */
export const SESSION_TOUCH_INTERVAL_MS = 300_000;
export const COOKIE_NAMES = {
  token: 'cit',
  userInfo: 'userinfo',
  language: 'language',
  bannerShow: 'bannerShow',
  invitation: 'inv_id',
} as const;
/**
 * Set by the site's stylesheet file (`/styles/site-<hash>.css`) to its hash: a browser that sends it back
 * has the file cached, so pages link the file instead of carrying the stylesheet inline (decision 0049).
 */
export const STYLESHEET_COOKIE = 'site_css';
/** Header that carries the access token for API clients that do not send cookies. */
export const TOKEN_HEADER = 'token';

export const LIVE = {
  heartbeatMs: 14_000,
  replyWaitMs: 5_000,
  reconnectMs: 2_000,
  offlineFlushDelayMs: 1_000,
  maxFrameBytes: 16 * 1024,
  /** Open sockets of one user on one server; one more closes the oldest (closeCodes.tooManySockets). */
  maxSocketsPerUser: 5,
  /** How often a server checks that the sessions of its sockets are still live (expired, or an end it missed). */
  sessionCheckMs: 60_000,
  /** A login or logout notice changes a watched user's presence this much later (spec: "after 1 s"). */
  presenceSettleMs: 1_000,
  /** Users one socket may watch the presence of (presence_watch); a new one replaces the oldest. */
  maxWatchesPerSocket: 8,
  /**
   * chat_send frames of one socket waiting for their chat_ack or chat_error; one more is refused
   * at once (chat_error 4029, server.chat.tooManyInFlight) and may be sent again once answers came.
   */
  maxChatInFlight: 10,
  /**
   * Frames one socket may send within frameWindowMs; one more closes it (closeCodes.rateLimited,
   * 4429). The browser paces what it sends to stay under it (a long offline queue goes in turns).
   */
  maxFramesPerWindow: 20,
  frameWindowMs: 10_000,
} as const;

/**
 * Close codes of the live channel (4000-4999 are the application's). A client
 * does not reconnect after one of them without signing in again (4401, 4410)
 * or a reason to (4403, 4409, 4429).
 */
export const LIVE_CLOSE_CODES = {
  /** No live session when the socket opened. */
  unauthenticated: 4401,
  /** The path's user id is not the session's user. */
  forbidden: 4403,
  /** The user opened more than LIVE.maxSocketsPerUser sockets: the oldest is closed. */
  tooManySockets: 4409,
  /** The socket's session ended: logout, password change or reset, account deletion, expiry. */
  sessionEnded: 4410,
  /** More frames than the per-socket limit. */
  rateLimited: 4429,
} as const;

/** After a live frame that changes counts, the page's data reloads this much later (one reload for a burst). */
export const LIVE_REFRESH_DELAY_MS = 1_500;

/** Characters of a user's own invite code (31 symbols: ≈ 49 bits, not guessable). */
export const INVITE_CODE_LENGTH = 10;
/**
 * An invite code is applied at an account's first sign-in (spec section 4):
 * only an account this young may apply one, so an existing user who follows
 * a friend's link is not counted as brought in by it (decision 0032).
 */
export const INVITE_APPLY_WINDOW_MS = 86_400_000;

export const CHAT = {
  maxLength: 500,
  separatorGapMs: 300_000,
  cannedPhraseCount: 3,
  /** Emojis in the chat's panel (spec: about 72). */
  emojiPanelSize: 72,
} as const;

/**
 * Offline e-mail for unread chat messages (decision 0031). A text message
 * still unread `delayMs` after it was sent reaches its recipient by e-mail
 * (settings.chat_email on, e-mail verified): long enough that someone in the
 * middle of a conversation reads it on the site first, short enough that a
 * candidate waiting for an answer hears of it the same hour. One e-mail per
 * conversation and side every `periodMs` at most, however many messages,
 * quoting the latest `quotedMessages`, each cut to `quoteLength` characters.
 * Messages older than `lookbackMs` are not e-mailed any more (after a long
 * outage an e-mail about them would be stale).
 */
export const CHAT_EMAIL = {
  delayMs: 15 * 60_000,
  periodMs: 24 * 3_600_000,
  sweepEveryMs: 60_000,
  lookbackMs: 48 * 3_600_000,
  quotedMessages: 3,
  quoteLength: 200,
  /** Conversations e-mailed per sweep at most: a bound on one sweep's work. */
  perSweep: 200,
} as const;

export const JOB_ALERT = {
  maxIndustries: 5,
  maxCompanies: 5,
  maxCities: 5,
  defaultMinimumSalaryK: 40,
  defaultMaximumSalaryK: 90,
  defaultJobSearchStatus: '0',
} as const;

export const DEFAULT_CALLING_CODE = '86';
export const SMS_RESEND_COUNTDOWN_S = 60;
export const EMAIL_CODE_COUNTDOWN_S = 60;
export const TOAST_MS = 3_000;
export const EMAIL_VERIFY_ERROR_TOAST_MS = 5_000;
export const BADGE_MAX = 99;
/** Above this width the login opens as a dialog; below it navigates to /login. */
export const DESKTOP_LOGIN_MIN_WIDTH = 769;

/** Sender id of system messages; never a real user. */
export const SYSTEM_USER_ID = 10_000;

export const PASSWORD = { minLength: 6, maxLength: 16 } as const;
export const UPLOAD_LIMITS = {
  imageBytes: 2 * 1024 * 1024,
  attachmentBytes: 20 * 1024 * 1024,
  resumeBytes: 20 * 1024 * 1024,
  /** A business licence or certificate: a JPG, PNG or PDF. */
  licenseBytes: 20 * 1024 * 1024,
  imageExtensions: ['.jpg', '.jpeg', '.png'],
  resumeExtensions: ['.pdf', '.ppt', '.doc', '.docx'],
} as const;

/** Profile strength weights; they add up to 100. */
export const PROFILE_STRENGTH_WEIGHTS = {
  avatar: 10,
  birthDate: 5,
  summary: 15,
  workExperience: 15,
  responsibilities: 10,
  education: 15,
  language: 10,
  emailVerified: 20,
} as const;
/** A complete profile: every part of PROFILE_STRENGTH_WEIGHTS. */
export const PROFILE_STRENGTH_FULL = Object.values(PROFILE_STRENGTH_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
export const APPLY_MIN_STRENGTH = 60;
/** A company profile complete above this (percent) ranks its jobs higher in search and the company list. */
export const COMPANY_RANKING_COMPLETENESS = 80;
/**
 * Added to the relevance score of a job whose company is complete above
 * COMPANY_RANKING_COMPLETENESS: about a third of what a title match scores
 * over a brand match, so it orders near-equals and never buries a better
 * match (decision 0021).
 */
export const COMPANY_COMPLETE_RANK_BOOST = 0.05;
/** What each part of a company profile adds to its completeness; they add up to 100. */
export const COMPANY_COMPLETENESS_WEIGHTS = {
  businessLicenseName: 10,
  brandName: 10,
  engBrandName: 10,
  logo: 10,
  industry: 5,
  size: 5,
  foundedYear: 5,
  website: 5,
  location: 5,
  addressEn: 5,
  addressZh: 5,
  introEn: 10,
  introZh: 10,
  businessEmail: 5,
} as const;
/** user.status value meaning the e-mail is verified. */
export const USER_STATUS_EMAIL_VERIFIED = 2;

export const APPLICATION_STATUS = {
  applied: 1,
  assessment: 2,
  interview: 3,
  offered: 4,
  refused: 5,
} as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];

export const PDF_A4 = { width: 595.28, height: 841.89 } as const;

/** Timezone convention of create_time strings: China Standard Time, UTC+8. */
export const DISPLAY_TZ_OFFSET_MINUTES = 8 * 60;

/** Routes on which the footer is hidden (spec section 2). */
export const FOOTER_HIDDEN_ROUTES = [
  '/jobs',
  '/login',
  '/signup',
  '/forget',
  '/step',
  '/employer',
  '/message',
  '/bind',
  '/wxbind',
  '/email/confirm',
] as const;
/** Routes where the header's Jobs / Companies / Guides links are hidden. */
export const HEADER_LINKS_HIDDEN_ROUTES = ['/signup', '/login', '/step'] as const;
/** Routes that send visitors to /login. */
export const LOGIN_REQUIRED_ROUTES = ['/profile', '/tracker', '/setting', '/message'] as const;
/** Routes whose header shows the location and keyword search. */
export const HEADER_SEARCH_ROUTES = ['/jobs', '/companies'] as const;

/** Guide documents /guides/file10000 .. /guides/file10007. */
export const GUIDE_FILE_IDS = [10000, 10001, 10002, 10003, 10004, 10005, 10006, 10007] as const;

/** Kinds of activity group (decision 0029): a city meetup, an industry circle, a job fair. */
export const GROUP_TYPES = ['meetup', 'circle', 'fair'] as const;
/**
 * Where a person stands on working in mainland China (account/appendUserInfo,
 * decision 0032): abroad (needs a work permit and a Z visa), in China with a
 * work permit, in China on another visa or residence permit (needs a work
 * permit to change jobs into), a permanent resident (no work permit needed),
 * or no permit needed at all (Chinese citizens, and residents of Hong Kong,
 * Macao and Taiwan since 2018).
 */
export const CHINA_WORK_STATUSES = [
  'abroad',
  'work_permit',
  'other_visa',
  'permanent_resident',
  'no_permit_needed',
] as const;
export type ChinaWorkStatus = (typeof CHINA_WORK_STATUSES)[number];
export type GroupType = (typeof GROUP_TYPES)[number];
