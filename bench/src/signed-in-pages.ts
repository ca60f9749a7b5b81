/**
 * Signed-in pages benchmark (run on demand: `npm run signed-in-pages -w @jobbridge/bench`).
 *
 * Question: what does a server-rendered page cost for a signed-in user, with
 * every cache off? Such a page runs several loaders, each calling the API in
 * process (decision 0020: the page authenticates once for all of them).
 *
 * The real server (apps/server/dist/server.js, rebuilt first unless
 * --no-build, with the web build) on the demo data (PGlite, seeded in a
 * temporary folder), `PAGE_CACHE_MS=0` and `SEARCH_CACHE_MS=0`, not pinned
 * (see signin-storm.ts). The demo candidate signs in once; autocannon then asks
 * for `/jobs` and for one job's page with that session (brotli, a browser's
 * User-Agent), --connections connections for --duration seconds each, after
 * a warm-up. Server CPU (utime + stime of /proc/<pid>/stat) and the load
 * average (as `uptime` prints it) are read at the start and end of each.
 *
 * Each invocation adds its rows under a label (`--label before` or `after`,
 * default `after`) to results/tmp/signed-in-pages.json (`--reset` starts
 * it anew), and every run so far is written, in the order measured, to
 * bench/results/signed-in-pages.md. Alternate the labels so that both see
 * the same load. `--server-dist DIR` runs another build of the server (a
 * copy of apps/server/dist made at an earlier commit) instead of building.
 * Options: --label NAME, --commit ID (shown beside the label; default
 * HEAD), --duration S (5), --connections N (4), --server-dist DIR, --reset,
 * --render (write the report again), --sequential N (instead of autocannon:
 * N pages one at a time after 30 of warm-up, the steadiest CPU figure on a
 * shared machine), --profile DIR (the server writes a V8 CPU profile of
 * every thread there when it stops: `node --cpu-prof`), --postgres URL
 * (the demo data in a new database `bench_pages` on that PostgreSQL server
 * instead of PGlite: CPU per page is then the server's plus that of the
 * backends serving `bench_pages`, shown apart too), --visitor (the same
 * pages for a visitor too, without the cookie), --returning (as a browser that
 * has the stylesheet's file cached, decision 0049: its cookie on every request,
 * so pages link the file instead of carrying the stylesheet), --paired DIR (with --sequential: another build,
 * a copy of apps/server/dist, on a database of its own, measured side by side with this one in alternating
 * blocks of 20 pages, so that both see the same machine; --paired-label and --paired-commit name it, and
 * --paired-web DIR gives it its own web build, a copy of apps/web/build, when the change is in the web),
 * --warm-up N (before anything is measured, each server answers N pages one at a time, a mix of the
 * measured pages, signed in and not, and other job lists and job pages: a server that has run for a
 * while, its code compiled by V8's optimising tier and its heap grown to its working size, where the
 * 30 pages of each run's own warm-up leave it near its start; rows say "after N pages"), --web-build DIR
 * (this side's web build, another commit's, used where it is instead of a copy of the tree's).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from '@jobbridge/db';
import { hashPasswordForTransport, STYLESHEET_COOKIE } from '@jobbridge/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { arg, freePort } from './cli';
import { backendTicks, cpuMs, TICKS_PER_S } from './proc-cpu';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const benchDir = path.join(root, 'bench');
const tmpDir = path.join(benchDir, 'results/tmp');
const jsonPath = path.join(tmpDir, 'signed-in-pages.json');

const LABEL = arg('--label', 'after');
const DURATION = Number(arg('--duration', '5'));
const CONNECTIONS = Number(arg('--connections', '4'));
const WARM_UP_S = 2;
const SEQUENTIAL = Number(arg('--sequential', '0'));
const PROFILE_DIR = arg('--profile', '');
const SERVER_WARM_UP = Number(arg('--warm-up', '0'));
/** Another commit's web build for this side (with --server-dist), used where it is, beside its node_modules. */
const WEB_BUILD = arg('--web-build', '');
const POSTGRES = arg('--postgres', '');
const PAGES_DB = 'bench_pages';
const VISITOR = process.argv.includes('--visitor');
const RETURNING = process.argv.includes('--returning');
/** Another build (a copy of apps/server/dist) measured side by side with this one, block by block (sequential only). */
const PAIRED_DIST = arg('--paired', '');
const PAIRED_LABEL = arg('--paired-label', 'before');
const PAIRED_COMMIT = arg('--paired-commit', 'before');
const PAIRED_WEB = arg('--paired-web', '');
/** Pages in a row on one server before the other takes its turn, in paired runs. */
const PAIRED_BLOCK = 20;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
/** What Chrome asks for: the server answers brotli, as it does a browser (gzip only where brotli is not offered). */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const OPS_TOKEN = randomBytes(24).toString('base64url');

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** Database CPU ms since `start` (0 on PGlite, whose thread is the server's). */
function databaseCpuSince(start: Map<number, number> | null, database = PAGES_DB): number {
  if (!start) return 0;
  let total = 0;
  for (const [pid, ticks] of backendTicks(database)) total += ((ticks - (start.get(pid) ?? 0)) * 1000) / TICKS_PER_S;
  return total;
}

function databaseUrl(database: string): string {
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A new, empty `bench_pages` on the PostgreSQL server: the server migrates it and loads the demo data. */
async function freshDatabase(database = PAGES_DB) {
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.query(`create database "${database}"`);
  } finally {
    await admin.end();
  }
}

function prepareBuilds(): { serverJs: string; webDir: string } {
  const serverDist = arg('--server-dist', '');
  if (!serverDist) {
    log('building the server bundle');
    execFileSync(process.execPath, [path.join(root, 'apps/server/build.mjs')], { stdio: 'inherit', cwd: root });
  }
  const webBuild = WEB_BUILD ? path.resolve(WEB_BUILD) : path.join(root, 'apps/web/build');
  if (!WEB_BUILD && !existsSync(path.join(webBuild, 'server/index.js'))) {
    log('building the web (apps/web/build is missing)');
    execFileSync('npm', ['run', 'build', '-w', '@jobbridge/web'], { stdio: 'inherit', cwd: root });
  }
  // The tree's build is copied, so that a build made meanwhile does not change it under the run; another
  // is used where it is, beside the node_modules it was built with.
  const webDir = WEB_BUILD ? webBuild : path.join(tmpDir, 'web-build-signed-in');
  if (!WEB_BUILD) {
    rmSync(webDir, { recursive: true, force: true });
    mkdirSync(tmpDir, { recursive: true });
    cpSync(webBuild, webDir, { recursive: true });
  }
  return {
    serverJs: path.join(serverDist ? path.resolve(serverDist) : path.join(root, 'apps/server/dist'), 'server.js'),
    webDir,
  };
}

async function startServer(builds: { serverJs: string; webDir: string }, dataDir: string, database = PAGES_DB) {
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
    CODE_SECRET: randomBytes(24).toString('base64url'),
    WEB_BUILD_DIR: builds.webDir,
    ...(POSTGRES ? { DATABASE_URL: databaseUrl(database) } : { DATA_DIR: dataDir }),
    PAGE_CACHE_MS: '0',
    SEARCH_CACHE_MS: '0',
    // /metrics (the in-process calls and session lookups per page) needs it in production.
    OPS_TOKEN,
  };
  const profile = PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(PROFILE_DIR)] : [];
  const child = spawn(process.execPath, [...profile, builds.serverJs], { env, stdio: ['ignore', 'ignore', 'inherit'] });
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
    database,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** Signs the demo candidate in; returns the cookie header of the session. */
