import { applications, careers, jobAlerts, jobViews, refreshJobSearch } from '@jobbridge/db';
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
    await refreshJobSearch(
      t.database.db,
      [...jobs, matching, draft].map((job) => job.job_id),
    );
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
    expect(data.recommended[0].reason).toEqual({ key: 'title', skills: [], mentioned: [] });
    expect(data.can_recommend).toBe(true);
    expect(recommended).not.toContain(jobs[0].job_id);
    expect(recommended).not.toContain(jobs[1].job_id);
    expect(recommended).not.toContain(draft.job_id);
    expect(recommended.length).toBeLessThanOrEqual(6);
    expect(new Set(recommended).size).toBe(recommended.length);
  });

  it('recommends jobs from the resume: a sales resume gets sales jobs, best match first, each with its reason', async () => {
    const db = t.database.db;
    const me = await signedInUser(t.database, { adcode: '310100' });
    await db.insert(careers).values({
      user_id: me.user.user_id,
      company_name: 'Acme Trading',
      title: 'Senior Sales Manager',
      start_date: '2017-03-01',
      is_current: true,
      responsibilities: 'Grew B2B sales across East China; negotiation of yearly contracts; a Salesforce CRM pipeline.',
    });
    const hour = 3_600_000;
    const salesShanghai = await buildJob(db, {
      position_en: 'Sales Manager',
      position_zh: '销售经理',
      skills: 'B2B sales,Negotiation',
      adcode: '310100',
      create_time: new Date(Date.now() - 5 * hour),
    });
    const salesBeijing = await buildJob(db, {
      position_en: 'Regional Sales Manager',
      position_zh: '区域销售经理',
      adcode: '110100',
      create_time: new Date(Date.now() - 4 * hour),
    });
    const accounts = await buildJob(db, {
      position_en: 'Account Executive',
      position_zh: '客户经理',
      skills: 'Salesforce,Key account management,CRM',
      adcode: '310100',
      create_time: new Date(Date.now() - 3 * hour),
    });
    // Newer, in the candidate's city, and nothing to do with sales.
    const legal = await buildJob(db, {
      position_en: 'Legal Counsel',
      position_zh: '法务顾问',
      skills: 'Contract law,Corporate law',
      adcode: '310100',
      create_time: new Date(),
    });
    const chef = await buildJob(db, { position_en: 'Head Chef', position_zh: '行政总厨', adcode: '310100' });
    await refreshJobSearch(
      db,
      [salesShanghai, salesBeijing, accounts, legal, chef].map((job) => job.job_id),
    );

    const data = (await post(t.app, 'account/getUserDashBoard', {}, { cookie: me.cookie })).json().data;
    expect(data.can_recommend).toBe(true);
    const byId = new Map(data.recommended.map((job: { job_id: number }) => [job.job_id, job]));
    expect(data.recommended.map((job: { job_id: number }) => job.job_id)).toEqual([
      salesShanghai.job_id,
      // Two of its three skills in Shanghai outscore the title alone in Beijing.
      accounts.job_id,
      salesBeijing.job_id,
    ]);
    // The skills are only words of the career entry, not of the resume's Skills list: the reason says the resume
    // mentions them.
    expect(byId.get(salesShanghai.job_id)).toMatchObject({
      reason: { key: 'titleMentions', skills: [], mentioned: ['B2B sales', 'Negotiation'] },
    });
    expect(byId.get(salesBeijing.job_id)).toMatchObject({ reason: { key: 'title', skills: [], mentioned: [] } });
    expect(byId.get(accounts.job_id)).toMatchObject({
      reason: { key: 'mentionsCity', skills: [], mentioned: ['Salesforce', 'CRM'] },
    });
    const percents = data.recommended.map((job: { match_percent: number }) => job.match_percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(byId.has(legal.job_id)).toBe(false);
    expect(byId.has(chef.job_id)).toBe(false);

    // Skills the resume states count too, whichever language they were given in.
    await post(t.app, 'resume/updSkills', { skills: '项目管理,Cold calling,商务谈判' }, { cookie: me.cookie });
    const pm = await buildJob(db, {
      position_en: 'Project Coordinator',
      position_zh: '项目协调员',
      skills: 'Project management',
      adcode: '440300',
    });
    await refreshJobSearch(db, [pm.job_id]);
    const withStated = (await post(t.app, 'account/getUserDashBoard', {}, { cookie: me.cookie })).json().data;
    const withStatedById = new Map(withStated.recommended.map((job: { job_id: number }) => [job.job_id, job]));
    expect(withStatedById.get(pm.job_id)).toMatchObject({
      reason: { key: 'skills', skills: ['Project management'], mentioned: [] },
    });
    // A skill of the Skills list is the person's skill; the rest is what the resume mentions besides.
    expect(withStatedById.get(salesShanghai.job_id)).toMatchObject({
      reason: { key: 'titleSkills', skills: ['Negotiation'], mentioned: ['B2B sales'] },
    });
  });

  it('recommends nothing, and says so, when the resume, headline and alert give nothing to match on', async () => {
    const me = await signedInUser(t.database);
    await post(t.app, 'resume/updSummary', { summary: 'Hello' }, { cookie: me.cookie });
    const data = (await post(t.app, 'account/getUserDashBoard', {}, { cookie: me.cookie })).json().data;
    expect(data.recommended).toEqual([]);
    expect(data.can_recommend).toBe(false);
  });

  it('needs a session', async () => {
    expect((await post(t.app, 'account/getUserDashBoard', {})).json().code).toBe(4001);
  });
});
