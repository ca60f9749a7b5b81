import { businessEmailChecks, companies, companyAdmins, refreshJobSearch, users } from '@jobbridge/db';
import { buildBasicConfig, buildCompany, buildFixtureProvince, buildJob } from '@jobbridge/db/testing';
import {
  BUSINESS_EMAIL_KEPT_MS,
  COMPANY_RANKING_COMPLETENESS,
  COOKIE_NAMES,
  creditCodeCheckChar,
  translate,
} from '@jobbridge/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../plugins/auth';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { latestCode, nextEmail, nextIp, post } from '../account/test-kit';
import { searchJobs } from '../job/search';
import { samplePdf, tempDataDir } from '../resume/test-kit';
import { pruneBusinessEmailChecks } from './onboarding';

let t: TestApp;
const TENCENT = '91440300708461136T';
/** A valid code no other test company has (the first 17 characters numbered, then their check character). */
const freshCreditCode = () => {
  const first17 = `91440300${String(process.pid % 1000).padStart(3, '0')}${String(++codes).padStart(6, '0')}`;
  return first17 + creditCodeCheckChar(first17);
};
let codes = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: tempDataDir() } });
  await buildBasicConfig(t.database.db);
  await buildFixtureProvince(t.database.db);
}, 60_000);
afterAll(() => t?.close());

const call = (path: string, body: Record<string, string | number> = {}, cookie?: string, lang?: 'en' | 'zh') =>
  post(t.app, `company/${path}`, body, { cookie, ip: nextIp(), lang });

/** A multipart body: some text fields, then the file. */
function upload(
  path: string,
  cookie: string | undefined,
  content: Buffer,
  filename: string,
  fields: Record<string, string> = {},
) {
  const boundary = `----jb${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/company/${path}`,
    remoteAddress: nextIp(),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(cookie ? { cookie } : {}) },
    payload,
  });
}
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

/** Step 1 done for a new signed-in user: the address verified (the server keeps it). */
async function verifiedEmail(email = nextEmail()) {
  const me = await signedInUser(t.database);
  expect((await call('sendBusinessEmailCode', { email }, me.cookie)).json()).toEqual({
    success: true,
    data: { sent: true, seconds: 60 },
  });
  const code = (await latestCode(t.database, email))!;
  const checked = (await call('checkBusinessEmailCode', { email, code }, me.cookie)).json();
  expect(checked.success).toBe(true);
  expect(checked.data).toEqual({ email: email.toLowerCase(), free: checked.data.free });
  return { ...me, email, free: checked.data.free as boolean };
}

let seq = 0;
const info = () => {
  seq++;
  return {
    business_license_name: `深圳市测试${seq}科技有限公司`,
    brand_name: `测试${seq}`,
    eng_brand_name: `Test ${seq}`,
    industry: 'internet',
    adcode: '310100',
  };
};

/** Steps 1 and 2: a user owning a new draft company. */
async function owner(extra: Record<string, string | number> = {}) {
  const me = await verifiedEmail();
  const res = await call('createCompany', { ...info(), business_email: me.email, ...extra }, me.cookie);
  expect(res.json().success, res.body).toBe(true);
  return { ...me, company: res.json().data as { company_id: number; completeness: number } };
}

/** Steps 1 to 3. */
async function onboarded() {
  const me = await owner();
  const file = (await upload('uploadCompanyFile', me.cookie, samplePdf('licence'), 'licence.pdf')).json().data.file_id;
  const res = await call(
    'submitLicense',
    { company_id: me.company.company_id, license_name: `执照 ${seq}`, credit_code: freshCreditCode(), file_id: file },
    me.cookie,
  );
  expect(res.json().success, res.body).toBe(true);
  return me;
}

