import { apartFromRequests, type Db, jobs, jobViews, users } from '@jobbridge/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/** A column's name as the database knows it (the schema's key may differ: job_views.viewed_at is created_at). */
const column = (c: { name: string }) => sql.identifier(c.name);

/** How long views of job pages gather in memory before one statement adds them (decision 0040). */
export const JOB_VIEW_FLUSH_MS = 2_000;

/**
 * Page views of jobs (the HR system's `views`), counted in memory and added
 * to the jobs table in one statement every JOB_VIEW_FLUSH_MS, and when the
 * server closes. A busy job page then costs no write per reader and no wait
 * on its row's lock; a crash loses at most the last seconds of views.
 * A signed-in reader's own view (their recently viewed jobs, `job_views`)
 * gathers the same way (decision 0045): the page no longer waits for a write.
 */
export class JobViewCounter {
  private pending = new Map<number, number>();
  /** The latest view of each reader and job, by `${user_id}:${job_id}`. */
  private readers = new Map<string, { userId: number; jobId: number; at: Date }>();
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
    this.schedule();
  }

  /** A signed-in user read the job's page (kept as their latest view of it). */
  addReader(userId: number, jobId: number): void {
    this.readers.set(`${userId}:${jobId}`, { userId, jobId, at: new Date() });
    this.schedule();
  }

  private schedule(): void {
    if (this.timer) return;
    // Started by whichever page read first, the write is nobody's request (arrival-order.ts).
    this.timer = apartFromRequests(() => setTimeout(() => void this.flush(), this.flushMs));
    this.timer.unref();
  }

  /** Adds what has gathered; resolves once it is written (or, failing, logged and dropped). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0 && this.readers.size === 0) return this.writing;
    const batch = [...this.pending];
    const readers = [...this.readers.values()];
    this.pending = new Map();
    this.readers = new Map();
    // One write at a time, in order.
    this.writing = this.writing.then(async () => {
      if (batch.length > 0) await this.write(batch);
      if (readers.length > 0) await this.writeReaders(readers);
    });
    return this.writing;
  }

  /** Each reader's latest view; a user or job deleted meanwhile is skipped, not an error. */
  private async writeReaders(readers: { userId: number; jobId: number; at: Date }[]): Promise<void> {
    const rows = sql.join(
      readers.map(
        ({ userId, jobId, at }) => sql`(${userId}::bigint, ${jobId}::bigint, ${at.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    try {
      await this.db().execute(
        sql`insert into ${jobViews} (${column(jobViews.user_id)}, ${column(jobViews.job_id)}, ${column(jobViews.viewed_at)})
            select v.user_id, v.job_id, v.at from (values ${rows}) as v(user_id, job_id, at)
            where exists (select 1 from ${users} where ${users}.${column(users.user_id)} = v.user_id)
              and exists (select 1 from ${jobs} where ${jobs}.${column(jobs.job_id)} = v.job_id)
            on conflict (${column(jobViews.user_id)}, ${column(jobViews.job_id)}) do update
            set ${column(jobViews.viewed_at)} = greatest(${jobViews}.${column(jobViews.viewed_at)}, excluded.${column(jobViews.viewed_at)})`,
      );
    } catch (error) {
      // A lost view never fails a page.
      this.log.warn({ err: error, views: readers.length }, 'recent job views not recorded');
    }
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
