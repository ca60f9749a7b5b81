/**
 * Times searchJobs directly against a filled database, query by query (no
 * HTTP): where the time of a search goes. A development tool.
 *
 *   node bench/dist/probe.mjs --url postgres://postgres@127.0.0.1:5432/bench [--runs 5] [--explain 前端]
 *   node bench/dist/probe.mjs --data-dir /tmp/jobbridge-bench/pg
 */
import { openDatabase } from '@jobbridge/db';
import type { SearchJobListInput } from '@jobbridge/shared';
import { searchJobs } from '../../apps/server/src/domains/job/search';
import { type SearchBody, searchBodies } from './queries';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const toInput = (body: SearchBody): SearchJobListInput => ({
  ...body,
  keyword: body.keyword === undefined ? undefined : String(body.keyword),
  sort: body.sort as SearchJobListInput['sort'],
  page: body.page === undefined ? undefined : Number(body.page),
  size: body.size === undefined ? undefined : Number(body.size),
  adcode: body.adcode === undefined ? undefined : String(body.adcode),
  min_salary: body.min_salary === undefined ? undefined : Number(body.min_salary),
  max_salary: body.max_salary === undefined ? undefined : Number(body.max_salary),
  employment_type: body.employment_type === undefined ? undefined : String(body.employment_type),
  industry: body.industry === undefined ? undefined : String(body.industry),
  seniority: body.seniority === undefined ? undefined : String(body.seniority),
});

async function main() {
  const url = arg('--url');
  const runs = Number(arg('--runs') ?? 5);
  const database = await openDatabase(url ? { url, poolSize: 2 } : { dataDir: arg('--data-dir') ?? 'data/pg' });
  const all: number[] = [];
  try {
    for (const body of searchBodies()) {
      const times: number[] = [];
      let total = 0;
      let rows = 0;
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const result = await searchJobs(database.db, toInput(body));
        times.push(performance.now() - started);
        total = result.total;
        rows = result.rows.length;
      }
      times.sort((a, b) => a - b);
      all.push(...times.slice(1));
      const median = times[Math.floor(times.length / 2)];
      process.stdout.write(
        `${median.toFixed(1).padStart(7)} ms  max ${times[times.length - 1].toFixed(1).padStart(7)}  total ${String(total).padStart(5)}  rows ${String(rows).padStart(2)}  ${JSON.stringify(body)}\n`,
      );
    }
    all.sort((a, b) => a - b);
    const at = (q: number) => all[Math.min(all.length - 1, Math.floor(q * all.length))].toFixed(1);
    process.stdout.write(
      `all: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, mean ${(all.reduce((a, b) => a + b, 0) / all.length).toFixed(1)} ms\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