describe('step 1: business e-mail', () => {
  it('sends a code and verifies the address; a business domain is not flagged', async () => {
    const me = await verifiedEmail(`hr-${Date.now()}@acme-robotics.cn`);
    expect(me.free).toBe(false);
  });

  it('flags a free mail domain, and the company keeps the flag for review', async () => {
    const me = await verifiedEmail(`boss${Date.now()}@qq.com`);
    expect(me.free).toBe(true);
    const res = await call('createCompany', { ...info(), business_email: me.email }, me.cookie);
    expect(res.json().data).toMatchObject({ business_email_free: true, business_email: me.email });
  });

  it('refuses a wrong code (1004), a bad address (4000) and visitors (4001)', async () => {
    const me = await signedInUser(t.database);
    const email = nextEmail();
    await call('sendBusinessEmailCode', { email }, me.cookie);
    expect((await call('checkBusinessEmailCode', { email, code: '000000' }, me.cookie)).json().code).toBe(1004);
    const bad = (await call('sendBusinessEmailCode', { email: 'not-an-address' }, me.cookie)).json();
    expect(bad.code).toBe(4000);
    expect(bad.data.fields.email).toBeTruthy();
    expect((await call('sendBusinessEmailCode', { email })).json().code).toBe(4001);
  });

  it("creates a company only with an address the server saw this user verify, not another user's", async () => {
    const me = await verifiedEmail();
    const other = await signedInUser(t.database);
    const res = await call('createCompany', { ...info(), business_email: me.email }, other.cookie, 'zh');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 4000 });
    expect(res.json().data.fields.business_email).toBe(
      translate('zh', 'server.company.emailUnverified', { days: BUSINESS_EMAIL_KEPT_MS / 86_400_000 }),
    );
    expect(res.json().data.fields.business_email).toContain(`${BUSINESS_EMAIL_KEPT_MS / 86_400_000} 天`);
    // Another address than the verified one, and the old token field, prove nothing.
    const forged = await call(
      'createCompany',
      { ...info(), business_email: nextEmail(), email_token: `${Date.now() + 1e6}.forged` },
      me.cookie,
    );
    expect(forged.json().data.fields.business_email).toBe(
      translate('en', 'server.company.emailUnverified', { days: BUSINESS_EMAIL_KEPT_MS / 86_400_000 }),
    );
    // Sent but not entered is not verified.
    const sentOnly = await signedInUser(t.database);
    const email = nextEmail();
    await call('sendBusinessEmailCode', { email }, sentOnly.cookie);
    expect((await call('createCompany', { ...info(), business_email: email }, sentOnly.cookie)).json().code).toBe(4000);
  });

  it("checks only the code this user asked for (someone else's send to the address is 1004)", async () => {
    const sender = await signedInUser(t.database);
    const me = await signedInUser(t.database);
    const email = nextEmail();
    await call('sendBusinessEmailCode', { email }, sender.cookie);
    const code = (await latestCode(t.database, email))!;
    const res = (await call('checkBusinessEmailCode', { email, code }, me.cookie)).json();
    expect(res.code).toBe(1004);
    expect(res.msg).toBe(translate('en', 'providers.codes.expired'));
  });
});

