// @ts-check
/**
 * The database thread: owns one PGlite instance and runs what the main
 * thread's `PGliteThread` client (./client.ts) sends it. PGlite is WASM and
 * runs each query synchronously; here that blocks this thread only, never
 * the server's event loop.
 *
 * Plain JavaScript (not TypeScript) so that Node loads it as it is, from the
 * sources under tests and next to the server and benchmark bundles (their
 * build scripts copy it there).
 *
 * Messages in:  { id, op: 'query', sql, params, rowMode, rawTypes, paramTypes, tx? }
 *               { id, op: 'exec', sql, tx? } | { id, op: 'begin', tx } | { id, op: 'end', tx, commit }
 *               { id, op: 'rollback', tx } | { id, op: 'dump' } | { id, op: 'close' }
 * (`tx` is the main thread's number for a transaction.)
 * Messages out: { ready: true } or { ready: false, error } once; then { id, ok: true, result }
 *               or { id, ok: false, error } per message in.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * @typedef {import('@electric-sql/pglite').Transaction} Transaction
 * @typedef {import('@electric-sql/pglite').ParserOptions} ParserOptions
 * @typedef {{ tx: Transaction, finish: (value: null) => void, abort: (reason: unknown) => void, done: Promise<unknown> }} Open
 * @typedef {{ id: number, op: string, sql: string, params?: unknown[], rowMode?: 'array' | 'object',
 *   rawTypes?: number[], paramTypes?: number[], tx?: number, commit?: boolean }} Message
 */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/** @type {{ dataDir?: string, loadDataDir?: Uint8Array }} */
const options = workerData ?? {};

/** Open transactions by the main thread's number: their PGlite handle and how to finish them. @type {Map<number, Open>} */
const transactions = new Map();
/** Parsers that keep values of the listed types as PostgreSQL's text (the main thread applies its own). @type {Map<string, ParserOptions>} */
const rawParsers = new Map();
/** Marks a transaction the main thread asked to roll back (not an error to report). */
const ROLLBACK = Symbol('rollback');

/** @param {number[] | undefined} types */
function parsersFor(types) {
  if (!types || types.length === 0) return undefined;
  const key = types.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (/** @type {string} */ value) => value]));
    rawParsers.set(key, parsers);
  }
  return parsers;
}

/**
 * An error as plain data: its message, name and every primitive field (code, constraint, detail...).
 * @param {any} error
 */
function plainError(error) {
  /** @type {Record<string, unknown>} */
  const plain = { message: String(error?.message ?? error), name: String(error?.name ?? 'Error') };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
    }
  }
  return plain;
}

/**
 * The PGlite handle a message runs on: an open transaction's, or the database's.
 * @param {PGlite} db
 * @param {Message} message
 * @returns {PGlite | Transaction}
 */
function target(db, message) {
  if (message.tx === undefined) return db;
  const open = transactions.get(message.tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

/**
 * Starts a transaction and keeps it open until `end`: PGlite's own
 * transaction() holds its lock (other statements wait) and commits, or
 * rolls back when the main thread's callback failed.
 * @param {PGlite} db
 * @param {number} id
 * @returns {Promise<null>}
 */
function begin(db, id) {
  return new Promise((resolve, reject) => {
    /** @type {Promise<unknown>} */
    const done = db.transaction(
      (tx) =>
        new Promise((finish, abort) => {
          transactions.set(id, { tx, finish, abort, done });
          resolve(null);
        }),
    );
    done.catch((error) => {
      transactions.delete(id);
      reject(error);
    });
  });
}

/** @param {Message} message */
async function end(message) {
  const open = transactions.get(Number(message.tx));
  if (!open) throw new Error('Transaction is closed');
  transactions.delete(Number(message.tx));
  if (message.commit) open.finish(null);
  else open.abort(ROLLBACK);
  try {
    await open.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return null;
}

/**
 * @param {PGlite} db
 * @param {Message} message
 */
async function handle(db, message) {
  switch (message.op) {
    case 'query': {
      const result = await target(db, message).query(message.sql, message.params, {
        rowMode: message.rowMode,
        parsers: parsersFor(message.rawTypes),
        paramTypes: message.paramTypes,
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const results = await target(db, message).exec(message.sql);
      return results.map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }));
    }
    case 'begin':
      return begin(db, Number(message.tx));
    case 'end':
      return end(message);
    case 'rollback':
      await /** @type {Transaction} */ (target(db, message)).rollback();
      return null;
    case 'dump': {
      // The whole database as an uncompressed tar (the tests' migrated template, client.ts `snapshot`).
      const tar = await db.dumpDataDir('none');
      return new Uint8Array(await tar.arrayBuffer());
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

async function main() {
  /** @type {PGlite} */
  let db;
  try {
    // loadDataDir: an in-memory database that starts as a copy of a dump (no initdb, no migrations).
    const loadDataDir = options.loadDataDir ? new Blob([options.loadDataDir]) : undefined;
    db = await PGlite.create(options.dataDir, { extensions: { pg_trgm }, loadDataDir });
  } catch (error) {
    port.postMessage({ ready: false, error: plainError(error) });
    return;
  }
  port.on('message', (/** @type {Message} */ message) => {
    handle(db, message).then(
      (result) => port.postMessage({ id: message.id, ok: true, result }),
      (error) => port.postMessage({ id: message.id, ok: false, error: plainError(error) }),
    );
  });
  port.postMessage({ ready: true });
}

void main();
