/**
 * The sign-in storm benchmark (run on demand: `npm run signin-storm -w @jobbridge/bench`).
 *
 * Question: while many sign-ins are being checked at once, do pages stay
 * quick? A password check is one scrypt (N = 2^17, r = 8: hundreds of ms of
 * CPU, 128 MiB). Before decision 0012 it ran on libuv's thread pool, the
 * four threads that also read files and compress responses.
 *
 * The real server (apps/server/dist/server.js, rebuilt first, with the web
 * build) on a demo database (PGlite, seeded once in a temporary folder),
 * not pinned to a core (see startServer). Three server starts:
 *  1. pages only (no sign-ins);
 *  2. storm on libuv's pool (PASSWORD_HASH_THREADS=0, the code as it was);
 *  3. storm on the password pool (the defaults: half the cores, at least
 *     one thread; 8 waiting jobs per thread).
 * In each: /guides and /jobs, 5 closed-loop clients each (gzip, a browser's
 * User-Agent), for --duration seconds, then the wait for their last page
 * (see pageLoad); in the storm runs, meanwhile, --signins autocannon
 * connections (40) post /api/account/signin back to back, each for an
 * unknown phone from its own X-Forwarded-For address (so the per-IP and
 * per-account limits never stop it: every request costs one scrypt, the
 * dummy check, or is refused by a full pool). Server CPU (utime + stime of
 * /proc/<pid>/stat) and the load average are read at the start and end.
 *
 * Results go to bench/results/signin-storm.md and stdout.
 * Options: --duration S (12), --signins N (40), --render (write the report
 * again from the last run's results/tmp/signin-storm.json).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPasswordForTransport } from '@jobbridge/shared';
import autocannon from 'autocannon';
import { arg, freePort } from './cli';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const benchDir = path.join(root, 'bench');
const tmpDir = path.join(benchDir, 'results/tmp');

const DURATION = Number(arg('--duration', '12'));
const SIGNINS = Number(arg('--signins', '40'));
const PAGE_CONNECTIONS = 5;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const CLOCK_TICKS_PER_S = 100;

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** CPU time of a process so far (user + system, all threads), in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat (utime, stime) are the 12th and 13th after the command name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

function prepareBuilds(): { serverJs: string; webDir: string } {
  log('building the server bundle');
  execFileSync(process.execPath, [path.join(root, 'apps/server/build.mjs')], { stdio: 'inherit', cwd: root });
  const webBuild = path.join(root, 'apps/web/build');
  if (!existsSync(path.join(webBuild, 'server/index.js'))) {
    log('building the web (apps/web/build is missing)');
    execFileSync('npm', ['run', 'build', '-w', '@jobbridge/web'], { stdio: 'inherit', cwd: root });
  }
  const webDir = path.join(tmpDir, 'web-build-signin');
  rmSync(webDir, { recursive: true, force: true });
  mkdirSync(tmpDir, { recursive: true });
  cpSync(webBuild, webDir, { recursive: true });
  return { serverJs: path.join(root, 'apps/server/dist/server.js'), webDir };
}

interface ServerHandle {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

async function startServer(
  builds: { serverJs: string; webDir: string },
  dataDir: string,
  settings: Record<string, string>,
): Promise<ServerHandle> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    DEV_TOOLS: 'false',
    PUBLIC_ORIGIN: base,
    WEB_BUILD_DIR: builds.webDir,
    DATA_DIR: dataDir,
    // Each sign-in comes from its own address (X-Forwarded-For), as a storm from many machines would.
    TRUST_PROXY: 'true',
    ...settings,
  };
  // Not pinned to a core (search-bench.ts pins): the storm's hashing threads and the event loop share
  // the machine's cores as in a deployment. (Pages are compressed on the event loop since decision
  // 0052, in one call; the storm on libuv's pool contends with its file reads.)
  const child = spawn(process.execPath, [builds.serverJs], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ready = false;
  for (let i = 0; i < 480 && !ready; i++) {
    try {
      ready = (await fetch(`${base}/readyz`)).ok;
    } catch {}
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (!ready) await sleep(250);
  }
  if (!ready) throw new Error('server did not get ready');
  return {
    base,
    pid: child.pid as number,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

interface PageStats {
  path: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  status5xx: number;
  /** Bodies that did not decompress. */
  corrupt: number;
  otherErrors: number;
  /** Seconds until the last page came back (the run's time plus the wait for the slowest). */
  elapsed: number;
}

interface SigninStats {
  requests: number;
  /** Answered by the check (1002 for an unknown phone). */
  checked: number;
  refused503: number;
  limited429: number;
  status5xx: number;
  errors: number;
  p50: number;
  p99: number;
}

interface RunReport {
  name: string;
  settings: Record<string, string>;
  at: string;
  loadAverage: [number[], number[]];
  cpuMs: number;
  pages: PageStats[];
  signins: SigninStats | null;
}

/**
 * Closed-loop page clients: `connections` loops each fetching `pagePath`
 * (gzip, decompressed by fetch) one after another for `duration` seconds.
 * Unlike autocannon, which drops what is still on its way when its time is
 * up, the loops then wait for their last request, so a page held for 20 s
 * counts with its 20 s. A body that does not decompress counts as corrupt.
 */
