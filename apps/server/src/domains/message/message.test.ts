import {
  companies,
  MESSAGE_TEMPLATE_IDS,
  MESSAGE_TEMPLATES,
  messageTemplates,
  systemMessages,
  users,
} from '@jobbridge/db';
import { buildJob } from '@jobbridge/db/testing';
import { PAGE_SIZE } from '@jobbridge/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { nextIp, post } from '../account/test-kit';
import { buildWorld } from '../resume/test-kit';
import { fillTemplate } from './presenter';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(messageTemplates).values(MESSAGE_TEMPLATES).onConflictDoNothing();
});
afterAll(async () => {
  await t?.close();
});

const at = (iso: string) => new Date(iso);

/** A user with three messages (an older read one, an unread one, an unread invite) and another user with one. */
async function world() {
  const me = await signedInUser(t.database);
  const other = await signedInUser(t.database);
  const job = await buildJob(t.database.db, { position_en: 'Data Analyst', position_zh: '数据分析师' });
  const rows = await t.database.db
    .insert(systemMessages)
    .values([
      {
        to_user_id: me.user.user_id,
        type: 'apply_status',
        template_id: MESSAGE_TEMPLATE_IDS.applyStatus,
        data: 'Data Analyst,Fixture Tech,Assessment',
        job_id: job.job_id,
        unread: 0,
        create_time: at('2026-01-01T02:00:00Z'),
      },
      {
        to_user_id: me.user.user_id,
        type: 'apply_status',
        template_id: MESSAGE_TEMPLATE_IDS.applyStatus,
        data: '数据分析师,测试科技,面试中',
        job_id: job.job_id,
        unread: 1,
        create_time: at('2026-01-02T02:00:00Z'),
      },
      {
        to_user_id: me.user.user_id,
        type: 'invite',
        template_id: MESSAGE_TEMPLATE_IDS.invite,
        data: 'Fixture Tech,Data Analyst',
        job_id: job.job_id,
        unread: 1,
        create_time: at('2026-01-03T02:00:00Z'),
      },
      {
        to_user_id: other.user.user_id,
        type: 'invite',
        template_id: MESSAGE_TEMPLATE_IDS.invite,
        data: 'Other Co,Other Job',
        unread: 1,
      },
    ])
    .returning();
  return { me, other, job, rows };
}

const unreadOf = async (cookie: string) =>
  (await post(t.app, 'account/getUnreadMessages', {}, { cookie })).json().data.system;

describe('message/getSysMessages', () => {
  it("lists only the user's own messages, newest first, filled from the template in the request's language", async () => {
    const { me, job, rows } = await world();
    const [company] = await t.database.db
      .select({ zh: companies.brand_name, en: companies.eng_brand_name })
      .from(companies)
      .where(eq(companies.company_id, job.company_id));
    const en = await post(t.app, 'message/getSysMessages', {}, { cookie: me.cookie, lang: 'en' });
    expect(en.statusCode).toBe(200);
    const data = en.json().data;
    expect(data).toMatchObject({ total: 3, page: 1, size: PAGE_SIZE.default });
    expect(data.list.map((item: { message_id: number }) => item.message_id)).toEqual([
      rows[2].message_id,
      rows[1].message_id,
      rows[0].message_id,
    ]);
    expect(data.list[0]).toEqual({
      message_id: rows[2].message_id,
      type: 'invite',
      template_id: MESSAGE_TEMPLATE_IDS.invite,
      title: 'Invitation to apply',
      content: `${company.en} invites you to apply for Data Analyst.`,
      job_id: job.job_id,
      unread: 1,
      create_time: '2026-01-03 10:00:00',
    });
    // Written in Chinese for a reader who now reads in English: the job, its company and the status in English.
    expect(data.list[1].content).toBe(`Your application for Data Analyst at ${company.en} is now Interview.`);
    expect(data.list[2]).toMatchObject({
      title: 'Application update',
      content: `Your application for Data Analyst at ${company.en} is now Assessment.`,
      unread: 0,
      create_time: '2026-01-01 10:00:00',
    });

    const zh = (await post(t.app, 'message/getSysMessages', {}, { cookie: me.cookie, lang: 'zh' })).json().data;
    // Written in English, read in Chinese: the job's and the company's Chinese names, the status's Chinese label.
    expect(zh.list[0]).toMatchObject({ title: '职位邀请', content: `${company.zh}邀请你申请「数据分析师」职位。` });
    expect(zh.list[1]).toMatchObject({
      title: '申请状态更新',
      content: `你申请的${company.zh}「数据分析师」职位，状态已更新为：面试中。`,
    });
    expect(zh.list[2].content).toBe(`你申请的${company.zh}「数据分析师」职位，状态已更新为：测评中。`);
  });

  it('pages the list', async () => {
    const { me, rows } = await world();
    const second = (await post(t.app, 'message/getSysMessages', { page: 2, size: 2 }, { cookie: me.cookie })).json();
    expect(second.data).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(second.data.list.map((item: { message_id: number }) => item.message_id)).toEqual([rows[0].message_id]);
  });

  it("takes the spec's to_user_id only for the session's user", async () => {
    const { me, other } = await world();
    const own = await post(t.app, 'message/getSysMessages', { to_user_id: me.user.user_id }, { cookie: me.cookie });
    expect(own.json().data.total).toBe(3);
    const theirs = await post(
      t.app,
      'message/getSysMessages',
      { to_user_id: other.user.user_id },
      { cookie: me.cookie },
    );
    expect(theirs.json().code).toBe(4004);
  });

  it('leaves a missing value empty and names no template it does not have', async () => {
    expect(fillTemplate('{1} invites you to apply for {2}.', 'Acme')).toBe('Acme invites you to apply for .');
    const me = await signedInUser(t.database);
    await t.database.db
      .insert(systemMessages)
      .values({ to_user_id: me.user.user_id, type: 'other', template_id: 999, data: 'x' });
    const item = (await post(t.app, 'message/getSysMessages', {}, { cookie: me.cookie })).json().data.list[0];
    expect(item).toMatchObject({ title: '', content: '', job_id: null });
  });

  it('refuses visitors and bad paging with field errors', async () => {
    expect((await post(t.app, 'message/getSysMessages', {})).json().code).toBe(4001);
    const me = await signedInUser(t.database);
    const bad = await post(t.app, 'message/getSysMessages', { page: 0, size: 'x' }, { cookie: me.cookie });
    expect(bad.json().code).toBe(4000);
    expect(Object.keys(bad.json().data.fields).sort()).toEqual(['page', 'size']);
  });
});

