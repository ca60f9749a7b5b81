import multipart from '@fastify/multipart';
import {
  AppError,
  ERROR_CODES,
  translate,
  UPLOAD_LIMITS,
  uploadCompanyFileData,
  uploadCompanyLogoData,
} from '@jobbridge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authorize } from '../../lib/authorize';
import { defineFileRoute, defineRawCall } from '../../lib/raw-call';
import { REQUEST_LIMITS, rateText } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { perRequest } from '../../plugins/rate-limit';
import { presentOwnCompany } from './employer-presenter';
import { loadOwnCompany, membershipOf, readCompanyLogo, saveCompanyFile, saveCompanyLogo } from './onboarding';
import { companyOf } from './policy';

const mbOf = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The multipart `file` part (and the form's other fields), whole, or 4013 over `maxBytes`. */
async function readUpload(request: FastifyRequest, maxBytes: number, typeKey: string) {
  if (!request.isMultipart()) throw new AppError(ERROR_CODES.unsupportedMedia, typeKey);
  const part = await request.file();
  if (part?.fieldname !== 'file') {
    throw new AppError(ERROR_CODES.validation, undefined, {
      fields: { file: translate(request.locale, 'server.account.fileMissing') },
    });
  }
  const tooLarge = () =>
    new AppError(ERROR_CODES.payloadTooLarge, 'server.company.fileTooLarge', null, { mb: mbOf(maxBytes) });
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (part.file.truncated || bytes.length > maxBytes) throw tooLarge();
  const fields = part.fields as Record<string, { value?: unknown } | undefined>;
  return { bytes, filename: part.filename ?? '', kind: fields.kind?.value };
}

const logoParams = z.object({ file_id: z.string().regex(/^[\w-]{1,64}$/) });

/** Uploads of the employer side, in their own context so the multipart parser exists only here. */
export async function registerCompanyUploadRoutes(api: FastifyInstance) {
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_LIMITS.licenseBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    });
    const db = () => scope.database.db;

    defineRawCall(
      scope,
      {
        method: 'POST',
        path: '/company/uploadCompanyFile',
        summary:
          'Upload a business licence or certificate: multipart `file` (JPG, PNG or PDF, checked by content, at most 20 MB) and `kind` (license | certificate)',
        description: `Answers the file_id for submitLicense or insCertificate. 4013 over ${mbOf(UPLOAD_LIMITS.licenseBytes)} MB; 4015 not a whole JPG, PNG or PDF; 4001; ${rateText(REQUEST_LIMITS.companyUploadPerIp)} per IP.`,
        consumes: ['multipart/form-data'],
        data: uploadCompanyFileData,
        rateLimit: perRequest(REQUEST_LIMITS.companyUploadPerIp),
      },
      async ({ request }) => {
        const me = requireUser(request);
        const upload = await readUpload(request, UPLOAD_LIMITS.licenseBytes, 'server.company.documentType');
        const kind = upload.kind === 'certificate' ? 'certificate' : 'license';
        return saveCompanyFile(db(), scope.env.DATA_DIR, me.user_id, kind, upload);
      },
    );

    defineRawCall(
      scope,
      {
        method: 'POST',
        path: '/company/uploadCompanyLogo',
        summary: "The company's logo: multipart `file`, JPG or PNG (checked by content), at most 2 MB, as avatars",
        description: `Re-encoded (at most 512 px, no metadata). 4013 over ${mbOf(UPLOAD_LIMITS.imageBytes)} MB; 4015; 4004 without a company the user administers; 4001.`,
        consumes: ['multipart/form-data'],
        data: uploadCompanyLogoData,
        rateLimit: perRequest(REQUEST_LIMITS.companyUploadPerIp),
      },
      async ({ request }) => {
        const me = requireUser(request);
        const { active } = await membershipOf(db(), me.user_id);
        const company = await authorize(
          me,
          'change',
          companyOf(db(), active ? { company_id: active.company_id } : null),
        );
        const upload = await readUpload(request, UPLOAD_LIMITS.imageBytes, 'server.account.imageType');
        await saveCompanyLogo(db(), scope.env.DATA_DIR, me.user_id, company.company_id, upload);
        return presentOwnCompany((await loadOwnCompany(db(), company.company_id))!, request.locale);
      },
    );

    defineFileRoute(
      scope,
      {
        method: 'GET',
        path: '/company/logo/:file_id',
        summary: "A company's logo (image/jpeg or image/png, inline, nosniff); public like company pages",
        params: logoParams,
      },
      async ({ request, reply }) => {
        const { file_id } = request.params as z.output<typeof logoParams>;
        const { mime, data } = await readCompanyLogo(db(), scope.env.DATA_DIR, file_id);
        return reply
          .type(mime)
          .header('content-disposition', `inline; filename="logo.${mime === 'image/png' ? 'png' : 'jpg'}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'public, max-age=86400')
          .send(data);
      },
    );
  });
}
