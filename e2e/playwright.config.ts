import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8471);
const root = path.resolve(import.meta.dirname, '..');
// A fresh embedded database per run: the server migrates and seeds it on start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'jobbridge-e2e-'));

/** Debian's Chromium, started the way this machine kind needs (no downloads, no background network). */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: {
    // The built server, started directly so it receives signals (npm wrappers do not forward them).
    command: `node ${path.join(root, 'apps/server/dist/server.js')}`,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      // The one-machine try-out, as `npm start` runs it: demo data, development tools (the
      // journeys read codes from the outbox and captcha answers) and the try-out banner.
      TRYOUT: 'true',
      // As behind a load balancer: each test sends its own X-Forwarded-For (fixtures.ts),
      // so the per-IP limits of sign-in and sign-up hold per test, not for the whole run.
      TRUST_PROXY: 'true',
    },
  },
});
