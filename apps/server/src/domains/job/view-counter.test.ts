/**
 * Job page views gather in memory and are added in one statement (decision
 * 0040): nothing is written per read, every read is counted once, and what
 * is pending is written when the server closes.
 */
import { currentArrival, inArrivalOrder, jobs, jobViews, users } from '@jobbridge/db';
import { buildBasicConfig, buildCompany, buildJob } from '@jobbridge/db/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { post } from '../account/test-kit';
import { JobViewCounter } from './view-counter';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await buildBasicConfig(t.database.db);
});
afterAll(() => t?.close());

const viewsOf = async (ids: number[]) =>
  (await t.database.db.select({ id: jobs.job_id, views: jobs.views }).from(jobs).where(inArray(jobs.job_id, ids)))
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((row) => row.views);

describe('job page views', () => {
  it('counts each read of a job page once, written together a moment later', async () => {
    const company = await buildCompany(t.database.db);
    const [a, b] = [
      await buildJob(t.database.db, { company_id: company.company_id }),
      await buildJob(t.database.db, { company_id: company.company_id }),
    ];
    const read = (jobId: number) => post(t.app, 'job/getJobInfoByJobID', { job_id: jobId });
    await Promise.all([read(a.job_id), read(a.job_id), read(a.job_id), read(b.job_id)]);
    // Not written per read.
    expect(await viewsOf([a.job_id, b.job_id])).toEqual([0, 0]);
    await t.app.jobViews.flush();
    expect(await viewsOf([a.job_id, b.job_id])).toEqual([3, 1]);
    await t.app.jobViews.flush(); // nothing pending: nothing added twice
    expect(await viewsOf([a.job_id, b.job_id])).toEqual([3, 1]);
  });

  it('writes on its own after the flush interval, and what is pending when asked to close', async () => {
    const company = await buildCompany(t.database.db);
    const job = await buildJob(t.database.db, { company_id: company.company_id });
    const counter = new JobViewCounter(() => t.database.db, t.app.log, 50);
    counter.add(job.job_id);
    counter.add(job.job_id);
    await expect.poll(() => viewsOf([job.job_id])).toEqual([2]);
    counter.add(job.job_id);
    await counter.flush();
    expect(await viewsOf([job.job_id])).toEqual([3]);
    // A job deleted meanwhile is skipped, not an error.
    counter.add(job.job_id);
    await t.database.db.delete(jobs).where(eq(jobs.job_id, job.job_id));
    await counter.flush();
    expect(await viewsOf([job.job_id])).toEqual([]);
  });

  it("writes as nobody's request: the page that started the wait lends it no early arrival (decision 0076)", async () => {
    const company = await buildCompany(t.database.db);
    const job = await buildJob(t.database.db, { company_id: company.company_id });
    const arrivals: (number | undefined)[] = [];
    const db = () => {
      arrivals.push(currentArrival());
      return t.database.db;
    };
    const counter = new JobViewCounter(db, t.app.log, 20);
    inArrivalOrder(1, () => counter.add(job.job_id));
    await expect.poll(() => viewsOf([job.job_id])).toEqual([1]);
    expect(arrivals.length).toBeGreaterThan(0);
    expect(arrivals.every((at) => at === undefined)).toBe(true);
  });

  it("keeps a signed-in reader's latest view of each job, written with the counts, not during the page", async () => {
    const company = await buildCompany(t.database.db);
    const [a, b] = [
      await buildJob(t.database.db, { company_id: company.company_id }),
      await buildJob(t.database.db, { company_id: company.company_id }),
    ];
    const reader = await signedInUser(t.database);
    const gone = await signedInUser(t.database);
    const mine = () =>
      t.database.db
        .select({ job_id: jobViews.job_id, at: jobViews.viewed_at })
        .from(jobViews)
        .where(eq(jobViews.user_id, reader.user.user_id));
    const read = (jobId: number, cookie: string) => post(t.app, 'job/getJobInfoByJobID', { job_id: jobId }, { cookie });
    await Promise.all([read(a.job_id, reader.cookie), read(a.job_id, reader.cookie), read(b.job_id, reader.cookie)]);
    await read(a.job_id, gone.cookie);
    expect(await mine()).toEqual([]);
    // A reader whose account is deleted before the write is skipped; the others' views are kept.
    await t.database.db.delete(users).where(eq(users.user_id, gone.user.user_id));
    await t.app.jobViews.flush();
    const first = await mine();
    expect(first.map((row) => row.job_id).sort()).toEqual([a.job_id, b.job_id].sort());
    // Read again: still one row a job, with the later time.
    await read(a.job_id, reader.cookie);
    await t.app.jobViews.flush();
    const again = await mine();
    expect(again).toHaveLength(2);
    const at = (rows: typeof first) => rows.find((row) => row.job_id === a.job_id)?.at.getTime() ?? 0;
    expect(at(again)).toBeGreaterThanOrEqual(at(first));
  });
});