async function signIn(base: string): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.candidate;
  const response = await fetch(`${base}/api/account/signinByEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: await hashPasswordForTransport(password) }),
  });
  const envelope = (await response.json()) as { success: boolean };
  const token = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair.startsWith('cit='));
  if (!envelope.success || !token) throw new Error('the demo candidate could not sign in');
  return `${token}; language=en`;
}

/** The stylesheet cookie a browser gets once it has fetched the file a first page hints at (decision 0049). */
async function stylesheetCookie(base: string): Promise<string> {
  const html = await (await fetch(`${base}/jobs`)).text();
  const href = /<link rel="prefetch" href="(\/styles\/site-[0-9a-f]+\.css)"/.exec(html)?.[1];
  if (!href) throw new Error('no stylesheet hint on /jobs');
  const response = await fetch(`${base}${href}`);
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .find((pair) => pair.startsWith(`${STYLESHEET_COOKIE}=`));
  if (!cookie) throw new Error('the stylesheet file set no cookie');
  return cookie;
}

async function firstJobIds(base: string): Promise<number[]> {
  const response = await fetch(`${base}/api/job/searchJobList`, { method: 'POST' });
  const envelope = (await response.json()) as { data: { list: Array<{ job_id: number }> } };
  const ids = envelope.data.list.map((job) => job.job_id);
  if (ids.length === 0) throw new Error('no job to open');
  return ids;
}

/** Other pages of the warm-up (--warm-up): job lists a visitor or a user asks for, beside the measured ones. */
const WARM_UP_LISTS = [
  '/jobs?page=2',
  '/jobs?q=engineer',
  '/jobs?q=%E5%B7%A5%E7%A8%8B%E5%B8%88',
  '/jobs?sort=date',
  '/',
];

/**
 * SERVER_WARM_UP pages one at a time on each server, cycling through the measured pages and others. The
 * servers take turns in blocks of 20: one left idle while another warms up would not stay warm (V8
 * shrinks an idle heap and drops code it has not run lately), and would be measured colder.
 */
async function warmUp(servers: Array<{ sides: Side[]; jobIds: number[] }>) {
  const plans = servers.map(({ sides, jobIds }) => {
    const signedIn = sides.find((side) => side.cookie.includes('cit='));
    const visitor = sides.find((side) => !side.cookie.includes('cit='));
    const paths = [
      ...new Set([...sides.map((side) => side.pagePath), ...WARM_UP_LISTS, ...jobIds.map((id) => `/jobs/${id}`)]),
    ];
    return { base: sides[0].server.base, paths, cookies: [signedIn?.cookie ?? '', visitor?.cookie ?? 'language=en'] };
  });
  for (let done = 0; done < SERVER_WARM_UP; done += PAIRED_BLOCK) {
    for (const { base, paths, cookies } of plans) {
      for (let i = done; i < Math.min(done + PAIRED_BLOCK, SERVER_WARM_UP); i++) {
        const pagePath = paths[i % paths.length];
        const cookie = cookies[Math.floor(i / paths.length) % cookies.length];
        const status = await askPage(base, pagePath, cookie);
        if (status !== 200) throw new Error(`warm-up: ${pagePath} answered ${status}`);
      }
    }
  }
}

interface Counts {
  /** API requests answered (the pages' in-process calls: the load generator asks for pages only). */
  apiCalls: number;
  configCalls: number;
  /** session_lookups_total; null on a build without it. */
  lookups: number | null;
  /** db_statements_total; null on a build without it. */
  statements: number | null;
}

/** Request counts from /metrics: API calls by route, session lookups and database statements. */
async function counts(base: string): Promise<Counts> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${OPS_TOKEN}` } })).text();
  const result: Counts = { apiCalls: 0, configCalls: 0, lookups: null, statements: null };
  for (const line of text.split('\n')) {
    const call = /^http_request_duration_seconds_count\{[^}]*route="(\/api\/[^"]*)"[^}]*\} (\d+)/.exec(line);
    if (call) {
      result.apiCalls += Number(call[2]);
      if (call[1] === '/api/config/getConfigItem') result.configCalls += Number(call[2]);
    }
    const lookups = /^session_lookups_total (\d+)/.exec(line);
    if (lookups) result.lookups = Number(lookups[1]);
    const statements = /^db_statements_total (\d+)/.exec(line);
    if (statements) result.statements = Number(statements[1]);
  }
  return result;
}