describe('step 1 kept on the server (decision 0056)', () => {
  const infoOf = async (me: { cookie: string; user: { user_id: number } }, lang?: 'en' | 'zh') =>
    (await call('getCompanyInfoByUserID', { user_id: me.user.user_id }, me.cookie, lang)).json().data;
  const employerStatusOf = async (me: { cookie: string }) =>
    (await post(t.app, 'account/getEmployerStatus', {}, { cookie: me.cookie })).json().data;

  it('opens at step 2 with the verified address, in any session, until the company holds it', async () => {
    const me = await verifiedEmail(`boss${Date.now()}@qq.com`);
    // A new session of the same user (another browser or device).
    const elsewhere = `${COOKIE_NAMES.token}=${(await createSession(t.database.db, me.user.user_id, { userAgent: 'phone' })).token}`;
    const mine = await infoOf({ ...me, cookie: elsewhere });
    expect(mine).toMatchObject({
      company: null,
      step: 'info',
      business_email: { email: me.email.toLowerCase(), free: true, verified: true, code_sent: false },
    });
    const res = await call('createCompany', { ...info(), business_email: me.email.toUpperCase() }, elsewhere);
    expect(res.json().data).toMatchObject({ business_email: me.email.toLowerCase(), business_email_free: true });
    expect(await infoOf(me)).toMatchObject({ step: 'license', business_email: null });
    expect(
      await t.database.db.select().from(businessEmailChecks).where(eq(businessEmailChecks.user_id, me.user.user_id)),
    ).toEqual([]);
  });

  it('keeps a sent code to enter after a reload, with the resend countdown counted from the send', async () => {
    const me = await signedInUser(t.database);
    expect(await infoOf(me)).toMatchObject({ step: 'email', business_email: null });
    const email = nextEmail();
    await call('sendBusinessEmailCode', { email }, me.cookie);
    const sent = await infoOf(me);
    expect(sent.step).toBe('email');
    expect(sent.business_email).toMatchObject({ email: email.toLowerCase(), verified: false, code_sent: true });
    expect(sent.business_email.resend_in).toBeGreaterThan(50);
    expect(sent.business_email.resend_in).toBeLessThanOrEqual(60);
    // Half a minute later, 30 s are left; after the code's 5 minutes, the address stays but no code is waiting.
    await t.database.db
      .update(businessEmailChecks)
      .set({ sent_at: new Date(Date.now() - 30_000) })
      .where(eq(businessEmailChecks.user_id, me.user.user_id));
    expect((await infoOf(me)).business_email.resend_in).toBeGreaterThanOrEqual(29);
    expect((await infoOf(me)).business_email.resend_in).toBeLessThanOrEqual(30);
    await t.database.db
      .update(businessEmailChecks)
      .set({ sent_at: new Date(Date.now() - 6 * 60_000) })
      .where(eq(businessEmailChecks.user_id, me.user.user_id));
    expect((await infoOf(me)).business_email).toMatchObject({ code_sent: false, resend_in: 0, verified: false });
  });

  it('lets a corrected address be sent to at once; the first address no longer verifies', async () => {
    const me = await signedInUser(t.database);
    const typo = nextEmail();
    const right = nextEmail();
    await call('sendBusinessEmailCode', { email: typo }, me.cookie);
    const typoCode = (await latestCode(t.database, typo))!;
    expect((await call('sendBusinessEmailCode', { email: right }, me.cookie)).json()).toMatchObject({ success: true });
    // The same address within the minute is still refused, with the seconds to wait, in the reader's language.
    const again = await call('sendBusinessEmailCode', { email: right }, me.cookie, 'zh');
    expect(again.json().code).toBe(4029);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(again.json().msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await call('checkBusinessEmailCode', { email: typo, code: typoCode }, me.cookie)).json().code).toBe(1004);
    const code = (await latestCode(t.database, right))!;
    expect((await call('checkBusinessEmailCode', { email: right, code }, me.cookie)).json().success).toBe(true);
    expect(await infoOf(me)).toMatchObject({
      step: 'info',
      business_email: { email: right.toLowerCase(), verified: true },
    });
  });

  it('forgets a verified address after BUSINESS_EMAIL_KEPT_MS, and the housekeeping removes it', async () => {
    const me = await verifiedEmail();
    const old = new Date(Date.now() - BUSINESS_EMAIL_KEPT_MS - 60_000);
    await t.database.db
      .update(businessEmailChecks)
      .set({ sent_at: old, verified_at: old })
      .where(eq(businessEmailChecks.user_id, me.user.user_id));
    expect(await infoOf(me)).toMatchObject({ step: 'email', business_email: null });
    expect((await call('createCompany', { ...info(), business_email: me.email }, me.cookie)).json().code).toBe(4000);
    expect(await pruneBusinessEmailChecks(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(
      await t.database.db.select().from(businessEmailChecks).where(eq(businessEmailChecks.user_id, me.user.user_id)),
    ).toEqual([]);
  });

  it('stays at step 1 for a user waiting to join a company (its request shows there)', async () => {
    const own = await onboarded();
    const [row] = await t.database.db.select().from(companies).where(eq(companies.company_id, own.company.company_id));
    const me = await verifiedEmail();
    const asked = await call('applyForAdmin', { name: row.eng_brand_name, role: 'recruiter' }, me.cookie);
    expect(asked.json().success, asked.body).toBe(true);
    expect(await infoOf(me)).toMatchObject({ step: 'email', business_email: { verified: true } });
    expect((await employerStatusOf(me)).step).toBe('email');
  });

  it("answers getEmployerStatus's step as the page resumes: step 2 once the kept address is verified", async () => {
    const me = await signedInUser(t.database);
    const email = nextEmail();
    const both = async () => [(await employerStatusOf(me)).step, (await infoOf(me)).step];
    expect(await both()).toEqual(['email', 'email']);
    // A code sent, not yet entered: still step 1.
    await call('sendBusinessEmailCode', { email }, me.cookie);
    expect(await both()).toEqual(['email', 'email']);
    const code = (await latestCode(t.database, email))!;
    expect((await call('checkBusinessEmailCode', { email, code }, me.cookie)).json().success).toBe(true);
    expect(await employerStatusOf(me)).toEqual({ pending: 0, company_id: null, role: null, step: 'info' });
    expect(await both()).toEqual(['info', 'info']);
    // Past BUSINESS_EMAIL_KEPT_MS the address is no longer verified: step 1 again.
    const old = new Date(Date.now() - BUSINESS_EMAIL_KEPT_MS - 60_000);
    await t.database.db
      .update(businessEmailChecks)
      .set({ sent_at: old, verified_at: old })
      .where(eq(businessEmailChecks.user_id, me.user.user_id));
    expect(await both()).toEqual(['email', 'email']);
    // Verified again, then the company created: the licence step.
    await t.database.db
      .update(businessEmailChecks)
      .set({ sent_at: new Date(), verified_at: new Date() })
      .where(eq(businessEmailChecks.user_id, me.user.user_id));
    expect(await both()).toEqual(['info', 'info']);
    const created = await call('createCompany', { ...info(), business_email: email }, me.cookie);
    expect(created.json().success, created.body).toBe(true);
    expect(await employerStatusOf(me)).toEqual({
      pending: 0,
      company_id: created.json().data.company_id,
      role: 'owner',
      step: 'license',
    });
    expect(await both()).toEqual(['license', 'license']);
  });
});

describe('step 2: company info', () => {
  it('creates a draft company whose owner is the creator, with its completeness stored', async () => {
    const me = await owner({ website: 'https://test.example', intro_en: 'We build robots.', founded_year: 2015 });
    const { company_id } = me.company;
    expect(me.company).toMatchObject({ verification_status: 'draft', license_status: 'none', completeness: 65 });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.company_id, company_id));
    expect(row.completeness).toBe(65);
    const [admin] = await t.database.db.select().from(companyAdmins).where(eq(companyAdmins.company_id, company_id));
    expect(admin).toMatchObject({ user_id: me.user.user_id, role: 'owner', status: 'active' });
    const mine = (await call('getCompanyInfoByUserID', { user_id: me.user.user_id }, me.cookie)).json().data;
    expect(mine).toMatchObject({ role: 'owner', step: 'license', company: { company_id } });
  });

  it('answers field errors in the reader language', async () => {
    const me = await verifiedEmail();
    const body = { ...info(), brand_name: '', website: 'not a site', founded_year: 1200, adcode: '999999' };
    const res = await call('createCompany', { ...body, business_email: me.email }, me.cookie, 'zh');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.fields).sort()).toEqual(['brand_name', 'founded_year', 'website']);
    const unknownPlace = await call(
      'createCompany',
      { ...info(), adcode: '999999', business_email: me.email },
      me.cookie,
    );
    expect(unknownPlace.json().data.fields).toHaveProperty('adcode');
    // Nothing was saved by the refused attempts.
    expect(await t.database.db.select().from(companyAdmins).where(eq(companyAdmins.user_id, me.user.user_id))).toEqual(
      [],
    );
  });

  it("takes a city of the site's list as the company's city, never a whole province, saying so in both languages", async () => {
    const me = await verifiedEmail();
    for (const [lang, text] of [
      ['en', 'Choose a city, not a whole province.'],
      ['zh', '请选择城市，不能只选省份。'],
    ] as const) {
      const province = await call(
        'createCompany',
        { ...info(), adcode: '440000', business_email: me.email },
        me.cookie,
        lang,
      );
      expect(province.statusCode).toBe(400);
      expect(province.json()).toMatchObject({ success: false, code: 4000, data: { fields: { adcode: text } } });
    }
    expect(await t.database.db.select().from(companyAdmins).where(eq(companyAdmins.user_id, me.user.user_id))).toEqual(
      [],
    );
    const created = await call('createCompany', { ...info(), adcode: '440300', business_email: me.email }, me.cookie);
    expect(created.json().data).toMatchObject({ adcode: '440300' });
    // Editing: a province is refused too, and the stored city stays.
    const company_id = created.json().data.company_id;
    const edit = await call('editCompanyInfo', { ...info(), company_id, adcode: '440000' }, me.cookie, 'zh');
    expect(edit.json()).toMatchObject({ code: 4000, data: { fields: { adcode: '请选择城市，不能只选省份。' } } });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.company_id, company_id));
    expect(row.adcode).toBe('440300');
  });

  it('refuses a taken licence name as a field error and a second company (4009)', async () => {
    const first = await owner();
    const me = await verifiedEmail();
    const [row] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.company_id, first.company.company_id));
    const taken = await call(
      'createCompany',
      { ...info(), business_license_name: row.business_license_name, business_email: me.email },
      me.cookie,
    );
    expect(taken.json().data.fields).toHaveProperty('business_license_name');
    const again = await call('createCompany', { ...info(), business_email: first.email }, first.cookie);
    expect(again.json().code).toBe(4009);
  });

  it('edits the info and recomputes completeness; another company is not found', async () => {
    const me = await owner();
    const other = await owner();
    const edit = { ...info(), company_id: me.company.company_id, intro_en: 'Hello', intro_zh: '你好', size: '100-499' };
    const res = await call('editCompanyInfo', edit, me.cookie);
    expect(res.json().data).toMatchObject({ intro_zh: '你好', completeness: me.company.completeness + 25 });
    const refused = await call('editCompanyInfo', { ...edit, company_id: other.company.company_id }, me.cookie);
    expect(refused.json().code).toBe(4004);
    expect((await call('editCompanyInfo', edit)).json().code).toBe(4001);
  });

  it('uploads a logo checked by its content', async () => {
    const me = await owner();
    const res = await upload('uploadCompanyLogo', me.cookie, await png(), 'logo.png');
    expect(res.json().data.logo_url).toMatch(/^\/api\/company\/logo\//);
    expect(res.json().data.completeness).toBe(me.company.completeness + 10);
    const logo = await t.app.inject({ method: 'GET', url: res.json().data.logo_url });
    expect(logo.headers['content-type']).toBe('image/png');
    expect((await upload('uploadCompanyLogo', me.cookie, samplePdf(), 'logo.png')).json().code).toBe(4015);
  });
});

