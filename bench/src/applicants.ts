/**
 * The applicant list benchmark (run on demand: `npm run applicants -w @jobbridge/bench`).
 *
 * Question (issue 10): the applicant list of a job with 10,000 applications,
 * filtered by status, p95 <= 50 ms on both databases; posting a job makes it
 * findable by search within 1 s.
 *
 * For each database, PGlite in a temporary folder and a database of its own
 * on the PostgreSQL server (`bench_applicants`, dropped and created again):
 *  1. the demo data and --jobs generated jobs (generateJobs, seed 1), then one
 *     more open job of the demo recruiter's company (Cloudsail) with 10,000
 *     applications from 10,000 new candidates (bulk inserts with drizzle),
 *     statuses 1-5 spread 40/20/20/10/10 %, dates spread over 90 days, a
 *     note on every 20th; then VACUUM ANALYZE;
 *  2. EXPLAIN ANALYZE of the list's two queries (applicantListQueries of
 *     apps/server/src/domains/hr/service.ts, the very builders the call runs)
 *     for a status filter and for all statuses, first and last page;
 *  3. the real server (apps/server/dist/server.js, rebuilt first, default
 *     settings: the applicant list has no cache), not pinned (PostgreSQL's
 *     processes could not be pinned with it); the demo recruiter signs in
 *     (a real session cookie); autocannon posts job/getApplicantList for the
 *     job, with the body rotating through every (status, page) pair there is
 *     (all statuses and 1..5, pages 1..N of 20, shuffled: 1,000 distinct
 *     bodies, none repeated within a run): a warm-up, then one connection
 *     (one recruiter at a time: the latency) and --connections connections
 *     (the throughput), --duration seconds each;
 *  4. "findable": 20 times, a search for a new unique word (answered empty,
 *     and so cached), job/createJob with that word in its title, then
 *     job/searchJobList for the word every 5 ms until the job is in it.
 * Server CPU (utime + stime of /proc/<pid>/stat, all threads; PostgreSQL's
 * own processes not included) and the load average are read at the start and
 * end of each run. Results go to bench/results/applicants.md and stdout.
 *
 * Options: --only pglite|postgres, --jobs N (20000), --duration S (12),
 * --connections N (4), --url postgres://... (the server; default
 * postgres://postgres@127.0.0.1:5432/postgres), --render (write the report
 * again from results/tmp/applicants.json).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  applicationNotes,
  applications,
  companyAdmins,
  type Db,
  DEMO_ACCOUNTS,
  jobs,
  locations,
  queryRows,
  refreshJobSearch,
  users,
} from '@jobbridge/db';
import { hashPasswordForTransport } from '@jobbridge/shared';
import autocannon, { type Request } from 'autocannon';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type ApplicantRow, applicantListQueries, matchScores } from '../../apps/server/src/domains/hr/service';
import { arg, freePort } from './cli';
import { fillJobs } from './generate-jobs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const benchDir = path.join(root, 'bench');
const tmpDir = path.join(benchDir, 'results/tmp');
const jsonPath = path.join(tmpDir, 'applicants.json');
const beforePath = path.join(tmpDir, 'applicants-before.json');

const JOBS = Number(arg('--jobs', '20000'));
const DURATION = Number(arg('--duration', '12'));
const CONNECTIONS = Number(arg('--connections', '4'));
const ONLY = arg('--only', '');
/** `before` writes results/tmp/applicants-before.json, shown beside the last run of any other label. */
const LABEL = arg('--label', 'after');
const ADMIN_URL = arg('--url', 'postgres://postgres@127.0.0.1:5432/postgres');
const DB_NAME = 'bench_applicants';
const APPLICATIONS = 10_000;
const PAGE_SIZE = 20;
/** Share of each status 1..5 among the applications. */
const STATUS_SHARES = [0.4, 0.2, 0.2, 0.1, 0.1];
const FINDABLE_ROUNDS = 20;
const WARM_UP_S = 3;
const TARGET_P95 = 50;
const TARGET_FINDABLE_MS = 1000;
const CLOCK_TICKS_PER_S = 100;

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const loads = (values: number[]) => values.map((n) => n.toFixed(2)).join(' ');

