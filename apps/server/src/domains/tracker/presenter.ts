import { formatCreateTime, type Locale, type SavedJobItem, type TrackedApplication } from '@jobbridge/shared';
import { presentJobListItem } from '../job/presenter';
import type { ApplicationRow, HistoryRow, SavedJobRow } from './service';
import { historyOf } from './service';

export const presentTrackedApplication = (
  row: ApplicationRow,
  events: HistoryRow[] | undefined,
  locale: Locale,
): TrackedApplication => ({
  application_id: row.application_id,
  status: row.application_status,
  create_time: formatCreateTime(row.applied_at),
  update_time: formatCreateTime(row.application_updated_at),
  history: historyOf(row, events).map((event) => ({
    status: event.status,
    create_time: formatCreateTime(event.created_at),
  })),
  job: presentJobListItem(row, locale),
});

export const presentSavedJob = (row: SavedJobRow, locale: Locale): SavedJobItem => ({
  saved_at: formatCreateTime(row.saved_at),
  job: { ...presentJobListItem(row, locale), status: row.job_status === 'open' ? 'open' : 'closed' },
});
