import { describe, expect, it } from 'vitest';
import { readCompanyQuery, readJobQuery } from './list-query';

describe('reading a search from its URL', () => {
  it('drops values the search calls would refuse, so a broken link still lists jobs', () => {
    const query = readJobQuery(
      new URLSearchParams({
        keyword: ' 前端\u0000 ',
        adcode: 'abc',
        industry: '<script>',
        employment_type: 'full-time',
        seniority: 'x'.repeat(41),
        min_salary: 'x',
        max_salary: '-5',
        sort: 'zzz',
        page: '-3',
      }),
    );
    expect(query).toMatchObject({ keyword: '前端', page: 1, sort: 'relevance', employment_type: 'full-time' });
    for (const dropped of ['adcode', 'industry', 'seniority', 'min_salary', 'max_salary'] as const) {
      expect(query[dropped], dropped).toBeUndefined();
    }
  });

  it('keeps a city code and the "no match" code -1', () => {
    expect(readJobQuery(new URLSearchParams({ adcode: '310100' })).adcode).toBe('310100');
    expect(readJobQuery(new URLSearchParams({ adcode: '-1' })).adcode).toBe('-1');
    expect(readCompanyQuery(new URLSearchParams({ adcode: 'shanghai', industry: 'internet' }))).toMatchObject({
      adcode: undefined,
      industry: 'internet',
    });
  });

  it('cuts a keyword at the length the call accepts', () => {
    expect(readJobQuery(new URLSearchParams({ keyword: 'a'.repeat(5000) })).keyword).toHaveLength(100);
  });
});
