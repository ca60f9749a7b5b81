/**
 * companies.open_jobs is kept by the jobs table's triggers (migration 0017,
 * decision 0039): every way a job opens, closes, moves or goes keeps it equal
 * to a real count, on both databases.
 */
import { companies, jobs } from '@jobbridge/db';
import { buildBasicConfig, buildCompany, buildJob } from '@jobbridge/db/testing';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await buildBasicConfig(t.database.db);
});
afterAll(() => t.close());

/** The kept figure and a real count, for each company. */
async function figures(ids: number[]) {
  const db = t.database.db;
  const kept = await db
    .select({ company_id: companies.company_id, n: companies.open_jobs })
    .from(companies)
    .where(inArray(companies.company_id, ids));
  const counted = await Promise.all(
    ids.map(async (id) => {
      const [row] = await db
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.company_id, id), eq(jobs.status, 'open')));
      return row.n;
    }),
  );
  return ids.map((id, i) => ({ kept: kept.find((row) => row.company_id === id)?.n, counted: counted[i] }));
}

describe('open jobs kept per company', () => {
  it('follows jobs opened, closed, reopened, moved and deleted, one at a time and in bulk', async () => {
    const db = t.database.db;
    const a = await buildCompany(db, { eng_brand_name: 'Counted A' });
    const b = await buildCompany(db, { eng_brand_name: 'Counted B' });
    const ids = [a.company_id, b.company_id];
    const expectCounts = async (na: number, nb: number) =>
      expect(await figures(ids)).toEqual([
        { kept: na, counted: na },
        { kept: nb, counted: nb },
      ]);

    const first = await buildJob(db, { company_id: a.company_id });
    await buildJob(db, { company_id: a.company_id, status: 'draft' });
    await expectCounts(1, 0);

    // One statement inserting several jobs of both companies.
    const template = await db.select().from(jobs).where(eq(jobs.job_id, first.job_id));
    const { job_id: _id, ...copy } = template[0];
    await db.insert(jobs).values([
      { ...copy, company_id: a.company_id },
      { ...copy, company_id: b.company_id },
      { ...copy, company_id: b.company_id },
      { ...copy, company_id: b.company_id, status: 'closed' },
    ]);
    await expectCounts(2, 2);

    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.job_id, first.job_id));
    await expectCounts(1, 2);
    await db.update(jobs).set({ status: 'open' }).where(eq(jobs.job_id, first.job_id));
    await expectCounts(2, 2);
    // Opening all of a company's jobs in one statement opens its draft too.
    await db.update(jobs).set({ status: 'open' }).where(eq(jobs.company_id, a.company_id));
    await expectCounts(3, 2);
    // An update that touches neither status nor company changes nothing.
    await db.update(jobs).set({ views: 5 }).where(eq(jobs.company_id, a.company_id));
    await expectCounts(3, 2);
    await db.update(jobs).set({ company_id: b.company_id }).where(eq(jobs.job_id, first.job_id));
    await expectCounts(2, 3);
    // Closing many in one statement.
    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.company_id, b.company_id));
    await expectCounts(2, 0);
    await db.delete(jobs).where(eq(jobs.company_id, a.company_id));
    await expectCounts(0, 0);
  });

  it('lets a company with open jobs be deleted', async () => {
    const db = t.database.db;
    const gone = await buildCompany(db, { eng_brand_name: 'Gone Ltd' });
    await buildJob(db, { company_id: gone.company_id });
    await db.delete(companies).where(eq(companies.company_id, gone.company_id));
    expect(await db.select().from(jobs).where(eq(jobs.company_id, gone.company_id))).toEqual([]);
  });
});
