import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ArrivalOrderedArray } from './arrival-order';
import { PGliteThread } from './pglite-thread/client';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, the same API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Statements run through `db` since the database was opened (the metrics' db_statements_total). */
  statements(): number;
  /** PGlite only: the whole database as a tar, which `OpenOptions.loadDataDir` opens a copy of. */
  dump?(): Promise<Uint8Array>;
}

export interface OpenOptions {
  /** postgres://... : use a PostgreSQL server through a pool. */
  url?: string;
  /** PGlite folder, or 'memory://' for an in-memory database. Default ./data/pg. PGlite runs in a worker thread. */
  dataDir?: string;
  /** Pool size for the server (default 10). */
  poolSize?: number;
  /** An in-memory PGlite starts as a copy of this `Database.dump()` (the tests' migrated template). */
  loadDataDir?: Uint8Array;
}

/**
 * Counts the statements drizzle runs (its logger is called once per
 * statement, in a transaction too): a page's cost in database round trips is
 * measured, not guessed (/metrics, the page benchmarks, and tests that keep a
 * signed-in page's statements bounded).
 */
class StatementCounter implements Logger {
  count = 0;
  logQuery(): void {
    this.count++;
  }
}

/** Where the migrations live, found from this file in source and in the server bundle. */
export function migrationsFolder(): string {
  const candidates = [
    process.env.MIGRATIONS_DIR,
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations'),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/db/migrations'),
    path.resolve(process.cwd(), 'packages/db/migrations'),
  ].filter((p): p is string => Boolean(p));
  for (const dir of candidates) {
    try {
      readFileSync(path.join(dir, 'meta/_journal.json'));
      return dir;
    } catch {}
  }
  throw new Error(`migrations folder not found (looked in ${candidates.join(', ')})`);
}

/**
 * PGlite has no lock of its own: two processes opening one folder silently
 * lose data. A lock file holding the owner's pid keeps the folder to one
 * process; a lock left by a dead process is taken over.
 */
function acquireFolderLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, '..', `${path.basename(dir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(`database folder ${dir} is in use by process ${pid}`);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`could not lock database folder ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.url) return openServer(options.url, options.poolSize ?? 10);
  return openEmbedded(options.dataDir ?? path.resolve('data/pg'), options.loadDataDir);
}

/**
 * PGlite, owned by a worker thread (pglite-thread/): its WASM runs each query
 * synchronously, which in the server's own thread would stop every other
 * request for the query's length. This thread holds the folder's lock.
 */
async function openEmbedded(dataDir: string, loadDataDir?: Uint8Array): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (loadDataDir && !inMemory) throw new Error('loadDataDir is for an in-memory database');
  const release = inMemory ? () => {} : acquireFolderLock(dataDir);
  let client: PGliteThread;
  try {
    client = await PGliteThread.create(inMemory ? undefined : dataDir, { loadDataDir });
  } catch (error) {
    release();
    throw error;
  }
  // drizzle's PGlite driver calls query() and transaction(), which the thread client provides.
  const counter = new StatementCounter();
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, logger: counter }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    statements: () => counter.count,
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    dump: () => client.dump(),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * Settings of every connection to a PostgreSQL server, sent in its start-up
 * message (no round trip). No parallel query (decision 0072): a worker is a
 * process started for one statement, several milliseconds of CPU, and the
 * planner chose one for searches it thought would read a few thousand rows
 * (a prefix no job has: 9 ms with a worker, 0.04 ms without). The site's
 * statements are many and short, on a few cores the requests already share.
 * An `options` parameter in the URL replaces these.
 */
export const SERVER_CONNECTION_OPTIONS = '-c max_parallel_workers_per_gather=0';

async function openServer(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, options: SERVER_CONNECTION_OPTIONS });
  // Callers waiting for a connection are served oldest request first (decision 0076). pg-pool
  // pushes a waiter at its queue's end and shifts the next from its start; this array inserts it
  // in its request's arrival order instead (client.test.ts holds pg-pool to that).
  (pool as unknown as { _pendingQueue: unknown[] })._pendingQueue = new ArrivalOrderedArray<object>();
  // Fail fast with a clear error when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const counter = new StatementCounter();
  const db = drizzlePg({ client: pool, schema, logger: counter }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    statements: () => counter.count,
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    close: () => pool.end(),
  };
}

