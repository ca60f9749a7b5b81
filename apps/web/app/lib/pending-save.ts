/**
 * A visitor's Save on a job page, kept across the sign-in it asks for: the
 * job is saved once they come back to that job signed in (decision 0064).
 * Kept in the tab's session storage, which only this site's own page writes,
 * so no link can save a job for anyone; it lapses after PENDING_SAVE_MS, so
 * a sign-in given up on does not save the job on a later visit.
 */
export const PENDING_SAVE_KEY = 'jb.pendingSave';
export const PENDING_SAVE_MS = 15 * 60_000;

type SaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Remembers that the visitor pressed Save on this job. */
export function rememberSave(storage: SaveStorage | null, jobId: number, now = Date.now()): void {
  try {
    storage?.setItem(PENDING_SAVE_KEY, JSON.stringify({ job_id: jobId, at: now }));
  } catch {
    // Storage refused (private mode): signing in still brings the visitor back to the job.
  }
}

/** Whether a Save pressed as a visitor is waiting for this job; it is taken (cleared) either way. */
export function takePendingSave(storage: SaveStorage | null, jobId: number, now = Date.now()): boolean {
  let pending: { job_id?: unknown; at?: unknown } | null = null;
  try {
    const raw = storage?.getItem(PENDING_SAVE_KEY);
    if (!raw) return false;
    pending = JSON.parse(raw);
    // Another job's Save keeps waiting for its own page.
    if (pending?.job_id !== jobId) return false;
    storage?.removeItem(PENDING_SAVE_KEY);
  } catch {
    return false;
  }
  return typeof pending?.at === 'number' && now - pending.at >= 0 && now - pending.at <= PENDING_SAVE_MS;
}
