import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { nextIp, nextPhone, post, transport } from './test-kit';

/**
 * Password hashing runs on its own bounded pool (decision 0012): one thread
 * and one waiting job here, so the third concurrent check is refused at once.
 */
let t: TestApp;
let password: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PASSWORD_HASH_THREADS: '1', PASSWORD_HASH_QUEUE: '1' } });
  password = await transport('Secret123!');
}, 60_000);
afterAll(() => t?.close());

/** A sign-in for an unknown phone from a fresh address: one scrypt (the dummy check), then 1002. */
const signIn = (lang: 'en' | 'zh' = 'en') =>
  post(t.app, 'account/signin', { phone: nextPhone(), password }, { ip: nextIp(), lang });

describe('password hash pool', () => {
  it('answers checks beyond its bound at once with 503, code 5003 and Retry-After, in both languages', async () => {
    const order: number[] = [];
    const track = (call: Promise<LightMyRequestResponse>) =>
      call.then((res) => {
        order.push(res.statusCode);
        return res;
      });
    // Which two of the four reach the pool first depends on their rate-limit lookups; the answer does not.
    const answers = await Promise.all([
      track(signIn('en')),
      track(signIn('zh')),
      track(signIn('en')),
      track(signIn('zh')),
    ]);
    // One check ran, one waited, the others were refused before either finished.
    expect(order.slice(0, 2)).toEqual([503, 503]);
    const accepted = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(accepted).toHaveLength(2);
    expect(refused).toHaveLength(2);
    for (const res of accepted) expect(res.json()).toMatchObject({ success: false, code: 1002 });
    for (const res of refused) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.json()).toMatchObject({ success: false, code: 5003, data: null });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // Each refusal is in its request's language.
    const english = /^The server is busy checking passwords\. Please try again in (\d+) seconds\.$/;
    const chinese = /^服务器正忙于校验密码，请在 (\d+) 秒后重试。$/;
    for (const [index, res] of answers.entries()) {
      if (res.statusCode !== 503) continue;
      const match = res.json().msg.match(index % 2 === 0 ? english : chinese);
      expect(match?.[1], res.json().msg).toBe(res.headers['retry-after']);
    }
    // The pool is free again: the next check is done, not refused.
    expect((await signIn()).json()).toMatchObject({ code: 1002 });
  });

  it('keeps other requests prompt while hashes run: a compressed API answer comes back before the hashes end', async () => {
    let hashesDone = 0;
    const hashes = [1, 2].map(() =>
      signIn().then((res) => {
        hashesDone++;
        return res;
      }),
    );
    // The API document, gzipped: compression needs libuv's pool, which four checks used to hold.
    const docs = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(hashesDone, 'the hashes ended before the API answered').toBe(0);
    for (const res of await Promise.all(hashes)) expect(res.json()).toMatchObject({ code: 1002 });
  });
});
