#!/usr/bin/env node
// `npm test`: the whole suite, as CI runs it.
//   1. typecheck and lint
//   2. unit + API tests (vitest) on the embedded PGlite
//   3. the same tests on the PostgreSQL server (TEST_DATABASE_URL), live channel over Redis (REDIS_URL)
//   4. browser journeys (Playwright, Debian's Chromium) against the built server
// It ends with one line `N passed, N failed` summing every runner.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureBuild, ensureDependencies, log, root, run } from './lib.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit` or `npm test -- e2e`
const wants = (step) => only.length === 0 || only.includes(step);
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = {
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  REDIS_URL_TEST: process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379',
};

function reachable(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port) }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(3000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

let passed = 0;
let failed = 0;
const failures = [];

function countVitest(file, label) {
  if (!existsSync(file)) {
    failed += 1;
    failures.push(`${label}: no report`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load has no tests but must still fail the run.
  const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0);
  failed += brokenFiles.length;
  if (report.numFailedTests || brokenFiles.length) failures.push(label);
}

function countPlaywright(file) {
  if (!existsSync(file)) {
    failed += 1;
    failures.push('e2e: no report');
    return;
  }
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  if (stats.unexpected) failures.push('e2e');
}

/** Minutes since `start` (performance.now()), for the time each step took. */
const minutesSince = (start) => `${((performance.now() - start) / 60_000).toFixed(1)} min`;
const started = performance.now();

async function step(name, fn) {
  log(`── ${name}`);
  const start = performance.now();
  const code = await fn();
  log(`── ${name}: ${minutesSince(start)}`);
  // A check (typecheck, lint) counts as one test: `npm test -- check` alone then ends 'N passed'.
  if (name.startsWith('check')) {
    if (code === 0) passed += 1;
    else {
      failed += 1;
      failures.push(name);
    }
  }
  return code;
}

/** A runner that exits non-zero with no failed test counted (an unhandled error, a crash) still fails the run. */
function countExit(code, before, label) {
  if (code !== 0 && failed === before) {
    failed += 1;
    failures.push(`${label} exited with code ${code}`);
  }
}

ensureDependencies();

if (wants('check')) {
  await step('check: typecheck', () => run('npm', ['run', 'typecheck']));
  await step('check: lint', () => run('npx', ['biome', 'ci', '.']));
}

for (const [url, what] of [
  [env.TEST_DATABASE_URL, 'PostgreSQL'],
  [env.REDIS_URL_TEST, 'Redis'],
]) {
  if ((wants('unit') || wants('postgres')) && !(await reachable(url))) {
    log(`${what} is not reachable at ${url}: the suite needs it (see README, "Tests").`);
    failed += 1;
    failures.push(`${what} unreachable`);
  }
}

// The SSR tests render the built site, so build before the unit and API tests.
if (wants('unit') || wants('postgres') || wants('e2e')) await step('build', ensureBuild);

if (wants('unit')) {
  const out = path.join(reports, 'vitest-pglite.json');
  const before = failed;
  const code = await step('unit and API tests on PGlite', () =>
    run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
      env: { ...env, TEST_DB: 'pglite' },
    }),
  );
  countVitest(out, 'vitest (PGlite)');
  countExit(code, before, 'vitest (PGlite)');
}

if (wants('postgres') || wants('unit')) {
  const out = path.join(reports, 'vitest-postgres.json');
  const before = failed;
  const code = await step('unit and API tests on PostgreSQL', () =>
    run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
      env: { ...env, TEST_DB: 'postgres' },
    }),
  );
  countVitest(out, 'vitest (PostgreSQL)');
  countExit(code, before, 'vitest (PostgreSQL)');
}

if (wants('e2e')) {
  const out = path.join(reports, 'playwright.json');
  const before = failed;
  const code = await step('browser journeys (Playwright)', () =>
    run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    }),
  );
  countPlaywright(out);
  countExit(code, before, 'playwright');
}

log(`the suite took ${minutesSince(started)}`);
if (failures.length) log(`failed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
