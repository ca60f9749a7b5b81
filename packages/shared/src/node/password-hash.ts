import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { PasswordPoolUnavailable } from './password-pool-errors';

/**
 * Password storage (OWASP ASVS 5.0 11.4.2): scrypt with N = 2^17, r = 8, p = 1,
 * a 16-byte random salt and a 32-byte key, written as
 * `scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>`.
 *
 * The server stores `hashPassword(await hashPasswordForTransport(clear))`:
 * the browser already hashed the clear password twice (SHA-256).
 */
const LOG_N = 17;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** 128 * N * r = 128 MiB for the defaults; room for that and a little more. */
export const SCRYPT_MAX_MEM = 256 * 1024 * 1024;
const MAX_MEM = SCRYPT_MAX_MEM;

/** One scrypt key derivation (N = 2^logN). Where it runs is the caller's choice: see password-pool.ts. */
export type DeriveKey = (
  secret: string,
  salt: Buffer,
  logN: number,
  r: number,
  p: number,
  keyBytes: number,
) => Promise<Buffer>;

/** scrypt on libuv's thread pool (node:crypto's asynchronous scrypt), shared with file reads and compression. */
export const deriveOnLibuv: DeriveKey = (secret, salt, logN, r, p, keyBytes) =>
  new Promise((resolve, reject) => {
    scrypt(secret, salt, keyBytes, { N: 2 ** logN, r, p, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export async function hashPassword(secret: string, derive: DeriveKey = deriveOnLibuv): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(secret, salt, LOG_N, R, P, KEY_BYTES);
  return ['scrypt', LOG_N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * A stored value in the format and with the parameters of hashPassword whose
 * key is random bytes: checking any secret against it costs exactly one
 * scrypt and answers false (no secret is known to derive those bytes). Used
 * to make a check for an unknown account cost what a real one costs, without
 * spending a scrypt to make it.
 */
export function unmatchableHash(): string {
  return [
    'scrypt',
    LOG_N,
    R,
    P,
    randomBytes(SALT_BYTES).toString('base64'),
    randomBytes(KEY_BYTES).toString('base64'),
  ].join('$');
}

const B64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * True when `secret` matches the stored hash. A malformed or tampered stored
 * value answers false (never throws); parameters are bounded so a bad row
 * cannot make the server burn memory or time. A failure of `derive` itself
 * (a full pool, say) is thrown: it is not an answer about the password.
 */
export async function verifyPassword(
  secret: string,
  stored: string,
  derive: DeriveKey = deriveOnLibuv,
): Promise<boolean> {
  if (typeof secret !== 'string' || typeof stored !== 'string') return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : Number.NaN));
  if (!(logN >= 14 && logN <= 20 && r >= 1 && r <= 16 && p >= 1 && p <= 4)) return false;
  if (128 * 2 ** logN * r > MAX_MEM) return false;
  if (!B64.test(parts[4]) || !B64.test(parts[5])) return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (salt.length < 8 || expected.length < 16 || expected.length > 64) return false;
  let actual: Buffer;
  try {
    actual = await derive(secret, salt, logN, r, p, expected.length);
  } catch (error) {
    // The pool could not take the work (full, closed): no answer, the caller says "try again".
    if (error instanceof PasswordPoolUnavailable) throw error;
    return false;
  }
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when a stored hash was made with weaker parameters than today's and should be redone at next login. */
export function passwordNeedsRehash(stored: string): boolean {
  const parts = stored.split('$');
  return !(parts[0] === 'scrypt' && Number(parts[1]) >= LOG_N && Number(parts[2]) >= R && Number(parts[3]) >= P);
}
