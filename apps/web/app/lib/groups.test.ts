import { describe, expect, it } from 'vitest';
import { groupSearchParams, readGroupQuery } from './groups';

describe('the /groups address', () => {
  it('keeps a city, a known type and a page, and drops anything else', () => {
    const query = readGroupQuery(new URLSearchParams('adcode=310100&type=fair&page=2&keyword=x'));
    expect(query).toEqual({ adcode: '310100', type: 'fair', page: 2 });
    expect(groupSearchParams(query)).toBe('adcode=310100&type=fair&page=2');
  });

  it('reads a bad filter or page as none (an empty select sends empty values)', () => {
    expect(readGroupQuery(new URLSearchParams('adcode=&type=party&page=0'))).toEqual({ page: 1 });
    expect(readGroupQuery(new URLSearchParams('adcode=-1&page=1.5'))).toEqual({ page: 1 });
    expect(groupSearchParams({ page: 1 })).toBe('');
  });
});
