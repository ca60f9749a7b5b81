import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  activityGroups,
  applicationNotes,
  applications,
  auditLog,
  careers,
  certificates,
  chatBlocks,
  chatMessages,
  chatReports,
  companies,
  companyAdmins,
  educations,
  files,
  groupMembers,
  inviteUses,
  jobAlerts,
  jobQuestions,
  jobs,
  MESSAGE_TEMPLATE_IDS,
  systemMessages,
  wechatScenes,
} from '@jobbridge/db';
import { buildBasicConfig, buildCompany, buildJob, buildUser } from '@jobbridge/db/testing';
import { creditCodeCheckChar } from '@jobbridge/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFileId, newStoredName, uploadsDir } from '../lib/uploads';
import { createTestApp, type TestApp } from '../testing';
import { get, nextEmail, nextIp, post } from './account/test-kit';
import { DEMO_INVITE_CODE, ensureDemoInviteCode } from './invite/service';
import { buildWorld, samplePdf, tempDataDir, uploadResume, type World } from './resume/test-kit';
import { SCENE_KEY_HEADER } from './wechat/scene-owner';

/**
 * Object-level authorization of every API call (QUALITY.md, OWASP API1 /
 * ASVS 8.2.2; decision 0016). The calls come from the app's route table, not
 * from a list kept by hand: each one must be classified below, and one that
 * takes an id (a field such as `*_id`, `id`, `uuid`, `scene`, `token`) must
 * have a row saying, for every role, what it answers against a row of
 * someone else (candidate A, who applied to a job of company X). A new call
 * without an entry, or an id-taking call without a row, fails this file.
 *
 * 'ok' means the call succeeds; a number is the code it must answer. A
 * refused change must leave the row as it was. Refusals of another's row
 * are 4004, the same as for an unknown id (lib/authorize.ts).
 */