async function pageLoad(base: string, pagePath: string, duration: number): Promise<PageStats> {
  const latencies: number[] = [];
  let status5xx = 0;
  let otherErrors = 0;
  let corrupt = 0;
  const started = performance.now();
  const until = started + duration * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}${pagePath}`, {
          headers: { 'accept-language': 'en', 'accept-encoding': 'gzip', 'user-agent': BROWSER },
          signal: AbortSignal.timeout(60_000),
        });
        try {
          await res.arrayBuffer();
        } catch {
          corrupt++;
        }
        if (res.status >= 500) status5xx++;
      } catch {
        otherErrors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: PAGE_CONNECTIONS }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    path: pagePath,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    status5xx,
    corrupt,
    otherErrors,
    elapsed,
  };
}

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const randomPhone = () => `86139${String(randomInt(100_000_000)).padStart(8, '0')}`;

/** The storm: SIGNINS autocannon connections posting sign-ins back to back until stopped. */
function signinLoad(base: string, password: string) {
  const latencies: number[] = [];
  const counts = { checked: 0, refused503: 0, limited429: 0, status5xx: 0 };
  const instance = autocannon({
    url: base,
    connections: SIGNINS,
    // Long enough for the slowest page run; stopped when the pages are back.
    duration: 600,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/account/signin',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': randomIp() },
          body: `phone=${randomPhone()}&password=${password}`,
        }),
      },
    ],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status === 200) counts.checked++;
    else if (status === 503) counts.refused503++;
    else if (status === 429) counts.limited429++;
    else if (status >= 500) counts.status5xx++;
  });
  return {
    async stop(): Promise<SigninStats> {
      instance.stop();
      const result = await instance;
      latencies.sort((a, b) => a - b);
      return {
        requests: latencies.length,
        ...counts,
        errors: result.errors + result.timeouts,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
      };
    },
  };
}

async function run(
  name: string,
  builds: { serverJs: string; webDir: string },
  dataDir: string,
  settings: Record<string, string>,
  storm: boolean,
): Promise<RunReport> {
  log(`\n== ${name} ==`);
  const server = await startServer(builds, dataDir, settings);
  try {
    for (const pagePath of ['/guides', '/jobs']) {
      const res = await fetch(`${server.base}${pagePath}`, { headers: { 'user-agent': BROWSER } });
      if (!res.ok || !(await res.text()).includes('<html')) throw new Error(`${pagePath} did not render`);
    }
    const password = await hashPasswordForTransport('Storm-2026');
    log('  warm-up');
    await Promise.all([pageLoad(server.base, '/guides', 3), pageLoad(server.base, '/jobs', 3)]);
    const loadStart = os.loadavg();
    const at = new Date().toISOString();
    const cpuStart = cpuMs(server.pid);
    // The storm lasts until the last page is back, so no page is measured without it.
    const storming = storm ? signinLoad(server.base, password) : null;
    const [guides, jobs] = await Promise.all([
      pageLoad(server.base, '/guides', DURATION),
      pageLoad(server.base, '/jobs', DURATION),
    ]);
    const signins = storming ? await storming.stop() : null;
    const report: RunReport = {
      name,
      settings,
      at,
      loadAverage: [loadStart, os.loadavg()],
      cpuMs: cpuMs(server.pid) - cpuStart,
      pages: [guides, jobs],
      signins,
    };
    for (const page of report.pages) {
      log(
        `  ${page.path}: ${fixed(page.rps, 0)} req/s, p50 ${fixed(page.p50)} p95 ${fixed(page.p95)} p99 ${fixed(page.p99)} max ${fixed(page.max)} ms, 5xx ${page.status5xx}, corrupt ${page.corrupt}, errors ${page.otherErrors}, last back after ${fixed(page.elapsed)} s`,
      );
    }
    if (signins) {
      log(
        `  sign-ins: ${signins.requests} (${signins.checked} checked, ${signins.refused503} refused 503, ${signins.limited429} 429, ${signins.status5xx} other 5xx, ${signins.errors} errors), p50 ${fixed(signins.p50)} p99 ${fixed(signins.p99)} ms`,
      );
    }
    log(`  server CPU ${fixed(report.cpuMs / 1000)} s; load average ${report.loadAverage[1].map((n) => n.toFixed(1))}`);
    return report;
  } finally {
    await server.stop();
  }
}

const loads = (values: number[]) => values.map((n) => n.toFixed(1)).join(' ');

function renderReport(runs: RunReport[]): string {
  const cpu = os.cpus();
  const cell = (pick: (run: RunReport) => string) => `| ${runs.map(pick).join(' | ')} |`;
  const page = (run: RunReport, p: string) => run.pages.find((entry) => entry.path === p) as PageStats;
  const requestsOf = (run: RunReport) =>
    run.pages.reduce((sum, entry) => sum + entry.requests, 0) + (run.signins?.requests ?? 0);
  const pageRequests = (run: RunReport) => run.pages.reduce((sum, entry) => sum + entry.requests, 0);
  const lines = [
    '# Sign-in storm benchmark',
    '',
    'Measured with `npm run signin-storm -w @jobbridge/bench` (bench/src/signin-storm.ts); see decision 0012.',
    '',
    `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}. ` +
      "Server and load generator (this process: autocannon for the sign-ins, fetch loops for the pages) share the cores, unpinned: pinned to one core, the server would see one core and @fastify/compress would then compress pages synchronously instead of on libuv's pool. " +
      'Other work shares the machine: each run gives the 1, 5 and 15-minute load averages at its start and end, and its figures move with them.',
    '',
    `Each run: the demo data on PGlite, default caches (page cache 10 s), ${PAGE_CONNECTIONS} clients on /guides and ${PAGE_CONNECTIONS} on /jobs, each fetching again as soon as its page is back (gzip, a browser's User-Agent) for ${DURATION} s, then waiting for its last page, so a held page counts with its whole time; ` +
      `in the storm runs, ${SIGNINS} autocannon connections post /api/account/signin back to back until the last page is back, each request for an unknown phone from its own address (X-Forwarded-For; one scrypt each, the dummy check, unless refused). ` +
      'Latencies are per response. "CPU ms per request" is the server process\'s CPU time (all threads) over the run divided by every request it answered (pages and sign-ins); "per page" divides it by the pages alone.',
    '',
    `| | ${runs.map((run) => run.name).join(' | ')} |`,
    `|---|${runs.map(() => '---|').join('')}`,
    `| settings ${cell((run) =>
      Object.keys(run.settings).length
        ? Object.entries(run.settings)
            .map(([k, v]) => `\`${k}=${v}\``)
            .join(' ')
        : 'defaults',
    )}`,
    `| /guides p50 / p95 / p99 (max) ${cell((run) => {
      const p = page(run, '/guides');
      return `${fixed(p.p50)} / ${fixed(p.p95)} / **${fixed(p.p99)}** (${fixed(p.max)}) ms`;
    })}`,
    `| /jobs p50 / p95 / p99 (max) ${cell((run) => {
      const p = page(run, '/jobs');
      return `${fixed(p.p50)} / ${fixed(p.p95)} / **${fixed(p.p99)}** (${fixed(p.max)}) ms`;
    })}`,
    `| pages per second (/guides + /jobs) ${cell((run) => `${fixed(page(run, '/guides').rps, 0)} + ${fixed(page(run, '/jobs').rps, 0)}`)}`,
    `| page 5xx / errors ${cell((run) => `${run.pages.reduce((s, p) => s + p.status5xx, 0)} / ${run.pages.reduce((s, p) => s + p.otherErrors, 0)}`)}`,
    `| page bodies that did not decompress ${cell((run) => String(run.pages.reduce((s, p) => s + p.corrupt, 0)))}`,
    `| last page back after ${cell((run) => `${fixed(Math.max(...run.pages.map((p) => p.elapsed)))} s`)}`,
    `| sign-ins answered ${cell((run) => (run.signins ? `${run.signins.requests}: ${run.signins.checked} checked, ${run.signins.refused503} refused (503)${run.signins.limited429 ? `, ${run.signins.limited429} 429` : ''}` : '-'))}`,
    `| sign-in 5xx other than 503 / errors ${cell((run) => (run.signins ? `${run.signins.status5xx} / ${run.signins.errors}` : '-'))}`,
    `| sign-in p50 / p99 ${cell((run) => (run.signins ? `${fixed(run.signins.p50)} / ${fixed(run.signins.p99)} ms` : '-'))}`,
    `| server CPU over the run ${cell((run) => `${fixed(run.cpuMs / 1000)} s`)}`,
    `| CPU ms per request (per page) ${cell((run) => `${fixed(run.cpuMs / Math.max(1, requestsOf(run)), 2)} (${fixed(run.cpuMs / Math.max(1, pageRequests(run)), 2)})`)}`,
    `| load average at start → end ${cell((run) => `${loads(run.loadAverage[0])} → ${loads(run.loadAverage[1])}`)}`,
    `| measured (UTC) ${cell((run) => run.at.slice(0, 16).replace('T', ' '))}`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}

async function main() {
  const jsonPath = path.join(tmpDir, 'signin-storm.json');
  if (process.argv.includes('--render')) {
    const runs = JSON.parse(readFileSync(jsonPath, 'utf8')) as RunReport[];
    writeFileSync(path.join(benchDir, 'results/signin-storm.md'), renderReport(runs));
    return;
  }
  const builds = prepareBuilds();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobbridge-signin-storm-'));
  try {
    const runs = [
      await run('pages only', builds, dataDir, {}, false),
      await run('storm, libuv pool (before)', builds, dataDir, { PASSWORD_HASH_THREADS: '0' }, true),
      await run('storm, password pool (after)', builds, dataDir, {}, true),
    ];
    mkdirSync(tmpDir, { recursive: true });
    writeFileSync(jsonPath, JSON.stringify(runs, null, 2));
    writeFileSync(path.join(benchDir, 'results/signin-storm.md'), renderReport(runs));
    log('\nwritten: bench/results/signin-storm.md');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
