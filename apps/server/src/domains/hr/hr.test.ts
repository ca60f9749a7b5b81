import {
  applicationEvents,
  applicationNotes,
  applications,
  jobQuestions,
  jobs,
  MESSAGE_TEMPLATE_IDS,
  outboxMessages,
  settings,
  skills,
  systemMessages,
  users,
} from '@jobbridge/db';
import { buildBasicConfig, buildFixtureProvince, buildJob, buildUser } from '@jobbridge/db/testing';
import { todayInChina, translate } from '@jobbridge/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { nextIp, post } from '../account/test-kit';
import { buildWorld, tempDataDir, type World } from '../resume/test-kit';
import { runJobExpiry } from './expiry';

let t: TestApp;
let w: World;

const daysAhead = (days: number) => todayInChina(new Date(Date.now() + days * 86_400_000));

const newJob = (over: Record<string, string | number> = {}) => ({
  position_en: 'Quantum Gardener',
  position_zh: '量子园丁',
  description_en: 'Tend the quantum garden.',
  description_zh: '照料量子花园。',
  responsibilities_en: 'Water the qubits\nPrune the branches',
  responsibilities_zh: '浇灌量子比特\n修剪枝叶',
  requirements_en: 'Patience',
  requirements_zh: '耐心',
  minimum_salary: 20,
  maximum_salary: 30,
  salary_num: 13,
  employment_type: 'full_time',
  industry: 'internet',
  seniority: 'mid',
  adcode: '310100',
  skills: 'React,TypeScript',
  valid_through: daysAhead(30),
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: tempDataDir(), SEARCH_CACHE_MS: '30000' } });
  w = await buildWorld(t.database);
  await buildBasicConfig(t.database.db);
  await t.database.db
    .insert(skills)
    .values([
      { name_en: 'React', name_zh: 'React' },
      { name_en: 'TypeScript', name_zh: 'TypeScript' },
      { name_en: 'Project management', name_zh: '项目管理' },
    ])
    .onConflictDoNothing();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const asX = (path: string, body: Record<string, string | number> = {}, lang?: 'en' | 'zh') =>
  post(t.app, path, body, { cookie: w.recruiterX.cookie, ip: nextIp(), lang });
const asY = (path: string, body: Record<string, string | number> = {}) =>
  post(t.app, path, body, { cookie: w.recruiterY.cookie, ip: nextIp() });
const search = async (keyword: string) =>
  (await post(t.app, 'job/searchJobList', { keyword, size: 50 }, { ip: nextIp() })).json().data.list as Array<{
    job_id: number;
  }>;