describe('step 3: business licence', () => {
  it('submits the licence: pending review, and the account now works for the company', async () => {
    const me = await onboarded();
    const data = (await call('getCompanyInfoByUserID', { user_id: me.user.user_id }, me.cookie)).json().data;
    expect(data).toMatchObject({
      step: 'done',
      company: { license_status: 'pending', verification_status: 'pending' },
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.user_id, me.user.user_id));
    expect(user).toMatchObject({ company_id: me.company.company_id, role: 'recruiter' });
  });

  it('refuses a credit code with a wrong check character, and files that are not documents', async () => {
    const me = await owner();
    const file = (await upload('uploadCompanyFile', me.cookie, samplePdf(), 'l.pdf')).json().data.file_id;
    const body = {
      company_id: me.company.company_id,
      license_name: 'X',
      credit_code: '91440300708461136A',
      file_id: file,
    };
    const res = await call('submitLicense', body, me.cookie, 'en');
    expect(res.json().code).toBe(4000);
    expect(res.json().data.fields.credit_code).toMatch(/18-character/);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.company_id, me.company.company_id));
    expect(row.license_status).toBe('none');
    expect((await upload('uploadCompanyFile', me.cookie, Buffer.from('MZ not a licence'), 'l.pdf')).json().code).toBe(
      4015,
    );
  });

  it("refuses another user's file and another company as not found", async () => {
    const me = await owner();
    const other = await owner();
    const theirs = (await upload('uploadCompanyFile', other.cookie, samplePdf(), 'l.pdf')).json().data.file_id;
    const mine = (await upload('uploadCompanyFile', me.cookie, samplePdf(), 'l.pdf')).json().data.file_id;
    const body = { license_name: 'X', credit_code: TENCENT };
    expect(
      (await call('submitLicense', { ...body, company_id: me.company.company_id, file_id: theirs }, me.cookie)).json()
        .code,
    ).toBe(4004);
    expect(
      (await call('submitLicense', { ...body, company_id: other.company.company_id, file_id: mine }, me.cookie)).json()
        .code,
    ).toBe(4004);
  });
});

