import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

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
const MAX_MEM = 256 * 1024 * 1024;

function derive(secret: string, salt: Buffer, logN: number, r: number, p: number, keyBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyBytes, { N: 2 ** logN, r, p, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(secret: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(secret, salt, LOG_N, R, P, KEY_BYTES);
  return ['scrypt', LOG_N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

const B64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * True when `secret` matches the stored hash. A malformed or tampered stored
 * value answers false (never throws); parameters are bounded so a bad row
 * cannot make the server burn memory or time.
 */
export async function verifyPassword(secret: string, stored: string): Promise<boolean> {
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
  } catch {
    return false;
  }
  return timingSafeEqual(actual, expected);
}

/** True when a stored hash was made with weaker parameters than today's and should be redone at next login. */
export function passwordNeedsRehash(stored: string): boolean {
  const parts = stored.split('$');
  return !(parts[0] === 'scrypt' && Number(parts[1]) >= LOG_N && Number(parts[2]) >= R && Number(parts[3]) >= P);
}
