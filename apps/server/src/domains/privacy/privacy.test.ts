import {
  activityGroups,
  alertDeliveries,
  applicationEvents,
  applicationNotes,
  applications,
  auditLog,
  businessEmailChecks,
  chatBlocks,
  chatEmailNotices,
  chatMessages,
  chatReports,
  companyAdmins,
  type Database,
  emailLinks,
  fileReads,
  files,
  groupMembers,
  inviteCodes,
  inviteUses,
  jobAlerts,
  jobQuestions,
  jobViews,
  outboxMessages,
  queryRows,
  questionVotes,
  savedJobs,
  settings,
  systemMessages,
  userLicenses,
  users,
  verificationCodes,
  wechatBindings,
  wechatScenes,
} from '@jobbridge/db';
import { buildCompany, buildJob, buildUser } from '@jobbridge/db/testing';
import { SYSTEM_USER_ID } from '@jobbridge/shared';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../plugins/auth';
import { issueCode } from '../../providers';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { get, post, transport, userWithPassword } from '../account/test-kit';
import { filesOnDisk, multipart, sampleDocx, samplePdf, tempDataDir, uploadResume } from '../resume/test-kit';
import { USER_TABLES } from './export';

let t: TestApp;
const dataDir = tempDataDir();
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
});

/** Every (table, column) that refers to users.user_id, from the database's own foreign keys. */
async function userColumns(database: Database): Promise<{ table: string; column: string }[]> {
  const rows = await queryRows<{ table: string; column: string }>(
    database.db,
    sql`select cl.relname as "table", a.attname as "column"
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
        where c.contype = 'f' and c.confrelid = 'users'::regclass
        order by 1, 2`,
  );
  return [{ table: 'users', column: 'user_id' }, ...rows];
}

async function rowsReferring(database: Database, userId: number) {
  const counts: Record<string, number> = {};
  for (const { table, column } of await userColumns(database)) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    counts[`${table}.${column}`] = Number(row.n);
  }
  return counts;
}

