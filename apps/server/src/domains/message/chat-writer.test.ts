import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { chatBlocks, chatMessages, jobs } from '@jobbridge/db';
import { buildJob, buildUser, testDbKind } from '@jobbridge/db/testing';
import { AppError, COOKIE_NAMES, LIVE } from '@jobbridge/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CHAT_SEND_LIMITS } from '../../limits';
import { createSession } from '../../plugins/auth';
import { createTestApp, deferred, type TestApp } from '../../testing';
import { buildWorld, type World } from '../resume/test-kit';
import {
  batchFactsQuery,
  type ChatWritten,
  findConversation,
  type SendResult,
  sendChatMessage,
  writeChatBatch,
  writeChatMessage,
} from './chat-service';
import { ChatWriter } from './chat-writer';

/**
 * Group commit of chat messages (decision 0044): messages that arrive
 * together are written in one transaction, each with exactly the answer it
 * would have had alone, and answered only once that transaction committed.
 */
const ORIGIN = 'http://jobbridge.test';
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function world(): Promise<World> {
  const w = await buildWorld(t.database);
  await t.database.db.update(jobs).set({ recruiter_id: w.recruiterX.user_id }).where(eq(jobs.job_id, w.jobX.job_id));
  return w;
}

/** More candidates, each with a session. */
async function candidates(n: number) {
  const out: Array<{ user_id: number; cookie: string }> = [];
  for (let i = 0; i < n; i++) {
    const user = await buildUser(t.database.db, { status: 2 });
    const { token } = await createSession(t.database.db, user.user_id, { userAgent: 'vitest' });
    out.push({ user_id: user.user_id, cookie: `${COOKIE_NAMES.token}=${token}` });
  }
  return out;
}

/** The conversation of a message, as the app finds it before writing. */
async function conversationOf(from: number, to: number, jobId: number) {
  const actor = { user_id: from } as Parameters<typeof findConversation>[1];
  const conversation = await findConversation(t.database.db, actor, from, to, jobId, { bothSides: true });
  if (!conversation) throw new Error('no conversation');
  return conversation;
}

/**
 * Messages through a writer, as the app sends them: the conversations found first, then every
 * message handed to the writer in one turn (as frames read together are). Settles with each answer.
 */
async function sendAll(
  writer: ChatWriter<ChatWritten>,
  messages: Array<{ from: number; to: number; jobId: number; content: string; clientId?: string }>,
): Promise<Array<Promise<SendResult>>> {
  const conversations = await Promise.all(messages.map((m) => conversationOf(m.from, m.to, m.jobId)));
  return messages.map((m, i) =>
    sendChatMessage(
      t.database.db,
      m.from,
      conversations[i],
      { to_user_id: m.to, job_id: m.jobId, content: m.content, client_id: m.clientId ?? randomUUID() },
      'en',
      (write) => writer.write(write),
    ),
  );
}
/** One message through a writer. */
const sendWith = async (
  writer: ChatWriter<ChatWritten>,
  from: number,
  to: number,
  jobId: number,
  content: string,
  clientId?: string,
) => (await sendAll(writer, [{ from, to, jobId, content, clientId }]))[0];
/** A writer of one lane: every message waits for the same commits. */
const newWriter = (lanes = 1) =>
  new ChatWriter<ChatWritten>(
    () => t.database.db,
    writeChatMessage,
    writeChatBatch,
    () => {},
    { lanes },
  );
const textsOf = async (candidateId: number, jobId: number) =>
  (
    await t.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.candidate_id, candidateId), eq(chatMessages.job_id, jobId)))
  ).sort((x, y) => x.message_id - y.message_id);
/** Settles every promise; the outcome of each (a result, or the AppError's code). */
const outcomes = (promises: Array<Promise<SendResult>>) =>
  Promise.all(
    promises.map((p) =>
      p.then(
        (result) => ({ ok: result }),
        (error: unknown) => ({ code: error instanceof AppError ? error.code : String(error) }),
      ),
    ),
  );

