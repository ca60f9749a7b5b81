/**
 * A shutdown waits for handlers whose client has gone before it closes the
 * database (in-flight.ts): the HTTP server's close no longer waits for them.
 */
import { queryRows } from '@jobbridge/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { InFlightHandlers } from './in-flight';
import { createTestApp, deferred } from './testing';

describe('handlers in flight', () => {
  it('counts a handler until what it returns settles, passing it on unchanged', async () => {
    const inFlight = new InFlightHandlers();
    expect(inFlight.run(() => 7)).toBe(7);
    expect(inFlight.running).toBe(0);
    expect(() =>
      inFlight.run(() => {
        throw new Error('sync failure');
      }),
    ).toThrow('sync failure');
    expect(inFlight.running).toBe(0);

    const { promise: gate, resolve: release } = deferred();
    const pending = inFlight.run(async () => {
      await gate;
      return 'done';
    });
    const failing = inFlight.run(async () => {
      await gate;
      throw new Error('async failure');
    });
    expect(inFlight.running).toBe(2);
    expect(await inFlight.settled(20)).toBe(false);
    release();
    await expect(pending).resolves.toBe('done');
    await expect(failing).rejects.toThrow('async failure');
    expect(await inFlight.settled(1_000)).toBe(true);
    expect(inFlight.running).toBe(0);
  });

  it("lets a handler whose client has gone finish with the database after the server's close", async () => {
    const { promise: gate, resolve: release } = deferred();
    const { promise: handlerStarted, resolve: started } = deferred();
    let finished: { rows?: number; error?: string } = {};
    const t = await createTestApp({
      extend: (app) => {
        app.get('/slow-for-test', { schema: { hide: true } }, async () => {
          started();
          await gate;
          try {
            const rows = await queryRows<{ one: number }>(app.database.db, sql`select 1 as one`);
            finished = { rows: rows.length };
          } catch (error) {
            finished = { error: (error as Error).message };
          }
          return { ok: true };
        });
      },
    });
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const client = new AbortController();
      const request = fetch(`${address}/slow-for-test`, { signal: client.signal }).catch(() => null);
      await handlerStarted;
      client.abort();
      await request;
      // The server closes with the handler still running: its client has gone.
      await t.app.close();
      expect(t.app.inFlight.running).toBe(1);
      release();
      expect(await t.app.inFlight.settled(5_000)).toBe(true);
      // Its statement ran on an open database (the shutdown closes it only now).
      expect(finished).toEqual({ rows: 1 });
    } finally {
      release();
      await t.close().catch(() => {});
    }
  });
});
