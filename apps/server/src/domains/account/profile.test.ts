import { readdir } from 'node:fs/promises';
import { applications, callingCodes, chatMessages, configItems, files, users } from '@jobbridge/db';
import { buildBasicConfig, buildCompany, buildJob, buildRecruiter, buildUser } from '@jobbridge/db/testing';
import { UPLOAD_LIMITS } from '@jobbridge/shared';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../plugins/auth';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { avatarDir } from './avatar';
import { get, post } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(configItems)
    .values([
      { kind: 'mandarin', value: 'fluent', label_en: 'Fluent', label_zh: '流利' },
      { kind: 'language', value: 'en', label_en: 'English', label_zh: '英语' },
    ])
    .onConflictDoNothing();
  await buildBasicConfig(t.database.db);
  await t.database.db
    .insert(callingCodes)
    .values([
      { country_code: 'FR', calling_code: '33', country_en: 'France', country_zh: '法国', flag: '🇫🇷' },
      { country_code: 'NG', calling_code: '234', country_en: 'Nigeria', country_zh: '尼日利亚', flag: '🇳🇬' },
    ])
    .onConflictDoNothing();
}, 60_000);
afterAll(() => t?.close());

describe('account/editUserInfo', () => {
  it("edits the signed-in user's own info", async () => {
    const me = await signedInUser(t.database);
    const res = await post(
      t.app,
      'account/editUserInfo',
      { first_name: ' Li ', last_name: 'Lei', birth_date: '1990-05-01', mandarin: 'fluent', native_language: 'en' },
      { cookie: me.cookie },
    );
    expect(res.json()).toMatchObject({
      success: true,
      data: { first_name: 'Li', last_name: 'Lei', birth_date: '1990-05-01', mandarin: 'fluent', native_language: 'en' },
    });
    // Left out: unchanged; blank: cleared.
    const partial = await post(
      t.app,
      'account/editUserInfo',
      { first_name: 'Li', last_name: 'Lei', birth_date: '' },
      { cookie: me.cookie },
    );
    expect(partial.json().data).toMatchObject({ birth_date: null, mandarin: 'fluent', native_language: 'en' });
  });

  it('refuses bad values with 4000 and field messages (en and zh), and visitors with 4001', async () => {
    const me = await signedInUser(t.database);
    const bad = { first_name: '', last_name: 'x'.repeat(51), birth_date: '2001-02-30', mandarin: 'klingon' };
    const en = await post(t.app, 'account/editUserInfo', bad, { cookie: me.cookie });
    expect(en.statusCode).toBe(400);
    expect(en.json().data.fields).toEqual({
      first_name: 'This field is required',
      last_name: 'At most 50 characters',
      birth_date: 'Enter a valid date (yyyy-MM-dd)',
    });
    const zh = await post(t.app, 'account/editUserInfo', bad, { cookie: me.cookie, lang: 'zh' });
    expect(zh.json().data.fields).toMatchObject({
      first_name: '此项为必填项',
      birth_date: '请输入有效的日期（yyyy-MM-dd）',
    });
    const unknownCode = await post(
      t.app,
      'account/editUserInfo',
      { first_name: 'A', last_name: 'B', mandarin: 'klingon' },
      { cookie: me.cookie },
    );
    expect(unknownCode.json()).toMatchObject({ code: 4000, data: { fields: { mandarin: expect.any(String) } } });
    expect((await post(t.app, 'account/editUserInfo', { first_name: 'A', last_name: 'B' })).statusCode).toBe(401);
  });
});

