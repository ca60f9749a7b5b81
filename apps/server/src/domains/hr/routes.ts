import {
  APPLICANTS_PAGE_SIZE,
  addApplicationNoteBody,
  answerQuestionBody,
  answerQuestionData,
  applicationNote,
  createJobBody,
  editJobBody,
  getApplicantListBody,
  getApplicantListData,
  getApplicationNotesBody,
  getApplicationNotesData,
  getHrContextBody,
  getHrContextData,
  getPostJobListBody,
  getPostJobListData,
  PAGE_SIZE,
  postedJob,
  postedJobBody,
  postedJobInfo,
  updApplicationStatusBody,
  updApplicationStatusData,
} from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { REQUEST_LIMITS } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { perRequest } from '../../plugins/rate-limit';
import { presentQuestion } from '../job/presenter';
import { questionById } from '../job/service';
import { presentApplicant, presentNote, presentPostedJob, presentPostedJobInfo, suspendReasonOf } from './presenter';
import {
  addNote,
  answerAsCompany,
  changeApplicationStatus,
  closeJob,
  createJob,
  duplicateJob,
  editJob,
  findPostedJob,
  listApplicants,
  listNotes,
  listPostedJobs,
  matchScores,
  reopenJob,
  requireMembership,
  unreadChatOf,
} from './service';
import { applicationStatusMail } from './status-mail';

/**
 * The HR system's calls (decision 0022), under /api/job/ as the spec names
 * getPostJobList. Each needs a session (4001) and acts only on the jobs and
 * applications of a company the user is an active member of (4004 for
 * anything else, job/policy.ts).
 */
