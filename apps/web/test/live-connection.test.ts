/**
 * The browser's live connection (app/lib/live/connection.ts) against the real
 * server's live channel, with the `ws` package's WebSocket in the browser's
 * place and short intervals; and against a bare socket server that never
 * answers a ping (the heartbeat's timeout).
 */

import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { chatMessages, jobs } from '@jobbridge/db';
import { COOKIE_NAMES, LIVE, LIVE_CLOSE_CODES } from '@jobbridge/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { buildWorld } from '../../server/src/domains/resume/test-kit';
import { createTestApp, FORM, form, signedInUser, type TestApp } from '../../server/src/testing';
import { LiveConnection, type LiveStatus, liveUrl, type SocketLike } from '../app/lib/live/connection';

const ORIGIN = 'http://jobbridge.test';
const FAST = { heartbeatMs: 80, replyWaitMs: 150, reconnectMs: 100, flushDelayMs: 60 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string, timeoutMs = 4_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

let t: TestApp;
let origin: string;
/** JSON frames the server received from clients, by user. */
const received: { userId: number; message: unknown }[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
  t.app.hub.onClientMessage((userId, message) => {
    received.push({ userId, message });
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => t?.close());

/** A connection as the browser opens it: the session cookie and the site's Origin. */
function open(cookie: string, userId: number, base = origin, timings: Partial<typeof FAST> = FAST) {
  const statuses: LiveStatus[] = [];
  const messages: unknown[] = [];
  let sockets = 0;
  const live = new LiveConnection({
    ...timings,
    url: liveUrl(base, userId),
    createSocket: (url) => {
      sockets += 1;
      return new WebSocket(url, { headers: { cookie, origin: ORIGIN } }) as unknown as SocketLike;
    },
    onStatus: (status) => statuses.push(status),
    onMessage: (message) => messages.push(message),
  });
  live.start();
  return { live, statuses, messages, sockets: () => sockets };
}
const framesOf = (userId: number) => received.filter((frame) => frame.userId === userId).map((frame) => frame.message);

/**
 * A candidate's connection that loses the server, `count` chat messages typed meanwhile (content
 * `${label} n`), and the connection back: what the test then waits for and checks.
 */
async function sendWhileOffline(count: number, label: string, timings: Partial<typeof FAST>) {
  const w = await buildWorld(t.database);
  await t.database.db.update(jobs).set({ recruiter_id: w.recruiterX.user_id }).where(eq(jobs.job_id, w.jobX.job_id));
  const opened = open(w.a.cookie, w.a.user_id, origin, timings);
  const { live, messages } = opened;
  await until(() => live.currentStatus === 'open', 'open');
  t.app.hub.closeAll(1012, 'restart');
  await until(() => live.currentStatus === 'disconnected', 'disconnected');
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const [n, client_id] of ids.entries()) {
    live.send({
      type: 'chat_send',
      client_id,
      to_user_id: w.recruiterX.user_id,
      job_id: w.jobX.job_id,
      content: `${label} ${n}`,
    });
  }
  await until(() => live.currentStatus === 'reconnected', 'reconnected');
  type Answer = { type: string; client_id?: string };
  const answers = () => (messages as Answer[]).filter((m) => m.type === 'chat_ack' || m.type === 'chat_error');
  return { ...opened, ids, answers, userId: w.a.user_id };
}

/** A candidate's stored text messages, in the server's order. */
async function storedTexts(candidateId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.candidate_id, candidateId), eq(chatMessages.kind, 'text')))
    .orderBy(asc(chatMessages.message_id));
  return rows.map((row) => row.content);
}

