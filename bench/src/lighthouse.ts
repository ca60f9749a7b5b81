/**
 * Lighthouse, mobile defaults (Moto G Power viewport, simulated slow 4G and
 * 4x CPU slowdown), on the home page, /jobs, a job page and /login in both
 * languages, with Debian's Chromium (/usr/bin/chromium, `apt-get install
 * chromium fonts-wqy-microhei` as root when missing).
 *
 *   npm run build && npm run lighthouse -w @jobbridge/bench
 *
 * Starts the built server (apps/server/dist/server.js) on a new embedded
 * database with the demo data and the page cache off, runs Lighthouse
 * (performance and accessibility) --runs times a page (3) and keeps the run
 * with the median performance score. Each invocation adds its rows under
 * `--label` (default `after`) to results/tmp/lighthouse.json (`--reset`
 * starts anew) and writes bench/results/lighthouse.md with the score, LCP,
 * FCP, TBT, CLS and the script bytes per page and language, the load average
 * and the commit. Options: --label NAME, --runs N, --commit ID (the build's,
 * when it is not the working tree's), --reset, --render, --keep DIR (every run's whole
 * report there), --only PAGE ('/', '/jobs', 'job' or '/login': that page alone, nothing written),
 * --front h2 (the pages over HTTPS with HTTP/2 through a TLS front, as a deployment serves them; the
 * default is the server's own plain HTTP/1.1).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { freePort, startBuiltServer, waitReady } from '../../apps/server/src/built-server-kit';
import { arg } from './cli';
import { type Front, startH2Front } from './h2-front';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const serverJs = path.join(root, 'apps/server/dist/server.js');
const webDir = path.join(root, 'apps/web/build');
const tmpDir = path.join(root, 'bench/results/tmp');
const jsonPath = path.join(tmpDir, 'lighthouse.json');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const LABEL = arg('--label', 'after');
const RUNS = Number(arg('--runs', '3'));
/** Keeps every run's whole report (JSON) in this folder: what the simulation counted, request by request. */
const KEEP_DIR = arg('--keep', '');
/** Only this page ('/', '/jobs', 'job', '/login'), both languages; the report is not written. */
const ONLY = arg('--only', '');
/** 'h2': through an HTTPS front speaking HTTP/2 (h2-front.ts); 'http1': the server's own port. */
const FRONT = arg('--front', 'http1');
if (FRONT !== 'http1' && FRONT !== 'h2') throw new Error(`--front ${FRONT}: http1 or h2`);
/** QUALITY.md's bar. */
const BAR = { score: 95, lcpMs: 1800, tbtMs: 100, cls: 0.02 };

interface Row {
  page: string;
  lang: string;
  score: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  lcpElement: string;
  /** Performance scores of every run, the kept one being their median. */
  scores: number[];
  load: [number, number];
  /** Lighthouse's BenchmarkIndex of this machine, median of the runs (not recorded before 2026-11-29). */
  benchmarkIndex?: number;
}

interface Labelled {
  label: string;
  commit: string;
  at: string;
  chromium: string;
  /** How the browser reached the server; runs before this was recorded are 'http1'. */
  front?: 'http1' | 'h2';
  rows: Row[];
}

const log = (line: string) => process.stdout.write(`${line}\n`);
const loads = () => os.loadavg().map((n) => Number(n.toFixed(2))) as [number, number, number];

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like happen now and then) is tried again. */
async function audit(port: number, url: string, tries = 3): ReturnType<typeof auditOnce> {
  try {
    return await auditOnce(port, url);
  } catch (error) {
    if (tries <= 1) throw error;
    log(`  ${(error as Error).message.split('\n')[0]}: again`);
    return audit(port, url, tries - 1);
  }
}

async function auditOnce(port: number, url: string) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Lighthouse's defaults keep cookies between runs. The stylesheet's cookie
    // (decision 0049) would then make every run after a browser's first a
    // returning visit whose cache was emptied: the stylesheet linked and
    // fetched, render-blocking. Clearing cookies too makes every run a first visit.
    clearStorageTypes: [...defaultSettings.clearStorageTypes, 'cookies'],
  });
  if (!result) throw new Error(`${url}: no result`);
  const { lhr } = result;
  if (KEEP_DIR) {
    mkdirSync(KEEP_DIR, { recursive: true });
    writeFileSync(
      path.join(KEEP_DIR, `${Date.now()}-${url.replace(/[^a-z0-9]+/gi, '_')}.json`),
      result.report as string,
    );
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    | { items: { resourceType: string; transferSize: number }[] }
    | undefined;
  const scripts = summary?.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    | { items: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] }
    | undefined;
  const node = lcpDetails?.items?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptKb: Math.round((scripts / 1024) * 10) / 10,
    lcpElement: (node?.selector ?? '-').split(' > ').slice(-2).join(' > '),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

async function measure(port: number, base: string, page: string, lang: string): Promise<Row> {
  const url = `${base}${page}?lang=${lang}`;
  const before = loads();
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(port, url));
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const indexes = runs.map((run) => run.benchmarkIndex).sort((a, b) => a - b);
  const row = {
    page,
    lang,
    ...median,
    benchmarkIndex: Math.round(indexes[Math.floor((indexes.length - 1) / 2)]),
    scores: runs.map((run) => run.score),
    load: [before[0], loads()[0]] as [number, number],
  };
  log(
    `${lang} ${page}: ${row.score} (${row.scores.join(', ')}), LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms`,
  );
  return row;
}

