import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chatMessages, type Database, openDatabase } from '@jobbridge/db';
import { buildCompany, buildJob, buildRecruiter, buildUser, testDbKind, testServerUrl } from '@jobbridge/db/testing';
import { COOKIE_NAMES } from '@jobbridge/shared';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort, serverJs, startBuiltServer, waitReady } from './built-server-kit';
import { SOCKET_FRAME_LIMIT } from './limits';
import { createSession } from './plugins/auth';

/**
 * Delivery survives a crash (QUALITY.md, decision 0025): the built server
 * (dist/server.js) is killed with SIGKILL while three candidates are
 * sending over their sockets. After a restart, every message that was
 * acknowledged is stored, and each sender's resend of everything it holds
 * unacknowledged (its offline queue, same client ids) stores each message
 * exactly once. Runs on the suite's database kind: a PGlite data
 * directory, or a new database on the PostgreSQL server.
 */
const SENDERS = 3;
/** Under the socket's frame limit, so a sender's burst is never cut for its rate. */
const PER_SENDER = SOCKET_FRAME_LIMIT.max - 5;

/** Where the server keeps its data: env for the child, and a way to open it here. */
async function makeStore(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  if (testDbKind() === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'jobbridge-crash-'));
    return {
      env: { DATA_DIR: dir },
      open: () => openDatabase({ dataDir: path.join(dir, 'pg') }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `jobbridge_crash_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ url: url.toString(), poolSize: 2 }),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: testServerUrl() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

interface Sender {
  user_id: number;
  cookie: string;
  /** Client id → the acknowledged message id. */
  acked: Map<string, number>;
  frames: Array<{ client_id: string; to_user_id: number; job_id: number; content: string }>;
}

/**
 * Opens a sender's socket; acknowledgements are recorded as they arrive. A frame refused because
 * LIVE.maxChatInFlight of the socket's frames were waiting is sent again after the next answer.
 */
function connect(base: string, origin: string, sender: Sender): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws/candidate/${sender.user_id}`, {
      headers: { origin, cookie: sender.cookie },
    });
    const refused: string[] = [];
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as {
        type?: string;
        client_id?: string;
        key?: string;
        message?: { message_id: number };
      };
      if (frame.type === 'chat_error' && frame.key === 'server.chat.tooManyInFlight' && frame.client_id) {
        refused.push(frame.client_id);
        return;
      }
      if (frame.type === 'chat_ack' && frame.client_id && frame.message) {
        sender.acked.set(frame.client_id, frame.message.message_id);
        const next = refused.shift();
        const again = next && sender.frames.find((one) => one.client_id === next);
        if (again) ws.send(JSON.stringify({ type: 'chat_send', ...again }));
      }
    });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

describe('a server killed with SIGKILL while messages are being sent', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it('keeps every acknowledged message, and the resent rest is stored exactly once', async () => {
    expect(existsSync(serverJs), `${serverJs} is missing: run npm run build`).toBe(true);
    const store = await makeStore();
    cleanups.push(store.drop);

    // The people: candidates writing to a job's recruiter, each with a session.
    const database = await store.open();
    await database.migrate();
    const company = await buildCompany(database.db);
    const recruiter = await buildRecruiter(database.db, company.company_id);
    const job = await buildJob(database.db, { company_id: company.company_id, recruiter_id: recruiter.user_id });
    const senders: Sender[] = [];
    for (let i = 0; i < SENDERS; i++) {
      const user = await buildUser(database.db, { status: 2 });
      const { token } = await createSession(database.db, user.user_id, { userAgent: 'crash test' });
      senders.push({
        user_id: user.user_id,
        cookie: `${COOKIE_NAMES.token}=${token}`,
        acked: new Map(),
        frames: Array.from({ length: PER_SENDER }, (_, n) => ({
          client_id: `crash-${user.user_id}-${n}`,
          to_user_id: recruiter.user_id,
          job_id: job.job_id,
          content: `Message ${n} of ${user.user_id}`,
        })),
      });
    }
    await database.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: base,
      CODE_SECRET: 'crash-test-secret',
      ...store.env,
    };
    let server = startBuiltServer(env);
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
    });
    await waitReady(base, server);

    // Every sender streams its messages; the server dies once some are acknowledged, others not.
    const sockets = await Promise.all(senders.map((sender) => connect(base, base, sender)));
    senders.forEach((sender, i) => {
      sender.frames.forEach((frame, n) => {
        setTimeout(() => {
          if (sockets[i].readyState === WebSocket.OPEN)
            sockets[i].send(JSON.stringify({ type: 'chat_send', ...frame }));
        }, n * 15);
      });
    });
    const acked = () => senders.reduce((sum, sender) => sum + sender.acked.size, 0);
    await expect.poll(acked, { timeout: 60_000, interval: 5 }).toBeGreaterThanOrEqual(SENDERS * 2);
    server.child.kill('SIGKILL');
    await server.exited;
    const ackedBeforeCrash = senders.map((sender) => new Map(sender.acked));
    const total = SENDERS * PER_SENDER;
    expect(acked(), 'the crash came while messages were still being sent').toBeLessThan(total);

    // Restarted: every sender resends what it holds unacknowledged, with the same client ids.
    server = startBuiltServer(env);
    await waitReady(base, server);
    const again = await Promise.all(senders.map((sender) => connect(base, base, sender)));
    senders.forEach((sender, i) => {
      for (const frame of sender.frames) {
        if (!sender.acked.has(frame.client_id)) again[i].send(JSON.stringify({ type: 'chat_send', ...frame }));
      }
    });
    await expect.poll(acked, { timeout: 60_000 }).toBe(total);
    for (const ws of again) ws.close();
    server.child.kill('SIGTERM');
    await server.exited;

    const after = await store.open();
    cleanups.push(() => after.close());
    for (const [i, sender] of senders.entries()) {
      const rows = await after.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.from_user_id, sender.user_id))
        .orderBy(asc(chatMessages.message_id));
      const texts = rows.filter((row) => row.kind === 'text');
      // Each message once (frames of one socket are handled concurrently: the server's order is the stored one).
      const stored = texts.map((row) => `${row.client_id}|${row.content}`).sort();
      expect(stored).toEqual(sender.frames.map((frame) => `${frame.client_id}|${frame.content}`).sort());
      // What was acknowledged before the crash is there under the id the sender was given.
      for (const [clientId, messageId] of ackedBeforeCrash[i]) {
        expect(texts.find((row) => row.client_id === clientId)?.message_id).toBe(messageId);
      }
      expect(rows.filter((row) => row.kind === 'job_card')).toHaveLength(1);
    }
  }, 240_000);
});
