import { createApiClient } from './client';
import { createFetchTransport } from './transport';
import { type UploadProgress, uploadFile } from './upload';

/**
 * The browser's client, used by event handlers: the account forms (sign-in,
 * sign-up, codes, captcha, settings), which need JavaScript anyway because
 * passwords are hashed in the browser. Never called during SSR.
 */
export const browserApi = createApiClient(createFetchTransport());

/** `account/uploadAvatar`: multipart `file`, with upload progress. */
export const uploadAvatar = (file: File, onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal) =>
  uploadFile('/account/uploadAvatar', file, { onProgress, signal });