/** A small deterministic generator (mulberry32): the same data on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** CPU time of a process so far (user + system, all threads), in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
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
  const webDir = path.join(tmpDir, 'web-build-applicants');
  rmSync(webDir, { recursive: true, force: true });
  mkdirSync(tmpDir, { recursive: true });
  cpSync(webBuild, webDir, { recursive: true });
  return { serverJs: path.join(root, 'apps/server/dist/server.js'), webDir };
}

/* ------------------------------------------------------------------ data */

interface Seeded {
  jobId: number;
  companyId: number;
  byStatus: Record<string, number>;
  ms: number;
}

/** One open job of the demo recruiter's company with APPLICATIONS applications from as many new candidates. */
async function seedApplicants(db: Db): Promise<Seeded> {
  const started = performance.now();
  const [recruiter] = await db
    .select({ user_id: users.user_id, company_id: companyAdmins.company_id })
    .from(users)
    .innerJoin(companyAdmins, eq(companyAdmins.user_id, users.user_id))
    .where(and(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.recruiter.email}`, eq(companyAdmins.status, 'active')))
    .limit(1);
  if (!recruiter) throw new Error('the demo recruiter has no company');
  const cities = (await db.select({ adcode: locations.adcode }).from(locations).where(eq(locations.level, 'city'))).map(
    (row) => row.adcode,
  );
  const [job] = await db
    .insert(jobs)
    .values({
      company_id: recruiter.company_id,
      recruiter_id: recruiter.user_id,
      position_en: 'Customer Success Manager (applicant benchmark)',
      position_zh: '客户成功经理（投递量测试）',
      description_en: 'A job with many applications.',
      description_zh: '投递很多的职位。',
      minimum_salary: 15,
      maximum_salary: 25,
      salary_num: 13,
      employment_type: 'full_time',
      industry: 'internet',
      seniority: 'mid',
      adcode: '310100',
      skills: 'Communication,CRM',
      status: 'open',
    })
    .returning({ job_id: jobs.job_id });
  await refreshJobSearch(db, [job.job_id]);

  const rng = random(10);
  const byStatus: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  const now = Date.now();
  const batch = 1000;
  const firstNames = ['Li', 'Wang', 'Anna', 'Tom', 'Mei', 'Chen', 'Sara', 'Yuki', 'Omar', 'Lena'];
  const lastNames = ['Zhang', 'Liu', 'Smith', 'Garcia', 'Huang', 'Kim', 'Müller', 'Rossi', 'Sato', 'Brown'];
  for (let start = 0; start < APPLICATIONS; start += batch) {
    const count = Math.min(batch, APPLICATIONS - start);
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, k) => {
          const i = start + k;
          return {
            first_name: firstNames[i % firstNames.length],
            last_name: `${lastNames[Math.floor(i / firstNames.length) % lastNames.length]} ${i}`,
            email: `applicant-${i}@bench.example.com`,
            role: 'candidate' as const,
            status: 1,
            adcode: cities.length ? cities[Math.floor(rng() * cities.length)] : null,
          };
        }),
      )
      .returning({ user_id: users.user_id });
    const rows = created.map(({ user_id }) => {
      const roll = rng();
      let status = 1;
      for (let s = 0, sum = 0; s < STATUS_SHARES.length; s++) {
        sum += STATUS_SHARES[s];
        if (roll < sum) {
          status = s + 1;
          break;
        }
        status = STATUS_SHARES.length;
      }
      byStatus[status]++;
      const at = new Date(now - Math.floor(rng() * 90 * 86_400_000));
      return { job_id: job.job_id, user_id, status, created_at: at, updated_at: at };
    });
    const inserted = await db
      .insert(applications)
      .values(rows)
      .returning({ application_id: applications.application_id });
    const noted = inserted.filter((_, k) => (start + k) % 20 === 0);
    if (noted.length) {
      await db.insert(applicationNotes).values(
        noted.map(({ application_id }) => ({
          application_id,
          author_id: recruiter.user_id,
          content: 'Phone screen went well.',
        })),
      );
    }
  }
  await db.execute(sql`vacuum analyze`);
  return { jobId: job.job_id, companyId: recruiter.company_id, byStatus, ms: performance.now() - started };
}

/* ------------------------------------------------------------------ plans */

interface Plan {
  label: string;
  query: 'page' | 'counts';
  ms: number;
  /** The applications indexes the plan reads (with 'only' for an index-only scan), or 'none'. */
  indexes: string;
  text: string;
}

/** EXPLAIN ANALYZE of the list's two queries, as the call builds them (numbers only, so inlined). */
async function explainList(db: Db, jobId: number, byStatus: Record<string, number>): Promise<Plan[]> {
  const lastPage = (n: number) => Math.max(1, Math.ceil(n / PAGE_SIZE));
  const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
  const cases: Array<{ label: string; status?: number; page: number }> = [
    { label: 'status 3, page 1', status: 3, page: 1 },
    { label: `status 3, last page (${lastPage(byStatus['3'])})`, status: 3, page: lastPage(byStatus['3']) },
    { label: 'all statuses, page 1', page: 1 },
    { label: `all statuses, last page (${lastPage(total)})`, page: lastPage(total) },
  ];
  const plans: Plan[] = [];
  const scope = eq(applications.job_id, jobId);
  for (const item of cases) {
    const queries = applicantListQueries(db, scope, { status: item.status, page: item.page, size: PAGE_SIZE });
    const wanted: Array<['page' | 'counts', { sql: string; params: unknown[] }]> = [['page', queries.page.toSQL()]];
    if (item.page === 1 && item.status !== undefined) wanted.push(['counts', queries.counts.toSQL()]);
    for (const [query, built] of wanted) {
      const text = built.sql.replace(/\$(\d+)/g, (_, n) => {
        const value = built.params[Number(n) - 1];
        if (typeof value !== 'number') throw new Error(`parameter ${n} is not a number`);
        return String(value);
      });
      // Once unmeasured (a cold cache is not what the benchmark asks), then the plan.
      await db.execute(sql.raw(text));
      const rows = await queryRows<Record<string, string>>(db, sql.raw(`explain (analyze, buffers) ${text}`));
      const lines = rows.map((row) => Object.values(row)[0]);
      const execution = lines.find((line) => line.startsWith('Execution Time'));
      plans.push({
        label: item.label,
        query,
        ms: execution ? Number(/([\d.]+) ms/.exec(execution)?.[1]) : Number.NaN,
        indexes:
          [
            ...new Set(
              lines.flatMap((line) => {
                const match =
                  /(Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (applications_\w+)/.exec(
                    line,
                  );
                return match ? [`${match[2]}${match[1] === 'Index Only Scan' ? ' (index only)' : ''}`] : [];
              }),
            ),
          ].join(', ') || 'none',
        text: lines.join('\n'),
      });
    }
  }
  return plans;
}

/* ------------------------------------------------------------------ probe */

interface Probe {
  label: string;
  /** Medians over the sample, ms: the page query, the per-status counts, the resume match of the page's rows. */
  page: number;
  counts: number;
  match: number;
}

/** Where the time of a call goes: its parts called directly (no HTTP, no session), median of 5 pages each. */
async function probeParts(db: Db, jobId: number, byStatus: Record<string, number>): Promise<Probe[]> {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
  const scope = eq(applications.job_id, jobId);
  const result: Probe[] = [];
  for (const status of [3, undefined]) {
    const pages = Math.ceil((status === undefined ? total : byStatus[status]) / PAGE_SIZE);
    for (const [label, pick] of [
      ['pages 1-5', (k: number) => k + 1],
      ['deep pages', (k: number) => pages - k * 7],
    ] as const) {
      const times = { page: [] as number[], counts: [] as number[], match: [] as number[] };
      for (let k = 0; k < 5; k++) {
        const queries = applicantListQueries(db, scope, { status, page: pick(k), size: PAGE_SIZE });
        let t = performance.now();
        const rows = (await queries.page) as ApplicantRow[];
        times.page.push(performance.now() - t);
        t = performance.now();
        await queries.counts;
        times.counts.push(performance.now() - t);
        t = performance.now();
        await matchScores(db, rows);
        times.match.push(performance.now() - t);
      }
      result.push({
        label: `${status === undefined ? 'all statuses' : `status ${status}`}, ${label}`,
        page: median(times.page),
        counts: median(times.counts),
        match: median(times.match),
      });
    }
  }
  return result;
}

/* ----------------------------------------------------------------- server */

interface ServerHandle {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

async function startServer(
  builds: { serverJs: string; webDir: string },
  db: { url?: string; dataRoot?: string },
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
    CODE_SECRET: randomBytes(24).toString('base64url'),
    WEB_BUILD_DIR: builds.webDir,
    ...(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: db.dataRoot }),
  };
  const child = spawn(process.execPath, [builds.serverJs], { env, stdio: ['ignore', 'inherit', 'inherit'] });
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

/** Signs the demo recruiter in; answers the cookie header of the session. */
async function signIn(base: string): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.recruiter;
  const response = await fetch(`${base}/api/account/signinByEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email, password: await hashPasswordForTransport(password) }),
  });
  const envelope = (await response.json()) as { success: boolean };
  const token = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair.startsWith('cit='));
  if (!envelope.success || !token) throw new Error(`the demo recruiter could not sign in: ${JSON.stringify(envelope)}`);
  return `${token}; language=en`;
}

