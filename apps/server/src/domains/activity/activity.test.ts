import { activityGroups, groupMembers, settings } from '@jobbridge/db';
import { buildBasicConfig } from '@jobbridge/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { post } from '../account/test-kit';

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
/** A new group (its own name, so each test finds its rows among the others). */
async function newGroup(values: Partial<typeof activityGroups.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(activityGroups)
    .values({ name_en: 'Group', name_zh: '群组', description_en: 'About', description_zh: '介绍', ...values })
    .returning();
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  await buildBasicConfig(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

describe('activity/getGroupList', () => {
  it('lists groups in the request language with city, date and member count; filters by city and type; joined only for members', async () => {
    const fair = await newGroup({
      type: 'fair',
      name_en: 'Spring Job Fair',
      name_zh: '春季招聘会',
      adcode: '440300',
      starts_at: new Date(Date.UTC(2099, 2, 1, 2, 0, 0)),
    });
    await newGroup({ type: 'circle', name_en: 'Fintech Circle', name_zh: '金融科技圈', adcode: '440300' });
    const me = await signedInUser(t.database);
    await t.database.db.insert(groupMembers).values({ group_id: fair.group_id, user_id: me.user.user_id });

    const visitor = await post(t.app, 'activity/getGroupList', { adcode: '440300', type: 'fair' }, { lang: 'zh' });
    expect(visitor.json().data).toEqual({
      list: [
        {
          group_id: fair.group_id,
          type: 'fair',
          name: '春季招聘会',
          description: '介绍',
          cover_url: null,
          adcode: '440300',
          city: '深圳',
          starts_at: '2099-03-01 10:00:00',
          member_count: 1,
          joined: false,
        },
      ],
      total: 1,
      page: 1,
      size: 12,
    });
    const mine = await post(t.app, 'activity/getGroupList', { adcode: '440300' }, { cookie: me.cookie });
    const names = mine.json().data.list.map((g: { name: string; joined: boolean }) => [g.name, g.joined]);
    // Upcoming events first, then communities.
    expect(names).toEqual([
      ['Spring Job Fair', true],
      ['Fintech Circle', false],
    ]);
  });

  it('leaves out events more than a day past their start', async () => {
    const past = await newGroup({ adcode: '110100', starts_at: new Date(Date.now() - 2 * DAY) });
    const recent = await newGroup({ adcode: '110100', starts_at: new Date(Date.now() - DAY / 2) });
    const ids = (await post(t.app, 'activity/getGroupList', { adcode: '110100', size: 50 }))
      .json()
      .data.list.map((g: { group_id: number }) => g.group_id);
    expect(ids).toContain(recent.group_id);
    expect(ids).not.toContain(past.group_id);
    const me = await signedInUser(t.database);
    expect(
      (await post(t.app, 'activity/joinGroup', { group_id: past.group_id }, { cookie: me.cookie })).json().code,
    ).toBe(4004);
  });

  it('refuses a bad filter with 4000', async () => {
    const res = await post(t.app, 'activity/getGroupList', { type: 'party' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(4000);
    expect(res.json().data.fields.type).toBeTruthy();
  });
});

describe('activity/joinGroup and quitGroup', () => {
  it('joins once however often asked, quits (also when not a member), and answers the group as it now is', async () => {
    const group = await newGroup();
    const me = await signedInUser(t.database);
    for (let i = 0; i < 2; i++) {
      const joined = await post(t.app, 'activity/joinGroup', { group_id: group.group_id }, { cookie: me.cookie });
      expect(joined.json().data).toMatchObject({ group_id: group.group_id, member_count: 1, joined: true });
    }
    for (let i = 0; i < 2; i++) {
      const quit = await post(t.app, 'activity/quitGroup', { group_id: group.group_id }, { cookie: me.cookie });
      expect(quit.json().data).toMatchObject({ group_id: group.group_id, member_count: 0, joined: false });
    }
    const rows = await t.database.db.select().from(groupMembers).where(eq(groupMembers.group_id, group.group_id));
    expect(rows).toEqual([]);
  });

  it('answers 4004 for an unknown group and 4001 to a visitor', async () => {
    const me = await signedInUser(t.database);
    for (const path of ['activity/joinGroup', 'activity/quitGroup']) {
      const unknown = await post(t.app, path, { group_id: 987654321 }, { cookie: me.cookie });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe(4004);
      const group = await newGroup();
      expect((await post(t.app, path, { group_id: group.group_id })).json().code).toBe(4001);
    }
  });
});

describe('activity/getGroupMembers', () => {
  it('shows members to members only: oneself, people who recruit and public profiles; counts the others', async () => {
    const group = await newGroup();
    const me = await signedInUser(t.database, { first_name: 'Mia', headline_job: 'Designer' });
    const open = await signedInUser(t.database, { first_name: 'Omar', headline_job: 'Engineer' });
    await t.database.db.insert(settings).values({ user_id: open.user.user_id, profile_visibility: 'public' });
    const closed = await signedInUser(t.database, { first_name: 'Pia' });
    await t.database.db.insert(settings).values({ user_id: closed.user.user_id, profile_visibility: 'private' });
    const quiet = await signedInUser(t.database, { first_name: 'Quinn' }); // default visibility: 'applied'
    const recruiter = await signedInUser(t.database, { first_name: 'Rita', role: 'recruiter', headline_job: 'HR' });
    for (const u of [me, open, closed, quiet, recruiter]) {
      await post(t.app, 'activity/joinGroup', { group_id: group.group_id }, { cookie: u.cookie });
    }

    const res = await post(t.app, 'activity/getGroupMembers', { group_id: group.group_id }, { cookie: me.cookie });
    expect(res.json().data).toEqual({
      list: [
        { user_id: me.user.user_id, first_name: 'Mia', headline_job: 'Designer', avatar_url: me.user.avatar_url },
        { user_id: open.user.user_id, first_name: 'Omar', headline_job: 'Engineer', avatar_url: open.user.avatar_url },
        {
          user_id: recruiter.user.user_id,
          first_name: 'Rita',
          headline_job: 'HR',
          avatar_url: recruiter.user.avatar_url,
        },
      ],
      hidden: 2,
      member_count: 5,
    });
    // A member whose own profile is private still sees themself; Mia's default ('applied') keeps her off. Mia's default ('applied') keeps her off.
    const seenByClosed = await post(
      t.app,
      'activity/getGroupMembers',
      { group_id: group.group_id },
      { cookie: closed.cookie },
    );
    expect(seenByClosed.json().data.list.map((m: { first_name: string }) => m.first_name)).toEqual([
      'Omar',
      'Pia',
      'Rita',
    ]);

    const outsider = await signedInUser(t.database);
    const refused = await post(
      t.app,
      'activity/getGroupMembers',
      { group_id: group.group_id },
      { cookie: outsider.cookie },
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe(4004);
    expect(
      (await post(t.app, 'activity/getGroupMembers', { group_id: 987654321 }, { cookie: me.cookie })).json().code,
    ).toBe(4004);
    expect((await post(t.app, 'activity/getGroupMembers', { group_id: group.group_id })).json().code).toBe(4001);
  });
});
