import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { catalogues } from '@jobbridge/shared';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue, lookup, registerCatalogues } from './catalogue';
import { translatorFor } from './create';
import { pageMeta } from './meta';
import { TranslatorContext, useTranslation } from './use-translation';

/** The web's namespaces in the shared catalogues. */
const WEB_NAMESPACES = [
  'common',
  'banner',
  'header',
  'search',
  'footer',
  'home',
  'jobs',
  'companies',
  'login',
  'errorsPage',
  'live',
  'chat',
  'account',
  // The candidate's own space.
  'profile',
  'wizard',
  'jobTracker',
  'compare',
  'match',
  'jobAlert',
  'settings2',
  'guidesRead',
  'guides',
  // The platform administrator's console (decision 0023).
  'review',
];

const flatten = (node: unknown, prefix = ''): string[] =>
  node && typeof node === 'object'
    ? Object.entries(node).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const appDir = join(import.meta.dirname, '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

beforeAll(() => registerCatalogues(catalogues));

describe('catalogues', () => {
  it('have the same web keys in en and zh', () => {
    for (const ns of WEB_NAMESPACES) {
      const en = flatten((catalogues.en as Record<string, unknown>)[ns]).sort();
      const zh = flatten((catalogues.zh as Record<string, unknown>)[ns]).sort();
      expect(en.length, ns).toBeGreaterThan(0);
      expect(zh, ns).toEqual(en);
    }
  });

  it('address the user in one register in Chinese: 你, never 您 (decision 0041)', () => {
    const values = (node: unknown): string[] =>
      typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap(values);
    expect(values(catalogues.zh).filter((text) => text.includes('您'))).toEqual([]);
  });

  it('contain every key the web source names, in both languages', () => {
    const keys = new Set<string>();
    const pattern = new RegExp(`['"\`]((?:${WEB_NAMESPACES.join('|')})\\.[\\w.]+)['"\`]`, 'g');
    for (const file of sourceFiles(appDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) keys.add(match[1]);
    }
    expect(keys.size).toBeGreaterThan(100);
    const missing: string[] = [];
    const en = new Set(flatten(catalogues.en));
    const zh = new Set(flatten(catalogues.zh));
    for (const key of keys) {
      // A pageMeta namespace stands for its title and description.
      const candidates = en.has(key) || en.has(`${key}_other`) ? [key] : [`${key}.title`, `${key}.description`];
      for (const candidate of candidates) {
        const plural = `${candidate}_other`;
        if (!(en.has(candidate) || en.has(plural))) missing.push(`en:${candidate}`);
        if (!(zh.has(candidate) || zh.has(plural))) missing.push(`zh:${candidate}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leave no English in the Chinese web texts', () => {
    // Names and technical terms Chinese texts use as they are (openid: WeChat's own term, on the development simulator).
    // Key names (Enter, Shift, Ctrl, Alt) are printed on Chinese keyboards as they are.
    const allowed = /JobBridge|PDF|WeChat|SMS|QR|openid|Enter|Shift|Ctrl|Alt|K\b/g;
    const english: string[] = [];
    for (const ns of WEB_NAMESPACES) {
      const zh = (catalogues.zh as Record<string, unknown>)[ns];
      for (const key of flatten(zh)) {
        const text = lookup(catalogues.zh, `${ns}.${key}`)
          .replace(/\{\{\s*\w+\s*\}\}/g, '')
          .replace(allowed, '');
        if (/[A-Za-z]{3,}/.test(text)) english.push(`${ns}.${key}: ${text}`);
      }
    }
    expect(english).toEqual([]);
  });
});

describe('translator', () => {
  it('translates each language on its own', () => {
    expect(translatorFor('en').t('header.jobs')).toBe('Jobs');
    expect(translatorFor('zh').t('header.jobs')).toBe('职位');
    expect(translatorFor('en').language).toBe('en');
    expect(translatorFor('zh').language).toBe('zh');
  });

  it('pluralises in both languages', () => {
    const { t } = translatorFor('en');
    expect(t('jobs.resultCount', { count: 1 })).toBe('1 job');
    expect(t('jobs.resultCount', { count: 7 })).toBe('7 jobs');
    expect(t('jobs.resultCount', { count: 0 })).toBe('0 jobs');
    expect(translatorFor('zh').t('jobs.resultCount', { count: 1 })).toBe('共 1 个职位');
    expect(translatorFor('zh').t('jobs.resultCount', { count: 7 })).toBe('共 7 个职位');
  });

  it('words counts in English by their plural forms, never "(s)"', () => {
    const { t } = translatorFor('en');
    expect(t('hr.applicants.moved', { count: 1 })).toBe(
      'Status changed for 1 application. The candidate has been told.',
    );
    expect(t('hr.applicants.moved', { count: 3 })).toBe(
      'Status changed for 3 applications. The candidates have been told.',
    );
    expect(translatorFor('zh').t('hr.applicants.moved', { count: 3 })).toBe('已更新 3 份申请的状态，并已通知候选人。');
    const hedged = flatten(catalogues.en).filter((key) => /\w\(s\)/.test(lookup(catalogues.en, key)));
    expect(hedged).toEqual([]);
  });

  it('does not escape (React does)', () => {
    expect(translatorFor('en').t('jobs.headingFor', { keyword: '<b>&' })).toBe('Jobs for “<b>&”');
  });

  it('answers the default value, else the key, for a missing text, and keeps a placeholder without a value', () => {
    const { t } = translatorFor('en');
    expect(t('errors.nothing', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(t('errors.nothing')).toBe('errors.nothing');
    expect(t('header')).toBe('header');
    expect(t('jobs.headingFor')).toBe('Jobs for “{{keyword}}”');
    expect(t('jobs.headingFor', {})).toBe('Jobs for “{{keyword}}”');
  });

  it('gives the same texts as i18next for every key of both catalogues', () => {
    for (const locale of ['en', 'zh'] as const) {
      const reference = i18next.createInstance();
      void reference.init({
        lng: locale,
        fallbackLng: false,
        resources: { [locale]: { translation: catalogues[locale] } },
        initAsync: false,
        interpolation: { escapeValue: false },
      });
      const { t } = translatorFor(locale);
      const keys = new Set(flatten(catalogues[locale]).map((key) => key.replace(/_(one|other)$/, '')));
      for (const key of keys) {
        for (const count of [undefined, 0, 1, 2]) {
          const options = {
            ...(count === undefined ? {} : { count }),
            name: 'N',
            keyword: 'K',
            seconds: 60,
            page: 'P',
          };
          expect(t(key, options), `${locale}:${key}:${count}`).toBe(reference.t(key, options));
        }
      }
    }
  });

  it('use only what the translator knows: {{name}} placeholders and _one/_other plurals', () => {
    for (const locale of ['en', 'zh'] as const) {
      for (const key of flatten(catalogues[locale])) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogues[locale]);
        expect(text, key).not.toMatch(/\$t\(|\{\{[^}]*[,-]/);
        expect(key, key).not.toMatch(/_(zero|two|few|many|ordinal_\w+|male|female)$/);
      }
    }
  });
});

describe('translatorFor and useTranslation', () => {
  it('shares one translator per language', () => {
    expect(translatorFor('en')).toBe(translatorFor('en'));
    expect(translatorFor('zh')).not.toBe(translatorFor('en'));
  });

  it("renders t of the provider's translator", () => {
    function Heading() {
      const { t } = useTranslation();
      return createElement('h1', null, t('jobs.resultCount', { count: 7 }));
    }
    const render = (locale: 'en' | 'zh') =>
      renderToString(
        createElement(TranslatorContext.Provider, { value: translatorFor(locale) }, createElement(Heading)),
      );
    expect(render('en')).toBe('<h1>7 jobs</h1>');
    expect(render('zh')).toBe('<h1>共 7 个职位</h1>');
  });
});

describe('meta', () => {
  it('titles pages in the root locale', () => {
    const matches = [
      { id: 'root', loaderData: { locale: 'zh' } },
      { id: 'routes/jobs/list', loaderData: {} },
    ];
    expect(pageMeta(matches, 'jobs')).toEqual([
      { title: '职位搜索 - 职桥' },
      { name: 'description', content: lookup(getCatalogue('zh'), 'jobs.description') },
    ]);
    expect(pageMeta([{ id: 'root', loaderData: { locale: 'en' } }], 'login')[0]).toEqual({
      title: 'Sign in · JobBridge',
    });
  });
});
