import { QUESTION_MAX_LENGTH, QUESTIONS_PAGE_SIZE } from '@jobbridge/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { type QuestionView, toQuestionView } from '../../lib/job-view';
import {
  appendQuestions,
  questionLength,
  questionProblem,
  removeQuestion,
  thumbOnce,
  updateQuestion,
} from '../../lib/questions';
import { useSite } from '../../lib/use-site';
import { PostedLabel } from '../jobs/JobCard';
import { useSignIn } from '../layout/nav';
import { Avatar } from '../layout/UserMenu';
import { BusyButton } from '../ui/BusyButton';
import { Link } from '../ui/Link';
import { useToast } from '../ui/Toast';

function ThumbIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="size-4"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d="M7 10v11H3V10zM7 10l4-8a3 3 0 0 1 3 3v4h6a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.6 21H7" />
    </svg>
  );
}

/**
 * Questions and answers about a job: newest first with answers nested;
 * signed-in people ask (not empty, at most 500 characters), delete their own
 * and give a thumb up once (shown at once, taken back if the server says no).
 */
export function JobQuestions({
  jobId,
  initial,
  closed = false,
}: {
  jobId: number;
  initial: { list: QuestionView[]; total: number } | null;
  /** A closed job takes no new questions. */
  closed?: boolean;
}) {
  const { t } = useTranslation();
  const { user, locale } = useSite();
  const toast = useToast();
  const signIn = useSignIn();
  const id = useId();
  const [list, setList] = useState<QuestionView[]>(initial?.list ?? []);
  const [total, setTotal] = useState(initial?.total ?? 0);
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [posting, setPosting] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // The form posts through JavaScript; until the page is live its button waits.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const length = questionLength(text);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    // Busy is aria-disabled, not disabled: a disabled button would drop the keyboard's focus to the page.
    if (posting) return;
    const problem = questionProblem(text);
    if (problem) {
      setError(problem === 'empty' ? t('qa.empty') : t('qa.tooLong', { max: QUESTION_MAX_LENGTH }));
      textarea.current?.focus();
      return;
    }
    setPosting(true);
    const envelope = await browserApi.addQuestion({ job_id: jobId, content: text.trim() });
    setPosting(false);
    if (!envelope.success) {
      const message = failureText(t, envelope);
      setError(message);
      textarea.current?.focus();
      return;
    }
    setList((current) => [toQuestionView(envelope.data, locale, new Date()), ...current]);
    setTotal((current) => current + 1);
    setText('');
    setError('');
    toast.success(t('qa.posted'));
  };

  const thumb = async (question: QuestionView) => {
    if (question.thumbed) return;
    setList((current) => updateQuestion(current, question.question_id, thumbOnce));
    const envelope = await browserApi.thumbQuestion({ question_id: question.question_id });
    if (envelope.success) {
      setList((current) =>
        updateQuestion(current, question.question_id, (q) => ({ ...q, thumbed: true, thumbs: envelope.data.thumbs })),
      );
      return;
    }
    // Roll back to what it was.
    setList((current) =>
      updateQuestion(current, question.question_id, (q) => ({
        ...q,
        thumbed: question.thumbed,
        thumbs: question.thumbs,
      })),
    );
    toast.error(failureText(t, envelope));
  };

  const remove = async (question: QuestionView) => {
    const envelope = await browserApi.delQuestion({ question_id: question.question_id });
    setConfirming(null);
    if (!envelope.success) {
      toast.error(failureText(t, envelope));
      return;
    }
    setList((current) => removeQuestion(current, question.question_id));
    setTotal((current) => Math.max(0, current - 1));
    toast.success(t('qa.deleted'));
  };

  const loadMore = async () => {
    setLoadingMore(true);
    const envelope = await browserApi.getJobQuestions({
      job_id: jobId,
      page: page + 1,
      size: QUESTIONS_PAGE_SIZE.default,
    });
    setLoadingMore(false);
    if (!envelope.success) {
      toast.error(failureText(t, envelope));
      return;
    }
    const now = new Date();
    setList((current) =>
      appendQuestions(
        current,
        envelope.data.list.map((q) => toQuestionView(q, locale, now)),
      ),
    );
    setTotal(envelope.data.total);
    setPage(page + 1);
  };

  const renderQuestion = (question: QuestionView, answer: boolean) => {
    const author = question.author || t('qa.someone');
    return (
      <article className={answer ? 'rounded-lg bg-slate-50 p-3' : ''}>
        <header className="flex items-center gap-2 text-sm">
          <Avatar url={question.avatar_url} name={author} size={answer ? 'size-6' : 'size-8'} />
          <p className="min-w-0 truncate font-semibold text-slate-900">
            {answer && <span className="sr-only">{t('qa.answerBy')} </span>}
            {author}
            {user && question.mine && <span className="ml-1.5 font-normal text-slate-600">{t('qa.you')}</span>}
            {question.companyAnswer && (
              <span className="ml-1.5 rounded bg-teal-100 px-1.5 py-0.5 text-xs font-semibold text-teal-900">
                {t('hr.companyAnswer')}
              </span>
            )}
          </p>
          <span aria-hidden="true" className="text-slate-400">
            ·
          </span>
          <p className="shrink-0 text-slate-600">
            <PostedLabel posted={question.posted} />
          </p>
        </header>
        <p className={`mt-2 break-words whitespace-pre-line text-slate-800 ${answer ? 'text-sm' : ''}`}>
          {question.content}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          {user ? (
            <button
              type="button"
              onClick={() => thumb(question)}
              aria-pressed={question.thumbed}
              aria-label={t('qa.helpful', { count: question.thumbs })}
              className={`inline-flex items-center gap-1.5 rounded-md px-2 py-1 ${question.thumbed ? 'bg-teal-50 font-semibold text-teal-900' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              <ThumbIcon filled={question.thumbed} />
              <span aria-hidden="true">{question.thumbs}</span>
            </button>
          ) : (
            <Link
              to={signIn.href}
              onClick={signIn.onClick}
              aria-label={t('qa.helpfulSignIn', { count: question.thumbs })}
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100"
            >
              <ThumbIcon filled={false} />
              <span aria-hidden="true">{question.thumbs}</span>
            </Link>
          )}
          {user &&
            question.mine &&
            (confirming === question.question_id ? (
              <span className="inline-flex items-center gap-2">
                <span className="text-slate-700">{t('qa.confirmDelete')}</span>
                <button
                  type="button"
                  onClick={() => remove(question)}
                  className="rounded-md px-2 py-1 font-semibold text-red-800 hover:bg-red-50"
                >
                  {t('qa.delete')}
                </button>
                <button
                  type="button"
                  onClick={() => setConfirming(null)}
                  className="rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100"
                >
                  {t('qa.cancel')}
                </button>
              </span>
            ) : (
              <button
                type="button"
                onClick={() => setConfirming(question.question_id)}
                className="rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100 hover:text-red-800"
              >
                {t('qa.delete')}
              </button>
            ))}
        </div>
        {question.answers.length > 0 && (
          <ul
            aria-label={t('qa.answers', { count: question.answers.length })}
            className="mt-3 space-y-2 border-l-2 border-teal-200 pl-3 sm:pl-4"
          >
            {question.answers.map((item) => (
              <li key={item.question_id}>{renderQuestion(item, true)}</li>
            ))}
          </ul>
        )}
      </article>
    );
  };

  return (
    <section aria-labelledby="qa-title" className="mt-10">
      <h2 id="qa-title" className="text-xl font-bold text-slate-900">
        {t('qa.title')} <span className="font-normal text-slate-600">({total})</span>
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('qa.intro')}</p>

      {closed ? (
        <p className="mt-4 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{t('qa.closed')}</p>
      ) : user ? (
        <form onSubmit={ask} noValidate className="mt-4">
          <label htmlFor={`${id}-question`} className="block text-sm font-medium text-slate-800">
            {t('qa.ask')}
          </label>
          <textarea
            ref={textarea}
            id={`${id}-question`}
            name="content"
            rows={3}
            maxLength={QUESTION_MAX_LENGTH}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError('');
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
            placeholder={t('qa.placeholder')}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500"
          />
          <div className="mt-1 flex items-start justify-between gap-3">
            <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
              {error}
            </p>
            <p
              id={`${id}-count`}
              className={`shrink-0 text-xs ${length >= QUESTION_MAX_LENGTH ? 'text-red-800' : 'text-slate-600'}`}
            >
              {t('qa.counter', { count: length, max: QUESTION_MAX_LENGTH })}
            </p>
          </div>
          <button
            type="submit"
            disabled={!live}
            aria-disabled={posting || undefined}
            className="mt-2 rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 disabled:bg-slate-400 aria-disabled:cursor-wait aria-disabled:bg-slate-400"
          >
            {posting ? t('qa.posting') : t('qa.submit')}
          </button>
        </form>
      ) : (
        <p className="mt-4 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          {t('qa.signInPrompt')}{' '}
          <Link to={signIn.href} onClick={signIn.onClick} className="font-semibold text-teal-800 hover:underline">
            {t('qa.signIn')}
          </Link>
        </p>
      )}

      {initial === null ? (
        <p className="mt-6 text-slate-700">{t('qa.unavailable')}</p>
      ) : list.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('qa.none')}</p>
      ) : (
        <ol className="mt-6 space-y-6">
          {list.map((question) => (
            <li key={question.question_id} className="border-t border-slate-200 pt-4">
              {renderQuestion(question, false)}
            </li>
          ))}
        </ol>
      )}
      {list.length < total && initial !== null && (
        <BusyButton
          type="button"
          onClick={loadMore}
          busy={loadingMore}
          className="mt-6 rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          {loadingMore ? t('qa.loading') : t('qa.more')}
        </BusyButton>
      )}
    </section>
  );
}
