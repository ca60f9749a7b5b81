import { mkdirSync, writeFileSync } from 'node:fs';
import { auditLog, certificates, companies, companyAdmins, files, jobs } from '@jobbridge/db';
import { buildBasicConfig, buildCompany, buildJob } from '@jobbridge/db/testing';
import { translate } from '@jobbridge/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIND_OF_PURPOSE, newFileId, newStoredName, uploadsDir } from '../../lib/uploads';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { get, post } from '../account/test-kit';
import { samplePdf, tempDataDir } from '../resume/test-kit';
import { decideCompany } from './service';

let t: TestApp;
const dataDir = tempDataDir();
let admin: string;
let candidate: string;
let recruiter: string;
/** The owner of the company under review. */
let owner: string;
let pending: { company_id: number };
let pendingCert: number;
let licenseFileId: string;

const db = () => t.database.db;
const auditOf = async (targetType: 'company' | 'certificate' | 'job', id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.target_id, String(id)))
    .then((rows) => rows.filter((row) => row.target_type === targetType));
const companyRow = async (id: number) => (await db().select().from(companies).where(eq(companies.company_id, id)))[0];

async function storedFile(purpose: 'license' | 'certificate', ownerId: number): Promise<string> {
  const dir = uploadsDir(dataDir, KIND_OF_PURPOSE[purpose]);
  mkdirSync(dir, { recursive: true });
  const stored = newStoredName('pdf');
  const body = samplePdf('Licence');
  writeFileSync(`${dir}/${stored}`, body);
  const file_id = newFileId();
  await db()
    .insert(files)
    .values({
      file_id,
      owner_id: ownerId,
      purpose,
      original_name: `${purpose}.pdf`,
      stored_name: stored,
      mime: 'application/pdf',
      size: body.length,
      sha256: 'x',
    });
  return file_id;
}

/** A company waiting for review: pending info and licence, a pending certificate, a free-mail business address. */
async function companyUnderReview(ownerId: number, name: string) {
  const company = await buildCompany(db(), {
    eng_brand_name: name,
    brand_name: `${name}中文`,
    verification_status: 'pending',
    license_status: 'pending',
    business_email: 'boss@qq.com',
    business_email_free: true,
    license_name: `${name} Ltd`,
    credit_code: '91350100M000100Y43',
    created_by: ownerId,
  });
  await db()
    .insert(companyAdmins)
    .values({ company_id: company.company_id, user_id: ownerId, role: 'owner', status: 'active' });
  return company;
}

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await buildBasicConfig(db());
  admin = (await signedInUser(t.database, { role: 'admin', first_name: 'Ada' })).cookie;
  candidate = (await signedInUser(t.database, { status: 2 })).cookie;
  const ownerUser = await signedInUser(t.database, { role: 'recruiter' });
  owner = ownerUser.cookie;
  pending = await companyUnderReview(ownerUser.user.user_id, 'Pending Co');
  licenseFileId = await storedFile('license', ownerUser.user.user_id);
  await db()
    .update(companies)
    .set({ license_file_id: licenseFileId })
    .where(eq(companies.company_id, pending.company_id));
  const [cert] = await db()
    .insert(certificates)
    .values({
      company_id: pending.company_id,
      name: 'ISO 9001',
      file_id: await storedFile('certificate', ownerUser.user.user_id),
    })
    .returning();
  pendingCert = cert.certificate_id;
  // A recruiter of another, approved company.
  const approved = await buildCompany(db());
  const other = await signedInUser(t.database, { role: 'recruiter', company_id: approved.company_id });
  await db()
    .insert(companyAdmins)
    .values({ company_id: approved.company_id, user_id: other.user.user_id, role: 'recruiter', status: 'active' });
  recruiter = other.cookie;
}, 60_000);
afterAll(() => t?.close());

const REVIEW_CALLS: [string, () => Record<string, string | number>][] = [
  ['review/getQueue', () => ({})],
  ['review/getCompany', () => ({ company_id: pending.company_id })],
  ['review/decideCompany', () => ({ company_id: pending.company_id, decision: 'approve' })],
  ['review/decideLicense', () => ({ company_id: pending.company_id, decision: 'approve' })],
  ['review/decideCertificate', () => ({ certificate_id: pendingCert, decision: 'approve' })],
  ['review/suspendCompany', () => ({ company_id: pending.company_id, reason: 'fraud' })],
  ['review/liftCompany', () => ({ company_id: pending.company_id })],
  ['review/suspendJob', () => ({ job_id: 1, reason: 'fraud' })],
  ['review/liftJob', () => ({ job_id: 1 })],
  ['review/getAuditLog', () => ({})],
];

