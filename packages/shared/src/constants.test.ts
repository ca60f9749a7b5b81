import { describe, expect, it } from 'vitest';
import { PROFILE_STRENGTH_WEIGHTS, SYSTEM_USER_ID, USER_COOKIE_MAX_AGE_MS } from './constants';
import { ERROR_CODES, HTTP_STATUS_OF } from './errors';

describe('constants of spec section 9', () => {
  it('profile strength weights add up to 100', () => {
    expect(Object.values(PROFILE_STRENGTH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });
  it('user cookie lasts 30 days and the system sender is 10000', () => {
    expect(USER_COOKIE_MAX_AGE_MS).toBe(30 * 24 * 3600 * 1000);
    expect(SYSTEM_USER_ID).toBe(10000);
  });
  it('every error code has an HTTP status; the spec codes answer 200', () => {
    for (const code of Object.values(ERROR_CODES)) expect(HTTP_STATUS_OF[code]).toBeGreaterThanOrEqual(200);
    expect([1001, 1002, 1003, 1004].map((c) => HTTP_STATUS_OF[c as 1001])).toEqual([200, 200, 200, 200]);
  });
});
