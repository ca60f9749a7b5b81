import { randomBytes } from 'node:crypto';
import { hashPassword, passwordNeedsRehash, verifyPassword } from '@jobbridge/shared/node';

/**
 * Password checks that take the same time whether or not the account exists:
 * an unknown user (or one without a password) is checked against a dummy
 * hash made with the same parameters, and the answer is false.
 */
let dummy: Promise<string> | null = null;

/** The dummy hash, made once per process from a random secret nobody knows. */
export const dummyPasswordHash = (): Promise<string> => {
  dummy ??= hashPassword(randomBytes(32).toString('hex'));
  return dummy;
};

/** True when the transport hash matches the stored hash; always runs one scrypt. */
export async function checkPassword(transportHash: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    await verifyPassword(transportHash, await dummyPasswordHash());
    return false;
  }
  return verifyPassword(transportHash, stored);
}

/** The value stored for a password sent as hashPasswordForTransport(clear). */
export const storedPassword = (transportHash: string): Promise<string> => hashPassword(transportHash);

export { passwordNeedsRehash };
