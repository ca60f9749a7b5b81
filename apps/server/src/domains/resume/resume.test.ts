import { careers, settings, users } from '@jobbridge/db';
import { buildUser } from '@jobbridge/db/testing';
import { profileStrength } from '@jobbridge/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { post } from '../account/test-kit';
import { buildWorld, type World } from './test-kit';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database);
});
afterAll(async () => {
  await t?.close();
});

const career = {
  company_name: 'Acme 科技',
  title: 'Frontend Engineer',
  start_date: '2019-03-01',
  end_date: '2021-06-30',
  responsibilities: 'Built the web app\n负责前端开发',
};

describe('resume entries', () => {
  it('needs a session', async () => {
    const res = await post(t.app, 'resume/insCareer', career);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(4001);
  });

  it('adds, reads, replaces and deletes a career entry', async () => {
    const { cookie } = await signedInUser(t.database);
    const created = await post(t.app, 'resume/insCareer', career, { cookie });
    expect(created.statusCode).toBe(200);
    const entry = created.json().data;
    expect(entry).toMatchObject({ ...career, is_current: false });
    const read = await post(t.app, 'resume/getCareerById', { career_id: entry.career_id }, { cookie });
    expect(read.json().data).toEqual(entry);
    const replaced = await post(
      t.app,
      'resume/updCareerById',
      { ...career, career_id: entry.career_id, title: 'Lead', is_current: 'true', end_date: '2021-01-01' },
      { cookie },
    );
    expect(replaced.json().data).toMatchObject({ title: 'Lead', is_current: true, end_date: null });
    expect((await post(t.app, 'resume/delCareerById', { career_id: entry.career_id }, { cookie })).json()).toEqual({
      success: true,
      data: null,
    });
    expect((await post(t.app, 'resume/getCareerById', { career_id: entry.career_id }, { cookie })).json().code).toBe(
      4004,
    );
  });

  it('refuses dates in the future, an end before the start, and a missing end of a past job', async () => {
    const { cookie } = await signedInUser(t.database);
    const future = await post(t.app, 'resume/insCareer', { ...career, start_date: '2999-01-01' }, { cookie });
    expect(future.statusCode).toBe(400);
    expect(future.json().data.fields.start_date).toBe('The date cannot be in the future');
    const reversed = await post(
      t.app,
      'resume/insCareer',
      { ...career, end_date: '2018-01-01' },
      { cookie, lang: 'zh' },
    );
    expect(reversed.json().data.fields.end_date).toBe('结束日期不能早于开始日期');
    const noEnd = await post(t.app, 'resume/insCareer', { ...career, end_date: '' }, { cookie });
    expect(noEnd.json().data.fields.end_date).toBeDefined();
    const bad = await post(t.app, 'resume/insCareer', { ...career, start_date: '2020-02-30' }, { cookie });
    expect(bad.json().code).toBe(4000);
    const current = await post(t.app, 'resume/insCareer', { ...career, end_date: '', is_current: 'true' }, { cookie });
    expect(current.json().data).toMatchObject({ is_current: true, end_date: null });
  });

  it('adds, reads, replaces and deletes an education entry; an end may lie ahead', async () => {
    const { cookie } = await signedInUser(t.database);
    const created = await post(
      t.app,
      'resume/insEducation',
      { school: '复旦大学 Fudan', degree: 'Master', major: 'CS', start_date: '2024-09-01', end_date: '2027-06-30' },
      { cookie },
    );
    expect(created.statusCode).toBe(200);
    const entry = created.json().data;
    expect(entry).toMatchObject({ school: '复旦大学 Fudan', end_date: '2027-06-30' });
    const updated = await post(
      t.app,
      'resume/updEducationById',
      { education_id: entry.education_id, school: 'Fudan', degree: 'MSc', start_date: '2024-09-01', end_date: '' },
      { cookie },
    );
    expect(updated.json().data).toMatchObject({ school: 'Fudan', degree: 'MSc', major: '', end_date: null });
    const reversed = await post(
      t.app,
      'resume/insEducation',
      { school: 'X', degree: 'BA', start_date: '2020-09-01', end_date: '2019-01-01' },
      { cookie },
    );
    expect(reversed.json().code).toBe(4000);
    expect(
      (await post(t.app, 'resume/getEducationById', { education_id: entry.education_id }, { cookie })).json().data,
    ).toMatchObject({ school: 'Fudan' });
    await post(t.app, 'resume/delEducationById', { education_id: entry.education_id }, { cookie });
    expect(
      (await post(t.app, 'resume/getEducationById', { education_id: entry.education_id }, { cookie })).json().code,
    ).toBe(4004);
  });

  it("never touches another user's entry (4004)", async () => {
    const owner = await signedInUser(t.database);
    const other = await signedInUser(t.database);
    const entry = (await post(t.app, 'resume/insCareer', career, { cookie: owner.cookie })).json().data;
    const attempt = await post(
      t.app,
      'resume/updCareerById',
      { ...career, career_id: entry.career_id, title: 'Hacked' },
      { cookie: other.cookie },
    );
    expect(attempt.json().code).toBe(4004);
    expect(
      (await post(t.app, 'resume/delCareerById', { career_id: entry.career_id }, { cookie: other.cookie })).json().code,
    ).toBe(4004);
    const [row] = await t.database.db.select().from(careers).where(eq(careers.career_id, entry.career_id));
    expect(row.title).toBe(career.title);
  });

  it('sets the summary (at most 2000 characters) and the wizard step (0-4)', async () => {
    const { cookie } = await signedInUser(t.database);
    const res = await post(t.app, 'resume/updSummary', { summary: '  Hello 你好  ' }, { cookie });
    expect(res.json().data.summary).toBe('Hello 你好');
    expect(res.json().data.strength.done).toContain('summary');
    expect((await post(t.app, 'resume/updSummary', { summary: 'x'.repeat(2001) }, { cookie })).json().code).toBe(4000);
    expect((await post(t.app, 'resume/updWizardStep', { step: 3 }, { cookie })).json().data).toEqual({
      wizard_step: 3,
    });
    expect((await post(t.app, 'resume/updWizardStep', { step: 5 }, { cookie })).json().code).toBe(4000);
  });

  it('stores resume skills by the list key in either language, others as typed', async () => {
    const me = await signedInUser(t.database);
    const res = await post(
      t.app,
      'resume/updSkills',
      { skills: '项目管理, project management,  Cold calling ,React' },
      { cookie: me.cookie },
    );
    expect(res.json()).toMatchObject({
      success: true,
      data: { skills: ['Project management', 'Cold calling', 'React'] },
    });
    const resume = await post(
      t.app,
      'resume/getResumeInfoByUserID',
      { user_id: me.user.user_id },
      { cookie: me.cookie },
    );
    expect(resume.json().data.skills).toEqual(['Project management', 'Cold calling', 'React']);
    const tooMany = Array.from({ length: 31 }, (_, i) => `Skill ${i}`).join(',');
    expect((await post(t.app, 'resume/updSkills', { skills: tooMany }, { cookie: me.cookie })).json().code).toBe(4000);
    expect((await post(t.app, 'resume/updSkills', { skills: '' }, { cookie: me.cookie })).json().data.skills).toEqual(
      [],
    );
  });
});

