import { randomUUID } from 'node:crypto';
import { chatMessages, type Db, jobs, outboxMessages, queryRows, settings, users } from '@jobbridge/db';
import { CHAT_EMAIL } from '@jobbridge/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { post } from '../account/test-kit';
import { buildWorld, type World } from '../resume/test-kit';
import { type ChatEmailResult, dueConversations, runChatEmails, scheduleChatEmails } from './chat-email';

const ORIGIN = 'https://jobbridge.test';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const MINUTE = 60_000;

/** The roles of the access tests; recruiter X is job X's recruiter and, like A, has a verified e-mail. */
async function world(): Promise<World> {
  const w = await buildWorld(t.database);
  await db().update(jobs).set({ recruiter_id: w.recruiterX.user_id }).where(eq(jobs.job_id, w.jobX.job_id));
  await db().update(users).set({ status: 2, first_name: 'Rita' }).where(eq(users.user_id, w.recruiterX.user_id));
  return w;
}

type Who = { cookie: string; user_id: number };
const send = async (from: Who, to: Who, jobId: number, content: string) => {
  const res = await post(
    t.app,
    'message/sendChatMessage',
    { to_user_id: to.user_id, job_id: jobId, content, client_id: randomUUID() },
    from,
  );
  expect(res.json().success).toBe(true);
};
/** One sweep as if it ran `offsetMs` from now: the controllable clock. */
const sweepAt = (offsetMs: number) =>
  runChatEmails(db(), t.app.providers, new Date(Date.now() + offsetMs), { origin: ORIGIN });
const mailsTo = async (userId: number) => {
  const [user] = await db().select({ email: users.email }).from(users).where(eq(users.user_id, userId));
  return db()
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, user.email as string))
    .orderBy(outboxMessages.message_id);
};

