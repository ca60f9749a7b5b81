/**
 * The search benchmark (run on demand: `npm run bench -w @jobbridge/bench`).
 *
 * For each database, PGlite in a temporary folder and a fresh database on the
 * PostgreSQL server (created and dropped):
 *  1. loads 100,000 generated bilingual jobs (generateJobs) with the reference
 *     data, then VACUUM ANALYZE (what autovacuum would do; PGlite has none);
 *  2. times every query of the mixed set directly (searchJobs, no HTTP);
 *  3. starts the real server (apps/server/dist/server.js, SEED_DEMO=false),
 *     pinned to core 0 (its PGlite worker thread included) while this process
 *     (the load generator) runs on core 1, once with the search cache off
 *     (SEARCH_CACHE_MS=0: every request reaches the database), once with the
 *     default caches, and once with the default search cache but the page
 *     cache off (PAGE_CACHE_MS=0: every page is rendered);
 *  4. runs autocannon against POST /api/job/searchJobList with the mixed
 *     query set rotating per request: a warm-up, then 3 runs at a fixed
 *     200 req/s for 20 s (p50/p95/p99) and 3 saturation runs (20 connections,
 *     no rate cap); with the default search cache, also the server-rendered
 *     /jobs page asking for gzip as browsers do (saturation and 100 req/s,
 *     HTML size gzip), with and without the page cache. Medians of the 3 runs.
 * Results go to bench/results/search.md and stdout.
 *
 * Options: --only pglite|postgres, --count N (100000), --duration S (20),
 * --runs N (3), --rate N (200), --url postgres://... (the server to create
 * the database on; default postgres://postgres@127.0.0.1:5432/postgres),
 * --render (only write search.md again from the last run's results/tmp/search.json).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { queryRows } from '@jobbridge/db';
import type { SearchJobListInput } from '@jobbridge/shared';
import autocannon, { type Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { searchJobs } from '../../apps/server/src/domains/job/search';
import { arg, freePort } from './cli';
import { fillJobs } from './generate-jobs';
import { formBody, JOBS_PAGES, type SearchBody, searchBodies } from './queries';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const benchDir = path.join(root, 'bench');

const COUNT = Number(arg('--count', '100000'));
const DURATION = Number(arg('--duration', '20'));
const RUNS = Number(arg('--runs', '3'));
const RATE = Number(arg('--rate', '200'));
/** A gentler fixed rate for the cache-off server. */
const LOW_RATE = Math.max(1, Math.round(RATE / 4));
const ONLY = arg('--only', '');
const ADMIN_URL = arg('--url', 'postgres://postgres@127.0.0.1:5432/postgres');

/** Page requests come from a browser (a bot would get the whole document at once). */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const PIN = os.cpus().length >= 2 && hasTaskset();

/** The server bundle, built now from the current sources, and a private copy of the web build. */
function prepareBuilds(): { serverJs: string; webDir: string } {
  log('building the server bundle');
  execFileSync(process.execPath, [path.join(root, 'apps/server/build.mjs')], { stdio: 'inherit', cwd: root });
  const webBuild = path.join(root, 'apps/web/build');
  if (!existsSync(path.join(webBuild, 'server/index.js'))) {
    log('building the web (apps/web/build is missing)');
    execFileSync('npm', ['run', 'build', '-w', '@jobbridge/web'], { stdio: 'inherit', cwd: root });
  }
  // A copy inside the repository (packages resolve from its node_modules), so a rebuild of
  // apps/web during the run cannot change what is measured.
  const webDir = path.join(benchDir, 'results/tmp/web-build');
  rmSync(webDir, { recursive: true, force: true });
  mkdirSync(path.dirname(webDir), { recursive: true });
  cpSync(webBuild, webDir, { recursive: true });
  return { serverJs: path.join(root, 'apps/server/dist/server.js'), webDir };
}

interface ServerHandle {
  base: string;
  stop(): Promise<void>;
}

