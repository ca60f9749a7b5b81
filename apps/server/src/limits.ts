import { EMAIL_CODE_COUNTDOWN_S, LIVE, SMS_RESEND_COUNTDOWN_S } from '@jobbridge/shared';

/**
 * Every rate limit of the server, in one place (decision 0018). Three kinds,
 * each enforced one way:
 *
 * - REQUEST_LIMITS and SIGNIN_LIMITS: how often a caller (an address, a
 *   user, an account tried) may do something. Counted by
 *   @fastify/rate-limit (plugins/rate-limit.ts), in Redis when REDIS_URL is
 *   set; a broken Redis lets requests through.
 * - CODE_SEND_LIMITS and EMAIL_LINK_LIMITS: how many codes and confirmation
 *   links are sent, counted from the rows that record each send, so a lost
 *   or broken Redis never lets SMS and e-mail (which cost money and reach
 *   people) through.
 * - SOCKET_FRAME_LIMIT: frames on one live socket, counted by the socket.
 * - SOCKET_SEND_BUFFER_BYTES: what may wait to go out on one live socket.
 *
 * The OpenAPI descriptions quote these numbers through `rateText`.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** At most `max` within `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

const limit = (max: number, windowMs: number): Limit => ({ max, windowMs });

/** A limit as the descriptions write it: `10/h`, `30/min`, `10/day`, `20/10 s`. */
export function rateText({ max, windowMs }: Limit): string {
  if (windowMs === MINUTE) return `${max}/min`;
  if (windowMs === HOUR) return `${max}/h`;
  if (windowMs === DAY) return `${max}/day`;
  return `${max}/${Math.round(windowMs / 1000)} s`;
}

/**
 * Requests per caller, by call. `PerIp` limits count the requesting address
 * (IPv6 by /64 when counted in the handler), `PerUser` the signed-in user.
 */
export const REQUEST_LIMITS = {
  // account (sign-in is SIGNIN_LIMITS)
  signupPerIp: limit(10, HOUR),
  passwordResetPerIp: limit(10, HOUR),
  captchaPerIp: limit(30, MINUTE),
  /** Confirmation-link e-mails (sendEmail, checkEmailLink) from one address. */
  emailLinkPerIp: limit(20, HOUR),
  /** Old-password checks of one user (modifyPwd). */
  passwordChangePerUser: limit(10, HOUR),
  // privacy
  exportMyDataPerIp: limit(10, HOUR),
  deleteAccountPerUser: limit(5, HOUR),
  deleteAccountPerIp: limit(20, HOUR),
  // wechat
  wxBindQrcodePerUser: limit(30, HOUR),
  /** Sign-in QR codes asked for by visitors, like the other sign-in calls. */
  wxLoginQrcodePerIp: limit(30, HOUR),
  wxLoginPerIp: limit(30, HOUR),
  // inviteCode
  inviteApplyPerUser: limit(20, HOUR),
  /** Codes tried from one address, whatever the accounts (with the per-user limit, codes cannot be enumerated). */
  inviteApplyPerIp: limit(60, HOUR),
  // job
  saveJobPerIp: limit(60, MINUTE),
  applyJobPerIp: limit(30, MINUTE),
  addQuestionPerIp: limit(30, MINUTE),
  delQuestionPerIp: limit(30, MINUTE),
  thumbQuestionPerIp: limit(60, MINUTE),
  createJobAlertPerIp: limit(60, MINUTE),
  unsubscribePerIp: limit(30, MINUTE),
  // activity groups (decision 0029)
  groupMembershipPerIp: limit(60, MINUTE),
  // the HR system (decision 0022)
  jobWritePerIp: limit(60, MINUTE),
  applicationStatusPerIp: limit(60, MINUTE),
  applicationNotePerIp: limit(60, MINUTE),
  answerQuestionPerIp: limit(30, MINUTE),
  // config
  addLicensesPerIp: limit(30, MINUTE),
  // resume
  resumePdfPerIp: limit(20, MINUTE),
  // guides (public documents; the PDF is cached, the limit keeps a crawler off the renderer)
  guidePdfPerIp: limit(30, MINUTE),
  uploadResumeFilePerIp: limit(30, HOUR),
  // company (the employer side)
  companyUploadPerIp: limit(30, HOUR),
  checkBusinessEmailCodePerIp: limit(30, MINUTE),
  applyForAdminPerIp: limit(20, HOUR),
  // manager
  addFileReadPerIp: limit(60, MINUTE),
  // seo
  sitemapPerIp: limit(30, MINUTE),
} as const satisfies Record<string, Limit>;