const stored = (): Labelled[] => (existsSync(jsonPath) ? JSON.parse(readFileSync(jsonPath, 'utf8')) : []);

function renderReport(labelled: Labelled[]): string {
  const mark = (text: string, bad: boolean) => (bad ? `**${text}**` : text);
  const lines = [
    '# Lighthouse, mobile, both languages',
    '',
    'Run `npm run build && npm run lighthouse -w @jobbridge/bench` (bench/src/lighthouse.ts): the built server on a new',
    'embedded database with the demo data and the page cache off, Lighthouse 12 with its mobile defaults (simulated',
    "slow 4G, 4x CPU slowdown) in Debian's Chromium, performance and accessibility, each page run several times and the",
    'run with the median performance score kept. Bar (QUALITY.md): performance >= 95, LCP <= 1.8 s, TBT <= 100 ms,',
    'CLS <= 0.02, accessibility = 100; figures that miss it are bold. "JS KB" is the script bytes transferred',
    "(compressed). Load is the 1-minute load average before → after the page's runs (2 shared cores). CPU index is",
    "Lighthouse's BenchmarkIndex of the machine during the page's runs (median): the simulated 4x slowdown is applied",
    'to what this machine measured, so a slower machine shows more blocking time for the same page.',
    'A heading says how the browser reached the site: plain HTTP/1.1 from the server itself (as in every run',
    'before the option existed), or HTTPS with HTTP/2 through a TLS front (`--front h2`), as a deployment serves it.',
    '',
  ];
  for (const run of labelled) {
    lines.push(
      `## ${run.label} (${run.commit}, ${run.at.slice(0, 16).replace('T', ' ')} UTC, ${run.chromium}, ${run.front === 'h2' ? 'HTTPS with HTTP/2 through a TLS front' : 'plain HTTP/1.1'})`,
      '',
      '| page | language | performance (runs) | LCP ms | FCP ms | TBT ms | CLS | JS KB | accessibility | LCP element | load | CPU index |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...run.rows.map(
        (row) =>
          `| ${row.page.replace(/\/\d+$/, '/:id')} | ${row.lang} | ${mark(String(row.score), row.score < BAR.score)} (${row.scores.join(', ')}) | ${mark(String(Math.round(row.lcpMs)), row.lcpMs > BAR.lcpMs)} | ${Math.round(row.fcpMs)} | ${mark(String(Math.round(row.tbtMs)), row.tbtMs > BAR.tbtMs)} | ${mark(row.cls.toFixed(3), row.cls > BAR.cls)} | ${row.scriptKb} | ${mark(String(row.accessibility), row.accessibility < 100)} | \`${row.lcpElement}\` | ${row.load[0]} → ${row.load[1]} | ${row.benchmarkIndex ?? '-'} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}

function write(labelled: Labelled[]) {
  mkdirSync(tmpDir, { recursive: true });
  writeFileSync(jsonPath, JSON.stringify(labelled, null, 2));
  writeFileSync(path.join(root, 'bench/results/lighthouse.md'), renderReport(labelled));
}

async function main() {
  if (process.argv.includes('--render')) {
    write(stored());
    return;
  }
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium fonts-wqy-microhei`);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  // --commit names the build measured when it is not the checked-out tree's.
  const commit = arg(
    '--commit',
    `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', 'apps', 'packages') ? '+changes' : ''}`,
  );
  const chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  const previous = process.argv.includes('--reset') ? [] : stored();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobbridge-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const front: Front | undefined = FRONT === 'h2' ? await startH2Front(base) : undefined;
  // The pages' own links and the live channel's origin check name the address the browser uses.
  const site = front?.origin ?? base;
  const started = startBuiltServer(
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      PUBLIC_ORIGIN: front ? `${site},${base}` : base,
      ...(front ? { TRUST_PROXY: '127.0.0.1' } : {}),
      CODE_SECRET: randomBytes(24).toString('base64url'),
      WEB_BUILD_DIR: webDir,
      DATA_DIR: dataDir,
      // Every visitor's page rendered for them (QUALITY.md: figures without the caches).
      PAGE_CACHE_MS: '0',
    },
    serverJs,
  );
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitReady(base, started);
    const list = (await (
      await fetch(`${base}/api/job/searchJobList`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'page=1',
      })
    ).json()) as { data: { list: { job_id: number }[] } };
    const job = `/jobs/${list.data.list[0].job_id}`;
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The front's certificate is self-signed.
        ...(front ? ['--ignore-certificate-errors'] : []),
      ],
    });
    // A first, unrecorded run warms the server (its first render of each route loads code).
    for (const page of ['/', '/jobs', job, '/login']) await fetch(`${base}${page}`);
    const rows: Row[] = [];
    const pages = ONLY ? [ONLY === 'job' ? job : ONLY] : ['/', '/jobs', job, '/login'];
    for (const lang of ['en', 'zh']) {
      for (const page of pages) rows.push(await measure(chrome.port, site, page, lang));
    }
    if (ONLY) return;
    write([
      ...previous,
      { label: LABEL, commit, at: new Date().toISOString(), chromium, front: FRONT as 'http1' | 'h2', rows },
    ]);
    log('written: bench/results/lighthouse.md');
  } finally {
    chrome?.kill();
    await front?.close();
    started.child.kill('SIGTERM');
    await Promise.race([started.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
