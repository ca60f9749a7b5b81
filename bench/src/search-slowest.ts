/**
 * Where a search's time goes, query by query (run on demand):
 *
 *   npm run build -w @jobbridge/bench
 *   node bench/dist/search-slowest.mjs --url http://127.0.0.1:PORT [--queries 600] [--seed 13] [--top 25] [--stream browse]
 *
 * Against a running server started with the caches off (SEARCH_CACHE_MS=0
 * PAGE_CACHE_MS=0) on a database filled by generate-jobs: every body of the
 * search-cost stream (searchStream; with `--stream browse`, browseStream: filters
 * without a keyword) once as a warm-up, then once more one at
 * a time, timing each call. Prints the percentiles of a call and the slowest
 * bodies with their time and total, so a plan can be looked at
 * (EXPLAIN ANALYZE) where it matters. Nothing is written.
 */
import { formBody } from './queries';
import { namedStream } from './search-stream';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const BASE = arg('--url', 'http://127.0.0.1:8080');
const QUERIES = Number(arg('--queries', '600'));
const SEED = Number(arg('--seed', '13'));
const TOP = Number(arg('--top', '25'));
const STREAM = arg('--stream', 'search');

async function search(body: Record<string, string | number>) {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/job/searchJobList`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody(body),
  });
  const envelope = (await response.json()) as { success: boolean; data?: { total?: number } };
  return { ms: performance.now() - started, ok: envelope.success, total: envelope.data?.total ?? null };
}

async function main() {
  const stream = namedStream(STREAM, QUERIES, SEED);
  for (const body of stream) await search(body);
  const timed: Array<{ body: Record<string, string | number>; ms: number; ok: boolean; total: number | null }> = [];
  for (const body of stream) timed.push({ body, ...(await search(body)) });
  const sorted = [...timed].sort((a, b) => a.ms - b.ms);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].ms.toFixed(1);
  const sum = timed.reduce((total, t) => total + t.ms, 0);
  console.log(
    `${timed.length} searches one at a time: mean ${(sum / timed.length).toFixed(2)} ms, p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}; failed ${timed.filter((t) => !t.ok).length}`,
  );
  const slowest = sorted.slice(-TOP).reverse();
  const share = slowest.reduce((total, t) => total + t.ms, 0) / sum;
  console.log(`the ${TOP} slowest (${(share * 100).toFixed(0)} % of the time):`);
  for (const t of slowest)
    console.log(`${t.ms.toFixed(1).padStart(7)} ms  total ${t.total}  ${JSON.stringify(t.body)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