describe('certificates', () => {
  it('adds a certificate pending review and lists it for the company only', async () => {
    const me = await onboarded();
    const file = (await upload('uploadCompanyFile', me.cookie, await png(), 'iso.png', { kind: 'certificate' })).json()
      .data.file_id;
    const added = await call('insCertificate', { name: 'ISO 9001', type: 'iso', file_id: file }, me.cookie);
    expect(added.json().data).toMatchObject({ name: 'ISO 9001', type: 'iso', status: 'pending' });
    expect((await call('getCertificate', {}, me.cookie)).json().data.list).toHaveLength(1);
    const stranger = await signedInUser(t.database);
    expect((await call('getCertificate', {}, stranger.cookie)).json().code).toBe(4004);
    const bad = await call('insCertificate', { name: '', type: 'nobel', file_id: file }, me.cookie);
    expect(Object.keys(bad.json().data.fields).sort()).toEqual(['name', 'type']);
  });
});

describe('company admins', () => {
  async function applicant(companyName: string, role = 'recruiter') {
    const me = await signedInUser(t.database, { first_name: 'Ann' });
    const res = await call('applyForAdmin', { name: companyName, role }, me.cookie);
    expect(res.json().success, res.body).toBe(true);
    return { ...me, request: res.json().data.company_admin_id as number };
  }
  const brandOf = async (companyId: number) =>
    (await t.database.db.select().from(companies).where(eq(companies.company_id, companyId)))[0].eng_brand_name;
  const status = async (cookie: string) => (await post(t.app, 'account/getEmployerStatus', {}, { cookie })).json().data;

  it('a request is pending, counted for owners only, and approved by an owner', async () => {
    const own = await onboarded();
    const ann = await applicant(await brandOf(own.company.company_id));
    expect(await status(own.cookie)).toEqual({
      pending: 1,
      company_id: own.company.company_id,
      role: 'owner',
      step: 'done',
    });
    expect((await status(ann.cookie)).pending).toBe(0);
    expect(
      (await call('getCompanyInfoByUserID', { user_id: ann.user.user_id }, ann.cookie)).json().data.pending_request,
    ).toMatchObject({ role: 'recruiter' });
    const approved = await call('updCompanyAdmin', { company_admin_id: ann.request, action: 'approve' }, own.cookie);
    expect(approved.json().data).toMatchObject({ status: 'active', role: 'recruiter' });
    expect(await status(ann.cookie)).toEqual({
      pending: 0,
      company_id: own.company.company_id,
      role: 'recruiter',
      step: 'done',
    });
    // A recruiter cannot decide on the team, nor see it refused any other way than not found.
    const bob = await applicant(await brandOf(own.company.company_id), 'admin');
    expect(
      (await call('updCompanyAdmin', { company_admin_id: bob.request, action: 'approve' }, ann.cookie)).json().code,
    ).toBe(4004);
    expect(
      (await call('updCompanyAdmin', { company_admin_id: bob.request, action: 'reject' }, own.cookie)).json().data
        .status,
    ).toBe('rejected');
  });

  it("refuses an owner acting on another company's member as not found", async () => {
    const own = await onboarded();
    const other = await onboarded();
    const ann = await applicant(await brandOf(other.company.company_id));
    const res = await call('updCompanyAdmin', { company_admin_id: ann.request, action: 'approve' }, own.cookie);
    expect(res.json().code).toBe(4004);
    const [row] = await t.database.db
      .select()
      .from(companyAdmins)
      .where(eq(companyAdmins.company_admin_id, ann.request));
    expect(row.status).toBe('pending');
  });

  it('refuses an unknown company, a draft one, bad input and a second request', async () => {
    const draft = await owner();
    const me = await signedInUser(t.database);
    expect((await call('applyForAdmin', { name: 'No Such Company Ltd', role: 'admin' }, me.cookie)).json().code).toBe(
      4004,
    );
    expect(
      (await call('applyForAdmin', { name: await brandOf(draft.company.company_id), role: 'admin' }, me.cookie)).json()
        .code,
    ).toBe(4004);
    const bad = await call('applyForAdmin', { name: '', role: 'owner' }, me.cookie);
    expect(Object.keys(bad.json().data.fields).sort()).toEqual(['name', 'role']);
    const own = await onboarded();
    await call('applyForAdmin', { name: await brandOf(own.company.company_id), role: 'admin' }, me.cookie);
    expect(
      (await call('applyForAdmin', { name: await brandOf(own.company.company_id), role: 'admin' }, me.cookie)).json()
        .code,
    ).toBe(4009);
  });

  it('the last owner can neither leave nor step down, until another member is owner', async () => {
    const own = await onboarded();
    for (const lang of ['en', 'zh'] as const) {
      const res = await call('leaveCompany', {}, own.cookie, lang);
      expect(res.json().code).toBe(4009);
      expect(res.json().msg).toMatch(lang === 'en' ? /last owner/ : /最后一位所有者/);
    }
    const [mine] = await t.database.db.select().from(companyAdmins).where(eq(companyAdmins.user_id, own.user.user_id));
    expect(
      (
        await call(
          'updCompanyAdmin',
          { company_admin_id: mine.company_admin_id, action: 'role', role: 'admin' },
          own.cookie,
        )
      ).json().code,
    ).toBe(4009);
    const ann = await applicant(await brandOf(own.company.company_id), 'admin');
    await call('updCompanyAdmin', { company_admin_id: ann.request, action: 'approve' }, own.cookie);
    const promoted = await call(
      'updCompanyAdmin',
      { company_admin_id: ann.request, action: 'role', role: 'owner' },
      own.cookie,
    );
    expect(promoted.json().data.role).toBe('owner');
    expect((await call('leaveCompany', {}, own.cookie)).json()).toEqual({ success: true, data: null });
    const [user] = await t.database.db.select().from(users).where(eq(users.user_id, own.user.user_id));
    expect(user.company_id).toBeNull();
    const team = (await call('getCompanyAdmins', {}, ann.cookie)).json().data;
    expect(team.my_role).toBe('owner');
    expect(team.list.map((m: { user_id: number }) => m.user_id)).toEqual([ann.user.user_id]);
  });

  it('removes a member, and a role change without a role is a field error', async () => {
    const own = await onboarded();
    const ann = await applicant(await brandOf(own.company.company_id));
    await call('updCompanyAdmin', { company_admin_id: ann.request, action: 'approve' }, own.cookie);
    const noRole = await call('updCompanyAdmin', { company_admin_id: ann.request, action: 'role' }, own.cookie);
    expect(noRole.json().data.fields).toHaveProperty('role');
    expect(
      (await call('updCompanyAdmin', { company_admin_id: ann.request, action: 'remove' }, own.cookie)).json().data
        .status,
    ).toBe('left');
    expect((await status(ann.cookie)).company_id).toBeNull();
  });

  it('a recruiter edits their own profile shown on job pages', async () => {
    const own = await onboarded();
    const res = await call(
      'updRecruiterProfile',
      { first_name: 'Lin', headline_job: 'Talent Lead', adcode: '310100' },
      own.cookie,
    );
    expect(res.json().data).toEqual({
      first_name: 'Lin',
      headline_job: 'Talent Lead',
      headline_job_zh: null,
      adcode: '310100',
    });
    // The team page starts the form from the saved city, named in the reader's language.
    const meIn = async (lang: 'en' | 'zh') =>
      (await call('getCompanyAdmins', {}, own.cookie, lang))
        .json()
        .data.list.find((member: { first_name: string }) => member.first_name === 'Lin');
    expect(await meIn('en')).toMatchObject({ headline_job: 'Talent Lead', adcode: '310100', city: 'Shanghai' });
    expect(await meIn('zh')).toMatchObject({ headline_job: 'Talent Lead', adcode: '310100', city: '上海' });
    // A headline in both languages: each page its own, the form both.
    const both = await call(
      'updRecruiterProfile',
      { first_name: 'Lin', headline_job: 'Talent Lead', headline_job_zh: ' 招聘负责人 ', adcode: '310100' },
      own.cookie,
    );
    expect(both.json().data).toMatchObject({ headline_job: 'Talent Lead', headline_job_zh: '招聘负责人' });
    expect(await meIn('zh')).toMatchObject({
      headline_job: '招聘负责人',
      headline_en: 'Talent Lead',
      headline_zh: '招聘负责人',
    });
    expect(await meIn('en')).toMatchObject({
      headline_job: 'Talent Lead',
      headline_en: 'Talent Lead',
      headline_zh: '招聘负责人',
    });
    // Only the Chinese one: English pages show it rather than nothing.
    await call('updRecruiterProfile', { first_name: 'Lin', headline_job_zh: '招聘负责人' }, own.cookie);
    expect(await meIn('en')).toMatchObject({ headline_job: '招聘负责人', headline_en: null });
    expect((await call('updRecruiterProfile', { first_name: '' }, own.cookie)).json().data.fields).toHaveProperty(
      'first_name',
    );
    // The city is one of the site's cities, as a candidate's is: not a province, not an unknown code.
    for (const adcode of ['310000', '999999']) {
      const refused = (await call('updRecruiterProfile', { first_name: 'Lin', adcode }, own.cookie)).json();
      expect(refused.data.fields, adcode).toEqual({ adcode: 'This value is not valid' });
    }
    const province = await call('updRecruiterProfile', { first_name: 'Lin', adcode: '440000' }, own.cookie, 'zh');
    expect(province.json()).toMatchObject({ code: 4000, data: { fields: { adcode: '请选择城市，不能只选省份。' } } });
    // A province saved before is kept, and the team list names it for the form, until a city is chosen.
    await t.database.db.update(users).set({ adcode: '440000' }).where(eq(users.user_id, own.user.user_id));
    expect(await meIn('zh')).toMatchObject({ adcode: '440000', city: '广东' });
    expect(
      (await call('updRecruiterProfile', { first_name: 'Lin', adcode: '440300' }, own.cookie)).json().data,
    ).toMatchObject({ adcode: '440300' });
    const stranger = await signedInUser(t.database);
    expect((await call('updRecruiterProfile', { first_name: 'X' }, stranger.cookie)).json().code).toBe(4004);
  });
});

