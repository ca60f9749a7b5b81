import { applications, files } from '@jobbridge/db';
import { RESUME_FILES_MAX, UPLOAD_LIMITS } from '@jobbridge/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { get, post } from '../account/test-kit';
import {
  buildWorld,
  filesOnDisk,
  multipart,
  sampleDoc,
  sampleDocx,
  samplePdf,
  samplePng,
  samplePpt,
  samplePptx,
  sampleXls,
  sampleZip,
  tempDataDir,
  uploadResume,
  type World,
} from './test-kit';

let t: TestApp;
let w: World;
const dataDir = tempDataDir();

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  w = await buildWorld(t.database);
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = (userId: number) =>
  t.database.db
    .select()
    .from(files)
    .where(and(eq(files.owner_id, userId), eq(files.purpose, 'resume')));

describe('resume/uploadResumeFile', () => {
  it('keeps PDF, DOC, PPT and DOCX files, typed by content, under random names', async () => {
    const me = await signedInUser(t.database);
    const cases: [Buffer, string, string, string][] = [
      [samplePdf(), 'cv.pdf', 'application/pdf', 'cv.pdf'],
      [sampleDoc(), '简历.doc', 'application/msword', '简历.doc'],
      [samplePpt(), 'deck.ppt', 'application/vnd.ms-powerpoint', 'deck.ppt'],
      [sampleDocx(), 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'cv.docx'],
      // The name's extension is corrected to the content's.
      [samplePdf(), 'renamed.doc', 'application/pdf', 'renamed.pdf'],
    ];
    for (const [content, name, mime, shown] of cases) {
      const res = await uploadResume(t.app, me.cookie, content, name);
      expect(res.statusCode, name).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ original_name: shown, mime, size: content.length });
      expect(data.url).toBe(`/api/resume/file/${data.file_id}`);
    }
    const rows = await rowsOf(me.user.user_id);
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.stored_name).toMatch(/^[0-9a-f]{32}\.(pdf|doc|ppt|docx)$/);
    const info = await post(t.app, 'resume/getResumeInfoByUserID', { user_id: me.user.user_id }, { cookie: me.cookie });
    expect(info.json().data.files).toHaveLength(5);
    // The sixth is refused (4009) and leaves nothing behind.
    const before = filesOnDisk(dataDir, 'resumes').length;
    const sixth = await uploadResume(t.app, me.cookie, samplePdf(), 'six.pdf');
    expect(sixth.json().code).toBe(4009);
    expect(RESUME_FILES_MAX).toBe(5);
    expect(filesOnDisk(dataDir, 'resumes')).toHaveLength(before);
  });

  it('refuses other types however they are named, damaged files and oversize ones; nothing is stored', async () => {
    const me = await signedInUser(t.database);
    const before = filesOnDisk(dataDir, 'resumes').length;
    const refused: [Buffer, string, number][] = [
      [samplePng(), 'photo.pdf', 4015],
      [Buffer.from('MZ\x90\x00 not a document', 'latin1'), 'cv.docx', 4015],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'cv.pdf', 4015],
      [sampleXls(), 'sheet.doc', 4015],
      [samplePptx(), 'deck.pptx', 4015],
      [sampleZip({ 'a.txt': 'hello' }), 'cv.docx', 4015],
      [Buffer.alloc(0), 'empty.pdf', 4015],
      // Damaged: a PDF cut off before its end, a ZIP without a directory, an OLE2 header without one.
      [samplePdf().subarray(0, 40), 'cut.pdf', 4015],
      [Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), 'broken.docx', 4015],
      [sampleDoc().subarray(0, 300), 'broken.doc', 4015],
    ];
    for (const [content, name, code] of refused) {
      const res = await uploadResume(t.app, me.cookie, content, name, 'application/pdf');
      expect(res.json().code, name).toBe(code);
      expect(res.statusCode, name).toBe(415);
    }
    const oversize = Buffer.concat([samplePdf(), Buffer.alloc(UPLOAD_LIMITS.resumeBytes)]);
    const big = await uploadResume(t.app, me.cookie, oversize, 'big.pdf');
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe(4013);
    expect(big.json().msg).toContain('20 MB');
    expect(await rowsOf(me.user.user_id)).toHaveLength(0);
    expect(filesOnDisk(dataDir, 'resumes')).toHaveLength(before);
  });

  it('needs a session and a multipart `file` part', async () => {
    expect((await uploadResume(t.app, undefined, samplePdf(), 'cv.pdf')).json().code).toBe(4001);
    const me = await signedInUser(t.database);
    const wrongField = multipart(samplePdf(), 'cv.pdf', 'application/pdf', 'resume');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resume/uploadResumeFile',
      headers: { ...wrongField.headers, cookie: me.cookie },
      payload: wrongField.payload,
    });
    expect(res.json().code).toBe(4000);
    expect(res.json().data.fields.file).toBeTruthy();
    const notMultipart = await post(t.app, 'resume/uploadResumeFile', { file: 'x' }, { cookie: me.cookie });
    expect(notMultipart.json().code).toBe(4015);
  });
});