describe('jobs', () => {
  it('posts a job with every field, found by search at once and shown on its page', async () => {
    // The search cache holds an answer from before the job.
    expect(await search('Quantum Gardener')).toEqual([]);
    const res = await asX('job/createJob', newJob());
    expect(res.json()).toMatchObject({ success: true });
    const job = res.json().data;
    expect(job).toMatchObject({
      position: 'Quantum Gardener',
      status: 'open',
      apply_count: 0,
      question_count: 0,
      message_count: 0,
      views: 0,
      verified: true,
      valid_through: daysAhead(30),
    });
    expect((await search('Quantum Gardener')).map((row) => row.job_id)).toContain(job.job_id);
    expect((await search('量子园丁')).map((row) => row.job_id)).toContain(job.job_id);

    const page = await post(t.app, 'job/getJobInfoByJobID', { job_id: job.job_id }, { lang: 'zh' });
    expect(page.json().data).toMatchObject({
      position: '量子园丁',
      responsibilities: '浇灌量子比特\n修剪枝叶',
      salary_num: 13,
      skills: ['React', 'TypeScript'],
      status: 'open',
    });
    await t.app.jobViews.flush(); // views are written a moment later (decision 0040)
    const info = await asX('job/getPostJobInfo', { job_id: job.job_id });
    expect(info.json().data).toMatchObject({
      responsibilities_en: 'Water the qubits\nPrune the branches',
      skills: ['React', 'TypeScript'],
      views: 1,
    });
  });

  it('answers bad input with field errors in the envelope', async () => {
    const res = await asX(
      'job/createJob',
      newJob({ position_en: ' ', minimum_salary: 40, maximum_salary: 20, salary_num: 0 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 4000 });
    expect(Object.keys(res.json().data.fields)).toEqual(
      expect.arrayContaining(['position_en', 'maximum_salary', 'salary_num']),
    );
    const unknown = await asX(
      'job/createJob',
      newJob({ industry: 'alchemy', adcode: '999999', skills: 'Levitation', valid_through: '2001-01-01' }),
      'zh',
    );
    expect(unknown.json()).toMatchObject({ success: false, code: 4000 });
    expect(unknown.json().data.fields).toMatchObject({
      industry: expect.any(String),
      adcode: expect.any(String),
      skills: '请从列表中选择技能。',
      valid_through: expect.any(String),
    });
  });

  it("refuses a province as the job's city, with its own message in both languages", async () => {
    await buildFixtureProvince(t.database.db);
    for (const locale of ['en', 'zh'] as const) {
      const res = await asX('job/createJob', newJob({ position_en: 'Province Keeper', adcode: '440000' }), locale);
      expect(res.json()).toMatchObject({ success: false, code: 4000 });
      expect(res.json().data.fields.adcode).toBe(translate(locale, 'server.company.cityNotProvince'));
    }
    const kept = await t.database.db.select().from(jobs).where(eq(jobs.position_en, 'Province Keeper'));
    expect(kept).toEqual([]);
  });

  it('edits, closes, reopens and duplicates; search follows every change', async () => {
    const job = (await asX('job/createJob', newJob({ position_en: 'Orchid Whisperer' }))).json().data;
    expect((await search('Orchid Whisperer')).map((row) => row.job_id)).toContain(job.job_id);

    const edited = await asX('job/editJob', { ...newJob({ position_en: 'Fern Whisperer' }), job_id: job.job_id });
    expect(edited.json().data.position).toBe('Fern Whisperer');
    expect((await search('Orchid Whisperer')).map((row) => row.job_id)).not.toContain(job.job_id);
    expect((await search('Fern Whisperer')).map((row) => row.job_id)).toContain(job.job_id);

    const closed = await asX('job/closeJob', { job_id: job.job_id });
    expect(closed.json().data).toMatchObject({ status: 'closed', closed_reason: 'recruiter' });
    expect((await search('Fern Whisperer')).map((row) => row.job_id)).not.toContain(job.job_id);

    const reopened = await asX('job/reopenJob', { job_id: job.job_id });
    expect(reopened.json().data).toMatchObject({ status: 'open', closed_reason: null });
    expect((await search('Fern Whisperer')).map((row) => row.job_id)).toContain(job.job_id);

    const copy = (await asX('job/duplicateJob', { job_id: job.job_id })).json().data;
    expect(copy).toMatchObject({ status: 'draft', position: 'Fern Whisperer' });
    expect(copy.job_id).not.toBe(job.job_id);
    expect(await asX('job/reopenJob', { job_id: copy.job_id })).toSatisfy(
      (res: { json: () => { data: { status: string } } }) => res.json().data.status === 'open',
    );

    const list = (await asX('job/getPostJobList')).json().data;
    expect(list.list.map((row: { job_id: number }) => row.job_id)).toEqual(
      expect.arrayContaining([job.job_id, copy.job_id, w.jobX.job_id]),
    );
    expect(list.list.map((row: { job_id: number }) => row.job_id)).not.toContain(w.jobY.job_id);
    const jobX = list.list.find((row: { job_id: number }) => row.job_id === w.jobX.job_id);
    expect(jobX).toMatchObject({ apply_count: 1 });
  });

  it('refuses a suspended job reopening, and another company its jobs (4004)', async () => {
    const suspended = await buildJob(t.database.db, { company_id: w.companyX.company_id, status: 'suspended' });
    expect((await asX('job/reopenJob', { job_id: suspended.job_id })).json()).toMatchObject({ code: 4009 });
    for (const path of ['job/closeJob', 'job/reopenJob', 'job/duplicateJob', 'job/getPostJobInfo']) {
      const res = await asY(path, { job_id: w.jobX.job_id });
      expect(res.json(), path).toMatchObject({ success: false, code: 4004 });
    }
    const edit = await asY('job/editJob', { ...newJob(), job_id: w.jobX.job_id });
    expect(edit.json()).toMatchObject({ code: 4004 });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.job_id, w.jobX.job_id));
    expect(row.status).toBe('open');
    expect(row.position_en).not.toBe('Quantum Gardener');
    // A candidate has no company.
    const none = await post(t.app, 'job/getPostJobList', {}, { cookie: w.a.cookie });
    expect(none.json()).toMatchObject({ code: 4004 });
  });

  it('posts while the company is under review: live, marked unverified', async () => {
    const db = t.database.db;
    const { buildCompany, buildRecruiter } = await import('@jobbridge/db/testing');
    const company = await buildCompany(db, { verification_status: 'pending' });
    const recruiter = await buildRecruiter(db, company.company_id);
    const { createSession } = await import('../../plugins/auth');
    const { token } = await createSession(db, recruiter.user_id, { userAgent: 'vitest' });
    const res = await post(t.app, 'job/createJob', newJob({ position_en: 'Moss Curator' }), {
      cookie: `cit=${token}`,
      ip: nextIp(),
    });
    expect(res.json().data).toMatchObject({ status: 'open', verified: false });
    const page = await post(t.app, 'job/getJobInfoByJobID', { job_id: res.json().data.job_id });
    expect(page.json().data.company.verified).toBe(false);
    expect((await search('Moss Curator')).map((row) => row.job_id)).toContain(res.json().data.job_id);
  });

  it('keeps a company that never submitted its licence, or that the platform suspended, to drafts', async () => {
    const db = t.database.db;
    const { buildCompany, buildRecruiter } = await import('@jobbridge/db/testing');
    const { createSession } = await import('../../plugins/auth');
    const cookieOf = async (over: Parameters<typeof buildCompany>[1]) => {
      const company = await buildCompany(db, over);
      const recruiter = await buildRecruiter(db, company.company_id);
      return `cit=${(await createSession(db, recruiter.user_id, { userAgent: 'vitest' })).token}`;
    };
    for (const [over, message] of [
      [{ verification_status: 'draft' as const }, 'materialsFirst'],
      [{ verification_status: 'rejected' as const }, 'materialsFirst'],
      [
        { verification_status: 'approved' as const, suspended_at: new Date(), suspend_reason: 'fraud' },
        'companySuspended',
      ],
    ] as const) {
      const cookie = await cookieOf(over);
      const res = await post(t.app, 'job/createJob', newJob({ position_en: 'Lichen Keeper' }), {
        cookie,
        ip: nextIp(),
      });
      expect(res.json(), message).toMatchObject({ success: false, code: 4009 });
      expect(res.json().msg).toBe(translate('en', `server.hr.${message}`));
      // The HR system says where the company stands, and why it is suspended.
      const context = (await post(t.app, 'job/getHrContext', {}, { cookie })).json().data;
      expect(context).toMatchObject({
        verification_status: over.verification_status,
        verified: over.verification_status === 'approved',
        suspend_reason: 'suspended_at' in over ? 'fraud' : null,
      });
    }
    expect(await search('Lichen Keeper')).toEqual([]);
  });
  it('closes jobs past their apply-by date by themselves; search no longer finds them', async () => {
    const job = (await asX('job/createJob', newJob({ position_en: 'Lichen Archivist' }))).json().data;
    expect((await search('Lichen Archivist')).map((row) => row.job_id)).toContain(job.job_id);
    const later = new Date(Date.now() + 40 * 86_400_000);
    const closed = await runJobExpiry(t.database.db, () => t.app.jobWrites.notify(), later);
    expect(closed).toContain(job.job_id);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.job_id, job.job_id));
    expect(row).toMatchObject({ status: 'closed', closed_reason: 'expired' });
    expect((await search('Lichen Archivist')).map((row) => row.job_id)).not.toContain(job.job_id);
    // Reopening needs a new date first.
    const { closeExpiredJobs } = await import('./service');
    expect(await closeExpiredJobs(t.database.db, later)).toEqual([]);
  });
});

