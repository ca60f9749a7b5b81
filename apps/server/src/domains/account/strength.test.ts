import { careers, educations, resumes } from '@jobbridge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const me = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/account/signinByToken', headers: { cookie } });

describe('profile strength in the user info', () => {
  it('is 0 for a new account', async () => {
    const { cookie } = await signedInUser(t.database);
    expect((await me(cookie)).json().data.profile_strength).toBe(0);
  });

  it('adds the weights of spec section 9 as the profile fills', async () => {
    const { user, cookie } = await signedInUser(t.database, {
      avatar_url: '/api/account/avatar/x',
      birth_date: '1990-05-01',
      status: 2,
    });
    expect((await me(cookie)).json().data.profile_strength).toBe(35);
    await t.database.db.insert(resumes).values({ user_id: user.user_id, summary: 'Product designer' });
    await t.database.db.insert(careers).values({
      user_id: user.user_id,
      company_name: 'Acme',
      title: 'Designer',
      start_date: '2020-01-01',
      responsibilities: 'Design systems',
    });
    await t.database.db
      .insert(educations)
      .values({ user_id: user.user_id, school: 'Fudan', degree: 'BA', start_date: '2012-09-01' });
    expect((await me(cookie)).json().data.profile_strength).toBe(90);
  });
});
