import { rename, rm, stat } from 'node:fs/promises';
import { type Db, files } from '@jobbridge/db';
import { AppError, ERROR_CODES, RESUME_FILES_MAX } from '@jobbridge/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import { authorize } from '../../lib/authorize';
import {
  cleanFileName,
  newFileId,
  newStoredName,
  type ReceivedUpload,
  removeStoredFile,
  storedPath,
  uploadsDir,
  withExtension,
} from '../../lib/uploads';
import type { SessionUser } from '../../types';
import { detectResumeFile, RESUME_EXTENSIONS, RESUME_FILE_TYPES } from './file-type';
import { resumeFile, resumeNotFound } from './policy';
import type { FileRow } from './presenter';

/**
 * Resume files (resume/uploadResumeFile, delResumeFile, GET resume/file/:id):
 * stored under DATA_DIR/uploads/resumes with random names, typed by content
 * (file-type.ts), read by the owner and the employers the owner applied to
 * (policy.ts), deleted from disk with their row.
 */
export const resumeDir = (dataDir: string) => uploadsDir(dataDir, 'resumes');

const typeRefused = () => new AppError(ERROR_CODES.unsupportedMedia, 'server.resume.fileType');
const unreadable = () => new AppError(ERROR_CODES.unsupportedMedia, 'server.resume.fileUnreadable');
const tooMany = () => new AppError(ERROR_CODES.conflict, 'server.resume.tooManyFiles', null, { max: RESUME_FILES_MAX });

async function countResumeFiles(db: Pick<Db, 'select'>, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.owner_id, userId), eq(files.purpose, 'resume'), isNull(files.deleted_at)));
  return Number(n);
}

/** 4009 when the user already keeps RESUME_FILES_MAX files (checked before the upload is read, and again after). */
export async function checkResumeFileRoom(db: Db, userId: number): Promise<void> {
  if ((await countResumeFiles(db, userId)) >= RESUME_FILES_MAX) throw tooMany();
}

/**
 * Keeps an upload as a resume file of the user, or refuses it (4015 wrong
 * type or unreadable, 4009 no room) leaving neither a row nor a file.
 */
export async function saveResumeFile(
  db: Db,
  dataDir: string,
  userId: number,
  upload: ReceivedUpload,
): Promise<FileRow> {
  let target: string | null = null;
  try {
    const detected = await detectResumeFile(upload.tempPath, upload.head, upload.size);
    if ('problem' in detected) throw detected.problem === 'corrupt' ? unreadable() : typeRefused();
    const type = RESUME_FILE_TYPES[detected.kind];
    const storedName = newStoredName(type.extension);
    target = storedPath(resumeDir(dataDir), storedName, RESUME_EXTENSIONS)!;
    await rename(upload.tempPath, target);
    const originalName = withExtension(cleanFileName(upload.filename, 'resume'), type.extension);
    return await db.transaction(async (tx) => {
      if ((await countResumeFiles(tx, userId)) >= RESUME_FILES_MAX) throw tooMany();
      const [row] = await tx
        .insert(files)
        .values({
          file_id: newFileId(),
          owner_id: userId,
          purpose: 'resume',
          original_name: originalName,
          stored_name: storedName,
          mime: type.mime,
          size: upload.size,
          sha256: upload.sha256,
        })
        .returning({
          file_id: files.file_id,
          original_name: files.original_name,
          size: files.size,
          mime: files.mime,
          created_at: files.created_at,
        });
      return row;
    });
  } catch (error) {
    await rm(upload.tempPath, { force: true });
    if (target) await rm(target, { force: true });
    throw error;
  }
}

async function findResumeFile(db: Db, fileId: string) {
  const [row] = await db
    .select({
      owner_id: files.owner_id,
      stored_name: files.stored_name,
      original_name: files.original_name,
      mime: files.mime,
    })
    .from(files)
    .where(and(eq(files.file_id, fileId), eq(files.purpose, 'resume'), isNull(files.deleted_at)))
    .limit(1);
  return row ?? null;
}

/** The file to send to this reader, or 4004 (unknown, deleted, missing on disk, or not theirs to read). */
export async function openResumeFile(
  db: Db,
  dataDir: string,
  viewer: SessionUser,
  fileId: string,
): Promise<{ path: string; mime: string; fileName: string; size: number }> {
  const row = await authorize(viewer, 'read', resumeFile(db, await findResumeFile(db, fileId)));
  const file = storedPath(resumeDir(dataDir), row.stored_name, RESUME_EXTENSIONS);
  if (!file) throw resumeNotFound();
  try {
    const { size } = await stat(file);
    return { path: file, mime: row.mime, fileName: row.original_name, size };
  } catch {
    throw resumeNotFound();
  }
}

/** Deletes one of the viewer's resume files: its row, then its bytes on disk. 4004 for anyone else's. */
export async function deleteResumeFile(db: Db, dataDir: string, viewer: SessionUser, fileId: string): Promise<void> {
  const row = await authorize(viewer, 'delete', resumeFile(db, await findResumeFile(db, fileId)));
  const ownerId = row.owner_id as number;
  const [deleted] = await db
    .delete(files)
    .where(and(eq(files.file_id, fileId), eq(files.owner_id, ownerId), eq(files.purpose, 'resume')))
    .returning({ stored_name: files.stored_name });
  if (!deleted) throw resumeNotFound();
  await removeStoredFile(resumeDir(dataDir), deleted.stored_name, RESUME_EXTENSIONS);
}
