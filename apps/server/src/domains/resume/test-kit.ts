import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { applicationEvents, applications, companyAdmins, type Database } from '@jobbridge/db';
import { buildCompany, buildJob, buildRecruiter, buildUser } from '@jobbridge/db/testing';
import { COOKIE_NAMES } from '@jobbridge/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createSession } from '../../plugins/auth';

/**
 * Helpers of the candidate-space tests (not a test file): sample files of
 * every accepted and refused kind, multipart uploads, and a small world of
 * candidates, recruiters and an admin.
 */

/** A fresh DATA_DIR for one test file, so its uploads can be counted on disk. */
export const tempDataDir = (): string => mkdtempSync(path.join(tmpdir(), 'jobbridge-candidate-'));

/** The stored files of one upload kind ('resumes', 'avatars'), temporary files included. */
export function filesOnDisk(dataDir: string, kind: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'uploads', kind));
  } catch {
    return [];
  }
}

export const samplePdf = (text = 'Resume'): Buffer =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

/** An OLE2 compound file whose directory names the given streams (enough for the content check). */
export function sampleOle(streams: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  const directory = Buffer.alloc(512);
  ['Root Entry', ...streams].forEach((name, i) => {
    Buffer.from(name, 'utf16le').copy(directory, i * 128);
  });
  return Buffer.concat([header, directory, Buffer.alloc(512)]);
}
export const sampleDoc = () => sampleOle(['WordDocument', '1Table']);
export const samplePpt = () => sampleOle(['PowerPoint Document', 'Current User']);
export const sampleXls = () => sampleOle(['Workbook']);

/** A ZIP (stored, no compression) holding these entries. */
export function sampleZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
export const sampleDocx = () =>
  sampleZip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });
export const samplePptx = () =>
  sampleZip({ '[Content_Types].xml': '<Types/>', 'ppt/presentation.xml': '<p:presentation/>' });
export const samplePng = () => Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A multipart body with one part (a file unless `filename` is null). */
export function multipart(content: Buffer, filename: string | null, type: string, field = 'file') {
  const boundary = `----jobbridge${Date.now()}${Math.random().toString(16).slice(2)}`;
  const disposition = filename === null ? `name="${field}"` : `name="${field}"; filename="${filename}"`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadResume(
  app: FastifyInstance,
  cookie: string | undefined,
  content: Buffer,
  filename: string,
  type = 'application/octet-stream',
): Promise<LightMyRequestResponse> {
  const body = multipart(content, filename, type);
  return app.inject({
    method: 'POST',
    url: '/api/resume/uploadResumeFile',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

async function withSession<T extends { user_id: number }>(database: Database, user: T) {
  const { token } = await createSession(database.db, user.user_id, { userAgent: 'vitest' });
  return { ...user, cookie: `${COOKIE_NAMES.token}=${token}` };
}

/**
 * The roles of the access tests: candidate A applied to a job of company X;
 * candidate B applied nowhere; a recruiter of X and one of another company Y;
 * the owner of X (the recruiters are admins); a site admin. Everyone is signed in. Company X also has a draft job.
 */
export async function buildWorld(database: Database) {
  const db = database.db;
  const companyX = await buildCompany(db);
  const companyY = await buildCompany(db);
  const jobX = await buildJob(db, { company_id: companyX.company_id });
  const jobY = await buildJob(db, { company_id: companyY.company_id });
  const draftX = await buildJob(db, { company_id: companyX.company_id, status: 'draft' });
  const a = await withSession(database, await buildUser(db, { status: 2, first_name: 'Alice' }));
  const b = await withSession(database, await buildUser(db, { status: 2, first_name: 'Bob' }));
  const recruiterX = await withSession(database, await buildRecruiter(db, companyX.company_id));
  const recruiterY = await withSession(database, await buildRecruiter(db, companyY.company_id));
  const admin = await withSession(database, await buildUser(db, { role: 'admin' }));
  const ownerX = await withSession(
    database,
    await buildUser(db, { role: 'recruiter', company_id: companyX.company_id, first_name: 'Olga' }),
  );
  await db
    .insert(companyAdmins)
    .values({ company_id: companyX.company_id, user_id: ownerX.user_id, role: 'owner', status: 'active' });
  const [application] = await db
    .insert(applications)
    .values({ user_id: a.user_id, job_id: jobX.job_id, status: 1 })
    .returning();
  await db
    .insert(applicationEvents)
    .values({ application_id: application.application_id, status: 1, actor_id: a.user_id });
  return { companyX, companyY, jobX, jobY, draftX, a, b, recruiterX, recruiterY, ownerX, admin, application };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;
