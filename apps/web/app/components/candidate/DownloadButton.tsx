import { useEffect, useRef, useState } from 'react';
import { downloadFile, saveBlob } from '../../api/candidate';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { formatBytes, percentOf } from '../../lib/resume-file';
import { useSite } from '../../lib/use-site';
import { primaryButton } from '../account/fields';
import { BusyButton } from '../ui/BusyButton';
import { useToast } from '../ui/Toast';
import { ProgressBar, Spinner } from './parts';

/**
 * A button that fetches a file of the API and saves it (the resume PDF, the
 * data export): a spinner while the server prepares it, then a progress bar
 * while it arrives, and a toast when it is saved or failed.
 */
export function DownloadButton({
  path,
  method = 'GET',
  fileName,
  label,
  busyLabel,
  doneText,
  className = primaryButton,
}: {
  path: string;
  method?: 'GET' | 'POST';
  /** Used when the server names no file. */
  fileName: string;
  label: string;
  busyLabel: string;
  doneText: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const [state, setState] = useState<{ loaded: number; total: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    abort.current = new AbortController();
    setState({ loaded: 0, total: 0 });
    const result = await downloadFile(path, {
      method,
      signal: abort.current.signal,
      onProgress: (progress) => setState(progress),
    });
    abort.current = null;
    setState(null);
    if (result.ok) {
      saveBlob(result.blob, result.fileName ?? fileName);
      toast.success(doneText);
    } else {
      toast.error(failureText(t, result.envelope));
    }
  };

  const busy = state !== null;
  return (
    <div className="space-y-2">
      <BusyButton type="button" className={`${className} gap-2`} busy={busy} onClick={() => void start()}>
        {busy && <Spinner />}
        {busy ? busyLabel : label}
      </BusyButton>
      {busy && (
        <div className="max-w-xs space-y-1">
          <ProgressBar label={busyLabel} percent={state.total ? percentOf(state.loaded, state.total) : null} />
          <p className="text-sm text-slate-700" aria-live="polite">
            {state.loaded === 0
              ? t('profile.download.preparing')
              : state.total
                ? t('profile.download.progress', {
                    loaded: formatBytes(state.loaded, locale),
                    total: formatBytes(state.total, locale),
                  })
                : formatBytes(state.loaded, locale)}
          </p>
        </div>
      )}
    </div>
  );
}
