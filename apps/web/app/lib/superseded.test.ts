import { describe, expect, it } from 'vitest';
import { isSupersededNavigation } from './superseded';

describe('isSupersededNavigation', () => {
  it('is an aborted request, as React Router rejects a replaced navigation', () => {
    const controller = new AbortController();
    controller.abort();
    expect(isSupersededNavigation(controller.signal.reason)).toBe(true);
    expect(isSupersededNavigation(new DOMException('stopped', 'AbortError'))).toBe(true);
  });

  it('is nothing else: other errors stay errors', () => {
    expect(isSupersededNavigation(new Error('signal is aborted without reason'))).toBe(false);
    expect(isSupersededNavigation(new DOMException('quota', 'QuotaExceededError'))).toBe(false);
    expect(isSupersededNavigation(undefined)).toBe(false);
    expect(isSupersededNavigation('AbortError')).toBe(false);
  });
});
