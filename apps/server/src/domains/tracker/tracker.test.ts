import { applicationEvents, applications, jobAlerts, savedJobs } from '@jobbridge/db';
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

const at = (iso: string) => new Date(iso);

describe('job/getApplications', () => {
  it("lists the user's applications with their history, newest update first, filtered by status", async () => {
    const me = await signedInUser(t.database);
    const other = await signedInUser(t.database);
    const first = await buildJob(t.database.db, { position_en: 'Data Analyst', position_zh: '数据分析师' });
    const second = await buildJob(t.database.db, { status: 'closed' });
    const [a1, a2] = await t.database.db
      .insert(applications)
      .values([
        {
          user_id: me.user.user_id,
          job_id: first.job_id,
          status: 3,
          created_at: at('2026-01-01T02:00:00Z'),
          updated_at: at('2026-01-05T02:00:00Z'),
        },
        {
          user_id: me.user.user_id,
          job_id: second.job_id,
          status: 1,
          created_at: at('2026-01-02T02:00:00Z'),
          updated_at: at('2026-01-02T02:00:00Z'),
        },
        { user_id: other.user.user_id, job_id: first.job_id, status: 1 },
      ])
      .returning();
    await t.database.db.insert(applicationEvents).values([
      { application_id: a1.application_id, status: 1, created_at: at('2026-01-01T02:00:00Z') },
      { application_id: a1.application_id, status: 2, created_at: at('2026-01-03T02:00:00Z') },
      { application_id: a1.application_id, status: 3, created_at: at('2026-01-05T02:00:00Z') },
    ]);

    const res = await post(t.app, 'job/getApplications', {}, { cookie: me.cookie, lang: 'zh' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.list;
    expect(list.map((item: { application_id: number }) => item.application_id)).toEqual([
      a1.application_id,
      a2.application_id,
    ]);
    expect(list[0]).toMatchObject({
      status: 3,
      create_time: '2026-01-01 10:00:00',
      update_time: '2026-01-05 10:00:00',
      history: [
        { status: 1, create_time: '2026-01-01 10:00:00' },
        { status: 2, create_time: '2026-01-03 10:00:00' },
        { status: 3, create_time: '2026-01-05 10:00:00' },
      ],
      job: { job_id: first.job_id, position: '数据分析师', city: '上海' },
    });
    // Without events, the applied date stands in.
    expect(list[1].history).toEqual([{ status: 1, create_time: '2026-01-02 10:00:00' }]);

    const interviews = await post(t.app, 'job/getApplications', { status: 3 }, { cookie: me.cookie });
    expect(interviews.json().data.list).toHaveLength(1);
    expect((await post(t.app, 'job/getApplications', { status: 9 }, { cookie: me.cookie })).json().code).toBe(4000);
    expect((await post(t.app, 'job/getApplications', {})).json().code).toBe(4001);
  });
});

describe('job/getSavedJobs', () => {
  it("lists the user's saved jobs, newest first, with their status", async () => {
    const me = await signedInUser(t.database);
    const open = await buildJob(t.database.db);
    const closed = await buildJob(t.database.db, { status: 'closed' });
    await t.database.db.insert(savedJobs).values([
      { user_id: me.user.user_id, job_id: open.job_id, created_at: at('2026-02-01T00:00:00Z') },
      { user_id: me.user.user_id, job_id: closed.job_id, created_at: at('2026-02-02T00:00:00Z') },
    ]);
    const res = await post(t.app, 'job/getSavedJobs', {}, { cookie: me.cookie });
    expect(res.json().data.list).toEqual([
      expect.objectContaining({
        saved_at: '2026-02-02 08:00:00',
        job: expect.objectContaining({ job_id: closed.job_id, status: 'closed' }),
      }),
      expect.objectContaining({ job: expect.objectContaining({ job_id: open.job_id, status: 'open' }) }),
    ]);
    const other = await signedInUser(t.database);
    expect((await post(t.app, 'job/getSavedJobs', {}, { cookie: other.cookie })).json().data.list).toEqual([]);
  });
});

describe('job/getResumeMatch', () => {
  it("scores the user's resume against a job with the shared rule", async () => {
    const me = await signedInUser(t.database, { mandarin: 'fluent' });
    await post(t.app, 'resume/updSummary', { summary: 'I build with React and TypeScript.' }, { cookie: me.cookie });
    await post(
      t.app,
      'resume/insCareer',
      {
        company_name: 'Acme',
        title: 'Frontend Engineer',
        start_date: '2015-01-01',
        is_current: 'true',
        responsibilities: 'React',
      },
      { cookie: me.cookie },
    );
    await t.database.db
      .insert(jobAlerts)
      .values({ user_id: me.user.user_id, preferred_location: '310100', minimum_salary: 20, maximum_salary: 40 });
    const job = await buildJob(t.database.db, {
      skills: 'React,TypeScript,GraphQL',
      seniority: 'senior',
      adcode: '310100',
      minimum_salary: 30,
      maximum_salary: 45,
      requirements_en: 'Fluent Mandarin (HSK 5 or above) is required.',
    });
    const res = await post(t.app, 'job/getResumeMatch', { job_id: job.job_id }, { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      percent: 87,
      parts: { skills: 67, seniority: 100, location: 100, salary: 100, language: 100 },
      matched_skills: ['React', 'TypeScript'],
      missing_skills: ['GraphQL'],
    });
    expect((await post(t.app, 'job/getResumeMatch', { job_id: 999_999_999 }, { cookie: me.cookie })).json().code).toBe(
      4004,
    );
    const draft = await buildJob(t.database.db, { status: 'draft' });
    expect((await post(t.app, 'job/getResumeMatch', { job_id: draft.job_id }, { cookie: me.cookie })).json().code).toBe(
      4004,
    );
    expect((await post(t.app, 'job/getResumeMatch', { job_id: job.job_id })).json().code).toBe(4001);
  });
});
