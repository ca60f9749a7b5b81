import { createReadStream } from 'node:fs';
import {
  chatReport,
  closeChatReportBody,
  decideCertificateBody,
  decideCompanyBody,
  getAuditLogBody,
  getAuditLogData,
  getChatReportsBody,
  getChatReportsData,
  getQueueBody,
  getQueueData,
  getReviewStatusBody,
  getReviewStatusData,
  liftCompanyBody,
  liftJobBody,
  reviewCertificate,
  reviewCompany,
  reviewCompanyBody,
  reviewFileParams,
  reviewJob,
  suspendCompanyBody,
  suspendJobBody,
} from '@jobbridge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authorize } from '../../lib/authorize';
import { defineCall } from '../../lib/call';
import { defineFileRoute } from '../../lib/raw-call';
import { setFileHeaders } from '../../lib/uploads';
import { requireUser } from '../../plugins/auth';
import { closeChatReport, listChatReports } from './chat-reports';
import { openReviewFile } from './files';
import { companyReviewOf, reviewConsole } from './policy';
import {
  presentAuditEntry,
  presentReviewCertificate,
  presentReviewCompany,
  presentReviewJob,
  presentReviewStatus,
} from './presenter';
import {
  companyRef,
  decideCertificate,
  decideCompany,
  decideLicense,
  liftCompany,
  liftJob,
  listAuditLog,
  loadQueue,
  loadReviewCompany,
  reviewStatusOf,
  suspendCompany,
  suspendJob,
} from './service';

const ADMIN_ONLY =
  'Platform administrators only; 4004 for anyone else, visitors included (the console is not revealed).';

