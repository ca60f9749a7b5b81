import { users } from '@jobbridge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { post } from '../account/test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('manager/getSetting and updSetting', () => {
  it('answers the defaults, then changes only the fields given', async () => {
    const me = await signedInUser(t.database);
    const defaults = await post(t.app, 'manager/getSetting', {}, { cookie: me.cookie, lang: 'zh' });
    expect(defaults.json().data).toEqual({
      alert_email: true,
      chat_email: true,
      profile_visibility: 'applied',
      language: 'zh',
    });
    const changed = await post(
      t.app,
      'manager/updSetting',
      { alert_email: 'false', profile_visibility: 'public' },
      { cookie: me.cookie, lang: 'zh' },
    );
    expect(changed.json().data).toEqual({
      alert_email: false,
      chat_email: true,
      profile_visibility: 'public',
      language: 'zh',
    });
    const language = await post(
      t.app,
      'manager/updSetting',
      { language: 'en', chat_email: false },
      { cookie: me.cookie },
    );
    expect(language.json().data).toEqual({
      alert_email: false,
      chat_email: false,
      profile_visibility: 'public',
      language: 'en',
    });
    const [row] = await t.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.user_id, me.user.user_id));
    expect(row.locale).toBe('en');
  });

  it('refuses unknown values (4000) and visitors (4001)', async () => {
    const me = await signedInUser(t.database);
    const res = await post(t.app, 'manager/updSetting', { profile_visibility: 'everyone' }, { cookie: me.cookie });
    expect(res.json().code).toBe(4000);
    expect(res.json().data.fields.profile_visibility).toBeDefined();
    expect((await post(t.app, 'manager/updSetting', { language: 'fr' }, { cookie: me.cookie })).json().code).toBe(4000);
    expect(
      (await post(t.app, 'manager/updSetting', { alert_email: 'sometimes' }, { cookie: me.cookie })).json().code,
    ).toBe(4000);
    expect((await post(t.app, 'manager/getSetting', {})).json().code).toBe(4001);
  });

  it('one user’s settings never change another’s', async () => {
    const a = await signedInUser(t.database);
    const b = await signedInUser(t.database);
    await post(t.app, 'manager/updSetting', { profile_visibility: 'private' }, { cookie: a.cookie });
    expect((await post(t.app, 'manager/getSetting', {}, { cookie: b.cookie })).json().data.profile_visibility).toBe(
      'applied',
    );
  });
});

describe('manager/addFileRead and getFileRead', () => {
  it('records each guide once and lists what the user read', async () => {
    const me = await signedInUser(t.database);
    expect((await post(t.app, 'manager/getFileRead', {}, { cookie: me.cookie })).json().data).toEqual({ files: [] });
    for (const key of ['file10003', 'file10000', 'file10003']) {
      expect((await post(t.app, 'manager/addFileRead', { file_key: key }, { cookie: me.cookie })).json().data).toEqual({
        read: true,
      });
    }
    expect((await post(t.app, 'manager/getFileRead', {}, { cookie: me.cookie })).json().data).toEqual({
      files: ['file10000', 'file10003'],
    });
    const other = await signedInUser(t.database);
    expect((await post(t.app, 'manager/getFileRead', {}, { cookie: other.cookie })).json().data.files).toEqual([]);
  });

  it('refuses keys outside file10000..file10007', async () => {
    const me = await signedInUser(t.database);
    for (const key of ['file10008', 'file9999', '', '../etc']) {
      expect(
        (await post(t.app, 'manager/addFileRead', { file_key: key }, { cookie: me.cookie })).json().code,
        key,
      ).toBe(4000);
    }
    expect((await post(t.app, 'manager/addFileRead', { file_key: 'file10001' })).json().code).toBe(4001);
  });
});
