import { chatMessages, companyAdmins, sessions, systemMessages } from '@jobbridge/db';
import { buildCompany, buildRecruiter, buildUser } from '@jobbridge/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../plugins/auth';
import { createTestApp, signedInUser, type TestApp } from '../../testing';

let t: TestApp;
const call = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/account/${path}`, headers });

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('auth', () => {
  it('refuses a visitor with 4001', async () => {
    const res = await call('signinByToken');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 4001, msg: 'Please sign in first.', data: null });
  });

  it('refuses an unknown or malformed token', async () => {
    for (const headers of [
      { cookie: `cit=${'A'.repeat(43)}` },
      { token: 'not-a-token' },
      { token: "' or 1=1 --" },
      { cookie: 'cit=' },
    ] as Record<string, string>[]) {
      expect((await call('signinByToken', headers)).statusCode, JSON.stringify(headers)).toBe(401);
    }
  });

  it('accepts the session from the cit cookie or the token header', async () => {
    const { user, token, cookie } = await signedInUser(t.database);
    for (const headers of [{ cookie }, { token }] as Record<string, string>[]) {
      const res = await call('signinByToken', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user_id).toBe(user.user_id);
    }
  });

  it('refuses an expired session', async () => {
    const { sessionId, cookie } = await signedInUser(t.database);
    await t.database.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.session_id, sessionId));
    expect((await call('signinByToken', { cookie })).statusCode).toBe(401);
  });

  it('stores only the hash of the token', async () => {
    const { token, sessionId } = await signedInUser(t.database);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.session_id, sessionId));
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });
});

describe('account/signinByToken', () => {
  it('answers the user info, with the company when the user has one', async () => {
    const company = await buildCompany(t.database.db, { brand_name: '职桥', eng_brand_name: 'JobBridge' });
    const { user, cookie } = await signedInUser(t.database, {
      first_name: 'Li',
      last_name: 'Lei',
      birth_date: '1990-05-01',
      mandarin: 'fluent',
      native_language: 'en',
      status: 2,
      company_id: company.company_id,
      password_hash: 'scrypt$secret',
    });
    const res = await call('signinByToken', { cookie });
    expect(res.json()).toEqual({
      success: true,
      data: {
        user_id: user.user_id,
        first_name: 'Li',
        last_name: 'Lei',
        phone: user.phone,
        email: user.email,
        avatar_url: null,
        birth_date: '1990-05-01',
        mandarin: 'fluent',
        native_language: 'en',
        headline_job: null,
        headline_job_zh: null,
        adcode: null,
        nationality: null,
        china_status: null,
        status: 2,
        // birth date 5 + language 10 + verified e-mail 20 (spec section 9)
        profile_strength: 35,
        company: { company_id: company.company_id, brand_name: '职桥', eng_brand_name: 'JobBridge' },
      },
    });
    expect(res.body).not.toContain('secret');
  });
});

describe('account/logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const { cookie, sessionId } = await signedInUser(t.database);
    const res = await call('logout', { cookie });
    expect(res.json()).toEqual({ success: true, data: null });
    const cleared = String(res.headers['set-cookie']);
    expect(cleared).toMatch(/^cit=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(cleared).toContain('HttpOnly');
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.session_id, sessionId));
    expect(row.revoked_at).toBeInstanceOf(Date);
    expect((await call('signinByToken', { cookie })).statusCode).toBe(401);
  });

  it('succeeds for a visitor too', async () => {
    expect((await call('logout')).json()).toEqual({ success: true, data: null });
  });
});

describe('account/getEmployerStatus', () => {
  it("counts pending admin applications for the company's owners", async () => {
    const db = t.database.db;
    const company = await buildCompany(db, { license_status: 'pending' });
    const admin = await buildUser(db, { role: 'recruiter', company_id: company.company_id });
    await db
      .insert(companyAdmins)
      .values({ company_id: company.company_id, user_id: admin.user_id, role: 'owner', status: 'active' });
    // An admin (not an owner) of the same company sees no count: only owners decide.
    const notOwner = await buildRecruiter(db, company.company_id);
    for (let i = 0; i < 2; i++) {
      const applicant = await buildUser(db);
      await db
        .insert(companyAdmins)
        .values({ company_id: company.company_id, user_id: applicant.user_id, role: 'admin', status: 'pending' });
    }
    // Another company's application does not count.
    const elsewhere = await buildCompany(db);
    const outsider = await buildUser(db);
    await db
      .insert(companyAdmins)
      .values({ company_id: elsewhere.company_id, user_id: outsider.user_id, role: 'admin', status: 'pending' });

    const { token } = await import('../../plugins/auth').then((m) => m.createSession(db, admin.user_id));
    expect((await call('getEmployerStatus', { token })).json()).toEqual({
      success: true,
      data: { pending: 2, company_id: company.company_id, role: 'owner', step: 'done' },
    });
    const other = await import('../../plugins/auth').then((m) => m.createSession(db, notOwner.user_id));
    expect((await call('getEmployerStatus', { token: other.token })).json().data).toEqual({
      pending: 0,
      company_id: company.company_id,
      role: 'admin',
      step: 'done',
    });
  });

  it('answers 0 for everyone else and 4001 for visitors', async () => {
    const { cookie } = await signedInUser(t.database);
    expect((await call('getEmployerStatus', { cookie })).json().data).toEqual({
      pending: 0,
      company_id: null,
      role: null,
      step: 'email',
    });
    expect((await call('getEmployerStatus')).statusCode).toBe(401);
  });
});

describe('account/getUnreadMessages', () => {
  it("counts only the user's own unread system and chat messages", async () => {
    const db = t.database.db;
    const me = await signedInUser(t.database);
    const other = await buildUser(db);
    await db.insert(systemMessages).values([
      { to_user_id: me.user.user_id, type: 'invite', template_id: 1 },
      { to_user_id: me.user.user_id, type: 'invite', template_id: 1, unread: 0 },
      { to_user_id: other.user_id, type: 'invite', template_id: 1 },
    ]);
    await db.insert(chatMessages).values([
      { from_user_id: other.user_id, to_user_id: me.user.user_id, to_system: 'candidate', content: 'hi' },
      { from_user_id: other.user_id, to_user_id: me.user.user_id, to_system: 'candidate', content: 'hello' },
      { from_user_id: me.user.user_id, to_user_id: other.user_id, to_system: 'recruiter', content: 'yo' },
    ]);
    expect((await call('getUnreadMessages', { cookie: me.cookie })).json()).toEqual({
      success: true,
      data: { system: 1, chat: 2 },
    });
    expect((await call('getUnreadMessages')).statusCode).toBe(401);
  });
});
