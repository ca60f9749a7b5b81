import type { ConfigLocation } from '@jobbridge/shared';
import { describe, expect, it } from 'vitest';
import {
  cityChoices,
  cityOfAdcode,
  matchCities,
  NO_MATCH_ADCODE,
  resolveAdcode,
  toCityOptions,
  withSavedChoice,
} from './locations';

const loc = (value: string, city: string, province: string, lang: ConfigLocation['lang']): ConfigLocation => ({
  value,
  city,
  province,
  country: 'CN',
  lang,
});

const en = toCityOptions(
  [
    loc('310000', 'Shanghai', 'Shanghai', 'en'),
    loc('440300', 'Shenzhen', 'Guangdong', 'en'),
    loc('440100', 'Guangzhou', 'Guangdong', 'en'),
    loc('330100', 'Hangzhou', 'Zhejiang', 'en'),
  ],
  'en',
);
const zh = toCityOptions(
  [
    loc('310000', '上海', '上海', 'zh'),
    loc('440300', '深圳', '广东', 'zh'),
    loc('440100', '广州', '广东', 'zh'),
    loc('330100', '杭州', '浙江', 'zh'),
  ],
  'zh',
);

describe('matchCities', () => {
  it('matches the city case-insensitively, starts first', () => {
    expect(matchCities(en, 'sh').map((c) => c.value)).toEqual(['310000', '440300']);
    expect(matchCities(en, 'SHEN').map((c) => c.city)).toEqual(['Shenzhen']);
  });
  it('matches the province', () => {
    expect(matchCities(en, 'guangdong').map((c) => c.city)).toEqual(['Shenzhen', 'Guangzhou']);
    expect(matchCities(zh, '广东').map((c) => c.city)).toEqual(['深圳', '广州']);
  });
  it('works in Chinese', () => {
    expect(matchCities(zh, '杭').map((c) => c.value)).toEqual(['330100']);
  });
  it('returns nothing for an empty query', () => {
    expect(matchCities(en, '  ')).toEqual([]);
  });
});

describe('resolveAdcode', () => {
  it('clears on empty text', () => {
    expect(resolveAdcode(en, '')).toBeUndefined();
    expect(resolveAdcode(en, '   ')).toBeUndefined();
  });
  it('keeps a chosen city', () => {
    expect(resolveAdcode(en, 'Guangzhou', en[2])).toBe('440100');
  });
  it('uses an exact or best match', () => {
    expect(resolveAdcode(en, 'hangzhou')).toBe('330100');
    expect(resolveAdcode(en, 'Shen')).toBe('440300');
    expect(resolveAdcode(zh, '上海')).toBe('310000');
  });
  it('gives -1 when nothing matches', () => {
    expect(resolveAdcode(en, 'Atlantis')).toBe(NO_MATCH_ADCODE);
  });
});

describe('toCityOptions and cityOfAdcode', () => {
  it('keeps one entry per adcode, in the page language', () => {
    const both = toCityOptions(
      [loc('310000', '上海', '上海', 'zh'), loc('310000', 'Shanghai', 'Shanghai', 'en')],
      'en',
    );
    expect(both).toEqual([{ value: '310000', city: 'Shanghai', province: 'Shanghai' }]);
  });
  it('finds the city of an adcode', () => {
    expect(cityOfAdcode(zh, '440300')).toBe('深圳');
    expect(cityOfAdcode(zh, '-1')).toBe('');
    expect(cityOfAdcode(zh, null)).toBe('');
    expect(cityOfAdcode(zh, '999999')).toBe('');
  });
});

describe('withSavedChoice', () => {
  const choices = cityChoices(
    [loc('440300', 'Shenzhen', 'Guangdong', 'en'), loc('330100', 'Hangzhou', 'Zhejiang', 'en')],
    'en',
  );
  it('keeps a saved value the list does not offer (a province) as the first, current choice', () => {
    const saved = { value: '440000', label: 'Guangdong: choose a city instead' };
    expect(withSavedChoice(choices, saved)).toEqual([saved, ...choices]);
  });
  it('adds nothing for a city of the list or an empty value', () => {
    expect(withSavedChoice(choices, { value: '440300', label: 'Shenzhen' })).toEqual(choices);
    expect(withSavedChoice(choices, { value: '', label: '' })).toEqual(choices);
    expect(withSavedChoice(choices, null)).toEqual(choices);
  });
});
