/**
 * A shutdown waits for handlers whose client has gone before it closes the
 * database (in-flight.ts): the HTTP server's close no longer waits for them.
 */
import { chatMessages, queryRows } from '@jobbridge/db';
import { buildCompany, buildJob, buildRecruiter, buildUser } from '@jobbridge/db/testing';
import { COOKIE_NAMES } from '@jobbridge/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { InFlightHandlers } from './in-flight';
import { createSession } from './plugins/auth';
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

  it('lets a chat message that came over a live socket be stored after the server closes', async () => {
    const t = await createTestApp();
    const { promise: gate, resolve: release } = deferred();
    try {
      const db = t.database.db;
      const company = await buildCompany(db);
      const recruiter = await buildRecruiter(db, company.company_id);
      const job = await buildJob(db, { company_id: company.company_id, recruiter_id: recruiter.user_id });
      const candidate = await buildUser(db, { status: 2 });
      const { token } = await createSession(db, candidate.user_id, { userAgent: 'vitest' });
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const ws = new WebSocket(`${address.replace('http', 'ws')}/ws/candidate/${candidate.user_id}`, {
        headers: { origin: t.app.env.PUBLIC_ORIGINS[0], cookie: `${COOKIE_NAMES.token}=${token}` },
      });
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));

      // The messages table is held, so the message waits on its way to the database.
      const { promise: holding, resolve: held } = deferred();
      const hold = db.transaction(async (tx) => {
        await tx.execute(sql`lock table chat_messages in exclusive mode`);
        held();
        await gate;
      });
      await holding;
      const frame = { client_id: `shutdown-${candidate.user_id}`, to_user_id: recruiter.user_id, job_id: job.job_id };
      ws.send(JSON.stringify({ type: 'chat_send', ...frame, content: 'Sent as the server stops' }));
      await vi.waitFor(() => expect(t.app.inFlight.running).toBe(1));
      // The server closes its sockets with the message still on its way, which is counted. (On
      // PostgreSQL the message may already wait in the writer's queue, whose drain the close awaits.)
      const socketClosed = new Promise((resolve) => ws.once('close', resolve));
      const closing = t.app.close();
      await socketClosed;
      expect(t.app.inFlight.running).toBe(1);
      release();
      await hold;
      await closing;
      expect(await t.app.inFlight.settled(5_000)).toBe(true);
      const stored = await db
        .select({ content: chatMessages.content })
        .from(chatMessages)
        .where(eq(chatMessages.client_id, frame.client_id));
      expect(stored).toEqual([{ content: 'Sent as the server stops' }]);
    } finally {
      release();
      await t.close().catch(() => {});
    }
  });
});