/** A user with a row in every table that can hold one, and two uploaded files. */
async function userWithEverything(password: string | null) {
  const db = t.database.db;
  const user = password
    ? await userWithPassword(t.database, password, { status: 2, role: 'recruiter' })
    : await buildUser(db, { status: 2, role: 'recruiter' });
  const { token } = await createSession(db, user.user_id, { userAgent: 'vitest' });
  const cookie = `cit=${token}`;
  const other = await signedInUser(t.database, { status: 2 });
  const company = await buildCompany(db, { created_by: user.user_id });
  const job = await buildJob(db, { company_id: company.company_id, recruiter_id: user.user_id });
  const othersJob = await buildJob(db, { company_id: company.company_id });

  // Through the API: resume, files, alert, settings, guide reads.
  await post(t.app, 'resume/updSummary', { summary: 'Mine' }, { cookie });
  await post(
    t.app,
    'resume/insCareer',
    { company_name: 'A', title: 'B', start_date: '2020-01-01', is_current: 'true' },
    { cookie },
  );
  await post(t.app, 'resume/insEducation', { school: 'S', degree: 'D', start_date: '2010-01-01' }, { cookie });
  expect((await uploadResume(t.app, cookie, samplePdf(), 'cv.pdf')).statusCode).toBe(200);
  expect((await uploadResume(t.app, cookie, sampleDocx(), 'cv.docx')).statusCode).toBe(200);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
    .png()
    .toBuffer();
  const avatar = multipart(png, 'me.png', 'image/png');
  const avatarRes = await t.app.inject({
    method: 'POST',
    url: '/api/account/uploadAvatar',
    headers: { ...avatar.headers, cookie },
    payload: avatar.payload,
  });
  expect(avatarRes.statusCode).toBe(200);
  await post(t.app, 'job/createJobAlert', { job_title: 'engineer' }, { cookie });
  await post(t.app, 'manager/updSetting', { profile_visibility: 'public' }, { cookie });
  await post(t.app, 'manager/addFileRead', { file_key: 'file10001' }, { cookie });

  // Directly: the rest.
  const [application] = await db
    .insert(applications)
    .values({ user_id: user.user_id, job_id: othersJob.job_id })
    .returning();
  await db
    .insert(applicationEvents)
    .values({ application_id: application.application_id, status: 1, actor_id: user.user_id });
  const [othersApplication] = await db
    .insert(applications)
    .values({ user_id: other.user.user_id, job_id: job.job_id })
    .returning();
  await db
    .insert(applicationEvents)
    .values({ application_id: othersApplication.application_id, status: 2, actor_id: user.user_id });
  await db
    .insert(applicationNotes)
    .values({ application_id: othersApplication.application_id, author_id: user.user_id, content: 'Strong Go skills' });
  await db.insert(auditLog).values({
    actor_id: user.user_id,
    action: 'company.approve',
    target_type: 'company',
    target_id: String(company.company_id),
  });
  await db.insert(savedJobs).values({ user_id: user.user_id, job_id: othersJob.job_id });
  await db.insert(jobViews).values({ user_id: user.user_id, job_id: othersJob.job_id });
  await db.insert(alertDeliveries).values({ user_id: user.user_id, job_id: othersJob.job_id });
  const [question] = await db
    .insert(jobQuestions)
    .values({ job_id: othersJob.job_id, user_id: user.user_id, content: 'Q?' })
    .returning();
  const [othersQuestion] = await db
    .insert(jobQuestions)
    .values({ job_id: othersJob.job_id, user_id: other.user.user_id, content: 'Theirs' })
    .returning();
  await db.insert(questionVotes).values({ question_id: othersQuestion.question_id, user_id: user.user_id });
  await db.insert(questionVotes).values({ question_id: question.question_id, user_id: other.user.user_id });
  await db.insert(chatMessages).values([
    {
      from_user_id: user.user_id,
      to_user_id: other.user.user_id,
      to_system: 'candidate',
      content: 'hi',
      job_id: job.job_id,
    },
    {
      from_user_id: other.user.user_id,
      to_user_id: user.user_id,
      to_system: 'recruiter',
      content: 'hello',
      job_id: job.job_id,
    },
  ]);
  await db.insert(chatBlocks).values({ candidate_id: user.user_id, job_id: othersJob.job_id, side: 'candidate' });
  await db.insert(chatReports).values({
    reporter_id: user.user_id,
    reported_id: other.user.user_id,
    reporter_side: 'candidate',
    candidate_id: user.user_id,
    job_id: othersJob.job_id,
    reason: 'spam',
  });
  // A report the user closed as an administrator, and a chat e-mail to the user (decision 0031).
  await db.insert(chatReports).values({
    reporter_id: other.user.user_id,
    reported_id: user.user_id,
    reporter_side: 'candidate',
    candidate_id: other.user.user_id,
    job_id: othersJob.job_id,
    reason: 'other',
    status: 'closed',
    outcome: 'dismissed',
    closed_by: user.user_id,
    closed_at: new Date(),
  });
  await db.insert(chatEmailNotices).values({
    candidate_id: user.user_id,
    job_id: othersJob.job_id,
    side: 'candidate',
    user_id: user.user_id,
    last_message_id: 1,
    emailed_at: new Date(),
  });
  await db.insert(systemMessages).values({ to_user_id: user.user_id, type: 'invite', template_id: 2, data: 'x,y' });
  await db
    .insert(systemMessages)
    .values({ to_user_id: other.user.user_id, type: 'invite', template_id: 2, data: 'x,y' });
  await db.insert(userLicenses).values({ user_id: user.user_id, license_id: 1 });
  await db
    .insert(companyAdmins)
    .values({ company_id: company.company_id, user_id: user.user_id, role: 'owner', status: 'active' });
  await db.insert(businessEmailChecks).values({ user_id: user.user_id, email: 'hr@acme.example', sent_at: new Date() });
  const code = `INV${user.user_id}`;
  await db.insert(inviteCodes).values({ code, owner_user_id: user.user_id });
  const theirCode = `OTH${user.user_id}`;
  await db.insert(inviteCodes).values({ code: theirCode, owner_user_id: other.user.user_id });
  await db.insert(inviteUses).values({ user_id: user.user_id, code: theirCode });
  await db.insert(inviteUses).values({ user_id: other.user.user_id, code });
  await db.insert(wechatBindings).values({ openid: `openid-${user.user_id}`, user_id: user.user_id, nickname: '微信' });
  await db.insert(wechatScenes).values({
    scene: `scene-${user.user_id}`,
    purpose: 'bind',
    user_id: user.user_id,
    expires_at: new Date(Date.now() + 60_000),
  });
  await db
    .insert(emailLinks)
    .values({ user_id: user.user_id, email: user.email!, expires_at: new Date(Date.now() + 60_000) });
  const [group] = await db.insert(activityGroups).values({ name_en: 'Meetup', name_zh: '聚会' }).returning();
  await db.insert(groupMembers).values({ group_id: group.group_id, user_id: user.user_id });
  await db.insert(verificationCodes).values({
    channel: 'email',
    purpose: 'verify',
    target: user.email!,
    code_hash: 'x',
    expires_at: new Date(Date.now() + 60_000),
  });
  await db.insert(outboxMessages).values({ channel: 'sms', recipient: user.phone!, body_text: 'code 123456' });
  return { user, cookie, other, company, job, othersJob, othersQuestion };
}

