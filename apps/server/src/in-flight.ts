/**
 * Route handlers (and the frames of live sockets, live/routes.ts) that have started and not yet
 * settled. A handler goes on after its client has gone (the connection closes, so the HTTP
 * server's close no longer waits for it); a shutdown waits for these before it closes the
 * database, so their last statements are not refused midway ("Cannot use a pool after calling end
 * on the pool").
 */
export class InFlightHandlers {
  private count = 0;
  private waiters: Array<() => void> = [];

  get running(): number {
    return this.count;
  }

  /**
   * Calls a handler and counts it until what it returns settles. What it returns is passed on as
   * it is (a value, a promise, the reply), so Fastify treats the handler as it would unwrapped.
   */
  run<T>(handler: () => T): T {
    this.count += 1;
    let result: T;
    try {
      result = handler();
    } catch (error) {
      this.finished();
      throw error;
    }
    const thenable = result as { then?: (done: () => void, failed: () => void) => unknown } | null;
    if (thenable !== null && typeof thenable === 'object' && typeof thenable.then === 'function') {
      const finished = () => this.finished();
      thenable.then(finished, finished);
    } else {
      this.finished();
    }
    return result;
  }

  private finished(): void {
    this.count -= 1;
    if (this.count === 0) for (const resolve of this.waiters.splice(0)) resolve();
  }

  /** True once no handler runs; false if some still run after `timeoutMs`. */
  settled(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== done);
        resolve(false);
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiters.push(done);
    });
  }
}
