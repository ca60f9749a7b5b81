/**
 * The live channel benchmark (run on demand: `npm run sockets -w @jobbridge/bench`).
 *
 * Question (issue "Conversations"): 5,000 authenticated sockets add at most
 * 25 MB to an instance on PostgreSQL, which stays under 200 MB; the ping
 * round trip p99 is <= 50 ms with them; a chat message travels from a
 * sender on one instance to its recipient on another, over Redis, with
 * p99 <= 100 ms at 500 messages/s.
 *
 *  1. A fresh database `bench_sockets` on the PostgreSQL server (dropped and
 *     created again), migrated; --sockets candidates with a session each
 *     (rows inserted directly, the token's hash as the server stores it),
 *     and --recruiters companies each with one open job and its recruiter
 *     (the test factories of @jobbridge/db).
 *  2. Two instances of the real server (apps/server/dist/server.js, rebuilt
 *     first, production settings, REDIS_URL with a prefix of their own),
 *     A for the candidates and B for the recruiters.
 *  3. Memory: A's resident set and V8 heap idle after a warm-up, then with
 *     every candidate's socket open, each read after a forced full GC (the
 *     servers run with --expose-gc and bench/memory-probe.cjs, which
 *     collects and reports on SIGUSR2): the difference per socket, also
 *     apart from V8's young generation, whose size moves with recent work
 *     rather than with what is held, and by kind of mapping. The
 *     resident set before the GC (VmRSS of /proc/<pid>/status, a few
 *     seconds after the sockets opened) is reported too.
 *  4. Pings: every socket sends the text `ping` every LIVE.heartbeatMs (14 s,
 *     as the browser does), spread evenly, for --duration seconds; the time
 *     to its `pong`.
 *  5. Delivery: the recruiters' sockets open on B; --rate chat_send frames a
 *     second from the candidates' sockets on A (each candidate to one job's
 *     recruiter, at most CHAT_SEND_LIMITS allow), first for --warmup seconds
 *     (5; reported on a row of its own: the first seconds after a start, when
 *     the servers open their database connections and compile their code),
 *     then, 2 s later, for --duration seconds: the time from the frame to the
 *     `chat_ack` on A (stored) and to the `chat` frame on B (delivered through
 *     Redis), its p99 in each 2-second window too, and A's commits of chat
 *     messages (its /metrics, read with the servers' OPS_TOKEN).
 * Server CPU (utime + stime, all threads) and the load average are read at
 * the start and end of each phase. Results go to bench/results/sockets.md.
 *
 * Options: --sockets N (5000), --recruiters N (50), --duration S (30), --warmup S (5), --batch N
 * (sockets opened at once, 100),
 * --rate N (500), --node-flags "..." (extra flags of the servers' node, e.g.
 * "--max-semi-space-size=2"; none by default, as a deployment starts them), --server-env "NAME=value ..."
 * (extra environment of the servers, e.g. "MALLOC_ARENA_MAX=2"), --url postgres://... (default
 * postgres://postgres@127.0.0.1:5432/postgres), --redis URL (default
 * redis://127.0.0.1:6379).
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { openDatabase, sessions, users } from '@jobbridge/db';
import { buildCompany, buildJob, buildRecruiter } from '@jobbridge/db/testing';
import { LIVE } from '@jobbridge/shared';
import pg from 'pg';
import WebSocket from 'ws';
import { freePort } from './cli';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
// bench/src or bench/dist: the migrations are in packages/db, whatever the working directory.
process.env.MIGRATIONS_DIR ??= path.join(root, 'packages/db/migrations');
const resultsFile = path.join(root, 'bench/results/sockets.md');

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const SOCKETS = Number(option('--sockets', '5000'));
const RECRUITERS = Number(option('--recruiters', '50'));
const DURATION_S = Number(option('--duration', '30'));
const RATE = Number(option('--rate', '500'));
const WARMUP_S = Number(option('--warmup', '5'));
/** Sockets opened at once (the server's transient memory per upgrade in flight is part of its peak). */
const OPEN_BATCH = Number(option('--batch', '100'));
/** Delivery p99 is also reported per window of this many ms (where the tail comes from). */
const WINDOW_MS = 2_000;
const SERVER_URL = option('--url', 'postgres://postgres@127.0.0.1:5432/postgres');
const REDIS_URL = option('--redis', 'redis://127.0.0.1:6379');
const NODE_FLAGS = option('--node-flags', '').split(/\s+/).filter(Boolean);
/** Extra environment of the servers, "NAME=value ..." (e.g. "MALLOC_ARENA_MAX=2"). */
const SERVER_ENV = Object.fromEntries(
  option('--server-env', '')
    .split(/\s+/)
    .filter((pair) => pair.includes('='))
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const DB_NAME = 'bench_sockets';
const CLOCK_TICKS_PER_S = 100;

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time of a process so far (user + system, all threads), in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/** Resident memory of a process, in MB. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((one) => one.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
};

/* ------------------------------------------------------------------ data */

interface People {
  candidates: Array<{ user_id: number; cookie: string }>;
  recruiters: Array<{ user_id: number; cookie: string; job_id: number }>;
}

async function seed(url: string): Promise<People> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const database = await openDatabase({ url, poolSize: 2 });
  await database.migrate();
  const { db } = database;
  const withSessions = async (rows: Array<{ user_id: number }>) => {
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    const expires = new Date(Date.now() + 24 * 3600_000);
    for (let i = 0; i < rows.length; i += 1000) {
      await db.insert(sessions).values(
        rows.slice(i, i + 1000).map((row, j) => ({
          user_id: row.user_id,
          token_hash: createHash('sha256')
            .update(tokens[i + j])
            .digest('hex'),
          expires_at: expires,
        })),
      );
    }
    return rows.map((row, i) => ({ user_id: row.user_id, cookie: `cit=${tokens[i]}` }));
  };
  const run = randomBytes(3).toString('hex');
  const candidateRows: Array<{ user_id: number }> = [];
  for (let i = 0; i < SOCKETS; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, SOCKETS - i) }, (_, j) => ({
      email: `bench-${run}-${i + j}@example.com`,
      first_name: `Candidate${i + j}`,
      status: 2,
    }));
    candidateRows.push(...(await db.insert(users).values(batch).returning({ user_id: users.user_id })));
  }
  const recruiters: People['recruiters'] = [];
  for (let i = 0; i < RECRUITERS; i++) {
    const company = await buildCompany(db);
    const user = await buildRecruiter(db, company.company_id, { status: 2 });
    const job = await buildJob(db, { company_id: company.company_id, recruiter_id: user.user_id, status: 'open' });
    const [session] = await withSessions([user]);
    recruiters.push({ ...session, job_id: job.job_id });
  }
  const candidates = await withSessions(candidateRows);
  await database.close();
  return { candidates, recruiters };
}