/** The limits of the three sign-in calls (decision 0011); see SigninLimits. */
export interface SigninLimits {
  perIpMinute: Limit;
  perIpHour: Limit;
  failureWindowMs: number;
  refuseAfter: { accountAndIp: number };
  captchaAfter: { accountAndIp: number; ip: number; account: number; everyone: number };
}

/**
 * The limits of the three sign-in calls (signin, signinByEmail, signinbycode),
 * decision 0011. Nothing an attacker does can stop the owner from signing
 * in: hard refusals (4029) only ever hit the address that sent the requests;
 * what others' failures do to an account is ask for a solved picture captcha
 * (4028) with each further attempt.
 *
 * An address (IPv6 by /64) is a "source". A failure is a wrong password, a
 * wrong code or an unknown account; an account is the user (or, for an
 * unknown one, the phone or e-mail tried).
 */
export const SIGNIN_LIMITS: SigninLimits = {
  /** Attempts from one source, all sign-in calls together (answered or not): 4029 beyond. */
  perIpMinute: limit(5, MINUTE),
  perIpHour: limit(20, HOUR),
  /** Failures count for this long from the first one (a fixed window per counter). */
  failureWindowMs: HOUR,
  /** Failures on one account from one source after which that source gets 4029 for that account only. */
  refuseAfter: { accountAndIp: 10 },
  /**
   * Failures after which every further sign-in needs a solved captcha: on
   * the account from this source, from this source on any account, on the
   * account from anywhere, and on the whole site (a distributed attack, each
   * of whose sources stays under the other thresholds).
   */
  captchaAfter: { accountAndIp: 3, ip: 5, account: 5, everyone: 1000 },
};

/** The sending limits of one-time codes (QUALITY.md, Safety: SMS codes; Aliyun SMS's own defaults are 1/min, 5/h, 10/day per number). */
export interface CodeLimits {
  /** Per target (phone or e-mail), by channel. */
  perTarget: { sms: Limit[]; email: Limit[] };
  /** Per requester (hash of the IP address), both channels together. */
  perRequester: Limit[];
  /** All targets together, per channel, per hour: a cost and abuse ceiling across instances. */
  globalPerHour: { sms: number; email: number };
}

/**
 * The defaults; CODE_REQUESTER_HOURLY_CAP and CODE_GLOBAL_HOURLY_CAP
 * override the per-requester and global numbers (providers/index.ts). The
 * first per-target window is the web's resend countdown.
 */
export const CODE_SEND_LIMITS: CodeLimits = {
  perTarget: {
    sms: [limit(1, SMS_RESEND_COUNTDOWN_S * 1000), limit(5, HOUR), limit(10, DAY)],
    email: [limit(1, EMAIL_CODE_COUNTDOWN_S * 1000), limit(10, HOUR)],
  },
  perRequester: [limit(20, HOUR)],
  globalPerHour: { sms: 1000, email: 1000 },
};

/** Confirmation links (sendEmail, checkEmailLink) per user: one a minute, five an hour. */
export const EMAIL_LINK_LIMITS: Limit[] = [limit(1, MINUTE), limit(5, HOUR)];

/**
 * Bytes a live socket may have waiting to go out to its client. A client that stopped reading (a frozen tab, a
 * peer gone without a word) would otherwise hold every frame sent to it in the server's memory; past this it is
 * dropped, and on reconnecting it fetches what it missed.
 */
export const SOCKET_SEND_BUFFER_BYTES = 1024 * 1024;

/** Frames a live socket may send: more than `max` within `windowMs` closes it (4429); the browser paces itself by the same figures. */
export const SOCKET_FRAME_LIMIT = { max: LIVE.maxFramesPerWindow, windowMs: LIVE.frameWindowMs } as const;

/**
 * Chat messages a user may send (decision 0025), over the API and the live
 * socket together. Counted from the stored messages, like codes: every
 * instance sees the same count, and a resend of a stored message (same
 * client id) costs nothing.
 */
export const CHAT_SEND_LIMITS: Limit[] = [limit(30, MINUTE), limit(600, HOUR)];
