/**
 * Fills a database with generated bilingual jobs for benchmarks.
 *
 *   npm run build -w @jobbridge/bench        (bundles bench/src/*.ts into bench/dist/)
 *   node bench/dist/generate-jobs.mjs 100000 --url postgres://postgres@127.0.0.1:5432/bench
 *   node bench/dist/generate-jobs.mjs 100000 --data-dir ./data/bench-pg --demo
 *
 * Options: [count] (default 100000), --url URL | --data-dir DIR (default memory://),
 * --seed N (default 1), --batch N (default 500), --concurrency N (batches in flight;
 * default 3 on a server, 1 on PGlite), --demo (load the demo data set first,
 * otherwise only the reference data). Benchmarks can also import `fillJobs`.
 * After loading, the jobs table is vacuumed and analyzed (what autovacuum
 * does on a server; PGlite has no autovacuum).
 */

import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Database, generateJobs, openDatabase, seedDemoData, seedReferenceData } from '@jobbridge/db';
import { sql } from 'drizzle-orm';

// bench/src or bench/dist: the migrations are in packages/db, whatever the working directory.
process.env.MIGRATIONS_DIR ??= path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/db/migrations',
);

export interface FillOptions {
  count: number;
  url?: string;
  dataDir?: string;
  seed?: number;
  batchSize?: number;
  /** Batches in flight (default 3 on a server, 1 on PGlite). */
  concurrency?: number;
  demo?: boolean;
  log?: (line: string) => void;
}

/** Opens (and migrates) a database and fills it; the caller closes it. */
export async function fillJobs(options: FillOptions): Promise<{ database: Database; inserted: number; ms: number }> {
  const log = options.log ?? (() => {});
  const database = await openDatabase(options.url ? { url: options.url } : { dataDir: options.dataDir ?? 'memory://' });
  await database.migrate();
  if (options.demo) {
    const demo = await seedDemoData(database);
    log(
      `demo data: ${demo.seeded ? `${demo.jobs} jobs, ${demo.companies} companies in ${demo.ms} ms` : 'already there'}`,
    );
  } else {
    await seedReferenceData(database.db);
  }
  const step = Math.max(options.batchSize ?? 500, Math.round(options.count / 10));
  let next = step;
  const result = await generateJobs(database.db, options.count, {
    seed: options.seed ?? 1,
    batchSize: options.batchSize,
    concurrency: options.concurrency ?? (database.kind === 'postgres' ? 3 : 1),
    onProgress: (n) => {
      if (n >= next || n === options.count) {
        log(`  ${n} jobs`);
        next += step;
      }
    },
  });
  // Fresh statistics and visibility map, as autovacuum would leave them.
  await database.db.execute(sql`vacuum analyze`);
  return { database, inserted: result.inserted, ms: result.ms };
}

function parseArgs(argv: string[]): FillOptions {
  const options: FillOptions = { count: 100_000 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--url') options.url = value();
    else if (arg === '--data-dir') options.dataDir = value();
    else if (arg === '--seed') options.seed = Number(value());
    else if (arg === '--batch') options.batchSize = Number(value());
    else if (arg === '--concurrency') options.concurrency = Number(value());
    else if (arg === '--demo') options.demo = true;
    else if (/^\d+$/.test(arg)) options.count = Number(arg);
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const target = options.url ? options.url.replace(/\/\/[^@/]*@/, '//***@') : (options.dataDir ?? 'memory://');
  log(`generating ${options.count} jobs into ${target}`);
  const started = performance.now();
  const { database, inserted, ms } = await fillJobs({ ...options, log });
  await database.close();
  const total = Math.round(performance.now() - started);
  log(
    `inserted ${inserted} jobs in ${ms} ms (${Math.round((inserted / ms) * 1000)} jobs/s); ${total} ms with open and migrate`,
  );
}

// Run as a script only (bundled into another benchmark, this module must stay quiet).
const script = process.argv[1];
if (script && /generate-jobs\.(ts|mjs|js)$/.test(script) && import.meta.url === pathToFileURL(script).href) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