interface PageRun {
  page: string;
  path: string;
  at: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  cpuMsPerRequest: number;
  /** On PostgreSQL, the backends' share of cpuMsPerRequest. */
  databaseCpuMsPerRequest?: number;
  /** Per page: in-process API calls, config calls, session lookups, database statements (null: the build does not count them). */
  perPage: { apiCalls: number; configCalls: number; lookups: number | null; statements?: number | null };
  loadAverage: [number[], number[]];
}

interface LabelledRuns {
  label: string;
  commit: string;
  runs: PageRun[];
}

/** p50 and p99 of latencies (ms), sorting them in place. */
function percentiles(latencies: number[]): { p50: number; p99: number } {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

/** One page, asked as a browser asks and read to its end; its status. */
async function askPage(base: string, pagePath: string, cookie: string): Promise<number> {
  const response = await fetch(`${base}${pagePath}`, {
    headers: { cookie, 'accept-encoding': BROWSER_ENCODING, 'user-agent': BROWSER, 'accept-language': 'en' },
  });
  await response.arrayBuffer();
  return response.status;
}

/** One page at a time, `pages` times: the same shape of result as autocannon's, for the fields used here. */
async function sequential(base: string, pagePath: string, cookie: string, pages: number) {
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < pages; i++) {
    const t0 = performance.now();
    try {
      const status = await askPage(base, pagePath, cookie);
      if (status < 200 || status > 299) non2xx += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - t0);
  }
  return {
    requests: { total: pages },
    seconds: (performance.now() - started) / 1000,
    latency: percentiles(latencies),
    latencies,
    non2xx,
    errors,
    timeouts: 0,
  };
}

