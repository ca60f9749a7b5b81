/**
 * Cold start (QUALITY.md: `npm start` ready within 5 s on an existing data
 * folder, within 30 s for a first start with migrations and demo data).
 *
 *   npm run cold-start -w @jobbridge/bench [-- --runs 5 --label after]
 *
 * In a new temporary data folder, `npm start` (the try-out: installs and
 * builds when needed, which they are not here, then the server migrates,
 * loads the reference and demo data and listens) is started once, then
 * stopped (SIGTERM) and started again --runs times on the folder it left.
 * A start's time is from the spawn to the first 200 of `/readyz` (asked every
 * 50 ms). With `--server-dist DIR` (a copy of apps/server/dist placed beside
 * it, e.g. apps/server/dist-before, so that its packages and the migrations
 * resolve) that build's server.js is started the same way as `npm start`
 * starts its own (NODE_ENV=production TRYOUT=true), without npm, to compare
 * builds; `--commit ID` names it. The load average is read before each start.
 *
 * Each invocation adds its rows under --label to results/tmp/cold-start.json
 * (`--reset` starts anew) and writes results/cold-start.md with every run,
 * keeping the hand-written readings below its table.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg, freePort } from './cli';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const tmpDir = path.join(root, 'bench/results/tmp');
const jsonPath = path.join(tmpDir, 'cold-start.json');
const reportPath = path.join(root, 'bench/results/cold-start.md');

const runs = Number(arg('--runs', '5'));
const label = arg('--label', 'after');
/** Relative to the repository's root (npm runs the script in bench/). */
const serverDist = process.argv.includes('--server-dist') ? path.resolve(root, arg('--server-dist', '')) : null;
const commit = arg('--commit', gitHead());

function gitHead(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root }).toString();
    return dirty.trim() ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

interface Start {
  kind: 'first' | 'later';
  ms: number;
  load: string;
}

/** Starts the product on `dataDir`, answers the time to a ready /readyz, then stops it and waits for it to exit. */
async function timeStart(dataDir: string, kind: Start['kind']): Promise<Start> {
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  const before = load();
  const started = performance.now();
  const child = serverDist
    ? spawn(process.execPath, [path.join(serverDist, 'server.js')], {
        cwd: root,
        env: { ...env, NODE_ENV: 'production', TRYOUT: 'true' },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      })
    : spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ms = Number.NaN;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before it was ready`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) {
        ms = performance.now() - started;
        break;
      }
      if (performance.now() - started > 120_000) throw new Error('not ready within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    // npm does not forward signals to its script's children: stop the whole group.
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  return { kind, ms: Math.round(ms), load: before };
}

interface Invocation {
  label: string;
  commit: string;
  how: string;
  at: string;
  starts: Start[];
}

function render(all: Invocation[]): string {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const lines = [
    '# Cold start',
    '',
    `Run \`npm run cold-start -w @jobbridge/bench\` (bench/src/cold-start.ts says what it does), on ${os.cpus().length} cores`,
    `(${os.cpus()[0]?.model ?? 'unknown CPU'}). A start is timed from the spawn to the first 200 of \`/readyz\`; "first" is a`,
    'new data folder (migrations, reference and demo data), "later" the same folder again. Bar (QUALITY.md): later',
    'starts <= 5 s, a first start <= 30 s. Load is the 1, 5 and 15-minute load average before the start.',
    '',
    '| label | commit | how | at | first start | later starts (median) | later starts | load before each |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const run of all) {
    const first = run.starts.find((s) => s.kind === 'first');
    const later = run.starts.filter((s) => s.kind === 'later');
    const mark = (ms: number, bar: number) =>
      ms > bar ? `**${(ms / 1000).toFixed(2)} s**` : `${(ms / 1000).toFixed(2)} s`;
    lines.push(
      `| ${run.label} | ${run.commit} | ${run.how} | ${run.at} | ${first ? mark(first.ms, 30_000) : ''} | ${
        later.length ? mark(median(later.map((s) => s.ms)), 5_000) : ''
      } | ${later.map((s) => (s.ms / 1000).toFixed(2)).join(', ')} | ${run.starts.map((s) => s.load.split(' ')[0]).join(', ')} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  mkdirSync(tmpDir, { recursive: true });
  if (!serverDist && !existsSync(path.join(root, 'apps/server/dist/server.js'))) {
    throw new Error('build first (npm run build): a cold start is timed without the build');
  }
  const all: Invocation[] =
    process.argv.includes('--reset') || !existsSync(jsonPath) ? [] : JSON.parse(readFileSync(jsonPath, 'utf8'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobbridge-cold-start-'));
  const starts: Start[] = [];
  try {
    starts.push(await timeStart(dataDir, 'first'));
    console.log(`first start: ${starts[0].ms} ms (load ${starts[0].load})`);
    for (let i = 0; i < runs; i++) {
      const start = await timeStart(dataDir, 'later');
      console.log(`later start ${i + 1}: ${start.ms} ms (load ${start.load})`);
      starts.push(start);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  all.push({
    label,
    commit,
    how: serverDist ? `node ${path.relative(root, serverDist)}/server.js` : 'npm start',
    at: new Date().toISOString().slice(0, 16).replace('T', ' '),
    starts,
  });
  writeFileSync(jsonPath, JSON.stringify(all, null, 2));
  // Hand-written readings below the table (from the first "## ") are kept.
  const previous = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '';
  const readings = previous.indexOf('\n## ');
  writeFileSync(reportPath, render(all) + (readings >= 0 ? previous.slice(readings) : ''));
  console.log(`written: ${path.relative(root, reportPath)}`);
}

await main();
