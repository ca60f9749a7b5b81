import { careers, educations, files, jobAlerts } from '@jobbridge/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';
import { get, post } from './account/test-kit';
import { buildWorld, samplePdf, tempDataDir, uploadResume, type World } from './resume/test-kit';

/**
 * Object-level authorization of the candidate's space (QUALITY.md, OWASP
 * API1 / ASVS 8.2.2): every call of docs/api/candidate.md that takes an id,
 * by every role, against a row of candidate A, who applied to a job of
 * company X. 'ok' means the call succeeds; a number is the code it must
 * answer. A refused change must leave the row as it was.
 */
const ROLES = ['visitor', 'candidateA', 'candidateB', 'recruiterX', 'recruiterY', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Expect = 'ok' | 4001 | 4003 | 4004;

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: tempDataDir() } });
  w = await buildWorld(t.database);
});
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

interface Case {
  call: string;
  /** Makes A's row for one attempt and answers the request of a role. */
  attempt: (cookie: string | undefined) => Promise<{ res: LightMyRequestResponse; intact?: () => Promise<boolean> }>;
  expected: Record<Role, Expect>;
}

const own: Record<Role, Expect> = {
  visitor: 4001,
  candidateA: 'ok',
  candidateB: 4004,
  recruiterX: 4004,
  recruiterY: 4004,
  admin: 4004,
};
const employerReads: Record<Role, Expect> = { ...own, recruiterX: 'ok' };

const careerIntact = (id: number) => async () =>
  (await t.database.db.select().from(careers).where(eq(careers.career_id, id)))[0]?.title === 'Original';
const educationIntact = (id: number) => async () =>
  (await t.database.db.select().from(educations).where(eq(educations.education_id, id)))[0]?.school === 'Original U';
const fileIntact = (id: string) => async () =>
  (await t.database.db.select().from(files).where(eq(files.file_id, id))).length === 1;

const CASES: Case[] = [
  {
    call: 'resume/getResumeInfoByUserID (visibility: applied)',
    attempt: async (cookie) => ({
      res: await post(t.app, 'resume/getResumeInfoByUserID', { user_id: w.a.user_id }, { cookie }),
    }),
    expected: employerReads,
  },
  {
    call: 'resume/getCareerById',
    attempt: async (cookie) => ({
      res: await post(t.app, 'resume/getCareerById', { career_id: await newCareer() }, { cookie }),
    }),
    expected: own,
  },
  {
    call: 'resume/updCareerById',
    attempt: async (cookie) => {
      const id = await newCareer();
      const res = await post(t.app, 'resume/updCareerById', { ...career, career_id: id, title: 'Changed' }, { cookie });
      return { res, intact: careerIntact(id) };
    },
    expected: own,
  },
  {
    call: 'resume/delCareerById',
    attempt: async (cookie) => {
      const id = await newCareer();
      return {
        res: await post(t.app, 'resume/delCareerById', { career_id: id }, { cookie }),
        intact: careerIntact(id),
      };
    },
    expected: own,
  },
  {
    call: 'resume/getEducationById',
    attempt: async (cookie) => ({
      res: await post(t.app, 'resume/getEducationById', { education_id: await newEducation() }, { cookie }),
    }),
    expected: own,
  },
  {
    call: 'resume/updEducationById',
    attempt: async (cookie) => {
      const id = await newEducation();
      const res = await post(
        t.app,
        'resume/updEducationById',
        { ...education, education_id: id, school: 'Changed' },
        { cookie },
      );
      return { res, intact: educationIntact(id) };
    },
    expected: own,
  },
  {
    call: 'resume/delEducationById',
    attempt: async (cookie) => {
      const id = await newEducation();
      return {
        res: await post(t.app, 'resume/delEducationById', { education_id: id }, { cookie }),
        intact: educationIntact(id),
      };
    },
    expected: own,
  },
  {
    call: 'resume/delResumeFile',
    attempt: async (cookie) => {
      const id = await newFile();
      return { res: await post(t.app, 'resume/delResumeFile', { file_id: id }, { cookie }), intact: fileIntact(id) };
    },
    expected: own,
  },
  {
    call: 'GET resume/file/{file_id}',
    attempt: async (cookie) => ({ res: await get(t.app, `/api/resume/file/${await newFile()}`, { cookie }) }),
    expected: employerReads,
  },
  {
    call: 'job/getJobAlert',
    attempt: async (cookie) => ({ res: await post(t.app, 'job/getJobAlert', { user_id: w.a.user_id }, { cookie }) }),
    expected: own,
  },
  {
    call: 'job/getResumeMatch (a public job; the answer is about the caller)',
    attempt: async (cookie) => ({
      res: await post(t.app, 'job/getResumeMatch', { job_id: w.jobX.job_id }, { cookie }),
    }),
    expected: { visitor: 4001, candidateA: 'ok', candidateB: 'ok', recruiterX: 'ok', recruiterY: 'ok', admin: 'ok' },
  },
  {
    call: 'GET alert/unsubscribe/{token} (the token is the right; a wrong one is 4004)',
    attempt: async (cookie) => {
      const [alert] = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.user_id, w.a.user_id));
      const right = await get(t.app, `/api/alert/unsubscribe/${alert.unsubscribe_token}`, {
        cookie,
        headers: { accept: 'application/json' },
      });
      expect(right.json().success).toBe(true);
      return {
        res: await get(t.app, '/api/alert/unsubscribe/guessed-token-000000000000000000000', {
          cookie,
          headers: { accept: 'application/json' },
        }),
      };
    },
    expected: { visitor: 4004, candidateA: 4004, candidateB: 4004, recruiterX: 4004, recruiterY: 4004, admin: 4004 },
  },
];

describe('candidate space: who may use which id', () => {
  beforeAll(async () => {
    await post(t.app, 'job/createJobAlert', { job_title: 'engineer' }, { cookie: w.a.cookie });
  });

  for (const entry of CASES) {
    for (const role of ROLES) {
      const expected = entry.expected[role];
      it(`${entry.call} by ${role}: ${expected}`, async () => {
        const { res, intact } = await entry.attempt(cookieOf(role));
        if (expected === 'ok') {
          expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
          if (res.headers['content-type']?.toString().includes('json')) expect(res.json().success).toBe(true);
        } else {
          expect(res.json().code, res.body.slice(0, 200)).toBe(expected);
          if (intact) expect(await intact()).toBe(true);
        }
      });
    }
  }
});
