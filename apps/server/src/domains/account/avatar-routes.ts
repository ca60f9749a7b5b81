import multipart from '@fastify/multipart';
import { AppError, avatarParams, ERROR_CODES, translate, UPLOAD_LIMITS, uploadAvatarData } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { defineFileRoute, defineRawCall } from '../../lib/raw-call';
import { requireUser } from '../../plugins/auth';
import { readAvatar, saveAvatar } from './avatar';
import { userInfoOf } from './user-info';

const MB = Math.round(UPLOAD_LIMITS.imageBytes / (1024 * 1024));
const tooLarge = () => new AppError(ERROR_CODES.payloadTooLarge, 'server.account.imageTooLarge', null, { mb: MB });

/**
 * POST /api/account/uploadAvatar (multipart `file`) and
 * GET /api/account/avatar/:file_id, in their own context so the multipart
 * parser exists only here.
 */
export async function registerAvatarRoutes(api: FastifyInstance) {
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: UPLOAD_LIMITS.imageBytes,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 50,
      },
    });

    defineRawCall(
      scope,
      {
        method: 'POST',
        path: '/account/uploadAvatar',
        summary: 'Upload a profile photo: multipart `file`, JPG or PNG (checked by content), at most 2 MB',
        description:
          'The image is decoded and re-encoded (metadata stripped, at most 512 px). 4013 over 2 MB; 4015 not a JPG/PNG or unreadable; 4001.',
        consumes: ['multipart/form-data'],
        data: uploadAvatarData,
      },
      async ({ request }) => {
        const me = requireUser(request);
        if (!request.isMultipart()) throw new AppError(ERROR_CODES.unsupportedMedia, 'server.account.imageType');
        const part = await request.file();
        if (part?.fieldname !== 'file') {
          throw new AppError(ERROR_CODES.validation, undefined, {
            fields: { file: translate(request.locale, 'server.account.fileMissing') },
          });
        }
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw error;
        }
        if (part.file.truncated || bytes.length > UPLOAD_LIMITS.imageBytes) throw tooLarge();
        await saveAvatar(request.server.database.db, request.server.env.DATA_DIR, me.user_id, {
          bytes,
          filename: part.filename ?? '',
        });
        return userInfoOf(request.server.database.db, me.user_id);
      },
    );

    defineFileRoute(
      scope,
      {
        method: 'GET',
        path: '/account/avatar/:file_id',
        summary: 'A profile photo (image/jpeg or image/png, inline, nosniff)',
        params: avatarParams,
      },
      async ({ request, reply }) => {
        const { file_id } = request.params as z.output<typeof avatarParams>;
        const { mime, data } = await readAvatar(request.server.database.db, request.server.env.DATA_DIR, file_id);
        const extension = mime === 'image/png' ? 'png' : 'jpg';
        return reply
          .type(mime)
          .header('content-disposition', `inline; filename="avatar.${extension}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=86400')
          .header('cross-origin-resource-policy', 'same-origin')
          .send(data);
      },
    );
  });
}