const ROLES = ['visitor', 'candidateA', 'candidateB', 'recruiterX', 'recruiterY', 'ownerX', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Expect = 'ok' | 1004 | 4001 | 4004;

interface Attempt {
  res: LightMyRequestResponse;
  /** Whether A's row is as it was (checked for every role that must not change it). */
  intact?: () => Promise<boolean>;
}

interface Row {
  /** Makes A's row for one attempt and answers the request of a role. */
  attempt: (as: { role: Role; cookie: string | undefined }) => Promise<Attempt>;
  /** The owner of company X answers as recruiterX (an admin of X) unless given. */
  expected: Record<Exclude<Role, 'ownerX'>, Expect> & { ownerX?: Expect };
  /** Roles whose success may change A's row (default: A). */
  changes?: Role[];
}

/** How a call stands to ids: every registered call has one entry. */
type Entry =
  | { takes: 'no id'; why: string }
  /** Its id-like fields name nothing anyone owns (a captcha, a public company, a guide document). */
  | { takes: 'unowned id'; why: string }
  | { takes: 'id'; row: Row };

/** Field names that carry an id. */
const ID_FIELD = /(^|_)id$|^id$|[a-z]Id$|uuid|^scene$|^token$|^openid$|^inviteCode$|_key$/;

let t: TestApp;
let w: World;

beforeAll(async () => {
  // Development tools on: their calls are registered, so they are classified too.
  t = await createTestApp({ env: { DATA_DIR: tempDataDir(), DEV_TOOLS: 'true' } });
  w = await buildWorld(t.database);
  await buildBasicConfig(t.database.db);
  await post(t.app, 'job/createJobAlert', { job_title: 'engineer' }, { cookie: w.a.cookie });
  await ensureDemoInviteCode(t.database.db);
  await post(t.app, `inviteCode/applyInviteCode/${w.a.user_id}/${DEMO_INVITE_CODE}`, {}, { cookie: w.a.cookie });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const cookieOf = (role: Role): string | undefined =>
  ({
    visitor: undefined,
    candidateA: w.a.cookie,
    candidateB: w.b.cookie,
    recruiterX: w.recruiterX.cookie,
    recruiterY: w.recruiterY.cookie,
    ownerX: w.ownerX.cookie,
    admin: w.admin.cookie,
  })[role];

const career = { company_name: 'A Co', title: 'Original', start_date: '2020-01-01', end_date: '2021-01-01' };
const education = { school: 'Original U', degree: 'BA', start_date: '2010-09-01', end_date: '2014-07-01' };

async function newCareer(): Promise<number> {
  return (await post(t.app, 'resume/insCareer', career, { cookie: w.a.cookie })).json().data.career_id;
}
async function newEducation(): Promise<number> {
  return (await post(t.app, 'resume/insEducation', education, { cookie: w.a.cookie })).json().data.education_id;
}
async function newFile(): Promise<string> {
  // Keep below the per-user limit: remove A's earlier files first.
  for (const row of await t.database.db.select().from(files).where(eq(files.owner_id, w.a.user_id))) {
    await post(t.app, 'resume/delResumeFile', { file_id: row.file_id }, { cookie: w.a.cookie });
  }
  return (await uploadResume(t.app, w.a.cookie, samplePdf(), 'a.pdf')).json().data.file_id;
}
async function newQuestion(): Promise<number> {
  return (
    await post(
      t.app,
      'job/addQuestion',
      { job_id: w.jobX.job_id, content: 'Is it remote?' },
      { cookie: w.a.cookie, ip: nextIp() },
    )
  ).json().data.question_id;
}
/** A WeChat bind scene of A's browser (A's WeChat unbound first), and the key that proves it. */
async function newBindScene(): Promise<{ scene: string; key: string }> {
  await post(t.app, 'wechat/delWxUser', {}, { cookie: w.a.cookie });
  const qr = await post(t.app, 'wechat/wxQrcode', { purpose: 'bind' }, { cookie: w.a.cookie, ip: nextIp() });
  return { scene: qr.json().data.scene, key: qr.json().data.scene_key };
}
/** One bind scene of A's for the rows that only read it (wxQrcode allows a user 30 an hour). */
let readScene: Promise<{ scene: string; key: string }> | undefined;
const sceneToRead = () => {
  readScene ??= newBindScene();
  return readScene;
};
/** A's browser proves its scenes with their key; nobody else holds it. */
const proofOf = (role: Role, key: string): Record<string, string> =>
  role === 'candidateA' ? { [SCENE_KEY_HEADER]: key } : {};
const sceneStatus = async (scene: string) =>
  (await t.database.db.select().from(wechatScenes).where(eq(wechatScenes.scene, scene)))[0]?.status;

type Expected = Row['expected'];
const own: Expected = {
  visitor: 4001,
  candidateA: 'ok',
  candidateB: 4004,
  recruiterX: 4004,
  recruiterY: 4004,
  ownerX: 4004,
  admin: 4004,
};
const employerReads: Expected = { ...own, recruiterX: 'ok', ownerX: 'ok' };
const anyone: Expected = {
  visitor: 'ok',
  candidateA: 'ok',
  candidateB: 'ok',
  recruiterX: 'ok',
  recruiterY: 'ok',
  ownerX: 'ok',
  admin: 'ok',
};
const signedIn: Expected = { ...anyone, visitor: 4001 };
const nobody: Expected = {
  visitor: 4004,
  candidateA: 4004,
  candidateB: 4004,
  recruiterX: 4004,
  recruiterY: 4004,
  ownerX: 4004,
  admin: 4004,
};
const signedInNobody: Expected = { ...nobody, visitor: 4001 };
/** The platform review console (decision 0023): 4004 to everyone else, visitors included. */
const platformOnly: Expected = { ...nobody, admin: 'ok' };
/** A company's review outcome and files: its members (recruiter X, owner of its own company here) and platform admins. */
const companyAndPlatform: Expected = { ...signedInNobody, recruiterX: 'ok', admin: 'ok' };

/** An unread system message to A. */
async function newSystemMessage(): Promise<number> {
  const [row] = await t.database.db
    .insert(systemMessages)
    .values({ to_user_id: w.a.user_id, type: 'invite', template_id: MESSAGE_TEMPLATE_IDS.invite, data: 'X,Job' })
    .returning({ id: systemMessages.message_id });
  return row.id;
}
/** A's conversation about job X: a message from A to recruiter X and one back, both unread. */
async function newChat(): Promise<number[]> {
  const rows = await t.database.db
    .insert(chatMessages)
    .values([
      {
        from_user_id: w.a.user_id,
        to_user_id: w.recruiterX.user_id,
        to_system: 'recruiter',
        job_id: w.jobX.job_id,
        content: 'Hello',
      },
      {
        from_user_id: w.recruiterX.user_id,
        to_user_id: w.a.user_id,
        to_system: 'candidate',
        job_id: w.jobX.job_id,
        content: 'Hi',
      },
    ])
    .returning({ id: chatMessages.message_id });
  return rows.map((row) => row.id);
}
const chatUnread = (ids: number[]) => async () =>
  (await t.database.db.select().from(chatMessages).where(inArray(chatMessages.message_id, ids))).every(
    (row) => row.unread === 1,
  );
const countOf = async (query: Promise<Array<{ n: number }>>) => (await query)[0].n;
const aChatMessages = () =>
  countOf(t.database.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.candidate_id, w.a.user_id)));
const aChatBlocks = () =>
  countOf(
    t.database.db
      .select({ n: count() })
      .from(chatBlocks)
      .where(and(eq(chatBlocks.candidate_id, w.a.user_id), eq(chatBlocks.job_id, w.jobX.job_id))),
  );
const aChatReports = () =>
  countOf(t.database.db.select({ n: count() }).from(chatReports).where(eq(chatReports.candidate_id, w.a.user_id)));
/** Removes the cards of a kind from A's conversations, so each attempt starts with none waiting. */
const clearCards = (kind: 'resume_request' | 'contact_request' | 'invite') =>
  t.database.db
    .delete(chatMessages)
    .where(and(eq(chatMessages.candidate_id, w.a.user_id), eq(chatMessages.kind, kind)));
/** A pending WeChat exchange recruiter X proposed to A. */
async function newContactRequest(): Promise<number> {
  await newChat();
  const [row] = await t.database.db
    .insert(chatMessages)
    .values({
      from_user_id: w.recruiterX.user_id,
      to_user_id: w.a.user_id,
      to_system: 'candidate',
      job_id: w.jobX.job_id,
      kind: 'contact_request',
      content: 'WeChat?',
      state: 'pending',
      contact_type: 'wechat',
      contact_from: 'recruiter_x1',
    })
    .returning({ id: chatMessages.message_id });
  return row.id;
}
const cardState = async (id: number) =>
  (await t.database.db.select().from(chatMessages).where(eq(chatMessages.message_id, id)))[0]?.state;
/** A resume card A sent in A's conversation about job X. */
async function aResumeCard(): Promise<number> {
  await newChat();
  const [row] = await t.database.db
    .insert(chatMessages)
    .values({
      from_user_id: w.a.user_id,
      to_user_id: w.recruiterX.user_id,
      to_system: 'recruiter',
      job_id: w.jobX.job_id,
      kind: 'resume',
      content: 'Resume.pdf',
    })
    .returning({ id: chatMessages.message_id });
  return row.id;
}
/** Another open job of company X, which A did not apply to, and A's conversation about it. */
let jobX2: Promise<number> | undefined;
function jobNotAppliedTo(): Promise<number> {
  jobX2 ??= (async () => {
    const job = await buildJob(t.database.db, {
      company_id: w.companyX.company_id,
      recruiter_id: w.recruiterX.user_id,
    });
    await t.database.db.insert(chatMessages).values({
      from_user_id: w.a.user_id,
      to_user_id: w.recruiterX.user_id,
      to_system: 'recruiter',
      job_id: job.job_id,
      content: 'Hello',
    });
    return job.job_id;
  })();
  return jobX2;
}
const systemMessageIntact = (id: number) => async () =>
  (await t.database.db.select().from(systemMessages).where(eq(systemMessages.message_id, id)))[0]?.unread === 1;
const careerIntact = (id: number) => async () =>
  (await t.database.db.select().from(careers).where(eq(careers.career_id, id)))[0]?.title === 'Original';
const educationIntact = (id: number) => async () =>
  (await t.database.db.select().from(educations).where(eq(educations.education_id, id)))[0]?.school === 'Original U';
const fileIntact = (id: string) => async () =>
  (await t.database.db.select().from(files).where(eq(files.file_id, id))).length === 1;

/** A licence or certificate file uploaded by the owner of X (their own, to attach). */
async function ownerXFile(kind: 'license' | 'certificate'): Promise<string> {
  const boundary = `----access${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.pdf"\r\n\r\n`),
    samplePdf(kind),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/company/uploadCompanyFile',
    remoteAddress: nextIp(),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: w.ownerX.cookie },
    payload,
  });
  return res.json().data.file_id;
}
/** A new user's request to join company X, pending. */
async function joinRequestToX(): Promise<number> {
  const user = await buildUser(t.database.db);
  const [row] = await t.database.db
    .insert(companyAdmins)
    .values({ company_id: w.companyX.company_id, user_id: user.user_id, role: 'recruiter', status: 'pending' })
    .returning();
  return row.company_admin_id;
}
const companyXRow = async () =>
  (await t.database.db.select().from(companies).where(eq(companies.company_id, w.companyX.company_id)))[0];