describe('who may use the console', () => {
  it('answers 4004 to every role but a platform admin, on every call, changing nothing', async () => {
    const before = await companyRow(pending.company_id);
    for (const [path, body] of REVIEW_CALLS) {
      for (const [role, cookie] of [
        ['visitor', undefined],
        ['candidate', candidate],
        ['recruiter', recruiter],
        ['owner of the company', owner],
      ] as const) {
        const res = await post(t.app, path, body(), { cookie });
        expect(res.statusCode, `${path} by ${role}`).toBe(404);
        expect(res.json(), `${path} by ${role}`).toMatchObject({ success: false, code: 4004 });
      }
    }
    expect(await companyRow(pending.company_id)).toEqual(before);
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});

describe('review/getQueue', () => {
  it('lists pending info, licences and certificates, oldest first, with what the reviewer needs', async () => {
    const res = await post(t.app, 'review/getQueue', {}, { cookie: admin });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.companies.map((c: { company_id: number }) => c.company_id)).toEqual([pending.company_id]);
    expect(data.licenses.map((c: { company_id: number }) => c.company_id)).toEqual([pending.company_id]);
    expect(data.companies[0]).toMatchObject({
      eng_brand_name: 'Pending Co',
      business_email: 'boss@qq.com',
      business_email_free: true,
      credit_code: '91350100M000100Y43',
      credit_code_valid: true,
      license_name: 'Pending Co Ltd',
      license_file_url: `/api/review/file/${licenseFileId}`,
      verification_status: 'pending',
      license_status: 'pending',
    });
    expect(data.certificates).toEqual([
      expect.objectContaining({ certificate_id: pendingCert, company_name: 'Pending Co', status: 'pending' }),
    ]);
    expect(data.companies[0].certificates[0].file_url).toMatch(/^\/api\/review\/file\//);
  });

  it('puts the oldest submission first', async () => {
    const later = await buildCompany(db(), { verification_status: 'pending' });
    await db()
      .update(companies)
      .set({ updated_at: new Date(Date.now() + 60_000) })
      .where(eq(companies.company_id, later.company_id));
    const { data } = (await post(t.app, 'review/getQueue', {}, { cookie: admin })).json();
    expect(data.companies.map((c: { company_id: number }) => c.company_id)).toEqual([
      pending.company_id,
      later.company_id,
    ]);
    await db().delete(companies).where(eq(companies.company_id, later.company_id));
  });
});

describe('review/file', () => {
  it("serves the licence to platform admins and the company's members only", async () => {
    const url = `/api/review/file/${licenseFileId}`;
    for (const cookie of [admin, owner]) {
      const res = await get(t.app, url, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    for (const cookie of [candidate, recruiter]) expect((await get(t.app, url, { cookie })).json().code).toBe(4004);
    expect((await get(t.app, url)).json().code).toBe(4001);
    expect((await get(t.app, '/api/review/file/nosuchfileatall000000', { cookie: admin })).json().code).toBe(4004);
  });
});

describe('decisions', () => {
  it('refuses bad input with field errors', async () => {
    const cases: [string, Record<string, string | number>, string][] = [
      ['review/decideCompany', { company_id: 'x', decision: 'approve' }, 'company_id'],
      ['review/decideCompany', { company_id: pending.company_id, decision: 'maybe' }, 'decision'],
      ['review/decideCompany', { company_id: pending.company_id, decision: 'reject' }, 'reason'],
      ['review/decideLicense', { company_id: pending.company_id, decision: 'reject', reason: 'bogus' }, 'reason'],
      [
        'review/decideLicense',
        { company_id: pending.company_id, decision: 'reject', reason: 'other', note: 'n'.repeat(501) },
        'note',
      ],
      ['review/decideCertificate', { decision: 'approve' }, 'certificate_id'],
      ['review/suspendCompany', { company_id: pending.company_id }, 'reason'],
      ['review/suspendJob', { job_id: 0, reason: 'fraud' }, 'job_id'],
      ['review/liftJob', { job_id: '' }, 'job_id'],
      ['review/getAuditLog', { page: 0 }, 'page'],
      ['review/getCompany', {}, 'company_id'],
    ];
    for (const [path, body, field] of cases) {
      const res = await post(t.app, path, body, { cookie: admin });
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().code).toBe(4000);
      expect(Object.keys(res.json().data.fields), path).toContain(field);
    }
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it('writes nothing when the audit row cannot be written (one transaction)', async () => {
    await expect(decideCompany(db(), 999_999_999, pending.company_id, { decision: 'approve' })).rejects.toThrow();
    expect((await companyRow(pending.company_id)).verification_status).toBe('pending');
    expect(await auditOf('company', pending.company_id)).toEqual([]);
  });

  it('rejects a licence with a reason its owner reads in both languages, with the audit row', async () => {
    const res = await post(
      t.app,
      'review/decideLicense',
      {
        company_id: pending.company_id,
        decision: 'reject',
        reason: 'nameMismatch',
        note: 'Name differs from the licence.',
      },
      { cookie: admin },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ license_status: 'rejected', license_reason: 'nameMismatch' });
    const [entry] = await auditOf('company', pending.company_id);
    expect(entry).toMatchObject({
      action: 'license.reject',
      target_type: 'company',
      target_id: String(pending.company_id),
      reason: 'nameMismatch',
      note: 'Name differs from the licence.',
    });
    expect(entry.actor_id).toEqual(expect.any(Number));
    expect(entry.created_at).toBeInstanceOf(Date);

    for (const lang of ['en', 'zh'] as const) {
      const status = await post(
        t.app,
        'review/getReviewStatus',
        { company_id: pending.company_id },
        { cookie: owner, lang },
      );
      expect(status.statusCode).toBe(200);
      expect(status.json().data).toMatchObject({
        license_status: 'rejected',
        license: {
          reason: 'nameMismatch',
          reason_label: translate(lang, 'review.reasons.nameMismatch'),
          note: 'Name differs from the licence.',
        },
        verification_status: 'pending',
        review: null,
      });
    }
    expect(translate('en', 'review.reasons.nameMismatch')).not.toBe(translate('zh', 'review.reasons.nameMismatch'));
    // Nobody else reads it.
    for (const cookie of [candidate, recruiter]) {
      expect(
        (await post(t.app, 'review/getReviewStatus', { company_id: pending.company_id }, { cookie })).json().code,
      ).toBe(4004);
    }
    expect((await post(t.app, 'review/getReviewStatus', { company_id: pending.company_id })).json().code).toBe(4001);
  });

  it('refuses a second decision (4009) without an audit row', async () => {
    const res = await post(
      t.app,
      'review/decideLicense',
      { company_id: pending.company_id, decision: 'approve' },
      { cookie: admin },
    );
    expect(res.json().code).toBe(4009);
    expect(await auditOf('company', pending.company_id)).toHaveLength(1);
  });

  it('approves the company: verified on its page and its jobs, with the audit row', async () => {
    const job = await buildJob(db(), { company_id: pending.company_id });
    await db()
      .update(companies)
      .set({ website: 'https://pending.example' })
      .where(eq(companies.company_id, pending.company_id));
    const before = (await post(t.app, 'company/getCompanyByBrandName', { name: 'Pending Co' })).json().data;
    expect(before).toMatchObject({ verified: false, intro: null });
    // Before review a job page links nowhere off the site.
    expect((await post(t.app, 'job/getJobInfoByJobID', { job_id: job.job_id })).json().data.company.website).toBeNull();
    const res = await post(
      t.app,
      'review/decideCompany',
      { company_id: pending.company_id, decision: 'approve' },
      { cookie: admin },
    );
    expect(res.json().data).toMatchObject({ verification_status: 'approved', review_reason: null });
    expect((await auditOf('company', pending.company_id)).map((row) => row.action)).toContain('company.approve');
    expect((await post(t.app, 'company/getCompanyByBrandName', { name: 'Pending Co' })).json().data.verified).toBe(
      true,
    );
    expect((await post(t.app, 'job/getJobInfoByJobID', { job_id: job.job_id })).json().data.company).toMatchObject({
      verified: true,
      website: 'https://pending.example',
    });
    await db().delete(jobs).where(eq(jobs.job_id, job.job_id));
  });

  it('approves and rejects certificates', async () => {
    const res = await post(
      t.app,
      'review/decideCertificate',
      { certificate_id: pendingCert, decision: 'approve' },
      { cookie: admin },
    );
    expect(res.json().data).toMatchObject({ certificate_id: pendingCert, status: 'approved' });
    expect(await auditOf('certificate', pendingCert)).toEqual([
      expect.objectContaining({ action: 'certificate.approve', reason: null }),
    ]);
    const [other] = await db()
      .insert(certificates)
      .values({ company_id: pending.company_id, name: 'Blurry award' })
      .returning();
    const rejected = await post(
      t.app,
      'review/decideCertificate',
      { certificate_id: other.certificate_id, decision: 'reject', reason: 'unreadable' },
      { cookie: admin },
    );
    expect(rejected.json().data).toMatchObject({ status: 'rejected', review_reason: 'unreadable', review_note: null });
    const status = (
      await post(t.app, 'review/getReviewStatus', { company_id: pending.company_id }, { cookie: owner, lang: 'zh' })
    ).json().data;
    expect(status.certificates).toContainEqual(
      expect.objectContaining({
        certificate_id: other.certificate_id,
        rejection: { reason: 'unreadable', reason_label: translate('zh', 'review.reasons.unreadable'), note: null },
      }),
    );
    expect(
      (
        await post(
          t.app,
          'review/decideCertificate',
          { certificate_id: 999999, decision: 'approve' },
          { cookie: admin },
        )
      ).json().code,
    ).toBe(4004);
  });
});

describe('suspensions', () => {
  const searchIds = async (companyId: number) =>
    (await post(t.app, 'job/searchJobList', { company_id: companyId, size: 50 }))
      .json()
      .data.list.map((job: { job_id: number }) => job.job_id);

  it("takes a suspended company's jobs out of search and its page away, and lifting brings them back", async () => {
    const company = await buildCompany(db(), { eng_brand_name: 'Scam Co', brand_name: '骗子' });
    const open = await buildJob(db(), { company_id: company.company_id });
    const closed = await buildJob(db(), {
      company_id: company.company_id,
      status: 'closed',
      closed_reason: 'recruiter',
    });
    const own = await buildJob(db(), { company_id: company.company_id });
    expect(await searchIds(company.company_id)).toEqual(expect.arrayContaining([open.job_id, own.job_id]));
    // One job suspended on its own first.
    const single = await post(
      t.app,
      'review/suspendJob',
      { job_id: own.job_id, reason: 'misleading' },
      { cookie: admin },
    );
    expect(single.json().data).toMatchObject({ job_id: own.job_id, status: 'suspended' });

    const res = await post(
      t.app,
      'review/suspendCompany',
      { company_id: company.company_id, reason: 'fraud', note: 'Asked candidates for fees.' },
      { cookie: admin },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ suspend_reason: 'fraud', suspended_at: expect.any(String) });
    expect(await auditOf('company', company.company_id)).toEqual([
      expect.objectContaining({ action: 'company.suspend', reason: 'fraud', note: 'Asked candidates for fees.' }),
    ]);
    expect(await searchIds(company.company_id)).toEqual([]);
    for (const job of [open, closed, own]) {
      expect((await post(t.app, 'job/getJobInfoByJobID', { job_id: job.job_id })).json().code).toBe(4004);
    }
    for (const name of ['Scam Co', String(company.company_id)]) {
      expect((await post(t.app, 'company/getCompanyByBrandName', { name })).json().code).toBe(4004);
    }
    const listed = (await post(t.app, 'company/getCompanyList', { keyword: 'Scam' })).json().data;
    expect(listed.total).toBe(0);
    expect(
      (
        await post(
          t.app,
          'review/suspendCompany',
          { company_id: company.company_id, reason: 'fraud' },
          { cookie: admin },
        )
      ).json().code,
    ).toBe(4009);
    // A job of a suspended company is lifted with its company, not alone.
    expect((await post(t.app, 'review/liftJob', { job_id: open.job_id }, { cookie: admin })).json().code).toBe(4009);
    expect((await post(t.app, 'review/liftJob', { job_id: own.job_id }, { cookie: admin })).json().code).toBe(4009);

    const lifted = await post(t.app, 'review/liftCompany', { company_id: company.company_id }, { cookie: admin });
    expect(lifted.json().data).toMatchObject({ suspended_at: null, suspend_reason: null });
    const statuses = Object.fromEntries(
      (await db().select().from(jobs).where(eq(jobs.company_id, company.company_id))).map((job) => [
        job.job_id,
        job.status,
      ]),
    );
    expect(statuses).toEqual({ [open.job_id]: 'open', [closed.job_id]: 'closed', [own.job_id]: 'suspended' });
    expect((await post(t.app, 'company/getCompanyByBrandName', { name: 'Scam Co' })).json().data.company_id).toBe(
      company.company_id,
    );
    expect(await searchIds(company.company_id)).toEqual([open.job_id]);
    expect(
      (await post(t.app, 'review/liftCompany', { company_id: company.company_id }, { cookie: admin })).json().code,
    ).toBe(4009);

    const liftedJob = await post(t.app, 'review/liftJob', { job_id: own.job_id, note: 'Fixed.' }, { cookie: admin });
    expect(liftedJob.json().data).toMatchObject({ job_id: own.job_id, status: 'open' });
    expect((await auditOf('job', own.job_id)).map((row) => row.action).sort()).toEqual(['job.lift', 'job.suspend']);
    expect((await searchIds(company.company_id)).sort()).toEqual([open.job_id, own.job_id].sort());
  });

  it('refuses drafts, unknown jobs and lifting a job that is not suspended, writing no audit row', async () => {
    const company = await buildCompany(db());
    const draft = await buildJob(db(), { company_id: company.company_id, status: 'draft' });
    const open = await buildJob(db(), { company_id: company.company_id });
    expect(
      (await post(t.app, 'review/suspendJob', { job_id: draft.job_id, reason: 'fraud' }, { cookie: admin })).json()
        .code,
    ).toBe(4009);
    expect(
      (await post(t.app, 'review/suspendJob', { job_id: 999999999, reason: 'fraud' }, { cookie: admin })).json().code,
    ).toBe(4004);
    expect((await post(t.app, 'review/liftJob', { job_id: open.job_id }, { cookie: admin })).json().code).toBe(4009);
    expect(await auditOf('job', draft.job_id)).toEqual([]);
    expect(await auditOf('job', open.job_id)).toEqual([]);
  });

  it('closes a lifted job that passed its apply-by date meanwhile', async () => {
    const job = await buildJob(db(), { valid_through: new Date(Date.now() + 60_000) });
    await post(t.app, 'review/suspendJob', { job_id: job.job_id, reason: 'complaints' }, { cookie: admin });
    await db()
      .update(jobs)
      .set({ valid_through: new Date(Date.now() - 60_000) })
      .where(eq(jobs.job_id, job.job_id));
    const res = await post(t.app, 'review/liftJob', { job_id: job.job_id }, { cookie: admin });
    expect(res.json().data.status).toBe('closed');
  });
});

describe('review/getAuditLog', () => {
  it('lists every action newest first, with who did it', async () => {
    const res = await post(t.app, 'review/getAuditLog', { size: 50 }, { cookie: admin });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.total).toBe((await db().select().from(auditLog)).length);
    expect(data.list[0]).toMatchObject({
      action: 'job.lift',
      target_type: 'job',
      actor_name: expect.stringMatching(/^Ada/),
    });
    const times = data.list.map((entry: { created_at: string }) => entry.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      (await post(t.app, 'review/getAuditLog', { page: 2, size: 1 }, { cookie: admin })).json().data.list,
    ).toHaveLength(1);
  });
});

describe('review/getCompany', () => {
  it('shows any company to the reviewer, 4004 for an unknown one', async () => {
    const res = await post(t.app, 'review/getCompany', { company_id: pending.company_id }, { cookie: admin });
    expect(res.json().data).toMatchObject({ company_id: pending.company_id, verification_status: 'approved' });
    expect((await post(t.app, 'review/getCompany', { company_id: 999999999 }, { cookie: admin })).json().code).toBe(
      4004,
    );
  });
});
