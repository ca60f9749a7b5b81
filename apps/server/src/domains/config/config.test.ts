import { callingCodes, configItems, messageTemplates } from '@jobbridge/db';
import { buildBasicConfig } from '@jobbridge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FORM, form, type TestApp } from '../../testing';

let t: TestApp;
const getConfig = (lang: unknown, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/config/getConfigItem',
    headers: FORM,
    payload: form({ lang: String(lang) }),
  });

beforeAll(async () => {
  t = await createTestApp({ env: { NEWER_SITE_URL: 'https://new.example.com', CONFIG_CACHE_MS: '0' } });
  const db = t.database.db;
  await buildBasicConfig(db);
  await db.insert(configItems).values([
    { kind: 'mandarin', value: 'fluent', label_en: 'Fluent', label_zh: '流利', sort: 1 },
    { kind: 'language', value: 'en', label_en: 'English', label_zh: '英语', sort: 1 },
    { kind: 'company_size', value: '100-499', label_en: '100-499 employees', label_zh: '100-499 人', sort: 1 },
  ]);
  await db.insert(callingCodes).values([
    { country_code: 'CN', calling_code: '86', country_en: 'China', country_zh: '中国', flag: '🇨🇳', sort: 1 },
    { country_code: 'GB', calling_code: '44', country_en: 'United Kingdom', country_zh: '英国', flag: '🇬🇧', sort: 2 },
  ]);
  await db.insert(messageTemplates).values([
    { template_id: 1, lang: 'en', title: 'Application update', content: 'Your application for {1} is now {2}' },
    { template_id: 1, lang: 'zh', title: '申请进度', content: '你申请的 {1} 状态更新为 {2}' },
  ]);
}, 60_000);
afterAll(() => t?.close());

describe('config/getConfigItem', () => {
  it('answers every list in English', async () => {
    const res = await getConfig('en');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.employment_type).toEqual([
      { value: 'full_time', label: 'Full-time' },
      { value: 'part_time', label: 'Part-time' },
    ]);
    expect(data.industry[0]).toEqual({ value: 'internet', label: 'Internet' });
    expect(data.seniority).toEqual([{ value: 'mid', label: 'Mid-level' }]);
    expect(data.intstatus).toEqual([{ value: '0', label: 'Actively looking' }]);
    expect(data.mandarin).toEqual([{ value: 'fluent', label: 'Fluent' }]);
    expect(data.language).toEqual([{ value: 'en', label: 'English' }]);
    expect(data.company_size).toEqual([{ value: '100-499', label: '100-499 employees' }]);
    expect(data.work_location[0]).toEqual({
      value: '110100',
      city: 'Beijing',
      province: 'Beijing',
      country: 'China',
      lang: 'en',
    });
    expect(data.calling_code[0]).toEqual({ calling_code: '86', country: 'China', flag: '🇨🇳', country_code: 'CN' });
    expect(data.mes_template).toEqual([
      { template_id: 1, title: 'Application update', content: 'Your application for {1} is now {2}' },
    ]);
    expect(data.site).toEqual({
      contact_phone: expect.any(String),
      icp_record: expect.any(String),
      company_name: expect.any(String),
      newer_site_url: 'https://new.example.com',
      dev_tools: true,
    });
  });

  it('answers every list in Chinese', async () => {
    const { data } = (await getConfig('zh')).json();
    expect(data.employment_type[0]).toEqual({ value: 'full_time', label: '全职' });
    expect(data.mandarin).toEqual([{ value: 'fluent', label: '流利' }]);
    expect(data.language).toEqual([{ value: 'en', label: '英语' }]);
    expect(data.work_location.find((l: { value: string }) => l.value === '440300')).toEqual({
      value: '440300',
      city: '深圳',
      province: '广东',
      country: '中国',
      lang: 'zh',
    });
    expect(data.calling_code[1].country).toBe('英国');
    expect(data.mes_template[0].title).toBe('申请进度');
  });

  it.each(['fr', 'EN', '', 'en-US', "en' or 1=1--"])('refuses lang %j with 4000', async (lang) => {
    const res = await getConfig(lang);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 4000, data: { fields: { lang: expect.any(String) } } });
  });

  it('refuses a lang of the wrong type', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/config/getConfigItem', payload: { lang: ['en'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(4000);
  });

  it('tells the web whether the development tools are on', async () => {
    const off = await createTestApp({ database: t.database, env: { DEV_TOOLS: 'false', CONFIG_CACHE_MS: '0' } });
    const real = await createTestApp({
      database: t.database,
      env: { SMTP_URL: 'smtp://127.0.0.1:2525', CONFIG_CACHE_MS: '0', DEV_TOOLS: undefined },
    });
    try {
      expect((await getConfig('en', off.app)).json().data.site.dev_tools).toBe(false);
      expect((await getConfig('en', real.app)).json().data.site.dev_tools).toBe(false);
    } finally {
      await off.close();
      await real.close();
    }
  });

  it('has newer_site_url null unless NEWER_SITE_URL is set', async () => {
    const other = await createTestApp({ database: t.database });
    try {
      expect((await getConfig('en', other.app)).json().data.site.newer_site_url).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('keeps an answer for CONFIG_CACHE_MS', async () => {
    const cached = await createTestApp({ database: t.database, env: { CONFIG_CACHE_MS: '60000' } });
    try {
      const before = (await getConfig('en', cached.app)).json().data.calling_code.length;
      await t.database.db
        .insert(callingCodes)
        .values({ country_code: 'FR', calling_code: '33', country_en: 'France', country_zh: '法国', flag: '🇫🇷' });
      expect((await getConfig('en', cached.app)).json().data.calling_code).toHaveLength(before);
      // Without the cache the new row shows at once.
      expect((await getConfig('en')).json().data.calling_code).toHaveLength(before + 1);
    } finally {
      await cached.close();
    }
  });
});
