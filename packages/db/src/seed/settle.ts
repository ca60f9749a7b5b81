import { sql } from 'drizzle-orm';
import type { Database, Db } from '../client';

/** A whole database (with its pool or PGlite instance), rather than a handle that may be a transaction's. */
export const isDatabase = (value: Database | Db): value is Database =>
  typeof (value as Database).migrate === 'function' && 'db' in value;

/**
 * After a bulk load, what autovacuum would do in time, done at once (decision 0052). The demo
 * data's 1,200 jobs do not reach autovacuum's insert threshold (1,000 rows and 20 %), so without
 * this a freshly seeded database could keep for good:
 *
 * - GIN pending lists. A GIN index takes new rows into a pending list that every search using the
 *   index reads in full, until VACUUM, or 4 MB of entries, moves them into the index; over a list
 *   that long the planner prefers not to use the index at all. A job page's similar jobs filtered
 *   all 1,169 open jobs for their title words (0.9 ms) instead of reading the six that have them
 *   from the index (0.02 ms).
 * - The statistics of empty tables, taken by the migrations' ANALYZE before the load.
 * - No visibility map: without it an index-only scan reads the table too, so counting the open
 *   jobs (/jobs, the home page) scanned the table (0.4-0.8 ms) instead of an index (0.2 ms).
 *
 * VACUUM cannot run inside a transaction: given a Database it runs `vacuum analyze`; given a
 * bare handle (which may be a transaction's) it moves the pending lists and analyzes, the first
 * two of the three.
 */
export async function settleAfterBulkLoad(database: Database | Db): Promise<void> {
  if (isDatabase(database)) {
    await database.db.execute(sql`vacuum analyze`);
    return;
  }
  const db = database;
  await db.execute(sql`
    select gin_clean_pending_list(i.indexrelid)
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_am am on am.oid = c.relam
    where am.amname = 'gin' and c.relnamespace = current_schema()::regnamespace`);
  await db.execute(sql`analyze`);
}