export async function hrRoutes(api: FastifyInstance) {
  const db = () => api.database.db;
  const jobWritten = () => api.jobWrites.notify();
  const NEEDS_MEMBER = "4001 without a session; 4004 when the user is not an active member of the job's company.";

  defineCall(
    api,
    {
      path: '/job/getHrContext',
      body: getHrContextBody,
      data: getHrContextData,
      summary: "The HR system's company (the user's active membership) and its unread chat count",
      description: '4004 when the user is not an active member of any company.',
      pageRead: true,
    },
    async ({ request }) => {
      const user = requireUser(request);
      const membership = await requireMembership(db(), user);
      return {
        company_id: membership.company_id,
        brand_name: membership.brand_name,
        eng_brand_name: membership.eng_brand_name,
        role: membership.role,
        verified: membership.verification_status === 'approved',
        verification_status: membership.verification_status,
        suspend_reason: membership.suspended_at ? suspendReasonOf(membership.suspend_reason) : null,
        unread_chat: await unreadChatOf(db(), membership.company_id),
      };
    },
  );

  defineCall(
    api,
    {
      path: '/job/getPostJobList',
      body: getPostJobListBody,
      data: getPostJobListData,
      summary: "The jobs of the user's company, newest first, with apply, question and message counts and views",
      description: "`user_id` is ignored: the company is the session user's. 4004 when the user has no company.",
      pageRead: true,
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      const membership = await requireMembership(db(), user);
      const page = input.page ?? 1;
      const size = input.size ?? PAGE_SIZE.default;
      const { rows, total } = await listPostedJobs(db(), membership.company_id, page, size);
      return { list: rows.map((row) => presentPostedJob(row, request.locale)), total, page, size };
    },
  );

  defineCall(
    api,
    {
      path: '/job/getPostJobInfo',
      body: postedJobBody,
      data: postedJobInfo,
      summary: "A job's own fields in both languages, with its counts (the edit form)",
      description: NEEDS_MEMBER,
      pageRead: true,
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      return presentPostedJobInfo(await findPostedJob(db(), user, input.job_id), request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/job/createJob',
      body: createJobBody,
      data: postedJob,
      summary: "Post a job for the user's company (open at once; unverified while the company is under review)",
      description:
        'Config values, city and skills must exist (4000 with the field). Found by search at once. 4004 when the user has no company.',
      rateLimit: perRequest(REQUEST_LIMITS.jobWritePerIp),
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      const row = await createJob(db(), user, input, request.locale);
      jobWritten();
      return presentPostedJob(row, request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/job/editJob',
      body: editJobBody,
      data: postedJob,
      summary: "Change a job's fields (its search entry follows at once)",
      description: NEEDS_MEMBER,
      rateLimit: perRequest(REQUEST_LIMITS.jobWritePerIp),
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      const { job_id, ...fields } = input;
      const row = await editJob(db(), user, job_id, fields, request.locale);
      jobWritten();
      return presentPostedJob(row, request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/job/closeJob',
      body: postedJobBody,
      data: postedJob,
      summary: 'Close a job (it leaves search); closing a closed job changes nothing',
      description: `${NEEDS_MEMBER} 4009 for a job the platform suspended.`,
      rateLimit: perRequest(REQUEST_LIMITS.jobWritePerIp),
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      const row = await closeJob(db(), user, input.job_id);
      jobWritten();
      return presentPostedJob(row, request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/job/reopenJob',
      body: postedJobBody,
      data: postedJob,
      summary: 'Reopen a closed job, or publish a draft',
      description: `${NEEDS_MEMBER} 4009 for a job the platform suspended, or one whose apply-by date has passed.`,
      rateLimit: perRequest(REQUEST_LIMITS.jobWritePerIp),
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      const row = await reopenJob(db(), user, input.job_id);
      jobWritten();
      return presentPostedJob(row, request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/job/duplicateJob',
      body: postedJobBody,
      data: postedJob,
      summary: 'Copy a job as a new draft of the same company (publish it with reopenJob)',
      description: NEEDS_MEMBER,
      rateLimit: perRequest(REQUEST_LIMITS.jobWritePerIp),
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      return presentPostedJob(await duplicateJob(db(), user, input.job_id), request.locale);
    },
  );

  defineCall(
    api,
    {
      path: '/job/getApplicantList',
      body: getApplicantListBody,
      data: getApplicantListData,
      summary:
        "Applicants to one job (job_id) or to all the company's jobs, newest first, by status, with a match score",
      description: `${NEEDS_MEMBER} \`counts\` holds the applications of each status in the same scope.`,
      pageRead: true,
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      const page = input.page ?? 1;
      const size = input.size ?? APPLICANTS_PAGE_SIZE.default;
      const { rows, total, counts } = await listApplicants(db(), user, { ...input, page, size });
      const scores = await matchScores(db(), rows);
      return {
        list: rows.map((row) => presentApplicant(row, request.locale, scores.get(row.application_id) ?? 0)),
        total,
        page,
        size,
        counts,
      };
    },
  );

  defineCall(
    api,
    {
      path: '/job/updApplicationStatus',
      body: updApplicationStatusBody,
      data: updApplicationStatusData,
      summary: 'Move one application or many to a status (all or nothing); the candidates are told',
      description:
        "Every id must be an application to a job of a company the user is an active member of, or nothing changes (4004). Each change writes the status history and a system message (apply_status, in the candidate's language), and an e-mail when the candidate's settings allow.",
      rateLimit: perRequest(REQUEST_LIMITS.applicationStatusPerIp),
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      const { list, mails, notified } = await changeApplicationStatus(db(), user, input.application_ids, input.status);
      for (const userId of notified) {
        void api.hub
          .sendToUser(userId, { type: 'system_message', message_type: 'apply_status' })
          .catch((error: unknown) => request.log.warn({ err: error }, 'apply status: live notice failed'));
      }
      const origin = api.env.SITE_ORIGIN;
      for (const mail of mails) {
        const content = applicationStatusMail(mail.locale, {
          ...mail,
          trackerUrl: `${origin}/tracker?lang=${mail.locale}`,
          settingsUrl: `${origin}/setting?lang=${mail.locale}`,
        });
        void api.providers.mailer
          .send({ to: mail.to, ...content })
          .catch((error: unknown) => request.log.warn({ err: error }, 'apply status: e-mail failed'));
      }
      return { list };
    },
  );

  defineCall(
    api,
    {
      path: '/job/getApplicationNotes',
      body: getApplicationNotesBody,
      data: getApplicationNotesData,
      summary: "The company's notes on an application, newest first (never shown to the candidate)",
      description: NEEDS_MEMBER,
      pageRead: true,
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      return { list: (await listNotes(db(), user, input.application_id)).map(presentNote) };
    },
  );

  defineCall(
    api,
    {
      path: '/job/addApplicationNote',
      body: addApplicationNoteBody,
      data: applicationNote,
      summary: 'Add a note to an application, visible only to the company',
      description: NEEDS_MEMBER,
      rateLimit: perRequest(REQUEST_LIMITS.applicationNotePerIp),
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      return presentNote(await addNote(db(), user, input.application_id, input.content));
    },
  );

  defineCall(
    api,
    {
      path: '/job/answerQuestion',
      body: answerQuestionBody,
      data: answerQuestionData,
      summary: "Answer a question about one of the company's jobs, marked as the company's answer",
      description: '4004 when the question is unknown, an answer, or about a job of another company.',
      rateLimit: perRequest(REQUEST_LIMITS.answerQuestionPerIp),
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      const id = await answerAsCompany(db(), user, input.question_id, input.content);
      const row = await questionById(db(), id, user.user_id);
      if (!row) throw new Error('answer vanished');
      return presentQuestion(row, user.user_id);
    },
  );
}
