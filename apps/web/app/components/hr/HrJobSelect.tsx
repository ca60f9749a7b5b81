import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The HR system's job picker, inside a GET form: the company's jobs by
 * position, with a first "all jobs" choice when `allLabel` is given.
 */
export function HrJobSelect({
  name,
  value,
  jobs,
  allLabel,
  className = 'mt-1 max-w-full rounded-md border border-slate-400 px-2 py-1.5',
}: {
  name: string;
  value: number | null;
  jobs: readonly { job_id: number; position: string }[];
  allLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    // A select is as wide as its longest option: both may shrink to a narrow phone's width.
    <div className="min-w-0 max-w-full">
      <label htmlFor={`${id}-job`} className="block text-sm font-medium text-slate-800">
        {t('hr.applicants.job')}
      </label>
      <select id={`${id}-job`} name={name} defaultValue={value ?? ''} className={className}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {jobs.map((job) => (
          <option key={job.job_id} value={job.job_id}>
            {job.position}
          </option>
        ))}
      </select>
    </div>
  );
}