async function startServer(
  serverJs: string,
  webDir: string,
  db: { url?: string; dataRoot?: string },
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
    SEED_DEMO: 'false',
    DEV_TOOLS: 'false',
    PUBLIC_ORIGIN: base,
    CODE_SECRET: 'bench-code-secret-0123456789',
    WEB_BUILD_DIR: webDir,
    ...(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: db.dataRoot }),
    ...settings,
  };
  const command = PIN ? 'taskset' : process.execPath;
  const args = PIN ? ['-c', '0', process.execPath, serverJs] : [serverJs];
  const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await sleep(250);
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

interface RunResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** autocannon's p99, corrected for coordinated omission (fixed-rate runs). */
  p99corrected: number;
  errors: number;
}

/** One autocannon run; `bodies` rotate one per request (POST), or `paths` (GET). */
async function load(
  base: string,
  target: { bodies?: SearchBody[]; paths?: string[] },
  options: { duration: number; connections: number; rate?: number },
): Promise<RunResult> {
  let next = 0;
  const request: Request = target.bodies
    ? {
        method: 'POST',
        path: '/api/job/searchJobList',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'zh-CN,zh;q=0.9' },
        setupRequest: (req) => ({
          ...req,
          body: formBody((target.bodies as SearchBody[])[next++ % (target.bodies as SearchBody[]).length]),
        }),
      }
    : {
        method: 'GET',
        headers: { 'accept-language': 'en', 'accept-encoding': 'gzip', 'user-agent': BROWSER },
        setupRequest: (req) => ({
          ...req,
          path: (target.paths as string[])[next++ % (target.paths as string[]).length],
        }),
      };
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    connections: options.connections,
    duration: options.duration,
    ...(options.rate ? { overallRate: options.rate } : {}),
    timeout: 20,
    requests: [request],
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.total / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    p99corrected: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

interface Summary {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  p99corrected: number;
  errors: number;
  runs: RunResult[];
}
const summarize = (runs: RunResult[]): Summary => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p95: median(runs.map((r) => r.p95)),
  p99: median(runs.map((r) => r.p99)),
  p99corrected: median(runs.map((r) => r.p99corrected)),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
  runs,
});

async function repeat(label: string, times: number, run: () => Promise<RunResult>): Promise<Summary> {
  const runs: RunResult[] = [];
  for (let i = 0; i < times; i++) {
    const result = await run();
    log(
      `    ${label} run ${i + 1}: ${fixed(result.rps, 0)} req/s, p50 ${fixed(result.p50)} p95 ${fixed(result.p95)} p99 ${fixed(result.p99)} ms, errors ${result.errors}`,
    );
    runs.push(result);
  }
  return summarize(runs);
}

const toInput = (body: SearchBody): SearchJobListInput => {
  const text = (name: string) => (body[name] === undefined ? undefined : String(body[name]));
  const number = (name: string) => (body[name] === undefined ? undefined : Number(body[name]));
  return {
    keyword: text('keyword'),
    sort: text('sort') as SearchJobListInput['sort'],
    page: number('page'),
    size: number('size'),
    adcode: text('adcode'),
    employment_type: text('employment_type'),
    industry: text('industry'),
    seniority: text('seniority'),
    min_salary: number('min_salary'),
    max_salary: number('max_salary'),
  };
};

/** Median of 3 direct searchJobs calls per query (after one unmeasured call). */
async function probe(database: Awaited<ReturnType<typeof fillJobs>>['database'], bodies: SearchBody[]) {
  const rows: Array<{ body: SearchBody; ms: number; total: number; exact: boolean }> = [];
  for (const body of bodies) {
    await searchJobs(database.db, toInput(body));
    const times: number[] = [];
    let result = { total: 0, exact: true };
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      result = await searchJobs(database.db, toInput(body));
      times.push(performance.now() - started);
    }
    rows.push({ body, ms: median(times), total: result.total, exact: result.exact });
  }
  return rows;
}

