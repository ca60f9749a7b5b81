import {
  type Envelope,
  ERROR_CODES,
  HTTP_TIMEOUT_MS,
  UPLOAD_LIMITS,
  type UploadData,
  type UploadPath,
} from '@jobbridge/shared';

/** Where an upload stands: bytes sent of the total (the browser's upload progress). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Multipart upload of one file to `/api<path>` with upload progress, which
 * `fetch` cannot report: XMLHttpRequest. Never throws: failures come back as
 * an envelope like the fetch transport's. Browser only.
 */
export function uploadFile<P extends UploadPath, T = UploadData<P>>(
  path: P,
  file: File,
  options: {
    field?: string;
    /** Text fields sent before the file. */
    fields?: Record<string, string>;
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
  } = {},
): Promise<Envelope<T>> {
  return new Promise((resolve) => {
    const failure = (code: number): Envelope<T> => ({ success: false, code, msg: '', data: null });
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.withCredentials = true;
    // Uploads may take longer than ordinary calls; scale the spec timeout by size.
    xhr.timeout = HTTP_TIMEOUT_MS + Math.ceil(file.size / 50_000) * 1000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      try {
        const json = JSON.parse(xhr.responseText) as Envelope<T>;
        if (json && typeof json.success === 'boolean') return resolve(json);
      } catch {
        // not JSON: fall through
      }
      resolve(
        failure(
          xhr.status === 413
            ? ERROR_CODES.payloadTooLarge
            : xhr.status === 415
              ? ERROR_CODES.unsupportedMedia
              : ERROR_CODES.internal,
        ),
      );
    };
    xhr.onerror = () => resolve(failure(ERROR_CODES.unavailable));
    xhr.ontimeout = () => resolve(failure(ERROR_CODES.timeout));
    xhr.onabort = () => resolve(failure(ERROR_CODES.timeout));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append(options.field ?? 'file', file, file.name);
    xhr.send(form);
  });
}

/** Problems with a profile photo before it is sent (spec section 5): type by extension and MIME, then size. */
export function avatarProblem(file: Pick<File, 'name' | 'size' | 'type'>): 'type' | 'size' | null {
  const name = file.name.toLowerCase();
  const extensionOk = (UPLOAD_LIMITS.imageExtensions as readonly string[]).some((ext) => name.endsWith(ext));
  const typeOk = !file.type || file.type === 'image/jpeg' || file.type === 'image/png';
  if (!extensionOk || !typeOk) return 'type';
  if (file.size > UPLOAD_LIMITS.imageBytes) return 'size';
  return null;
}
