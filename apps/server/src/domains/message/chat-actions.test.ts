import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  applications,
  chatBlocks,
  chatMessages,
  jobs,
  MESSAGE_TEMPLATES,
  messageTemplates,
  systemMessages,
  users,
} from '@jobbridge/db';
import { type ChatMessageItem, translate } from '@jobbridge/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CHAT_SEND_LIMITS } from '../../limits';
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

type Who = { cookie: string; user_id: number };
type Body = Record<string, string | number>;

/**
 * The roles of the access tests, and a conversation: candidate B (who has
 * not applied) wrote to recruiter X about job X. A applied to job X; owner X
 * is another member of company X; recruiter Y is of another company.
 */
async function world(): Promise<World> {
  const w = await buildWorld(t.database);
  await t.database.db.update(jobs).set({ recruiter_id: w.recruiterX.user_id }).where(eq(jobs.job_id, w.jobX.job_id));
  const hello = await call(w.b, 'sendChatMessage', {
    to_user_id: w.recruiterX.user_id,
    job_id: w.jobX.job_id,
    content: 'Hi',
  });
  expect(hello.success).toBe(true);
  return w;
}

async function call(as: Who, name: string, body: Body, lang: 'en' | 'zh' = 'en') {
  const withId = name === 'answerChatAction' || 'client_id' in body ? body : { client_id: randomUUID(), ...body };
  return (await post(t.app, `message/${name}`, withId, { cookie: as.cookie, lang })).json();
}
const messagesOf = async (as: Who, other: number, jobId: number) =>
  (await call(as, 'getChatMessages', { from_user_id: as.user_id, to_user_id: other, job_id: jobId })).data;
const rowsOf = (candidateId: number, jobId: number) =>
  t.database.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.candidate_id, candidateId), eq(chatMessages.job_id, jobId)));

function connect(url: string, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { origin: ORIGIN, cookie } });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}
function inbox(ws: WebSocket) {
  const frames: Array<Record<string, unknown>> = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
  return frames;
}