interface DatabaseReport {
  kind: 'pglite' | 'postgres';
  /** When this database's runs started (ISO), and the 1/5/15-minute load averages at their start and end. */
  at: string;
  loadAverage: [number[], number[]];
  version: string;
  loadMs: number;
  probe: Array<{ body: SearchBody; ms: number; total: number; exact?: boolean }>;
  modes: Array<{ name: string; fixedRate: Summary; saturation: Summary; lowRate?: Summary }>;
  /** The /jobs page with the page cache (the default) and without it. */
  pages: Array<{ name: string; saturation: Summary; fixedRate: Summary; htmlBytes: number; gzipBytes: number }>;
}

async function benchDatabase(
  kind: 'pglite' | 'postgres',
  builds: { serverJs: string; webDir: string },
): Promise<DatabaseReport> {
  log(`\n== ${kind} ==`);
  const at = new Date().toISOString();
  const loadStart = os.loadavg();
  const bodies = searchBodies();
  let dataRoot: string | undefined;
  let url: string | undefined;
  let dbName: string | undefined;
  if (kind === 'pglite') {
    dataRoot = mkdtempSync(path.join(os.tmpdir(), 'jobbridge-bench-'));
  } else {
    dbName = `jobbridge_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    await admin.end();
    const u = new URL(ADMIN_URL);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  try {
    log(`loading ${COUNT} jobs`);
    const started = performance.now();
    const { database } = await fillJobs({
      count: COUNT,
      ...(url ? { url } : { dataDir: path.join(dataRoot as string, 'pg') }),
      log: (line) => log(`  ${line.trim()}`),
    });
    const loadMs = performance.now() - started;
    const [{ version }] = await queryRows<{ version: string }>(database.db, sql`select version() as version`);
    log('timing each query directly');
    const probed = await probe(database, bodies);
    await database.close();
    const report: DatabaseReport = {
      kind,
      at,
      loadAverage: [loadStart, []],
      version: String(version).split(' on ')[0],
      loadMs,
      probe: probed,
      modes: [],
      pages: [],
    };

    const modes: Array<{ name: string; settings: Record<string, string>; search: boolean; page?: string }> = [
      { name: 'search cache off (SEARCH_CACHE_MS=0)', settings: { SEARCH_CACHE_MS: '0' }, search: true },
      { name: 'default search cache (30 s)', settings: {}, search: true, page: 'page cache on (default, 10 s)' },
      {
        name: 'page cache off',
        settings: { PAGE_CACHE_MS: '0' },
        search: false,
        page: 'page cache off (PAGE_CACHE_MS=0)',
      },
    ];
    for (const mode of modes) {
      log(`server, ${mode.name}`);
      const server = await startServer(builds.serverJs, builds.webDir, { url, dataRoot }, mode.settings);
      try {
        const sample = (await (
          await fetch(`${server.base}/api/job/searchJobList`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: formBody({ keyword: '前端', sort: 'relevance' }),
          })
        ).json()) as { success: boolean; data: { total: number } };
        if (!sample.success || sample.data.total === 0)
          throw new Error(`search does not work: ${JSON.stringify(sample)}`);
        log('  warm-up');
        await load(server.base, { bodies }, { duration: 5, connections: 10 });
        if (mode.search) {
          const fixedRate = await repeat(`${RATE} req/s`, RUNS, () =>
            load(server.base, { bodies }, { duration: DURATION, connections: 50, rate: RATE }),
          );
          const saturation = await repeat('saturation', RUNS, () =>
            load(server.base, { bodies }, { duration: 10, connections: 20 }),
          );
          // Without the cache the offered rate may exceed what the database serves: also a rate it keeps up with.
          const lowRate =
            mode.settings.SEARCH_CACHE_MS === '0'
              ? await repeat(`${LOW_RATE} req/s`, RUNS, () =>
                  load(server.base, { bodies }, { duration: DURATION, connections: 20, rate: LOW_RATE }),
                )
              : undefined;
          report.modes.push({ name: mode.name, fixedRate, saturation, lowRate });
        }
        if (mode.page) {
          log(`  /jobs page, ${mode.page}`);
          const html = await (
            await fetch(`${server.base}/jobs`, { headers: { 'accept-language': 'en', 'user-agent': BROWSER } })
          ).text();
          if (!html.includes('<html')) throw new Error('/jobs did not render');
          await load(server.base, { paths: JOBS_PAGES }, { duration: 3, connections: 10 });
          const pageSaturation = await repeat('/jobs saturation', RUNS, () =>
            load(server.base, { paths: JOBS_PAGES }, { duration: 10, connections: 10 }),
          );
          const pageFixed = await repeat('/jobs 100 req/s', RUNS, () =>
            load(server.base, { paths: JOBS_PAGES }, { duration: 10, connections: 20, rate: 100 }),
          );
          report.pages.push({
            name: mode.page,
            saturation: pageSaturation,
            fixedRate: pageFixed,
            htmlBytes: Buffer.byteLength(html),
            gzipBytes: gzipSync(html).length,
          });
        }
      } finally {
        await server.stop();
      }
    }
    report.loadAverage[1] = os.loadavg();
    return report;
  } finally {
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
    }
  }
}

const TARGETS = { p95: 50, p99: 100, pgRps: 1000, pageRps: 500, pageP99: 150, pageGzipKB: 60 };
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

const loads = (values: number[]) => values.map((n) => n.toFixed(1)).join(' ');

function renderReport(reports: DatabaseReport[]): string {
  const cpu = os.cpus();
  const lines: string[] = [
    '# Search benchmark',
    '',
    `Measured with \`npm run bench -w @jobbridge/bench\` (bench/src/search-bench.ts); each database's date below.`,
    '',
    `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}. ` +
      (PIN
        ? "Server pinned to core 0, load generator (autocannon, this process) to core 1 (`taskset`); PostgreSQL's own processes are not pinned."
        : 'No pinning (taskset missing or one core).') +
      ' Other work on the machine shares its 2 cores: each section gives the load average (1, 5, 15 min) at its start and end.',
    '',
    `Data: ${COUNT.toLocaleString('en')} generated bilingual jobs (generateJobs, seed 1) with the reference data, then VACUUM ANALYZE. ` +
      `Query set: ${searchBodies().length} request bodies (bench/src/queries.ts): 2-character Chinese (前端 销售 外教 金融 ...), longer Chinese, English, mixed, misspelt, with and without filters, sorted by date, page 2, and browsing without a keyword; they rotate one per request. ` +
      `Each figure is the median of ${RUNS} runs after a warm-up; latencies are per response (p50/p95/p99), with autocannon's coordinated-omission-corrected p99 beside them for the fixed-rate runs.`,
    '',
  ];
  for (const report of reports) {
    lines.push(
      `## ${report.kind === 'pglite' ? 'PGlite (embedded, in a worker thread of the server process)' : 'PostgreSQL server'}`,
      '',
    );
    lines.push(
      `${report.version}; measured ${report.at.slice(0, 16).replace('T', ' ')} UTC, load average ${loads(report.loadAverage[0])} at the start and ${loads(report.loadAverage[1])} at the end; ${COUNT.toLocaleString('en')} jobs loaded in ${fixed(report.loadMs / 1000, 0)} s.`,
      '',
    );
    lines.push(`| search API | ${report.modes.map((m) => m.name).join(' | ')} | target |`);
    lines.push(`|---|${report.modes.map(() => '---|').join('')}---|`);
    const row = (label: string, pick: (m: DatabaseReport['modes'][number]) => string, target: string) =>
      lines.push(`| ${label} | ${report.modes.map(pick).join(' | ')} | ${target} |`);
    row(`rate achieved at ${RATE} req/s offered`, (m) => `${fixed(m.fixedRate.rps, 0)} req/s`, `${RATE}`);
    row(`p50 at ${RATE} req/s`, (m) => `${fixed(m.fixedRate.p50)} ms`, '');
    row(
      `p95 at ${RATE} req/s`,
      (m) => `${fixed(m.fixedRate.p95)} ms (${mark(m.fixedRate.p95 <= TARGETS.p95)})`,
      `<= ${TARGETS.p95} ms`,
    );
    row(
      `p99 at ${RATE} req/s`,
      (m) =>
        `${fixed(m.fixedRate.p99)} ms, corrected ${fixed(m.fixedRate.p99corrected)} ms (${mark(m.fixedRate.p99 <= TARGETS.p99)})`,
      `<= ${TARGETS.p99} ms`,
    );
    row(
      'saturation throughput (20 connections)',
      (m) =>
        `${fixed(m.saturation.rps, 0)} req/s${report.kind === 'postgres' ? ` (${mark(m.saturation.rps >= TARGETS.pgRps)})` : ''}`,
      report.kind === 'postgres' ? `>= ${TARGETS.pgRps} req/s` : '',
    );
    row('p99 at saturation', (m) => `${fixed(m.saturation.p99)} ms`, '');
    row(
      `p50 / p95 / p99 at ${LOW_RATE} req/s`,
      (m) =>
        m.lowRate
          ? `${fixed(m.lowRate.p50)} / ${fixed(m.lowRate.p95)} / ${fixed(m.lowRate.p99)} ms (${fixed(m.lowRate.rps, 0)} req/s achieved)`
          : '-',
      '',
    );
    row('errors (all runs)', (m) => String(m.fixedRate.errors + m.saturation.errors + (m.lowRate?.errors ?? 0)), '0');
    lines.push('');
    if (report.pages.length) {
      const pages = report.pages;
      const cell = (pick: (page: DatabaseReport['pages'][number]) => string) => pages.map(pick).join(' | ');
      lines.push(
        `| /jobs page (server-rendered, default search cache, gzip) | ${pages.map((page) => page.name).join(' | ')} | target |`,
        `|---|${pages.map(() => '---|').join('')}---|`,
      );
      lines.push(
        `| saturation throughput (10 connections) | ${cell((page) => `${fixed(page.saturation.rps, 0)} req/s (${mark(page.saturation.rps >= TARGETS.pageRps)})`)} | >= ${TARGETS.pageRps} req/s |`,
      );
      lines.push(
        `| p99 at saturation | ${cell((page) => `${fixed(page.saturation.p99)} ms (${mark(page.saturation.p99 <= TARGETS.pageP99)})`)} | <= ${TARGETS.pageP99} ms |`,
      );
      lines.push(
        `| p50 / p95 / p99 at 100 req/s | ${cell((page) => `${fixed(page.fixedRate.p50)} / ${fixed(page.fixedRate.p95)} / ${fixed(page.fixedRate.p99)} ms`)} | p99 <= ${TARGETS.pageP99} ms |`,
      );
      lines.push(
        `| HTML of /jobs | ${cell((page) => `${fixed(page.htmlBytes / 1024)} KB, ${fixed(page.gzipBytes / 1024)} KB gzip (${mark(page.gzipBytes / 1024 <= TARGETS.pageGzipKB)})`)} | <= ${TARGETS.pageGzipKB} KB gzip |`,
      );
      lines.push(
        `| errors (all runs) | ${cell((page) => String(page.saturation.errors + page.fixedRate.errors))} | 0 |`,
        '',
      );
    }
    const sorted = [...report.probe].sort((a, b) => b.ms - a.ms);
    const times = report.probe.map((p) => p.ms).sort((a, b) => a - b);
    lines.push(
      `Each query on its own (searchJobs called directly, no HTTP, no cache; median of 3): median ${fixed(percentile(times, 50))} ms, ` +
        `p95 ${fixed(percentile(times, 95))} ms, slowest ${fixed(times[times.length - 1])} ms. The ten slowest:`,
      '',
      '| ms | total | body |',
      '|---|---|---|',
      ...sorted
        .slice(0, 10)
        .map(
          (p) => `| ${fixed(p.ms)} | ${p.total}${p.exact === false ? ' (est.)' : ''} | \`${JSON.stringify(p.body)}\` |`,
        ),
      '',
    );
  }
  lines.push(...READING_NOTES);
  return lines.join('\n');
}

