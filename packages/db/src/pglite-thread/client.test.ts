import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArrivalOrder } from '../arrival-order';
import { openDatabase, queryRows } from '../client';
import { PGliteThread } from './client';

describe('PGlite in a worker thread', () => {
  let thread: PGliteThread;
  beforeAll(async () => {
    thread = await PGliteThread.create(undefined);
    await thread.exec('create table notes (id int primary key, body text not null, at timestamptz default now())');
  });
  afterAll(() => thread?.close());

  it('answers queries with parameters, in object and array rows', async () => {
    const objects = await thread.query<{ n: number; s: string }>('select $1::int + 1 as n, $2::text as s', [
      41,
      '职桥',
    ]);
    expect(objects.rows).toEqual([{ n: 42, s: '职桥' }]);
    expect(objects.fields.map((field) => field.name)).toEqual(['n', 's']);
    const arrays = await thread.query('select 1 as a, null::text as b', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, null]]);
  });

  it('prepares a named statement once, binds new values each call, and recovers from its errors', async () => {
    const named = { name: 'thread_named_sum', rowMode: 'object' as const } as Parameters<PGliteThread['query']>[2];
    const text = 'select $1::int / $2::int as n, $3::text[] as words';
    expect((await thread.query(text, [42, 2, ['a', 'b"c']], named)).rows).toEqual([{ n: 21, words: ['a', 'b"c'] }]);
    expect((await thread.query(text, [9, 3, []], named)).rows).toEqual([{ n: 3, words: [] }]);
    // An error while it runs leaves the statement prepared and the database usable.
    await expect(thread.query(text, [1, 0, []], named)).rejects.toThrow(/division by zero/);
    expect((await thread.query(text, [8, 4, ['x']], named)).rows).toEqual([{ n: 2, words: ['x'] }]);
    // A statement that cannot be prepared is not kept under its name.
    const broken = { name: 'thread_named_broken' } as Parameters<PGliteThread['query']>[2];
    await expect(thread.query('select from nowhere where', [], broken)).rejects.toThrow(/syntax/);
    await expect(thread.query('select from nowhere where', [], broken)).rejects.toThrow(/syntax/);
    expect((await thread.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    const prepared = await thread.query<{ name: string }>(
      "select name from pg_prepared_statements where name like 'thread_named_%'",
    );
    expect(prepared.rows).toEqual([{ name: 'thread_named_sum' }]);
  });

  it('runs a named statement after an open transaction, never inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const open = thread.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (50, $1)', ['rolled back']);
      await held;
      throw new Error('rolled back');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const named = { name: 'thread_named_count' } as Parameters<PGliteThread['query']>[2];
    const count = thread.query<{ n: number }>('select count(*)::int as n from notes where id = $1', [50], named);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await expect(open).rejects.toThrow('rolled back');
    // Inside the transaction it would have seen the row the rollback removed.
    expect((await count).rows).toEqual([{ n: 0 }]);
  });

  it("runs the caller's parsers on PostgreSQL's text of the value", async () => {
    const parsed = await thread.query<{ at: string; n: number }>(
      "select '2024-05-01 08:00:00+00'::timestamptz as at, 7 as n",
      [],
      { parsers: { 1184: (text: string) => `raw:${text}` } },
    );
    expect(parsed.rows[0].at).toMatch(/^raw:2024-05-01 08:00:00/);
    expect(parsed.rows[0].n).toBe(7);
  });

  it("keeps the server's thread free while a query runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      // Long enough for several ticks; PGlite in this thread would block every one of them.
      await thread.query('select count(*) from generate_series(1, 3000000) g where g % 7 = 0');
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(2);
  });

  it('commits a transaction, and rolls it back when its callback throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (1, $1)', ['kept']);
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (2, $1)', ['dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const rolledBack = await thread.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (3, $1)', ['dropped too']);
      await tx.rollback();
      return 'done';
    });
    expect(rolledBack).toBe('done');
    const { rows } = await thread.query<{ id: number }>('select id from notes order by id');
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('makes other statements wait until an open transaction ends', async () => {
    let outside: Promise<number> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (10, $1)', ['inside']);
      outside = thread
        .query<{ n: number }>('select count(*)::int as n from notes where id = 10')
        .then((result) => result.rows[0].n);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('insert into notes (id, body) values (11, $1)', ['inside too']);
    });
    // Had the count run inside the open transaction's window, it would have seen no committed row.
    expect(await outside).toBe(1);
  });

  it('serves waiting statements in the order their requests arrived, not the order they were sent', async () => {
    await thread.exec('create sequence served');
    const served = (request: string, arrival: number) =>
      inArrivalOrder(arrival, () =>
        thread.query<{ request: string; n: number }>("select $1::text as request, nextval('served')::int as n", [
          request,
        ]),
      ).then((result) => result.rows[0]);
    let waiting: Promise<{ request: string; n: number }>[] = [];
    await thread.transaction(async (tx) => {
      // The transaction holds the database: the oldest statement waits for it, the others behind it.
      waiting = [served('first', 0), served('latest', 3), served('earliest', 1), served('middle', 2)];
      await tx.query('select 1');
    });
    const ran = await Promise.all(waiting);
    const order = [...ran].sort((a, b) => a.n - b.n).map((row) => row.request);
    // Sent as first, latest, earliest, middle; first come, first served would keep that order.
    expect(order).toEqual(['first', 'earliest', 'middle', 'latest']);
  });

  it("reports the database's error fields (code, constraint) across the thread", async () => {
    const error = await thread.query('insert into notes (id, body) values (1, $1)', ['again']).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('23505');
    expect(error.constraint).toBe('notes_pkey');
  });

  it('refuses to commit a transaction a failed statement aborted', async () => {
    const before = await thread.query<{ n: number }>('select count(*)::int as n from notes');
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (1, $1)', ['duplicate']).catch(() => {});
      }),
    ).rejects.toThrow();
    const after = await thread.query<{ n: number }>('select count(*)::int as n from notes');
    expect(after.rows).toEqual(before.rows);
  });
});

