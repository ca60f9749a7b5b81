import { connect } from 'node:net';
import { sessions } from '@jobbridge/db';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_TOUCH_INTERVAL_MS } from '@jobbridge/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './domains/account/test-kit';
import { createTestApp, signedInUser, type TestApp } from './testing';

/** A production start with nothing but what production requires (decision 0014). */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'http://127.0.0.1:8460',
  CODE_SECRET: 'production-code-secret-0123',
  DEV_TOOLS: undefined,
};
const OPS_TOKEN = 'ops-token-0123456789abcdef';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: PRODUCTION });
}, 60_000);
afterAll(() => t?.close());

describe('a production start with no extra settings', () => {
  it('has no development endpoint', async () => {
    expect(t.app.env.DEV_TOOLS).toBe(false);
    for (const url of ['/api/dev/outbox', '/api/dev/captcha?uuid=00000000-0000-4000-8000-000000000000']) {
      const res = await get(t.app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe(4004);
    }
    expect((await post(t.app, 'dev/wechatScan', { scene: 'bind_x' })).statusCode).toBe(404);
    const config = (await post(t.app, 'config/getConfigItem', { lang: 'en' })).json();
    expect(config.data.site.dev_tools).toBe(false);
  });

  it('keeps /metrics and /docs from the public (404)', async () => {
    for (const url of ['/metrics', '/docs', '/docs/json', '/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('http_request_duration_seconds');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe('operators with OPS_TOKEN', () => {
  let ops: TestApp;
  beforeAll(async () => {
    // Development tools explicitly on (a loopback origin allows it), to see they stay undocumented.
    ops = await createTestApp({ database: t.database, env: { ...PRODUCTION, OPS_TOKEN, DEV_TOOLS: 'true' } });
  }, 60_000);
  afterAll(() => ops?.close());

  it('read /metrics and /docs with the bearer token, and nothing with a wrong one', async () => {
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await ops.app.inject({ method: 'GET', url: '/metrics', headers: auth(OPS_TOKEN) })).statusCode).toBe(200);
    expect((await ops.app.inject({ method: 'GET', url: '/docs/json', headers: auth(OPS_TOKEN) })).statusCode).toBe(200);
    for (const headers of [{}, auth(`${OPS_TOKEN}x`), { authorization: OPS_TOKEN }]) {
      expect((await ops.app.inject({ method: 'GET', url: '/metrics', headers })).statusCode).toBe(404);
    }
  });

  it('never see development endpoints documented in production, even while they are on', async () => {
    expect((await get(ops.app, '/api/dev/outbox')).statusCode).toBe(200);
    const doc = (
      await ops.app.inject({ method: 'GET', url: '/docs/json', headers: { authorization: `Bearer ${OPS_TOKEN}` } })
    ).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/api/dev/'))).toBe(false);
    expect(Object.keys(doc.paths)).toContain('/api/job/searchJobList');
  });
});

describe('sessions', () => {
  it('end after SESSION_IDLE_TIMEOUT_MS without use, whatever their 30-day lifetime', async () => {
    const me = await signedInUser(t.database);
    const idle = new Date(Date.now() - SESSION_IDLE_TIMEOUT_MS - 60_000);
    await t.database.db.update(sessions).set({ last_seen_at: idle }).where(eq(sessions.session_id, me.sessionId));
    const res = await post(t.app, 'account/signinByToken', {}, { cookie: me.cookie });
    expect(res.json()).toMatchObject({ success: false, code: 4001 });
  });

  it('record their last use at most every few minutes', async () => {
    const me = await signedInUser(t.database);
    const lastSeen = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.session_id, me.sessionId)))[0].last_seen_at;
    // Just created: within the touch interval, nothing is written.
    expect((await post(t.app, 'account/signinByToken', {}, { cookie: me.cookie })).json().success).toBe(true);
    expect(await lastSeen()).toBeNull();
    const old = new Date(Date.now() - SESSION_TOUCH_INTERVAL_MS - 60_000);
    await t.database.db.update(sessions).set({ last_seen_at: old }).where(eq(sessions.session_id, me.sessionId));
    expect((await post(t.app, 'account/signinByToken', {}, { cookie: me.cookie })).json().success).toBe(true);
    expect((await lastSeen())?.getTime()).toBeGreaterThan(old.getTime() + SESSION_TOUCH_INTERVAL_MS);
  });

  it('set Secure cookies when the public origin is https', async () => {
    const https = await createTestApp({
      database: t.database,
      env: { ...PRODUCTION, PUBLIC_ORIGIN: 'https://jobs.example.com' },
    });
    try {
      const res = await post(https.app, 'account/logout', {});
      expect(String(res.headers['set-cookie'])).toMatch(/cit=;.*Secure/i);
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await https.close();
    }
    const plain = await post(t.app, 'account/logout', {});
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/i);
  });
});

describe('error pages', () => {
  it('carry the security headers when the path cannot be decoded (400)', async () => {
    for (const url of ['/api/inviteCode/getCheckUser/%E0%A4%A', '/companies/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
    }
  });

  it('carry the security headers and the envelope when the headers are too large (431)', async () => {
    const listening = await createTestApp({ database: t.database, env: PRODUCTION });
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = listening.app.server.address() as { port: number };
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(32 * 1024)}\r\n\r\n`);
        });
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
        });
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(head.toLowerCase()).toContain("content-security-policy: default-src 'none'");
      expect(JSON.parse(body)).toMatchObject({ success: false, code: 4000 });
      expect(JSON.parse(body).msg).toMatch(/[\u4e00-\u9fff]/);
    } finally {
      await listening.close();
    }
  });
});