interface Envelope<T> {
  success: boolean;
  code?: number;
  message?: string;
  data: T;
}

async function call<T>(base: string, cookie: string, callPath: string, body: Record<string, string | number>) {
  const response = await fetch(`${base}/api/${callPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie, 'accept-language': 'en' },
    body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)] as [string, string])),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${callPath}: ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** Every (status, page) pair of the job's list, shuffled: all statuses and each of 1..5, pages of PAGE_SIZE. */
function listBodies(jobId: number, counts: Record<string, number>): string[] {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const bodies: string[] = [];
  for (const status of [undefined, 1, 2, 3, 4, 5]) {
    const n = status === undefined ? total : counts[status];
    for (let page = 1; page <= Math.max(1, Math.ceil(n / PAGE_SIZE)); page++) {
      bodies.push(
        new URLSearchParams({
          job_id: String(jobId),
          ...(status === undefined ? {} : { status: String(status) }),
          page: String(page),
          size: String(PAGE_SIZE),
        }).toString(),
      );
    }
  }
  const rng = random(7);
  for (let i = bodies.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [bodies[i], bodies[j]] = [bodies[j], bodies[i]];
  }
  return bodies;
}

interface LoadRun {
  connections: number;
  at: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  cpuMsPerRequest: number;
  loadAverage: [number[], number[]];
}

/** Hands the bodies out in turn across runs, so that no body repeats until all 1,000 were asked for. */
function rotation(bodies: string[]) {
  let next = 0;
  return { next: () => bodies[next++ % bodies.length], used: () => next };
}

async function loadRun(
  server: ServerHandle,
  cookie: string,
  bodies: ReturnType<typeof rotation>,
  connections: number,
  duration: number,
): Promise<LoadRun> {
  const request: Request = {
    method: 'POST',
    path: '/api/job/getApplicantList',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.base,
      cookie,
      'accept-language': 'en',
    },
    setupRequest: (req) => ({ ...req, body: bodies.next() }),
  };
  const latencies: number[] = [];
  let bad = 0;
  const loadStart = os.loadavg();
  const at = new Date().toISOString();
  const cpuStart = cpuMs(server.pid);
  const instance = autocannon({ url: server.base, connections, duration, timeout: 20, requests: [request] });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status !== 200) bad++;
  });
  const result = await instance;
  const cpu = cpuMs(server.pid) - cpuStart;
  latencies.sort((a, b) => a - b);
  return {
    connections,
    at,
    requests: latencies.length,
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    errors: bad + result.errors + result.timeouts,
    cpuMsPerRequest: cpu / Math.max(1, latencies.length),
    loadAverage: [loadStart, os.loadavg()],
  };
}

interface Findable {
  /** job/createJob's answer time, ms. */
  create: number[];
  /** From sending job/createJob until a search for its word lists it, ms. */
  found: number[];
  /** Searches it took (the first right after createJob answered). */
  polls: number[];
  missed: number;
}

async function findable(base: string, cookie: string): Promise<Findable> {
  const result: Findable = { create: [], found: [], polls: [], missed: 0 };
  const letters = 'bcdfghjklmnpqrstvwxz';
  for (let round = 0; round < FINDABLE_ROUNDS; round++) {
    const word = `zq${Array.from(randomBytes(8), (b) => letters[b % letters.length]).join('')}`;
    const search = () =>
      call<{ list: Array<{ job_id: number }> }>(base, cookie, 'job/searchJobList', { keyword: word, size: 20 });
    // Asked once before: the empty answer is now in the search cache (default SEARCH_CACHE_MS).
    if ((await search()).list.length) throw new Error(`${word} is already there`);
    const sent = performance.now();
    const job = await call<{ job_id: number }>(base, cookie, 'job/createJob', {
      position_en: `Benchmark ${word} Engineer`,
      position_zh: `测试 ${word} 工程师`,
      description_en: 'A job posted by the applicant benchmark.',
      description_zh: '投递量测试发布的职位。',
      minimum_salary: 20,
      maximum_salary: 30,
      salary_num: 13,
      employment_type: 'full_time',
      industry: 'internet',
      seniority: 'mid',
      adcode: '310100',
    });
    result.create.push(performance.now() - sent);
    let polls = 0;
    let found = false;
    while (!found && performance.now() - sent < 5000) {
      polls++;
      found = (await search()).list.some((row) => row.job_id === job.job_id);
      if (!found) await sleep(5);
    }
    if (found) {
      result.found.push(performance.now() - sent);
      result.polls.push(polls);
    } else result.missed++;
  }
  return result;
}

/* ------------------------------------------------------------------ main */

interface DatabaseReport {
  kind: 'pglite' | 'postgres';
  label?: string;
  /** The commit measured (short id; `+` when the working tree had changes). */
  commit?: string;
  version: string;
  at: string;
  loadMs: number;
  seedMs: number;
  jobsInDatabase: number;
  byStatus: Record<string, number>;
  distinctBodies: number;
  bodiesUsed: number;
  plans: Plan[];
  parts: Probe[];
  runs: LoadRun[];
  findable: Findable;
}

async function benchDatabase(kind: 'pglite' | 'postgres', builds: { serverJs: string; webDir: string }) {
  log(`\n== ${kind} ==`);
  const at = new Date().toISOString();
  let dataRoot: string | undefined;
  let url: string | undefined;
  if (kind === 'pglite') dataRoot = mkdtempSync(path.join(os.tmpdir(), 'jobbridge-applicants-'));
  else {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${DB_NAME}" with (force)`);
    await admin.query(`create database "${DB_NAME}"`);
    await admin.end();
    const u = new URL(ADMIN_URL);
    u.pathname = `/${DB_NAME}`;
    url = u.toString();
  }
  try {
    log(`loading the demo data and ${JOBS} generated jobs`);
    const started = performance.now();
    const { database } = await fillJobs({
      count: JOBS,
      demo: true,
      ...(url ? { url } : { dataDir: path.join(dataRoot as string, 'pg') }),
      log: (line) => log(`  ${line.trim()}`),
    });
    const loadMs = performance.now() - started;
    log(`adding ${APPLICATIONS} applications to one job`);
    const seeded = await seedApplicants(database.db);
    log(`  job ${seeded.jobId}, ${JSON.stringify(seeded.byStatus)} in ${fixed(seeded.ms / 1000)} s`);
    const [{ version }] = await queryRows<{ version: string }>(database.db, sql`select version() as version`);
    const [{ n }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from jobs`);
    log('EXPLAIN ANALYZE of the list');
    const plans = await explainList(database.db, seeded.jobId, seeded.byStatus);
    for (const plan of plans) {
      log(`  ${plan.label} (${plan.query}): ${fixed(plan.ms, 2)} ms, indexes ${plan.indexes}`);
    }
    const parts = await probeParts(database.db, seeded.jobId, seeded.byStatus);
    for (const part of parts) {
      log(
        `  ${part.label}: page ${fixed(part.page)} ms, counts ${fixed(part.counts)} ms, match ${fixed(part.match)} ms`,
      );
    }
    await database.close();

    const server = await startServer(builds, { url, dataRoot });
    try {
      const cookie = await signIn(server.base);
      const sample = await call<{ total: number; counts: Record<string, number>; list: unknown[] }>(
        server.base,
        cookie,
        'job/getApplicantList',
        { job_id: seeded.jobId, status: 3, size: PAGE_SIZE },
      );
      if (sample.total !== seeded.byStatus['3'] || sample.list.length !== PAGE_SIZE) {
        throw new Error(`unexpected applicant list: ${JSON.stringify(sample).slice(0, 300)}`);
      }
      const bodies = listBodies(seeded.jobId, sample.counts);
      const turn = rotation(bodies);
      log(`  ${bodies.length} distinct bodies; warm-up`);
      await loadRun(server, cookie, turn, CONNECTIONS, WARM_UP_S);
      const runs: LoadRun[] = [];
      for (const connections of [1, CONNECTIONS]) {
        const run = await loadRun(server, cookie, turn, connections, DURATION);
        log(
          `  ${connections} connection(s): ${fixed(run.rps, 0)} req/s, p50 ${fixed(run.p50)} p95 ${fixed(run.p95)} p99 ${fixed(run.p99)} ms, ` +
            `${fixed(run.cpuMsPerRequest, 2)} CPU ms/request, errors ${run.errors}, load ${loads(run.loadAverage[0])} → ${loads(run.loadAverage[1])}`,
        );
        runs.push(run);
      }
      log('  posting jobs and searching for them');
      const found = await findable(server.base, cookie);
      const sortedFound = [...found.found].sort((a, b) => a - b);
      log(
        `  findable after p50 ${fixed(percentile(sortedFound, 50))} ms, max ${fixed(sortedFound[sortedFound.length - 1])} ms, missed ${found.missed}`,
      );
      const report: DatabaseReport = {
        kind,
        label: LABEL,
        commit: commitId(),
        version: String(version).split(' on ')[0].split(',')[0],
        at,
        loadMs,
        seedMs: seeded.ms,
        jobsInDatabase: Number(n),
        byStatus: seeded.byStatus,
        distinctBodies: bodies.length,
        bodiesUsed: turn.used(),
        plans,
        parts,
        runs,
        findable: found,
      };
      return report;
    } finally {
      await server.stop();
    }
  } finally {
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
    if (url) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists "${DB_NAME}" with (force)`);
      await admin.end();
    }
  }
}