describe('the embedded database on a folder', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'jobbridge-pglite-thread-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is refused while another live process holds its lock', async () => {
    const dataDir = path.join(folder, 'taken');
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by process ${process.ppid}`);
  });

  it('keeps its data across close and open, and releases its lock on close', async () => {
    const dataDir = path.join(folder, 'pg');
    const first = await openDatabase({ dataDir });
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kept values (1), (2)`);
    });
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    await expect(first.ping()).rejects.toThrow();

    const second = await openDatabase({ dataDir });
    try {
      const rows = await queryRows<{ n: number }>(second.db, sql`select sum(n)::int as n from kept`);
      expect(rows[0].n).toBe(3);
    } finally {
      await second.close();
    }
  });
});

describe('an in-memory database opened from a dump', () => {
  it('starts with what the dumped one held, and each copy changes apart from the other', async () => {
    const source = await openDatabase({ dataDir: 'memory://' });
    let dump: Uint8Array;
    try {
      await source.db.execute(sql`create table seeded (n int)`);
      await source.db.execute(sql`insert into seeded values (5), (6)`);
      dump = await (source.dump as NonNullable<typeof source.dump>)();
    } finally {
      await source.close();
    }
    const [a, b] = await Promise.all([
      openDatabase({ dataDir: 'memory://', loadDataDir: dump }),
      openDatabase({ dataDir: 'memory://', loadDataDir: dump }),
    ]);
    try {
      await a.db.execute(sql`insert into seeded values (100)`);
      const sum = async (database: typeof a) =>
        (await queryRows<{ n: number }>(database.db, sql`select sum(n)::int as n from seeded`))[0].n;
      expect(await sum(a)).toBe(111);
      expect(await sum(b)).toBe(11);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('is refused for a folder, whose own data would be replaced', async () => {
    await expect(
      openDatabase({ dataDir: path.join(tmpdir(), 'jobbridge-never-opened'), loadDataDir: new Uint8Array(1) }),
    ).rejects.toThrow('in-memory');
  });
});
