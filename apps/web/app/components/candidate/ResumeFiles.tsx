import type { ResumeFile } from '@jobbridge/shared';
import { ERROR_CODES } from '@jobbridge/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { uploadResumeFile } from '../../api/candidate';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import {
  formatBytes,
  percentOf,
  RESUME_ACCEPT,
  RESUME_MAX_MB,
  resumeExtensionsText,
  resumeFileProblem,
} from '../../lib/resume-file';
import { useDates } from '../../lib/use-dates';
import { useSite } from '../../lib/use-site';
import { secondaryButton } from '../account/fields';
import { useToast } from '../ui/Toast';
import { Card, ConfirmDialog, EmptyState, ProgressBar, smallButton } from './parts';

/**
 * Resume files: upload (.pdf .ppt .doc .docx up to 20 MB, checked here
 * before sending; multipart with a progress bar and a Cancel), the list,
 * download, and delete (asked first).
 */
export function ResumeFiles({ files, editable }: { files: ResumeFile[]; editable: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const dates = useDates();
  const id = useId();
  const toast = useToast();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ResumeFile | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => abort.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const reset = () => {
      if (input.current) input.current.value = '';
    };
    const problem = resumeFileProblem(file);
    if (problem) {
      setError(t(`profile.files.problem.${problem}`, { types: resumeExtensionsText(locale), mb: RESUME_MAX_MB }));
      reset();
      return;
    }
    abort.current = new AbortController();
    setProgress({ name: file.name, percent: 0 });
    const envelope = await uploadResumeFile(
      file,
      ({ loaded, total }) => setProgress({ name: file.name, percent: percentOf(loaded, total) }),
      abort.current.signal,
    );
    const cancelled = abort.current?.signal.aborted;
    abort.current = null;
    setProgress(null);
    reset();
    if (envelope.success) {
      toast.success(t('profile.files.uploaded', { name: envelope.data.original_name }));
      await revalidator.revalidate();
      return;
    }
    if (cancelled) {
      toast.info(t('profile.files.cancelled'));
      return;
    }
    setError(
      failureText(t, envelope, {
        [ERROR_CODES.payloadTooLarge]: t('profile.files.problem.size', { mb: RESUME_MAX_MB }),
        [ERROR_CODES.unsupportedMedia]: t('profile.files.problem.type', { types: resumeExtensionsText(locale) }),
        [ERROR_CODES.conflict]: t('profile.files.tooMany'),
        [ERROR_CODES.internal]: t('profile.files.uploadFailed'),
      }),
    );
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const envelope = await browserApi.delResumeFile({ file_id: deleting.file_id });
    setBusy(false);
    setDeleting(null);
    if (envelope.success) {
      toast.success(t('profile.files.deleted'));
      await revalidator.revalidate();
    } else toast.error(failureText(t, envelope, { [ERROR_CODES.internal]: t('profile.deleteFailed') }));
  };

  const uploading = progress !== null;
  return (
    <Card id="files" title={t('profile.files.heading')}>
      {files.length === 0 ? (
        <EmptyState>{editable ? t('profile.files.emptyOwn') : t('profile.files.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {files.map((file) => (
            <li key={file.file_id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium break-all text-slate-900">{file.original_name}</p>
                <p className="text-sm text-slate-600" suppressHydrationWarning>
                  {formatBytes(file.size, locale)} ·{' '}
                  {t('profile.files.uploadedOn', { date: dates.relative(file.create_time) })}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <a href={file.url} download={file.original_name} className={smallButton}>
                  {t('profile.files.download')}
                  <span className="sr-only"> {file.original_name}</span>
                </a>
                {editable && (
                  <button type="button" className={`${smallButton} text-red-800`} onClick={() => setDeleting(file)}>
                    {t('profile.delete')}
                    <span className="sr-only"> {file.original_name}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <div className="mt-4 space-y-2">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={RESUME_ACCEPT}
            className="peer sr-only"
            aria-describedby={`${id}-rules${error ? ` ${id}-error` : ''}`}
            // While a file uploads the box keeps its focus (aria-disabled, not disabled) and opens no picker.
            aria-disabled={uploading || undefined}
            aria-busy={uploading || undefined}
            onClick={(event) => {
              if (uploading) event.preventDefault();
            }}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <label
            htmlFor={`${id}-file`}
            className={`${secondaryButton} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-600 ${uploading ? 'pointer-events-none opacity-70' : ''}`}
          >
            {t('profile.files.upload')}
          </label>
          <p id={`${id}-rules`} className="text-sm text-slate-600">
            {t('profile.files.rules', { types: resumeExtensionsText(locale), mb: RESUME_MAX_MB })}
          </p>
          {progress && (
            <div className="max-w-md space-y-1">
              <ProgressBar
                label={t('profile.files.uploadingName', { name: progress.name })}
                percent={progress.percent}
              />
              <div className="flex items-center justify-between gap-3">
                <p className="text-sm text-slate-700" aria-live="polite">
                  {t('profile.files.uploadingPercent', { percent: progress.percent })}
                </p>
                <button type="button" className={smallButton} onClick={() => abort.current?.abort()}>
                  {t('account.cancel')}
                </button>
              </div>
            </div>
          )}
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('profile.files.deleteTitle')}
        confirmLabel={t('profile.delete')}
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void remove()}
      >
        {t('profile.deleteText', { name: deleting?.original_name ?? '' })}
      </ConfirmDialog>
    </Card>
  );
}
