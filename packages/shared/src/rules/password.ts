import { PASSWORD } from '../constants';

/**
 * Password rule of spec section 5: 6 to 16 characters, no spaces, and at least
 * two of the three kinds letters, numbers and special characters.
 * Returns the catalogue key of the first broken rule, or null when valid.
 */
export function checkPasswordPolicy(password: string): string | null {
  if (password.length < PASSWORD.minLength || password.length > PASSWORD.maxLength) return 'password.length';
  if (/\s/.test(password)) return 'password.spaces';
  const kinds = [/[A-Za-z]/, /[0-9]/, /[^A-Za-z0-9\s]/].filter((re) => re.test(password)).length;
  if (kinds < 2) return 'password.kinds';
  return null;
}

async function sha256Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The spec hashes passwords twice on the client before sending them, so the
 * clear password never leaves the browser. The server then applies its own
 * slow hash (scrypt) to this value. Web and server tests share this function.
 */
export async function hashPasswordForTransport(password: string): Promise<string> {
  return sha256Hex(await sha256Hex(password));
}
