import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, migrationsFolder, openDatabase } from '../client';

/** Which database kind the suite runs on: TEST_DB=pglite (default) or postgres. */
export const testDbKind = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
export const testServerUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A hash of the migrations, so a template built from older migrations is never reused. */
function migrationsHash(): string {
  const dir = migrationsFolder();
  const hash = createHash('sha256');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

let templateReady: Promise<string> | null = null;

/**
 * Builds (once per migrations version) a migrated template database on the
 * server; each test database is a cheap copy of it. An advisory lock keeps
 * parallel test workers from building it twice.
 */
function ensureTemplate(): Promise<string> {
  templateReady ??= (async () => {
    const name = `jobbridge_tpl_${migrationsHash()}`;
    const admin = new pg.Client({ connectionString: testServerUrl() });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(424242)');
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) {
        await admin.query(`create database "${name}"`);
        const database = await openDatabase({ url: withDatabase(testServerUrl(), name), poolSize: 1 });
        try {
          await database.migrate();
        } catch (error) {
          await database.close();
          await admin.query(`drop database if exists "${name}"`);
          throw error;
        }
        await database.close();
      }
      await admin.query('select pg_advisory_unlock(424242)');
    } finally {
      await admin.end();
    }
    return name;
  })();
  return templateReady;
}

/** PGlite's version: a dump is opened only by the version that wrote it. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

let pgliteTemplate: Promise<Uint8Array> | null = null;

/**
 * The migrated, empty PGlite database as a tar, built once per migrations
 * version and kept in the system's temporary folder for the other test
 * workers and later runs. A new in-memory PGlite runs initdb (about 2.5 s on
 * two cores) and then the migrations (0.5 s); opened from this dump it takes
 * about 0.6 s, and the suite opens a few hundred.
 */
function pgliteTemplateDump(): Promise<Uint8Array> {
  pgliteTemplate ??= (async () => {
    const file = path.join(os.tmpdir(), `jobbridge-pglite-${pgliteVersion()}-${migrationsHash()}.tar`);
    if (existsSync(file)) return new Uint8Array(readFileSync(file));
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await database.migrate();
      if (!database.dump) throw new Error('an embedded database has dump()');
      const dump = await database.dump();
      // Written whole, then renamed: a worker reading it never sees half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, dump);
      renameSync(partial, file);
      return dump;
    } finally {
      await database.close();
    }
  })();
  return pgliteTemplate;
}

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite, or a
 * new database on the PostgreSQL server copied from the template (dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  if (testDbKind() === 'pglite') {
    return openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplateDump() });
  }
  const template = await ensureTemplate();
  const name = `jobbridge_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: withDatabase(testServerUrl(), name), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testServerUrl() });
      await cleanup.connect();
      try {
        // pool.end() resolves before the server has closed its backends; dropping
        // with (force) then would kill them and surface as an unhandled error.
        for (let i = 0; i < 50; i++) {
          const open = await cleanup.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
            name,
          ]);
          if (open.rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