describe('applicants', () => {
  it('lists applicants per job and across jobs, by status, with a match score', async () => {
    const perJob = (await asX('job/getApplicantList', { job_id: w.jobX.job_id })).json();
    expect(perJob).toMatchObject({ success: true });
    expect(perJob.data.list).toHaveLength(1);
    expect(perJob.data.list[0]).toMatchObject({
      application_id: w.application.application_id,
      candidate: { user_id: w.a.user_id, first_name: 'Alice' },
      job: { job_id: w.jobX.job_id },
      match: expect.any(Number),
    });
    const all = (await asX('job/getApplicantList', { status: 1 })).json().data;
    expect(all.list.map((row: { application_id: number }) => row.application_id)).toContain(
      w.application.application_id,
    );
    expect(all.counts['1']).toBeGreaterThanOrEqual(1);
    const refused = (await asX('job/getApplicantList', { status: 5 })).json().data;
    expect(refused.list).toEqual([]);
    expect((await asX('job/getApplicantList', { status: 9 })).json()).toMatchObject({ code: 4000 });
    // Company Y sees none of X's.
    expect((await asY('job/getApplicantList', { job_id: w.jobX.job_id })).json()).toMatchObject({ code: 4004 });
    const ys = (await asY('job/getApplicantList', {})).json().data;
    expect(ys.list).toEqual([]);
  });

  it('changes a status: history, a system message in the candidate language, an e-mail, the tracker', async () => {
    const db = t.database.db;
    await db
      .update(users)
      .set({ locale: 'zh', status: 2, email: 'alice@example.com' })
      .where(eq(users.user_id, w.a.user_id));
    const res = await asX('job/updApplicationStatus', {
      application_ids: String(w.application.application_id),
      status: 3,
    });
    expect(res.json()).toMatchObject({
      success: true,
      data: { list: [{ application_id: w.application.application_id, status: 3 }] },
    });
    const events = await db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.application_id, w.application.application_id));
    expect(events.map((event) => event.status)).toEqual([1, 3]);
    const [message] = await db.select().from(systemMessages).where(eq(systemMessages.to_user_id, w.a.user_id));
    expect(message).toMatchObject({
      type: 'apply_status',
      template_id: MESSAGE_TEMPLATE_IDS.applyStatus,
      from_user_id: 10000,
      job_id: w.jobX.job_id,
    });
    expect(message.data.split(',')).toEqual([w.jobX.position_zh, w.companyX.brand_name, '面试中']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'alice@example.com'));
    expect(mails.length).toBe(1);
    const tracker = await post(t.app, 'job/getApplications', {}, { cookie: w.a.cookie });
    expect(tracker.json().data.list[0]).toMatchObject({ status: 3 });

    // Settings say no e-mail: the message is still written, no e-mail goes.
    await db
      .insert(settings)
      .values({ user_id: w.a.user_id, chat_email: false })
      .onConflictDoUpdate({
        target: settings.user_id,
        set: { chat_email: false },
      });
    await asX('job/updApplicationStatus', { application_ids: String(w.application.application_id), status: 4 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'alice@example.com')),
    ).toHaveLength(1);
    expect(await db.select().from(systemMessages).where(eq(systemMessages.to_user_id, w.a.user_id))).toHaveLength(2);
  });

  it('moves many at once, all or nothing', async () => {
    const db = t.database.db;
    const c = await buildUser(db, { first_name: 'Cleo' });
    const d = await buildUser(db, { first_name: 'Dan' });
    const rows = await db
      .insert(applications)
      .values([
        { user_id: c.user_id, job_id: w.jobX.job_id },
        { user_id: d.user_id, job_id: w.jobX.job_id },
      ])
      .returning();
    const [ofY] = await db.insert(applications).values({ user_id: c.user_id, job_id: w.jobY.job_id }).returning();
    const ids = rows.map((row) => row.application_id);

    const mixed = await asX('job/updApplicationStatus', {
      application_ids: [...ids, ofY.application_id].join(','),
      status: 2,
    });
    expect(mixed.json()).toMatchObject({ success: false, code: 4004 });
    const untouched = await db
      .select()
      .from(applications)
      .where(inArray(applications.application_id, [...ids, ofY.application_id]));
    expect(untouched.every((row) => row.status === 1)).toBe(true);
    const unknown = await asX('job/updApplicationStatus', { application_ids: `${ids[0]},999999999`, status: 2 });
    expect(unknown.json()).toMatchObject({ code: 4004 });

    const bulk = await asX('job/updApplicationStatus', { application_ids: ids.join(','), status: 2 });
    expect(bulk.json().data.list).toHaveLength(2);
    const moved = await db.select().from(applications).where(inArray(applications.application_id, ids));
    expect(moved.every((row) => row.status === 2)).toBe(true);
    expect((await asX('job/updApplicationStatus', { application_ids: '', status: 2 })).json()).toMatchObject({
      code: 4000,
    });
  });

  it('keeps notes for the company only', async () => {
    const id = w.application.application_id;
    const added = await asX('job/addApplicationNote', { application_id: id, content: 'Strong portfolio' });
    expect(added.json().data).toMatchObject({ content: 'Strong portfolio', application_id: id });
    const notes = (await asX('job/getApplicationNotes', { application_id: id })).json().data.list;
    expect(notes.map((note: { content: string }) => note.content)).toContain('Strong portfolio');
    expect((await asY('job/getApplicationNotes', { application_id: id })).json()).toMatchObject({ code: 4004 });
    expect((await asY('job/addApplicationNote', { application_id: id, content: 'x' })).json()).toMatchObject({
      code: 4004,
    });
    expect(
      (await post(t.app, 'job/getApplicationNotes', { application_id: id }, { cookie: w.a.cookie })).json(),
    ).toMatchObject({ code: 4004 });
    const count = await t.database.db.select().from(applicationNotes).where(eq(applicationNotes.application_id, id));
    expect(count).toHaveLength(1);
    expect((await asX('job/addApplicationNote', { application_id: id, content: '  ' })).json()).toMatchObject({
      code: 4000,
    });
  });

  it("gives X the applicant's resume and files, never Y", async () => {
    const x = await asX('resume/getResumeInfoByUserID', { user_id: w.a.user_id });
    expect(x.json()).toMatchObject({ success: true });
    const y = await asY('resume/getResumeInfoByUserID', { user_id: w.a.user_id });
    expect(y.json()).toMatchObject({ code: 4004 });
  });
});

