import { type Db, jobs } from '@jobbridge/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/** How long views of job pages gather in memory before one statement adds them (decision 0040). */
export const JOB_VIEW_FLUSH_MS = 2_000;

/**
 * Page views of jobs (the HR system's `views`), counted in memory and added
 * to the jobs table in one statement every JOB_VIEW_FLUSH_MS, and when the
 * server closes. A busy job page then costs no write per reader and no wait
 * on its row's lock; a crash loses at most the last seconds of views.
 */
export class JobViewCounter {
  private pending = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: () => Db,
    private readonly log: FastifyBaseLogger,
    private readonly flushMs = JOB_VIEW_FLUSH_MS,
  ) {}

  /** One read of a job's page. */
  add(jobId: number): void {
    this.pending.set(jobId, (this.pending.get(jobId) ?? 0) + 1);
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  /** Adds what has gathered; resolves once it is written (or, failing, logged and dropped). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return this.writing;
    const batch = [...this.pending];
    this.pending = new Map();
    // One write at a time, in order.
    this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  private async write(batch: [jobId: number, views: number][]): Promise<void> {
    const rows = sql.join(
      batch.map(([jobId, views]) => sql`(${jobId}::bigint, ${views}::int)`),
      sql`, `,
    );
    try {
      await this.db().execute(
        sql`update ${jobs} set "views" = ${jobs.views} + v.n from (values ${rows}) as v(job_id, n) where ${jobs.job_id} = v.job_id`,
      );
    } catch (error) {
      // A lost count never fails a page.
      this.log.warn({ err: error, jobs: batch.length }, 'job views not counted');
    }
  }
}
