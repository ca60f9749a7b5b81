import { QUESTION_MAX_LENGTH, QUESTIONS_PAGE_SIZE } from '@jobbridge/shared';
import { type FormEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { apiContext } from '../../api/context';
import { HrJobSelect } from '../../components/hr/HrJobSelect';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { positiveInt } from '../../lib/hr';
import { useDates } from '../../lib/use-dates';
import type { Route } from './+types/questions';

/** /hrsystem/questions?job_id=: a job's questions, answered as the company. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const jobs = await api.getPostJobList({ size: 50 });
  if (!jobs.success) throw new Response(null, { status: 503 });
  const list = jobs.data.list.filter((job) => job.status === 'open' || job.status === 'closed');
  const asked = positiveInt(new URL(request.url).searchParams.get('job_id'));
  // Without a choice, the first job (newest first) that has questions: the newest alone often has none yet.
  const jobId = asked ?? (list.find((job) => job.question_count > 0) ?? list[0])?.job_id ?? null;
  if (jobId === null) return { jobId, jobs: [], questions: [] };
  const questions = await api.getJobQuestions({ job_id: jobId, size: QUESTIONS_PAGE_SIZE.max });
  if (!questions.success) throw new Response(null, { status: questions.code === 4004 ? 404 : 503 });
  return {
    jobId,
    jobs: list.map((job) => ({ job_id: job.job_id, position: job.position, questions: job.question_count })),
    questions: questions.data.list,
  };
}

function AnswerForm({ questionId }: { questionId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const revalidator = useRevalidator();
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setMessage(t('hr.problem.required'));
      return;
    }
    const result = await browserApi.answerQuestion({ question_id: questionId, content: text });
    if (!result.success) {
      setMessage(failureText(t, result));
      return;
    }
    setText('');
    setMessage('');
    await revalidator.revalidate();
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-col gap-2 sm:flex-row">
      <label htmlFor={`${id}-answer`} className="sr-only">
        {t('hr.questions.answer')}
      </label>
      <textarea
        id={`${id}-answer`}
        rows={2}
        maxLength={QUESTION_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="block w-full rounded-md border border-slate-400 px-2 py-1 text-sm"
      />
      <button
        type="submit"
        className="rounded-md bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-teal-800"
      >
        {t('hr.questions.answer')}
      </button>
      <p role="status" className="text-sm text-red-700">
        {message}
      </p>
    </form>
  );
}

export default function HrQuestions({ loaderData }: Route.ComponentProps) {
  const dates = useDates();
  const { jobs, jobId, questions } = loaderData;
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('hr.questions.title')}</h1>
      {jobs.length === 0 ? (
        <p className="mt-4 rounded-md border border-slate-200 bg-white p-6 text-slate-700">{t('hr.jobs.empty')}</p>
      ) : (
        <>
          <form method="get" className="mt-3 flex flex-wrap items-end gap-2">
            <HrJobSelect
              name="job_id"
              value={jobId}
              jobs={jobs.map((job) => ({
                job_id: job.job_id,
                position: `${job.position}${t('common.aside', { detail: job.questions })}`,
              }))}
            />
            <button
              type="submit"
              className="rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium"
            >
              {t('hr.applicants.show')}
            </button>
          </form>
          {questions.length === 0 ? (
            <p className="mt-4 rounded-md border border-slate-200 bg-white p-6 text-slate-700">
              {t('hr.questions.empty')}
            </p>
          ) : (
            <ul className="mt-4 space-y-3">
              {questions.map((question) => (
                <li key={question.question_id} className="rounded-lg border border-slate-200 bg-white p-4">
                  <p className="text-sm text-slate-600">
                    {question.author.first_name || t('qa.someone')} ·{' '}
                    <time dateTime={dates.isoDay(question.create_time)} suppressHydrationWarning>
                      {dates.relative(question.create_time)}
                    </time>
                  </p>
                  <p className="mt-1 break-words whitespace-pre-line text-slate-900">{question.content}</p>
                  {question.answers.length > 0 && (
                    <ul className="mt-2 space-y-2">
                      {question.answers.map((answer) => (
                        <li key={answer.question_id} className="rounded bg-slate-50 p-2 text-sm">
                          <p className="text-slate-600">
                            {answer.author.first_name || t('qa.someone')}
                            {answer.company_answer && (
                              <span className="ml-1.5 rounded bg-teal-100 px-1.5 py-0.5 text-xs font-semibold text-teal-900">
                                {t('hr.companyAnswer')}
                              </span>
                            )}
                          </p>
                          <p className="mt-1 break-words whitespace-pre-line">{answer.content}</p>
                        </li>
                      ))}
                    </ul>
                  )}
                  <AnswerForm questionId={question.question_id} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
