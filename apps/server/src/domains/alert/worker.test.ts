import { alertDeliveries, jobAlerts, outboxMessages, queryRows, settings, systemMessages } from '@jobbridge/db';
import { buildBasicConfig, buildCompany, buildJob, buildUser } from '@jobbridge/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { get, post } from '../account/test-kit';
import { ALERT_LOCK_KEY, runAlerts } from './worker';

let t: TestApp;
const HOUR = 3_600_000;
/** The injected clock: far from the real one, so only this file's jobs are new. */
const base = new Date('2031-03-01T00:00:00Z');
const at = (hours: number) => new Date(base.getTime() + hours * HOUR);

/** A hub that records what would be pushed to sockets. */
const notices: { userId: number; payload: unknown }[] = [];
const hub = {
  async sendToUser(userId: number, payload: unknown) {
    notices.push({ userId, payload });
  },
};
const run = (hours: number) =>
  runAlerts(t.database.db, t.app.providers, hub, at(hours), { origin: 'https://jobs.example' });

let alice: Awaited<ReturnType<typeof buildUser>>;
let bob: Awaited<ReturnType<typeof buildUser>>;
let carol: Awaited<ReturnType<typeof buildUser>>;
let companyId: number;

const messagesOf = (userId: number) =>
  t.database.db.select().from(systemMessages).where(eq(systemMessages.to_user_id, userId));
const deliveriesOf = (userId: number) =>
  t.database.db.select().from(alertDeliveries).where(eq(alertDeliveries.user_id, userId));
const mailsTo = (email: string) =>
  t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
