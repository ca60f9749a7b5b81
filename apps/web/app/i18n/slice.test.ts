import { catalogues } from '@jobbridge/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets fresh modules: the catalogue cache is per JavaScript realm.
beforeEach(() => vi.resetModules());

describe("the browser's catalogue slice", () => {
  it('translates from the slice, notes a text it lacks, and has it once the whole catalogue loads', async () => {
    const { registerSlice, isPartial, loadCatalogue } = await import('./catalogue');
    const { translatorFor, takeSliceMiss } = await import('./create');
    registerSlice('zh', { header: catalogues.zh.header } as never);
    const { t } = translatorFor('zh');
    expect(isPartial('zh')).toBe(true);
    expect(t('header.jobs')).toBe('职位');
    expect(takeSliceMiss('zh')).toBe(false);
    expect(t('jobs.resultCount', { count: 2 })).toBe('jobs.resultCount');
    await loadCatalogue('zh');
    expect(isPartial('zh')).toBe(false);
    expect(takeSliceMiss('zh')).toBe(true);
    expect(takeSliceMiss('zh')).toBe(false);
    expect(t('jobs.resultCount', { count: 2 })).toBe('共 2 个职位');
  });

  it('never replaces a whole catalogue with a slice, and loads a language once', async () => {
    const { registerSlice, registerCatalogues, getCatalogue, loadCatalogue } = await import('./catalogue');
    registerCatalogues({ en: catalogues.en });
    registerSlice('en', { header: catalogues.en.header } as never);
    expect(getCatalogue('en')).toBe(catalogues.en);
    const [a, b] = await Promise.all([loadCatalogue('zh'), loadCatalogue('zh')]);
    expect(a).toBe(b);
  });
});
