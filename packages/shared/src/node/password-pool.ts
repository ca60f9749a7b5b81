import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type DeriveKey, deriveOnLibuv, SCRYPT_MAX_MEM } from './password-hash';
import { PasswordPoolUnavailable } from './password-pool-errors';

/**
 * Password hashing in its own bounded pool of worker threads (decision 0012).
 *
 * scrypt with N = 2^17, r = 8 costs hundreds of milliseconds of CPU and
 * 128 MiB. Node's asynchronous scrypt runs on libuv's thread pool (4 threads),
 * the same threads that read files and compress responses: a few concurrent
 * sign-ins held every page behind them. Here each job runs synchronously on
 * one of `threads` worker threads (password-worker.mjs); at most `queue` jobs
 * wait their turn, and one more is refused at once with
 * PasswordPoolUnavailable('busy'), which the server answers 503 + Retry-After.
 *
 * Threads start on the first job and stay; an idle thread does not keep the
 * process alive. A thread that dies fails its job and is replaced on the next.
 * On Linux the threads run at a lower priority than the event loop
 * (PASSWORD_THREAD_NICE).
 */

export interface PasswordPoolOptions {
  /** Worker threads (>= 1). */
  threads: number;
  /** Jobs that may wait for a free thread; one more is refused. */
  queue: number;
  /** The worker's file; defaults to password-worker.mjs next to this module (or the bundle that compiled it in). */
  file?: URL | string;
  /** Nice value of the threads on Linux (0-19; default PASSWORD_THREAD_NICE): higher yields the CPU to the event loop. */
  nice?: number;
}

/**
 * On Linux the pool's threads run at nice 10: when they compete with the
 * event loop for a core, the event loop gets about nine tenths of it, so
 * pages keep their pace and hashing takes the rest (and the idle cores).
 */
export const PASSWORD_THREAD_NICE = 10;

/** Threads by default: half the cores, at least one, so the event loop and libuv keep the rest. */
export const defaultPasswordThreads = (cores = availableParallelism()): number => Math.max(1, Math.floor(cores / 2));
/** Waiting jobs by default: 8 per thread, about 3 to 6 s of scrypt on today's cores. */
export const defaultPasswordQueue = (threads: number): number => 8 * Math.max(1, threads);

/** The worker's source, next to this module (or next to the bundle that compiled it in). */
export const passwordWorkerFile = () => new URL('./password-worker.mjs', import.meta.url);

interface Job {
  id: number;
  secret: string;
  salt: Buffer;
  N: number;
  r: number;
  p: number;
  keyBytes: number;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  startedAt: number;
}

type Reply = { id: number; ok: true; key: Uint8Array } | { id: number; ok: false; message: string };

export interface PasswordPoolStats {
  threads: number;
  running: number;
  queued: number;
  /** Jobs refused because the queue was full, since the pool was made. */
  refused: number;
}

