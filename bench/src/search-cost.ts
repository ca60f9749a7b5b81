/**
 * The honest search benchmark: every cache off, a query stream that does not
 * repeat, CPU per request, and two versions of the server compared on the
 * same data (`npm run search-cost -w @jobbridge/bench -- ...`).
 *
 *   node bench/dist/search-cost.mjs \
 *     --target before=/path/to/old/apps/server/dist/server.js@postgres://postgres@127.0.0.1:5432/bench_search \
 *     --target after=apps/server/dist/server.js@postgres://postgres@127.0.0.1:5432/bench_search_after \
 *     [--rounds 2] [--duration 15] [--rate 200] [--connections 10] [--queries 600] [--seed 13] [--stream browse]
 *     [--env after:DATABASE_POOL_SIZE=4] (a variable of one target's server; repeatable)
 *
 * A target is `label=server.js@DATABASE_URL`, or `label=server.js@dir:/path`
 * for a PGlite data folder (DATA_DIR; its database in `<dir>/pg`). The
 * databases must already hold the jobs (generate-jobs; the same seed for
 * every target, so the data is the same). Each server is started with
 * SEARCH_CACHE_MS=0 and PAGE_CACHE_MS=0, pinned to core 0 while this process
 * (the load generator) runs on core 1 where taskset exists. Per round and
 * target (targets alternate, so both see similar load from the rest of the
 * machine): a warm-up over the whole stream, then a fixed-rate run (--rate)
 * and a saturation run (--connections, no cap), each request the next body
 * of the stream (searchStream: --queries distinct bodies from --seed; with
 * `--stream browse`, browseStream: filters without a keyword).
 * Reported per run: req/s, p50/p95/p99 (ms), errors, the server process's CPU
 * milliseconds per request (utime + stime of /proc/<pid>/stat), for
 * PostgreSQL the CPU of the target database's backends per request (from
 * their /proc stat; short-lived parallel workers are missed there), the whole
 * machine's busy CPU per request (/proc/stat: what the per-process figures miss,
 * and the load generator), and the load average (1 min) at the start and end.
 * With --bare, each round also saturates a bare Fastify server (bare-fastify.ts:
 * the same form POST parsed and echoed, nothing else), pinned the same way, and
 * reports each target's saturation req/s as a share of it (the "10 % of
 * a bare Fastify form POST in the same run").
 * Results: stdout and bench/results/tmp/search-cost.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from './cli';
import { backendTicks, cpuTicks, machineBusyTicks, TICKS_PER_S } from './proc-cpu';
import { formBody, type SearchBody } from './queries';
import { namedStream } from './search-stream';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const targets = args
  .flatMap((a, i) => (a === '--target' ? [args[i + 1]] : []))
  .map((spec) => {
    const [label, rest] = spec.split(/=(.*)/s);
    const [serverJs, db] = rest.split(/@(.*)/s);
    // --env label:KEY=VALUE sets a variable of that target's server (a setting compared on one build).
    const env = Object.fromEntries(
      args
        .flatMap((a, i) =>
          a === '--env' && args[i + 1]?.startsWith(`${label}:`) ? [args[i + 1].slice(label.length + 1)] : [],
        )
        .map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    return { label, serverJs: path.resolve(serverJs), db, env };
  });
const ROUNDS = Number(arg('--rounds', '2'));
const DURATION = Number(arg('--duration', '15'));
const RATE = Number(arg('--rate', '200'));
const CONNECTIONS = Number(arg('--connections', '10'));
const QUERIES = Number(arg('--queries', '600'));
const SEED = Number(arg('--seed', '13'));
const STREAM = arg('--stream', 'search');

const PIN = os.cpus().length >= 2;
/** The bare Fastify baseline (--bare): a target whose database is `none`. */
const BARE = args.includes('--bare');
const bareTarget = { label: 'bare Fastify', serverJs: path.join(here, 'bare-fastify.mjs'), db: 'none', env: {} };

async function startServer(serverJs: string, db: string, extraEnv: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dbEnv = db === 'none' ? {} : db.startsWith('dir:') ? { DATA_DIR: db.slice(4) } : { DATABASE_URL: db };
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
    SEARCH_CACHE_MS: '0',
    PAGE_CACHE_MS: '0',
    ...dbEnv,
    ...extraEnv,
  };
  const child = PIN
    ? spawn('taskset', ['-c', '0', process.execPath, serverJs], { env, stdio: ['ignore', 'inherit', 'inherit'] })
    : spawn(process.execPath, [serverJs], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await sleep(250);
  }
  // taskset execs node: the child's pid is the server's.
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

