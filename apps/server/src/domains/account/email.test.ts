import type { AddressInfo } from 'node:net';
import { emailLinks, outboxMessages, users } from '@jobbridge/db';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { latestCode, nextEmail, nextIp, outboxCount, post } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

/** The confirmation link's uuid in the latest e-mail to an address. */
async function linkUuid(email: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ body_text: outboxMessages.body_text })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.message_id))
    .limit(1);
  return row?.body_text.match(/\/email\/confirm\/([0-9a-f-]{36})\?lang=(en|zh)/)?.[1] ?? null;
}

describe('account/sendEmailCode + checkEmailCode', () => {
  it('verifies a new address for the signed-in user (status 2)', async () => {
    const me = await signedInUser(t.database);
    const email = nextEmail();
    const sent = await post(t.app, 'account/sendEmailCode', { email, purpose: 'verify' }, { cookie: me.cookie });
    expect(sent.json()).toEqual({ success: true, data: { sent: true, seconds: 60 } });
    const code = (await latestCode(t.database, email))!;
    const res = await post(t.app, 'account/checkEmailCode', { email, code }, { cookie: me.cookie });
    expect(res.json()).toMatchObject({ success: true, data: { user_id: me.user.user_id, email, status: 2 } });
    const [row] = await t.database.db.select().from(users).where(eq(users.user_id, me.user.user_id));
    expect(row.email_verified_at).toBeInstanceOf(Date);
    // Used once.
    expect((await post(t.app, 'account/checkEmailCode', { email, code }, { cookie: me.cookie })).json().code).toBe(
      1004,
    );
  });

  it("needs a session, and answers 1001 'Existed email' for another account's address", async () => {
    const me = await signedInUser(t.database);
    const other = await signedInUser(t.database);
    expect((await post(t.app, 'account/sendEmailCode', { email: nextEmail(), purpose: 'verify' })).statusCode).toBe(
      401,
    );
    const taken = await post(
      t.app,
      'account/sendEmailCode',
      { email: other.user.email!, purpose: 'modify_email' },
      { cookie: me.cookie },
    );
    expect(taken.json()).toMatchObject({ code: 1001, msg: 'Existed email' });
    expect(await outboxCount(t.database, other.user.email!)).toBe(0);
    const check = await post(
      t.app,
      'account/checkEmailCode',
      { email: other.user.email!, code: '123456' },
      { cookie: me.cookie },
    );
    expect(check.json().code).toBe(1001);
    expect((await post(t.app, 'account/checkEmailCode', { email: nextEmail(), code: '123456' })).statusCode).toBe(401);
  });

  it('answers 1004 for a wrong code', async () => {
    const me = await signedInUser(t.database);
    const email = nextEmail();
    await post(t.app, 'account/sendEmailCode', { email, purpose: 'verify' }, { cookie: me.cookie });
    const code = (await latestCode(t.database, email))!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post(t.app, 'account/checkEmailCode', { email, code: wrong }, { cookie: me.cookie })).json()).toEqual(
      { success: false, code: 1004, msg: 'Incorrect code', data: null },
    );
  });

  it('limits e-mail codes to one a minute per address (4029 + Retry-After)', async () => {
    const me = await signedInUser(t.database);
    const email = nextEmail();
    expect(
      (await post(t.app, 'account/sendEmailCode', { email, purpose: 'verify' }, { cookie: me.cookie })).json().success,
    ).toBe(true);
    const again = await post(t.app, 'account/sendEmailCode', { email, purpose: 'verify' }, { cookie: me.cookie });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('account/checkUserEmailCode', () => {
  it("works for the session's own user_id and refuses anyone else's with 4004 (as an unknown user)", async () => {
    const me = await signedInUser(t.database);
    const victim = await signedInUser(t.database);
    const email = nextEmail();
    await post(t.app, 'account/sendEmailCode', { email, purpose: 'verify' }, { cookie: me.cookie });
    const code = (await latestCode(t.database, email))!;
    const forbidden = await post(
      t.app,
      'account/checkUserEmailCode',
      { email, code, user_id: victim.user.user_id },
      { cookie: me.cookie },
    );
    expect(forbidden.statusCode).toBe(404);
    expect(forbidden.json().code).toBe(4004);
    const [victimRow] = await t.database.db.select().from(users).where(eq(users.user_id, victim.user.user_id));
    expect(victimRow.email).toBe(victim.user.email);
    const ok = await post(
      t.app,
      'account/checkUserEmailCode',
      { email, code, user_id: me.user.user_id },
      { cookie: me.cookie },
    );
    expect(ok.json()).toMatchObject({ success: true, data: { email, status: 2 } });
    expect(
      (await post(t.app, 'account/checkUserEmailCode', { email, code, user_id: me.user.user_id })).statusCode,
    ).toBe(401);
  });
});

describe('account/modifyEmail', () => {
  it('changes the address with a modify_email code; 4004 when phone is not the user’s', async () => {
    const me = await signedInUser(t.database);
    const email = nextEmail();
    await post(t.app, 'account/sendEmailCode', { email, purpose: 'modify_email' }, { cookie: me.cookie });
    const code = (await latestCode(t.database, email))!;
    const other = await signedInUser(t.database);
    const forbidden = await post(
      t.app,
      'account/modifyEmail',
      { phone: other.user.phone!, email, code },
      { cookie: me.cookie },
    );
    expect(forbidden.json().code).toBe(4004);
    const ok = await post(t.app, 'account/modifyEmail', { phone: me.user.phone!, email, code }, { cookie: me.cookie });
    expect(ok.json()).toMatchObject({ success: true, data: { email, status: 2 } });
    expect((await post(t.app, 'account/modifyEmail', { email, code })).statusCode).toBe(401);
  });
});

describe('account/sendEmail + confirmEmail (links)', () => {
  it('e-mails a 24-hour link to /email/confirm/{uuid}; the link verifies the address', async () => {
    const me = await signedInUser(t.database);
    const email = nextEmail();
    const sent = await post(t.app, 'account/sendEmail', { email }, { cookie: me.cookie, lang: 'zh' });
    expect(sent.json()).toEqual({ success: true, data: { sent: true } });
    const uuid = (await linkUuid(email))!;
    expect(uuid).toBeTruthy();
    const [link] = await t.database.db.select().from(emailLinks).where(eq(emailLinks.uuid, uuid));
    expect(link.expires_at.getTime() - link.created_at.getTime()).toBe(24 * 3_600_000);

    // Anyone holding the link (another browser, no session) can use it.
    const res = await post(t.app, 'account/confirmEmail', { uuid });
    expect(res.json()).toMatchObject({ success: true, data: { user_id: me.user.user_id, email, status: 2 } });
    // Opening it again (a reload) answers the same.
    expect((await post(t.app, 'account/confirmEmail', { uuid })).json().success).toBe(true);
  });

  it("answers 4004 'The link has expired' for an expired or unknown link", async () => {
    const me = await signedInUser(t.database);
    const email = nextEmail();
    await post(t.app, 'account/sendEmail', { email }, { cookie: me.cookie });
    const uuid = (await linkUuid(email))!;
    await t.database.db
      .update(emailLinks)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(emailLinks.uuid, uuid));
    const expired = await post(t.app, 'account/confirmEmail', { uuid });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ success: false, code: 4004, msg: 'The link has expired', data: null });
    const zh = await post(t.app, 'account/confirmEmail', { uuid: crypto.randomUUID() }, { lang: 'zh' });
    expect(zh.json()).toMatchObject({ code: 4004, msg: '链接已过期' });
    const [row] = await t.database.db.select().from(users).where(eq(users.user_id, me.user.user_id));
    expect(row.status).toBe(0);
    expect((await post(t.app, 'account/confirmEmail', { uuid: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it("answers 1001 when the address was taken by another account meanwhile, and for sending to another's address", async () => {
    const me = await signedInUser(t.database);
    const email = nextEmail();
    await post(t.app, 'account/sendEmail', { email }, { cookie: me.cookie });
    const uuid = (await linkUuid(email))!;
    const other = await signedInUser(t.database, { email });
    expect((await post(t.app, 'account/confirmEmail', { uuid })).json().code).toBe(1001);
    const resend = await post(t.app, 'account/checkEmailLink', { email: other.user.email! }, { cookie: me.cookie });
    expect(resend.json().code).toBe(1001);
  });

  it('needs a session and limits links to one a minute per user', async () => {
    expect((await post(t.app, 'account/sendEmail', { email: nextEmail() })).statusCode).toBe(401);
    const me = await signedInUser(t.database);
    const email = nextEmail();
    expect(
      (await post(t.app, 'account/sendEmail', { email }, { cookie: me.cookie, ip: nextIp() })).json().success,
    ).toBe(true);
    const again = await post(t.app, 'account/checkEmailLink', { email }, { cookie: me.cookie, ip: nextIp() });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('e-mail through SMTP when SMTP_URL is set', () => {
  it('delivers the code to a real SMTP peer and keeps only a masked audit row', async () => {
    const received: { to: string[]; raw: string }[] = [];
    const smtp = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const port = (smtp.server.address() as AddressInfo).port;
    const mailing = await createTestApp({
      database: t.database,
      // As deployed: a real provider and no development tools (decision 0014).
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'JobBridge <no-reply@jobbridge.test>',
        DEV_TOOLS: 'false',
      },
    });
    try {
      const email = nextEmail();
      const sent = await post(mailing.app, 'account/signupcode', { email }, { ip: nextIp() });
      expect(sent.json().success).toBe(true);
      expect(received).toHaveLength(1);
      expect(received[0].to).toEqual([email]);
      const code = received[0].raw.match(/\b(\d{6})\b/)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const [audit] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
      expect(audit).toMatchObject({ provider: 'smtp', status: 'sent' });
      expect(audit.body_text).not.toContain(code);
      // Development tools off: no outbox to read codes from.
      expect((await mailing.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await mailing.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
