import { type ApplicationNote, fullName } from '@jobbridge/shared';
import { type FormEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { apiContext } from '../../api/context';
import { HrJobSelect } from '../../components/hr/HrJobSelect';
import { BusyButton } from '../../components/ui/BusyButton';
import { Link } from '../../components/ui/Link';
import { Pagination } from '../../components/ui/Pagination';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { APPLICATION_STATUSES, NOTE_MAX, positiveInt, statusFilter, toggleId } from '../../lib/hr';
import { useDates } from '../../lib/use-dates';
import type { Route } from './+types/applicants';

/**
 * /hrsystem/applicants?job_id=&status=&page=: the applicants of one job or
 * of all the company's jobs, by status; status changes one by one or for
 * the selected ones at once (all or nothing); the company's notes.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const params = new URL(request.url).searchParams;
  const jobId = positiveInt(params.get('job_id'));
  const status = statusFilter(params.get('status'));
  const page = positiveInt(params.get('page')) ?? 1;
  const [applicants, jobs] = await Promise.all([
    api.getApplicantList({ job_id: jobId ?? undefined, status: status ?? undefined, page }),
    api.getPostJobList({ size: 50 }),
  ]);
  if (!applicants.success) throw new Response(null, { status: applicants.code === 4004 ? 404 : 503 });
  if (!jobs.success) throw new Response(null, { status: 503 });
  return {
    jobId,
    status,
    applicants: applicants.data,
    jobs: jobs.data.list.map((job) => ({ job_id: job.job_id, position: job.position })),
  };
}

const button =
  'inline-flex items-center rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60';

function Notes({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const dates = useDates();
  const id = useId();
  const [notes, setNotes] = useState<ApplicationNote[] | null>(null);
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const load = async () => {
    if (notes) return;
    const result = await browserApi.getApplicationNotes({ application_id: applicationId });
    if (result.success) setNotes(result.data.list);
    else setMessage(failureText(t, result));
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    const result = await browserApi.addApplicationNote({ application_id: applicationId, content: text });
    if (!result.success) {
      setMessage(failureText(t, result));
      return;
    }
    setNotes((current) => [result.data, ...(current ?? [])]);
    setText('');
    setMessage('');
  };
  return (
    <details className="mt-2" onToggle={(event) => (event.currentTarget.open ? void load() : undefined)}>
      <summary className="cursor-pointer text-sm font-medium text-teal-800">{t('hr.applicants.notes')}</summary>
      <p className="mt-1 text-xs text-slate-600">{t('hr.applicants.notesPrivate')}</p>
      <ul className="mt-2 space-y-2">
        {(notes ?? []).map((note) => (
          <li key={note.note_id} className="rounded bg-slate-50 p-2 text-sm">
            <p className="break-words whitespace-pre-line">{note.content}</p>
            <p className="mt-1 text-xs text-slate-600">
              {/* A member who has not given a name yet (a new company's owner) is still someone. */}
              {note.author.first_name || t('hr.applicants.noteByTeammate')} ·{' '}
              <time dateTime={note.create_time}>{dates.dateTime(note.create_time)}</time>
            </p>
          </li>
        ))}
      </ul>
      <form onSubmit={add} className="mt-2 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-note`} className="sr-only">
          {t('hr.applicants.addNote')}
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={NOTE_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="block w-full rounded-md border border-slate-400 px-2 py-1 text-sm"
        />
        <button type="submit" className={button}>
          {t('hr.applicants.addNote')}
        </button>
      </form>
      <p role="status" className="text-sm text-red-700">
        {message}
      </p>
    </details>
  );
}