/** Rows of a raw `db.execute(sql...)` result; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A query of fixed shape (its values `sql.placeholder`s, ending in drizzle's
 * `.prepare(name)`), built once for each database or transaction it runs on.
 * Building a statement's SQL was about a fifth of a millisecond of the
 * server's CPU, several times per page; on PostgreSQL each connection also
 * parses and plans a named statement only once. For the statements every
 * signed-in request runs (decision 0047). drizzle's PGlite query does not
 * keep the name it is prepared with: there the statement is named by its
 * text instead, so the PGlite thread too prepares it once (decision 0075).
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      if (typeof query === 'object' && query !== null) named(query, (text, given) => given ?? statementName(text));
      built.set(db, query);
    }
    return query;
  };
}

/**
 * The name of a prepared statement made of its text (a hash): the same text
 * has the same name on every connection, and two texts never share one.
 */
export const statementName = (text: string): string =>
  `t_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

/**
 * Runs a drizzle query as a named prepared statement, named by its text
 * (decision 0073). For statements whose text takes a few dozen shapes while
 * their values vary, as the search's: on PostgreSQL each connection parses
 * a shape once, and once a shape has run a few times the server may keep a
 * generic plan of it instead of planning each call (planning was about a
 * third of a search's database time). The PGlite thread prepares it once
 * under its name and then only binds and runs it.
 */
export function runByText<T>(query: { prepare(name: string): { execute(): Promise<T> } }): Promise<T> {
  // drizzle builds the statement's text once, in prepare.
  const prepared = query.prepare(undefined as unknown as string);
  return named(prepared, (text) => statementName(text)).execute();
}

/**
 * Gives a drizzle prepared query its statement name. drizzle's node-postgres and PGlite queries keep
 * their text and the configs they pass to the client with each call (not in drizzle's types); the name
 * set there reaches node-postgres, which prepares the statement under it on each connection, and the
 * PGlite thread (pglite-thread/client.ts), which prepares it once. Tests check that the statements are
 * prepared under these names (client.test.ts), so a drizzle that no longer keeps them fails them.
 */
function named<Q extends object>(prepared: Q, name: (text: string, given: string | undefined) => string): Q {
  const query = prepared as Q & {
    queryString?: string;
    rawQueryConfig?: { name?: string };
    queryConfig?: { name?: string };
  };
  if (typeof query.queryString === 'string' && query.rawQueryConfig && query.queryConfig) {
    const chosen = name(query.queryString, query.rawQueryConfig.name);
    query.rawQueryConfig.name = chosen;
    query.queryConfig.name = chosen;
  }
  return prepared;
}

/** Rows of a raw query run as a named prepared statement named by its text (see runByText). */
export function rowsByText<T>(db: Db, query: SQL): Promise<T[]> {
  return preparedRows<T>(db, undefined, query);
}

/**
 * Rows of a raw query run as a named prepared statement: on PostgreSQL each
 * connection parses and plans it once, then only binds the parameters (a
 * statement with many subqueries plans for longer than it runs). The text
 * must be the same on every call, only the parameters varying; one name,
 * one text (without a name, the text names it: statementName). The PGlite
 * thread, too, prepares it once under its name.
 */
export async function preparedRows<T>(db: Db, name: string | undefined, query: SQL): Promise<T[]> {
  // drizzle's own path for db.execute, with a name: its session and dialect are not in its types.
  const inner = db as unknown as {
    dialect: { sqlToQuery(query: unknown): { sql: string; params: unknown[] } };
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string,
        arrayMode: boolean,
      ): { execute(): Promise<{ rows: T[] }> };
    };
  };
  const built = inner.dialect.sqlToQuery(query);
  const chosen = name ?? statementName(built.sql);
  const result = await named(inner.session.prepareQuery(built, undefined, chosen, false), () => chosen).execute();
  return result.rows;
}