/** How to read the tables: what each mode measures and where the time goes. */
const READING_NOTES = [
  '## Reading these figures',
  '',
  "- **Search cache off** measures the database work of every search (the per-query table gives each query's time on its own). A keyword search counts its matches exactly up to 1,000 and estimates past that (decision 0008; `(est.)` in the per-query table). On PGlite the database runs in a worker thread of the server process (decision 0006), pinned with it to one core, so database work and HTTP handling share that core; PostgreSQL's processes are not pinned and use both cores (with the load generator). An offered rate above what the database serves queues, and the percentiles are then queueing time.",
  "- **Default search cache** (30 s per answer, refreshed in the background while the old answer is served, lifetimes spread +-25 %) is the production setting. After the warm-up the query set is in the cache and each answer is refreshed about every 30 s; on PGlite a refresh runs in the worker thread, so it no longer stops the server's event loop (before decision 0006 those pauses were the p95/p99 of this column on PGlite).",
  "- **/jobs page, page cache on** (the default): the benchmark's requests carry no cookie, like a visitor's first visit, so after the first render of each of the 7 URLs every page comes from the page cache (decision 0007) with its own CSP nonce, gzip-compressed (decision 0009). **Page cache off** renders every page (React Router server rendering, about 8-10 ms of CPU a page): what a signed-in user or an uncached page costs.",
  '',
];