describe('resume requested and sent', () => {
  it('lets the company ask, the candidate send, and only the parties open the PDF', async () => {
    const w = await world();
    const x = w.jobX.job_id;
    const toB = { to_user_id: w.b.user_id, job_id: x };
    const toX = { to_user_id: w.recruiterX.user_id, job_id: x };
    const client_id = randomUUID();
    const asked = await call(w.recruiterX, 'requestChatResume', { ...toB, client_id }, 'zh');
    expect(asked.data).toMatchObject({
      kind: 'resume_request',
      action_state: 'pending',
      to_system: 'candidate',
      content: translate('zh', 'chat.card.resumeRequested'),
      contacts: null,
    });
    // A double click stores one card; a second request waits for the first answer.
    expect((await call(w.recruiterX, 'requestChatResume', { ...toB, client_id })).data.message_id).toBe(
      asked.data.message_id,
    );
    const again = await call(w.ownerX, 'requestChatResume', toB, 'zh');
    expect(again).toMatchObject({ success: false, code: 4009, msg: translate('zh', 'server.chat.requestPending') });
    // The candidate cannot ask; nobody outside the conversation can.
    expect((await call(w.b, 'requestChatResume', toX)).code).toBe(4004);
    expect((await call(w.recruiterY, 'requestChatResume', toB)).code).toBe(4004);
    expect((await call(w.a, 'requestChatResume', toB)).code).toBe(4004);

    // The candidate answers by sending the resume: the request is accepted, once.
    const answered = await call(w.b, 'answerChatAction', { message_id: asked.data.message_id, accept: 1 });
    expect(answered.data.message).toMatchObject({ action_state: 'accepted', answered_by: w.b.user_id });
    expect(answered.data.reply).toMatchObject({ kind: 'resume', from_user_id: w.b.user_id, to_system: 'recruiter' });
    expect(answered.data.reply.content).toMatch(/\.pdf$/);
    const twice = await call(w.b, 'answerChatAction', { message_id: asked.data.message_id, accept: 1 });
    expect(twice.data.reply.message_id).toBe(answered.data.reply.message_id);
    expect((await rowsOf(w.b.user_id, x)).filter((row) => row.kind === 'resume')).toHaveLength(1);
    // The company cannot answer its own request, nor anyone else.
    expect((await call(w.recruiterX, 'answerChatAction', { message_id: asked.data.message_id, accept: 0 })).code).toBe(
      4004,
    );
    expect((await call(w.a, 'answerChatAction', { message_id: asked.data.message_id, accept: 1 })).code).toBe(4004);

    // Unprompted: only the candidate sends a resume.
    const sent = await call(w.b, 'sendChatResume', toX);
    expect(sent.data.kind).toBe('resume');
    expect((await call(w.recruiterX, 'sendChatResume', toB)).code).toBe(4004);

    // Opening: the candidate and every active member of the company; nobody else.
    const pdfPath = `/api/message/chatResume/${sent.data.message_id}`;
    for (const who of [w.recruiterX, w.ownerX, w.b]) {
      const res = await t.app.inject({ method: 'GET', url: pdfPath, headers: { cookie: who.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const who of [w.a, w.recruiterY, w.admin]) {
      const res = await t.app.inject({ method: 'GET', url: pdfPath, headers: { cookie: who.cookie } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(4004);
    }
    expect((await t.app.inject({ method: 'GET', url: pdfPath })).json().code).toBe(4001);
    // Another message's id is no resume.
    const notResume = await t.app.inject({
      method: 'GET',
      url: `/api/message/chatResume/${asked.data.message_id}`,
      headers: { cookie: w.recruiterX.cookie },
    });
    expect(notResume.json().code).toBe(4004);
  });

  it('counts cards like messages: past the limit a minute, an action is refused (4029)', async () => {
    const w = await world();
    const x = w.jobX.job_id;
    const rows = Array.from({ length: CHAT_SEND_LIMITS[0].max }, (_, i) => ({
      from_user_id: w.recruiterX.user_id,
      to_user_id: w.b.user_id,
      to_system: 'candidate' as const,
      job_id: x,
      content: `Message ${i}`,
      client_id: randomUUID(),
    }));
    await t.database.db.insert(chatMessages).values(rows);
    const limited = await call(w.recruiterX, 'inviteChatApply', { to_user_id: w.b.user_id, job_id: x });
    expect(limited.code).toBe(4029);
    expect((await rowsOf(w.b.user_id, x)).filter((row) => row.kind === 'invite')).toHaveLength(0);
  });

  it('refuses actions before a conversation begins and while the other side blocks it', async () => {
    const w = await world();
    // No conversation between A and job Y's company.
    expect((await call(w.a, 'sendChatResume', { to_user_id: w.recruiterY.user_id, job_id: w.jobY.job_id })).code).toBe(
      4004,
    );
    await t.database.db
      .insert(chatBlocks)
      .values({ candidate_id: w.b.user_id, job_id: w.jobX.job_id, side: 'candidate' });
    const blocked = await call(w.recruiterX, 'requestChatResume', { to_user_id: w.b.user_id, job_id: w.jobX.job_id });
    expect(blocked).toMatchObject({ code: 4003, msg: translate('en', 'server.chat.blocked') });
  });
});

describe('contacts exchanged', () => {
  it('shows no value before acceptance, both values to both sides after', async () => {
    const w = await world();
    const x = w.jobX.job_id;
    const db = t.database.db;
    await db.update(users).set({ phone: '8613800138000', calling_code: '86' }).where(eq(users.user_id, w.b.user_id));
    await db
      .update(users)
      .set({ wechat_id: 'recruiter_x1', phone: null })
      .where(eq(users.user_id, w.recruiterX.user_id));
    await db.update(users).set({ phone: null }).where(eq(users.user_id, w.ownerX.user_id));
    const toX = { to_user_id: w.recruiterX.user_id, job_id: x };

    // No WeChat ID on the account: said clearly; a bad one is refused; a good one is kept.
    const none = await call(w.b, 'proposeChatContact', { ...toX, contact_type: 'wechat' }, 'zh');
    expect(none).toMatchObject({ code: 4009, msg: translate('zh', 'server.chat.noWechat') });
    const bad = await call(w.b, 'proposeChatContact', { ...toX, contact_type: 'wechat', wechat_id: '1abc' });
    expect(Object.keys(bad.data.fields)).toEqual(['wechat_id']);
    const proposed = await call(w.b, 'proposeChatContact', {
      ...toX,
      contact_type: 'wechat',
      wechat_id: 'bob_wx_2026',
    });
    // The list names the last message's kind and contact type, never a value.
    const [listed] = (await call(w.recruiterX, 'getAllChatMessages', {})).data.list;
    expect(listed).toMatchObject({ kind: 'contact_request', contact_type: 'wechat' });
    expect(JSON.stringify(listed)).not.toContain('bob_wx_2026');
    expect(proposed.data).toMatchObject({
      kind: 'contact_request',
      contact_type: 'wechat',
      action_state: 'pending',
      contacts: null,
    });
    expect((await messagesOf(w.b, w.recruiterX.user_id, x)).own_contacts).toEqual({
      wechat_id: 'bob_wx_2026',
      phone: '+86 13800138000',
    });

    // Before acceptance, no value in any answer: the list, the conversation, of either side.
    for (const [who, other] of [
      [w.b, w.recruiterX],
      [w.recruiterX, w.b],
      [w.ownerX, w.b],
    ] as const) {
      const page = await messagesOf(who, other.user_id, x);
      const text = JSON.stringify(page.list);
      expect(text).not.toContain('bob_wx_2026');
      expect(text).not.toContain('recruiter_x1');
    }
    // One proposal of a type at a time.
    expect(
      (await call(w.recruiterX, 'proposeChatContact', { to_user_id: w.b.user_id, job_id: x, contact_type: 'wechat' }))
        .code,
    ).toBe(4009);
    // The proposer's side cannot answer; outsiders cannot.
    expect((await call(w.b, 'answerChatAction', { message_id: proposed.data.message_id, accept: 1 })).code).toBe(4004);
    expect(
      (await call(w.recruiterY, 'answerChatAction', { message_id: proposed.data.message_id, accept: 1 })).code,
    ).toBe(4004);

    // Accepted, with a live update to both people.
    const [bWs, xWs] = await Promise.all([
      connect(`${base}/ws/candidate/${w.b.user_id}`, w.b.cookie),
      connect(`${base}/ws/candidate/${w.recruiterX.user_id}`, w.recruiterX.cookie),
    ]);
    const [toBFrames, toXFrames] = [inbox(bWs), inbox(xWs)];
    const accepted = await call(w.recruiterX, 'answerChatAction', { message_id: proposed.data.message_id, accept: 1 });
    expect(accepted.data.message).toMatchObject({
      action_state: 'accepted',
      answered_by: w.recruiterX.user_id,
      contacts: { from: 'bob_wx_2026', to: 'recruiter_x1' },
    });
    await expect.poll(() => toBFrames.length).toBe(1);
    await expect.poll(() => toXFrames.length).toBe(1);
    expect(toBFrames[0]).toEqual({ type: 'chat_update', message: accepted.data.message });
    for (const ws of [bWs, xWs]) ws.close();
    for (const [who, other] of [
      [w.b, w.recruiterX],
      [w.ownerX, w.b],
    ] as const) {
      const card = (await messagesOf(who, other.user_id, x)).list.find(
        (m: ChatMessageItem) => m.message_id === proposed.data.message_id,
      );
      expect(card.contacts).toEqual({ from: 'bob_wx_2026', to: 'recruiter_x1' });
    }

    // Phone: the recruiter has none, so cannot propose; the candidate proposes, the company declines.
    const noPhone = await call(w.recruiterX, 'proposeChatContact', {
      to_user_id: w.b.user_id,
      job_id: x,
      contact_type: 'phone',
    });
    expect(noPhone).toMatchObject({ code: 4009, msg: translate('en', 'server.chat.noPhone') });
    const phone = await call(w.b, 'proposeChatContact', { ...toX, contact_type: 'phone' });
    expect((await call(w.ownerX, 'answerChatAction', { message_id: phone.data.message_id, accept: 1 })).code).toBe(
      4009,
    );
    const declined = await call(w.ownerX, 'answerChatAction', { message_id: phone.data.message_id, accept: 0 });
    expect(declined.data.message).toMatchObject({
      action_state: 'declined',
      answered_by: w.ownerX.user_id,
      contacts: null,
    });
    expect(JSON.stringify(await messagesOf(w.recruiterX, w.b.user_id, x))).not.toContain('13800138000');
  });
});

describe('invitation to apply', () => {
  it('invites a candidate once, with a system message, and never one who applied', async () => {
    const w = await world();
    const x = w.jobX.job_id;
    const toB = { to_user_id: w.b.user_id, job_id: x };
    await t.database.db.insert(messageTemplates).values(MESSAGE_TEMPLATES).onConflictDoNothing();
    const bWs = await connect(`${base}/ws/candidate/${w.b.user_id}`, w.b.cookie);
    const frames = inbox(bWs);
    const invited = await call(w.recruiterX, 'inviteChatApply', toB, 'zh');
    expect(invited.data).toMatchObject({ kind: 'invite', to_system: 'candidate', job_id: x });
    expect(invited.data.content).toContain(w.jobX.position_zh);
    const notices = await t.database.db.select().from(systemMessages).where(eq(systemMessages.to_user_id, w.b.user_id));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'invite', job_id: x, unread: 1 });
    await expect.poll(() => frames.map((f) => f.type).sort()).toEqual(['chat', 'system_message']);
    bWs.close();
    const sys = (await call(w.b, 'getSysMessages', {})).data.list;
    expect(sys[0]).toMatchObject({ type: 'invite', job_id: x });
    expect(sys[0].content).toContain(w.jobX.position_en);

    expect(await call(w.ownerX, 'inviteChatApply', toB, 'zh')).toMatchObject({
      code: 4009,
      msg: translate('zh', 'server.chat.alreadyInvited'),
    });
    expect((await call(w.b, 'inviteChatApply', { to_user_id: w.recruiterX.user_id, job_id: x })).code).toBe(4004);
    expect((await call(w.recruiterY, 'inviteChatApply', toB)).code).toBe(4004);

    // A, who applied, in a conversation the company opened: refused, saying why.
    const hi = await call(w.recruiterX, 'sendChatMessage', { to_user_id: w.a.user_id, job_id: x, content: 'Hello' });
    expect(hi.success).toBe(true);
    const applied = await call(w.recruiterX, 'inviteChatApply', { to_user_id: w.a.user_id, job_id: x });
    expect(applied).toMatchObject({ code: 4009, msg: translate('en', 'server.chat.alreadyApplied') });
    await t.database.db.delete(applications).where(eq(applications.user_id, w.a.user_id));
    await t.database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.job_id, x));
    expect((await call(w.recruiterX, 'inviteChatApply', { to_user_id: w.a.user_id, job_id: x })).msg).toBe(
      translate('en', 'server.chat.inviteJobClosed'),
    );
  });
});