/** /api/review/...: the platform administrator's console (decision 0023). */
export async function reviewRoutes(api: FastifyInstance) {
  const db = () => api.database.db;
  /** The platform admin asking, or the console's 4004. */
  const admin = async (request: FastifyRequest) => {
    await authorize(request.user, 'review', reviewConsole(db(), {}));
    return request.user!;
  };

  defineCall(
    api,
    {
      path: '/review/getQueue',
      body: getQueueBody,
      data: getQueueData,
      summary: "What waits for review, oldest first: companies' info, licences, certificates",
      description: ADMIN_ONLY,
    },
    async ({ request }) => {
      await admin(request);
      const queue = await loadQueue(db());
      return {
        companies: queue.companies.map((row) => presentReviewCompany(row, request.locale)),
        licenses: queue.licenses.map((row) => presentReviewCompany(row, request.locale)),
        certificates: queue.certificates.map((row) => presentReviewCertificate(row, request.locale)),
      };
    },
  );

  defineCall(
    api,
    {
      path: '/review/getChatReports',
      body: getChatReportsBody,
      data: getChatReportsData,
      summary: 'Reported chat conversations, open or closed, newest first, each with its last messages',
      description: `status open (the default) | closed; page (from 1) and size (default 20, at most 50). ${ADMIN_ONLY}`,
    },
    async ({ input, request }) => {
      await admin(request);
      return listChatReports(db(), request.locale, input);
    },
  );

  defineCall(
    api,
    {
      path: '/review/closeChatReport',
      body: closeChatReportBody,
      data: chatReport,
      summary: 'Close a chat report with an outcome (dismissed or upheld), written to the audit log',
      description: `outcome dismissed | upheld; note optional (the audit log's only). ${ADMIN_ONLY} 4004 for an unknown report; 4009 when it is already closed.`,
    },
    async ({ input, request }) => {
      const user = await admin(request);
      return closeChatReport(db(), request.locale, user.user_id, input.report_id, input);
    },
  );

  defineCall(
    api,
    {
      path: '/review/getCompany',
      body: reviewCompanyBody,
      data: reviewCompany,
      summary: 'One company as the reviewer sees it (any status, suspended included)',
      description: `${ADMIN_ONLY} 4004 for an unknown company.`,
    },
    async ({ input, request }) => {
      await admin(request);
      return presentReviewCompany(await loadReviewCompany(db(), input.company_id), request.locale);
    },
  );

  const decision =
    'decision approve|reject; reason (required to reject: unreadable, nameMismatch, invalidCreditCode, unverifiable, other) and an optional note the employer reads. ';
  defineCall(
    api,
    {
      path: '/review/decideCompany',
      body: decideCompanyBody,
      data: reviewCompany,
      summary: "Approve or reject a company's pending info (written to the audit log)",
      description: `${decision}4009 when not pending. ${ADMIN_ONLY}`,
    },
    async ({ input, request }) => {
      const me = await admin(request);
      const row = await decideCompany(db(), me.user_id, input.company_id, input);
      return presentReviewCompany(row, request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/review/decideLicense',
      body: decideCompanyBody,
      data: reviewCompany,
      summary: "Approve or reject a company's pending business licence (written to the audit log)",
      description: `${decision}4009 when not pending. ${ADMIN_ONLY}`,
    },
    async ({ input, request }) => {
      const me = await admin(request);
      const row = await decideLicense(db(), me.user_id, input.company_id, input);
      return presentReviewCompany(row, request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/review/decideCertificate',
      body: decideCertificateBody,
      data: reviewCertificate,
      summary: 'Approve or reject a pending certificate (written to the audit log)',
      description: `${decision}4009 when not pending. ${ADMIN_ONLY}`,
    },
    async ({ input, request }) => {
      const me = await admin(request);
      const row = await decideCertificate(db(), me.user_id, input.certificate_id, input);
      return presentReviewCertificate(row, request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/review/suspendCompany',
      body: suspendCompanyBody,
      data: reviewCompany,
      summary: 'Suspend a company: its page answers not found, its jobs leave search (written to the audit log)',
      description: `reason: fraud, misleading, complaints, other; optional note. 4009 when already suspended. ${ADMIN_ONLY}`,
    },
    async ({ input, request }) => {
      const me = await admin(request);
      const row = await suspendCompany(db(), me.user_id, input.company_id, input);
      return presentReviewCompany(row, request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/review/liftCompany',
      body: liftCompanyBody,
      data: reviewCompany,
      summary: "Lift a company's suspension; its jobs return as they were (written to the audit log)",
      description: `4009 when not suspended. ${ADMIN_ONLY}`,
    },
    async ({ input, request }) => {
      const me = await admin(request);
      const row = await liftCompany(db(), me.user_id, input.company_id, input);
      return presentReviewCompany(row, request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/review/suspendJob',
      body: suspendJobBody,
      data: reviewJob,
      summary: 'Suspend one published job: it leaves search, its page answers not found (written to the audit log)',
      description: `reason: fraud, misleading, complaints, other; optional note. 4009 when already suspended or a draft. ${ADMIN_ONLY}`,
    },
    async ({ input, request }) => {
      const me = await admin(request);
      return presentReviewJob(await suspendJob(db(), me.user_id, input.job_id, input), request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/review/liftJob',
      body: liftJobBody,
      data: reviewJob,
      summary: "Lift a job's own suspension: open again, or closed when past its apply-by date",
      description: `4009 when the job is not suspended on its own, or its company is suspended. ${ADMIN_ONLY}`,
    },
    async ({ input, request }) => {
      const me = await admin(request);
      return presentReviewJob(await liftJob(db(), me.user_id, input.job_id, input), request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/review/getAuditLog',
      body: getAuditLogBody,
      data: getAuditLogData,
      summary: 'Every platform administrator action, newest first',
      description: ADMIN_ONLY,
    },
    async ({ input, request }) => {
      await admin(request);
      const { rows, total, page, size } = await listAuditLog(db(), input);
      return { list: rows.map((row) => presentAuditEntry(row, request.locale)), total, page, size };
    },
  );

  defineCall(
    api,
    {
      path: '/review/getReviewStatus',
      body: getReviewStatusBody,
      data: getReviewStatusData,
      summary: "A company's review outcome: statuses, and each refusal's reason in the request's language and note",
      description: "For the company's active members and platform administrators; 4004 for anyone else; 4001.",
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await authorize(me, 'read', companyReviewOf(db(), await companyRef(db(), input.company_id)));
      return presentReviewStatus(await reviewStatusOf(db(), input.company_id), request.locale);
    },
  );

  defineFileRoute(
    api,
    {
      method: 'GET',
      path: '/review/file/:file_id',
      summary: 'A licence or certificate file (inline, nosniff)',
      description: "For platform administrators and the company's active members; 4004 for anyone else; 4001.",
      params: reviewFileParams,
    },
    async ({ request, reply }) => {
      const viewer = requireUser(request);
      const { file_id } = request.params as z.output<typeof reviewFileParams>;
      const file = await openReviewFile(db(), api.env.DATA_DIR, viewer, file_id);
      return setFileHeaders(reply, {
        mime: file.mime,
        fileName: file.fileName,
        disposition: 'inline',
        size: file.size,
      }).send(createReadStream(file.path));
    },
  );
}