async function main() {
  const jsonPath = path.join(benchDir, 'results/tmp/search.json');
  if (process.argv.includes('--render')) {
    const { reports } = JSON.parse(readFileSync(jsonPath, 'utf8')) as { reports: DatabaseReport[] };
    writeFileSync(path.join(benchDir, 'results/search.md'), `${renderReport(reports)}\n`);
    log('search.md written from results/tmp/search.json');
    return;
  }
  if (PIN && process.env.BENCH_PINNED !== '1') {
    // Re-run this process on core 1; the server goes to core 0.
    const child = spawn('taskset', ['-c', '1', process.execPath, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_PINNED: '1' },
    });
    child.once('exit', (code) => process.exit(code ?? 1));
    return;
  }
  const builds = prepareBuilds();
  // With --only, the other database's last report (when there is one) stays in the file.
  const kept: DatabaseReport[] = [];
  if (ONLY && existsSync(jsonPath)) {
    const previous = JSON.parse(readFileSync(jsonPath, 'utf8')) as { reports?: DatabaseReport[] };
    kept.push(
      ...(previous.reports ?? []).filter(
        (report) => report.kind !== ONLY && report.at && report.loadAverage && Array.isArray(report.pages),
      ),
    );
  }
  const reports: DatabaseReport[] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    if (ONLY && ONLY !== kind) {
      const old = kept.find((report) => report.kind === kind);
      if (old) reports.push(old);
      continue;
    }
    reports.push(await benchDatabase(kind, builds));
  }
  const markdown = renderReport(reports);
  const out = path.join(benchDir, 'results/search.md');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${markdown}\n`);
  writeFileSync(jsonPath, JSON.stringify({ reports }, null, 2));
  log(`\n${markdown}`);
  log(`written to ${path.relative(root, out)}`);
}

// Run as a script only (importing this module must not start a benchmark).
if (process.argv[1] && /search-bench\.(ts|mjs|js)$/.test(process.argv[1])) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
