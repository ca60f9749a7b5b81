import { describe, expect, it } from 'vitest';
import { PENDING_SAVE_KEY, PENDING_SAVE_MS, rememberSave, takePendingSave } from './pending-save';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('a Save pressed as a visitor', () => {
  it('is taken once, on its own job, while it is fresh', () => {
    const storage = memoryStorage();
    rememberSave(storage, 42, 1_000);
    expect(takePendingSave(storage, 7, 2_000)).toBe(false);
    expect(storage.items.has(PENDING_SAVE_KEY)).toBe(true);
    expect(takePendingSave(storage, 42, 2_000)).toBe(true);
    expect(takePendingSave(storage, 42, 3_000)).toBe(false);
  });

  it('lapses: a sign-in given up on does not save the job on a later visit', () => {
    const storage = memoryStorage();
    rememberSave(storage, 42, 1_000);
    expect(takePendingSave(storage, 42, 1_000 + PENDING_SAVE_MS + 1)).toBe(false);
    expect(storage.items.has(PENDING_SAVE_KEY)).toBe(false);
  });

  it('is never read from something the page did not write', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_SAVE_KEY, 'not json');
    expect(takePendingSave(storage, 42)).toBe(false);
    storage.setItem(PENDING_SAVE_KEY, JSON.stringify({ job_id: '42', at: Date.now() }));
    expect(takePendingSave(storage, 42)).toBe(false);
    expect(takePendingSave(null, 42)).toBe(false);
  });
});
