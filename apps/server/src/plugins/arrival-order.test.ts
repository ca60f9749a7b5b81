/**
 * Every request runs in its arrival order (arrival-order.ts, decision 0076):
 * what a handler sends to the database carries the time its request arrived,
 * also after a body read from the socket, and a request made in process by
 * another keeps the outer request's arrival.
 */
import { performance } from 'node:perf_hooks';
import { currentArrival } from '@jobbridge/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, signedInUser, type TestApp } from '../testing';

describe('arrival order', () => {
  let t: TestApp;
  let address = '';
  /** The arrival each probe frame of a live socket was handled in. */
  const frames: (number | undefined)[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        app.hub.onClientMessage((_userId, frame) => {
          if ((frame as { type?: string }).type === 'arrival_probe') frames.push(currentArrival());
        });
        app.post('/arrival-for-test', { schema: { hide: true } }, async (request) => {
          // After an await, as a handler's database calls are.
          await new Promise((resolve) => setTimeout(resolve, 1));
          return { arrival: currentArrival() ?? null, arrivedAt: request.arrivedAt, body: request.body };
        });
        app.get('/arrival-nested-for-test', { schema: { hide: true } }, async (request) => {
          const inner = await app.inject({
            method: 'POST',
            url: '/arrival-for-test',
            headers: { origin: app.env.PUBLIC_ORIGINS[0], 'sec-fetch-site': 'same-origin' },
            payload: { nested: true },
          });
          return { outer: request.arrivedAt, inner: inner.json() };
        });
      },
    });
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const post = (body: unknown) =>
    fetch(`${address}/arrival-for-test`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: t.app.env.PUBLIC_ORIGINS[0],
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ arrival: number | null; arrivedAt: number; body: unknown }>);

  it("runs a handler, after its body came over the socket, in its request's arrival", async () => {
    const first = await post({ words: 'x'.repeat(100_000) });
    const second = await post({ words: 'y' });
    expect(first.arrival).toBeGreaterThan(0);
    expect(first.arrival).toBe(first.arrivedAt);
    expect(second.arrival).toBe(second.arrivedAt);
    expect(second.arrivedAt).toBeGreaterThan(first.arrivedAt);
    expect(second.body).toEqual({ words: 'y' });
  });

  it("keeps the outer request's arrival for a request made in process", async () => {
    const response = await fetch(`${address}/arrival-nested-for-test`);
    const { outer, inner } = (await response.json()) as {
      outer: number;
      inner: { arrival: number; arrivedAt: number };
    };
    expect(outer).toBeGreaterThan(0);
    expect(inner.arrivedAt).toBe(outer);
    expect(inner.arrival).toBe(outer);
  });

  it("runs each frame of a live socket in its own arrival, not that of the socket's upgrade request", async () => {
    const me = await signedInUser(t.database);
    const ws = new WebSocket(`${address.replace('http', 'ws')}/ws/candidate/${me.user.user_id}`, {
      headers: { origin: t.app.env.PUBLIC_ORIGINS[0], cookie: me.cookie },
    });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const sentAfter = performance.now();
      ws.send(JSON.stringify({ type: 'arrival_probe' }));
      await vi.waitFor(() => expect(frames).toHaveLength(1));
      expect(frames[0]).toBeGreaterThanOrEqual(sentAfter);
    } finally {
      ws.close();
    }
  });
});