function commitId(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', 'apps', 'packages') ? '+' : ''}`;
}

const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

function renderReport(reports: DatabaseReport[], before: DatabaseReport[] = []): string {
  const cpu = os.cpus();
  const lines = [
    '# Applicant list benchmark',
    '',
    'Measured with `npm run applicants -w @jobbridge/bench` (bench/src/applicants.ts); issue 10: "the applicant list of a job with 10,000 applications, filtered by status, p95 <= 50 ms on both databases; posting a job makes it findable by search within 1 s".',
    '',
    `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}. ` +
      'Server, autocannon (this process) and PostgreSQL share the cores, unpinned. Other work shares the machine: each run gives the 1, 5 and 15-minute load averages at its start and end.',
    '',
    `Data: the demo data, ${JOBS.toLocaleString('en')} generated jobs (seed 1), and one open job of the demo company (Cloudsail) with ${APPLICATIONS.toLocaleString('en')} applications from as many new candidates (statuses 1-5 about ${STATUS_SHARES.map((s) => `${s * 100} %`).join(' / ')}, dates over 90 days, a note on every 20th), then VACUUM ANALYZE. ` +
      `The real server (\`apps/server/dist/server.js\`), default settings: **the applicant list has no cache**, every request reaches the database (the search cache is on, as in production, for the "findable" part). ` +
      `The demo recruiter signs in once; every request carries that session cookie. Requests: POST \`/api/job/getApplicantList\` with \`job_id\`, \`size=${PAGE_SIZE}\`, and the body rotating through every (status, page) pair of the job (all statuses and each of 1-5, pages 1..N, shuffled), so no body repeats within a run; the call also computes each row's resume match (one query for the page's jobs, four for its candidates). ` +
      `A ${WARM_UP_S} s warm-up, then ${DURATION} s with 1 connection (one recruiter at a time: the latency) and ${DURATION} s with ${CONNECTIONS} connections (closed loop: the throughput, latencies include queueing). ` +
      '"CPU ms per request" is the server process\'s CPU (all threads: PGlite runs in one of them) over the run divided by the answers; on PostgreSQL the database\'s own processes are not included.',
    '',
  ];
  for (const report of reports) {
    const title =
      report.kind === 'pglite' ? 'PGlite (embedded, in a worker thread of the server process)' : 'PostgreSQL server';
    lines.push(
      `## ${title}`,
      '',
      `${report.version}; measured ${report.at.slice(0, 16).replace('T', ' ')} UTC; ${report.jobsInDatabase.toLocaleString('en')} jobs in the database; data loaded in ${fixed(report.loadMs / 1000, 0)} s, the 10,000 applications in ${fixed(report.seedMs / 1000, 1)} s; applications by status 1-5: ${Object.values(report.byStatus).join(' / ')}; ${report.distinctBodies} distinct request bodies, ${report.bodiesUsed} requests sent in all (warm-up included).`,
      '',
      '| job/getApplicantList | req/s | p50 | p95 | p99 | max | CPU ms per request | errors | load average at start → end | measured (UTC) |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...report.runs.map(
        (run) =>
          `| ${run.connections} connection${run.connections === 1 ? '' : 's'} | ${fixed(run.rps, 0)} | ${fixed(run.p50)} ms | **${fixed(run.p95)} ms** (${mark(run.p95 <= TARGET_P95)}) | ${fixed(run.p99)} ms | ${fixed(run.max)} ms | ${fixed(run.cpuMsPerRequest, 2)} | ${run.errors} | ${loads(run.loadAverage[0])} → ${loads(run.loadAverage[1])} | ${run.at.slice(11, 16)} |`,
      ),
      '',
    );
    const found = [...report.findable.found].sort((a, b) => a - b);
    const create = [...report.findable.create].sort((a, b) => a - b);
    const polls = [...report.findable.polls].sort((a, b) => a - b);
    lines.push(
      `Posting a job makes it findable (${FINDABLE_ROUNDS} rounds: a search for a new word, answered empty and cached; \`job/createJob\` with the word in its title; \`job/searchJobList\` for the word until the job is in it): ` +
        `from sending createJob to the search listing it p50 **${fixed(percentile(found, 50))} ms**, max **${fixed(found[found.length - 1])} ms** (${mark(report.findable.missed === 0 && (found[found.length - 1] ?? Infinity) <= TARGET_FINDABLE_MS)}, target ${TARGET_FINDABLE_MS} ms); ` +
        `createJob alone p50 ${fixed(percentile(create, 50))} ms, max ${fixed(create[create.length - 1])} ms; searches needed p50 ${percentile(polls, 50) ?? '-'}, max ${polls[polls.length - 1] ?? '-'}; not found within 5 s: ${report.findable.missed}.`,
      '',
      'The list\'s queries alone (EXPLAIN ANALYZE of `applicantListQueries`, after one unmeasured run; "counts" is the per-status count the call runs beside every page):',
      '',
      '| case | query | execution | applications indexes read |',
      '|---|---|---|---|',
      ...report.plans.map((plan) => `| ${plan.label} | ${plan.query} | ${fixed(plan.ms, 2)} ms | ${plan.indexes} |`),
      '',
      "Where the time of a call goes (its parts called directly on the filled database, no HTTP; median of 5 pages each): the page's rows, the per-status counts, and the resume match of the page's 20 candidates:",
      '',
      '| pages | rows | counts | match |',
      '|---|---|---|---|',
      ...(report.parts ?? []).map(
        (part) => `| ${part.label} | ${fixed(part.page)} ms | ${fixed(part.counts)} ms | ${fixed(part.match)} ms |`,
      ),
      '',
      '<details><summary>plans</summary>',
      '',
      ...report.plans.flatMap((plan) => [`${plan.label} (${plan.query}):`, '', '```', plan.text, '```', '']),
      '</details>',
      '',
    );
  }
  if (before.length) lines.push(...comparison(reports, before));
  return `${lines.join('\n')}\n`;
}

