import { stat } from 'node:fs/promises';
import type { Db } from '@jobbridge/db';
import { authorize } from '../../lib/authorize';
import { KIND_OF_PURPOSE, storedPath, uploadsDir } from '../../lib/uploads';
import type { SessionUser } from '../../types';
import { companyReviewOf, reviewNotFound } from './policy';
import { findReviewFile } from './service';

/**
 * A company's licence or certificate file (GET /api/review/file/:file_id):
 * stored under DATA_DIR/uploads/licenses or certificates, read by platform
 * administrators and the company's active members only; 4004 for anyone
 * else, an unknown or deleted file, or one missing on disk.
 */
export async function openReviewFile(
  db: Db,
  dataDir: string,
  viewer: SessionUser,
  fileId: string,
): Promise<{ path: string; mime: string; fileName: string; size: number }> {
  const row = await authorize(viewer, 'read', companyReviewOf(db, await findReviewFile(db, fileId)));
  const file = storedPath(
    uploadsDir(dataDir, KIND_OF_PURPOSE[row.purpose as 'license' | 'certificate']),
    row.stored_name,
  );
  if (!file) throw reviewNotFound();
  try {
    const { size } = await stat(file);
    return { path: file, mime: row.mime, fileName: row.original_name, size };
  } catch {
    throw reviewNotFound();
  }
}