export class PasswordHashPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 1;
  private closed = false;
  private refused = 0;
  /** Moving average of a job's time on its thread, for Retry-After (starts at a typical scrypt). */
  private averageMs = 500;
  readonly threads: number;
  readonly queueLimit: number;
  private readonly file: URL | string;
  private readonly nice: number;

  constructor(options: PasswordPoolOptions) {
    if (!(Number.isInteger(options.threads) && options.threads >= 1)) throw new Error('threads must be >= 1');
    if (!(Number.isInteger(options.queue) && options.queue >= 0)) throw new Error('queue must be >= 0');
    this.threads = options.threads;
    this.queueLimit = options.queue;
    this.file = options.file ?? passwordWorkerFile();
    this.nice = options.nice ?? PASSWORD_THREAD_NICE;
  }

  /** scrypt on the pool: a DeriveKey for hashPassword and verifyPassword. */
  readonly derive: DeriveKey = (secret, salt, logN, r, p, keyBytes) => {
    if (this.closed) return Promise.reject(new PasswordPoolUnavailable('closed', 1));
    return new Promise<Buffer>((resolve, reject) => {
      const job: Job = { id: this.nextId++, secret, salt, N: 2 ** logN, r, p, keyBytes, resolve, reject };
      const slot = this.freeSlot();
      if (slot) return this.run(slot, job);
      if (this.waiting.length >= this.queueLimit) {
        this.refused += 1;
        return reject(new PasswordPoolUnavailable('busy', this.retryAfterSeconds()));
      }
      this.waiting.push(job);
    });
  };

  /**
   * The refusal a job would get now (every thread busy and the queue full), or null when it
   * would be taken: lets a caller refuse before doing the work that leads to a hash.
   */
  refusal(): PasswordPoolUnavailable | null {
    if (this.closed) return new PasswordPoolUnavailable('closed', 1);
    if (this.freeSlotAvailable() || this.waiting.length < this.queueLimit) return null;
    return new PasswordPoolUnavailable('busy', this.retryAfterSeconds());
  }

  stats(): PasswordPoolStats {
    return {
      threads: this.threads,
      running: this.slots.filter((slot) => slot.job).length,
      queued: this.waiting.length,
      refused: this.refused,
    };
  }

  /** Refuses what waits, ends the threads (a running job fails) and refuses every later job. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new PasswordPoolUnavailable('closed', 1));
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      slot.job?.reject(new PasswordPoolUnavailable('closed', 1));
      slot.job = null;
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  /** A fair wait: the work ahead (running and waiting jobs) spread over the threads, at least 1 s. */
  private retryAfterSeconds(): number {
    const ahead = this.waiting.length + this.slots.filter((slot) => slot.job).length;
    return Math.max(1, Math.ceil((ahead * this.averageMs) / this.threads / 1000));
  }

  private freeSlotAvailable(): boolean {
    return this.slots.length < this.threads || this.slots.some((slot) => !slot.job);
  }

  private freeSlot(): Slot | null {
    const idle = this.slots.find((slot) => !slot.job);
    if (idle) return idle;
    if (this.slots.length < this.threads) return this.spawn();
    return null;
  }

  private spawn(): Slot {
    const worker = new Worker(this.file, { workerData: { nice: this.nice } });
    const slot: Slot = { worker, job: null, startedAt: 0 };
    worker.on('message', (reply: Reply) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - slot.startedAt);
      slot.job = null;
      if (reply.ok) job.resolve(Buffer.from(reply.key.buffer, reply.key.byteOffset, reply.key.byteLength));
      else job.reject(new Error(reply.message));
      this.next(slot);
    });
    const lost = (error: Error) => {
      const at = this.slots.indexOf(slot);
      if (at < 0) return;
      this.slots.splice(at, 1);
      slot.job?.reject(new PasswordPoolUnavailable('failed', 1, `password hash thread failed: ${error.message}`));
      slot.job = null;
      void worker.terminate();
      // The jobs that wait get a new thread.
      const job = this.waiting.shift();
      if (job && !this.closed) {
        const replacement = this.freeSlot();
        if (replacement) this.run(replacement, job);
        else this.waiting.unshift(job);
      }
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`exit code ${code}`)));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private run(slot: Slot, job: Job): void {
    slot.job = job;
    slot.startedAt = performance.now();
    // A thread at work keeps the process alive; an idle one does not.
    slot.worker.ref();
    slot.worker.postMessage({
      id: job.id,
      secret: job.secret,
      salt: job.salt,
      N: job.N,
      r: job.r,
      p: job.p,
      keyBytes: job.keyBytes,
      maxmem: SCRYPT_MAX_MEM,
    });
  }

  private next(slot: Slot): void {
    const job = this.waiting.shift();
    if (job) this.run(slot, job);
    else slot.worker.unref();
  }
}

/**
 * Where password hashing runs: a pool of `threads` worker threads, or with
 * threads = 0 libuv's shared pool as before the pool existed (no bound; only
 * to compare, as the sign-in storm benchmark does).
 */
export interface PasswordHasher {
  derive: DeriveKey;
  refusal(): PasswordPoolUnavailable | null;
  stats(): PasswordPoolStats;
  close(): Promise<void>;
}

export function createPasswordHasher(options: PasswordPoolOptions): PasswordHasher {
  if (options.threads === 0) {
    return {
      derive: deriveOnLibuv,
      refusal: () => null,
      stats: () => ({ threads: 0, running: 0, queued: 0, refused: 0 }),
      close: async () => {},
    };
  }
  return new PasswordHashPool(options);
}
