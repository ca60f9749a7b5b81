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

/** `company/uploadCompanyFile`: a business licence or certificate (JPG, PNG or PDF), answering its file_id. */
export const uploadCompanyFile = (file: File, kind: 'license' | 'certificate') =>
  uploadFile('/company/uploadCompanyFile', file, { fields: { kind } });

/** `company/uploadCompanyLogo`: the company's logo (as avatars), answering the company. */
export const uploadCompanyLogo = (file: File) => uploadFile('/company/uploadCompanyLogo', file);
