import { applications, jobAlerts, jobViews } from '@jobbridge/db';
import { buildBasicConfig, buildJob } from '@jobbridge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { post } from '../account/test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await buildBasicConfig(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

describe('account/getUserDashBoard', () => {
  it('counts applications per status, shows strength, recent views and recommendations', async () => {
    const me = await signedInUser(t.database, { status: 2 });
    const jobs = await Promise.all(
      ['Teacher', 'Nurse', 'Chef'].map((position_en, i) =>
        buildJob(t.database.db, { position_en, industry: 'education', create_time: new Date(Date.now() - i * 60_000) }),
      ),
    );
    const matching = await buildJob(t.database.db, {
      position_en: 'Golang Developer',
      industry: 'internet',
      minimum_salary: 40,
      maximum_salary: 60,
      create_time: new Date(Date.now() - 3_600_000),
    });
    const draft = await buildJob(t.database.db, { status: 'draft' });
    await t.database.db.insert(applications).values([
      { user_id: me.user.user_id, job_id: jobs[0].job_id, status: 1 },
      { user_id: me.user.user_id, job_id: jobs[1].job_id, status: 3 },
    ]);
    await t.database.db.insert(jobViews).values([
      { user_id: me.user.user_id, job_id: jobs[2].job_id, viewed_at: new Date(Date.now() - 1000) },
      { user_id: me.user.user_id, job_id: jobs[0].job_id, viewed_at: new Date() },
      { user_id: me.user.user_id, job_id: draft.job_id },
    ]);
    await t.database.db.insert(jobAlerts).values({ user_id: me.user.user_id, job_title: 'golang' });
    await post(t.app, 'resume/updSummary', { summary: 'Hello' }, { cookie: me.cookie });

    const res = await post(t.app, 'account/getUserDashBoard', {}, { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.applications).toEqual({ '1': 1, '2': 0, '3': 1, '4': 0, '5': 0 });
    expect(data.strength).toEqual({
      percent: 35,
      done: ['summary', 'emailVerified'],
      missing: ['workExperience', 'education', 'avatar', 'responsibilities', 'language', 'birthDate'],
    });
    expect(data.recent_views.map((job: { job_id: number }) => job.job_id)).toEqual([jobs[0].job_id, jobs[2].job_id]);
    const recommended = data.recommended.map((job: { job_id: number }) => job.job_id);
    expect(recommended[0]).toBe(matching.job_id);
    expect(recommended).not.toContain(jobs[0].job_id);
    expect(recommended).not.toContain(jobs[1].job_id);
    expect(recommended).not.toContain(draft.job_id);
    expect(recommended.length).toBeLessThanOrEqual(6);
    expect(new Set(recommended).size).toBe(recommended.length);
  });

  it('needs a session', async () => {
    expect((await post(t.app, 'account/getUserDashBoard', {})).json().code).toBe(4001);
  });
});
