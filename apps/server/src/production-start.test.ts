import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, openDatabase, users } from '@jobbridge/db';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type Started, serverJs, startBuiltServer, waitReady } from './built-server-kit';

/**
 * The built server (dist/server.js, as deployed) started in production with
 * only what production requires: no development tool, no demo account
 * (decision 0014). `npm test` builds it before the unit tests.
 */

describe('a production start of the built server with no extra settings', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobbridge-prod-'));
  let base = '';
  let server: Started | null = null;

  beforeAll(async () => {
    expect(existsSync(serverJs), `${serverJs} is missing: run npm run build`).toBe(true);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startBuiltServer({
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: base,
      CODE_SECRET: 'production-start-test-secret',
    });
    await waitReady(base, server);
  }, 110_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 404 on every development tool, page and API alike', async () => {
    for (const url of [
      '/api/dev/outbox',
      '/api/dev/captcha?uuid=00000000-0000-4000-8000-000000000000',
      '/dev/outbox',
      '/dev/wechat',
    ]) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(404);
    }
    const scan = await fetch(`${base}/api/dev/wechatScan`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'scene=bind_x',
    });
    expect(scan.status).toBe(404);
  });

  it('shows no try-out banner and keeps /metrics and /docs private', async () => {
    const home = await (await fetch(`${base}/`)).text();
    expect(home).toContain('<html');
    expect(home).not.toContain('tryout-banner');
    for (const url of ['/metrics', '/docs', '/docs/json']) expect((await fetch(`${base}${url}`)).status, url).toBe(404);
  });

  it('has no demo account, the administrator least of all', async () => {
    server?.child.kill('SIGTERM');
    expect(await server?.exited).toBe(0);
    expect(server?.output()).not.toContain(DEMO_ACCOUNTS.admin.password);
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pg') });
    try {
      const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
      const found = await database.db.select().from(users).where(inArray(users.email, emails));
      expect(found).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('a start that would expose the development tools', () => {
  it('is refused with a clear message when the public origin is not loopback', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'jobbridge-refused-'));
    const refused = startBuiltServer({
      NODE_ENV: 'production',
      TRYOUT: 'true',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: 'https://jobs.example.com',
    });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('TRYOUT: must be off when PUBLIC_ORIGIN is not a loopback address');
    rmSync(dataDir, { recursive: true, force: true });
  });
});
