import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPasswordForTransport } from '../rules/password';
import { deriveOnLibuv, hashPassword, unmatchableHash, verifyPassword } from './password-hash';
import {
  createPasswordHasher,
  defaultPasswordQueue,
  defaultPasswordThreads,
  PASSWORD_THREAD_NICE,
  PasswordHashPool,
} from './password-pool';
import { PasswordPoolUnavailable } from './password-pool-errors';

const gzipAsync = promisify(gzip);
const SALT = Buffer.alloc(16, 1);
/** log2 N of the ordering tests: a quarter of the stored cost, still far longer than a file read. */
const L = 15;
/** Work that needs libuv's thread pool: a file read, then compression (what a page response does). */
const libuvWork = async () => gzipAsync(await readFile(fileURLToPath(import.meta.url)));

let pools: PasswordHashPool[] = [];
const pool = (threads: number, queue: number) => {
  const made = new PasswordHashPool({ threads, queue });
  pools.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(pools.map((made) => made.close()));
  pools = [];
});

describe('password hash pool', () => {
  it('hashes and verifies like libuv does, with the same stored format', async () => {
    const hashes = pool(1, 4);
    const transported = await hashPasswordForTransport('Demo1234!');
    const stored = await hashPassword(transported, hashes.derive);
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$/);
    // Either side can check what the other made.
    expect(await verifyPassword(transported, stored)).toBe(true);
    expect(await verifyPassword(transported, stored, hashes.derive)).toBe(true);
    const key = await hashes.derive('s', SALT, 10, 8, 1, 32);
    expect(key.equals(await deriveOnLibuv('s', SALT, 10, 8, 1, 32))).toBe(true);
  });

  it('runs one job per thread, queues up to its bound and refuses the next at once', async () => {
    const hashes = pool(1, 2);
    const settled: string[] = [];
    const track = (name: string, job: Promise<unknown>) =>
      job.then(
        () => settled.push(`${name} done`),
        (error) => settled.push(`${name} ${error instanceof PasswordPoolUnavailable ? error.reason : 'error'}`),
      );
    // Each job takes tens to hundreds of milliseconds on its thread.
    const jobs = [1, 2, 3, 4].map((n) => track(`job${n}`, hashes.derive(`secret${n}`, SALT, L, 8, 1, 32)));
    expect(hashes.stats()).toMatchObject({ threads: 1, running: 1, queued: 2, refused: 1 });
    await jobs[3];
    // The fourth was refused before any accepted job finished.
    expect(settled).toEqual(['job4 busy']);
    await Promise.all(jobs);
    expect(settled).toEqual(['job4 busy', 'job1 done', 'job2 done', 'job3 done']);
    expect(hashes.stats()).toMatchObject({ running: 0, queued: 0, refused: 1 });
  });

  it('tells beforehand whether a job would be refused', async () => {
    const hashes = pool(1, 1);
    expect(hashes.refusal()).toBeNull();
    const running = hashes.derive('a', SALT, L, 8, 1, 32);
    expect(hashes.refusal()).toBeNull();
    const queued = hashes.derive('b', SALT, L, 8, 1, 32);
    expect(hashes.refusal()).toMatchObject({ reason: 'busy' });
    await Promise.all([running, queued]);
    expect(hashes.refusal()).toBeNull();
    await hashes.close();
    expect(hashes.refusal()).toMatchObject({ reason: 'closed' });
  });

  it('gives the refusal a Retry-After of at least one second that grows with the work ahead', async () => {
    const hashes = pool(1, 3);
    const accepted = [1, 2, 3, 4].map((n) => hashes.derive(`s${n}`, SALT, L, 8, 1, 32));
    const refusal = await hashes.derive('late', SALT, L, 8, 1, 32).catch((error) => error);
    expect(refusal).toBeInstanceOf(PasswordPoolUnavailable);
    expect(refusal.reason).toBe('busy');
    expect(refusal.retryAfterSeconds).toBeGreaterThanOrEqual(2);
    await Promise.all(accepted);
    const small = pool(1, 0);
    const only = small.derive('s', SALT, L, 8, 1, 32);
    expect(
      (await small.derive('t', SALT, L, 8, 1, 32).catch((error) => error)).retryAfterSeconds,
    ).toBeGreaterThanOrEqual(1);
    await only;
  });

  it('leaves libuv free: file reads and compression finish while hashes still run', async () => {
    const hashes = pool(1, 8);
    let done = 0;
    const jobs = [1, 2, 3, 4].map((n) => hashes.derive(`s${n}`, SALT, L, 8, 1, 32).then(() => done++));
    await libuvWork();
    expect(done, 'hashes finished before the file was read and compressed').toBeLessThan(jobs.length);
    await Promise.all(jobs);
  });

  it("shows why: on libuv's pool, four hashes hold a file read until one of them ends", async () => {
    let done = 0;
    const jobs = [1, 2, 3, 4].map((n) => deriveOnLibuv(`s${n}`, SALT, L, 8, 1, 32).then(() => done++));
    await libuvWork();
    expect(done).toBeGreaterThanOrEqual(1);
    await Promise.all(jobs);
  });

  it('refuses queued and later jobs once closed, and verifyPassword passes the refusal on', async () => {
    const hashes = pool(1, 4);
    const running = hashes.derive('a', SALT, L, 8, 1, 32).catch((error) => error);
    const queued = hashes.derive('b', SALT, L, 8, 1, 32).catch((error) => error);
    await hashes.close();
    expect((await running).reason).toBe('closed');
    expect((await queued).reason).toBe('closed');
    await expect(verifyPassword('x', unmatchableHash(), hashes.derive)).rejects.toBeInstanceOf(PasswordPoolUnavailable);
  });

  it('fails the job of a thread that cannot start, without hanging, and tries a new thread next time', async () => {
    const broken = new PasswordHashPool({
      threads: 1,
      queue: 1,
      file: new URL('./no-such-worker.mjs', import.meta.url),
    });
    pools.push(broken);
    await expect(broken.derive('a', SALT, 10, 8, 1, 32)).rejects.toMatchObject({ reason: 'failed' });
    await expect(broken.derive('b', SALT, 10, 8, 1, 32)).rejects.toMatchObject({ reason: 'failed' });
  });

  it('checks an unmatchable hash with one full scrypt and answers false', async () => {
    const hashes = pool(1, 1);
    const dummy = unmatchableHash();
    expect(dummy).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(dummy).not.toBe(unmatchableHash());
    expect(await verifyPassword('', dummy, hashes.derive)).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'runs its threads below the event loop, leaving the process as it was',
    async () => {
      const niceOfThreads = () =>
        readdirSync('/proc/self/task').map((tid) => {
          const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
        });
      const before = niceOfThreads().filter((nice) => nice === PASSWORD_THREAD_NICE).length;
      const hashes = pool(1, 1);
      await hashes.derive('s', SALT, 10, 8, 1, 32);
      expect(niceOfThreads().filter((nice) => nice === PASSWORD_THREAD_NICE).length).toBe(before + 1);
      expect(getPriority()).toBe(0);
    },
  );

  it('sizes itself from the cores, and runs on libuv with threads = 0', async () => {
    expect(defaultPasswordThreads(1)).toBe(1);
    expect(defaultPasswordThreads(2)).toBe(1);
    expect(defaultPasswordThreads(8)).toBe(4);
    expect(defaultPasswordQueue(1)).toBe(8);
    const libuv = createPasswordHasher({ threads: 0, queue: 0 });
    expect(libuv.derive).toBe(deriveOnLibuv);
    await libuv.close();
  });
});
