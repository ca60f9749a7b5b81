const STORAGE_KEY = 'jobbridge:chunk-reload-at';
/** A second failure within this window does not reload again (no reload loop). */
const GUARD_MS = 10_000;

/** True for the errors browsers raise when a code chunk cannot be fetched or evaluated. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk .* failed/i.test(
    message,
  );
}

interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: number;
}

/** Reloads the page once; returns false (and does nothing) when it already did so moments ago. */
export function reloadOnce(env?: Partial<ReloadEnv>): boolean {
  const storage = env?.storage ?? window.sessionStorage;
  const reload = env?.reload ?? (() => window.location.reload());
  const now = env?.now ?? Date.now();
  let last = 0;
  try {
    last = Number(storage.getItem(STORAGE_KEY) ?? 0) || 0;
  } catch {
    return false; // storage blocked: never risk a loop
  }
  if (now - last < GUARD_MS) return false;
  try {
    storage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