const X_CREDIT_CODE = '91310000123456789';
const ownerOnly: Expected = { ...nobody, visitor: 4001, ownerX: 'ok' };
/** A company of recruiter X under review: pending info and licence, a pending certificate, a licence file. */
async function companyUnderReview(overrides: Partial<typeof companies.$inferInsert> = {}) {
  const db = t.database.db;
  const company = await buildCompany(db, { verification_status: 'pending', license_status: 'pending', ...overrides });
  await db
    .insert(companyAdmins)
    .values({ company_id: company.company_id, user_id: w.recruiterX.user_id, role: 'owner', status: 'active' });
  const [certificate] = await db
    .insert(certificates)
    .values({ company_id: company.company_id, name: 'ISO 9001' })
    .returning();
  return { company, certificate };
}
/** A licence file of a company of recruiter X, on disk. */
async function licenceFile(): Promise<string> {
  const { company } = await companyUnderReview();
  const dir = uploadsDir(t.app.env.DATA_DIR, 'licenses');
  mkdirSync(dir, { recursive: true });
  const stored = newStoredName('pdf');
  writeFileSync(path.join(dir, stored), samplePdf('Licence'));
  const file_id = newFileId();
  await t.database.db.insert(files).values({
    file_id,
    owner_id: w.recruiterX.user_id,
    purpose: 'license',
    original_name: 'licence.pdf',
    stored_name: stored,
    mime: 'application/pdf',
    size: 10,
    sha256: 'x',
  });
  await t.database.db
    .update(companies)
    .set({ license_file_id: file_id })
    .where(eq(companies.company_id, company.company_id));
  return file_id;
}
const companyIntact = (id: number, field: 'verification_status' | 'license_status', value: string) => async () => {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.company_id, id));
  const audited = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target_id, String(id)));
  return row[field] === value && audited.filter((entry) => entry.target_type === 'company').length === 0;
};
const suspendedIntact = (id: number, suspended: boolean) => async () => {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.company_id, id));
  return (row.suspended_at !== null) === suspended;
};
const jobStatusIntact = (id: number, status: string) => async () =>
  (await t.database.db.select().from(jobs).where(eq(jobs.job_id, id)))[0]?.status === status;
const certificateIntact = (id: number) => async () =>
  (await t.database.db.select().from(certificates).where(eq(certificates.certificate_id, id)))[0]?.status === 'pending';

const call = (path: string, body: Record<string, string | number | boolean>) => async (as: { cookie?: string }) => ({
  res: await post(t.app, path, body, { cookie: as.cookie }),
});
const noId = (why: string): Entry => ({ takes: 'no id', why });
const unowned = (why: string): Entry => ({ takes: 'unowned id', why });
const SESSION_ONLY = "acts on the session's own user only";

/** The employer's calls on company X's jobs and applicants (decision 0022): its active members only. */
const employerOnly: Expected = { ...signedInNobody, visitor: 4001, recruiterX: 'ok', ownerX: 'ok' };
const EMPLOYERS: Role[] = ['recruiterX', 'ownerX'];
const jobFieldsOf = (position: string) => ({
  position_en: position,
  position_zh: '职位',
  description_en: 'Text',
  description_zh: '文本',
  minimum_salary: 10,
  maximum_salary: 20,
  salary_num: 12,
  employment_type: 'full_time',
  industry: 'internet',
  seniority: 'mid',
  adcode: '310100',
});
/** A new job of company X, open unless told. */
const newJobX = async (status: 'open' | 'closed' = 'open') =>
  (await buildJob(t.database.db, { company_id: w.companyX.company_id, position_en: 'Original', status })).job_id;
const jobIntact =
  (id: number, status = 'open') =>
  async () => {
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.job_id, id));
    return row?.position_en === 'Original' && row.status === status;
  };
/** A new application of A to a new job of company X, at status 1. */
async function newApplicationX(): Promise<number> {
  const [row] = await t.database.db
    .insert(applications)
    .values({ user_id: w.a.user_id, job_id: await newJobX(), status: 1 })
    .returning();
  return row.application_id;
}
const applicationIntact = (id: number) => async () =>
  (await t.database.db.select().from(applications).where(eq(applications.application_id, id)))[0]?.status === 1;
const notesIntact = (id: number) => async () =>
  (await t.database.db.select().from(applicationNotes).where(eq(applicationNotes.application_id, id))).length === 0;
const answersIntact = (id: number) => async () =>
  (await t.database.db.select().from(jobQuestions).where(eq(jobQuestions.parent_id, id))).length === 0;

/** A new activity group whose one member is A. */
async function groupOfA(): Promise<number> {
  const [group] = await t.database.db.insert(activityGroups).values({ name_en: 'Circle', name_zh: '圈子' }).returning();
  await t.database.db.insert(groupMembers).values({ group_id: group.group_id, user_id: w.a.user_id });
  return group.group_id;
}

