import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { chatMessages, jobs, users } from '@jobbridge/db';
import { buildJob } from '@jobbridge/db/testing';
import { CHAT, CHAT_EMPTY_MESSAGE_KEY, CHAT_LIMITS, type ChatMessageItem, LIVE, translate } from '@jobbridge/shared';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CHAT_SEND_LIMITS } from '../../limits';
import { type Bus, RedisBus } from '../../live/bus';
import { createTestApp, type TestApp } from '../../testing';
import { post } from '../account/test-kit';
import { buildWorld, type World } from '../resume/test-kit';

const ORIGIN = 'http://jobbridge.test';
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The roles of the access tests, with recruiter X as the recruiter of job X. */
async function world(): Promise<World> {
  const w = await buildWorld(t.database);
  await t.database.db.update(jobs).set({ recruiter_id: w.recruiterX.user_id }).where(eq(jobs.job_id, w.jobX.job_id));
  return w;
}

type Who = { cookie: string };
const send = (
  as: Who,
  body: { to_user_id: number; job_id: number; content: string; client_id?: string },
  lang: 'en' | 'zh' = 'en',
) => post(t.app, 'message/sendChatMessage', { client_id: randomUUID(), ...body }, { cookie: as.cookie, lang });
const messagesOf = async (as: Who, from: number, to: number, jobId: number, extra: Record<string, number> = {}) =>
  (
    await post(t.app, 'message/getChatMessages', { from_user_id: from, to_user_id: to, job_id: jobId, ...extra }, as)
  ).json();
const listOf = async (as: Who, lang: 'en' | 'zh' = 'en') =>
  (await post(t.app, 'message/getAllChatMessages', {}, { cookie: as.cookie, lang })).json().data.list;
const rowsOf = (candidateId: number, jobId: number) =>
  t.database.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.candidate_id, candidateId), eq(chatMessages.job_id, jobId)));