/** The last run beside the one labelled before, database by database. */
function comparison(reports: DatabaseReport[], before: DatabaseReport[]): string[] {
  const lines = ['## Before and after', ''];
  for (const after of reports) {
    const old = before.find((report) => report.kind === after.kind);
    if (!old) continue;
    const name = (report: DatabaseReport) =>
      `${report.label ?? '?'} (${report.commit ?? '?'}, ${report.at.slice(11, 16)} UTC)`;
    const run = (report: DatabaseReport, i: number) => report.runs[i];
    const row = (label: string, pick: (report: DatabaseReport) => string) =>
      `| ${label} | ${pick(old)} | ${pick(after)} |`;
    lines.push(
      `${after.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}:`,
      '',
      `| | ${name(old)} | ${name(after)} |`,
      '|---|---|---|',
      row(
        '1 connection: p50 / p95 / p99',
        (r) => `${fixed(run(r, 0).p50)} / **${fixed(run(r, 0).p95)}** / ${fixed(run(r, 0).p99)} ms`,
      ),
      row(
        '1 connection: req/s, CPU ms per request',
        (r) => `${fixed(run(r, 0).rps, 0)}, ${fixed(run(r, 0).cpuMsPerRequest, 2)}`,
      ),
      row(
        `${run(after, 1).connections} connections: p50 / p95 / p99`,
        (r) => `${fixed(run(r, 1).p50)} / **${fixed(run(r, 1).p95)}** / ${fixed(run(r, 1).p99)} ms`,
      ),
      row(
        `${run(after, 1).connections} connections: req/s, CPU ms per request`,
        (r) => `${fixed(run(r, 1).rps, 0)}, ${fixed(run(r, 1).cpuMsPerRequest, 2)}`,
      ),
      row(
        'load average during the runs (1 min)',
        (r) => `${fixed(run(r, 0).loadAverage[0][0], 2)} → ${fixed(run(r, 1).loadAverage[1][0], 2)}`,
      ),
      ...after.plans.map((plan, i) =>
        row(`EXPLAIN ANALYZE ${plan.label} (${plan.query})`, (r) => {
          const p = r.plans[i];
          return p ? `${fixed(p.ms, 2)} ms${p.indexes ? `, ${p.indexes}` : ''}` : '-';
        }),
      ),
      ...(after.parts ?? []).map((part, i) =>
        row(`direct: ${part.label} (rows + counts + match)`, (r) => {
          const p = r.parts?.[i];
          return p ? `${fixed(p.page)} + ${fixed(p.counts)} + ${fixed(p.match)} ms` : '-';
        }),
      ),
      '',
    );
  }
  return lines;
}

const readReports = (file: string): DatabaseReport[] =>
  existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as { reports?: DatabaseReport[] }).reports ?? []) : [];

async function main() {
  if (process.argv.includes('--render')) {
    writeFileSync(
      path.join(benchDir, 'results/applicants.md'),
      renderReport(readReports(jsonPath), readReports(beforePath)),
    );
    log('applicants.md written from results/tmp/applicants.json');
    return;
  }
  const builds = prepareBuilds();
  const target = LABEL === 'before' ? beforePath : jsonPath;
  const previous = readReports(target);
  const reports: DatabaseReport[] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    if (ONLY && ONLY !== kind) {
      const old = previous.find((report) => report.kind === kind);
      if (old) reports.push(old);
      continue;
    }
    reports.push(await benchDatabase(kind, builds));
  }
  mkdirSync(tmpDir, { recursive: true });
  writeFileSync(target, JSON.stringify({ reports }, null, 2));
  const shown = LABEL === 'before' ? readReports(jsonPath) : reports;
  writeFileSync(
    path.join(benchDir, 'results/applicants.md'),
    renderReport(shown.length ? shown : reports, LABEL === 'before' ? reports : readReports(beforePath)),
  );
  log('\nwritten: bench/results/applicants.md');
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