const CALLS: Record<string, Entry> = {
  // Resume (docs/api/candidate.md)
  'POST /api/resume/getResumeInfoByUserID': {
    takes: 'id',
    row: {
      attempt: (as) => call('resume/getResumeInfoByUserID', { user_id: w.a.user_id })(as),
      expected: employerReads,
    },
  },
  'POST /api/resume/getCareerById': {
    takes: 'id',
    row: { attempt: async (as) => call('resume/getCareerById', { career_id: await newCareer() })(as), expected: own },
  },
  'POST /api/resume/updCareerById': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const id = await newCareer();
        const res = await post(
          t.app,
          'resume/updCareerById',
          { ...career, career_id: id, title: 'Changed' },
          { cookie },
        );
        return { res, intact: careerIntact(id) };
      },
      expected: own,
    },
  },
  'POST /api/resume/delCareerById': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const id = await newCareer();
        return {
          res: await post(t.app, 'resume/delCareerById', { career_id: id }, { cookie }),
          intact: careerIntact(id),
        };
      },
      expected: own,
    },
  },
  'POST /api/resume/getEducationById': {
    takes: 'id',
    row: {
      attempt: async (as) => call('resume/getEducationById', { education_id: await newEducation() })(as),
      expected: own,
    },
  },
  'POST /api/resume/updEducationById': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const id = await newEducation();
        const body = { ...education, education_id: id, school: 'Changed' };
        return { res: await post(t.app, 'resume/updEducationById', body, { cookie }), intact: educationIntact(id) };
      },
      expected: own,
    },
  },
  'POST /api/resume/delEducationById': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const id = await newEducation();
        const res = await post(t.app, 'resume/delEducationById', { education_id: id }, { cookie });
        return { res, intact: educationIntact(id) };
      },
      expected: own,
    },
  },
  'POST /api/resume/delResumeFile': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const id = await newFile();
        return { res: await post(t.app, 'resume/delResumeFile', { file_id: id }, { cookie }), intact: fileIntact(id) };
      },
      expected: own,
    },
  },
  'GET /api/resume/file/:file_id': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => ({ res: await get(t.app, `/api/resume/file/${await newFile()}`, { cookie }) }),
      expected: employerReads,
    },
  },
  'POST /api/inviteCode/getMyInvite': noId(SESSION_ONLY),
  'POST /api/resume/updSummary': noId(SESSION_ONLY),
  'POST /api/resume/updSkills': noId(SESSION_ONLY),
  'POST /api/resume/updWizardStep': noId(SESSION_ONLY),
  'POST /api/resume/insCareer': noId(SESSION_ONLY),
  'POST /api/resume/insEducation': noId(SESSION_ONLY),
  'POST /api/resume/uploadResumeFile': noId(SESSION_ONLY),
  'GET /api/resume/pdf': noId(SESSION_ONLY),

  // Job alerts
  'POST /api/job/getJobAlert': {
    takes: 'id',
    row: { attempt: (as) => call('job/getJobAlert', { user_id: w.a.user_id })(as), expected: own },
  },
  'POST /api/job/createJobAlert': unowned(
    "company_id names companies, which are public; acts on the session's own alert only",
  ),
  'POST /api/job/createJobAlertStatus': noId(SESSION_ONLY),
  'GET /api/alert/unsubscribe/:token': {
    takes: 'id',
    row: {
      // The token is the right: A's works for anyone; a guessed one is 4004 for everyone.
      attempt: async ({ cookie }) => {
        const [alert] = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.user_id, w.a.user_id));
        const json = { cookie, headers: { accept: 'application/json' } };
        expect((await get(t.app, `/api/alert/unsubscribe/${alert.unsubscribe_token}`, json)).json().success).toBe(true);
        return { res: await get(t.app, '/api/alert/unsubscribe/guessed-token-000000000000000000000', json) };
      },
      expected: nobody,
    },
  },
  'POST /api/alert/unsubscribe/:token': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => ({
        res: await post(
          t.app,
          'alert/unsubscribe/guessed-token-000000000000000000000',
          {},
          {
            cookie,
            headers: { accept: 'application/json' },
          },
        ),
      }),
      expected: nobody,
    },
  },

  // Tracker, settings, dashboard, privacy: the session's user only
  'POST /api/job/getResumeMatch': {
    takes: 'id',
    // A public job; the answer is about the caller.
    row: { attempt: (as) => call('job/getResumeMatch', { job_id: w.jobX.job_id })(as), expected: signedIn },
  },
  'POST /api/job/getApplications': noId(SESSION_ONLY),
  'POST /api/job/getSavedJobs': noId(SESSION_ONLY),
  'POST /api/manager/getSetting': noId(SESSION_ONLY),
  'POST /api/manager/updSetting': noId(SESSION_ONLY),
  'POST /api/manager/addFileRead': unowned("file_key names one of the site's guide documents, the same for everyone"),
  'POST /api/manager/getFileRead': noId(SESSION_ONLY),
  'GET /api/manager/guidePdf/:file': unowned('guides are public documents, the same for everyone, like their pages'),
  'POST /api/account/getUserDashBoard': noId(SESSION_ONLY),
  'POST /api/account/exportMyData': noId(SESSION_ONLY),
  'GET /api/account/exportMyData': noId(SESSION_ONLY),
  'POST /api/account/deleteAccount': noId(SESSION_ONLY),

  // Activity groups (decision 0029): groups are public; membership is the session's own.
  'POST /api/activity/getGroupList': noId('lists public groups; joined is about the session user only'),
  'POST /api/activity/joinGroup': unowned("a group is public; the membership added is the session user's own"),
  'POST /api/activity/quitGroup': unowned("a group is public; the membership removed is the session user's own"),
  'POST /api/activity/getGroupMembers': {
    takes: 'id',
    // Only the group's members (A) read its members list.
    row: { attempt: async (as) => call('activity/getGroupMembers', { group_id: await groupOfA() })(as), expected: own },
  },

  // Jobs, questions, companies
  'POST /api/job/searchJobList': unowned('company_id filters over public companies'),
  'POST /api/job/getJobInfoByJobID': {
    takes: 'id',
    // A published job is public; another user's user_id is ignored.
    row: {
      attempt: (as) => call('job/getJobInfoByJobID', { job_id: w.jobX.job_id, user_id: w.a.user_id })(as),
      expected: anyone,
    },
  },
  'POST /api/job/getSimilarJobList': {
    takes: 'id',
    row: { attempt: (as) => call('job/getSimilarJobList', { job_id: w.jobX.job_id })(as), expected: anyone },
  },
  'POST /api/job/saveJob': {
    takes: 'id',
    // A draft of company X does not exist for anyone, its recruiters included (the employer side is not built yet).
    row: { attempt: (as) => call('job/saveJob', { job_id: w.draftX.job_id })(as), expected: signedInNobody },
  },
  'POST /api/job/applyJob': {
    takes: 'id',
    row: { attempt: (as) => call('job/applyJob', { job_id: w.draftX.job_id })(as), expected: signedInNobody },
  },
  'POST /api/job/getJobQuestions': {
    takes: 'id',
    row: { attempt: (as) => call('job/getJobQuestions', { job_id: w.jobX.job_id })(as), expected: anyone },
  },
  'POST /api/job/addQuestion': {
    takes: 'id',
    // Anyone signed in answers A's question.
    row: {
      attempt: async (as) =>
        call('job/addQuestion', { job_id: w.jobX.job_id, parent_id: await newQuestion(), content: 'Yes' })(as),
      expected: signedIn,
    },
  },
  'POST /api/job/delQuestion': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const id = await newQuestion();
        const res = await post(t.app, 'job/delQuestion', { question_id: id }, { cookie });
        const intact = async () =>
          (await t.database.db.select().from(jobQuestions).where(eq(jobQuestions.question_id, id))).length === 1;
        return { res, intact };
      },
      expected: own,
    },
  },
  'POST /api/job/thumbQuestion': {
    takes: 'id',
    row: {
      attempt: async (as) => call('job/thumbQuestion', { question_id: await newQuestion() })(as),
      expected: signedIn,
    },
  },
  // Platform review (decision 0023): A's row here is a company of recruiter X under review.
  'POST /api/review/getQueue': {
    takes: 'id',
    row: { attempt: async (as) => call('review/getQueue', {})(as), expected: platformOnly },
  },
  'POST /api/review/getChatReports': {
    takes: 'id',
    row: { attempt: async (as) => call('review/getChatReports', {})(as), expected: platformOnly },
  },
  'POST /api/review/closeChatReport': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        // A's report of recruiter X's conversation about job X (decision 0031).
        await newChat();
        const [report] = await t.database.db
          .insert(chatReports)
          .values({
            reporter_id: w.a.user_id,
            reported_id: w.recruiterX.user_id,
            reporter_side: 'candidate',
            candidate_id: w.a.user_id,
            job_id: w.jobX.job_id,
            reason: 'spam',
          })
          .returning({ report_id: chatReports.report_id });
        const isOpen = async () =>
          (
            await t.database.db
              .select({ status: chatReports.status })
              .from(chatReports)
              .where(eq(chatReports.report_id, report.report_id))
          )[0].status === 'open';
        return {
          res: await post(
            t.app,
            'review/closeChatReport',
            { report_id: report.report_id, outcome: 'dismissed' },
            { cookie },
          ),
          intact: isOpen,
        };
      },
      expected: platformOnly,
      changes: ['admin'],
    },
  },
  'POST /api/review/getAuditLog': {
    takes: 'id',
    row: { attempt: async (as) => call('review/getAuditLog', {})(as), expected: platformOnly },
  },
  'POST /api/review/getCompany': {
    takes: 'id',
    row: {
      attempt: async (as) =>
        call('review/getCompany', { company_id: (await companyUnderReview()).company.company_id })(as),
      expected: platformOnly,
    },
  },
  'POST /api/review/decideCompany': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const { company } = await companyUnderReview();
        const body = { company_id: company.company_id, decision: 'approve' };
        return {
          res: await post(t.app, 'review/decideCompany', body, { cookie }),
          intact: companyIntact(company.company_id, 'verification_status', 'pending'),
        };
      },
      expected: platformOnly,
      changes: ['admin'],
    },
  },
  'POST /api/review/decideLicense': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const { company } = await companyUnderReview();
        const body = { company_id: company.company_id, decision: 'reject', reason: 'unreadable' };
        return {
          res: await post(t.app, 'review/decideLicense', body, { cookie }),
          intact: companyIntact(company.company_id, 'license_status', 'pending'),
        };
      },
      expected: platformOnly,
      changes: ['admin'],
    },
  },
  'POST /api/review/decideCertificate': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const { certificate } = await companyUnderReview();
        const body = { certificate_id: certificate.certificate_id, decision: 'approve' };
        return {
          res: await post(t.app, 'review/decideCertificate', body, { cookie }),
          intact: certificateIntact(certificate.certificate_id),
        };
      },
      expected: platformOnly,
      changes: ['admin'],
    },
  },
  'POST /api/review/suspendCompany': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const { company } = await companyUnderReview({ verification_status: 'approved' });
        const body = { company_id: company.company_id, reason: 'fraud' };
        return {
          res: await post(t.app, 'review/suspendCompany', body, { cookie }),
          intact: suspendedIntact(company.company_id, false),
        };
      },
      expected: platformOnly,
      changes: ['admin'],
    },
  },
  'POST /api/review/liftCompany': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const { company } = await companyUnderReview({ suspended_at: new Date(), suspend_reason: 'fraud' });
        return {
          res: await post(t.app, 'review/liftCompany', { company_id: company.company_id }, { cookie }),
          intact: suspendedIntact(company.company_id, true),
        };
      },
      expected: platformOnly,
      changes: ['admin'],
    },
  },
  'POST /api/review/suspendJob': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const job = await buildJob(t.database.db, { company_id: w.companyX.company_id });
        return {
          res: await post(t.app, 'review/suspendJob', { job_id: job.job_id, reason: 'misleading' }, { cookie }),
          intact: jobStatusIntact(job.job_id, 'open'),
        };
      },
      expected: platformOnly,
      changes: ['admin'],
    },
  },
  'POST /api/review/liftJob': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const job = await buildJob(t.database.db, {
          company_id: w.companyX.company_id,
          status: 'suspended',
          closed_reason: 'platform',
        });
        return {
          res: await post(t.app, 'review/liftJob', { job_id: job.job_id }, { cookie }),
          intact: jobStatusIntact(job.job_id, 'suspended'),
        };
      },
      expected: platformOnly,
      changes: ['admin'],
    },
  },
  'POST /api/review/getReviewStatus': {
    takes: 'id',
    row: {
      attempt: async (as) =>
        call('review/getReviewStatus', { company_id: (await companyUnderReview()).company.company_id })(as),
      expected: companyAndPlatform,
    },
  },
  'GET /api/review/file/:file_id': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => ({ res: await get(t.app, `/api/review/file/${await licenceFile()}`, { cookie }) }),
      expected: companyAndPlatform,
    },
  },
  'POST /api/company/getCompanyList': noId('a public list'),
  'POST /api/company/getCompanyByBrandName': {
    takes: 'id',
    // `name` is a brand name or a company id; companies are public.
    row: {
      attempt: (as) => call('company/getCompanyByBrandName', { name: w.companyX.company_id })(as),
      expected: anyone,
    },
  },

  // The employer side (decision 0021): a company's own side is its members' only.
  'POST /api/company/sendBusinessEmailCode': noId('sends a code to the address given'),
  'POST /api/company/checkBusinessEmailCode': noId(
    "checks a code sent to the address; the proof is the session user's",
  ),
  'POST /api/company/createCompany': noId("email_token is the session user's own proof of step 1; creates a company"),
  'POST /api/company/editCompanyInfo': {
    takes: 'id',
    // Owners and admins of X (recruiterX is an admin); nobody else learns that X has a private side.
    row: {
      attempt: async ({ cookie }) => {
        const row = await companyXRow();
        const body = {
          company_id: row.company_id,
          business_license_name: row.business_license_name,
          brand_name: row.brand_name,
          eng_brand_name: row.eng_brand_name,
          intro_en: 'Changed',
        };
        await t.database.db.update(companies).set({ intro_en: null }).where(eq(companies.company_id, row.company_id));
        const res = await post(t.app, 'company/editCompanyInfo', body, { cookie });
        return { res, intact: async () => (await companyXRow()).intro_en === null };
      },
      expected: { ...nobody, visitor: 4001, recruiterX: 'ok', ownerX: 'ok' },
      changes: ['recruiterX', 'ownerX'],
    },
  },
  'POST /api/company/getCompanyInfoByUserID': {
    takes: 'id',
    row: { attempt: (as) => call('company/getCompanyInfoByUserID', { user_id: w.a.user_id })(as), expected: own },
  },
  'POST /api/company/submitLicense': {
    takes: 'id',
    // The licence file of X's owner, on company X: only that owner attaches it.
    row: {
      attempt: async ({ cookie }) => {
        const file = await ownerXFile('license');
        const body = {
          company_id: w.companyX.company_id,
          license_name: 'X licence',
          credit_code: X_CREDIT_CODE + creditCodeCheckChar(X_CREDIT_CODE),
          file_id: file,
        };
        const res = await post(t.app, 'company/submitLicense', body, { cookie });
        return { res, intact: async () => (await companyXRow()).license_file_id !== file };
      },
      expected: ownerOnly,
      changes: ['ownerX'],
    },
  },
  'POST /api/company/insCertificate': {
    takes: 'id',
    row: {
      attempt: async (as) =>
        call('company/insCertificate', { name: 'ISO', type: 'iso', file_id: await ownerXFile('certificate') })(as),
      expected: ownerOnly,
    },
  },
  'POST /api/company/getCertificate': noId("the session user's own company"),
  'POST /api/company/uploadCompanyFile': noId(SESSION_ONLY),
  'POST /api/company/uploadCompanyLogo': noId("the session user's own company"),
  'GET /api/company/logo/:file_id': unowned(
    'logos are public at their random address, like the company pages that show them',
  ),
  'POST /api/company/applyForAdmin': noId("names a public company; the request is the session user's own"),
  'POST /api/company/getCompanyAdmins': noId("the session user's own company"),
  'POST /api/company/updCompanyAdmin': {
    takes: 'id',
    // A request to join X: only X's owner decides; X's admins and everyone else get 4004.
    row: {
      attempt: async ({ cookie }) => {
        const id = await joinRequestToX();
        const res = await post(
          t.app,
          'company/updCompanyAdmin',
          { company_admin_id: id, action: 'reject' },
          { cookie },
        );
        const intact = async () =>
          (await t.database.db.select().from(companyAdmins).where(eq(companyAdmins.company_admin_id, id)))[0]
            ?.status === 'pending';
        return { res, intact };
      },
      expected: { ...ownerOnly, recruiterX: 4004 },
      changes: ['ownerX'],
    },
  },
  'POST /api/company/leaveCompany': noId(SESSION_ONLY),
  'POST /api/company/updRecruiterProfile': noId(SESSION_ONLY),

  // Accounts
  'POST /api/account/signin': unowned('uuid names a picture captcha, single use, good for whoever read its text'),
  'POST /api/account/signinByEmail': unowned('uuid names a picture captcha (as signin)'),
  'POST /api/account/signinbycode': unowned('uuid names a picture captcha (as signin)'),
  'POST /api/account/sendSmsCode': unowned('uuid names a picture captcha (as signin)'),
  'POST /api/account/signinByToken': noId(SESSION_ONLY),
  'POST /api/account/logout': noId(SESSION_ONLY),
  'POST /api/account/logoutOthers': noId(SESSION_ONLY),
  'GET /api/account/randomImage': noId('issues a new picture captcha'),
  'POST /api/account/signupcode': noId('sends a code to the address given'),
  'POST /api/account/signup': noId('creates an account'),
  'POST /api/account/forgetPassword': noId('the code sent to the address is the right'),
  'POST /api/account/sendEmailCode': noId('sends a code to the address given'),
  'POST /api/account/checkEmailCode': noId('the code sent to the address is the right'),
  'POST /api/account/checkUserEmailCode': {
    takes: 'id',
    // A wrong code: A gets past the policy to the code check (1004); nobody else does.
    row: {
      attempt: (as) =>
        call('account/checkUserEmailCode', { email: nextEmail(), code: '000000', user_id: w.a.user_id })(as),
      expected: { ...own, candidateA: 1004 },
    },
  },
  'POST /api/account/sendEmail': noId(SESSION_ONLY),
  'POST /api/account/checkEmailLink': noId(SESSION_ONLY),
  'POST /api/account/confirmEmail': unowned(
    "uuid is the link's random right, as the e-mail delivered it (unknown: 4004)",
  ),
  'POST /api/account/modifyEmail': {
    takes: 'id',
    // `phone` names an account: only the user's own gets to the code check.
    row: {
      attempt: (as) =>
        call('account/modifyEmail', { phone: w.a.phone as string, email: nextEmail(), code: '000000' })(as),
      expected: { ...own, candidateA: 1004 },
    },
  },
  'POST /api/account/modifyPhone': noId(SESSION_ONLY),
  'POST /api/account/modifyPwd': noId(SESSION_ONLY),
  'POST /api/account/editUserInfo': noId(SESSION_ONLY),
  'POST /api/account/appendUserInfo': noId(SESSION_ONLY),
  'POST /api/account/getUserInfoByID': {
    takes: 'id',
    // A candidate's card (visibility 'applied'): A, and the recruiters of the company A applied to.
    row: {
      attempt: (as) => call('account/getUserInfoByID', { user_id: w.a.user_id })(as),
      expected: { ...employerReads, visitor: 4004 },
    },
  },
  'POST /api/account/getUserAvatarByID': {
    takes: 'id',
    row: {
      attempt: (as) => call('account/getUserAvatarByID', { user_id: w.a.user_id })(as),
      expected: { ...employerReads, visitor: 4004 },
    },
  },
  'POST /api/account/getEmployerStatus': noId(SESSION_ONLY),
  'POST /api/account/getUnreadMessages': noId(SESSION_ONLY),
  'POST /api/message/getSysMessages': {
    takes: 'id',
    row: { attempt: (as) => call('message/getSysMessages', { to_user_id: w.a.user_id })(as), expected: own },
  },
  'POST /api/message/updateMessage': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const id = await newSystemMessage();
        return {
          res: await post(t.app, 'message/updateMessage', { message_id: id, unread: 0 }, { cookie }),
          intact: systemMessageIntact(id),
        };
      },
      expected: own,
    },
  },
  // Chat (decision 0025): A's conversation about job X, with the people of company X.
  'POST /api/message/getAllChatMessages': {
    takes: 'id',
    row: { attempt: (as) => call('message/getAllChatMessages', { user_id: w.a.user_id })(as), expected: own },
  },
  'POST /api/message/getChatMessages': {
    takes: 'id',
    row: {
      attempt: (as) =>
        call('message/getChatMessages', {
          from_user_id: w.a.user_id,
          to_user_id: w.recruiterX.user_id,
          job_id: w.jobX.job_id,
        })(as),
      expected: employerReads,
    },
  },
  'POST /api/message/readChatMessages': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const ids = await newChat();
        const res = await post(
          t.app,
          'message/readChatMessages',
          { to_user_id: w.a.user_id, from_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id },
          { cookie },
        );
        return { res, intact: chatUnread(ids) };
      },
      expected: employerReads,
      changes: ['candidateA', ...EMPLOYERS],
    },
  },
  'POST /api/message/sendChatMessage': {
    takes: 'id',
    // Company X writes to A, who applied to its job; A cannot write to A, nor anyone else into A's conversation.
    row: {
      attempt: async ({ cookie }) => {
        const before = await aChatMessages();
        const res = await post(
          t.app,
          'message/sendChatMessage',
          { to_user_id: w.a.user_id, job_id: w.jobX.job_id, content: 'Hello', client_id: `access-${nextIp()}` },
          { cookie },
        );
        return { res, intact: async () => (await aChatMessages()) === before };
      },
      expected: employerOnly,
      changes: EMPLOYERS,
    },
  },
  'POST /api/message/blockChat': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        await t.database.db.delete(chatBlocks).where(eq(chatBlocks.candidate_id, w.a.user_id));
        const res = await post(
          t.app,
          'message/blockChat',
          { to_user_id: w.a.user_id, job_id: w.jobX.job_id },
          { cookie },
        );
        return { res, intact: async () => (await aChatBlocks()) === 0 };
      },
      expected: employerOnly,
      changes: EMPLOYERS,
    },
  },
  'POST /api/message/reportChat': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        await newChat();
        const before = await aChatReports();
        const res = await post(
          t.app,
          'message/reportChat',
          { to_user_id: w.a.user_id, job_id: w.jobX.job_id, reason: 'spam' },
          { cookie },
        );
        return { res, intact: async () => (await aChatReports()) === before };
      },
      expected: employerOnly,
      changes: EMPLOYERS,
    },
  },
  // The actions of a conversation (decision 0030), in A's conversation about job X (or X2, which A did not apply to).
  'POST /api/message/requestChatResume': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        await newChat();
        await clearCards('resume_request');
        const before = await aChatMessages();
        const res = await post(
          t.app,
          'message/requestChatResume',
          { to_user_id: w.a.user_id, job_id: w.jobX.job_id, client_id: `access-${nextIp()}` },
          { cookie },
        );
        return { res, intact: async () => (await aChatMessages()) === before };
      },
      expected: employerOnly,
      changes: EMPLOYERS,
    },
  },
  'POST /api/message/sendChatResume': {
    takes: 'id',
    // Only A sends A's resume; the company's side is refused as anyone else.
    row: {
      attempt: async ({ cookie }) => {
        await newChat();
        const before = await aChatMessages();
        const res = await post(
          t.app,
          'message/sendChatResume',
          { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, client_id: `access-${nextIp()}` },
          { cookie },
        );
        return { res, intact: async () => (await aChatMessages()) === before };
      },
      expected: own,
    },
  },
  'POST /api/message/proposeChatContact': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        await newChat();
        await clearCards('contact_request');
        const before = await aChatMessages();
        const res = await post(
          t.app,
          'message/proposeChatContact',
          {
            to_user_id: w.a.user_id,
            job_id: w.jobX.job_id,
            client_id: `access-${nextIp()}`,
            contact_type: 'wechat',
            wechat_id: 'access_wx_01',
          },
          { cookie },
        );
        return { res, intact: async () => (await aChatMessages()) === before };
      },
      expected: employerOnly,
      changes: EMPLOYERS,
    },
  },
  'POST /api/message/answerChatAction': {
    takes: 'id',
    // Recruiter X proposed an exchange to A: only A's side answers it.
    row: {
      attempt: async ({ cookie }) => {
        const id = await newContactRequest();
        const res = await post(t.app, 'message/answerChatAction', { message_id: id, accept: 0 }, { cookie });
        return { res, intact: async () => (await cardState(id)) === 'pending' };
      },
      expected: own,
    },
  },
  'POST /api/message/inviteChatApply': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const jobId = await jobNotAppliedTo();
        await clearCards('invite');
        await t.database.db.delete(systemMessages).where(eq(systemMessages.job_id, jobId));
        const before = await aChatMessages();
        const res = await post(
          t.app,
          'message/inviteChatApply',
          { to_user_id: w.a.user_id, job_id: jobId, client_id: `access-${nextIp()}` },
          { cookie },
        );
        return { res, intact: async () => (await aChatMessages()) === before };
      },
      expected: employerOnly,
      changes: EMPLOYERS,
    },
  },
  'GET /api/message/chatResume/:message_id': {
    takes: 'id',
    // A's resume sent in A's conversation: A and the company's members open it.
    row: {
      attempt: async ({ cookie }) => ({
        res: await get(t.app, `/api/message/chatResume/${await aResumeCard()}`, { cookie }),
      }),
      expected: employerReads,
    },
  },
  'POST /api/account/uploadAvatar': noId(SESSION_ONLY),
  'GET /api/account/avatar/:file_id': unowned(
    "profile photos are public at their random address (every card's avatar_url); unknown: 4004",
  ),

  // WeChat: a scene is its requester's (decision 0015)
  'POST /api/account/bindUser': {
    takes: 'id',
    row: {
      attempt: async ({ role, cookie }) => {
        const { scene, key } = await newBindScene();
        await post(t.app, 'dev/wechatScan', { scene }, { ip: nextIp() });
        const res = await post(t.app, 'account/bindUser', { scene }, { cookie, headers: proofOf(role, key) });
        return { res, intact: async () => (await sceneStatus(scene)) === 'bound' };
      },
      expected: own,
    },
  },
  'POST /api/account/delUserTmp': {
    takes: 'id',
    // Always answers null; only A's browser cancels A's scene.
    row: {
      attempt: async ({ role, cookie }) => {
        const { scene, key } = await newBindScene();
        const res = await post(t.app, 'account/delUserTmp', { scene }, { cookie, headers: proofOf(role, key) });
        return { res, intact: async () => (await sceneStatus(scene)) === 'waiting' };
      },
      expected: anyone,
    },
  },
  'POST /api/wechat/checkWxBind': {
    takes: 'id',
    row: {
      attempt: async ({ role, cookie }) => {
        const { scene, key } = await sceneToRead();
        return { res: await post(t.app, 'wechat/checkWxBind', { scene }, { cookie, headers: proofOf(role, key) }) };
      },
      expected: { ...own, visitor: 4004 },
    },
  },
  'POST /api/wechat/wxScene': {
    takes: 'id',
    row: {
      attempt: async ({ role, cookie }) => {
        const { scene, key } = await sceneToRead();
        return { res: await post(t.app, 'wechat/wxScene', { scene }, { cookie, headers: proofOf(role, key) }) };
      },
      expected: { ...own, visitor: 4004 },
    },
  },
  'POST /api/wechat/wxLogin': {
    takes: 'id',
    // A sign-in scene of A's browser that nobody scanned: nobody signs in with it.
    row: {
      attempt: async ({ role, cookie }) => {
        const ip = nextIp();
        const qr = (await post(t.app, 'wechat/wxQrcode', { purpose: 'login' }, { ip })).json().data;
        return {
          res: await post(
            t.app,
            'wechat/wxLogin',
            { scene: qr.scene },
            { cookie, ip, headers: proofOf(role, qr.scene_key) },
          ),
        };
      },
      expected: nobody,
    },
  },
  'POST /api/wechat/wxQrcode': noId('makes a new scene for the requester'),
  'POST /api/wechat/wxUser': noId(SESSION_ONLY),
  'POST /api/wechat/delWxUser': noId(SESSION_ONLY),
  'GET /api/wechat/push': noId("WeChat's own call, signed with WECHAT_TOKEN"),
  'POST /api/wechat/push': noId("WeChat's own call, signed with WECHAT_TOKEN"),

  // Invite codes: the user's id in the path
  'GET /api/inviteCode/getCheckUser/:id': {
    takes: 'id',
    row: {
      attempt: ({ cookie }) =>
        get(t.app, `/api/inviteCode/getCheckUser/${w.a.user_id}`, { cookie }).then((res) => ({ res })),
      expected: own,
    },
  },
  'POST /api/inviteCode/applyInviteCode/:userId/:inviteCode': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const res = await post(t.app, `inviteCode/applyInviteCode/${w.a.user_id}/${DEMO_INVITE_CODE}`, {}, { cookie });
        const intact = async () =>
          (await t.database.db.select().from(inviteUses).where(eq(inviteUses.user_id, w.a.user_id))).length === 1;
        return { res, intact };
      },
      expected: own,
    },
  },

  // The HR system (decision 0022)
  'POST /api/job/getHrContext': noId("the session user's own membership"),
  'POST /api/job/createJob': noId("posts for the session user's own company"),
  'POST /api/job/getPostJobList': {
    takes: 'id',
    // user_id is ignored: each member gets their own company's list; others have none.
    row: {
      attempt: (as) => call('job/getPostJobList', { user_id: w.a.user_id })(as),
      expected: { ...employerOnly, recruiterY: 'ok' },
    },
  },
  'POST /api/job/getPostJobInfo': {
    takes: 'id',
    row: { attempt: async (as) => call('job/getPostJobInfo', { job_id: await newJobX() })(as), expected: employerOnly },
  },
  'POST /api/job/editJob': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const id = await newJobX();
        const res = await post(t.app, 'job/editJob', { ...jobFieldsOf('Changed'), job_id: id }, { cookie });
        return { res, intact: jobIntact(id) };
      },
      expected: employerOnly,
      changes: EMPLOYERS,
    },
  },
  'POST /api/job/closeJob': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const id = await newJobX();
        return { res: await post(t.app, 'job/closeJob', { job_id: id }, { cookie }), intact: jobIntact(id) };
      },
      expected: employerOnly,
      changes: EMPLOYERS,
    },
  },
  'POST /api/job/reopenJob': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const id = await newJobX('closed');
        return { res: await post(t.app, 'job/reopenJob', { job_id: id }, { cookie }), intact: jobIntact(id, 'closed') };
      },
      expected: employerOnly,
      changes: EMPLOYERS,
    },
  },
  'POST /api/job/duplicateJob': {
    takes: 'id',
    row: { attempt: async (as) => call('job/duplicateJob', { job_id: await newJobX() })(as), expected: employerOnly },
  },
  'POST /api/job/getApplicantList': {
    takes: 'id',
    row: { attempt: (as) => call('job/getApplicantList', { job_id: w.jobX.job_id })(as), expected: employerOnly },
  },
  'POST /api/job/updApplicationStatus': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const id = await newApplicationX();
        const res = await post(
          t.app,
          'job/updApplicationStatus',
          { application_ids: String(id), status: 3 },
          { cookie },
        );
        return { res, intact: applicationIntact(id) };
      },
      expected: employerOnly,
      changes: EMPLOYERS,
    },
  },
  'POST /api/job/getApplicationNotes': {
    takes: 'id',
    row: {
      attempt: (as) => call('job/getApplicationNotes', { application_id: w.application.application_id })(as),
      expected: employerOnly,
    },
  },
  'POST /api/job/addApplicationNote': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const id = await newApplicationX();
        const res = await post(t.app, 'job/addApplicationNote', { application_id: id, content: 'Note' }, { cookie });
        return { res, intact: notesIntact(id) };
      },
      expected: employerOnly,
      changes: EMPLOYERS,
    },
  },
  'POST /api/job/answerQuestion': {
    takes: 'id',
    row: {
      attempt: async ({ cookie }) => {
        const id = await newQuestion();
        const res = await post(
          t.app,
          'job/answerQuestion',
          { question_id: id, content: 'Yes' },
          { cookie, ip: nextIp() },
        );
        return { res, intact: answersIntact(id) };
      },
      expected: employerOnly,
      changes: EMPLOYERS,
    },
  },

  // Configuration and development tools
  'POST /api/config/getConfigItem': noId('public configuration'),
  'POST /api/config/getSkillList': noId('public configuration'),
  'POST /api/config/getAllLicenseItem': noId('public configuration'),
  'POST /api/config/addLicenses': noId('adds to the public licence list (platform administrators only)'),
  'GET /api/dev/captcha': unowned('development tools only (off in production): reads a captcha answer by its uuid'),
  'GET /api/dev/outbox': noId('development tools only (off in production)'),
  'POST /api/dev/wechatScan': unowned('development tools only (off in production): plays WeChat scanning a scene'),
};

