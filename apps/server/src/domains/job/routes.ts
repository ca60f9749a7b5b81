import {
  addQuestionBody,
  applyJobBody,
  applyJobData,
  delQuestionBody,
  delQuestionData,
  formatCreateTime,
  getJobInfoBody,
  getJobQuestionsBody,
  getJobQuestionsData,
  getSimilarJobListBody,
  getSimilarJobListData,
  JOB_SEARCH_EXACT_COUNT,
  JOB_SEARCH_RESULT_WINDOW,
  jobDetail,
  jobQuestion,
  queryTokens,
  type SearchJobListInput,
  SIMILAR_JOBS,
  saveJobBody,
  saveJobData,
  searchJobListBody,
  searchJobListData,
  thumbQuestionBody,
  thumbQuestionData,
} from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SEARCH_CACHE_MS } from '../../env';
import { defineCall } from '../../lib/call';
import { REQUEST_LIMITS } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { perRequest } from '../../plugins/rate-limit';
import { presentJobDetail, presentJobListItem, presentQuestion } from './presenter';
import { ResultCache } from './result-cache';
import { type JobSearchResult, type JobSearchRow, searchJobs } from './search';
import {
  addQuestion,
  applyToJob,
  deleteQuestion,
  findJobDetail,
  findSimilarJobs,
  jobNotFound,
  listQuestions,
  setJobSaved,
  thumbQuestion,
  viewerState,
} from './service';

/**
 * The cache key of a search: its tokens rather than its text, so "Java  工程师"
 * and "java 工程师" share an answer; the language is not part of it (rows
 * carry both languages, the presenter picks one).
 */
export function searchKey(input: SearchJobListInput): string {
  const { keyword, ...rest } = input;
  return JSON.stringify({
    ...rest,
    keyword: keyword === undefined ? undefined : queryTokens(keyword),
    sort: input.sort === 'relevance' && keyword !== undefined ? 'relevance' : 'date',
  });
}

