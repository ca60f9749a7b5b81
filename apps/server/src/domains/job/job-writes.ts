/**
 * Tells this process's caches that jobs were written (created, edited,
 * closed, reopened, expired), so a posted job is found by search at once
 * (decision 0022): the search and similar-job result caches and the page
 * cache for visitors subscribe and drop what they hold. Other processes keep
 * their answers until their own caches expire (SEARCH_CACHE_MS, PAGE_CACHE_MS).
 */
export class JobWrites {
  private readonly listeners = new Set<() => void>();

  /** Calls `listener` after every write; answers a function that unsubscribes. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }
}