describe('ChatWriter: messages that arrive together share one commit', () => {
  it('writes a burst from several senders in fewer commits, each conversation in arrival order with one card', async () => {
    const w = await world();
    const people = [w.a, w.b, ...(await candidates(2))];
    const writer = newWriter();
    // Started in one turn, as frames read together are: four senders, three messages each.
    const sent = await sendAll(
      writer,
      people.flatMap((person) =>
        [0, 1, 2].map((n) => ({
          from: person.user_id,
          to: w.recruiterX.user_id,
          jobId: w.jobX.job_id,
          content: `m${n}`,
        })),
      ),
    );
    const results = await Promise.all(sent);
    expect(writer.counts.messages).toBe(12);
    expect(writer.counts.commits).toBe(1);
    for (const result of results) expect(result.created).toBe(true);
    for (const person of people) {
      const rows = await textsOf(person.user_id, w.jobX.job_id);
      expect(rows.map((row) => [row.kind, row.content])).toEqual([
        ['job_card', w.jobX.position_en],
        ['text', 'm0'],
        ['text', 'm1'],
        ['text', 'm2'],
      ]);
    }
    // What arrives while a commit is in flight waits for the next one.
    const toX = { from: w.a.user_id, to: w.recruiterX.user_id, jobId: w.jobX.job_id };
    const [first] = await sendAll(writer, [{ ...toX, content: 'later 1' }]);
    await new Promise((resolve) => setImmediate(resolve));
    const more = await sendAll(
      writer,
      [2, 3, 4].map((n) => ({ ...toX, content: `later ${n}` })),
    );
    await Promise.all([first, ...more]);
    expect(writer.counts.messages).toBe(16);
    expect(writer.counts.commits).toBeLessThan(16);
    const contents = (await textsOf(w.a.user_id, w.jobX.job_id)).map((row) => row.content);
    expect(contents.slice(-4)).toEqual(['later 1', 'later 2', 'later 3', 'later 4']);
  });

  it("keeps a conversation's messages to one lane of several: at most one commit a lane, each in arrival order", async () => {
    const w = await world();
    const people = [w.a, w.b, ...(await candidates(4))];
    const writer = newWriter(3);
    const sent = await sendAll(
      writer,
      [0, 1, 2, 3].flatMap((n) =>
        people.map((person) => ({
          from: person.user_id,
          to: w.recruiterX.user_id,
          jobId: w.jobX.job_id,
          content: `m${n}`,
        })),
      ),
    );
    await Promise.all(sent);
    expect(writer.counts.messages).toBe(people.length * 4);
    expect(writer.counts.commits).toBeLessThanOrEqual(3);
    for (const person of people) {
      const rows = await textsOf(person.user_id, w.jobX.job_id);
      expect(rows.map((row) => row.content)).toEqual([w.jobX.position_en, 'm0', 'm1', 'm2', 'm3']);
    }
  });

  it('stores a client id once, sent twice in one batch or again in a later one', async () => {
    const w = await world();
    const writer = newWriter();
    const clientId = randomUUID();
    const to = [w.a.user_id, w.recruiterX.user_id, w.jobX.job_id] as const;
    const toX = { from: w.a.user_id, to: w.recruiterX.user_id, jobId: w.jobX.job_id };
    const batch = await Promise.all(
      await sendAll(writer, [
        { ...toX, content: 'once', clientId },
        { ...toX, content: 'once', clientId },
        { ...toX, content: 'other' },
        { ...toX, content: 'once', clientId },
      ]),
    );
    expect(writer.counts.commits).toBe(1);
    expect(batch.map((result) => result.created)).toEqual([true, false, true, false]);
    const id = batch[0].message.message_id;
    for (const result of [batch[1], batch[3]]) expect(result.message.message_id).toBe(id);
    const again = await sendWith(writer, ...to, 'once', clientId);
    expect(again).toMatchObject({ created: false, message: { message_id: id } });
    const rows = await textsOf(w.a.user_id, w.jobX.job_id);
    expect(rows.filter((row) => row.client_id === clientId)).toHaveLength(1);
    expect(rows.map((row) => row.kind)).toEqual(['job_card', 'text', 'text']);
  });

  it('refuses in a batch exactly what it refuses alone, each to its own sender, and stores the rest', async () => {
    const w = await world();
    const writer = newWriter();
    const x = w.jobX.job_id;
    // B's conversation is blocked by the company's side; A is told nothing of it.
    await sendWith(writer, w.b.user_id, w.recruiterX.user_id, x, 'before the block');
    await t.database.db.insert(chatBlocks).values({ candidate_id: w.b.user_id, job_id: x, side: 'recruiter' });
    const closed = await buildJob(t.database.db, {
      company_id: w.companyX.company_id,
      recruiter_id: w.recruiterX.user_id,
      status: 'closed',
    });
    const [c] = await candidates(1);
    const limit = CHAT_SEND_LIMITS[0].max;
    const commitsBefore = writer.counts.commits;
    const answers = await outcomes(
      await sendAll(writer, [
        { from: w.a.user_id, to: w.recruiterX.user_id, jobId: x, content: 'fine' },
        { from: w.b.user_id, to: w.recruiterX.user_id, jobId: x, content: 'blocked' },
        { from: w.b.user_id, to: w.recruiterX.user_id, jobId: closed.job_id, content: 'closed job' },
        // The company side opens only with a candidate who applied (A did, C did not).
        { from: w.recruiterX.user_id, to: c.user_id, jobId: x, content: 'not applied' },
        // C past the minute's limit within the one batch: the first `limit` are stored.
        ...Array.from({ length: limit + 2 }, (_, n) => ({
          from: c.user_id,
          to: w.recruiterX.user_id,
          jobId: x,
          content: `c${n}`,
        })),
      ]),
    );
    expect(writer.counts.commits).toBe(commitsBefore + 1);
    expect(answers[0]).toMatchObject({ ok: { created: true, message: { content: 'fine' } } });
    expect(answers.slice(1, 4)).toEqual([{ code: 4003 }, { code: 4009 }, { code: 4004 }]);
    const cAnswers = answers.slice(4);
    expect(cAnswers.filter((answer) => 'ok' in answer)).toHaveLength(limit);
    expect(cAnswers.slice(limit)).toEqual([{ code: 4029 }, { code: 4029 }]);
    expect((await textsOf(c.user_id, x)).filter((row) => row.kind === 'text')).toHaveLength(limit);
    expect((await textsOf(w.b.user_id, x)).map((row) => row.content)).toEqual([w.jobX.position_en, 'before the block']);
    expect(await textsOf(w.b.user_id, closed.job_id)).toEqual([]);
  });

  describe.runIf(testDbKind() === 'postgres')('on PostgreSQL, with other connections', () => {
    it('answers no message of a batch before the whole batch committed', async () => {
      const w = await world();
      const writer = newWriter();
      const [first, second] = [w.a, w.b].sort((p, q) => p.user_id - q.user_id);
      const x = w.jobX.job_id;
      // Another connection holds the second conversation's lock: the batch writes the first, then waits.
      const { promise: held, resolve: release } = deferred();
      const { promise: isLocked, resolve: locked } = deferred();
      const holder = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`chat:${second.user_id}:${x}`}, 0))`);
        locked();
        await held;
      });
      await isLocked;
      let answered = 0;
      const sends = (
        await sendAll(
          writer,
          [first, second].map((person) => ({
            from: person.user_id,
            to: w.recruiterX.user_id,
            jobId: x,
            content: `from ${person.user_id}`,
          })),
        )
      ).map((sent) =>
        sent.then((result) => {
          answered += 1;
          return result;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(0);
      // Written in the open transaction, not committed: nobody else sees it.
      expect(await textsOf(first.user_id, x)).toEqual([]);
      release();
      await holder;
      const [one, two] = await Promise.all(sends);
      expect(writer.counts.commits).toBe(1);
      expect((await textsOf(first.user_id, x)).at(-1)?.message_id).toBe(one.message.message_id);
      expect((await textsOf(second.user_id, x)).at(-1)?.message_id).toBe(two.message.message_id);
    });

    it('writes the others alone when one statement of the batch fails, and answers that one too', async () => {
      const w = await world();
      const writer = newWriter();
      const x = w.jobX.job_id;
      await sendWith(writer, w.a.user_id, w.recruiterX.user_id, x, 'opened');
      // Another connection stores A's client id first (uncommitted while the batch runs): the
      // batch's statement waits for it, then fails on the unique index, and undoes the batch.
      const clientId = randomUUID();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted = () => {};
      const isInserted = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const [winnerRow] = await Promise.all([
        t.database.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(chatMessages)
            .values({
              from_user_id: w.a.user_id,
              to_user_id: w.recruiterX.user_id,
              to_system: 'recruiter',
              job_id: x,
              kind: 'text',
              content: 'stored elsewhere',
              client_id: clientId,
            })
            .returning();
          inserted();
          await held;
          return row;
        }),
        (async () => {
          await isInserted;
          const sends = outcomes(
            await sendAll(writer, [
              { from: w.b.user_id, to: w.recruiterX.user_id, jobId: x, content: 'b fine' },
              { from: w.a.user_id, to: w.recruiterX.user_id, jobId: x, content: 'raced', clientId },
              { from: w.a.user_id, to: w.recruiterX.user_id, jobId: x, content: 'a fine' },
            ]),
          );
          await new Promise((resolve) => setTimeout(resolve, 300));
          release();
          return sends;
        })().then(async (sends) => {
          const answers = await sends;
          expect(answers[0]).toMatchObject({ ok: { created: true, message: { content: 'b fine' } } });
          expect(answers[1]).toMatchObject({ ok: { created: false, message: { content: 'stored elsewhere' } } });
          expect(answers[2]).toMatchObject({ ok: { created: true, message: { content: 'a fine' } } });
        }),
      ]);
      expect(writer.counts.retriedAlone).toBe(1);
      const aRows = await textsOf(w.a.user_id, x);
      expect(aRows.filter((row) => row.client_id === clientId).map((row) => row.message_id)).toEqual([
        winnerRow.message_id,
      ]);
      expect(aRows.map((row) => row.content)).toEqual([w.jobX.position_en, 'opened', 'stored elsewhere', 'a fine']);
    });
  });
});

/** Opens a user's live socket; its frames are collected as they arrive. */
function connect(userId: number, cookie: string): Promise<{ ws: WebSocket; frames: Array<Record<string, unknown>> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}/ws/candidate/${userId}`, { headers: { origin: ORIGIN, cookie } });
    const frames: Array<Record<string, unknown>> = [];
    ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
    ws.once('open', () => resolve({ ws, frames }));
    ws.once('error', reject);
  });
}

