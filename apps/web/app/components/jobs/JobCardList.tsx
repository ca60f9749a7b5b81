import type { JobCardData } from '../../lib/cards';
import { HydrateItemLater } from '../HydrateLater';
import { JobCard } from './JobCard';

/** A list of job cards; the cards hydrate a few at a time, each few in a task of its own (HydrateItemLater). */
export function JobCardList({ jobs, className }: { jobs: JobCardData[]; className: string }) {
  return (
    <ul className={className}>
      {jobs.map((job, index) => (
        <HydrateItemLater key={job.job_id} list="jobs" index={index}>
          <li>
            <JobCard job={job} />
          </li>
        </HydrateItemLater>
      ))}
    </ul>
  );
}
