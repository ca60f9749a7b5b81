import {
  applicationEvents,
  applications,
  educations,
  jobQuestions,
  jobViews,
  refreshJobSearch,
  resumes,
  savedJobs,
} from '@jobbridge/db';
import { buildBasicConfig, buildCompany, buildJob, buildRecruiter } from '@jobbridge/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubSocket } from '../../live/hub';
import { createTestApp, FORM, form, signedInUser, type TestApp } from '../../testing';
import { post } from '../account/test-kit';

let t: TestApp;
let company: Awaited<ReturnType<typeof buildCompany>>;
let recruiter: Awaited<ReturnType<typeof buildRecruiter>>;
let frontend: Awaited<ReturnType<typeof buildJob>>;
let frontendToo: Awaited<ReturnType<typeof buildJob>>;
let sameIndustry: Awaited<ReturnType<typeof buildJob>>;
let closed: Awaited<ReturnType<typeof buildJob>>;
let draft: Awaited<ReturnType<typeof buildJob>>;

const call = (path: string, body: Record<string, string | number> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/job/${path}`, headers: { ...FORM, ...headers }, payload: form(body) });

/** A signed-in candidate whose profile strength is `percent` (50, 60 or 100) with a verified e-mail, or unverified. */
async function candidate(options: { verified: boolean; percent: 50 | 60 | 100 }) {
  const base = { status: options.verified ? 2 : 0, avatar_url: '/a.png', birth_date: '1990-01-01' };
  const session = await signedInUser(t.database, {
    ...base,
    ...(options.percent >= 60 ? { mandarin: '2' } : {}),
  });
  const db = t.database.db;
  const userId = session.user.user_id;
  // 20 verified + 10 avatar + 5 birth date = 35; +15 summary = 50; or +10 language +15 education = 60.
  if (options.percent === 50) await db.insert(resumes).values({ user_id: userId, summary: 'Hello' });
  if (options.percent >= 60) {
    await db
      .insert(educations)
      .values({ user_id: userId, school: 'Fudan', degree: 'BA', start_date: '2010-09-01', end_date: '2014-07-01' });
  }
  return session;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await buildBasicConfig(db);
  company = await buildCompany(db, {
    brand_name: '云帆科技',
    eng_brand_name: 'Cloudsail',
    business_license_name: '上海云帆科技有限公司',
    size: '200-999',
    adcode: '310100',
  });
  recruiter = await buildRecruiter(db, company.company_id, {
    first_name: 'Lina',
    headline_job: 'Talent Partner',
    adcode: '310100',
  });
  frontend = await buildJob(db, {
    company_id: company.company_id,
    recruiter_id: recruiter.user_id,
    position_en: 'Senior Frontend Engineer',
    position_zh: '高级前端开发工程师',
    description_en: 'Build the web app.',
    description_zh: '负责网页开发。',
    requirements_en: '5 years of React.',
    requirements_zh: '5 年 React 经验。',
    skills: 'React, TypeScript,,Node.js',
    headcount: 2,
    adcode: '440300',
    valid_through: new Date(Date.UTC(2030, 0, 1)),
  });
  frontendToo = await buildJob(db, {
    position_en: 'Frontend Engineer',
    position_zh: '前端工程师',
    industry: 'education',
  });
  sameIndustry = await buildJob(db, { position_en: 'Office Manager', position_zh: '行政经理', industry: 'internet' });
  await buildJob(db, { position_en: 'Frontend Lead', position_zh: '前端负责人', status: 'closed' });
  closed = await buildJob(db, { company_id: company.company_id, position_en: 'Closed Role', status: 'closed' });
  draft = await buildJob(db, { company_id: company.company_id, position_en: 'Draft Role', status: 'draft' });
  await refreshJobSearch(db);
}, 60_000);
afterAll(() => t?.close());

describe('job/getJobInfoByJobID', () => {
  it('shows a job to a visitor in the request language, without viewer state', async () => {
    const res = await call('getJobInfoByJobID', { job_id: frontend.job_id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      job_id: frontend.job_id,
      position: 'Senior Frontend Engineer',
      minimum_salary: 20,
      maximum_salary: 35,
      salary_num: 1,
      adcode: '440300',
      city: 'Shenzhen',
      province: 'Guangdong',
      employment_type: 'full_time',
      industry: 'internet',
      seniority: 'mid',
      create_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      update_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      valid_through: '2030-01-01 08:00:00',
      description: 'Build the web app.',
      responsibilities: '',
      requirements: '5 years of React.',
      skills: ['React', 'TypeScript', 'Node.js'],
      headcount: 2,
      status: 'open',
      company: {
        company_id: company.company_id,
        brand_name: '云帆科技',
        eng_brand_name: 'Cloudsail',
        logo_url: null,
        business_license_name: '上海云帆科技有限公司',
        industry: 'internet',
        size: '200-999',
        city: 'Shanghai',
        verified: true,
        website: null,
      },
      recruiter: {
        user_id: recruiter.user_id,
        first_name: 'Lina',
        headline_job: 'Talent Partner',
        avatar_url: null,
        city: 'Shanghai',
        online: false,
      },
      viewer: null,
      question_count: 0,
    });
    const zh = (await call('getJobInfoByJobID', { job_id: frontend.job_id }, { cookie: 'language=zh' })).json().data;
    expect(zh).toMatchObject({
      position: '高级前端开发工程师',
      city: '深圳',
      province: '广东',
      description: '负责网页开发。',
      requirements: '5 年 React 经验。',
      company: { city: '上海' },
    });
  });

  it("shows the recruiter's headline in the page's language: the Chinese one on Chinese pages when given", async () => {
    const db = t.database.db;
    const wei = await signedInUser(t.database, {
      first_name: 'Wei',
      role: 'recruiter',
      headline_job: 'Campus Recruiter',
      headline_job_zh: '校园招聘专员',
    });
    const englishOnly = await buildRecruiter(db, company.company_id, { first_name: 'Tom', headline_job: 'Recruiter' });
    const [withBoth, withEnglish] = await Promise.all(
      [wei.user, englishOnly].map((who) => buildJob(db, { company_id: company.company_id, recruiter_id: who.user_id })),
    );
    const headline = async (jobId: number, cookie?: string) =>
      (await call('getJobInfoByJobID', { job_id: jobId }, cookie ? { cookie } : {})).json().data.recruiter.headline_job;
    expect(await headline(withBoth.job_id)).toBe('Campus Recruiter');
    expect(await headline(withBoth.job_id, 'language=zh')).toBe('校园招聘专员');
    expect(await headline(withEnglish.job_id, 'language=zh')).toBe('Recruiter');
    // The public card (chats) follows the same rule.
    const card = async (cookie: string) =>
      (await post(t.app, 'account/getUserInfoByID', { user_id: wei.user.user_id }, { cookie })).json().data
        .headline_job;
    expect(await card(wei.cookie)).toBe('Campus Recruiter');
    expect(await card(`${wei.cookie}; language=zh`)).toBe('校园招聘专员');
  });

  it('gives a signed-in reader their state and records the view', async () => {
    const reader = await signedInUser(t.database);
    const res = await call('getJobInfoByJobID', { job_id: frontend.job_id }, { cookie: reader.cookie });
    expect(res.json().data.viewer).toEqual({ saved: false, applied: false, application_status: null, member: false });
    // Recorded with the page views, a moment later (decisions 0040, 0045).
    await t.app.jobViews.flush();
    const views = await t.database.db.select().from(jobViews).where(eq(jobViews.user_id, reader.user.user_id));
    expect(views.map((v) => v.job_id)).toEqual([frontend.job_id]);
    // A second view keeps one row, with a later time.
    await call('getJobInfoByJobID', { job_id: frontend.job_id }, { cookie: reader.cookie });
    await t.app.jobViews.flush();
    const again = await t.database.db.select().from(jobViews).where(eq(jobViews.user_id, reader.user.user_id));
    expect(again).toHaveLength(1);
    expect(again[0].viewed_at.getTime()).toBeGreaterThanOrEqual(views[0].viewed_at.getTime());
    // A visitor's view is not recorded.
    const before = (await t.database.db.select().from(jobViews)).length;
    await call('getJobInfoByJobID', { job_id: frontend.job_id, user_id: reader.user.user_id });
    await t.app.jobViews.flush();
    expect((await t.database.db.select().from(jobViews)).length).toBe(before);
  });

  it('ignores a user_id that is not the session user', async () => {
    const reader = await signedInUser(t.database);
    const other = await signedInUser(t.database);
    await t.database.db.insert(savedJobs).values({ user_id: other.user.user_id, job_id: frontend.job_id });
    const res = await call(
      'getJobInfoByJobID',
      { job_id: frontend.job_id, user_id: other.user.user_id },
      { cookie: reader.cookie },
    );
    expect(res.json().data.viewer).toEqual({ saved: false, applied: false, application_status: null, member: false });
    const visitor = await call('getJobInfoByJobID', { job_id: frontend.job_id, user_id: other.user.user_id });
    expect(visitor.json().data.viewer).toBeNull();
  });

  it('says whether the recruiter has a live connection', async () => {
    const socket: HubSocket = {
      readyState: 1,
      alive: true,
      pinged: false,
      session: null,
      watching: null,
      ping() {},
      close() {},
      terminate() {},
      send() {},
    };
    t.app.hub.add(recruiter.user_id, socket);
    try {
      const res = await call('getJobInfoByJobID', { job_id: frontend.job_id });
      expect(res.json().data.recruiter.online).toBe(true);
    } finally {
      t.app.hub.remove(recruiter.user_id, socket);
    }
    expect((await call('getJobInfoByJobID', { job_id: frontend.job_id })).json().data.recruiter.online).toBe(false);
  });

  it('answers a closed job with status closed, and 4004 for drafts and unknown jobs', async () => {
    const res = await call('getJobInfoByJobID', { job_id: closed.job_id });
    expect(res.json().data).toMatchObject({ status: 'closed', recruiter: null });
    for (const job_id of [draft.job_id, 999_999_999]) {
      const missing = await call('getJobInfoByJobID', { job_id });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: 4004 });
    }
  });

  it('refuses hostile or malformed input with 4000', async () => {
    for (const body of [
      {},
      { job_id: '' },
      { job_id: 'abc' },
      { job_id: "1' or '1'='1" },
      { job_id: '1\u0000' },
      { job_id: -5 },
      { job_id: '9'.repeat(30) },
      { job_id: '<script>' },
      { job_id: 1, user_id: 'me' },
    ] as Record<string, string | number>[]) {
      const res = await call('getJobInfoByJobID', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(4000);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/job/getJobInfoByJobID',
      payload: { job_id: { $gt: 0 } },
    });
    expect(json.json().code).toBe(4000);
  });
});

describe('job/getSimilarJobList', () => {
  it('lists open jobs with the same title words first, then the same industry; never this job', async () => {
    const res = await call('getSimilarJobList', { job_id: frontend.job_id });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((j: { job_id: number }) => j.job_id);
    expect(ids[0]).toBe(frontendToo.job_id);
    expect(ids).toContain(sameIndustry.job_id);
    expect(ids).not.toContain(frontend.job_id);
    expect(ids).not.toContain(closed.job_id);
    expect(ids.length).toBeLessThanOrEqual(6);
    expect(res.json().data[0]).toMatchObject({ position: 'Frontend Engineer', company: expect.any(Object) });
  });

  it('takes a size and refuses bad ones', async () => {
    expect((await call('getSimilarJobList', { job_id: frontend.job_id, size: 1 })).json().data).toHaveLength(1);
    for (const size of [0, 21, 'x']) {
      expect((await call('getSimilarJobList', { job_id: frontend.job_id, size })).json().code).toBe(4000);
    }
    expect((await call('getSimilarJobList', { job_id: draft.job_id })).json().code).toBe(4004);
    expect((await call('getSimilarJobList', { job_id: 999_999_999 })).json().code).toBe(4004);
  });
});

describe('job/saveJob', () => {
  it('needs a session', async () => {
    const res = await call('saveJob', { job_id: frontend.job_id });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(4001);
  });

  it('saves, saves again harmlessly, and unsaves', async () => {
    const reader = await signedInUser(t.database);
    const headers = { cookie: reader.cookie };
    expect((await call('saveJob', { job_id: frontend.job_id }, headers)).json()).toEqual({
      success: true,
      data: { saved: true },
    });
    expect((await call('saveJob', { job_id: frontend.job_id, saved: 'true' }, headers)).json().data).toEqual({
      saved: true,
    });
    const detail = await call('getJobInfoByJobID', { job_id: frontend.job_id }, headers);
    expect(detail.json().data.viewer.saved).toBe(true);
    const rows = () =>
      t.database.db
        .select()
        .from(savedJobs)
        .where(and(eq(savedJobs.user_id, reader.user.user_id), eq(savedJobs.job_id, frontend.job_id)));
    expect(await rows()).toHaveLength(1);
    expect((await call('saveJob', { job_id: frontend.job_id, saved: 'false' }, headers)).json().data).toEqual({
      saved: false,
    });
    expect(await rows()).toHaveLength(0);
    expect((await call('saveJob', { job_id: frontend.job_id, saved: 0 }, headers)).json().data).toEqual({
      saved: false,
    });
  });

  it('refuses closed, draft and unknown jobs, and bad values', async () => {
    const reader = await signedInUser(t.database);
    const headers = { cookie: reader.cookie };
    for (const job_id of [closed.job_id, draft.job_id, 999_999_999]) {
      expect((await call('saveJob', { job_id }, headers)).json().code, String(job_id)).toBe(4004);
    }
    // Unsaving a closed job is fine.
    expect((await call('saveJob', { job_id: closed.job_id, saved: 'false' }, headers)).json().success).toBe(true);
    for (const saved of ['maybe', '2', 'yes please']) {
      expect((await call('saveJob', { job_id: frontend.job_id, saved }, headers)).json().code).toBe(4000);
    }
  });
});

describe('job/applyJob', () => {
  it('needs a session', async () => {
    expect((await call('applyJob', { job_id: frontend.job_id })).json().code).toBe(4001);
  });

  it('refuses an unverified e-mail with reason email, whatever the profile', async () => {
    const session = await candidate({ verified: false, percent: 100 });
    const res = await call('applyJob', { job_id: frontend.job_id }, { cookie: session.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 4003, data: { reason: 'email' } });
    expect(res.json().msg).toMatch(/verify/i);
  });

  it('refuses a profile of 50 % with reason strength and the percent', async () => {
    const session = await candidate({ verified: true, percent: 50 });
    const res = await call('applyJob', { job_id: frontend.job_id }, { cookie: session.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 4003, data: { reason: 'strength', percent: 50 } });
    expect(res.json().msg).toContain('60');
    const zh = await call('applyJob', { job_id: frontend.job_id }, { cookie: `${session.cookie}; language=zh` });
    expect(zh.json().msg).toMatch(/\p{Script=Han}/u);
  });

  it('applies a verified candidate at 60 %, once, with the first status in the history', async () => {
    const session = await candidate({ verified: true, percent: 60 });
    const headers = { cookie: session.cookie };
    const res = await call('applyJob', { job_id: frontend.job_id }, headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      application_id: expect.any(Number),
      status: 1,
      create_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    const db = t.database.db;
    const [application] = await db
      .select()
      .from(applications)
      .where(eq(applications.application_id, data.application_id));
    expect(application).toMatchObject({ user_id: session.user.user_id, job_id: frontend.job_id, status: 1 });
    const events = await db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.application_id, data.application_id));
    expect(events).toMatchObject([{ status: 1, actor_id: session.user.user_id }]);

    const again = await call('applyJob', { job_id: frontend.job_id }, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(4009);
    expect(await db.select().from(applications).where(eq(applications.user_id, session.user.user_id))).toHaveLength(1);

    const detail = await call('getJobInfoByJobID', { job_id: frontend.job_id }, headers);
    expect(detail.json().data.viewer).toEqual({ saved: false, applied: true, application_status: 1, member: false });
  });

  it('applies only once when two tries race', async () => {
    const session = await candidate({ verified: true, percent: 100 });
    const headers = { cookie: session.cookie };
    const results = await Promise.all([
      call('applyJob', { job_id: frontendToo.job_id }, headers),
      call('applyJob', { job_id: frontendToo.job_id }, headers),
    ]);
    expect(results.map((r) => (r.json().success ? 'ok' : r.json().code)).sort()).toEqual([4009, 'ok']);
  });

  it('refuses closed, draft and unknown jobs with 4004', async () => {
    const session = await candidate({ verified: true, percent: 100 });
    for (const job_id of [closed.job_id, draft.job_id, 999_999_999]) {
      const res = await call('applyJob', { job_id }, { cookie: session.cookie });
      expect(res.json().code, String(job_id)).toBe(4004);
    }
    for (const job_id of ['', 'x', '1 or 1=1', '\u0000']) {
      expect((await call('applyJob', { job_id }, { cookie: session.cookie })).json().code).toBe(4000);
    }
  });
});

describe('job questions', () => {
  it('asks, answers, lists newest first with nested answers, and marks mine and thumbed', async () => {
    const job = await buildJob(t.database.db, { position_en: 'Questioned Role' });
    const asker = await signedInUser(t.database, { first_name: 'Ann', avatar_url: '/ann.png' });
    const answerer = await signedInUser(t.database, { first_name: 'Bo' });
    const first = await call(
      'addQuestion',
      { job_id: job.job_id, content: '  Is it remote?  ' },
      { cookie: asker.cookie },
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      question_id: expect.any(Number),
      job_id: job.job_id,
      content: 'Is it remote?',
      create_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      thumbs: 0,
      thumbed: false,
      mine: true,
      company_answer: false,
      author: { first_name: 'Ann', avatar_url: '/ann.png' },
      answers: [],
    });
    const q1 = first.json().data.question_id;
    const second = await call(
      'addQuestion',
      { job_id: job.job_id, content: '<b>Visa</b> sponsorship?' },
      { cookie: answerer.cookie },
    );
    const q2 = second.json().data.question_id;
    const answer = await call(
      'addQuestion',
      { job_id: job.job_id, content: 'Yes, hybrid.', parent_id: q1 },
      { cookie: answerer.cookie },
    );
    expect(answer.json().data).toMatchObject({ content: 'Yes, hybrid.', mine: true });
    await call('thumbQuestion', { question_id: q1 }, { cookie: answerer.cookie });

    const list = await call('getJobQuestions', { job_id: job.job_id }, { cookie: answerer.cookie });
    expect(list.json().data.total).toBe(2);
    const [newest, oldest] = list.json().data.list;
    expect(newest).toMatchObject({ question_id: q2, content: '<b>Visa</b> sponsorship?', mine: true, answers: [] });
    expect(oldest).toMatchObject({
      question_id: q1,
      mine: false,
      thumbed: true,
      thumbs: 1,
      answers: [{ content: 'Yes, hybrid.', mine: true, answers: [] }],
    });
    const visitor = (await call('getJobQuestions', { job_id: job.job_id, size: 1, page: 2 })).json().data;
    expect(visitor).toMatchObject({ total: 2, list: [{ question_id: q1, thumbed: false, mine: false }] });
    const detail = await call('getJobInfoByJobID', { job_id: job.job_id });
    expect(detail.json().data.question_count).toBe(2);

    // Each job counts its own questions: another job's question changes neither total.
    const another = await buildJob(t.database.db);
    await call('addQuestion', { job_id: another.job_id, content: 'Overtime?' }, { cookie: asker.cookie });
    expect((await call('getJobQuestions', { job_id: job.job_id })).json().data.total).toBe(2);
    expect((await call('getJobQuestions', { job_id: another.job_id })).json().data.total).toBe(1);
    const empty = await buildJob(t.database.db);
    expect((await call('getJobQuestions', { job_id: empty.job_id })).json().data).toMatchObject({ total: 0, list: [] });
  });

  it('refuses visitors, empty or long content, unknown jobs and foreign parents', async () => {
    const job = await buildJob(t.database.db);
    const other = await buildJob(t.database.db);
    const user = await signedInUser(t.database);
    const headers = { cookie: user.cookie };
    expect((await call('addQuestion', { job_id: job.job_id, content: 'Hi' })).json().code).toBe(4001);
    for (const content of ['', '   ', '\u0000', 'x'.repeat(501)]) {
      const res = await call('addQuestion', { job_id: job.job_id, content }, headers);
      expect(res.json().code, JSON.stringify(content)).toBe(4000);
    }
    expect((await call('addQuestion', { job_id: job.job_id, content: 'x'.repeat(500) }, headers)).json().success).toBe(
      true,
    );
    expect((await call('addQuestion', { job_id: 999_999_999, content: 'Hi' }, headers)).json().code).toBe(4004);
    expect((await call('addQuestion', { job_id: closed.job_id, content: 'Hi' }, headers)).json().code).toBe(4004);
    const theirs = (await call('addQuestion', { job_id: other.job_id, content: 'Q' }, headers)).json().data;
    expect(
      (await call('addQuestion', { job_id: job.job_id, content: 'A', parent_id: theirs.question_id }, headers)).json()
        .code,
    ).toBe(4004);
    const answer = (
      await call('addQuestion', { job_id: other.job_id, content: 'A', parent_id: theirs.question_id }, headers)
    ).json().data;
    // Answers are one level deep.
    expect(
      (
        await call('addQuestion', { job_id: other.job_id, content: 'A2', parent_id: answer.question_id }, headers)
      ).json().code,
    ).toBe(4004);
    expect((await call('getJobQuestions', { job_id: draft.job_id })).json().code).toBe(4004);
    expect((await call('getJobQuestions', { job_id: job.job_id, size: 51 })).json().code).toBe(4000);
  });

  it('lets only the author delete a question, with its answers', async () => {
    const job = await buildJob(t.database.db);
    const author = await signedInUser(t.database);
    const stranger = await signedInUser(t.database);
    const question = (
      await call('addQuestion', { job_id: job.job_id, content: 'Mine' }, { cookie: author.cookie })
    ).json().data;
    await call(
      'addQuestion',
      { job_id: job.job_id, content: 'Answer', parent_id: question.question_id },
      { cookie: stranger.cookie },
    );
    expect((await call('delQuestion', { question_id: question.question_id })).json().code).toBe(4001);
    const refused = await call('delQuestion', { question_id: question.question_id }, { cookie: stranger.cookie });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe(4004);
    const done = await call('delQuestion', { question_id: question.question_id }, { cookie: author.cookie });
    expect(done.json()).toEqual({ success: true, data: null });
    const left = await t.database.db.select().from(jobQuestions).where(eq(jobQuestions.job_id, job.job_id));
    expect(left).toEqual([]);
    expect(
      (await call('delQuestion', { question_id: question.question_id }, { cookie: author.cookie })).json().code,
    ).toBe(4004);
  });

  it('counts a thumb once per user, also when thumbs race', async () => {
    const job = await buildJob(t.database.db);
    const author = await signedInUser(t.database);
    const question = (
      await call('addQuestion', { job_id: job.job_id, content: 'Vote?' }, { cookie: author.cookie })
    ).json().data;
    const voter = await signedInUser(t.database);
    const once = await call('thumbQuestion', { question_id: question.question_id }, { cookie: voter.cookie });
    expect(once.json().data).toEqual({ thumbs: 1, thumbed: true });
    const twice = await call('thumbQuestion', { question_id: question.question_id }, { cookie: voter.cookie });
    expect(twice.json().data).toEqual({ thumbs: 1, thumbed: true });
    const voters = await Promise.all(Array.from({ length: 5 }, () => signedInUser(t.database)));
    await Promise.all(
      voters.flatMap((v) => [
        call('thumbQuestion', { question_id: question.question_id }, { cookie: v.cookie }),
        call('thumbQuestion', { question_id: question.question_id }, { cookie: v.cookie }),
      ]),
    );
    const [row] = await t.database.db
      .select({ thumbs: jobQuestions.thumbs })
      .from(jobQuestions)
      .where(eq(jobQuestions.question_id, question.question_id));
    expect(row.thumbs).toBe(6);
    expect((await call('thumbQuestion', { question_id: 999_999_999 }, { cookie: voter.cookie })).json().code).toBe(
      4004,
    );
    expect((await call('thumbQuestion', { question_id: question.question_id })).json().code).toBe(4001);
    expect((await call('thumbQuestion', { question_id: 'x' }, { cookie: voter.cookie })).json().code).toBe(4000);
  });
});
