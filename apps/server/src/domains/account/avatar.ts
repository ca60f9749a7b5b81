import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { type Db, files, users } from '@jobbridge/db';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { loadSharp } from '../../lib/load-sharp';
import {
  ensureUploadsDir,
  newFileId,
  newStoredName,
  removeStoredFile,
  storedPath,
  uploadsDir,
} from '../../lib/uploads';

/**
 * Profile photos (ASVS 5.2-5.4): the type is read from the content (magic
 * bytes), never from the name or the declared type; the image is decoded and
 * re-encoded (EXIF orientation applied, all metadata dropped, at most 512 px),
 * so what is stored is a fresh image of the same format; it is stored under a
 * random name in DATA_DIR/uploads/avatars, outside any served folder, and
 * served only by GET /api/account/avatar/:file_id.
 */
export const AVATAR_MAX_PX = 512;
/** Refuse decompression bombs: at most 40 megapixels decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
export const AVATAR_URL_PREFIX = '/api/account/avatar/';

type ImageFormat = 'jpeg' | 'png';
const MIME: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png' };
const EXTENSION: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png' };

/** The format the bytes really are: JPEG (FF D8 FF) or PNG (its 8-byte signature); null for anything else. */
export function imageFormatOf(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return 'png';
  return null;
}

export const avatarDir = (dataDir: string) => uploadsDir(dataDir, 'avatars');
/** Extensions of stored avatars. */
export const AVATAR_EXTENSIONS = ['jpg', 'png'] as const;

/** Decodes and re-encodes the image; 4015 when it is not a JPEG/PNG or cannot be decoded whole. */
export async function reencodeAvatar(bytes: Buffer): Promise<{ format: ImageFormat; data: Buffer }> {
  const format = imageFormatOf(bytes);
  if (!format) throw new AppError(ERROR_CODES.unsupportedMedia, 'server.account.imageType');
  try {
    const sharp = await loadSharp();
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', sequentialRead: true });
    const meta = await image.metadata();
    if (meta.format !== format) throw new Error(`content is ${meta.format}, signature says ${format}`);
    const resized = image
      .rotate()
      .resize({ width: AVATAR_MAX_PX, height: AVATAR_MAX_PX, fit: 'inside', withoutEnlargement: true });
    const data = await (format === 'jpeg'
      ? resized.jpeg({ quality: 85, mozjpeg: true })
      : resized.png({ compressionLevel: 9 })
    ).toBuffer();
    return { format, data };
  } catch {
    throw new AppError(ERROR_CODES.unsupportedMedia, 'server.account.imageUnreadable');
  }
}

/**
 * Stores a new avatar for the user and makes it theirs; the previous one is
 * marked deleted and its file removed. Nothing is left behind when any step fails.
 */
export async function saveAvatar(
  db: Db,
  dataDir: string,
  userId: number,
  upload: { bytes: Buffer; filename: string },
): Promise<string> {
  const { format, data } = await reencodeAvatar(upload.bytes);
  const dir = avatarDir(dataDir);
  await ensureUploadsDir(dir);
  const fileId = newFileId();
  const storedName = newStoredName(EXTENSION[format]);
  const target = storedPath(dir, storedName, AVATAR_EXTENSIONS)!;
  await writeFile(target, data, { mode: 0o600, flag: 'wx' });
  let previous: { stored_name: string }[] = [];
  try {
    previous = await db.transaction(async (tx) => {
      await tx.insert(files).values({
        file_id: fileId,
        owner_id: userId,
        purpose: 'avatar',
        original_name: upload.filename.slice(0, 200) || `avatar.${EXTENSION[format]}`,
        stored_name: storedName,
        mime: MIME[format],
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
      });
      await tx
        .update(users)
        .set({ avatar_url: `${AVATAR_URL_PREFIX}${fileId}`, updated_at: new Date() })
        .where(eq(users.user_id, userId));
      return tx
        .update(files)
        .set({ deleted_at: new Date() })
        .where(
          and(
            eq(files.owner_id, userId),
            eq(files.purpose, 'avatar'),
            isNull(files.deleted_at),
            ne(files.file_id, fileId),
          ),
        )
        .returning({ stored_name: files.stored_name });
    });
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  for (const old of previous) await removeStoredFile(dir, old.stored_name, AVATAR_EXTENSIONS);
  return fileId;
}

/** An avatar's bytes and type, or 4004 for an unknown, deleted or missing file. */
export async function readAvatar(db: Db, dataDir: string, fileId: string): Promise<{ mime: string; data: Buffer }> {
  const notFound = () => new AppError(ERROR_CODES.notFound);
  const [row] = await db
    .select({ stored_name: files.stored_name, mime: files.mime })
    .from(files)
    .where(and(eq(files.file_id, fileId), eq(files.purpose, 'avatar'), isNull(files.deleted_at)))
    .limit(1);
  const file = row && storedPath(avatarDir(dataDir), row.stored_name, AVATAR_EXTENSIONS);
  if (!row || !file) throw notFound();
  try {
    return { mime: row.mime, data: await readFile(file) };
  } catch {
    throw notFound();
  }
}
