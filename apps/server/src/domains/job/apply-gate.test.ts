import { careers, educations, resumes } from '@jobbridge/db';
import { buildJob } from '@jobbridge/db/testing';
import {
  APPLY_MIN_STRENGTH,
  PROFILE_STRENGTH_WEIGHTS,
  profileStrength,
  type StrengthInput,
  type StrengthPart,
} from '@jobbridge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FORM, form, signedInUser, type TestApp } from '../../testing';
import { buildWorld } from '../resume/test-kit';

/**
 * The apply gate sees every part of profile strength (spec section 9): for
 * each part, a verified candidate whose profile reaches exactly the minimum
 * only with that part may apply. Were the gate's loader to drop the part
 * (work experience, say), that candidate would be refused and this fails.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

type Filler = Exclude<StrengthPart, 'emailVerified'>;

/** Per part: that part plus others, with the verified e-mail (20), adding up to exactly the minimum. */
const PROFILES: Record<Filler, Filler[]> = {
  avatar: ['avatar', 'summary', 'education'],
  birthDate: ['birthDate', 'avatar', 'language', 'summary'],
  summary: ['summary', 'avatar', 'education'],
  workExperience: ['workExperience', 'avatar', 'education'],
  responsibilities: ['responsibilities', 'workExperience', 'education'],
  education: ['education', 'avatar', 'summary'],
  language: ['language', 'summary', 'education'],
};

/** The shared rule's input for a set of parts, as the rows below store them. */
function strengthInput(parts: Filler[]): StrengthInput {
  const has = (part: Filler) => parts.includes(part);
  return {
    status: 2,
    avatar_url: has('avatar') ? '/a.png' : null,
    birth_date: has('birthDate') ? '1990-01-01' : null,
    mandarin: has('language') ? '2' : null,
    summary: has('summary') ? 'Designer' : null,
    careers: has('workExperience') ? [{ responsibilities: has('responsibilities') ? 'Design systems' : '' }] : [],
    educations: has('education') ? [{}] : [],
  };
}

async function candidateWith(parts: Filler[]) {
  const input = strengthInput(parts);
  const session = await signedInUser(t.database, {
    status: 2,
    avatar_url: input.avatar_url,
    birth_date: input.birth_date as string | null,
    mandarin: input.mandarin,
  });
  const db = t.database.db;
  const user_id = session.user.user_id;
  if (input.summary) await db.insert(resumes).values({ user_id, summary: input.summary });
  for (const career of input.careers) {
    await db.insert(careers).values({
      user_id,
      company_name: 'Acme',
      title: 'Designer',
      start_date: '2020-01-01',
      responsibilities: career.responsibilities ?? '',
    });
  }
  if (input.educations.length) {
    await db.insert(educations).values({ user_id, school: 'Fudan', degree: 'BA', start_date: '2010-09-01' });
  }
  return session;
}

const applyJob = async (cookie: string) => {
  const job = await buildJob(t.database.db);
  return t.app.inject({
    method: 'POST',
    url: '/api/job/applyJob',
    headers: { ...FORM, cookie },
    payload: form({ job_id: job.job_id }),
  });
};

describe('the apply gate sees every strength part', () => {
  it('covers every part of the weights but the e-mail (the gate checks that first)', () => {
    expect(Object.keys(PROFILES).sort()).toEqual(
      Object.keys(PROFILE_STRENGTH_WEIGHTS)
        .filter((part) => part !== 'emailVerified')
        .sort(),
    );
  });

  for (const [part, parts] of Object.entries(PROFILES) as [Filler, Filler[]][]) {
    it(`lets a candidate in at the minimum only with ${part}`, async () => {
      // The profile is exactly the minimum with the part, and below it without.
      expect(profileStrength(strengthInput(parts)).percent).toBe(APPLY_MIN_STRENGTH);
      const without = parts.filter((p) => p !== part && !(part === 'workExperience' && p === 'responsibilities'));
      expect(profileStrength(strengthInput(without)).percent).toBeLessThan(APPLY_MIN_STRENGTH);

      const session = await candidateWith(parts);
      const res = await applyJob(session.cookie);
      expect(res.json(), `${part} must count at the apply gate`).toMatchObject({ success: true });
    });
  }

  it('refuses with the same percent the user info, the resume and the dashboard show', async () => {
    const session = await candidateWith(['workExperience', 'responsibilities']);
    const ask = (url: string, body: Record<string, string | number> = {}) =>
      t.app.inject({ method: 'POST', url, headers: { ...FORM, cookie: session.cookie }, payload: form(body) });
    const shown = (await ask('/api/account/signinByToken')).json().data.profile_strength;
    expect(shown).toBe(45);
    const resume = await ask('/api/resume/getResumeInfoByUserID', { user_id: session.user.user_id });
    expect(resume.json().data.strength.percent).toBe(shown);
    expect((await ask('/api/account/getUserDashBoard')).json().data.strength.percent).toBe(shown);
    const res = await applyJob(session.cookie);
    expect(res.json()).toMatchObject({ code: 4003, data: { reason: 'strength', percent: shown } });
  });

  it("tells a member of the job's company it is theirs to manage, and refuses their application", async () => {
    const w = await buildWorld(t.database);
    const ask = (path: string, cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/job/${path}`,
        headers: { ...FORM, cookie },
        payload: form({ job_id: w.jobX.job_id }),
      });
    for (const member of [w.recruiterX, w.ownerX]) {
      expect((await ask('getJobInfoByJobID', member.cookie)).json().data.viewer).toMatchObject({ member: true });
      expect((await ask('applyJob', member.cookie)).json()).toMatchObject({
        code: 4003,
        data: { reason: 'member' },
        msg: 'You work for this company: manage this job in the HR system instead of applying to it.',
      });
    }
    // Another company's recruiter is a reader like any other.
    expect((await ask('getJobInfoByJobID', w.recruiterY.cookie)).json().data.viewer).toMatchObject({ member: false });
    expect((await ask('applyJob', w.recruiterY.cookie)).json().data).not.toEqual({ reason: 'member' });
  });
});