/** Every API call the app registers, with the names of its fields (body, path and query). */
async function registeredCalls(): Promise<Map<string, string[]>> {
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  };
  const calls = new Map<string, string[]>();
  for (const route of t.app.routeTable) {
    // The catch-all 4004 answer of unknown paths takes nothing.
    if (!route.url.startsWith('/api/') || route.url === '/api/*') continue;
    for (const method of route.methods) {
      if (method === 'OPTIONS') continue;
      const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const body = Object.values(operation?.requestBody?.content ?? {})[0]?.schema?.properties ?? {};
      const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const fields = [...Object.keys(body), ...params, ...(operation?.parameters ?? []).map((p) => p.name)];
      calls.set(`${method} ${route.url}`, [...new Set(fields)]);
    }
  }
  return calls;
}

describe('the role table covers every call', () => {
  it('classifies every registered call, and only those', async () => {
    const calls = await registeredCalls();
    expect(calls.size).toBeGreaterThan(80);
    const unclassified = [...calls.keys()].filter((call) => !(call in CALLS));
    expect(unclassified, 'calls without an entry in CALLS (access.test.ts)').toEqual([]);
    const stale = Object.keys(CALLS).filter((call) => !calls.has(call));
    expect(stale, 'entries of calls that are not registered').toEqual([]);
  });

  it('has a row for every call that takes an id', async () => {
    const missing = [...(await registeredCalls())]
      .filter(([call, fields]) => fields.some((field) => ID_FIELD.test(field)) && CALLS[call]?.takes === 'no id')
      .map(([call, fields]) => `${call} (${fields.filter((field) => ID_FIELD.test(field)).join(', ')})`);
    expect(missing, 'id-taking calls classed "no id": give them a row (or say why the id is unowned)').toEqual([]);
  });
});

describe('who may use which id', () => {
  for (const [call, entry] of Object.entries(CALLS)) {
    if (entry.takes !== 'id') continue;
    const { attempt, expected, changes = ['candidateA'] } = entry.row;
    for (const role of ROLES) {
      const want = role === 'ownerX' ? (expected.ownerX ?? expected.recruiterX) : expected[role];
      it(`${call} by ${role}: ${want}`, async () => {
        const { res, intact } = await attempt({ role, cookie: cookieOf(role) });
        if (want === 'ok') {
          expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
          if (res.headers['content-type']?.toString().includes('json')) expect(res.json().success).toBe(true);
        } else {
          expect(res.json().code, res.body.slice(0, 200)).toBe(want);
        }
        if (intact && !changes.includes(role)) expect(await intact(), `${role} must not change A's row`).toBe(true);
      });
    }
  }
});
