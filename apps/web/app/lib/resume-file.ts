import { joinWords, type Locale, UPLOAD_LIMITS } from '@jobbridge/shared';

/** The MIME types a resume file may have (the server checks the bytes again). */
const RESUME_TYPES = new Set([
  'application/pdf',
  'application/vnd.ms-powerpoint',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // Browsers without a mapping send nothing or a generic type; the extension decides then.
  'application/octet-stream',
  '',
]);

/** ".pdf, .ppt, .doc, .docx" (spec section 5), listed as the language lists words (、 in Chinese). */
export const resumeExtensionsText = (locale: Locale) => joinWords(UPLOAD_LIMITS.resumeExtensions, locale);
/** ".jpg, .jpeg, .png", the photo's types, listed the same way. */
export const imageExtensionsText = (locale: Locale) => joinWords(UPLOAD_LIMITS.imageExtensions, locale);
/** The accept attribute of the file input. */
export const RESUME_ACCEPT = [
  ...UPLOAD_LIMITS.resumeExtensions,
  ...[...RESUME_TYPES].filter((type) => type && type !== 'application/octet-stream'),
].join(',');
export const RESUME_MAX_MB = Math.round(UPLOAD_LIMITS.resumeBytes / (1024 * 1024));

/**
 * What is wrong with a resume file before it is sent (spec section 5: .pdf,
 * .ppt, .doc or .docx, at most 20 MB): 'type', 'size', 'empty', or null.
 */
export function resumeFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): 'type' | 'size' | 'empty' | null {
  const name = file.name.toLowerCase();
  const extensionOk = (UPLOAD_LIMITS.resumeExtensions as readonly string[]).some((ext) => name.endsWith(ext));
  if (!extensionOk || !RESUME_TYPES.has(file.type ?? '')) return 'type';
  if (file.size > UPLOAD_LIMITS.resumeBytes) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/** A byte count for people: "840 KB", "3.4 MB" ("3.4 MB" in Chinese too). */
export function formatBytes(bytes: number, locale: Locale): string {
  const format = (value: number, digits: number) =>
    value.toLocaleString(locale === 'zh' ? 'zh-CN' : 'en', { maximumFractionDigits: digits });
  if (bytes < 1024) return `${format(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${format(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
  return `${format(bytes / (1024 * 1024), 1)} MB`;
}

/** Percent of a transfer, 0..100 (0 while the total is unknown). */
export const percentOf = (loaded: number, total: number): number =>
  total > 0 ? Math.max(0, Math.min(100, Math.round((loaded / total) * 100))) : 0;