describe('message/sendChatMessage', () => {
  it("opens a candidate's conversation with the job's recruiter with a job card, then the message", async () => {
    const w = await world();
    const res = await send(w.a, { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, content: '  Hello!\n' });
    expect(res.statusCode).toBe(200);
    const message = res.json().data as ChatMessageItem;
    expect(message).toMatchObject({
      from_user_id: w.a.user_id,
      to_user_id: w.recruiterX.user_id,
      to_system: 'recruiter',
      job_id: w.jobX.job_id,
      kind: 'text',
      content: 'Hello!',
      unread: 1,
    });
    expect(message.create_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const { data } = await messagesOf(w.a, w.a.user_id, w.recruiterX.user_id, w.jobX.job_id);
    expect(data.list.map((m: ChatMessageItem) => [m.kind, m.content, m.unread])).toEqual([
      ['job_card', w.jobX.position_en, 0],
      ['text', 'Hello!', 1],
    ]);
    expect(data).toMatchObject({
      has_more: false,
      candidate_id: w.a.user_id,
      blocked_by_me: false,
      blocked_by_other: false,
    });
    // The recruiter answers; the conversation keeps one card.
    const answer = await send(w.recruiterX, { to_user_id: w.a.user_id, job_id: w.jobX.job_id, content: 'Hi Alice' });
    expect(answer.json().data).toMatchObject({ to_system: 'candidate', kind: 'text' });
    expect((await rowsOf(w.a.user_id, w.jobX.job_id)).filter((row) => row.kind === 'job_card')).toHaveLength(1);
  });

  it('opens a conversation once when first messages race: one job card, before every message', async () => {
    const w = await world();
    const to = { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id };
    const answers = await Promise.all(['one', 'two', 'three', 'four'].map((content) => send(w.a, { ...to, content })));
    for (const res of answers) expect(res.json().data).toMatchObject({ kind: 'text' });
    const rows = (await rowsOf(w.a.user_id, w.jobX.job_id)).sort((x, y) => x.message_id - y.message_id);
    expect(rows.map((row) => row.kind)).toEqual(['job_card', 'text', 'text', 'text', 'text']);
    // A second card is refused by the database itself (decision 0035).
    const { message_id: _id, candidate_id: _candidate, ...card } = rows[0];
    await expect(t.database.db.insert(chatMessages).values(card)).rejects.toThrow();
  });

  it('stores a resent client id once and answers the stored message', async () => {
    const w = await world();
    const body = { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, content: 'Once', client_id: randomUUID() };
    const [first, second] = [await send(w.a, body), await send(w.a, body)];
    expect(second.json().data).toEqual(first.json().data);
    // Concurrent resends too.
    const more = await Promise.all([send(w.a, body), send(w.a, body), send(w.a, body)]);
    for (const res of more) expect(res.json().data.message_id).toBe(first.json().data.message_id);
    const rows = await rowsOf(w.a.user_id, w.jobX.job_id);
    expect(rows.filter((row) => row.client_id === body.client_id)).toHaveLength(1);
    expect(rows).toHaveLength(2);
    // The same client id for another conversation is refused.
    const jobX2 = await buildJob(t.database.db, {
      company_id: w.companyX.company_id,
      recruiter_id: w.recruiterX.user_id,
    });
    const other = await send(w.a, { ...body, job_id: jobX2.job_id }, 'zh');
    expect(other.json()).toMatchObject({ success: false, code: 4009, msg: '该消息编号已用于另一条消息。' });
  });

  it("refuses an empty or whitespace-only message with 'chat.empty_message' in both languages, and a long one", async () => {
    const w = await world();
    const to = { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id };
    for (const content of ['', '   ', '\n\t ']) {
      const en = (await send(w.a, { ...to, content })).json();
      expect(en).toMatchObject({ success: false, code: 4000, msg: translate('en', CHAT_EMPTY_MESSAGE_KEY) });
      expect(en.data.fields.content).toBe(translate('en', CHAT_EMPTY_MESSAGE_KEY));
      expect((await send(w.a, { ...to, content }, 'zh')).json().msg).toBe(translate('zh', CHAT_EMPTY_MESSAGE_KEY));
    }
    const long = (await send(w.a, { ...to, content: 'x'.repeat(CHAT.maxLength + 1) })).json();
    expect(long.code).toBe(4000);
    expect(long.data.fields.content).toBe(`At most ${CHAT.maxLength} characters`);
    expect((await send(w.a, { ...to, content: '字'.repeat(CHAT.maxLength) })).json().success).toBe(true);
    const bad = (await send(w.a, { ...to, content: 'x', client_id: 'not a uuid!' })).json();
    expect(Object.keys(bad.data.fields)).toEqual(['client_id']);
    expect((await rowsOf(w.a.user_id, w.jobX.job_id)).filter((row) => row.kind === 'text')).toHaveLength(1);
  });

  it("lets a candidate start only with an open job's recruiter, and the company only with a candidate who applied", async () => {
    const w = await world();
    const x = w.jobX.job_id;
    // Another member of X is not whom a candidate starts with; the recruiter of another company is nobody here.
    expect((await send(w.b, { to_user_id: w.ownerX.user_id, job_id: x, content: 'Hi' })).json().code).toBe(4004);
    expect((await send(w.b, { to_user_id: w.recruiterY.user_id, job_id: x, content: 'Hi' })).json().code).toBe(4004);
    expect((await send(w.b, { to_user_id: w.a.user_id, job_id: x, content: 'Hi' })).json().code).toBe(4004);
    expect(
      (await send(w.b, { to_user_id: w.recruiterX.user_id, job_id: 999_999_999, content: 'Hi' })).json().code,
    ).toBe(4004);
    // The company reaches A, who applied, not B.
    expect((await send(w.ownerX, { to_user_id: w.b.user_id, job_id: x, content: 'Hi' })).json().code).toBe(4004);
    expect((await send(w.recruiterY, { to_user_id: w.a.user_id, job_id: x, content: 'Hi' })).json().code).toBe(4004);
    expect((await send(w.recruiterX, { to_user_id: w.ownerX.user_id, job_id: x, content: 'Hi' })).json().code).toBe(
      4004,
    );
    const opened = await send(w.ownerX, { to_user_id: w.a.user_id, job_id: x, content: 'Would you talk?' });
    expect(opened.json().data).toMatchObject({ from_user_id: w.ownerX.user_id, to_system: 'candidate' });
    // Once open, A may answer any member of X, and recruiter X reads it too.
    expect((await send(w.a, { to_user_id: w.ownerX.user_id, job_id: x, content: 'Yes' })).json().success).toBe(true);
    const seen = await messagesOf(w.recruiterX, w.a.user_id, w.recruiterX.user_id, x);
    expect(seen.data.list.map((m: ChatMessageItem) => m.content)).toEqual([
      w.jobX.position_en,
      'Would you talk?',
      'Yes',
    ]);
    // A closed job takes no new conversation, in either language.
    const closed = await buildJob(t.database.db, {
      company_id: w.companyX.company_id,
      recruiter_id: w.recruiterX.user_id,
      status: 'closed',
    });
    const refused = await send(w.b, { to_user_id: w.recruiterX.user_id, job_id: closed.job_id, content: 'Hi' });
    expect(refused.json()).toMatchObject({
      code: 4009,
      msg: 'This job is no longer open, so a new conversation about it cannot be started.',
    });
    expect((await rowsOf(w.b.user_id, closed.job_id)).length).toBe(0);
  });

  it(`refuses a sender past ${CHAT_SEND_LIMITS[0].max} messages a minute (4029), counting no resend`, async () => {
    const w = await world();
    const to = { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id };
    const first = { ...to, content: 'm', client_id: randomUUID() };
    expect((await send(w.a, first)).json().success).toBe(true);
    for (let i = 1; i < CHAT_SEND_LIMITS[0].max; i++) {
      expect((await send(w.a, { ...to, content: `m${i}` })).json().success).toBe(true);
    }
    const over = await send(w.a, { ...to, content: 'one more' });
    expect(over.json().code).toBe(4029);
    const retry = Number(over.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    // A resend of a stored message still answers it.
    expect((await send(w.a, first)).json().success).toBe(true);
    // Another user is not affected.
    expect(
      (await send(w.recruiterX, { to_user_id: w.a.user_id, job_id: w.jobX.job_id, content: 'ok' })).json().success,
    ).toBe(true);
  });

  it('refuses visitors and bad ids', async () => {
    const w = await world();
    const visitor = await post(t.app, 'message/sendChatMessage', {
      to_user_id: w.recruiterX.user_id,
      job_id: w.jobX.job_id,
      content: 'Hi',
      client_id: randomUUID(),
    });
    expect(visitor.json().code).toBe(4001);
    const bad = await post(
      t.app,
      'message/sendChatMessage',
      { to_user_id: 'x', job_id: -1, content: 'Hi', client_id: randomUUID() },
      { cookie: w.a.cookie },
    );
    expect(Object.keys(bad.json().data.fields).sort()).toEqual(['job_id', 'to_user_id']);
  });
});

describe('message/getChatMessages, readChatMessages and getAllChatMessages', () => {
  it('pages back through a long conversation with before_id, and refuses both ids at once', async () => {
    const w = await world();
    const to = { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id };
    await send(w.a, { ...to, content: 'first' });
    // More than one answer holds, stored directly (the send rate would stop a person long before).
    const extra = CHAT_LIMITS.messagesPerAnswer + 4;
    await t.database.db.insert(chatMessages).values(
      Array.from({ length: extra }, (_, i) => ({
        from_user_id: w.a.user_id,
        to_user_id: w.recruiterX.user_id,
        to_system: 'recruiter' as const,
        job_id: w.jobX.job_id,
        content: `m${i}`,
      })),
    );
    const latest = (await messagesOf(w.a, w.a.user_id, w.recruiterX.user_id, w.jobX.job_id)).data;
    expect(latest.list).toHaveLength(CHAT_LIMITS.messagesPerAnswer);
    expect(latest.list.at(-1).content).toBe(`m${extra - 1}`);
    expect(latest.has_earlier).toBe(true);
    const earlier = (
      await messagesOf(w.a, w.a.user_id, w.recruiterX.user_id, w.jobX.job_id, { before_id: latest.list[0].message_id })
    ).data;
    // The job card, 'first', and the messages up to the first one already held, in order.
    expect(earlier.list.map((m: ChatMessageItem) => m.content)).toEqual([
      w.jobX.position_en,
      'first',
      'm0',
      'm1',
      'm2',
      'm3',
    ]);
    expect(earlier.has_earlier).toBe(false);
    const both = await post(
      t.app,
      'message/getChatMessages',
      { from_user_id: w.a.user_id, to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, after_id: 1, before_id: 9 },
      { cookie: w.a.cookie, lang: 'zh' },
    );
    expect(both.json()).toMatchObject({
      code: 4000,
      data: { fields: { before_id: 'after_id 与 before_id 只能提供其中一个。' } },
    });
  });

  it('answers only what follows after_id, for a reconnecting client', async () => {
    const w = await world();
    const to = { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id };
    const ids: number[] = [];
    for (const content of ['one', 'two', 'three'])
      ids.push((await send(w.a, { ...to, content })).json().data.message_id);
    const after = await messagesOf(w.a, w.a.user_id, w.recruiterX.user_id, w.jobX.job_id, { after_id: ids[0] });
    expect(after.data.list.map((m: ChatMessageItem) => m.content)).toEqual(['two', 'three']);
    const none = await messagesOf(w.a, w.a.user_id, w.recruiterX.user_id, w.jobX.job_id, { after_id: ids[2] });
    expect(none.data).toMatchObject({ list: [], has_more: false });
  });

  it("lists each side's conversations, newest first, with the counterpart, job, company and unread count", async () => {
    const w = await world();
    const jobX2 = await buildJob(t.database.db, {
      company_id: w.companyX.company_id,
      recruiter_id: w.recruiterX.user_id,
      position_en: 'Designer',
      position_zh: '设计师',
    });
    await send(w.a, { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, content: 'About X' });
    await send(w.a, { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, content: 'Still X' });
    await send(w.b, { to_user_id: w.recruiterX.user_id, job_id: jobX2.job_id, content: 'From B' });
    await send(w.recruiterX, { to_user_id: w.b.user_id, job_id: jobX2.job_id, content: 'Hi B' });

    // The company's side sees the candidate's face.
    await t.database.db.update(users).set({ avatar_url: '/files/b.png' }).where(eq(users.user_id, w.b.user_id));
    const recruiters = await listOf(w.recruiterX);
    expect(recruiters.map((item: { user_id: number; job_id: number; cou: number; content: string }) => item)).toEqual([
      {
        user_id: w.b.user_id,
        job_id: jobX2.job_id,
        candidate_id: w.b.user_id,
        logo_url: w.companyX.logo_url,
        brand_name: w.companyX.eng_brand_name,
        position: 'Designer',
        avatar_url: '/files/b.png',
        headline_job: w.b.headline_job,
        first_name: 'Bob',
        content: 'Hi B',
        kind: 'text',
        contact_type: null,
        create_time: expect.any(String),
        cou: 1,
      },
      expect.objectContaining({
        user_id: w.a.user_id,
        job_id: w.jobX.job_id,
        first_name: 'Alice',
        content: 'Still X',
        cou: 2,
      }),
    ]);
    // The owner of X shares the company's inbox; recruiter Y sees none of it.
    expect((await listOf(w.ownerX)).map((item: { job_id: number }) => item.job_id)).toEqual([
      jobX2.job_id,
      w.jobX.job_id,
    ]);
    expect(await listOf(w.recruiterY)).toEqual([]);
    // B sees the recruiter, in Chinese too.
    const [mine] = await listOf(w.b, 'zh');
    expect(mine).toMatchObject({
      user_id: w.recruiterX.user_id,
      candidate_id: w.b.user_id,
      brand_name: w.companyX.brand_name,
      position: '设计师',
      headline_job: 'Talent Partner',
      content: 'Hi B',
      cou: 1,
    });

    // Reading clears the reader's side only.
    const read = await post(
      t.app,
      'message/readChatMessages',
      { to_user_id: w.recruiterX.user_id, from_user_id: w.a.user_id, job_id: w.jobX.job_id },
      { cookie: w.recruiterX.cookie },
    );
    expect(read.json().data).toEqual({ read: 2 });
    const after = await listOf(w.ownerX);
    expect(after.find((item: { job_id: number }) => item.job_id === w.jobX.job_id).cou).toBe(0);
    expect(after.find((item: { job_id: number }) => item.job_id === jobX2.job_id).cou).toBe(1);
    const again = await post(
      t.app,
      'message/readChatMessages',
      { to_user_id: w.recruiterX.user_id, from_user_id: w.a.user_id, job_id: w.jobX.job_id },
      { cookie: w.recruiterX.cookie },
    );
    expect(again.json().data).toEqual({ read: 0 });
    // user_id, when given, is the session's own.
    const other = await post(t.app, 'message/getAllChatMessages', { user_id: w.a.user_id }, { cookie: w.b.cookie });
    expect(other.json().code).toBe(4004);
  });

  it("counts the header's unread chat messages as the chat list does: the company's side as one inbox", async () => {
    const w = await world();
    const unread = async (who: Who) =>
      (await post(t.app, 'account/getUnreadMessages', {}, { cookie: who.cookie })).json().data.chat;
    const listed = async (who: Who) =>
      (await listOf(who)).reduce((sum: number, item: { cou: number }) => sum + item.cou, 0);
    await send(w.a, { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, content: 'One' });
    await send(w.a, { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, content: 'Two' });
    await send(w.ownerX, { to_user_id: w.a.user_id, job_id: w.jobX.job_id, content: 'Answer' });
    // Addressed to recruiter X, the owner shares them; the owner's answer is A's.
    for (const [who, expected] of [
      [w.recruiterX, 2],
      [w.ownerX, 2],
      [w.a, 1],
      [w.recruiterY, 0],
    ] as const) {
      expect(await unread(who)).toBe(expected);
      expect(await listed(who)).toBe(expected);
    }
    // The owner reads them: recruiter X's count falls too.
    await post(
      t.app,
      'message/readChatMessages',
      { to_user_id: w.a.user_id, from_user_id: w.ownerX.user_id, job_id: w.jobX.job_id },
      { cookie: w.ownerX.cookie },
    );
    expect(await unread(w.recruiterX)).toBe(0);
    expect(await unread(w.a)).toBe(1);
  });

  it("counts a job's conversations as its message_count in the HR system", async () => {
    const w = await world();
    for (const content of ['1', '2', '3'])
      await send(w.a, { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, content });
    await send(w.b, { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, content: 'B' });
    const list = (await post(t.app, 'job/getPostJobList', {}, { cookie: w.recruiterX.cookie })).json().data.list;
    expect(list.find((job: { job_id: number }) => job.job_id === w.jobX.job_id).message_count).toBe(2);
  });
});

describe('message/blockChat and message/reportChat', () => {
  it("refuses the other side's messages while blocked, in both languages, until the block is lifted", async () => {
    const w = await world();
    const toX = { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id };
    await send(w.a, { ...toX, content: 'Hello' });
    const block = await post(t.app, 'message/blockChat', { to_user_id: w.a.user_id, job_id: w.jobX.job_id }, w.ownerX);
    expect(block.json().data).toEqual({ blocked: true });
    expect((await send(w.a, { ...toX, content: 'Again' })).json()).toMatchObject({
      code: 4003,
      msg: 'This conversation has been blocked. Messages can no longer be sent to it.',
    });
    expect((await send(w.a, { ...toX, content: 'Again' }, 'zh')).json().msg).toBe('该会话已被屏蔽，无法再发送消息。');
    expect((await messagesOf(w.a, w.a.user_id, w.recruiterX.user_id, w.jobX.job_id)).data).toMatchObject({
      blocked_by_me: false,
      blocked_by_other: true,
    });
    expect((await messagesOf(w.recruiterX, w.a.user_id, w.recruiterX.user_id, w.jobX.job_id)).data).toMatchObject({
      blocked_by_me: true,
      blocked_by_other: false,
    });
    // The blocking side may still write; lifting lets A write again.
    expect(
      (await send(w.recruiterX, { to_user_id: w.a.user_id, job_id: w.jobX.job_id, content: 'Bye' })).json().success,
    ).toBe(true);
    const lift = await post(
      t.app,
      'message/blockChat',
      { to_user_id: w.a.user_id, job_id: w.jobX.job_id, blocked: 0 },
      w.recruiterX,
    );
    expect(lift.json().data).toEqual({ blocked: false });
    expect((await send(w.a, { ...toX, content: 'Back' })).json().success).toBe(true);
  });

  it("puts a report in the platform admin's review list with the conversation, for nobody else", async () => {
    const w = await world();
    await send(w.a, { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, content: 'Hello' });
    await send(w.recruiterX, { to_user_id: w.a.user_id, job_id: w.jobX.job_id, content: 'Send me money' });
    // Only someone who wrote in the conversation can be reported.
    const nobody = await post(
      t.app,
      'message/reportChat',
      { to_user_id: w.ownerX.user_id, job_id: w.jobX.job_id, reason: 'fraud' },
      w.a,
    );
    expect(nobody.json().code).toBe(4004);
    const bad = await post(
      t.app,
      'message/reportChat',
      { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, reason: 'boring' },
      w.a,
    );
    expect(Object.keys(bad.json().data.fields)).toEqual(['reason']);
    const res = await post(
      t.app,
      'message/reportChat',
      { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, reason: 'fraud', note: 'Asked for a fee' },
      w.a,
    );
    const reportId = res.json().data.report_id;
    expect(reportId).toBeGreaterThan(0);

    const queue = (await post(t.app, 'review/getChatReports', {}, { cookie: w.admin.cookie, lang: 'zh' })).json().data;
    const report = queue.list.find((item: { report_id: number }) => item.report_id === reportId);
    expect(report).toMatchObject({
      reason: 'fraud',
      reason_label: '涉嫌欺诈',
      note: 'Asked for a fee',
      reporter_side: 'candidate',
      reporter: { user_id: w.a.user_id, first_name: 'Alice' },
      reported: { user_id: w.recruiterX.user_id },
      job_id: w.jobX.job_id,
      position: w.jobX.position_zh,
      brand_name: w.companyX.brand_name,
      candidate_id: w.a.user_id,
    });
    expect(report.messages.map((m: ChatMessageItem) => m.content)).toEqual([
      w.jobX.position_en,
      'Hello',
      'Send me money',
    ]);
    for (const who of [w.a, w.recruiterX, w.ownerX]) {
      expect((await post(t.app, 'review/getChatReports', {}, who)).json().code).toBe(4004);
    }
  });
});

/** Opens a user's live socket. */
function connect(url: string, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { origin: ORIGIN, cookie } });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}
/** Frames of a socket, parsed, as they arrive. */
function inbox(ws: WebSocket) {
  const frames: Array<Record<string, unknown>> = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
  return frames;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('live delivery', () => {
  it('tells a party whether the other is online, now and a second after each change, and strangers nothing', async () => {
    const w = await world();
    const aWs = await connect(`${base}/ws/candidate/${w.a.user_id}`, w.a.cookie);
    const toA = inbox(aWs);
    const presence = () => toA.filter((f) => f.type === 'presence');
    // The job's recruiter: shown to anyone on the job page, so a candidate may watch before writing.
    aWs.send(JSON.stringify({ type: 'presence_watch', user_id: w.recruiterX.user_id, job_id: w.jobX.job_id }));
    await expect.poll(presence).toEqual([{ type: 'presence', user_id: w.recruiterX.user_id, online: false }]);

    const xWs = await connect(`${base}/ws/candidate/${w.recruiterX.user_id}`, w.recruiterX.cookie);
    await sleep(LIVE.presenceSettleMs / 2);
    expect(presence()).toHaveLength(1);
    await expect
      .poll(() => presence().at(-1), { timeout: LIVE.presenceSettleMs * 3 })
      .toEqual({ type: 'presence', user_id: w.recruiterX.user_id, online: true });
    xWs.close();
    await expect
      .poll(() => presence().at(-1), { timeout: LIVE.presenceSettleMs * 3 })
      .toEqual({ type: 'presence', user_id: w.recruiterX.user_id, online: false });

    // The owner of X is no job's recruiter and has no conversation with B: B learns nothing of them,
    // nor of a candidate of another job, nor through a job of another company.
    const bWs = await connect(`${base}/ws/candidate/${w.b.user_id}`, w.b.cookie);
    const toB = inbox(bWs);
    for (const watch of [
      { user_id: w.ownerX.user_id, job_id: w.jobX.job_id },
      { user_id: w.a.user_id, job_id: w.jobX.job_id },
      { user_id: w.recruiterX.user_id, job_id: w.jobY.job_id },
      { user_id: 'x', job_id: w.jobX.job_id },
    ])
      bWs.send(JSON.stringify({ type: 'presence_watch', ...watch }));
    // Once A wrote, the owner (sharing the inbox) may watch A.
    await send(w.a, { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, content: 'Hi' });
    const oWs = await connect(`${base}/ws/candidate/${w.ownerX.user_id}`, w.ownerX.cookie);
    const toO = inbox(oWs);
    oWs.send(JSON.stringify({ type: 'presence_watch', user_id: w.a.user_id, job_id: w.jobX.job_id }));
    await expect
      .poll(() => toO.filter((f) => f.type === 'presence'))
      .toEqual([{ type: 'presence', user_id: w.a.user_id, online: true }]);
    expect(toB.filter((f) => f.type === 'presence')).toEqual([]);
    for (const ws of [aWs, bWs, oWs]) ws.close();
  });

  it("delivers a sent message to the recipient's and the sender's sockets, and to no one else", async () => {
    const w = await world();
    const [aWs, xWs, bWs] = await Promise.all([
      connect(`${base}/ws/candidate/${w.a.user_id}`, w.a.cookie),
      connect(`${base}/ws/candidate/${w.recruiterX.user_id}`, w.recruiterX.cookie),
      connect(`${base}/ws/candidate/${w.b.user_id}`, w.b.cookie),
    ]);
    const [toA, toX, toB] = [inbox(aWs), inbox(xWs), inbox(bWs)];
    const sent = (await send(w.a, { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, content: 'Live?' })).json()
      .data;
    await expect.poll(() => toX.length).toBe(2);
    expect(toX.map((frame) => (frame.message as ChatMessageItem).kind)).toEqual(['job_card', 'text']);
    expect(toX[1]).toEqual({ type: 'chat', message: sent });
    await expect.poll(() => toA.length).toBe(2);
    expect(toA[1]).toEqual({ type: 'chat', message: sent });

    // Reading tells the sender.
    toA.length = 0;
    await post(
      t.app,
      'message/readChatMessages',
      { to_user_id: w.recruiterX.user_id, from_user_id: w.a.user_id, job_id: w.jobX.job_id },
      w.recruiterX,
    );
    await expect.poll(() => toA.length).toBe(1);
    expect(toA[0]).toEqual({
      type: 'read',
      job_id: w.jobX.job_id,
      candidate_id: w.a.user_id,
      reader_id: w.recruiterX.user_id,
      to_system: 'recruiter',
      last_message_id: sent.message_id,
    });
    await sleep(100);
    expect(toB).toEqual([]);
    for (const ws of [aWs, xWs, bWs]) ws.close();
  });

  it('takes chat_send on the socket: chat_ack after the write, once per client id, or chat_error', async () => {
    const w = await world();
    const aWs = await connect(`${base}/ws/candidate/${w.a.user_id}`, w.a.cookie);
    const xWs = await connect(`${base}/ws/candidate/${w.recruiterX.user_id}`, w.recruiterX.cookie);
    const [toA, toX] = [inbox(aWs), inbox(xWs)];
    const clientId = randomUUID();
    const frame = {
      type: 'chat_send',
      client_id: clientId,
      to_user_id: w.recruiterX.user_id,
      job_id: w.jobX.job_id,
      content: '你好',
    };
    aWs.send(JSON.stringify(frame));
    await expect.poll(() => toA.find((f) => f.type === 'chat_ack')).toBeTruthy();
    const ack = toA.find((f) => f.type === 'chat_ack') as { client_id: string; message: ChatMessageItem };
    expect(ack).toMatchObject({ client_id: clientId, message: { content: '你好', client_id: clientId } });
    const [row] = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.message_id, ack.message.message_id));
    expect(row.content).toBe('你好');
    await expect.poll(() => toX.filter((f) => f.type === 'chat').length).toBe(2);

    // A resend (no ack arrived, say) is acknowledged with the same message and stores nothing.
    toA.length = 0;
    aWs.send(JSON.stringify(frame));
    await expect.poll(() => toA.find((f) => f.type === 'chat_ack')).toBeTruthy();
    expect((toA.find((f) => f.type === 'chat_ack') as { message: ChatMessageItem }).message).toEqual(ack.message);
    expect((await rowsOf(w.a.user_id, w.jobX.job_id)).filter((r) => r.kind === 'text')).toHaveLength(1);

    // Refusals answer chat_error with the code and the message key.
    toA.length = 0;
    aWs.send(JSON.stringify({ ...frame, client_id: 'e1', content: '   ' }));
    aWs.send(JSON.stringify({ ...frame, client_id: 'e2', to_user_id: w.recruiterY.user_id }));
    aWs.send(JSON.stringify({ type: 'chat_send', client_id: 'e3', to_user_id: 'x' }));
    await expect.poll(() => toA.length).toBe(3);
    const byId = Object.fromEntries(toA.map((f) => [f.client_id, f]));
    expect(byId.e1).toMatchObject({ type: 'chat_error', code: 4000, key: 'chat.empty_message' });
    expect(byId.e2).toEqual({ type: 'chat_error', client_id: 'e2', code: 4004, key: 'server.chat.notFound' });
    expect(byId.e3).toMatchObject({ type: 'chat_error', code: 4000, key: 'errors.4000' });
    expect(Object.keys(byId.e3.fields as object).sort()).toEqual(['content', 'job_id', 'to_user_id']);
    aWs.close();
    xWs.close();
  });
});

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
// In CI a missing Redis is a failure, not a skip (as in live.test.ts).
const runRedis = Boolean(process.env.CI) || (await redisReachable());

