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
 * Messages in:  { id, op: 'query', sql, params, rowMode, rawTypes, paramTypes, tx?, name?, arrival? }
 *               { id, op: 'exec', sql, tx? } | { id, op: 'begin', tx } | { id, op: 'end', tx, commit }
 *               { id, op: 'rollback', tx } | { id, op: 'dump' } | { id, op: 'close' }
 * (`tx` is the main thread's number for a transaction; `arrival` when the statement's request arrived.)
 * Messages out: { ready: true } or { ready: false, error } once; then { id, ok: true, result }
 *               or { id, ok: false, error } per message in.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * @typedef {import('@electric-sql/pglite').Transaction} Transaction
 * @typedef {import('@electric-sql/pglite').ParserOptions} ParserOptions
 * @typedef {{ tx: Transaction, finish: (value: null) => void, abort: (reason: unknown) => void, done: Promise<unknown> }} Open
 * @typedef {{ id: number, op: string, sql: string, params?: unknown[], rowMode?: 'array' | 'object',
 *   rawTypes?: number[], paramTypes?: number[], tx?: number, commit?: boolean, name?: string, arrival?: number }} Message
 */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/** @type {{ dataDir?: string, loadDataDir?: Uint8Array }} */
const options = workerData ?? {};

/** Open transactions by the main thread's number: their PGlite handle and how to finish them. @type {Map<number, Open>} */
const transactions = new Map();
/** Statements prepared under a name (`query` with `name`): their parameters' type OIDs. @type {Map<string, number[]>} */
const preparedStatements = new Map();
/** Marks a transaction the main thread asked to roll back (not an error to report). */
const ROLLBACK = Symbol('rollback');

/**
 * Every type's parser by PGlite, with the listed types' values kept as PostgreSQL's text (the main
 * thread applies its own parsers to them), by the list. @type {Map<string, Record<number | string, (value: string, typeId?: number) => unknown>>}
 */
const parsersByRawTypes = new Map();

/**
 * The parsers of a result, made once per list of raw types. Given the raw ones as its options,
 * PGlite's parseResults copies its whole table of parsers (hundreds of types) for each result, about
 * half a millisecond of a search's time on this thread.
 * @param {PGlite} db
 * @param {number[] | undefined} types
 */
function allParsers(db, types) {
  const key = types?.join(',') ?? '';
  let parsers = parsersByRawTypes.get(key);
  if (!parsers) {
    const raw = Object.fromEntries((types ?? []).map((type) => [type, (/** @type {string} */ value) => value]));
    parsers = { ...db.parsers, ...raw };
    parsersByRawTypes.set(key, parsers);
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

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * A query in PostgreSQL's extended protocol, its messages sent to PGlite in two batches: parse and
 * describe, then bind, describe, execute and sync (PGlite's own `query` makes six calls into the
 * database). A named query (the main thread's runByText, rowsByText, preparedRows and preparedQuery,
 * decisions 0047 and 0073) is parsed once under its name; later calls only bind their values and run
 * it. It holds PGlite's locks as `query` does: outside a transaction it waits for any open one and
 * runs alone; inside one it runs between that transaction's other statements only.
 * @param {PGlite} db
 * @param {Message} message
 */
function runQuery(db, message) {
  const exclusive = /** @type {any} */ (db);
  const inTransaction = message.tx !== undefined;
  // Throws when the main thread's transaction is no longer open.
  if (inTransaction) target(db, message);
  const run = () => exclusive._runExclusiveQuery(() => extendedQuery(db, message, !inTransaction));
  return inTransaction ? run() : exclusive._runExclusiveTransaction(run);
}

/**
 * @param {PGlite} db
 * @param {Message} message
 * @param {boolean} syncToFs whether to write PGlite's files after it (outside a transaction, as `query`)
 */
async function extendedQuery(db, message, syncToFs) {
  const name = message.name ?? '';
  let types = name ? preparedStatements.get(name) : undefined;
  if (!types) {
    try {
      const { messages } = await db.execProtocol(
        concat([
          protocol.serialize.parse({ name, text: message.sql, types: message.paramTypes }),
          protocol.serialize.describe({ type: 'S', name }),
        ]),
        { syncToFs: false },
      );
      types = parse.parseDescribeStatementResults(messages);
    } catch (error) {
      // The database skips every message after an error until a sync.
      await db.execProtocol(protocol.serialize.sync(), { syncToFs: false, throwOnError: false });
      throw error;
    }
    if (name) preparedStatements.set(name, types);
  }
  const oids = types;
  // Values serialized as PGlite's `query` does: by the parameter's type, else as text.
  const values = (message.params ?? []).map((param, i) => {
    if (param === null || param === undefined) return null;
    const serialize = db.serializers[oids[i]];
    return serialize ? serialize(param) : String(param);
  });
  const { messages } = await db.execProtocol(
    concat([
      protocol.serialize.bind({ statement: name, values: /** @type {any} */ (values) }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]),
    { syncToFs },
  );
  return parse.parseResults(messages, allParsers(db, message.rawTypes), { rowMode: message.rowMode })[0];
}

/**
 * @param {PGlite} db
 * @param {Message} message
 */
async function handle(db, message) {
  switch (message.op) {
    case 'query': {
      const result = await runQuery(db, message);
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

/**
 * @param {Message} message
 * @param {Promise<unknown>} result
 */
function answer(message, result) {
  return result.then(
    (value) => port.postMessage({ id: message.id, ok: true, result: value }),
    (error) => port.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
}

/**
 * Queries outside a transaction, waiting for the database (decision 0076). They run one at a time,
 * the oldest request's first: its `arrival`, then the order they were sent (`id`). A search or a page
 * sends several statements one after another; first come, first served, each of them waited behind
 * the statements of every request that arrived meanwhile. A transaction's statements do not wait
 * here: the transaction holds PGlite's lock, and they run in it at once.
 * @type {Message[]}
 */
const waiting = [];
let running = false;
let nextScheduled = false;

/** @param {Message} a @param {Message} b */
function before(a, b) {
  const at = a.arrival ?? 0;
  const bt = b.arrival ?? 0;
  return at < bt || (at === bt && a.id < b.id);
}

/**
 * Runs the oldest waiting query once the thread has taken in the messages that came meanwhile
 * (setImmediate runs after the event loop's poll for messages), unless one is running.
 * @param {PGlite} db
 */
function scheduleNext(db) {
  if (running || nextScheduled || waiting.length === 0) return;
  nextScheduled = true;
  setImmediate(() => {
    nextScheduled = false;
    if (running || waiting.length === 0) return;
    let oldest = 0;
    for (let i = 1; i < waiting.length; i++) if (before(waiting[i], waiting[oldest])) oldest = i;
    const [message] = waiting.splice(oldest, 1);
    running = true;
    void answer(message, handle(db, message)).finally(() => {
      running = false;
      scheduleNext(db);
    });
  });
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
    if (message.op === 'query' && message.tx === undefined) {
      waiting.push(message);
      scheduleNext(db);
    } else void answer(message, handle(db, message));
  });
  port.postMessage({ ready: true });
}

void main();
