import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * Statements waiting for the database are served in the order their requests
 * arrived, not the order the statements were sent (decision 0076). A search
 * or a page sends several statements one after another; served first come,
 * first served, each of them queued behind the statements of every request
 * that arrived since, so under load a request waited for the others many
 * times over. Served by the request's arrival, the oldest request finishes
 * first and the latency's tail shrinks; the total work is the same.
 *
 * The server runs each request inside `inArrivalOrder` with the time it
 * arrived; the queues of both databases (the PGlite thread's and the
 * PostgreSQL pool's) read it with `arrivalOf`.
 */
const arrival = new AsyncLocalStorage<number>();

/** Runs `run` (and everything it starts) as part of a request that arrived at `at` (`performance.now()`). */
export function inArrivalOrder<T>(at: number, run: () => T): T {
  return arrival.run(at, run);
}

/** When the current request arrived; outside a request, now (so such statements queue as they come). */
export function arrivalOf(): number {
  return arrival.getStore() ?? performance.now();
}

/**
 * Runs `run` apart from the current request: what it starts (a timer that writes later, say)
 * queues as of when its statements are sent, not as the request that happened to start it, whose
 * early arrival would let a background write pass every request waiting then.
 */
export function apartFromRequests<T>(run: () => T): T {
  return arrival.exit(run);
}

/** The current request's arrival, or undefined outside a request. */
export function currentArrival(): number | undefined {
  return arrival.getStore();
}

/**
 * An array kept in arrival order, oldest first (items of one arrival in the order they came), for
 * a queue that pushes at its end and shifts from its start: pg-pool's queue of callers waiting for
 * a connection. `push` records the caller's arrival and inserts the item before every later one.
 * Such queues are short (the callers waiting at one moment), so a search and a splice are enough.
 */
export class ArrivalOrderedArray<T extends object> extends Array<T> {
  private readonly arrivals = new WeakMap<T, number>();

  // What splice and the like return is a plain array, not another queue.
  static override get [Symbol.species](): ArrayConstructor {
    return Array;
  }

  override push(...items: T[]): number {
    for (const item of items) {
      const at = arrivalOf();
      this.arrivals.set(item, at);
      let low = 0;
      let high = this.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((this.arrivals.get(this[middle]) ?? Number.NEGATIVE_INFINITY) <= at) low = middle + 1;
        else high = middle;
      }
      this.splice(low, 0, item);
    }
    return this.length;
  }
}
