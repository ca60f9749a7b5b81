import { createHash } from 'node:crypto';
import { AppError, COMMON_PASSWORDS, ERROR_CODES, type Locale, translate } from '@jobbridge/shared';

/**
 * What the server can refuse of a new password (decision 0013). It receives
 * hashPasswordForTransport(clear) = SHA-256(SHA-256(clear)) in hex, the same
 * for every account, never the clear password: so it refuses the transport
 * hashes of passwords it can list, made once per process:
 *  - every password of 0 to 2 printable ASCII characters (the empty one too),
 *  - every password of 3 or 4 digits,
 *  - COMMON_PASSWORDS in lower case, Capitalised and UPPER case.
 * Everything else of the policy (6 to 16 characters, two kinds) is the
 * client's, as the spec has it.
 */

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** hashPasswordForTransport, synchronously (node:crypto instead of WebCrypto). */
export const transportHashOf = (clear: string): string => sha256Hex(sha256Hex(clear));

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
const DIGITS = '0123456789'.split('');

function* refusedPasswords(): Generator<string> {
  yield '';
  for (const a of PRINTABLE) {
    yield a;
    for (const b of PRINTABLE) yield a + b;
  }
  for (const a of DIGITS)
    for (const b of DIGITS)
      for (const c of DIGITS) {
        yield a + b + c;
        for (const d of DIGITS) yield a + b + c + d;
      }
  for (const word of COMMON_PASSWORDS) {
    yield word;
    yield word.charAt(0).toUpperCase() + word.slice(1);
    yield word.toUpperCase();
  }
}

let refused: Set<string> | null = null;
/** The refused transport hashes (about 20,000, made on first use in some tens of milliseconds). */
export function refusedTransportHashes(): Set<string> {
  if (!refused) {
    refused = new Set();
    for (const clear of refusedPasswords()) refused.add(transportHashOf(clear));
  }
  return refused;
}

/** True when a new password sent as its transport hash is one the server refuses. */
export const isRefusedPassword = (transportHash: string): boolean =>
  refusedTransportHashes().has(transportHash.toLowerCase());

/** Throws 4000 with the field's message in the request's language when the new password is refused. */
export function checkNewPassword(transportHash: string, locale: Locale, field = 'password'): void {
  if (isRefusedPassword(transportHash)) {
    throw new AppError(ERROR_CODES.validation, undefined, {
      fields: { [field]: translate(locale, 'password.common') },
    });
  }
}