async function load(base: string, pagePath: string, cookie: string, duration: number) {
  if (SEQUENTIAL > 0) {
    return sequential(base, pagePath, cookie, duration === WARM_UP_S ? 30 : SEQUENTIAL);
  }
  const result = await autocannon({
    url: `${base}${pagePath}`,
    connections: CONNECTIONS,
    duration,
    timeout: 30,
    headers: { cookie, 'accept-encoding': BROWSER_ENCODING, 'user-agent': BROWSER, 'accept-language': 'en' },
  });
  return { ...result, seconds: duration };
}

/** A server to measure a page on, with the cookie it is asked with. */
interface Side {
  server: { base: string; pid: number; database: string };
  cookie: string;
  pagePath: string;
}

/** The page must render for the signed-in user (the loader data then carries the user's name), and a visitor's without. */
async function checkPage({ server, cookie, pagePath }: Side) {
  const signedIn = cookie.includes('cit=');
  const check = await fetch(`${server.base}${pagePath}`, { headers: { cookie, 'user-agent': BROWSER } });
  const html = await check.text();
  if (check.status !== 200 || html.includes(DEMO_ACCOUNTS.candidate.first_name) !== signedIn) {
    throw new Error(`${pagePath} answered ${check.status} ${signedIn ? 'without' : 'with'} the signed-in user`);
  }
}