describe('the live connection in the browser', () => {
  it('opens for the signed-in user with a login notice, and the heartbeat keeps it open', async () => {
    const me = await signedInUser(t.database);
    const { live, statuses } = open(me.cookie, me.user.user_id);
    await until(() => live.currentStatus === 'open', 'open');
    await until(() => framesOf(me.user.user_id).length > 0, 'the login notice');
    expect(framesOf(me.user.user_id)[0]).toEqual({ type: 'login', login: true });
    // Several heartbeats, each answered: never disconnected.
    await sleep(FAST.heartbeatMs * 5);
    expect(statuses).toEqual(['open']);
    live.stop();
    await until(() => framesOf(me.user.user_id).length > 1, 'the logout notice');
    expect(framesOf(me.user.user_id)[1]).toEqual({ type: 'login', login: false });
    expect(live.currentStatus).toBe('ended');
  });

  it('hands on what the server pushes', async () => {
    const me = await signedInUser(t.database);
    const { live, messages } = open(me.cookie, me.user.user_id);
    await until(() => live.currentStatus === 'open', 'open');
    await t.app.hub.sendToUser(me.user.user_id, { type: 'sys', unread: 3 });
    await until(() => messages.length > 0, 'a pushed frame');
    expect(messages).toEqual([{ type: 'sys', unread: 3 }]);
    live.stop();
  });

  it('after a lost connection: disconnected, back by itself, reconnected, and the queued frames sent once, in order', async () => {
    const me = await signedInUser(t.database);
    const { live, statuses, sockets } = open(me.cookie, me.user.user_id);
    await until(() => live.currentStatus === 'open', 'open');
    // The server drops every socket (a restart): the client cannot know until the close.
    t.app.hub.closeAll(1012, 'restart');
    await until(() => live.currentStatus === 'disconnected', 'disconnected');
    live.send({ type: 'note', n: 1 });
    live.send({ type: 'note', n: 2 });
    expect(live.queued).toBe(2);
    await until(() => live.currentStatus === 'reconnected', 'reconnected');
    expect(sockets()).toBeGreaterThanOrEqual(2);
    await until(() => live.queued === 0, 'the queue sent');
    await sleep(50);
    const notes = framesOf(me.user.user_id).filter((frame) => (frame as { type: string }).type === 'note');
    expect(notes).toEqual([
      { type: 'note', n: 1 },
      { type: 'note', n: 2 },
    ]);
    expect(statuses).toEqual(['open', 'disconnected', 'reconnected']);
    live.stop();
  });

  it(`sends an offline queue longer than the server's ${LIVE.maxChatInFlight} waiting sends whole: the rest go as answers come`, async () => {
    // Typed while offline: more messages than the server takes waiting at once from one socket.
    const sent = await sendWhileOffline(LIVE.maxChatInFlight + 5, 'offline', FAST);
    await until(() => sent.answers().length >= sent.ids.length, 'every message answered', 10_000);
    expect(sent.answers().filter((m) => m.type === 'chat_error')).toEqual([]);
    expect(new Set(sent.answers().map((m) => m.client_id))).toEqual(new Set(sent.ids));
    expect(await storedTexts(sent.userId)).toEqual(sent.ids.map((_, n) => `offline ${n}`));
    sent.live.stop();
  });

  it(
    `paces an offline queue over the server's ${LIVE.maxFramesPerWindow} frames in ${LIVE.frameWindowMs / 1000} s: sent in turns, the socket never closed for it`,
    async () => {
      // The browser's own heartbeat (a ping every 14 s), so that pings do not crowd the window.
      const sent = await sendWhileOffline(LIVE.maxFramesPerWindow + 5, 'paced', { reconnectMs: 100, flushDelayMs: 60 });
      await until(
        () => sent.answers().length >= sent.ids.length,
        'every message answered',
        LIVE.frameWindowMs * 2 + 5_000,
      );
      expect(sent.answers().filter((m) => m.type === 'chat_error')).toEqual([]);
      // One socket since the restart: none closed for sending too many frames (4429), none reopened.
      expect(sent.sockets()).toBe(2);
      expect(sent.statuses.slice(sent.statuses.indexOf('reconnected'))).toEqual(['reconnected']);
      expect(await storedTexts(sent.userId)).toEqual(sent.ids.map((_, n) => `paced ${n}`));
      sent.live.stop();
    },
    LIVE.frameWindowMs * 3 + 10_000,
  );

  it('ends, without trying again, when the session ends (sign-out elsewhere)', async () => {
    const me = await signedInUser(t.database);
    const { live, sockets } = open(me.cookie, me.user.user_id);
    await until(() => live.currentStatus === 'open', 'open');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: { ...FORM, cookie: me.cookie, origin: ORIGIN },
      payload: form({}),
    });
    expect(res.json()).toMatchObject({ success: true });
    await until(() => live.currentStatus === 'ended', 'ended');
    await sleep(FAST.reconnectMs * 3);
    expect(sockets()).toBe(1);
  });

  it('ends at once for a socket the server refuses (no session)', async () => {
    const me = await signedInUser(t.database);
    const { live, sockets } = open(`${COOKIE_NAMES.token}=not-a-session`, me.user.user_id);
    await until(() => live.currentStatus === 'ended', `ended (close ${LIVE_CLOSE_CODES.unauthenticated})`);
    await sleep(FAST.reconnectMs * 3);
    expect(sockets()).toBe(1);
  });

  it('closes and reports disconnected when a ping goes unanswered, then tries again', async () => {
    // A socket server that accepts and never answers: a half-open connection.
    const silent = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => silent.once('listening', resolve));
    const base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const { live, statuses, sockets } = open('', 1, base);
    try {
      await until(() => live.currentStatus === 'open', 'open');
      await until(
        () => live.currentStatus === 'disconnected',
        'disconnected',
        FAST.heartbeatMs + FAST.replyWaitMs + 2_000,
      );
      await until(() => sockets() >= 2, 'a new attempt');
      expect(statuses.slice(0, 2)).toEqual(['open', 'disconnected']);
    } finally {
      live.stop();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