interface Run {
  target: string;
  round: number;
  mode: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  serverCpuMs: number;
  dbCpuMs: number | null;
  /** The whole machine's busy CPU per request, the load generator's included. */
  machineCpuMs: number;
  load: [number, number];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;

async function run(
  target: (typeof targets)[number],
  server: { base: string; pid: number },
  bodies: SearchBody[],
  mode: { name: string; rate?: number; connections: number; duration: number },
  round: number,
): Promise<Run> {
  const database = target.db === 'none' || target.db.startsWith('dir:') ? null : new URL(target.db).pathname.slice(1);
  let next = 0;
  const latencies: number[] = [];
  const loadStart = os.loadavg()[0];
  const cpuStart = cpuTicks(server.pid);
  const dbStart = database ? backendTicks(database) : null;
  const machineStart = machineBusyTicks();
  const instance = autocannon({
    url: server.base,
    connections: mode.connections,
    duration: mode.duration,
    ...(mode.rate ? { overallRate: mode.rate } : {}),
    timeout: 20,
    requests: [
      {
        method: 'POST',
        path: '/api/job/searchJobList',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'zh-CN,zh;q=0.9' },
        setupRequest: (req) => ({ ...req, body: formBody(bodies[next++ % bodies.length]) }),
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  const cpu = cpuTicks(server.pid) - cpuStart;
  const machineCpu = machineBusyTicks() - machineStart;
  let dbCpu: number | null = null;
  if (database && dbStart) {
    dbCpu = 0;
    for (const [pid, ticks] of backendTicks(database)) dbCpu += ticks - (dbStart.get(pid) ?? 0);
  }
  latencies.sort((a, b) => a - b);
  const requests = result.requests.total;
  const perRequest = (ticks: number) => (ticks * (1000 / TICKS_PER_S)) / Math.max(1, requests);
  return {
    target: target.label,
    round,
    mode: mode.name,
    requests,
    rps: requests / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    serverCpuMs: perRequest(cpu),
    dbCpuMs: dbCpu === null ? null : perRequest(dbCpu),
    machineCpuMs: perRequest(machineCpu),
    load: [loadStart, os.loadavg()[0]],
  };
}

async function main() {
  if (targets.length === 0) throw new Error('give at least one --target label=server.js@DATABASE_URL');
  const bodies = namedStream(STREAM, QUERIES, SEED);
  log(
    `${bodies.length} distinct queries (seed ${SEED}); ${ROUNDS} rounds of ${targets.map((t) => t.label).join(', ')}`,
  );
  const runs: Run[] = [];
  const started = new Date().toISOString();
  for (let round = 1; round <= ROUNDS; round++) {
    // Alternate the order each round, so neither target always goes first.
    const measured = BARE ? [...targets, bareTarget] : targets;
    const order = round % 2 === 1 ? measured : [...measured].reverse();
    for (const target of order) {
      const server = await startServer(target.serverJs, target.db, target.env);
      try {
        // Warm-up: the whole stream once (caches of the database's pages, JIT of the server).
        await run(
          target,
          server,
          bodies,
          { name: 'warm-up', connections: 4, duration: Math.max(5, DURATION / 2) },
          round,
        );
        const modes = [
          { name: `${RATE} req/s`, rate: RATE, connections: CONNECTIONS, duration: DURATION },
          { name: 'saturation', connections: CONNECTIONS, duration: DURATION },
        ];
        // The baseline is only compared at saturation.
        for (const mode of target === bareTarget ? modes.slice(1) : modes) {
          const result = await run(target, server, bodies, mode, round);
          runs.push(result);
          log(
            `${target.label} round ${round} ${mode.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} p95 ${result.p95.toFixed(1)} p99 ${result.p99.toFixed(1)} ms, ` +
              `server ${result.serverCpuMs.toFixed(2)} ms CPU/req, db ${result.dbCpuMs === null ? '-' : result.dbCpuMs.toFixed(2)} ms CPU/req, machine ${result.machineCpuMs.toFixed(2)} ms CPU/req, ` +
              `errors ${result.errors}, load ${result.load[0].toFixed(2)} -> ${result.load[1].toFixed(2)}`,
          );
        }
      } finally {
        await server.stop();
      }
    }
  }
  if (BARE) {
    for (const run of runs.filter((r) => r.mode === 'saturation' && r.target !== bareTarget.label)) {
      const bare = runs.find((r) => r.round === run.round && r.mode === 'saturation' && r.target === bareTarget.label);
      if (bare)
        log(
          `${run.target} round ${run.round}: ${((100 * run.rps) / bare.rps).toFixed(1)} % of the bare Fastify form POST (${run.rps.toFixed(0)} of ${bare.rps.toFixed(0)} req/s)`,
        );
    }
  }
  const out = path.join(root, 'bench/results/tmp/search-cost.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify(
      { started, ended: new Date().toISOString(), seed: SEED, queries: bodies.length, targets, runs },
      null,
      2,
    ),
  );
  log(`results in ${path.relative(root, out)}`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