async function measure(server: Side['server'], page: string, pagePath: string, cookie: string) {
  await checkPage({ server, cookie, pagePath });
  await load(server.base, pagePath, cookie, WARM_UP_S);
  const loadStart = os.loadavg();
  const at = new Date().toISOString();
  const cpuStart = cpuMs(server.pid);
  const databaseStart = POSTGRES ? backendTicks(server.database) : null;
  const countsStart = await counts(server.base);
  const result = await load(server.base, pagePath, cookie, DURATION);
  const databaseCpu = databaseCpuSince(databaseStart, server.database);
  const cpu = cpuMs(server.pid) - cpuStart + databaseCpu;
  const countsEnd = await counts(server.base);
  return pageRun({ page, pagePath, cookie, at, result, cpu, databaseCpu, countsStart, countsEnd, loadStart });
}

/**
 * The same page on two servers (this build and --paired's), SEQUENTIAL pages each, taken in blocks of
 * PAIRED_BLOCK that alternate between them (and which of them goes first): a machine that slows down
 * or speeds up for a while does so for both, which one build measured after the other cannot say.
 */
async function measurePaired(sides: Side[], page: string) {
  for (const side of sides) await checkPage(side);
  for (const side of sides) await sequential(side.server.base, side.pagePath, side.cookie, 30);
  const loadStart = os.loadavg();
  const at = new Date().toISOString();
  const totals = sides.map(() => ({
    cpu: 0,
    databaseCpu: 0,
    latencies: [] as number[],
    seconds: 0,
    non2xx: 0,
    errors: 0,
  }));
  const countsStart = await Promise.all(sides.map((side) => counts(side.server.base)));
  for (let block = 0; block * PAIRED_BLOCK < SEQUENTIAL; block++) {
    const order = block % 2 ? [...sides.keys()].reverse() : [...sides.keys()];
    for (const i of order) {
      const { server, cookie, pagePath } = sides[i];
      const cpuStart = cpuMs(server.pid);
      const databaseStart = POSTGRES ? backendTicks(server.database) : null;
      const result = await sequential(server.base, pagePath, cookie, PAIRED_BLOCK);
      const databaseCpu = databaseCpuSince(databaseStart, server.database);
      totals[i].cpu += cpuMs(server.pid) - cpuStart + databaseCpu;
      totals[i].databaseCpu += databaseCpu;
      totals[i].latencies.push(...result.latencies);
      totals[i].seconds += result.seconds;
      totals[i].non2xx += result.non2xx;
      totals[i].errors += result.errors;
    }
  }
  const countsEnd = await Promise.all(sides.map((side) => counts(side.server.base)));
  return sides.map((side, i) => {
    const { latencies } = totals[i];
    const result = {
      requests: { total: latencies.length },
      seconds: totals[i].seconds,
      latency: percentiles(latencies),
      non2xx: totals[i].non2xx,
      errors: totals[i].errors,
      timeouts: 0,
    };
    return pageRun({
      page,
      pagePath: side.pagePath,
      cookie: side.cookie,
      at,
      result,
      cpu: totals[i].cpu,
      databaseCpu: totals[i].databaseCpu,
      countsStart: countsStart[i],
      countsEnd: countsEnd[i],
      loadStart,
      paired: true,
      label: i === 0 ? LABEL : PAIRED_LABEL,
    });
  });
}