describe('questions', () => {
  it("answers as the company, marked on the job's page; another company cannot", async () => {
    const asked = await post(
      t.app,
      'job/addQuestion',
      { job_id: w.jobX.job_id, content: 'Is there a garden?' },
      { cookie: w.a.cookie, ip: nextIp() },
    );
    const questionId = asked.json().data.question_id;
    const answer = await asX('job/answerQuestion', { question_id: questionId, content: 'Yes, on the roof.' });
    expect(answer.json().data).toMatchObject({ company_answer: true, content: 'Yes, on the roof.' });
    const page = await post(t.app, 'job/getJobQuestions', { job_id: w.jobX.job_id });
    const question = page.json().data.list.find((q: { question_id: number }) => q.question_id === questionId);
    expect(question.company_answer).toBe(false);
    expect(question.answers[0]).toMatchObject({ company_answer: true });
    expect((await asY('job/answerQuestion', { question_id: questionId, content: 'No' })).json()).toMatchObject({
      code: 4004,
    });
    const rows = await t.database.db.select().from(jobQuestions).where(eq(jobQuestions.parent_id, questionId));
    expect(rows).toHaveLength(1);
  });
});

describe('the HR context and config', () => {
  it("names the user's company and its unread chat count", async () => {
    const res = await asX('job/getHrContext');
    expect(res.json().data).toMatchObject({
      company_id: w.companyX.company_id,
      unread_chat: 0,
      verified: true,
      verification_status: 'approved',
      suspend_reason: null,
    });
    expect((await post(t.app, 'job/getHrContext', {}, { cookie: w.b.cookie })).json()).toMatchObject({ code: 4004 });
    expect((await post(t.app, 'job/getHrContext', {})).json()).toMatchObject({ code: 4001 });
  });

  it('lists skills and licences in both languages; only platform admins add licences', async () => {
    const zh = (await post(t.app, 'config/getSkillList', { lang: 'zh' })).json().data;
    expect(zh).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: '项目管理', name_en: 'Project management' })]),
    );
    const added = await post(
      t.app,
      'config/addLicenses',
      { name_en: 'Bonsai Licence', name_zh: '盆景证书' },
      { cookie: w.admin.cookie, ip: nextIp() },
    );
    expect(added.json().data).toMatchObject({ created: true, license: { name_en: 'Bonsai Licence' } });
    const again = await post(
      t.app,
      'config/addLicenses',
      { name_en: 'bonsai licence', name_zh: '盆景证书' },
      { cookie: w.admin.cookie, ip: nextIp() },
    );
    expect(again.json().data.created).toBe(false);
    const list = (await post(t.app, 'config/getAllLicenseItem', { lang: 'zh' })).json().data;
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ name: '盆景证书' })]));
    expect(
      (await post(t.app, 'config/addLicenses', { name_en: 'X', name_zh: 'X' }, { cookie: w.a.cookie })).json(),
    ).toMatchObject({ code: 4003 });
    expect(
      (await post(t.app, 'config/addLicenses', { name_en: '', name_zh: '' }, { cookie: w.admin.cookie })).json(),
    ).toMatchObject({ code: 4000 });
  });
});
