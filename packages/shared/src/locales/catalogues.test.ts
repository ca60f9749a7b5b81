import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors';
import { catalogues, translate } from '.';

const keysOf = (node: unknown, prefix = ''): string[] =>
  Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('catalogues', () => {
  it('hold exactly the same keys in en and zh', () => {
    const en = keysOf(catalogues.en).sort();
    const zh = keysOf(catalogues.zh).sort();
    expect(en.filter((k) => !zh.includes(k))).toEqual([]);
    expect(zh.filter((k) => !en.includes(k))).toEqual([]);
  });

  it('have no empty strings and the same placeholders in both languages', () => {
    for (const key of keysOf(catalogues.en)) {
      const names = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      const raw = (l: 'en' | 'zh') =>
        key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], catalogues[l]) as string;
      expect(raw('en').trim(), key).not.toBe('');
      expect(raw('zh').trim(), key).not.toBe('');
      expect(names(raw('zh')), key).toEqual(names(raw('en')));
    }
  });

  it('render every error code in both languages', () => {
    for (const code of Object.values(ERROR_CODES)) {
      expect(translate('en', `errors.${code}`)).not.toBe(`errors.${code}`);
      expect(translate('zh', `errors.${code}`)).not.toBe(`errors.${code}`);
    }
    expect(translate('en', 'errors.1003')).toBe('Incorrect username or password');
    expect(translate('zh', 'errors.4029', { seconds: 30 })).toContain('30');
  });

  it('keeps Chinese text in the zh catalogue', () => {
    expect(translate('zh', 'errors.1002')).toMatch(/[\u4e00-\u9fff]/);
  });

  it('punctuates Chinese with full-width marks next to Chinese characters', () => {
    const han = '[\\u4e00-\\u9fff]';
    // An ASCII comma, colon, semicolon, question or exclamation mark or parenthesis touching a Chinese character.
    const ascii = new RegExp(`${han}\\s*[,:;?!()]|[,:;?!()]\\s*${han}`);
    const offending = keysOf(catalogues.zh).filter((key) => {
      // A placeholder stands for a value (a number here), so "{{minutes}}:{{seconds}}" stays a time.
      const raw = key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], catalogues.zh) as string;
      const text = raw.replace(/\{\{\s*\w+\s*\}\}/g, '0');
      return ascii.test(text);
    });
    expect(offending).toEqual([]);
  });
});
