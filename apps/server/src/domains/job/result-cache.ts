/**
 * A small in-memory cache of recent answers (job searches, similar jobs),
 * per server instance:
 * - the same question within its lifetime (`ttlMs`, spread by +-25 % so
 *   entries made together do not expire together) is answered from memory;
 * - identical questions asked at the same time share one database trip (the
 *   pending promise is cached);
 * - past its lifetime, until it is STALE_FACTOR lifetimes old, an answer is
 *   still served at once while one background load refreshes it (stale while
 *   revalidate), so no reader waits for a refresh;
 * - least recently used entries go first past `maxEntries`; a failed load is
 *   not kept. A ttl of 0 turns the cache off.
 *
 * Entries are never invalidated by writes: an answer may be up to two
 * lifetimes old, which is fine for public listings (a new or closed job shows
 * within a minute).
 */
const STALE_FACTOR = 2;

interface Entry<V> {
  at: number;
  ttl: number;
  value: Promise<V>;
  settled: boolean;
  refreshing: boolean;
}

export class ResultCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  readonly stats = { hits: 0, stale: 0, misses: 0 };

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry) {
      const age = now - entry.at;
      if (age < entry.ttl || !entry.settled) {
        this.touch(key, entry);
        this.stats.hits++;
        return entry.value;
      }
      if (age < entry.ttl * STALE_FACTOR) {
        this.touch(key, entry);
        this.stats.stale++;
        if (!entry.refreshing) this.refresh(key, entry, load);
        return entry.value;
      }
    }
    this.stats.misses++;
    return this.store(key, load()).value;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Moves an entry to the most recently used end. */
  private touch(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private store(key: string, value: Promise<V>): Entry<V> {
    const entry: Entry<V> = {
      at: Date.now(),
      ttl: this.ttlMs * (0.75 + Math.random() * 0.5),
      value,
      settled: false,
      refreshing: false,
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  /** Loads a fresh answer in the background; the stale one serves until it lands. */
  private refresh(key: string, stale: Entry<V>, load: () => Promise<V>): void {
    stale.refreshing = true;
    load().then(
      (value) => {
        if (this.entries.get(key) === stale || !this.entries.has(key)) this.store(key, Promise.resolve(value));
      },
      () => {
        stale.refreshing = false;
      },
    );
  }
}