function pageRun(m: {
  page: string;
  pagePath: string;
  cookie: string;
  at: string;
  result: {
    requests: { total: number };
    seconds: number;
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  cpu: number;
  databaseCpu: number;
  countsStart: Counts;
  countsEnd: Counts;
  loadStart: number[];
  paired?: boolean;
  /** Shown in the log line (paired runs). */
  label?: string;
}): PageRun {
  const { page, pagePath, at, result, cpu, databaseCpu, countsStart, countsEnd, loadStart } = m;
  const signedIn = m.cookie.includes('cit=');
  // Pages answered, from the server's side: autocannon leaves the last requests unread when its time is up.
  const pages = Math.max(1, result.requests.total);
  const run: PageRun = {
    page: [
      page,
      signedIn ? '' : 'visitor',
      RETURNING ? 'stylesheet cached' : '',
      POSTGRES ? 'PostgreSQL' : '',
      SEQUENTIAL > 0 ? 'one at a time' : '',
      SERVER_WARM_UP > 0 ? `after ${SERVER_WARM_UP} pages` : '',
      m.paired ? `paired, blocks of ${PAIRED_BLOCK}` : '',
    ]
      .filter(Boolean)
      .join(', '),
    path: pagePath,
    at,
    requests: result.requests.total,
    rps: result.requests.total / result.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest: cpu / pages,
    databaseCpuMsPerRequest: POSTGRES ? databaseCpu / pages : undefined,
    perPage: {
      apiCalls: (countsEnd.apiCalls - countsStart.apiCalls) / pages,
      configCalls: (countsEnd.configCalls - countsStart.configCalls) / pages,
      lookups:
        countsEnd.lookups === null || countsStart.lookups === null
          ? null
          : (countsEnd.lookups - countsStart.lookups) / pages,
      statements:
        countsEnd.statements === null || countsStart.statements === null
          ? null
          : (countsEnd.statements - countsStart.statements) / pages,
    },
    loadAverage: [loadStart, os.loadavg()],
  };
  log(
    `  ${m.label ? `[${m.label}] ` : ''}${page} ${pagePath}: ${fixed(run.rps, 0)} req/s, p50 ${fixed(run.p50)} p99 ${fixed(run.p99)} ms, ` +
      `${fixed(run.cpuMsPerRequest, 2)} CPU ms/request${run.databaseCpuMsPerRequest === undefined ? '' : ` (database ${fixed(run.databaseCpuMsPerRequest, 2)})`}, per page ${fixed(run.perPage.apiCalls)} calls ` +
      `${fixed(run.perPage.configCalls)} config ${run.perPage.lookups === null ? '-' : fixed(run.perPage.lookups)} lookups ` +
      `${run.perPage.statements == null ? '-' : fixed(run.perPage.statements)} statements, ` +
      `non-2xx ${run.non2xx}, errors ${run.errors}, ` +
      `load ${run.loadAverage[1].map((n) => n.toFixed(2)).join(' ')}`,
  );
  return run;
}

const loads = (values: number[]) => values.map((n) => n.toFixed(2)).join(' ');

function renderReport(labelled: LabelledRuns[]): string {
  const cpu = os.cpus();
  const lines = [
    '# Signed-in pages benchmark',
    '',
    'Measured with `npm run signed-in-pages -w @jobbridge/bench` (bench/src/signed-in-pages.ts); see decision 0020.',
    '',
    `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}. ` +
      'Server and autocannon share the cores, unpinned. Other work shares the machine: each row gives the 1, 5 and 15-minute load averages (`uptime`) at its start and end, and its figures move with them.',
    '',
    `Each row: the demo data on PGlite, every cache off (\`PAGE_CACHE_MS=0\`, \`SEARCH_CACHE_MS=0\`), the demo candidate signed in (its session cookie on every request), ${CONNECTIONS} autocannon connections for ${DURATION} s after a ${WARM_UP_S} s warm-up (a browser's Accept-Encoding, so brotli since 2026-11-27 14:50 and gzip before; a browser's User-Agent; English). ` +
      '"CPU ms per request" is the server process\'s CPU time (all threads, its database thread included) over the run divided by the pages it answered; on rows marked PostgreSQL (`--postgres`: the demo data in a database of the PostgreSQL server) it adds the CPU of the backends serving that database, shown apart in brackets. Rows marked "visitor" ask without the session cookie (`--visitor`); "stylesheet cached" rows send the cookie a browser gets once it has the stylesheet\'s file (`--returning`, decision 0049), so their pages link it; "one at a time" rows (`--sequential N`) ask for N pages one after the other instead of autocannon\'s connections; rows "after N pages" (`--warm-up N`) measure a server that first answered N pages, a mix of signed-in and visitor job lists and job pages, as a server that has been running does (V8 compiles the hot code with its optimising tier and grows its heap over the first thousands of pages).',
    '',
    '"Per page" counts what the server answered during the run, from its `/metrics`: in-process API calls (all of them, the config call among them) and session lookups in the database (`session_lookups_total`, decision 0020; "-" where the build does not count them: there every call looked its session up), and statements run on the database (`db_statements_total`, decision 0045; "-" where the build does not count them). autocannon stops with some pages unanswered, so these are slightly high.',
    '',
    '| code | page | req/s | p50 / p99 ms | CPU ms per request | per page: API calls / config calls / session lookups / statements | non-2xx / errors | load average at start → end | measured (UTC) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  // Medians per code and page: the box is shared, single runs move with its load.
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const groups = new Map<string, PageRun[]>();
  for (const { label, commit, runs } of labelled) {
    for (const run of runs) {
      const key = `${label} (${commit}) | ${run.page} \`${run.path.replace(/\d+$/, ':id')}\``;
      groups.set(key, [...(groups.get(key) ?? []), run]);
    }
  }
  const summary = [
    `Median of each code and page over its runs below (${[...groups.values()].map((runs) => runs.length).join(', ')} runs):`,
    '',
    '| code | page | req/s | p99 ms | CPU ms per request | session lookups per page | 1-min load average during the runs |',
    '|---|---|---|---|---|---|---|',
    ...[...groups].map(([key, runs]) => {
      const lookups = runs.map((run) => run.perPage.lookups).filter((n): n is number => n !== null);
      const loadsSeen = runs.flatMap((run) => [run.loadAverage[0][0], run.loadAverage[1][0]]);
      return `| ${key} | **${fixed(median(runs.map((run) => run.rps)), 0)}** | **${fixed(median(runs.map((run) => run.p99)))}** | **${fixed(median(runs.map((run) => run.cpuMsPerRequest)), 2)}** | ${lookups.length ? fixed(median(lookups)) : `- (${fixed(median(runs.map((run) => run.perPage.apiCalls)))} calls, each a lookup)`} | ${fixed(Math.min(...loadsSeen), 2)} to ${fixed(Math.max(...loadsSeen), 2)} |`;
    }),
    '',
    'Every run:',
    '',
  ];
  lines.splice(
    lines.indexOf(
      '| code | page | req/s | p50 / p99 ms | CPU ms per request | per page: API calls / config calls / session lookups / statements | non-2xx / errors | load average at start → end | measured (UTC) |',
    ),
    0,
    ...summary,
  );
  for (const { label, commit, runs } of labelled) {
    for (const run of runs) {
      lines.push(
        `| ${label} (${commit}) | ${run.page} \`${run.path.replace(/\d+$/, ':id')}\` | **${fixed(run.rps, 0)}** | ${fixed(run.p50)} / **${fixed(run.p99)}** | **${fixed(run.cpuMsPerRequest, 2)}**${run.databaseCpuMsPerRequest === undefined ? '' : ` (database ${fixed(run.databaseCpuMsPerRequest, 2)})`} | ${fixed(run.perPage.apiCalls)} / ${fixed(run.perPage.configCalls)} / ${run.perPage.lookups === null ? '-' : fixed(run.perPage.lookups)} / ${run.perPage.statements == null ? '-' : fixed(run.perPage.statements)} | ${run.non2xx} / ${run.errors} | ${loads(run.loadAverage[0])} → ${loads(run.loadAverage[1])} | ${run.at.slice(0, 16).replace('T', ' ')} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * What the report holds below its generated tables (its first `## ` heading on): the readings written by
 * hand and the tables of earlier runs, kept when the tables are written again. The runs behind the tables
 * live in results/tmp, which a new checkout does not have.
 */
function writtenBelow(report: string): string {
  if (!existsSync(report)) return '';
  const text = readFileSync(report, 'utf8');
  const at = text.search(/^## /m);
  return at < 0 ? '' : `\n${text.slice(at)}`;
}

function stored(): LabelledRuns[] {
  return existsSync(jsonPath) ? (JSON.parse(readFileSync(jsonPath, 'utf8')) as LabelledRuns[]) : [];
}

function write(labelled: LabelledRuns[]) {
  mkdirSync(tmpDir, { recursive: true });
  writeFileSync(jsonPath, JSON.stringify(labelled, null, 2));
  const report = path.join(benchDir, 'results/signed-in-pages.md');
  writeFileSync(report, renderReport(labelled) + writtenBelow(report));
}

async function main() {
  if (process.argv.includes('--render')) {
    write(stored());
    return;
  }
  const commit = arg(
    '--commit',
    execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
  );
  const previous = process.argv.includes('--reset') ? [] : stored();
  const builds = prepareBuilds();
  if (PAIRED_DIST && SEQUENTIAL <= 0) throw new Error('--paired needs --sequential N');
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'jobbridge-signed-in-pages-')));
  const databases = PAIRED_DIST ? [PAGES_DB, `${PAGES_DB}_paired`] : [PAGES_DB];
  if (POSTGRES) for (const database of databases) await freshDatabase(database);
  const servers: Array<Awaited<ReturnType<typeof startServer>>> = [];
  try {
    servers.push(await startServer(builds, dataDirs[0], databases[0]));
    if (PAIRED_DIST) {
      const other = {
        serverJs: path.join(path.resolve(PAIRED_DIST), 'server.js'),
        webDir: PAIRED_WEB ? path.resolve(PAIRED_WEB) : builds.webDir,
      };
      servers.push(await startServer(other, dataDirs[1], databases[1]));
    }
    const signedIn: Side[][] = [[], []];
    const visitor: Side[][] = [[], []];
    const warmUps: Array<{ sides: Side[]; jobIds: number[] }> = [];
    for (const server of servers) {
      const returning = RETURNING ? `; ${await stylesheetCookie(server.base)}` : '';
      const cookie = (await signIn(server.base)) + returning;
      const jobIds = await firstJobIds(server.base);
      const jobId = jobIds[0];
      signedIn[0].push({ server, cookie, pagePath: '/jobs' });
      signedIn[1].push({ server, cookie, pagePath: `/jobs/${jobId}` });
      visitor[0].push({ server, cookie: `language=en${returning}`, pagePath: '/jobs' });
      visitor[1].push({ server, cookie: `language=en${returning}`, pagePath: `/jobs/${jobId}` });
      warmUps.push({
        sides: [signedIn[0], signedIn[1], visitor[0], visitor[1]].map((kind) => kind.at(-1) as Side),
        jobIds,
      });
    }
    await warmUp(warmUps);
    const kinds: Array<[string, Side[]]> = [
      ['job list', signedIn[0]],
      ['job page', signedIn[1]],
      ...(VISITOR
        ? ([
            ['job list', visitor[0]],
            ['job page', visitor[1]],
          ] as Array<[string, Side[]]>)
        : []),
    ];
    const mine: PageRun[] = [];
    const theirs: PageRun[] = [];
    log(`== ${LABEL} (${commit})${PAIRED_DIST ? ` paired with ${PAIRED_LABEL} (${PAIRED_COMMIT})` : ''} ==`);
    for (const [page, sides] of kinds) {
      if (PAIRED_DIST) {
        const [a, b] = await measurePaired(sides, page);
        mine.push(a);
        theirs.push(b);
      } else {
        mine.push(await measure(sides[0].server, page, sides[0].pagePath, sides[0].cookie));
      }
    }
    const written = [...previous];
    if (PAIRED_DIST) written.push({ label: PAIRED_LABEL, commit: PAIRED_COMMIT, runs: theirs });
    written.push({ label: LABEL, commit, runs: mine });
    write(written);
    log('\nwritten: bench/results/signed-in-pages.md');
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