describe('account/exportMyData', () => {
  it('knows every table that refers to a user (export and deletion cover them all)', async () => {
    const columns = (await userColumns(t.database)).map(({ table, column }) => `${table}.${column}`);
    expect(Object.keys(USER_TABLES).sort()).toEqual(columns.sort());
  });

  it('downloads everything stored about the user as one JSON file, without secrets', async () => {
    const { user, cookie, other } = await userWithEverything('Secret123');
    const res = await get(t.app, '/api/account/exportMyData', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="jobbridge-data-\d+\.json"/);
    const data = res.json();
    for (const key of new Set(Object.values(USER_TABLES))) {
      const value = data[key];
      expect(value, key).toBeTruthy();
      if (Array.isArray(value)) expect(value.length, key).toBeGreaterThan(0);
    }
    expect(data.user).toMatchObject({ user_id: user.user_id, email: user.email });
    expect(data.user.password_hash).toBeUndefined();
    expect(data.sessions[0].token_hash).toBeUndefined();
    expect(data.files).toHaveLength(3);
    for (const file of data.files) expect(file.stored_name).toBeUndefined();
    expect(data.job_alert.unsubscribe_token).toBeUndefined();
    expect(data.wechat_binding.openid).toBe(`openid-${user.user_id}`);
    expect(data.applications[0].events).toHaveLength(1);
    expect(data.chat_messages).toHaveLength(2);
    expect(data.settings.profile_visibility).toBe('public');
    expect(data.resume.summary).toBe('Mine');
    expect(JSON.stringify(data)).not.toContain(`"${other.user.email}"`);
    // POST answers the same file.
    const posted = await post(t.app, 'account/exportMyData', {}, { cookie });
    expect(posted.json().user.user_id).toBe(user.user_id);
    expect((await get(t.app, '/api/account/exportMyData')).json().code).toBe(4001);
  });
});