describe('GET resume/file/:file_id and delResumeFile', () => {
  it('sends the file as an attachment with nosniff to its owner and to recruiters of companies applied to', async () => {
    const content = samplePdf('Alice CV');
    const upload = (await uploadResume(t.app, w.a.cookie, content, 'Alice 简历.pdf')).json().data;
    const mine = await get(t.app, upload.url, { cookie: w.a.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(String(mine.headers['content-disposition'])).toMatch(
      /^attachment; filename="Alice_.pdf"; filename\*=UTF-8''Alice%20%E7%AE%80%E5%8E%86\.pdf$/,
    );
    expect(mine.rawPayload.equals(content)).toBe(true);
    expect((await get(t.app, upload.url, { cookie: w.recruiterX.cookie })).statusCode).toBe(200);
    for (const other of [w.b, w.recruiterY, w.admin]) {
      const res = await get(t.app, upload.url, { cookie: other.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(4004);
    }
    expect((await get(t.app, upload.url)).json().code).toBe(4001);
    expect((await get(t.app, '/api/resume/file/AAAAAAAAAAAAAAAAAAAAAAAA', { cookie: w.a.cookie })).json().code).toBe(
      4004,
    );
  });

  it('a recruiter loses access when the application is gone', async () => {
    const me = await signedInUser(t.database);
    const upload = (await uploadResume(t.app, me.cookie, samplePdf(), 'cv.pdf')).json().data;
    await t.database.db.insert(applications).values({ user_id: me.user.user_id, job_id: w.jobX.job_id });
    expect((await get(t.app, upload.url, { cookie: w.recruiterX.cookie })).statusCode).toBe(200);
    await t.database.db.delete(applications).where(eq(applications.user_id, me.user.user_id));
    expect((await get(t.app, upload.url, { cookie: w.recruiterX.cookie })).statusCode).toBe(404);
  });

  it('deletes the row and the bytes on disk, only for the owner', async () => {
    const me = await signedInUser(t.database);
    const upload = (await uploadResume(t.app, me.cookie, sampleDocx(), 'cv.docx')).json().data;
    const [row] = await t.database.db.select().from(files).where(eq(files.file_id, upload.file_id));
    expect(filesOnDisk(dataDir, 'resumes')).toContain(row.stored_name);
    const other = await signedInUser(t.database);
    expect(
      (await post(t.app, 'resume/delResumeFile', { file_id: upload.file_id }, { cookie: other.cookie })).json().code,
    ).toBe(4004);
    expect(filesOnDisk(dataDir, 'resumes')).toContain(row.stored_name);
    const done = await post(t.app, 'resume/delResumeFile', { file_id: upload.file_id }, { cookie: me.cookie });
    expect(done.json()).toEqual({ success: true, data: null });
    expect(filesOnDisk(dataDir, 'resumes')).not.toContain(row.stored_name);
    expect(await t.database.db.select().from(files).where(eq(files.file_id, upload.file_id))).toHaveLength(0);
    expect((await get(t.app, upload.url, { cookie: me.cookie })).statusCode).toBe(404);
    expect(
      (await post(t.app, 'resume/delResumeFile', { file_id: upload.file_id }, { cookie: me.cookie })).json().code,
    ).toBe(4004);
  });
});
