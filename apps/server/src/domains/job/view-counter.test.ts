/**
 * Job page views gather in memory and are added in one statement (decision
 * 0040): nothing is written per read, every read is counted once, and what
 * is pending is written when the server closes.
 */
import { jobs } from '@jobbridge/db';
import { buildBasicConfig, buildCompany, buildJob } from '@jobbridge/db/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
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
});
