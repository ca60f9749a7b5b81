/**
 * The password hash pool could not take a job: its queue is full (`busy`),
 * or it is closed or lost its thread (`closed`). Not an answer about the
 * password: the request should be answered "try again" (HTTP 503 with
 * Retry-After), never as a wrong password.
 */
export class PasswordPoolUnavailable extends Error {
  constructor(
    readonly reason: 'busy' | 'closed' | 'failed',
    /** A fair wait before trying again, in whole seconds (>= 1). */
    readonly retryAfterSeconds: number,
    message = `password hash pool ${reason}`,
  ) {
    super(message);
    this.name = 'PasswordPoolUnavailable';
  }
}
