import { type Envelope, ERROR_CODES, HTTP_TIMEOUT_MS } from '@jobbridge/shared';
import { type UploadProgress, uploadFile } from './upload';

/**
 * Browser-only calls of the candidate's space that are not form posts: the
 * resume file upload (multipart with progress) and the file downloads (PDF
 * export, data export), which answer a file instead of the envelope.
 */

/** `resume/uploadResumeFile`: multipart `file`, with upload progress. */
export const uploadResumeFile = (file: File, onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal) =>
  uploadFile('/resume/uploadResumeFile', file, { onProgress, signal });

/** A downloaded file, or the failure envelope the server answered instead. */
export type Download = { ok: true; blob: Blob; fileName: string | null } | { ok: false; envelope: Envelope<unknown> };

/** The file name of a Content-Disposition header (RFC 6266: filename* first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/**
 * Fetches a file of the API (`GET` or `POST`), reporting download progress
 * (`loaded` of `total` bytes; total 0 when the server does not say).
 * Never throws: a failure comes back as an envelope.
 */
export async function downloadFile(
  path: string,
  options: { method?: 'GET' | 'POST'; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<Download> {
  const fail = (code: number): Download => ({ ok: false, envelope: { success: false, code, msg: '', data: null } });
  let response: Response;
  try {
    const signals = [AbortSignal.timeout(HTTP_TIMEOUT_MS * 3), options.signal].filter(Boolean) as AbortSignal[];
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      signal: AbortSignal.any(signals),
    });
  } catch (error) {
    return fail(
      error instanceof Error && error.name === 'TimeoutError' ? ERROR_CODES.timeout : ERROR_CODES.unavailable,
    );
  }
  const type = response.headers.get('content-type') ?? '';
  const attachment = /attachment/i.test(response.headers.get('content-disposition') ?? '');
  if (!response.ok || (type.includes('application/json') && !attachment)) {
    try {
      const json = (await response.json()) as Envelope<unknown>;
      if (json && typeof json.success === 'boolean' && !json.success) return { ok: false, envelope: json };
    } catch {
      // not an envelope
    }
    if (!response.ok) return fail(response.status === 404 ? ERROR_CODES.notFound : ERROR_CODES.internal);
  }
  const total = Number(response.headers.get('content-length')) || 0;
  const fileName = fileNameOf(response.headers.get('content-disposition'));
  if (!response.body) return { ok: true, blob: await response.blob(), fileName };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      options.onProgress?.({ loaded, total });
    }
  } catch {
    return fail(ERROR_CODES.unavailable);
  }
  return { ok: true, blob: new Blob(chunks as BlobPart[], { type: type.split(';')[0] || undefined }), fileName };
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
