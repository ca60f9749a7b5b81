import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { arrivalOf } from '../arrival-order';

/**
 * PGlite in a worker thread (./worker.mjs), behind the part of PGlite's API
 * that drizzle-orm's PGlite driver and this project use: `query`, `exec`,
 * `transaction` (with `rollback`), `close`.
 *
 * Why: PGlite is PostgreSQL compiled to WASM; in the server's own thread each
 * query would stop every other request for its whole length. Here the main
 * thread only posts the statement and receives rows (parsed in the worker).
 *
 * Semantics are PGlite's, because the worker calls PGlite's own methods: one
 * connection, and a transaction holds the database until it ends (other
 * statements wait for it). Statements outside a transaction wait in the order
 * their requests arrived (decision 0076), not the order they were sent. Result parsers
 * given in `options.parsers` run here, on PostgreSQL's text of the value (the
 * worker leaves those types unparsed). Serializers, blobs and LISTEN are not
 * supported (the project uses none of them).
 */

/** An error from the database thread, with the database's fields (code, constraint, detail...). */
export class PGliteThreadError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

type Reply =
  | { ready: true }
  | { ready: false; error: Record<string, unknown> }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, unknown> };

/** The worker's source, next to this module (or next to the bundle that compiled it in). */
export const workerFile = () => new URL('./pglite-worker.mjs', import.meta.url);

function toError(plain: Record<string, unknown>): PGliteThreadError {
  const error = new PGliteThreadError(String(plain.message));
  Object.assign(error, plain);
  return error;
}

export class PGliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextTransaction = 1;
  private stopped: Error | null = null;
  private closing: Promise<void> | null = null;

  private constructor(private readonly worker: Worker) {}

  /**
   * Starts the thread and opens the database: `dataDir` a folder, or
   * undefined for an in-memory database, which `loadDataDir` (a `dump`)
   * fills instead of an empty cluster. The caller owns the folder (lock file).
   */
  static async create(
    dataDir: string | undefined,
    options: { loadDataDir?: Uint8Array; file?: URL | string } = {},
  ): Promise<PGliteThread> {
    const worker = new Worker(options.file ?? workerFile(), {
      workerData: { dataDir, loadDataDir: options.loadDataDir },
    });
    const thread = new PGliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      const failed = (error: Error) => {
        worker.off('message', first);
        reject(error);
      };
      const first = (reply: Reply) => {
        if (!('ready' in reply)) return;
        worker.off('message', first);
        worker.off('error', failed);
        if (reply.ready) resolve();
        else {
          void worker.terminate();
          reject(toError(reply.error));
        }
      };
      worker.on('message', first);
      worker.once('error', failed);
    });
    thread.listen();
    return thread;
  }

  private listen(): void {
    this.worker.on('message', (reply: Reply) => {
      if ('ready' in reply) return;
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      this.settled();
      if (reply.ok) call.resolve(reply.result);
      else call.reject(toError(reply.error));
    });
    const stop = (error: Error) => {
      this.stopped ??= error;
      for (const call of this.pending.values()) call.reject(this.stopped);
      this.pending.clear();
    };
    this.worker.on('error', (error) => stop(new Error(`the database thread failed: ${error.message}`)));
    this.worker.on('exit', (code) => stop(new Error(`the database thread has stopped (exit code ${code})`)));
    // Idle, the thread does not keep the process alive (as an in-process PGlite would not).
    this.worker.unref();
  }

  /** The thread keeps the process alive only while a statement is on its way. */
  private settled(): void {
    if (this.pending.size === 0) this.worker.unref();
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private async run<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number) {
    if (options?.serializers || options?.blob) throw new Error('PGliteThread: serializers and blobs are not supported');
    const parsers = options?.parsers;
    const rawTypes = parsers ? Object.keys(parsers).map(Number) : undefined;
    const result = await this.call<Results<T>>({
      op: 'query',
      sql,
      params: params ?? [],
      rowMode: options?.rowMode,
      rawTypes,
      paramTypes: options?.paramTypes,
      tx,
      // A statement named by the caller (drizzle passes its query config as the options, and
      // client.ts `named` names it) is prepared once under that name on the database thread.
      name: (options as { name?: string } | undefined)?.name,
      // Outside a transaction, the thread runs the oldest request's statement first (decision 0076).
      arrival: arrivalOf(),
    });
    if (parsers && rawTypes?.length) applyParsers(result, parsers, options?.rowMode === 'array');
    return result;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.run<T>(sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    if (options && Object.keys(options).length > 0) throw new Error('PGliteThread: exec takes no options');
    return this.call<Results[]>({ op: 'exec', sql });
  }

  /**
   * Runs `callback` in a transaction: committed when it resolves, rolled
   * back when it throws (or after `tx.rollback()`). Like PGlite, every other
   * statement waits until the transaction ends.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = this.nextTransaction++;
    await this.call({ op: 'begin', tx: id });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.run<R>(sql, params, options, id);
      },
      exec: async (sql: string) => {
        open();
        return this.call<Results[]>({ op: 'exec', sql, tx: id });
      },
      sql: () => Promise.reject(new Error('PGliteThread: tx.sql is not supported; use tx.query')),
      listen: () => Promise.reject(new Error('PGliteThread: LISTEN is not supported')),
      rollback: async () => {
        open();
        await this.call({ op: 'rollback', tx: id });
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.call({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw error;
    }
    closed = true;
    await this.call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** The whole database as an uncompressed tar, for `create`'s `loadDataDir`. */
  dump(): Promise<Uint8Array> {
    return this.call<Uint8Array>({ op: 'dump' });
  }

  /** Closes the database (PGlite flushes it to its folder), then ends the thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (!this.stopped) await this.call({ op: 'close' });
      this.stopped ??= new Error('the database is closed');
      await this.worker.terminate();
    })();
    return this.closing;
  }
}

/** Runs the caller's parsers on the columns of the types the worker left as text. */
function applyParsers(result: Results<unknown>, parsers: NonNullable<QueryOptions['parsers']>, arrays: boolean): void {
  const columns = result.fields
    .map((field, index) => ({ key: arrays ? index : field.name, type: field.dataTypeID }))
    .filter((column) => parsers[column.type] !== undefined);
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, type } of columns) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parsers[type](value as string);
    }
  }
}
