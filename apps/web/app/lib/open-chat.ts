import type { RouterContextProvider } from 'react-router';
import { apiContext } from '../api/context';
import { NO_LABEL_LISTS, toJobDetailView } from './job-view';
import { getConfig, getLocale } from './request-context';

/** The conversation `?job_id=` (and `&with=`) names, or why it cannot open; null when none is asked for. */
export async function openConversation(context: Readonly<RouterContextProvider>, me: number, params: URLSearchParams) {
  const jobId = idParam(params.get('job_id'));
  if (jobId === null) return null;
  const api = context.get(apiContext);
  const [detail, config] = await Promise.all([api.getJobInfoByJobID({ job_id: jobId }), getConfig(context)]);
  if (!detail.success) return { problem: 'notFound' as const };
  const view = toJobDetailView(
    detail.data,
    getLocale(context),
    config.success ? config.data : NO_LABEL_LISTS,
    new Date(),
  );
  const counterpartId = idParam(params.get('with')) ?? detail.data.recruiter?.user_id ?? null;
  if (counterpartId === null || counterpartId === me) return { problem: 'noRecruiter' as const };
  const messages = await api.getChatMessages({ from_user_id: me, to_user_id: counterpartId, job_id: jobId });
  if (!messages.success) return { problem: 'notFound' as const };
  const recruiter = detail.data.recruiter;
  // A counterpart other than the job's recruiter (a candidate, or another member of the company): their public card.
  const card =
    recruiter && recruiter.user_id === counterpartId ? null : await api.getUserInfoByID({ user_id: counterpartId });
  return {
    problem: null,
    candidateId: messages.data.candidate_id,
    list: messages.data.list,
    hasEarlier: messages.data.has_earlier,
    blockedByOther: messages.data.blocked_by_other,
    blockedByMe: messages.data.blocked_by_me,
    ownContacts: messages.data.own_contacts,
    job: { job_id: jobId, position: view.position, brand: view.company.name, salary: view.salary, city: view.city },
    counterpart:
      recruiter && recruiter.user_id === counterpartId
        ? { user_id: counterpartId, first_name: recruiter.first_name, headline_job: recruiter.headline_job }
        : {
            user_id: counterpartId,
            first_name: card?.success ? card.data.first_name : '',
            headline_job: card?.success ? card.data.headline_job : null,
          },
  };
}

/** A positive id from the query, or null. */
export function idParam(value: string | null): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}