export default function HrApplicants({ loaderData }: Route.ComponentProps) {
  const { applicants, jobs, jobId, status } = loaderData;
  const { t } = useTranslation();
  const dates = useDates();
  const id = useId();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkStatus, setBulkStatus] = useState('2');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // Another job, status or page keeps this page mounted: what was selected there and the last
  // move's message are not about this list (a bulk move would otherwise move applicants not shown).
  const listing = `${jobId}|${status}|${applicants.page}`;
  const [shownListing, setShownListing] = useState(listing);
  if (shownListing !== listing) {
    setShownListing(listing);
    setMessage('');
  }
  const shown = applicants.list.map((item) => item.application_id);
  if (selected.some((applicationId) => !shown.includes(applicationId))) {
    setSelected(selected.filter((applicationId) => shown.includes(applicationId)));
  }

  const move = async (ids: number[], to: number) => {
    setBusy(true);
    const result = await browserApi.updApplicationStatus({ application_ids: ids.join(','), status: to });
    setBusy(false);
    setMessage(result.success ? t('hr.applicants.moved', { count: ids.length }) : failureText(t, result));
    if (result.success) {
      setSelected([]);
      await revalidator.revalidate();
    }
  };

  const query = (change: Record<string, string | number | null>) => {
    const params = new URLSearchParams();
    const next = { job_id: jobId, status, ...change };
    for (const [key, value] of Object.entries(next))
      if (value !== null && value !== undefined) params.set(key, String(value));
    const text = params.toString();
    return text ? `?${text}` : '?';
  };
  const pages = Math.max(1, Math.ceil(applicants.total / applicants.size));
  const allCount = Object.values(applicants.counts).reduce((a, b) => a + b, 0);

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('hr.applicants.title')}</h1>
      <form method="get" className="mt-3 flex flex-wrap items-end gap-2">
        <HrJobSelect name="job_id" value={jobId} jobs={jobs} allLabel={t('hr.applicants.allJobs')} />
        <button type="submit" className={button}>
          {t('hr.applicants.show')}
        </button>
      </form>
      <nav aria-label={t('hr.applicants.byStatus')} className="mt-4 flex flex-wrap gap-2">
        <Link
          className={`${button} ${status === null ? 'border-teal-700 font-semibold' : ''}`}
          aria-current={status === null ? 'page' : undefined}
          to={query({ status: null, page: null })}
        >
          {t('hr.applicants.all')}
          {t('common.aside', { detail: allCount })}
        </Link>
        {APPLICATION_STATUSES.map((item) => (
          <Link
            key={item.status}
            className={`${button} ${status === item.status ? 'border-teal-700 font-semibold' : ''}`}
            aria-current={status === item.status ? 'page' : undefined}
            to={query({ status: item.status, page: null })}
          >
            {t(`jobTracker.status.${item.key}`)}
            {t('common.aside', { detail: applicants.counts[String(item.status)] ?? 0 })}
          </Link>
        ))}
      </nav>

      <div className="mt-4 flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-white p-3">
        <span className="text-sm text-slate-700">{t('hr.applicants.selected', { count: selected.length })}</span>
        <label htmlFor={`${id}-bulk`} className="sr-only">
          {t('hr.applicants.moveTo')}
        </label>
        <select
          id={`${id}-bulk`}
          value={bulkStatus}
          onChange={(event) => setBulkStatus(event.target.value)}
          className="rounded-md border border-slate-400 px-2 py-1"
        >
          {APPLICATION_STATUSES.map((item) => (
            <option key={item.status} value={item.status}>
              {t(`jobTracker.status.${item.key}`)}
            </option>
          ))}
        </select>
        <BusyButton
          type="button"
          className={button}
          busy={busy}
          disabled={selected.length === 0}
          onClick={() => move(selected, Number(bulkStatus))}
        >
          {t('hr.applicants.moveSelected')}
        </BusyButton>
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm text-slate-700">
        {message}
      </p>

      {applicants.list.length === 0 ? (
        <p className="mt-2 rounded-md border border-slate-200 bg-white p-6 text-slate-700">
          {t('hr.applicants.empty')}
        </p>
      ) : (
        <ul className="mt-2 space-y-3">
          {applicants.list.map((item) => {
            const name = fullName(item.candidate, dates.locale) || t('qa.someone');
            return (
              <li key={item.application_id} className="rounded-lg border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-1.5 size-4"
                    aria-label={t('hr.applicants.select', { name })}
                    checked={selected.includes(item.application_id)}
                    onChange={() => setSelected((current) => toggleId(current, item.application_id))}
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-slate-900">
                      <a
                        href={`/profile/resume_view/${item.candidate.user_id}`}
                        target="_blank"
                        rel="noopener"
                        className="underline"
                      >
                        {name}
                      </a>
                    </p>
                    <p className="text-sm">
                      <Link
                        to={`/hrsystem/chats?job_id=${item.job.job_id}&with=${item.candidate.user_id}`}
                        className="font-semibold text-teal-800 hover:underline"
                      >
                        {t('hr.chats.chat', { name })}
                      </Link>
                    </p>
                    <p className="text-sm text-slate-700" suppressHydrationWarning>
                      {item.job.position}
                      {item.candidate.city && ` · ${item.candidate.city}`} ·{' '}
                      {t('hr.applicants.applied', { date: dates.relative(item.create_time) })}
                    </p>
                    <p className="mt-1 text-sm">
                      <span className="font-semibold text-teal-800">
                        {t('hr.applicants.match', { percent: item.match })}
                      </span>
                    </p>
                  </div>
                  <div>
                    <label
                      htmlFor={`${id}-status-${item.application_id}`}
                      className="block text-xs font-medium text-slate-700"
                    >
                      {t('hr.applicants.status')}
                    </label>
                    <select
                      id={`${id}-status-${item.application_id}`}
                      value={item.status}
                      // Busy keeps the focus (aria-disabled, not disabled); a change meanwhile is ignored.
                      aria-disabled={busy || undefined}
                      aria-busy={busy || undefined}
                      onChange={(event) => {
                        if (!busy) move([item.application_id], Number(event.target.value));
                      }}
                      className="mt-1 rounded-md border border-slate-400 px-2 py-1"
                    >
                      {APPLICATION_STATUSES.map((option) => (
                        <option key={option.status} value={option.status}>
                          {t(`jobTracker.status.${option.key}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                <Notes applicationId={item.application_id} />
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={applicants.page} totalPages={pages} />
    </div>
  );
}
