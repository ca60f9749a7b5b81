/**
 * Stable error codes of the API envelope. 1001-1004 are the spec's business
 * codes (answered with HTTP 200, as the spec's client expects); the others map
 * to an HTTP status. Every code has a message key in both catalogues
 * (`errors.<code>`), so the web and the server render the same text.
 */
export const ERROR_CODES = {
  existedEmail: 1001,
  userNotFound: 1002,
  wrongCredentials: 1003,
  wrongCode: 1004,
  validation: 4000,
  unauthenticated: 4001,
  forbidden: 4003,
  notFound: 4004,
  conflict: 4009,
  payloadTooLarge: 4013,
  unsupportedMedia: 4015,
  /** A sign-in needs a solved picture captcha (`uuid` + `verityCode`) after repeated failures. */
  captchaRequired: 4028,
  rateLimited: 4029,
  timeout: 4080,
  internal: 5000,
  unavailable: 5003,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const HTTP_STATUS_OF: Record<ErrorCode, number> = {
  1001: 200,
  1002: 200,
  1003: 200,
  1004: 200,
  4000: 400,
  4001: 401,
  4003: 403,
  4004: 404,
  4009: 409,
  4013: 413,
  4015: 415,
  4028: 428,
  4029: 429,
  4080: 408,
  5000: 500,
  5003: 503,
};

/** Message key of a code in the catalogues. */
export const errorKey = (code: ErrorCode | number): string => `errors.${code}`;

/** The response envelope of every API call. */
export type Envelope<T = unknown> =
  | { success: true; data: T; code?: 0; msg?: string }
  | { success: false; data: unknown; code: number; msg: string };

/** A business failure thrown by services; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Catalogue key of the message; defaults to errors.<code>. */
    readonly key: string = errorKey(code),
    readonly data: unknown = null,
    /** Values interpolated into the message. */
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}
