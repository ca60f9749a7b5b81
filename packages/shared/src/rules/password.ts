import { PASSWORD } from '../constants';

export type PasswordRule = 'length' | 'spaces' | 'kinds';

/**
 * The password rule of spec section 5, part by part: 6 to 16 characters, no
 * spaces, and at least two of the three kinds letters, numbers and special
 * characters. The sign-up and settings forms show it as a live checklist.
 */
export function passwordRules(password: string): { rule: PasswordRule; met: boolean }[] {
  const kinds = [/[A-Za-z]/, /[0-9]/, /[^A-Za-z0-9\s]/].filter((re) => re.test(password)).length;
  return [
    { rule: 'length', met: password.length >= PASSWORD.minLength && password.length <= PASSWORD.maxLength },
    { rule: 'spaces', met: password.length > 0 && !/\s/.test(password) },
    { rule: 'kinds', met: kinds >= 2 },
  ];
}

/** The catalogue key of the first broken rule of the password policy (`password.<rule>`), or null when valid. */
export function checkPasswordPolicy(password: string): string | null {
  const broken = passwordRules(password).find((part) => !part.met);
  return broken ? `password.${broken.rule}` : null;
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