describe('offline e-mail for unread chat messages', () => {
  it("sends one e-mail for many unread messages, after the delay, to the company's addressee, with a link into the chat", async () => {
    const w = await world();
    await send(w.a, w.recruiterX, w.jobX.job_id, 'Hello');
    await send(w.a, w.recruiterX, w.jobX.job_id, 'Are you there?');
    await send(w.a, w.recruiterX, w.jobX.job_id, 'I can start in May <b>soon</b> & "gladly"');
    await send(w.a, w.recruiterX, w.jobX.job_id, 'Last one');

    await sweepAt(CHAT_EMAIL.delayMs - MINUTE);
    expect(await mailsTo(w.recruiterX.user_id)).toHaveLength(0);
    await sweepAt(CHAT_EMAIL.delayMs + MINUTE);
    await sweepAt(CHAT_EMAIL.delayMs + 5 * MINUTE);
    const mails = await mailsTo(w.recruiterX.user_id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe(`New message from Alice about ${w.jobX.position_en}`);
    expect(mail.body_text).toContain(`Alice wrote to ${w.companyX.eng_brand_name} about “${w.jobX.position_en}”`);
    // The latest CHAT_EMAIL.quotedMessages messages, oldest first, and how many more there are.
    expect(mail.body_text).not.toContain('> Hello');
    expect(mail.body_text).toContain('> Are you there?\n> I can start in May <b>soon</b> & "gladly"\n> Last one');
    expect(mail.body_text).toContain('And 1 earlier unread message.');
    const link = `${ORIGIN}/hrsystem/chats?job_id=${w.jobX.job_id}&with=${w.a.user_id}&lang=en`;
    expect(mail.body_text).toContain(link);
    // The HTML part escapes what people wrote.
    expect(mail.body_html).toContain('I can start in May &lt;b&gt;soon&lt;/b&gt; &amp; &quot;gladly&quot;');
    expect(mail.body_html).not.toContain('<b>soon');
    expect(mail.body_html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    // Nobody else of the company gets one; the candidate neither.
    expect(await mailsTo(w.ownerX.user_id)).toHaveLength(0);
    expect(await mailsTo(w.a.user_id)).toHaveLength(0);
  });

  it("e-mails the candidate in the candidate's language with a link to /message", async () => {
    const w = await world();
    await db().update(users).set({ locale: 'zh' }).where(eq(users.user_id, w.a.user_id));
    await send(w.recruiterX, w.a, w.jobX.job_id, '方便明天面试吗？');
    await sweepAt(CHAT_EMAIL.delayMs + MINUTE);
    const [mail, ...rest] = await mailsTo(w.a.user_id);
    expect(rest).toHaveLength(0);
    expect(mail.subject).toBe(`${w.companyX.brand_name}就「${w.jobX.position_zh}」给你发来新消息`);
    expect(mail.body_text).toContain(`${w.companyX.brand_name}的Rita就「${w.jobX.position_zh}」给你发来消息`);
    expect(mail.body_text).toContain('> 方便明天面试吗？');
    expect(mail.body_text).toContain(`${ORIGIN}/message?job_id=${w.jobX.job_id}&with=${w.recruiterX.user_id}&lang=zh`);
    expect(mail.body_html).toContain('<html lang="zh-CN">');
  });

  it('sends nothing when the message is read in time', async () => {
    const w = await world();
    await send(w.a, w.recruiterX, w.jobX.job_id, 'Hello');
    const read = await post(
      t.app,
      'message/readChatMessages',
      { to_user_id: w.ownerX.user_id, from_user_id: w.a.user_id, job_id: w.jobX.job_id },
      w.ownerX,
    );
    expect(read.json().data.read).toBe(1);
    await sweepAt(CHAT_EMAIL.delayMs + MINUTE);
    expect(await mailsTo(w.recruiterX.user_id)).toHaveLength(0);
    expect(await mailsTo(w.ownerX.user_id)).toHaveLength(0);
  });

  it("sends nothing when the recipient's chat e-mails are off, nor for what was passed over once they are on", async () => {
    const w = await world();
    await db().insert(settings).values({ user_id: w.a.user_id, chat_email: false });
    await send(w.recruiterX, w.a, w.jobX.job_id, 'Hello Alice');
    await sweepAt(CHAT_EMAIL.delayMs + MINUTE);
    expect(await mailsTo(w.a.user_id)).toHaveLength(0);
    await db().update(settings).set({ chat_email: true }).where(eq(settings.user_id, w.a.user_id));
    await sweepAt(CHAT_EMAIL.delayMs + 2 * MINUTE);
    expect(await mailsTo(w.a.user_id)).toHaveLength(0);
    // A new message once they are on is e-mailed at once (no e-mail went in the period).
    await send(w.recruiterX, w.a, w.jobX.job_id, 'Still there?');
    await sweepAt(CHAT_EMAIL.delayMs + 3 * MINUTE);
    const mails = await mailsTo(w.a.user_id);
    expect(mails).toHaveLength(1);
    expect(mails[0].body_text).toContain('> Hello Alice\n> Still there?');
  });

  it('passes over messages whose job was deleted, and still e-mails the others', async () => {
    const w = await world();
    await send(w.recruiterX, w.a, w.jobX.job_id, 'About a job that goes');
    await db().update(chatMessages).set({ job_id: null }).where(eq(chatMessages.to_user_id, w.a.user_id));
    await send(w.a, w.recruiterX, w.jobX.job_id, 'Hello again');
    const result = await sweepAt(CHAT_EMAIL.delayMs + MINUTE);
    expect(result.ran).toBe(true);
    expect(await mailsTo(w.a.user_id)).toHaveLength(0);
    expect(await mailsTo(w.recruiterX.user_id)).toHaveLength(1);
  });

  it('sends nothing to an unverified address', async () => {
    const w = await world();
    await db().update(users).set({ status: 0 }).where(eq(users.user_id, w.a.user_id));
    await send(w.recruiterX, w.a, w.jobX.job_id, 'Hello');
    await sweepAt(CHAT_EMAIL.delayMs + MINUTE);
    expect(await mailsTo(w.a.user_id)).toHaveLength(0);
  });

  it('sends nothing about a blocked conversation, to either side', async () => {
    const w = await world();
    await send(w.a, w.recruiterX, w.jobX.job_id, 'Hello');
    await send(w.recruiterX, w.a, w.jobX.job_id, 'Send us a fee first');
    const block = await post(
      t.app,
      'message/blockChat',
      { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id },
      w.a,
    );
    expect(block.json().data.blocked).toBe(true);
    await sweepAt(CHAT_EMAIL.delayMs + MINUTE);
    expect(await mailsTo(w.a.user_id)).toHaveLength(0);
    expect(await mailsTo(w.recruiterX.user_id)).toHaveLength(0);
  });

  it('sends a second e-mail about the conversation only after the period, about newer messages', async () => {
    const w = await world();
    await send(w.recruiterX, w.a, w.jobX.job_id, 'First');
    const first = CHAT_EMAIL.delayMs + MINUTE;
    await sweepAt(first);
    expect(await mailsTo(w.a.user_id)).toHaveLength(1);
    await send(w.recruiterX, w.a, w.jobX.job_id, 'Second');
    await sweepAt(first + MINUTE);
    await sweepAt(first + CHAT_EMAIL.periodMs - MINUTE);
    expect(await mailsTo(w.a.user_id)).toHaveLength(1);
    await sweepAt(first + CHAT_EMAIL.periodMs);
    const mails = await mailsTo(w.a.user_id);
    expect(mails).toHaveLength(2);
    expect(mails[1].body_text).toContain('> First\n> Second');
    // Nothing newer since: no third.
    await sweepAt(first + 2 * CHAT_EMAIL.periodMs + MINUTE);
    expect(await mailsTo(w.a.user_id)).toHaveLength(2);
  });

  it("goes to the job's recruiter when the member written to has left the company", async () => {
    const w = await world();
    // Olga, the owner, answered last; the candidate's reply goes to her.
    await send(w.ownerX, w.a, w.jobX.job_id, 'Olga here');
    await send(w.a, w.ownerX, w.jobX.job_id, 'Thanks Olga');
    await db().update(users).set({ status: 2 }).where(eq(users.user_id, w.ownerX.user_id));
    await db().execute(
      sql`update company_admins set status = 'left' where user_id = ${w.ownerX.user_id} and company_id = ${w.companyX.company_id}`,
    );
    await sweepAt(CHAT_EMAIL.delayMs + MINUTE);
    expect(await mailsTo(w.ownerX.user_id)).toHaveLength(0);
    const mails = await mailsTo(w.recruiterX.user_id);
    expect(mails).toHaveLength(1);
    expect(mails[0].body_text).toContain('> Thanks Olga');
  });

  it('sends one e-mail when two servers sweep at once', async () => {
    const w = await world();
    await send(w.recruiterX, w.a, w.jobX.job_id, 'Once');
    const results = await Promise.all([sweepAt(CHAT_EMAIL.delayMs + MINUTE), sweepAt(CHAT_EMAIL.delayMs + MINUTE)]);
    expect(await mailsTo(w.a.user_id)).toHaveLength(1);
    expect(results.filter((result) => result.ran).length).toBeGreaterThanOrEqual(1);
  });

  it('finds due conversations through the partial index of unread messages', async () => {
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(tx as unknown as Db, sql`explain ${dueConversations(tx, new Date())}`);
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('chat_messages_unread_time_idx');
  });

  it('stops on shutdown only after a sweep under way has finished, and starts no other', async () => {
    let finish: (result: ChatEmailResult) => void = () => {};
    let runs = 0;
    const run = () => {
      runs++;
      return new Promise<ChatEmailResult>((resolve) => {
        finish = resolve;
      });
    };
    const log = { info: () => {}, warn: () => {} };
    const stop = scheduleChatEmails(run, log, 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    finish({ ran: true, conversations: 0, emails: 0 });
    await stopping;
    expect(stopped).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toBe(1);
  });
});
