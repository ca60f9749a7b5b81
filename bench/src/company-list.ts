/**
 * The company list (home page and /companies) straight from the database,
 * with no cache: `listCompanies` of the server, called with a stream of
 * distinct requests (pages, industries, cities, keywords; seeded), one at a
 * time, on a filled database (generate-jobs.ts).
 *
 *   npm run build -w @jobbridge/bench
 *   node bench/dist/generate-jobs.mjs 100000 --url postgres://postgres@127.0.0.1:5432/bench_co --demo
 *   node bench/dist/company-list.mjs --url postgres://postgres@127.0.0.1:5432/bench_co [--n 400]
 *
 * Prints the latency of one call (both statements: the page and the total)
 * at p50/p95/p99, this process's CPU per call, and the load average at the
 * start and end, as a Markdown table row.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@jobbridge/db';
import type { GetCompanyListInput } from '@jobbridge/shared';
import { listCompanies } from '../../apps/server/src/domains/company/service';

process.env.MIGRATIONS_DIR ??= path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/db/migrations',
);

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};

/** A small seeded generator, so two runs ask the same questions. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const INDUSTRIES = ['real_estate', 'media', 'healthcare', 'ecommerce', 'consulting', 'insurance', 'pharma', 'legal'];
const CITIES = ['310100', '440300', '110100', '440100', '330100'];
const KEYWORDS = ['科技', 'tech', '教育', 'bank', '医疗', 'media', '上海', 'consult', '咨询', 'data'];

/** `n` distinct requests: page, and some of industry, city and keyword. */
export function companyListStream(n: number, seed = 1): GetCompanyListInput[] {
  const next = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const seen = new Set<string>();
  const out: GetCompanyListInput[] = [];
  while (out.length < n && seen.size < 50_000) {
    const input: GetCompanyListInput = { page: 1 + Math.floor(next() * 10), size: 20 };
    if (next() < 0.4) input.industry = pick(INDUSTRIES);
    if (next() < 0.4) input.adcode = pick(CITIES);
    if (next() < 0.3) input.keyword = pick(KEYWORDS);
    const key = JSON.stringify(input);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(input);
  }
  return out;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main() {
  const url = arg('url', 'postgres://postgres@127.0.0.1:5432/bench_co');
  const n = Number(arg('n', '400'));
  const database = await openDatabase({ url });
  const stream = companyListStream(n);
  // Warm the connection and the catalogue, not the answers: these requests are not in the stream.
  for (let i = 0; i < 5; i++) await listCompanies(database.db, { page: 50 + i, size: 20 });
  const loadBefore = os.loadavg();
  const cpuBefore = process.cpuUsage();
  const times: number[] = [];
  for (const input of stream) {
    const started = performance.now();
    await listCompanies(database.db, input);
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const loadAfter = os.loadavg();
  await database.close();
  times.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(2);
  const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' / ');
  console.log(
    `| ${stream.length} distinct requests | p50 ${ms(percentile(times, 0.5))} ms, p95 ${ms(percentile(times, 0.95))} ms, p99 ${ms(
      percentile(times, 0.99),
    )} ms | client CPU ${ms((cpu.user + cpu.system) / 1000 / stream.length)} ms a call | load ${load(loadBefore)} → ${load(loadAfter)} |`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