describe.runIf(runRedis)('live delivery across two instances (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let buses: Bus[] = [];
  let baseA: string;
  let baseB: string;
  const prefix = `test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    buses = [
      await new RedisBus(REDIS_URL, undefined, prefix).connect(),
      await new RedisBus(REDIS_URL, undefined, prefix).connect(),
    ];
    const env = { PUBLIC_ORIGIN: ORIGIN, REDIS_URL, REDIS_PREFIX: prefix };
    a = await createTestApp({ env, bus: buses[0] });
    b = await createTestApp({ env, bus: buses[1], database: a.database });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    baseA = `ws://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`;
    baseB = `ws://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it('delivers a message sent through instance A to the recipient socket on instance B', async () => {
    const w = await buildWorld(a.database);
    await a.database.db.update(jobs).set({ recruiter_id: w.recruiterX.user_id }).where(eq(jobs.job_id, w.jobX.job_id));
    const xWs = await connect(`${baseB}/ws/candidate/${w.recruiterX.user_id}`, w.recruiterX.cookie);
    const toX = inbox(xWs);
    await sleep(50);
    const res = await post(
      a.app,
      'message/sendChatMessage',
      { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, content: 'Across', client_id: randomUUID() },
      { cookie: w.a.cookie },
    );
    await expect.poll(() => toX.length).toBe(2);
    expect(toX[1]).toEqual({ type: 'chat', message: res.json().data });
    xWs.close();
  });

  it("tells a watcher on instance A when the job's recruiter comes online and goes offline on instance B", async () => {
    const w = await buildWorld(a.database);
    await a.database.db.update(jobs).set({ recruiter_id: w.recruiterX.user_id }).where(eq(jobs.job_id, w.jobX.job_id));
    const aWs = await connect(`${baseA}/ws/candidate/${w.a.user_id}`, w.a.cookie);
    const inboxA = inbox(aWs);
    const presence = () => inboxA.filter((f) => f.type === 'presence');
    aWs.send(JSON.stringify({ type: 'presence_watch', user_id: w.recruiterX.user_id, job_id: w.jobX.job_id }));
    await expect.poll(presence).toEqual([{ type: 'presence', user_id: w.recruiterX.user_id, online: false }]);
    const xWs = await connect(`${baseB}/ws/candidate/${w.recruiterX.user_id}`, w.recruiterX.cookie);
    await expect
      .poll(() => presence().at(-1), { timeout: LIVE.presenceSettleMs * 3 })
      .toEqual({ type: 'presence', user_id: w.recruiterX.user_id, online: true });
    xWs.close();
    await expect
      .poll(() => presence().at(-1), { timeout: LIVE.presenceSettleMs * 3 })
      .toEqual({ type: 'presence', user_id: w.recruiterX.user_id, online: false });
    aWs.close();
  });
});