/** The app's chat write counters, read from /metrics. */
async function writeCounters(): Promise<{ commits: number; messages: number }> {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const read = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { commits: read('chat_write_commits_total'), messages: read('chat_write_messages_total') };
}

describe('chat_send on the live channel', () => {
  it('acknowledges messages sent at once from several sockets after fewer commits than messages', async () => {
    const w = await world();
    const people = [w.a, w.b, ...(await candidates(2))];
    const sockets = await Promise.all(people.map((person) => connect(person.user_id, person.cookie)));
    const before = await writeCounters();
    const frames = people.flatMap((person, i) =>
      [0, 1, 2].map((n) => ({
        socket: sockets[i],
        frame: {
          type: 'chat_send',
          client_id: randomUUID(),
          to_user_id: w.recruiterX.user_id,
          job_id: w.jobX.job_id,
          content: `${person.user_id}:${n}`,
        },
      })),
    );
    for (const { socket, frame } of frames) socket.ws.send(JSON.stringify(frame));
    const acks = () => sockets.flatMap((socket) => socket.frames.filter((f) => f.type === 'chat_ack'));
    await expect.poll(() => acks().length).toBe(frames.length);
    const after = await writeCounters();
    expect(after.messages - before.messages).toBe(frames.length);
    expect(after.commits - before.commits).toBeLessThan(frames.length);
    // Each acknowledged message is stored, under the id its ack gave.
    for (const ack of acks()) {
      const message = ack.message as { message_id: number; client_id: string };
      const [row] = await t.database.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.message_id, message.message_id));
      expect(row.client_id).toBe(message.client_id);
    }
    for (const socket of sockets) socket.ws.close();
  });

  it(`refuses a socket's chat_send past ${LIVE.maxChatInFlight} waiting for their answer, at once and to it only`, async () => {
    const w = await world();
    const [a, other] = await Promise.all([
      connect(w.a.user_id, w.a.cookie),
      connect(w.recruiterX.user_id, w.recruiterX.cookie),
    ]);
    const frame = (content: string) => ({
      type: 'chat_send',
      client_id: randomUUID(),
      to_user_id: w.recruiterX.user_id,
      job_id: w.jobX.job_id,
      content,
    });
    // Another connection holds the conversation's lock (on PGlite, its only connection): nothing is answered meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`chat:${w.a.user_id}:${w.jobX.job_id}`}, 0))`,
      );
      locked();
      await held;
    });
    await isLocked;
    const sent = Array.from({ length: LIVE.maxChatInFlight + 3 }, (_, n) => frame(`m${n}`));
    for (const one of sent) a.ws.send(JSON.stringify(one));
    await expect.poll(() => a.frames.filter((f) => f.type === 'chat_error').length).toBe(3);
    expect(a.frames.filter((f) => f.type === 'chat_error')).toEqual(
      sent.slice(LIVE.maxChatInFlight).map((one) => ({
        type: 'chat_error',
        client_id: one.client_id,
        code: 4029,
        key: 'server.chat.tooManyInFlight',
      })),
    );
    expect(a.frames.filter((f) => f.type === 'chat_ack')).toEqual([]);
    release();
    await holder;
    await expect.poll(() => a.frames.filter((f) => f.type === 'chat_ack').length).toBe(LIVE.maxChatInFlight);
    // Answered, they no longer count: a resend of a refused one is taken.
    a.ws.send(JSON.stringify(sent.at(-1)));
    await expect.poll(() => a.frames.filter((f) => f.type === 'chat_ack').length).toBe(LIVE.maxChatInFlight + 1);
    expect((await textsOf(w.a.user_id, w.jobX.job_id)).filter((row) => row.kind === 'text')).toHaveLength(
      LIVE.maxChatInFlight + 1,
    );
    expect(other.frames.filter((f) => f.type === 'chat_error')).toEqual([]);
    a.ws.close();
    other.ws.close();
  });
});

describe("a batch's checks", () => {
  it('look each message up on its own, never by hashing a whole table (a cost that grows with every message stored)', async () => {
    const w = await world();
    const writer = newWriter();
    const toX = { from: w.a.user_id, to: w.recruiterX.user_id, jobId: w.jobX.job_id };
    await Promise.all(
      await sendAll(
        writer,
        [1, 2, 3].map((n) => ({ ...toX, content: `plan ${n}` })),
      ),
    );
    const input = [w.a, w.b].map((person, i) => ({
      i,
      sender: person.user_id,
      candidate: person.user_id,
      job: w.jobX.job_id,
      side: 'recruiter' as const,
      client_id: randomUUID(),
      now: new Date().toISOString(),
    }));
    // Index scans off: a planner that finds a whole table cheaper to hash than probing it (as it does
    // once chat_messages is large) hashes an `exists`; the subqueries must leave it no such choice.
    const text = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_indexonlyscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const plan = (await tx.execute(sql`explain (verbose) ${batchFactsQuery(input)}`)) as unknown as {
        rows: Array<Record<string, string>>;
      };
      return plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(text).toContain('SubPlan');
    expect(text).not.toMatch(/hashed SubPlan/i);
  });
});
