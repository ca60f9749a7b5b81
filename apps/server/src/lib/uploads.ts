import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppError } from '@jobbridge/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Upload helpers shared by every domain that stores files (ASVS 5.2-5.4):
 * files live under DATA_DIR/uploads/<kind>, outside any served folder, under
 * a random name (32 hex characters and an extension chosen by the server
 * from the content, never from the client); a row of `files` maps the public
 * random file_id to it. Serving sets the type, a Content-Disposition and
 * nosniff, so a browser never guesses.
 */

export type UploadKind = 'avatars' | 'resumes' | 'licenses' | 'certificates' | 'logos' | 'attachments';

/** The folder of one kind of upload (absolute). */
export const uploadsDir = (dataDir: string, kind: UploadKind): string => path.resolve(dataDir, 'uploads', kind);

/** The folder of each files.purpose: every domain stores a purpose's files there (account deletion relies on it). */
export const KIND_OF_PURPOSE = {
  avatar: 'avatars',
  resume: 'resumes',
  license: 'licenses',
  certificate: 'certificates',
  logo: 'logos',
  attachment: 'attachments',
} as const satisfies Record<string, UploadKind>;

/** Creates the folder, readable by this process only. */
export const ensureUploadsDir = (dir: string) => mkdir(dir, { recursive: true, mode: 0o700 });

/** The public id of a stored file (24 base64url characters, 144 random bits). */
export const newFileId = (): string => randomBytes(18).toString('base64url');

/** A random stored name with the server's extension for the content. */
export const newStoredName = (extension: string): string => `${randomBytes(16).toString('hex')}.${extension}`;

/**
 * Whether a stored name is one this server made (guards every path join
 * against a tampered row): 32 hex characters, a dot and an extension (one of
 * `extensions` when given).
 */
export const isStoredName = (name: string, extensions?: readonly string[]): boolean =>
  /^[0-9a-f]{32}\.[a-z0-9]{1,5}$/.test(name) && (!extensions || extensions.includes(name.slice(33)));

/** The stored file's path, or null when the name is not one this server made. */
export const storedPath = (dir: string, name: string, extensions?: readonly string[]): string | null =>
  isStoredName(name, extensions) ? path.join(dir, name) : null;

/** Removes a stored file (nothing happens for a missing file or a name this server did not make). */
export async function removeStoredFile(dir: string, name: string, extensions?: readonly string[]): Promise<void> {
  const target = storedPath(dir, name, extensions);
  if (target) await rm(target, { force: true });
}

/** A name a user gave a file, safe to store and show: its last path part, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined | null, fallback: string): string {
  const base = String(name ?? '')
    .split(/[\\/]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
    .trim()
    .slice(-200);
  return base && base !== '.' && base !== '..' ? base : fallback;
}

/** The file name with its extension replaced by the given one ('cv.doc' → 'cv.pdf'). */
export function withExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem.slice(0, 190)}.${extension}`;
}

/** A Content-Disposition value with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The headers of a served upload: its type, disposition, nosniff, private caching, same-origin only. */
export function setFileHeaders(
  reply: FastifyReply,
  file: { mime: string; fileName: string; disposition: 'attachment' | 'inline'; size?: number; maxAge?: number },
): FastifyReply {
  reply
    .type(file.mime)
    .header('content-disposition', contentDisposition(file.disposition, file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', file.maxAge ? `private, max-age=${file.maxAge}` : 'private, no-store')
    .header('cross-origin-resource-policy', 'same-origin');
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  return reply;
}

export interface ReceivedUpload {
  /** The temporary file holding the upload (in the kind's folder); move or remove it. */
  tempPath: string;
  size: number;
  sha256: string;
  /** The first bytes (up to 4 KiB), for the magic-byte check. */
  head: Buffer;
  /** The name the client gave (not trusted; clean it before storing). */
  filename: string;
}

export interface ReceiveOptions {
  dir: string;
  maxBytes: number;
  /** The error for a body that is not multipart. */
  notMultipart: () => AppError;
  /** The error for a multipart body without a `file` part. */
  missing: () => AppError;
  tooLarge: () => AppError;
}

const HEAD_BYTES = 4096;

/**
 * Streams the multipart `file` part of a request to a temporary file in
 * `dir`, hashing it on the way; never holds more than a chunk in memory.
 * Over maxBytes the partial file is removed and `tooLarge()` thrown; the
 * multipart parser must be registered with limits.fileSize = maxBytes.
 */
export async function receiveUpload(request: FastifyRequest, options: ReceiveOptions): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw options.notMultipart();
  const part = await request.file();
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw options.missing();
  }
  await ensureUploadsDir(options.dir);
  const tempPath = path.join(options.dir, `.upload-${randomBytes(12).toString('hex')}`);
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let over = false;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > options.maxBytes) {
        over = true;
        done(new Error('upload over the limit'));
        return;
      }
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, meter, createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(tempPath, { force: true });
    part.file.resume();
    if (over || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    throw error;
  }
  if (part.file.truncated || over) {
    await rm(tempPath, { force: true });
    throw options.tooLarge();
  }
  return { tempPath, size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks), filename: part.filename ?? '' };
}
