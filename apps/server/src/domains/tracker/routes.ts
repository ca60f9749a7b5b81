import {
  getApplicationsBody,
  getApplicationsData,
  getResumeMatchBody,
  getResumeMatchData,
  getSavedJobsBody,
  getSavedJobsData,
  resumeMatch,
} from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { requireUser } from '../../plugins/auth';
import { presentSavedJob, presentTrackedApplication } from './presenter';
import { listApplications, listSavedJobs, loadMatchCandidate, loadMatchJob } from './service';

/**
 * The job tracker (/tracker): job/getApplications, job/getSavedJobs and
 * job/getResumeMatch. Each answers only about the session's user, so no id
 * of another user's row is ever taken.
 */
export async function trackerRoutes(api: FastifyInstance) {
  const db = () => api.database.db;

  defineCall(
    api,
    {
      path: '/job/getApplications',
      body: getApplicationsBody,
      data: getApplicationsData,
      summary: "The user's applications (optionally in one status), with their history and jobs",
      description: 'Most recently updated first; history oldest first. 4001.',
      pageRead: true,
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      const { rows, history } = await listApplications(db(), me.user_id, input.status);
      return {
        list: rows.map((row) => presentTrackedApplication(row, history.get(row.application_id), request.locale)),
      };
    },
  );

  defineCall(
    api,
    {
      path: '/job/getSavedJobs',
      body: getSavedJobsBody,
      data: getSavedJobsData,
      summary: "The user's saved jobs with their status (open or closed)",
      description: 'Most recently saved first. 4001.',
      pageRead: true,
    },
    async ({ request }) => {
      const me = requireUser(request);
      return { list: (await listSavedJobs(db(), me.user_id)).map((row) => presentSavedJob(row, request.locale)) };
    },
  );

  defineCall(
    api,
    {
      path: '/job/getResumeMatch',
      body: getResumeMatchBody,
      data: getResumeMatchData,
      summary:
        "How well the user's resume matches a job: percent and parts (skills, seniority, location, salary, language)",
      description: 'The shared rule resumeMatch (packages/shared/src/rules/resume-match.ts). 4004 unknown job; 4001.',
      pageRead: true,
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      const [candidate, job] = await Promise.all([
        loadMatchCandidate(db(), me.user_id),
        loadMatchJob(db(), input.job_id),
      ]);
      return resumeMatch(candidate, job);
    },
  );
}