describe('account/appendUserInfo', () => {
  it("adds a headline, city, nationality and work status to the signed-in user's own profile", async () => {
    const me = await signedInUser(t.database);
    const other = await signedInUser(t.database);
    const res = await post(
      t.app,
      'account/appendUserInfo',
      { headline_job: ' Backend engineer ', adcode: '440300', nationality: 'fr', china_status: 'abroad' },
      { cookie: me.cookie },
    );
    expect(res.json()).toMatchObject({
      success: true,
      data: { headline_job: 'Backend engineer', adcode: '440300', nationality: 'FR', china_status: 'abroad' },
    });
    // Left out: unchanged; blank: cleared. The basic info is not touched.
    const partial = await post(
      t.app,
      'account/appendUserInfo',
      { china_status: 'work_permit', headline_job: '' },
      { cookie: me.cookie },
    );
    expect(partial.json().data).toMatchObject({
      headline_job: null,
      adcode: '440300',
      nationality: 'FR',
      china_status: 'work_permit',
      first_name: me.user.first_name,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.user_id, me.user.user_id));
    expect(row).toMatchObject({ adcode: '440300', nationality: 'FR', china_status: 'work_permit', headline_job: null });
    // Nobody else's row changes; the session decides whose profile it is.
    const [untouched] = await t.database.db.select().from(users).where(eq(users.user_id, other.user.user_id));
    expect(untouched).toMatchObject({ adcode: null, nationality: null, china_status: null });
    // The account's own info reads the same.
    const again = await post(t.app, 'account/signinByToken', {}, { cookie: me.cookie });
    expect(again.json().data).toMatchObject({ nationality: 'FR', china_status: 'work_permit' });
  });

  it('refuses unknown cities, countries and statuses, long headlines and an empty body with 4000 (en and zh)', async () => {
    const me = await signedInUser(t.database);
    const bad = { headline_job: 'x'.repeat(101), adcode: '999999', nationality: 'ZZ', china_status: 'tourist' };
    const shape = await post(t.app, 'account/appendUserInfo', bad, { cookie: me.cookie });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json().data.fields).sort()).toEqual(['china_status', 'headline_job']);
    const refs = await post(
      t.app,
      'account/appendUserInfo',
      { adcode: '999999', nationality: 'ZZ' },
      { cookie: me.cookie, lang: 'zh' },
    );
    expect(refs.json()).toMatchObject({
      code: 4000,
      data: { fields: { adcode: expect.any(String), nationality: expect.any(String) } },
    });
    expect(refs.json().msg).toMatch(/[\u4e00-\u9fff]/);
    // A province is not a city of the list.
    const province = await post(t.app, 'account/appendUserInfo', { adcode: '440000' }, { cookie: me.cookie });
    expect(province.json().code).toBe(4000);
    const empty = await post(t.app, 'account/appendUserInfo', {}, { cookie: me.cookie });
    expect(empty.json()).toMatchObject({ code: 4000, data: { fields: { headline_job: expect.any(String) } } });
    const [row] = await t.database.db.select().from(users).where(eq(users.user_id, me.user.user_id));
    expect(row).toMatchObject({ headline_job: null, adcode: null, nationality: null, china_status: null });
  });

  it('needs a session (4001)', async () => {
    const res = await post(t.app, 'account/appendUserInfo', { china_status: 'abroad' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(4001);
  });

  it("shows the headline on the user's public card and the city in the employer's applicant list", async () => {
    const me = await signedInUser(t.database);
    await post(
      t.app,
      'account/appendUserInfo',
      { headline_job: 'Data analyst', adcode: '110100' },
      { cookie: me.cookie },
    );
    const card = await post(t.app, 'account/getUserInfoByID', { user_id: me.user.user_id }, { cookie: me.cookie });
    expect(card.json().data.headline_job).toBe('Data analyst');
    const db = t.database.db;
    const company = await buildCompany(db);
    const job = await buildJob(db, { company_id: company.company_id });
    await db.insert(applications).values({ job_id: job.job_id, user_id: me.user.user_id });
    const hiring = await buildRecruiter(db, company.company_id);
    const { token } = await createSession(db, hiring.user_id);
    const list = await post(
      t.app,
      'job/getApplicantList',
      { job_id: job.job_id },
      { cookie: `cit=${token}`, lang: 'zh' },
    );
    expect(list.json().data.list[0].candidate).toMatchObject({ user_id: me.user.user_id, city: '北京' });
  });
});