describe('account/deleteAccount', () => {
  it('after the password, deletes every row and file of the user and ends the session; others are untouched', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const { user, cookie, other, othersQuestion, job } = await userWithEverything('Secret123');
    const counts = await rowsReferring(t.database, user.user_id);
    // The fixture really fills every table that refers to a user.
    for (const [column, n] of Object.entries(counts)) expect(n, column).toBeGreaterThan(0);
    const stored = await t.database.db.select().from(files).where(eq(files.owner_id, user.user_id));
    expect(stored.filter((f) => !f.deleted_at)).toHaveLength(3);
    const resumesBefore = filesOnDisk(dataDir, 'resumes');
    const avatarsBefore = filesOnDisk(dataDir, 'avatars');
    const otherCounts = await rowsReferring(t.database, other.user.user_id);

    const wrong = await post(t.app, 'account/deleteAccount', { password: await transport('Wrong999') }, { cookie });
    expect(wrong.json().code).toBe(1003);
    expect((await rowsReferring(t.database, user.user_id))['users.user_id']).toBe(1);

    const res = await post(t.app, 'account/deleteAccount', { password: await transport('Secret123') }, { cookie });
    expect(res.json()).toEqual({ success: true, data: null });
    expect(String(res.headers['set-cookie'])).toMatch(/cit=;/);
    for (const [column, n] of Object.entries(await rowsReferring(t.database, user.user_id))) expect(n, column).toBe(0);
    for (const file of stored) {
      expect(filesOnDisk(dataDir, 'resumes')).not.toContain(file.stored_name);
      expect(filesOnDisk(dataDir, 'avatars')).not.toContain(file.stored_name);
    }
    expect(filesOnDisk(dataDir, 'resumes').length).toBe(resumesBefore.length - 2);
    expect(filesOnDisk(dataDir, 'avatars').length).toBeLessThan(avatarsBefore.length);
    expect(
      await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.target, user.email!)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user.phone!)),
    ).toHaveLength(0);
    // The session is gone.
    expect((await post(t.app, 'account/signinByToken', {}, { cookie })).json().code).toBe(4001);
    // The other user keeps their own rows (chat messages with the deleted user go with it).
    const otherAfter = await rowsReferring(t.database, other.user.user_id);
    expect(otherAfter['users.user_id']).toBe(1);
    expect(otherAfter['applications.user_id']).toBe(otherCounts['applications.user_id']);
    expect(otherAfter['job_questions.user_id']).toBe(otherCounts['job_questions.user_id']);
    expect(otherAfter['system_messages.to_user_id']).toBe(otherCounts['system_messages.to_user_id']);
    expect(otherAfter['invite_codes.owner_user_id']).toBe(otherCounts['invite_codes.owner_user_id']);
    expect(
      await t.database.db.select().from(jobQuestions).where(eq(jobQuestions.question_id, othersQuestion.question_id)),
    ).toHaveLength(1);
    // The company's job stays, without its recruiter; the system user is untouched.
    expect((await t.database.db.select().from(users).where(eq(users.user_id, SYSTEM_USER_ID))).length).toBe(1);
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(Number(after.n)).toBe(Number(before[0].n) + 1);
    const jobRow = await queryRows<{ recruiter_id: number | null }>(
      t.database.db,
      sql`select recruiter_id from jobs where job_id = ${job.job_id}`,
    );
    expect(jobRow[0].recruiter_id).toBeNull();
    expect(await t.database.db.select().from(settings).where(eq(settings.user_id, user.user_id))).toHaveLength(0);
    expect(await t.database.db.select().from(fileReads).where(eq(fileReads.user_id, user.user_id))).toHaveLength(0);
    expect(await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.user_id, user.user_id))).toHaveLength(0);
  });

  it('an account without a password confirms with a code sent to its phone', async () => {
    const { user, cookie } = await userWithEverything(null);
    const wrongCode = await post(t.app, 'account/deleteAccount', { code: '000000' }, { cookie });
    expect(wrongCode.json().code).toBe(1004);
    const { code } = await issueCode(
      t.database.db,
      { channel: 'sms', purpose: 'login', target: user.phone!, requester: null },
      t.app.providers.codes,
    );
    const res = await post(t.app, 'account/deleteAccount', { code }, { cookie });
    expect(res.json()).toEqual({ success: true, data: null });
    expect((await rowsReferring(t.database, user.user_id))['users.user_id']).toBe(0);
  });

  it('needs a session and a password or a code', async () => {
    expect((await post(t.app, 'account/deleteAccount', { password: 'a'.repeat(64) })).json().code).toBe(4001);
    const me = await signedInUser(t.database);
    const none = await post(t.app, 'account/deleteAccount', {}, { cookie: me.cookie });
    expect(none.json().code).toBe(4000);
    const withPassword = await userWithPassword(t.database, 'Secret123');
    const { token } = await createSession(t.database.db, withPassword.user_id);
    // A code does not stand in for the password of an account that has one.
    const byCode = await post(t.app, 'account/deleteAccount', { code: '123456' }, { cookie: `cit=${token}` });
    expect(byCode.json().code).toBe(1003);
  });
});