export async function jobRoutes(api: FastifyInstance) {
  const ttl = api.env.SEARCH_CACHE_MS;
  const searches = new ResultCache<JobSearchResult>(ttl);
  const similar = new ResultCache<JobSearchRow[]>(ttl);
  // A posted, edited or closed job shows in search at once (decision 0022).
  api.jobWrites.subscribe(() => {
    searches.clear();
    similar.clear();
  });
  const db = () => api.database.db;

  defineCall(
    api,
    {
      path: '/job/searchJobList',
      body: searchJobListBody,
      data: searchJobListData,
      summary: 'Search open jobs: keyword (Chinese or English), location, type, industry, seniority, salary, company',
      description: `Relevance ranks jobs whose position, brand, skills or city hold the keyword first. \`total\` is at most ${JOB_SEARCH_RESULT_WINDOW.toLocaleString('en')} (deeper pages are empty); with a keyword or filters (other than a company alone) it is exact up to ${JOB_SEARCH_EXACT_COUNT} matches and an estimate past that (\`total_exact: false\`); every open job, or a company's, is counted exactly. Answers may be up to twice SEARCH_CACHE_MS (${DEFAULT_SEARCH_CACHE_MS / 1000} s unless set) old when another instance changed the jobs.`,
      pageRead: true,
    },
    async ({ input, request }) => {
      const { rows, total, exact, page, size } = await searches.get(searchKey(input), () => searchJobs(db(), input));
      return {
        list: rows.map((row) => presentJobListItem(row, request.locale)),
        total,
        total_exact: exact,
        page,
        size,
      };
    },
  );

  defineCall(
    api,
    {
      path: '/job/getJobInfoByJobID',
      body: getJobInfoBody,
      data: jobDetail,
      summary: "A job's page: details, company, recruiter (with presence), the reader's saved/applied state",
      description:
        'Closed jobs are answered with status "closed". For a signed-in reader the view is recorded (recent views); `user_id` is ignored unless it is the session\'s user.',
      pageRead: true,
    },
    async ({ input, request }) => {
      const row = await findJobDetail(db(), request.user, input.job_id);
      if (!row) throw jobNotFound();
      // Counted in memory, written with others in one statement a moment later (decision 0040).
      api.jobViews.add(row.job_id);
      const user = request.user;
      let viewer = null;
      if (user) {
        viewer = await viewerState(db(), user, row);
        api.jobViews.addReader(user.user_id, row.job_id);
      }
      const recruiterOnline = row.recruiter_id !== null && (await api.presence.isOnline(row.recruiter_id));
      return presentJobDetail(row, request.locale, { viewer, recruiterOnline });
    },
  );

  defineCall(
    api,
    {
      path: '/job/getSimilarJobList',
      body: getSimilarJobListBody,
      data: getSimilarJobListData,
      summary: 'Open jobs like this one (same title words and industry), newest first',
      pageRead: true,
    },
    async ({ input, request }) => {
      const size = input.size ?? SIMILAR_JOBS.default;
      const rows = await similar.get(`${input.job_id}:${size}`, () => findSimilarJobs(db(), input.job_id, size));
      return rows.map((row) => presentJobListItem(row, request.locale));
    },
  );

  defineCall(
    api,
    {
      path: '/job/saveJob',
      body: saveJobBody,
      data: saveJobData,
      summary: 'Save (saved=true, the default) or unsave (saved=false) a job',
      rateLimit: perRequest(REQUEST_LIMITS.saveJobPerIp),
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      return { saved: await setJobSaved(db(), user.user_id, input.job_id, input.saved ?? true) };
    },
  );

  defineCall(
    api,
    {
      path: '/job/applyJob',
      body: applyJobBody,
      data: applyJobData,
      summary: 'Apply to an open job (verified e-mail and profile strength >= 60 % required)',
      description:
        '4003 with data { reason: "email" } when the e-mail is not verified, { reason: "strength", percent } when the profile is below 60 %, or { reason: "member" } for a member of the job\'s company; 4009 when already applied; 4004 unknown or closed job.',
      rateLimit: perRequest(REQUEST_LIMITS.applyJobPerIp),
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      const created = await applyToJob(db(), user, input.job_id);
      return {
        application_id: created.application_id,
        status: 1 as const,
        create_time: formatCreateTime(created.created_at),
      };
    },
  );

  defineCall(
    api,
    {
      path: '/job/getJobQuestions',
      body: getJobQuestionsBody,
      data: getJobQuestionsData,
      summary: "A job's questions, newest first, with their answers",
      pageRead: true,
    },
    async ({ input, request }) => {
      const viewerId = request.user?.user_id ?? null;
      const { questions, answers, total } = await listQuestions(
        db(),
        input.job_id,
        viewerId,
        input.page ?? 1,
        input.size,
      );
      const byParent = new Map<number, typeof answers>();
      for (const answer of answers) {
        const list = byParent.get(answer.parent_id as number) ?? [];
        list.push(answer);
        byParent.set(answer.parent_id as number, list);
      }
      return {
        list: questions.map((question) =>
          presentQuestion(question, viewerId, byParent.get(question.question_id) ?? []),
        ),
        total,
      };
    },
  );

  defineCall(
    api,
    {
      path: '/job/addQuestion',
      body: addQuestionBody,
      data: jobQuestion,
      summary: 'Ask a question about a job, or answer one (parent_id)',
      rateLimit: perRequest(REQUEST_LIMITS.addQuestionPerIp),
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      const row = await addQuestion(db(), user.user_id, input);
      return presentQuestion(row, user.user_id);
    },
  );

  defineCall(
    api,
    {
      path: '/job/delQuestion',
      body: delQuestionBody,
      data: delQuestionData,
      summary: 'Delete your own question (with its answers) or answer',
      rateLimit: perRequest(REQUEST_LIMITS.delQuestionPerIp),
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      await deleteQuestion(db(), user, input.question_id);
      return null;
    },
  );

  defineCall(
    api,
    {
      path: '/job/thumbQuestion',
      body: thumbQuestionBody,
      data: thumbQuestionData,
      summary: 'Thumb a question up (once per user; a repeat changes nothing)',
      rateLimit: perRequest(REQUEST_LIMITS.thumbQuestionPerIp),
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      return { thumbs: await thumbQuestion(db(), user.user_id, input.question_id), thumbed: true as const };
    },
  );
}