/** A multipart body with one file part. */
function multipart(content: Buffer, filename: string, type: string, field = 'file') {
  const boundary = `----jobbridge${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(cookie: string | undefined, content: Buffer, filename: string, type: string, lang?: 'en' | 'zh') {
  const body = multipart(content, filename, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/account/uploadAvatar',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) },
    payload: body.payload,
  });
}

const jpegWithExif = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'gps-and-more' } })
    .jpeg()
    .toBuffer();
const png = (size = 64) =>
  sharp({ create: { width: size, height: size, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } })
    .png()
    .toBuffer();

async function storedFiles(userId: number) {
  return t.database.db
    .select()
    .from(files)
    .where(and(eq(files.owner_id, userId), eq(files.purpose, 'avatar'), isNull(files.deleted_at)));
}
const filesOnDisk = async () => (await readdir(avatarDir(t.app.env.DATA_DIR)).catch(() => [])).length;

describe('account/uploadAvatar and GET /api/account/avatar/:file_id', () => {
  it('re-encodes a JPEG (at most 512 px, metadata stripped) and serves it inline with nosniff', async () => {
    const me = await signedInUser(t.database);
    const original = await jpegWithExif();
    expect(original.includes(Buffer.from('secret-owner'))).toBe(true);
    const res = await upload(me.cookie, original, 'me.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const avatarUrl: string = res.json().data.avatar_url;
    expect(avatarUrl).toMatch(/^\/api\/account\/avatar\/[\w-]{24}$/);

    const image = await get(t.app, avatarUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).toBe('inline; filename="avatar.jpg"');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const served = image.rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(512);
    expect(meta.exif).toBeUndefined();
    expect(served.includes(Buffer.from('secret-owner'))).toBe(false);

    const [row] = await storedFiles(me.user.user_id);
    expect(row).toMatchObject({ mime: 'image/jpeg', original_name: 'me.jpg', size: served.length });
    expect(row.stored_name).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(row.stored_name).not.toContain('me');
  });

  it('replaces the previous avatar (old file removed) and keeps PNG as PNG', async () => {
    const me = await signedInUser(t.database);
    const first = (await upload(me.cookie, await png(), 'a.png', 'image/png')).json().data.avatar_url;
    const second = await upload(me.cookie, await png(32), 'b.png', 'image/png');
    expect(second.json().success).toBe(true);
    expect(second.json().data.avatar_url).not.toBe(first);
    expect((await get(t.app, first)).statusCode).toBe(404);
    const served = await get(t.app, second.json().data.avatar_url);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(32);
    expect(await storedFiles(me.user.user_id)).toHaveLength(1);
  });

  it('refuses a file whose content is not a JPEG or PNG, whatever its name and type say (4015, nothing stored)', async () => {
    const me = await signedInUser(t.database);
    const before = await filesOnDisk();
    const disguised = await upload(me.cookie, Buffer.from('<svg onload="alert(1)"></svg>'), 'cat.png', 'image/png');
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toMatchObject({ code: 4015, msg: 'Only JPG or PNG images are accepted.' });
    const gif = await upload(me.cookie, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'x.jpg', 'image/jpeg');
    expect(gif.json().code).toBe(4015);
    expect(await storedFiles(me.user.user_id)).toHaveLength(0);
    expect(await filesOnDisk()).toBe(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.user_id, me.user.user_id));
    expect(row.avatar_url).toBeNull();
  });

  it('refuses a corrupt image (4015, nothing stored)', async () => {
    const me = await signedInUser(t.database);
    const before = await filesOnDisk();
    const good = await png(200);
    const truncated = good.subarray(0, Math.floor(good.length / 2));
    const corruptPng = Buffer.concat([good.subarray(0, 8), Buffer.alloc(200, 7)]);
    const jpegHeaderOnly = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    for (const [name, bytes] of [
      ['truncated.png', truncated],
      ['corrupt.png', corruptPng],
      ['header.jpg', jpegHeaderOnly],
    ] as const) {
      const res = await upload(me.cookie, bytes, name, 'image/png', 'zh');
      expect(res.statusCode, name).toBe(415);
      expect(res.json(), name).toMatchObject({ code: 4015, msg: '无法读取该图片，请选择其他 JPG 或 PNG 文件。' });
    }
    expect(await storedFiles(me.user.user_id)).toHaveLength(0);
    expect(await filesOnDisk()).toBe(before);
  });

  it('refuses a file over 2 MB with 4013 (nothing stored)', async () => {
    const me = await signedInUser(t.database);
    const before = await filesOnDisk();
    const big = Buffer.concat([await jpegWithExif(), Buffer.alloc(UPLOAD_LIMITS.imageBytes, 1)]);
    const res = await upload(me.cookie, big, 'big.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 4013, msg: 'The image must be at most 2 MB.' });
    expect(await storedFiles(me.user.user_id)).toHaveLength(0);
    expect(await filesOnDisk()).toBe(before);
  });

  it('needs a session (4001) and a multipart file', async () => {
    expect((await upload(undefined, await png(), 'a.png', 'image/png')).statusCode).toBe(401);
    const me = await signedInUser(t.database);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/account/uploadAvatar',
      headers: { cookie: me.cookie, 'content-type': 'image/png' },
      payload: await png(),
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json().code).toBe(4015);
    const wrongField = multipart(await png(), 'a.png', 'image/png', 'photo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/uploadAvatar',
      headers: { ...wrongField.headers, cookie: me.cookie },
      payload: wrongField.payload,
    });
    expect(res.json()).toMatchObject({ code: 4000, data: { fields: { file: 'Please choose a file to upload.' } } });
  });

  it('answers 4004 for an unknown or malformed avatar id', async () => {
    expect((await get(t.app, '/api/account/avatar/AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await get(t.app, '/api/account/avatar/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });
});

describe('account/getUserInfoByID and getUserAvatarByID', () => {
  it("shows a recruiter's public card to anyone, and nothing private", async () => {
    const company = await buildCompany(t.database.db, { brand_name: '云帆', eng_brand_name: 'Cloudsail' });
    const recruiter = await buildRecruiter(t.database.db, company.company_id, { first_name: 'Grace' });
    const res = await post(t.app, 'account/getUserInfoByID', { user_id: recruiter.user_id });
    expect(res.json()).toEqual({
      success: true,
      data: {
        user_id: recruiter.user_id,
        first_name: 'Grace',
        avatar_url: null,
        headline_job: 'Talent Partner',
        company: { company_id: company.company_id, brand_name: '云帆', eng_brand_name: 'Cloudsail' },
      },
    });
    expect(res.body).not.toContain(recruiter.phone!);
    expect(res.body).not.toContain(recruiter.email!);
    expect((await post(t.app, 'account/getUserAvatarByID', { user_id: recruiter.user_id })).json()).toEqual({
      success: true,
      data: { avatar_url: null },
    });
  });

  it("shows a candidate's card only to themself, people they chat with and recruiters they applied to", async () => {
    const db = t.database.db;
    const candidate = await signedInUser(t.database, { first_name: 'Emma' });
    const stranger = await signedInUser(t.database);
    const chatPartner = await signedInUser(t.database);
    await db.insert(chatMessages).values({
      from_user_id: candidate.user.user_id,
      to_user_id: chatPartner.user.user_id,
      to_system: 'recruiter',
      content: 'hello',
    });
    const company = await buildCompany(db);
    const job = await buildJob(db, { company_id: company.company_id });
    await db.insert(applications).values({ job_id: job.job_id, user_id: candidate.user.user_id });
    const hiring = await buildRecruiter(db, company.company_id);
    const hiringSession = await createSession(db, hiring.user_id);
    const otherRecruiter = await buildRecruiter(db);
    const otherSession = await createSession(db, otherRecruiter.user_id);

    const card = (cookie?: string) =>
      post(t.app, 'account/getUserInfoByID', { user_id: candidate.user.user_id }, { cookie });
    const avatar = (cookie?: string) =>
      post(t.app, 'account/getUserAvatarByID', { user_id: candidate.user.user_id }, { cookie });
    for (const cookie of [candidate.cookie, chatPartner.cookie, `cit=${hiringSession.token}`]) {
      expect((await card(cookie)).json().data.first_name, cookie).toBe('Emma');
      expect((await avatar(cookie)).json().success).toBe(true);
    }
    for (const cookie of [undefined, stranger.cookie, `cit=${otherSession.token}`]) {
      const res = await card(cookie);
      expect(res.statusCode, String(cookie)).toBe(404);
      expect(res.json()).toMatchObject({ code: 4004, msg: 'This user could not be found.' });
      expect((await avatar(cookie)).statusCode).toBe(404);
    }
    // Unknown ids and the system sender look the same.
    expect((await post(t.app, 'account/getUserInfoByID', { user_id: 999_999_999 })).statusCode).toBe(404);
    expect((await post(t.app, 'account/getUserInfoByID', { user_id: 10_000 })).statusCode).toBe(404);
    expect((await post(t.app, 'account/getUserInfoByID', { user_id: 'abc' })).statusCode).toBe(400);
  });
});

describe('account/logoutOthers', () => {
  it('ends every other session and keeps this one', async () => {
    const me = await signedInUser(t.database);
    const other = await createSession(t.database.db, me.user.user_id);
    const stranger = await buildUser(t.database.db);
    const strangerSession = await createSession(t.database.db, stranger.user_id);
    const res = await post(t.app, 'account/logoutOthers', {}, { cookie: me.cookie });
    expect(res.json()).toEqual({ success: true, data: { revoked: 1 } });
    expect((await post(t.app, 'account/signinByToken', {}, { cookie: me.cookie })).statusCode).toBe(200);
    expect((await post(t.app, 'account/signinByToken', {}, { cookie: `cit=${other.token}` })).statusCode).toBe(401);
    expect(
      (await post(t.app, 'account/signinByToken', {}, { cookie: `cit=${strangerSession.token}` })).statusCode,
    ).toBe(200);
    expect((await post(t.app, 'account/logoutOthers')).statusCode).toBe(401);
  });
});
