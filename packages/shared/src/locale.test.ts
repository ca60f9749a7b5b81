import { describe, expect, it } from 'vitest';
import { isLocale, otherLocale, pickLocale } from './locale';

describe('pickLocale (spec section 4)', () => {
  it('prefers a valid language cookie', () => {
    expect(pickLocale('en', 'zh-CN,zh;q=0.9')).toBe('en');
    expect(pickLocale('zh', 'en-US')).toBe('zh');
  });
  it('falls back to zh when the headers begin with zh', () => {
    expect(pickLocale(undefined, 'zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(pickLocale(null, 'zh-TW')).toBe('zh');
  });
  it('otherwise answers en, and accepts only en and zh', () => {
    expect(pickLocale(undefined, 'fr-FR,zh;q=0.5')).toBe('en');
    expect(pickLocale('de', undefined)).toBe('en');
    expect(pickLocale('ZH', 'en')).toBe('en');
    expect(isLocale('fr')).toBe(false);
  });
  it('toggles between the two languages', () => {
    expect(otherLocale('en')).toBe('zh');
    expect(otherLocale('zh')).toBe('en');
  });
});