describe('message/updateMessage', () => {
  it('marks one of the user’s messages read and lowers the unread count', async () => {
    const { me, rows } = await world();
    expect(await unreadOf(me.cookie)).toBe(2);
    const res = await post(
      t.app,
      'message/updateMessage',
      { message_id: rows[2].message_id, unread: 0 },
      { cookie: me.cookie },
    );
    expect(res.json()).toMatchObject({ success: true, data: { message_id: rows[2].message_id, unread: 0 } });
    expect(await unreadOf(me.cookie)).toBe(1);
    const list = (await post(t.app, 'message/getSysMessages', {}, { cookie: me.cookie })).json().data.list;
    expect(list[0]).toMatchObject({ message_id: rows[2].message_id, unread: 0 });
    // Again: no change, still a success.
    const again = await post(
      t.app,
      'message/updateMessage',
      { message_id: rows[2].message_id, unread: 0 },
      { cookie: me.cookie },
    );
    expect(again.json().success).toBe(true);
    expect(await unreadOf(me.cookie)).toBe(1);
  });

  it("answers someone else's message as an unknown one (4004) and leaves it unread", async () => {
    const { me, rows } = await world();
    const theirs = rows[3];
    const res = await post(
      t.app,
      'message/updateMessage',
      { message_id: theirs.message_id, unread: 0 },
      { cookie: me.cookie, lang: 'en' },
    );
    expect(res.json()).toMatchObject({ success: false, code: 4004, msg: 'This message could not be found.' });
    const zh = await post(
      t.app,
      'message/updateMessage',
      { message_id: theirs.message_id, unread: 0 },
      { cookie: me.cookie, lang: 'zh' },
    );
    expect(zh.json().msg).toBe('找不到这条消息。');
    const unknown = await post(
      t.app,
      'message/updateMessage',
      { message_id: 999_999_999, unread: 0 },
      { cookie: me.cookie },
    );
    expect(unknown.json().code).toBe(4004);
    const [row] = await t.database.db
      .select()
      .from(systemMessages)
      .where(eq(systemMessages.message_id, theirs.message_id));
    expect(row.unread).toBe(1);
  });

  it('refuses visitors and bad input with field errors', async () => {
    const { me, rows } = await world();
    expect(
      (await post(t.app, 'message/updateMessage', { message_id: rows[1].message_id, unread: 0 })).json().code,
    ).toBe(4001);
    const bad = await post(t.app, 'message/updateMessage', { message_id: 'abc', unread: 1 }, { cookie: me.cookie });
    expect(bad.json().code).toBe(4000);
    expect(Object.keys(bad.json().data.fields).sort()).toEqual(['message_id', 'unread']);
    const missing = await post(t.app, 'message/updateMessage', {}, { cookie: me.cookie, lang: 'zh' });
    expect(Object.keys(missing.json().data.fields).sort()).toEqual(['message_id', 'unread']);
    expect(await unreadOf(me.cookie)).toBe(2);
  });
});

describe('messages the HR system writes', () => {
  it("read as a filled sentence with the status label in the candidate's language", async () => {
    const w = await buildWorld(t.database);
    await t.database.db.update(users).set({ locale: 'zh' }).where(eq(users.user_id, w.a.user_id));
    const changed = await post(
      t.app,
      'job/updApplicationStatus',
      { application_ids: String(w.application.application_id), status: 3 },
      { cookie: w.recruiterX.cookie, ip: nextIp() },
    );
    expect(changed.json().success).toBe(true);
    const list = (await post(t.app, 'message/getSysMessages', {}, { cookie: w.a.cookie, lang: 'zh' })).json().data.list;
    expect(list[0]).toMatchObject({ type: 'apply_status', job_id: w.jobX.job_id, unread: 1, title: '申请状态更新' });
    expect(list[0].content).toContain(`「${w.jobX.position_zh}」`);
    expect(list[0].content).toContain('状态已更新为：面试中。');
  });
});
