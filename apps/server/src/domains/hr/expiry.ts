import type { Db } from '@jobbridge/db';
import type { FastifyBaseLogger } from 'fastify';
import { closeExpiredJobs } from './service';

/** How often open jobs past their apply-by date are closed. */
export const EXPIRY_EVERY_MS = 10 * 60_000;

/**
 * Closes the open jobs whose apply-by date (valid_through) has passed, with
 * closed_reason 'expired' (decision 0022), then tells the caches (`written`).
 * One UPDATE on the partial index jobs_open_valid_through_idx: safe to run on
 * several servers at once (a job is closed once; a second run finds nothing).
 */
export async function runJobExpiry(db: Db, written: () => void, now = new Date()): Promise<number[]> {
  const closed = await closeExpiredJobs(db, now);
  if (closed.length) written();
  return closed;
}

/**
 * Runs the sweep every EXPIRY_EVERY_MS (first after `firstDelayMs`), never
 * twice at once in this process. Answers a function that stops it.
 */
export function scheduleJobExpiry(
  run: () => Promise<number[]>,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  firstDelayMs = 30_000,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const closed = await run();
      if (closed.length) log.info({ closed: closed.length }, 'expired jobs closed');
    } catch (error) {
      log.warn({ err: error }, 'closing expired jobs failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), firstDelayMs).unref();
  const every = setInterval(() => void tick(), EXPIRY_EVERY_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
