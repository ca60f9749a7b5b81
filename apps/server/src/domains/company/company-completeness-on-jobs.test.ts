/**
 * jobs.company_completeness is a copy of the company's completeness kept by
 * triggers (migration 0024, decision 0078), read by ranked search: every way a
 * job is written or its company changes keeps it equal to the company's
 * figure, on both databases.
 */
import { companies, jobs } from '@jobbridge/db';
import { buildBasicConfig, buildCompany, buildJob } from '@jobbridge/db/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await buildBasicConfig(t.database.db);
});
afterAll(() => t.close());

/** Each job's kept figure beside its company's own, by job id. */
async function copies(ids: number[]) {
  const rows = await t.database.db
    .select({ job_id: jobs.job_id, kept: jobs.company_completeness, company: companies.completeness })
    .from(jobs)
    .innerJoin(companies, eq(companies.company_id, jobs.company_id))
    .where(inArray(jobs.job_id, ids));
  return ids.map((id) => rows.find((row) => row.job_id === id));
}

const setCompleteness = (company_id: number, completeness: number) =>
  t.database.db.update(companies).set({ completeness }).where(eq(companies.company_id, company_id));

describe("the company's completeness kept on its jobs", () => {
  it('is taken on insert, one at a time and in bulk, whatever the insert says', async () => {
    const db = t.database.db;
    const a = await buildCompany(db, { completeness: 91 });
    const b = await buildCompany(db, { completeness: 42 });
    const first = await buildJob(db, { company_id: a.company_id });
    const [template] = await db.select().from(jobs).where(eq(jobs.job_id, first.job_id));
    const { job_id: _id, ...copy } = template;
    const bulk = await db
      .insert(jobs)
      .values([
        { ...copy, company_id: b.company_id, company_completeness: 99 },
        { ...copy, company_id: a.company_id, company_completeness: 0 },
      ])
      .returning({ job_id: jobs.job_id });
    expect(await copies([first.job_id, ...bulk.map((row) => row.job_id)])).toEqual([
      { job_id: first.job_id, kept: 91, company: 91 },
      { job_id: bulk[0].job_id, kept: 42, company: 42 },
      { job_id: bulk[1].job_id, kept: 91, company: 91 },
    ]);
  });

  it("follows the company's changes and a job moved to another company", async () => {
    const db = t.database.db;
    const a = await buildCompany(db, { completeness: 60 });
    const b = await buildCompany(db, { completeness: 85 });
    const [one, two] = [
      await buildJob(db, { company_id: a.company_id }),
      await buildJob(db, { company_id: a.company_id }),
    ];
    const other = await buildJob(db, { company_id: b.company_id });
    const ids = [one.job_id, two.job_id, other.job_id];

    await setCompleteness(a.company_id, 88);
    expect((await copies(ids)).map((row) => row?.kept)).toEqual([88, 88, 85]);

    await db.update(jobs).set({ company_id: b.company_id }).where(eq(jobs.job_id, two.job_id));
    expect((await copies(ids)).map((row) => row?.kept)).toEqual([88, 85, 85]);

    await setCompleteness(b.company_id, 30);
    expect((await copies(ids)).map((row) => row?.kept)).toEqual([88, 30, 30]);

    // An edit of the job that leaves its company alone keeps the copy, and cannot set it.
    await db.update(jobs).set({ headcount: 3, company_completeness: 0 }).where(eq(jobs.job_id, one.job_id));
    expect((await copies([one.job_id]))[0]).toMatchObject({ kept: 88, company: 88 });
  });
});