const engineerJob = (hours: number, overrides: Parameters<typeof buildJob>[1] = {}) =>
  buildJob(t.database.db, {
    company_id: companyId,
    position_en: `Backend Engineer ${hours}`,
    position_zh: `后端工程师 ${hours}`,
    adcode: '310100',
    minimum_salary: 40,
    maximum_salary: 60,
    create_time: at(hours),
    ...overrides,
  });

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://jobs.example' } });
  await buildBasicConfig(t.database.db);
  companyId = (await buildCompany(t.database.db, { eng_brand_name: 'Acme Alerts' })).company_id;
  alice = await buildUser(t.database.db, { status: 2, locale: 'en' });
  bob = await buildUser(t.database.db, { status: 2, locale: 'zh' });
  carol = await buildUser(t.database.db, { status: 2 });
  await t.database.db.insert(jobAlerts).values([
    {
      user_id: alice.user_id,
      job_title: 'engineer',
      preferred_location: '310100',
      unsubscribe_token: 'alice-token-000000000000000000000000000000',
    },
    { user_id: bob.user_id, industry: 'education' },
    { user_id: carol.user_id, job_title: 'engineer', enabled: 0 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('runAlerts', () => {
  it('sends matching new jobs once: one system message, a live notice and a daily digest per user', async () => {
    const recent = await engineerJob(-2);
    await engineerJob(-30); // before the first run's 24 hours
    await engineerJob(-1, { adcode: '110100' }); // elsewhere
    await engineerJob(-1, { status: 'closed' });

    const first = await run(0);
    expect(first).toMatchObject({ ran: true, alerts: 2, users: 1, deliveries: 1, emails: 1 });
    expect((await deliveriesOf(alice.user_id)).map((d) => d.job_id)).toEqual([recent.job_id]);
    const [message] = await messagesOf(alice.user_id);
    expect(message).toMatchObject({
      type: 'job_alert',
      template_id: 3,
      data: `1,Backend Engineer -2`,
      job_id: recent.job_id,
      unread: 1,
    });
    expect(notices).toEqual([
      {
        userId: alice.user_id,
        payload: {
          type: 'system_message',
          message_type: 'job_alert',
          message_id: message.message_id,
          job_id: recent.job_id,
          count: 1,
        },
      },
    ]);
    expect(await messagesOf(bob.user_id)).toHaveLength(0);
    expect(await messagesOf(carol.user_id)).toHaveLength(0);
    const [mail] = await mailsTo(alice.email!);
    expect(mail.subject).toBe('1 new jobs match your preferences');
    expect(mail.body_text).toContain('Backend Engineer -2');
    expect(mail.body_text).toContain(`https://jobs.example/jobs/${recent.job_id}?lang=en`);
    expect(mail.body_text).toContain(
      'https://jobs.example/api/alert/unsubscribe/alice-token-000000000000000000000000000000',
    );
    expect(mail.body_html).toContain('<html lang="en">');

    // The next hour: nothing new, nothing sent again.
    const second = await run(1);
    expect(second).toMatchObject({ ran: true, users: 0, deliveries: 0, emails: 0 });
    expect(await messagesOf(alice.user_id)).toHaveLength(1);
  });

  it('never sends a job twice, even when the alert forgets when it last ran; at most one e-mail a day', async () => {
    const later = await engineerJob(1.5);
    const third = await run(2);
    expect(third).toMatchObject({ users: 1, deliveries: 1, emails: 0 });
    expect((await messagesOf(alice.user_id)).at(-1)?.job_id).toBe(later.job_id);

    await t.database.db.update(jobAlerts).set({ last_run_at: null }).where(eq(jobAlerts.user_id, alice.user_id));
    const replay = await run(3);
    expect(replay).toMatchObject({ users: 0, deliveries: 0 });
    expect(await deliveriesOf(alice.user_id)).toHaveLength(2);

    // A day after the first digest, the next one lists what came since.
    const next = await engineerJob(20);
    const daily = await run(25);
    expect(daily).toMatchObject({ users: 1, deliveries: 1, emails: 1 });
    const mails = await mailsTo(alice.email!);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('2 new jobs match your preferences');
    expect(mails[1].body_text).toContain(`Backend Engineer 20`);
    expect(mails[1].body_text).toContain(`/jobs/${later.job_id}?lang=en`);
    expect(mails[1].body_text).not.toContain(`Backend Engineer -2`);
    expect(next.job_id).toBeGreaterThan(later.job_id);
  });

  it('two runs at once send each job once', async () => {
    const job = await engineerJob(26);
    const before = (await messagesOf(alice.user_id)).length;
    const results = await Promise.all([run(27), run(27)]);
    expect(results.reduce((sum, result) => sum + result.deliveries, 0)).toBe(1);
    expect(await messagesOf(alice.user_id)).toHaveLength(before + 1);
    expect((await deliveriesOf(alice.user_id)).filter((d) => d.job_id === job.job_id)).toHaveLength(1);
  });

  it('does nothing while another instance holds the lock (PostgreSQL server)', async () => {
    if (t.database.kind !== 'postgres') return; // PGlite has one connection: runs queue instead (above).
    await engineerJob(28);
    let release!: () => void;
    let held!: () => void;
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const holder = t.database.db.transaction(async (tx) => {
      await queryRows(tx as never, sql`select pg_advisory_xact_lock(${ALERT_LOCK_KEY})`);
      held();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await holding;
    expect(await run(29)).toMatchObject({ ran: false, deliveries: 0 });
    release();
    await holder;
    expect(await run(29)).toMatchObject({ ran: true, deliveries: 1 });
  });

  it('the digest link asks, its button unsubscribes; no e-mail follows, the site messages go on', async () => {
    const [mail] = await mailsTo(alice.email!);
    const link = mail.body_text.match(/https:\/\/jobs\.example(\/api\/alert\/unsubscribe\/[\w-]+)/)?.[1];
    expect(link).toBeDefined();
    const alertEmail = async () =>
      (await t.database.db.select().from(settings).where(eq(settings.user_id, alice.user_id)))[0]?.alert_email ?? true;
    // Opening the link (a person, a mail scanner, a prefetch) changes nothing: it asks.
    const page = await get(t.app, link!);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Unsubscribe from job alert e-mails?');
    expect(page.body).toContain(`<form method="post" action="${link}">`);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect((await get(t.app, link!, { headers: { accept: 'application/json' } })).json()).toEqual({
      success: true,
      data: { unsubscribed: false },
    });
    expect(await alertEmail()).toBe(true);
    // The button posts from the site's own page; another origin cannot.
    const foreign = await post(
      t.app,
      link!.slice('/api/'.length),
      {},
      {
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      },
    );
    expect(foreign.statusCode).toBe(403);
    expect(await alertEmail()).toBe(true);
    const done = await post(
      t.app,
      link!.slice('/api/'.length),
      {},
      {
        headers: { origin: 'https://jobs.example', 'sec-fetch-site': 'same-origin' },
      },
    );
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect(await alertEmail()).toBe(false);
    // Again: says it is done; as JSON when asked.
    expect((await get(t.app, link!)).body).toContain('You are unsubscribed');
    const json = await get(t.app, link!, { headers: { accept: 'application/json' } });
    expect(json.json()).toEqual({ success: true, data: { unsubscribed: true } });
    // A mail client's one-click (RFC 8058): a POST without a browser's headers.
    const oneClick = await post(
      t.app,
      link!.slice('/api/'.length),
      { 'List-Unsubscribe': 'One-Click' },
      {
        headers: { accept: 'application/json' },
      },
    );
    expect(oneClick.json()).toEqual({ success: true, data: { unsubscribed: true } });
    const unknown = await get(t.app, '/api/alert/unsubscribe/unknown-token-00000000000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Link not valid');
    expect(
      (
        await get(t.app, '/api/alert/unsubscribe/unknown-token-00000000000000000000', {
          headers: { accept: 'application/json' },
        })
      ).json().code,
    ).toBe(4004);

    await engineerJob(49);
    const afterwards = await run(50);
    expect(afterwards).toMatchObject({ users: 1, emails: 0 });
    expect(await mailsTo(alice.email!)).toHaveLength(2);
  });

  it('writes the message in the user’s language and mails only verified addresses', async () => {
    await t.database.db
      .update(jobAlerts)
      .set({ industry: '', job_title: '工程师' })
      .where(eq(jobAlerts.user_id, bob.user_id));
    await engineerJob(51);
    await run(52);
    const [message] = await t.database.db
      .select()
      .from(systemMessages)
      .where(and(eq(systemMessages.to_user_id, bob.user_id)));
    expect(message.data).toMatch(/^\d+,后端工程师/);
    const [mail] = await mailsTo(bob.email!);
    expect(mail.subject).toMatch(/个新职位符合你的偏好/);

    const unverified = await buildUser(t.database.db, { status: 0 });
    await t.database.db.insert(jobAlerts).values({ user_id: unverified.user_id, job_title: 'engineer' });
    await engineerJob(53);
    const result = await run(54);
    expect(result.users).toBeGreaterThanOrEqual(1);
    expect(await messagesOf(unverified.user_id)).toHaveLength(1);
    expect(await mailsTo(unverified.email!)).toHaveLength(0);
  });
});