describe('resume/getResumeInfoByUserID', () => {
  it("answers the user's whole resume, newest entries first, with the strength the shared rule gives", async () => {
    const me = await signedInUser(t.database, {
      status: 2,
      avatar_url: '/api/account/avatar/x',
      mandarin: 'basic',
      birth_date: '1990-01-01',
    });
    await post(
      t.app,
      'resume/insCareer',
      { ...career, start_date: '2015-01-01', end_date: '2016-01-01' },
      { cookie: me.cookie },
    );
    await post(
      t.app,
      'resume/insCareer',
      { ...career, start_date: '2018-01-01', end_date: '2019-01-01' },
      { cookie: me.cookie },
    );
    await post(t.app, 'resume/updSummary', { summary: 'About me' }, { cookie: me.cookie });
    const res = await post(t.app, 'resume/getResumeInfoByUserID', { user_id: me.user.user_id }, { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.careers.map((c: { start_date: string }) => c.start_date)).toEqual(['2018-01-01', '2015-01-01']);
    expect(data.user).toMatchObject({ user_id: me.user.user_id, email: me.user.email, phone: me.user.phone });
    const expected = profileStrength({
      avatar_url: '/api/account/avatar/x',
      birth_date: '1990-01-01',
      summary: 'About me',
      careers: [{ responsibilities: career.responsibilities }, { responsibilities: career.responsibilities }],
      educations: [],
      mandarin: 'basic',
      native_language: null,
      status: 2,
    });
    expect(data.strength).toEqual(expected);
    expect(data.strength.percent).toBe(85);
    expect(data.wizard_step).toBe(0);
  });

  it('shows another user only per their profile visibility; contact details and files only to employers', async () => {
    const read = (cookie: string) => post(t.app, 'resume/getResumeInfoByUserID', { user_id: w.a.user_id }, { cookie });
    const setVisibility = (profile_visibility: 'private' | 'applied' | 'public') =>
      t.database.db
        .insert(settings)
        .values({ user_id: w.a.user_id, profile_visibility })
        .onConflictDoUpdate({ target: settings.user_id, set: { profile_visibility } });

    // Default: applied.
    expect((await read(w.recruiterX.cookie)).statusCode).toBe(200);
    expect((await read(w.recruiterX.cookie)).json().data.user.email).toBe(
      (await t.database.db.select().from(users).where(eq(users.user_id, w.a.user_id)))[0].email,
    );
    expect((await read(w.recruiterY.cookie)).json().code).toBe(4004);
    expect((await read(w.b.cookie)).json().code).toBe(4004);

    await setVisibility('public');
    const publicRead = await read(w.b.cookie);
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json().data.user.email).toBeNull();
    expect(publicRead.json().data.files).toEqual([]);
    expect((await read(w.admin.cookie)).statusCode).toBe(200);

    await setVisibility('private');
    expect((await read(w.recruiterX.cookie)).json().code).toBe(4004);
    expect((await read(w.a.cookie)).statusCode).toBe(200);
    await setVisibility('applied');
  });

  it('answers 4004 for unknown users and the system user, 4001 for visitors', async () => {
    const { cookie } = await signedInUser(t.database);
    expect((await post(t.app, 'resume/getResumeInfoByUserID', { user_id: 999_999_999 }, { cookie })).json().code).toBe(
      4004,
    );
    expect((await post(t.app, 'resume/getResumeInfoByUserID', { user_id: 10000 }, { cookie })).json().code).toBe(4004);
    const stranger = await buildUser(t.database.db);
    expect((await post(t.app, 'resume/getResumeInfoByUserID', { user_id: stranger.user_id })).json().code).toBe(4001);
  });
});
