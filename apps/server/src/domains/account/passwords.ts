import { AppError, ERROR_CODES } from '@jobbridge/shared';
import {
  createPasswordHasher,
  hashPassword,
  type PasswordHasher,
  type PasswordPoolStats,
  PasswordPoolUnavailable,
  passwordNeedsRehash,
  unmatchableHash,
  verifyPassword,
} from '@jobbridge/shared/node';

/**
 * The dummy stored value an unknown user (or one without a password) is
 * checked against: the format and parameters of a real hash, with a random
 * key nothing derives. Made once per process, at no cost.
 */
let dummy: string | null = null;
export const dummyPasswordHash = (): string => {
  dummy ??= unmatchableHash();
  return dummy;
};

/** A full or closed pool is "try again shortly" (503, code 5003, Retry-After), never a wrong password or a 500. */
function unavailable(error: unknown): never {
  if (error instanceof PasswordPoolUnavailable) {
    throw new AppError(ERROR_CODES.unavailable, 'server.account.passwordsBusy', null, {
      seconds: error.retryAfterSeconds,
    });
  }
  throw error;
}

/**
 * Password hashing and checks of the server, on their own bounded pool of
 * worker threads (decision 0012; PASSWORD_HASH_THREADS, PASSWORD_HASH_QUEUE).
 */
export class Passwords {
  private readonly hasher: PasswordHasher;

  constructor(options: { threads: number; queue: number }) {
    this.hasher = createPasswordHasher(options);
  }

  /**
   * True when the transport hash matches the stored hash. Takes the same
   * work (one scrypt) whether or not there is a stored hash: without one,
   * the dummy is checked and the answer is false.
   */
  async check(transportHash: string, stored: string | null | undefined): Promise<boolean> {
    try {
      if (!stored) {
        await verifyPassword(transportHash, dummyPasswordHash(), this.hasher.derive);
        return false;
      }
      return await verifyPassword(transportHash, stored, this.hasher.derive);
    } catch (error) {
      unavailable(error);
    }
  }

  /** The value stored for a password sent as hashPasswordForTransport(clear). */
  async store(transportHash: string): Promise<string> {
    try {
      return await hashPassword(transportHash, this.hasher.derive);
    } catch (error) {
      unavailable(error);
    }
  }

  /**
   * Refuses (503, as check and store do) when the pool would refuse a job now: a sign-in
   * storm is then answered before its account lookup, at the cost of its request limits only.
   */
  ensureRoom(): void {
    const refusal = this.hasher.refusal();
    if (refusal) unavailable(refusal);
  }

  stats(): PasswordPoolStats {
    return this.hasher.stats();
  }

  close(): Promise<void> {
    return this.hasher.close();
  }
}

export { passwordNeedsRehash };