/* ---------------------------------------------------------------- server */

interface ServerHandle {
  pid: number;
  base: string;
  /** The server's memory after a full garbage collection (bench/memory-probe.cjs). */
  memory: () => Promise<Memory>;
  stop: () => Promise<void>;
}

/** MB: resident set and V8 heap in use, after a forced full GC. */
interface Memory {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  /** The event loop's delay (ms) since the previous reading: p50, p99, max. */
  loop: { p50: number; p99: number; max: number };
  /** Resident KB by kind of mapping (bench/memory-probe.cjs): malloc's main arena, files, anonymous. */
  mappings: { heap: number; file: number; anon: number; anonBySize: Record<string, number> };
  /** V8's spaces: [committed KB, used KB, physically backed KB] by name. */
  spaces: Record<string, [number, number, number]>;
}
const memoryProbe = path.join(root, 'bench/memory-probe.cjs');
/** The servers' operator token: the bench reads their /metrics with it. */
const OPS_TOKEN = randomBytes(16).toString('hex');

/** A server's chat write counters from /metrics (decision 0044); null when it has none. */
async function chatWrites(base: string): Promise<{ commits: number; messages: number } | null> {
  const text = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${OPS_TOKEN}` } }).then(
    (res) => (res.ok ? res.text() : ''),
    () => '',
  );
  const read = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  const counts = { commits: read('chat_write_commits_total'), messages: read('chat_write_messages_total') };
  return Number.isFinite(counts.commits) ? counts : null;
}

async function startServer(serverJs: string, url: string, port: number, origins: string): Promise<ServerHandle> {
  const base = `http://127.0.0.1:${port}`;
  const memoryFile = path.join(root, `bench/results/tmp/memory-${port}.json`);
  // --expose-gc and the probe: the bench can collect garbage in the server before reading its memory.
  const child = spawn(process.execPath, [...NODE_FLAGS, '--expose-gc', '--require', memoryProbe, serverJs], {
    env: {
      BENCH_MEMORY_FILE: memoryFile,
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: origins,
      CODE_SECRET: 'bench-sockets-secret',
      OPS_TOKEN,
      DATABASE_URL: url,
      REDIS_URL,
      REDIS_PREFIX: `bench-sockets-${process.pid}:`,
      ...SERVER_ENV,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/readyz`).then(
        (res) => res.ok,
        () => false,
      )
    ) {
      let readings = 0;
      return {
        pid: child.pid as number,
        base,
        memory: async () => {
          readings += 1;
          child.kill('SIGUSR2');
          for (let j = 0; j < 200; j++) {
            await sleep(50);
            if (!existsSync(memoryFile)) continue;
            const m = JSON.parse(readFileSync(memoryFile, 'utf8')) as {
              reading: number;
              rss: number;
              heapUsed: number;
              heapTotal: number;
              external: number;
              loop: Memory['loop'];
              mappings: Memory['mappings'];
              spaces: Memory['spaces'];
            };
            if (m.reading !== readings) continue;
            const mb = (bytes: number) => bytes / 1024 / 1024;
            return {
              rssMb: mb(m.rss),
              heapUsedMb: mb(m.heapUsed),
              heapTotalMb: mb(m.heapTotal),
              externalMb: mb(m.external),
              loop: m.loop,
              mappings: m.mappings,
              spaces: m.spaces,
            };
          }
          throw new Error('no memory reading from the server');
        },
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await sleep(250);
  }
  throw new Error('server did not get ready');
}

/* --------------------------------------------------------------- sockets */

type Handler = (text: string) => void;

function openSocket(base: string, origin: string, who: { user_id: number; cookie: string }, onText: Handler) {
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws/candidate/${who.user_id}`, {
      headers: { origin, cookie: who.cookie },
      perMessageDeflate: false,
    });
    ws.on('message', (data) => onText(data.toString()));
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Opens sockets in batches, so the server's accept queue is not the thing measured. */
async function openAll(
  base: string,
  origin: string,
  people: Array<{ user_id: number; cookie: string }>,
  onText: (index: number) => Handler,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < people.length; i += OPEN_BATCH) {
    sockets.push(
      ...(await Promise.all(
        people.slice(i, i + OPEN_BATCH).map((who, j) => openSocket(base, origin, who, onText(i + j))),
      )),
    );
  }
  return sockets;
}

interface Phase {
  cpuMs: number;
  load: [number, number, number];
}
function measure<T>(pids: number[], work: () => Promise<T>): Promise<T & Phase> {
  const cpu0 = pids.map(cpuMs);
  return work().then((result) => ({
    ...result,
    cpuMs: pids.reduce((sum, pid, i) => sum + cpuMs(pid) - cpu0[i], 0),
    load: os.loadavg().map((v) => Math.round(v * 100) / 100) as [number, number, number],
  }));
}

/* ------------------------------------------------------------------ main */

async function main() {
  log('building the server bundle');
  execFileSync(process.execPath, [path.join(root, 'apps/server/build.mjs')], { stdio: 'inherit', cwd: root });
  const serverJs = path.join(root, 'apps/server/dist/server.js');
  if (!existsSync(serverJs)) throw new Error('no server bundle');
  const url = (() => {
    const u = new URL(SERVER_URL);
    u.pathname = `/${DB_NAME}`;
    return u.toString();
  })();
  mkdirSync(path.join(root, 'bench/results/tmp'), { recursive: true });
  log(`seeding ${SOCKETS} candidates and ${RECRUITERS} recruiters`);
  const people = await seed(url);
  const [portA, portB] = [await freePort(), await freePort()];
  const origins = `http://127.0.0.1:${portA},http://127.0.0.1:${portB}`;
  const a = await startServer(serverJs, url, portA, origins);
  const b = await startServer(serverJs, url, portB, origins);
  const origin = a.base;
  try {
    await sleep(5_000);
    const idleMb = rssMb(a.pid);
    const idle = await a.memory();
    log(`A idle: ${idleMb.toFixed(1)} MB; after a full GC ${JSON.stringify(idle)}`);

    // Pongs and acknowledgements by socket; delivered chat frames on B.
    const pongWaits: Array<number[]> = people.candidates.map(() => []);
    const pongTimes: number[] = [];
    const sentAt = new Map<string, number>();
    // Per phase, by the client id's first letter: w (warm-up) or b (measured).
    const ackTimes: Record<string, number[]> = { w: [], b: [] };
    const deliverTimes: Record<string, Array<[number, number]>> = { w: [], b: [] }; // [sent at, ms]
    const refused: Record<string, number> = {};
    const candidateText =
      (i: number): Handler =>
      (text) => {
        if (text === 'pong') {
          const started = pongWaits[i].shift();
          if (started !== undefined) pongTimes.push(performance.now() - started);
          return;
        }
        const frame = JSON.parse(text) as { type?: string; client_id?: string; key?: string };
        if (frame.type === 'chat_ack' && frame.client_id) {
          const at = sentAt.get(frame.client_id);
          if (at !== undefined) ackTimes[frame.client_id[0]]?.push(performance.now() - at);
        } else if (frame.type === 'chat_error') {
          refused[frame.key ?? '?'] = (refused[frame.key ?? '?'] ?? 0) + 1;
        }
      };
    const opened = performance.now();
    const candidateSockets = await openAll(a.base, origin, people.candidates, candidateText);
    const openS = (performance.now() - opened) / 1000;
    await sleep(5_000);
    const withSocketsMb = rssMb(a.pid);
    const perSocketKb = ((withSocketsMb - idleMb) * 1024) / SOCKETS;
    const withSockets = await a.memory();
    const memoryLoad = os.loadavg().map((v) => Math.round(v * 100) / 100) as [number, number, number];
    const gcPerSocketKb = {
      rss: ((withSockets.rssMb - idle.rssMb) * 1024) / SOCKETS,
      heapUsed: ((withSockets.heapUsedMb - idle.heapUsedMb) * 1024) / SOCKETS,
      external: ((withSockets.externalMb - idle.externalMb) * 1024) / SOCKETS,
    };
    log(`A with ${SOCKETS} sockets: ${withSocketsMb.toFixed(1)} MB (${perSocketKb.toFixed(1)} KB a socket)`);
    log(`  after a full GC ${JSON.stringify(withSockets)}; a socket ${JSON.stringify(gcPerSocketKb)} KB`);

    // Pings every LIVE.heartbeatMs per socket, spread evenly.
    const pings = await measure([a.pid], async () => {
      const until = performance.now() + DURATION_S * 1000;
      const gap = LIVE.heartbeatMs / SOCKETS;
      let i = 0;
      while (performance.now() < until) {
        const ws = candidateSockets[i % SOCKETS];
        pongWaits[i % SOCKETS].push(performance.now());
        ws.send('ping');
        i += 1;
        // Keeps the schedule: sleeps only when ahead of it.
        const due = i * gap - (performance.now() - (until - DURATION_S * 1000));
        if (due > 1) await sleep(due);
      }
      await sleep(2_000);
      return { sent: i, ...stats(pongTimes) };
    });
    const pingLoop = (await a.memory()).loop;
    log(`pings: ${JSON.stringify(pings)}; A's event loop ${JSON.stringify(pingLoop)}`);

    // Delivery across instances: recruiters on B.
    const recruiterSockets = await openAll(b.base, origin, people.recruiters, () => (text) => {
      const frame = JSON.parse(text) as { type?: string; message?: { client_id?: string; kind?: string } };
      if (frame.type !== 'chat' || frame.message?.kind !== 'text' || !frame.message.client_id) return;
      const at = sentAt.get(frame.message.client_id);
      if (at !== undefined) deliverTimes[frame.message.client_id[0]]?.push([at, performance.now() - at]);
    });
    await b.memory(); // starts B's event loop window here
    // One counter through both phases: candidate n % SOCKETS sends message n (a first message opens a conversation).
    let n = 0;
    const sendFor = async (phase: 'w' | 'b', seconds: number) => {
      const start = performance.now();
      const until = start + seconds * 1000;
      let sent = 0;
      while (performance.now() < until) {
        const who = n % SOCKETS;
        const recruiter = people.recruiters[who % RECRUITERS];
        const clientId = `${phase}${n}`;
        sentAt.set(clientId, performance.now());
        candidateSockets[who].send(
          JSON.stringify({
            type: 'chat_send',
            client_id: clientId,
            to_user_id: recruiter.user_id,
            job_id: recruiter.job_id,
            content: `Bench message ${n}`,
          }),
        );
        n += 1;
        sent += 1;
        const due = (sent * 1000) / RATE - (performance.now() - start);
        if (due > 1) await sleep(due);
      }
      return sent;
    };
    const warmup = await measure([a.pid, b.pid], async () => {
      const sent = await sendFor('w', WARMUP_S);
      await sleep(2_000);
      return { sent, ack: stats(ackTimes.w), delivered: stats(deliverTimes.w.map(([, ms]) => ms)) };
    });
    log(`warm-up: ${JSON.stringify(warmup)}`);
    await b.memory(); // starts B's event loop window here
    const clientWatch = watchThisProcess();
    const writesBefore = await chatWrites(a.base);
    const delivery = await measure([a.pid, b.pid], async () => {
      const sent = await sendFor('b', DURATION_S);
      await sleep(3_000);
      const writesAfter = await chatWrites(a.base);
      return {
        writes:
          writesBefore && writesAfter
            ? {
                commits: writesAfter.commits - writesBefore.commits,
                messages: writesAfter.messages - writesBefore.messages,
              }
            : null,
        sent,
        rate: Math.round(sent / DURATION_S),
        ack: stats(ackTimes.b),
        delivered: stats(deliverTimes.b.map(([, ms]) => ms)),
        windows: windowP99(deliverTimes.b),
        refused,
      };
    });
    const deliveryLoop = { a: (await a.memory()).loop, b: (await b.memory()).loop, client: clientWatch.stop() };
    log(`delivery: ${JSON.stringify(delivery)}; event loops ${JSON.stringify(deliveryLoop)}`);
    const endMb = rssMb(a.pid);
    for (const ws of [...candidateSockets, ...recruiterSockets]) ws.terminate();

    const result = {
      at: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim(),
      cores: os.cpus().length,
      nodeFlags: NODE_FLAGS,
      sockets: SOCKETS,
      openS,
      idleMb,
      withSocketsMb,
      perSocketKb,
      idle,
      withSockets,
      gcPerSocketKb,
      memoryLoad,
      pingLoop,
      deliveryLoop,
      endMb,
      pings,
      warmup,
      warmupS: WARMUP_S,
      delivery,
    };
    mkdirSync(path.join(root, 'bench/results/tmp'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results/tmp/sockets.json'), JSON.stringify(result, null, 2));
    // The dated readings below the table are kept: they say what each run meant.
    const earlier = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
    const readings = earlier.indexOf('\n## Reading');
    writeFileSync(resultsFile, render(result) + (readings >= 0 ? earlier.slice(readings) : ''));
    log(`wrote ${path.relative(root, resultsFile)}`);
  } finally {
    await a.stop();
    await b.stop();
  }
}

/**
 * The benchmark's own process holds every socket and takes every timestamp: its event loop delay
 * and GC pauses during a phase say how much of a measured tail is the client's.
 */
function watchThisProcess() {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const pauses: number[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push(entry.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  return {
    stop(): ClientWatch {
      loop.disable();
      gc.disconnect();
      return {
        p50: loop.percentile(50) / 1e6,
        p99: loop.percentile(99) / 1e6,
        max: loop.max / 1e6,
        gcCount: pauses.length,
        gcMs: pauses.reduce((sum, ms) => sum + ms, 0),
        gcMaxMs: Math.max(0, ...pauses),
      };
    },
  };
}

interface ClientWatch {
  p50: number;
  p99: number;
  max: number;
  gcCount: number;
  gcMs: number;
  gcMaxMs: number;
}

/** Delivery p99 in each WINDOW_MS window of sending time, in order: where the tail comes from. */
function windowP99(times: Array<[number, number]>): number[] {
  if (times.length === 0) return [];
  const first = Math.min(...times.map(([at]) => at));
  const windows: number[][] = [];
  for (const [at, ms] of times) {
    const k = Math.floor((at - first) / WINDOW_MS);
    const bucket = windows[k] ?? [];
    bucket.push(ms);
    windows[k] = bucket;
  }
  return windows.map((values) => stats(values).p99);
}

function render(r: {
  at: string;
  commit: string;
  cores: number;
  nodeFlags: string[];
  sockets: number;
  openS: number;
  idleMb: number;
  withSocketsMb: number;
  perSocketKb: number;
  idle: Memory;
  withSockets: Memory;
  gcPerSocketKb: { rss: number; heapUsed: number; external: number };
  memoryLoad: [number, number, number];
  pingLoop: Memory['loop'];
  deliveryLoop: { a: Memory['loop']; b: Memory['loop']; client: ClientWatch };
  endMb: number;
  pings: ReturnType<typeof stats> & Phase & { sent: number };
  warmup: Phase & { sent: number; ack: ReturnType<typeof stats>; delivered: ReturnType<typeof stats> };
  warmupS: number;
  delivery: Phase & {
    windows: number[];
    writes: { commits: number; messages: number } | null;
    sent: number;
    rate: number;
    ack: ReturnType<typeof stats>;
    delivered: ReturnType<typeof stats>;
    refused: Record<string, number>;
  };
}): string {
  const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');
  // The young generation's pages that are backed by memory (touched), not merely reserved.
  const youngMb = (m: Memory) => (m.spaces.new_space?.[2] ?? 0) / 1024;
  const apartMb = (m: Memory) => m.rssMb - youngMb(m);
  const mappingMb = (m: Memory, kind: 'heap' | 'anon' | 'file') => m.mappings[kind] / 1024;
  return `# Live channel: sockets, pings and delivery across instances

Run \`npm run sockets -w @jobbridge/bench\` (bench/src/sockets.ts says what it does). Last run ${r.at} at
commit ${r.commit}, ${r.cores} cores; two server instances on PostgreSQL with Redis, and the client, on the
same machine. Servers' node flags: ${r.nodeFlags.length ? `\`${r.nodeFlags.join(' ')}\`` : 'none (as deployed)'}${
    Object.keys(SERVER_ENV).length
      ? `, environment \`${Object.entries(SERVER_ENV)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')}\``
      : ''
  }, with --expose-gc and
bench/memory-probe.cjs for the readings.

| what | measured | target |
|---|---|---|
| instance A idle, after a full GC | resident ${r.idle.rssMb.toFixed(1)} MB, V8 heap used ${r.idle.heapUsedMb.toFixed(1)} MB (${r.idleMb.toFixed(1)} MB resident before the GC) | |
| A with ${r.sockets} authenticated sockets, after a full GC | resident ${r.withSockets.rssMb.toFixed(1)} MB: +${(r.withSockets.rssMb - r.idle.rssMb).toFixed(1)} MB, ${r.gcPerSocketKb.rss.toFixed(1)} KB a socket; heap used +${(r.withSockets.heapUsedMb - r.idle.heapUsedMb).toFixed(1)} MB, ${r.gcPerSocketKb.heapUsed.toFixed(1)} KB a socket (heap reserved +${(r.withSockets.heapTotalMb - r.idle.heapTotalMb).toFixed(1)} MB, external ${r.gcPerSocketKb.external.toFixed(1)} KB a socket); opened in ${r.openS.toFixed(1)} s; load ${r.memoryLoad.join(' / ')} | ≤ 25 MB added (5 KB a socket), < 200 MB |
| the same, apart from V8's young generation (backed by memory: ${youngMb(r.idle).toFixed(1)} MB idle, ${youngMb(r.withSockets).toFixed(1)} MB with the sockets; V8 grows it up to 32 MB after a burst of work and shrinks it later, whatever holds memory; empty after the GC) | +${(apartMb(r.withSockets) - apartMb(r.idle)).toFixed(1)} MB, ${(((apartMb(r.withSockets) - apartMb(r.idle)) * 1024) / r.sockets).toFixed(1)} KB a socket; malloc's main arena +${(mappingMb(r.withSockets, 'heap') - mappingMb(r.idle, 'heap')).toFixed(1)} MB, anonymous mappings (V8's pages, malloc's thread arenas) +${(mappingMb(r.withSockets, 'anon') - mappingMb(r.idle, 'anon')).toFixed(1)} MB | ≤ 25 MB added (5 KB a socket) |
| the same, resident without a forced GC | ${r.withSocketsMb.toFixed(1)} MB: +${(r.withSocketsMb - r.idleMb).toFixed(1)} MB, ${r.perSocketKb.toFixed(1)} KB a socket | |
| ping → pong, a ping per socket every ${LIVE.heartbeatMs / 1000} s | ${r.pings.sent} pings: p50 ${ms(r.pings.p50)} ms, p99 ${ms(r.pings.p99)} ms, max ${ms(r.pings.max)} ms; A's CPU ${Math.round(r.pings.cpuMs)} ms; A's event loop delay p99 ${ms(r.pingLoop.p99)} ms, max ${ms(r.pingLoop.max)} ms; load ${r.pings.load.join(' / ')} | p99 ≤ 50 ms |
| the first ${r.warmupS} s of chat_send after the start (warm-up, not counted below) | ${r.warmup.sent} messages: to chat_ack p50 ${ms(r.warmup.ack.p50)} ms, p99 ${ms(r.warmup.ack.p99)} ms; to B p50 ${ms(r.warmup.delivered.p50)} ms, p99 ${ms(r.warmup.delivered.p99)} ms; A+B CPU ${Math.round(r.warmup.cpuMs)} ms; load ${r.warmup.load.join(' / ')} | |
| chat_send on A → chat_ack (stored) | ${r.delivery.sent} messages at ${r.delivery.rate}/s: p50 ${ms(r.delivery.ack.p50)} ms, p99 ${ms(r.delivery.ack.p99)} ms | |
| chat_send on A → chat frame on B (through Redis) | ${r.delivery.delivered.n} delivered: p50 ${ms(r.delivery.delivered.p50)} ms, p99 ${ms(r.delivery.delivered.p99)} ms, max ${ms(r.delivery.delivered.max)} ms; A+B CPU ${Math.round(r.delivery.cpuMs)} ms (${(r.delivery.cpuMs / Math.max(1, r.delivery.sent)).toFixed(2)} ms a message); event loop delay p99 A ${ms(r.deliveryLoop.a.p99)} ms, B ${ms(r.deliveryLoop.b.p99)} ms, the benchmark's client ${ms(r.deliveryLoop.client.p99)} ms (max ${ms(r.deliveryLoop.client.max)} ms; ${r.deliveryLoop.client.gcCount} GC pauses, ${ms(r.deliveryLoop.client.gcMs)} ms in all, longest ${ms(r.deliveryLoop.client.gcMaxMs)} ms); load ${r.delivery.load.join(' / ')} | p99 ≤ 100 ms at 500/s |
| the same, p99 in each ${WINDOW_MS / 1000} s window (ms) | ${r.delivery.windows.map((v) => ms(v)).join(', ')} | |
| A's commits of chat messages (/metrics) | ${r.delivery.writes ? `${r.delivery.writes.commits} commits for ${r.delivery.writes.messages} messages (${(r.delivery.writes.messages / Math.max(1, r.delivery.writes.commits)).toFixed(1)} a commit)` : 'not counted (a server before decision 0044: one commit a message)'} | |
| refused sends | ${JSON.stringify(r.delivery.refused)} | none |

A at the end: ${r.endMb.toFixed(1)} MB.
`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