describe('search ranks complete companies higher', () => {
  it(`adds a small boost to jobs of companies complete above ${COMPANY_RANKING_COMPLETENESS} %`, async () => {
    const db = t.database.db;
    const complete = await buildCompany(db, { completeness: 90 });
    const sparse = await buildCompany(db, { completeness: 50 });
    const at = new Date(Date.UTC(2025, 5, 1));
    const same = { position_en: 'Kotlin Engineer', position_zh: 'Kotlin工程师', create_time: at };
    // Equal text and age: without the boost the newer id (the sparse company's) would come first.
    const first = await buildJob(db, { ...same, company_id: complete.company_id });
    const second = await buildJob(db, { ...same, company_id: sparse.company_id });
    await refreshJobSearch(db);
    const order = async () =>
      (await searchJobs(db, { keyword: 'kotlin', sort: 'relevance' })).rows.map((r) => r.job_id);
    expect(await order()).toEqual([first.job_id, second.job_id]);
    await db
      .update(companies)
      .set({ completeness: COMPANY_RANKING_COMPLETENESS })
      .where(eq(companies.company_id, complete.company_id));
    expect(await order()).toEqual([second.job_id, first.job_id]);
  });
});

describe('the public company page', () => {
  it('shows approved certificates only', async () => {
    const own = await onboarded();
    await t.database.db
      .update(companies)
      .set({ verification_status: 'approved' })
      .where(eq(companies.company_id, own.company.company_id));
    const file = (await upload('uploadCompanyFile', own.cookie, samplePdf(), 'c.pdf', { kind: 'certificate' })).json()
      .data.file_id;
    await call('insCertificate', { name: 'Pending one', type: 'award', file_id: file }, own.cookie);
    const page = await post(t.app, 'company/getCompanyByBrandName', { name: own.company.company_id });
    expect(page.json().data.certificates).toEqual([]);
  });
});
