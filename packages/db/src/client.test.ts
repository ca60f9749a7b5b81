import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArrivalOrder } from './arrival-order';
import {
  type Database,
  openDatabase,
  preparedQuery,
  preparedRows,
  queryRows,
  rowsByText,
  runByText,
  statementName,
} from './client';
import { users } from './schema';
import { buildJob, buildUser, createTestDatabase, testDbKind, testServerUrl } from './testing';

describe(`database (${testDbKind()})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('migrates, with pg_trgm and the reserved system sender', async () => {
    const ext = await queryRows(database.db, sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext).toHaveLength(1);
    const [system] = await database.db.select().from(users).where(eq(users.user_id, 10000));
    expect(system.role).toBe('system');
  });

  it.runIf(testDbKind() === 'postgres')(
    'starts every server connection without parallel query (decision 0072)',
    async () => {
      // Several at once, so more than one connection of the pool answers.
      const answers = await Promise.all(
        Array.from({ length: 3 }, () =>
          queryRows<{ workers: string }>(
            database.db,
            sql`select current_setting('max_parallel_workers_per_gather') as workers`,
          ),
        ),
      );
      expect(answers.map(([row]) => row.workers)).toEqual(['0', '0', '0']);
    },
  );

  it.runIf(testDbKind() === 'postgres')(
    'gives a free connection to the oldest request waiting for one (decision 0076)',
    async () => {
      const single = await openDatabase({ url: testServerUrl(), poolSize: 1 });
      try {
        const served: string[] = [];
        const ask = (request: string, arrival: number) =>
          inArrivalOrder(arrival, () => queryRows(single.db, sql`select ${request}::text as request`)).then(() => {
            served.push(request);
          });
        let waiting: Promise<void>[] = [];
        // The transaction holds the pool's one connection; the others wait for it.
        await single.db.transaction(async (tx) => {
          waiting = [ask('latest', 3), ask('earliest', 1), ask('middle', 2)];
          await tx.execute(sql`select 1`);
        });
        await Promise.all(waiting);
        // First come, first served would keep the order they were sent in: latest, earliest, middle.
        expect(served).toEqual(['earliest', 'middle', 'latest']);
      } finally {
        await single.close();
      }
    },
  );

  it('runs a query as a statement named by its text, with new values each time (decision 0073)', async () => {
    const [first, second] = [await buildUser(database.db), await buildUser(database.db)];
    // One transaction: one connection, whose prepared statements pg_prepared_statements lists.
    await database.db.transaction(async (tx) => {
      const emailOf = (userId: number) =>
        runByText(tx.select({ email: users.email }).from(users).where(eq(users.user_id, userId)));
      const idOf = (email: string) =>
        rowsByText<{ user_id: number }>(tx, sql`select user_id::int as user_id from users where email = ${email}`);
      for (let i = 0; i < 2; i++) {
        expect(await emailOf(first.user_id)).toEqual([{ email: first.email }]);
        expect(await emailOf(second.user_id)).toEqual([{ email: second.email }]);
        expect(await idOf(first.email as string)).toEqual([{ user_id: first.user_id }]);
      }
      const prepared = await queryRows<{ name: string; statement: string }>(
        tx,
        sql`select name, statement from pg_prepared_statements where name like 't\_%' order by statement`,
      );
      const select = tx.select({ email: users.email }).from(users).where(eq(users.user_id, 0)).toSQL().sql;
      expect(prepared).toEqual(
        [
          { name: statementName(select), statement: select },
          {
            name: statementName('select user_id::int as user_id from users where email = $1'),
            statement: 'select user_id::int as user_id from users where email = $1',
          },
        ].sort((a, b) => (a.statement < b.statement ? -1 : 1)),
      );
    });
  });

  it('numbers real users above the reserved range', async () => {
    const user = await buildUser(database.db);
    expect(user.user_id).toBeGreaterThan(100000);
  });

  it('keeps e-mails unique regardless of case', async () => {
    const user = await buildUser(database.db);
    await expect(buildUser(database.db, { email: user.email?.toUpperCase() })).rejects.toThrow();
  });

  it('stores a job with its company', async () => {
    const job = await buildJob(database.db, { position_zh: '前端开发' });
    expect(job.job_id).toBeGreaterThan(300000);
    expect(job.position_zh).toBe('前端开发');
  });

  it('runs a named prepared statement again with other parameters', async () => {
    const [first, second] = [await buildUser(database.db), await buildUser(database.db)];
    const byId = (userId: number) =>
      preparedRows<{ email: string }>(
        database.db,
        'test_user_email',
        sql`select email from users where user_id = ${userId}`,
      );
    // Several times each: the second call on a connection binds the statement prepared by the first.
    for (let i = 0; i < 3; i++) {
      expect(await byId(first.user_id)).toEqual([{ email: first.email }]);
      expect(await byId(second.user_id)).toEqual([{ email: second.email }]);
    }
  });

  it('builds a prepared query once for each database or transaction, and runs it with new values', async () => {
    const [first, second] = [await buildUser(database.db), await buildUser(database.db)];
    let builds = 0;
    const emailOf = preparedQuery((db) => {
      builds += 1;
      return db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.user_id, sql.placeholder('userId')))
        .prepare('test_prepared_email');
    });
    for (let i = 0; i < 3; i++) {
      expect(await emailOf(database.db).execute({ userId: first.user_id })).toEqual([{ email: first.email }]);
      expect(await emailOf(database.db).execute({ userId: second.user_id })).toEqual([{ email: second.email }]);
    }
    expect(builds).toBe(1);
    // A transaction gets its own, which sees the transaction's writes.
    await database.db
      .transaction(async (tx) => {
        await tx.update(users).set({ email: 'changed@example.com' }).where(eq(users.user_id, first.user_id));
        expect(await emailOf(tx).execute({ userId: first.user_id })).toEqual([{ email: 'changed@example.com' }]);
        tx.rollback();
      })
      .catch((error: Error) => {
        if (!/rollback/i.test(error.message)) throw error;
      });
    expect(builds).toBe(2);
    expect(await emailOf(database.db).execute({ userId: first.user_id })).toEqual([{ email: first.email }]);
  });

  it('prepares a fixed query under a name on both databases (by its text on PGlite, decision 0075)', async () => {
    const user = await buildUser(database.db);
    const select = (db: typeof database.db) =>
      db
        .select({ id: users.user_id, email: users.email })
        .from(users)
        .where(eq(users.user_id, sql.placeholder('userId')));
    const byId = preparedQuery((db) => select(db).prepare('test_prepared_by_id'));
    // One transaction: one connection, whose prepared statements pg_prepared_statements lists.
    await database.db.transaction(async (db) => {
      expect(await byId(db).execute({ userId: user.user_id })).toEqual([{ id: user.user_id, email: user.email }]);
      const text = select(db).toSQL().sql;
      const prepared = await queryRows<{ name: string }>(
        db,
        sql`select name from pg_prepared_statements where statement = ${text}`,
      );
      expect(prepared.map((row) => row.name)).toEqual([
        testDbKind() === 'postgres' ? 'test_prepared_by_id' : statementName(text),
      ]);
    });
  });
});
