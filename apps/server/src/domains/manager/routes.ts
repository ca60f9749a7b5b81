import {
  AppError,
  addFileReadBody,
  addFileReadData,
  ERROR_CODES,
  getFileReadBody,
  getFileReadData,
  getSettingBody,
  getSettingData,
  guideByFileKey,
  guidePdfParams,
  guidePdfQuery,
  updSettingBody,
  updSettingData,
} from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { defineCall } from '../../lib/call';
import { defineFileRoute } from '../../lib/raw-call';
import { setFileHeaders } from '../../lib/uploads';
import { REQUEST_LIMITS, rateText } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { perRequest } from '../../plugins/rate-limit';
import { listFileReads, loadSettings, markFileRead, updateSettings } from './service';

/**
 * /api/manager/...: the user's settings and guide reads, each acting on the
 * session's user only; and the guide documents as PDF, public like their pages.
 */
export async function managerRoutes(api: FastifyInstance) {
  const db = () => api.database.db;

  defineCall(
    api,
    {
      path: '/manager/getSetting',
      body: getSettingBody,
      data: getSettingData,
      summary: "The user's settings: alert and chat e-mails, profile visibility, language",
      pageRead: true,
    },
    async ({ request }) => loadSettings(db(), requireUser(request).user_id, request.locale),
  );

  defineCall(
    api,
    {
      path: '/manager/updSetting',
      body: updSettingBody,
      data: updSettingData,
      summary: 'Change any of the settings (the others stay)',
      description:
        'alert_email, chat_email: true/false; profile_visibility: private | applied | public (who may read the resume); language: en | zh (e-mails and system messages). 4000; 4001.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await updateSettings(db(), me.user_id, input);
      return loadSettings(db(), me.user_id, request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/manager/addFileRead',
      body: addFileReadBody,
      data: addFileReadData,
      summary: 'Mark a guide document (file10000..file10007) read',
      rateLimit: perRequest(REQUEST_LIMITS.addFileReadPerIp),
    },
    async ({ input, request }) => {
      await markFileRead(db(), requireUser(request).user_id, input.file_key);
      return { read: true as const };
    },
  );

  defineCall(
    api,
    {
      path: '/manager/getFileRead',
      body: getFileReadBody,
      data: getFileReadData,
      summary: 'The guide documents the user read',
    },
    async ({ request }) => ({ files: await listFileReads(db(), requireUser(request).user_id) }),
  );

  defineFileRoute(
    api,
    {
      method: 'GET',
      path: '/manager/guidePdf/:file',
      summary: 'A guide document (file10000..file10007) as an A4 PDF, in lang (default: the request’s)',
      description:
        'application/pdf, Content-Disposition: attachment, Content-Length. Public, like the guide pages. 4004 for an unknown file; 4000 for another lang; ' +
        `4029 (${rateText(REQUEST_LIMITS.guidePdfPerIp)}).`,
      params: guidePdfParams,
      querystring: guidePdfQuery,
      produces: ['application/pdf'],
      rateLimit: perRequest(REQUEST_LIMITS.guidePdfPerIp),
    },
    async ({ request, reply }) => {
      const { file } = request.params as z.output<typeof guidePdfParams>;
      const guide = guideByFileKey(file);
      if (!guide) throw new AppError(ERROR_CODES.notFound, 'server.guide.notFound');
      const locale = (request.query as z.output<typeof guidePdfQuery>).lang ?? request.locale;
      // The PDF renderer loads on first use (decision 0048).
      const { renderGuidePdf } = await import('./guide-pdf');
      const pdf = await renderGuidePdf(guide, locale);
      return setFileHeaders(reply, {
        mime: 'application/pdf',
        fileName: `JobBridge-${guide.slug}-${locale}.pdf`,
        disposition: 'attachment',
        size: pdf.length,
      }).send(pdf);
    },
  );
}
