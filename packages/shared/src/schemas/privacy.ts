import { z } from 'zod';
import { emptyBody } from './fields';

/**
 * Self-service privacy (QUALITY.md; PIPL art. 45 and 47, GDPR art. 15, 17,
 * 20): export everything stored about the user, delete the account.
 */

/** GET or POST /api/account/exportMyData: a JSON file (Content-Disposition: attachment), not the envelope. */
export const exportMyDataBody = emptyBody;

const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * POST /api/account/deleteAccount: the password (hashPasswordForTransport,
 * 64 hex) for accounts that have one, else a 6-digit code sent to the
 * account's phone (sendSmsCode purpose login) or e-mail (sendEmailCode
 * purpose reset).
 */
export const deleteAccountBody = z
  .object({
    password: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^[0-9a-fA-F]{64}$/, { error: 'errors.field.passwordHash' })
        .transform((value) => value.toLowerCase())
        .optional(),
    ),
    code: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, { error: 'errors.field.code' })
        .optional(),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.password === undefined && body.code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'errors.field.required' });
    }
  });
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
export const deleteAccountData = z.null();
