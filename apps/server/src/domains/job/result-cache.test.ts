import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCache } from './result-cache';

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('ResultCache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    // No spread of lifetimes: exactly ttl.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('answers from memory within the lifetime and shares a pending load', async () => {
    const cache = new ResultCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    vi.setSystemTime(999);
    expect(await cache.get('k', load)).toBe(1);
    expect(cache.stats).toEqual({ hits: 2, stale: 0, misses: 1 });
  });

  it('serves a stale answer while one background load refreshes it, then the fresh one', async () => {
    const cache = new ResultCache<number>(1000);
    await cache.get('k', async () => 1);
    vi.setSystemTime(1500);
    let release: (value: number) => void = () => {};
    let refreshes = 0;
    const slow = () => {
      refreshes++;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    expect(await cache.get('k', slow)).toBe(1);
    expect(await cache.get('k', slow)).toBe(1);
    expect(refreshes).toBe(1);
    release(2);
    await flush();
    expect(await cache.get('k', slow)).toBe(2);
    expect(cache.stats).toEqual({ hits: 1, stale: 2, misses: 1 });
    // Two lifetimes after its load an answer is too old to serve: the reader waits for a fresh one.
    vi.setSystemTime(1500 + 2001);
    expect(await cache.get('k', async () => 3)).toBe(3);
  });

  it('keeps no failed load, and keeps the stale answer when a refresh fails', async () => {
    const cache = new ResultCache<number>(1000);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 7)).toBe(7);
    vi.setSystemTime(1200);
    expect(await cache.get('k', async () => Promise.reject(new Error('db down')))).toBe(7);
    await flush();
    expect(await cache.get('k', async () => 8)).toBe(7);
    await flush();
    expect(await cache.get('k', async () => 9)).toBe(8);
  });

  it('drops the least recently used entries past its size', async () => {
    const cache = new ResultCache<string>(1000, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('is off with a lifetime of 0', async () => {
    const cache = new ResultCache<number>(0);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});
