import { certificates } from '@jobbridge/db';
import { buildBasicConfig, buildCompany, buildJob } from '@jobbridge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FORM, form, type TestApp } from '../../testing';

let t: TestApp;
let bigShip: { company_id: number };
let underReview: { company_id: number };
let draftOnly: { company_id: number };
const list = (body: Record<string, string | number>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/company/getCompanyList',
    headers: { ...FORM, ...headers },
    payload: form(body),
  });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await buildBasicConfig(db);
  const big = await buildCompany(db, {
    business_license_name: '上海大船科技有限公司',
    brand_name: '大船',
    eng_brand_name: 'Big Ship',
    adcode: '310100',
    completeness: 90,
    size: '1000-4999',
    address_en: '1 Harbour Road, Shanghai',
    address_zh: '上海市港口路1号',
    intro_en: 'We build ships.',
    intro_zh: '我们造船。',
    website: 'https://bigship.example',
  });
  bigShip = big;
  await db.insert(certificates).values([
    { company_id: big.company_id, name: 'ISO 9001', status: 'approved' },
    { company_id: big.company_id, name: 'Internal audit', is_public: false, status: 'approved' },
    // Waiting for review (or refused): never on the public page.
    { company_id: big.company_id, name: 'Pending award' },
    { company_id: big.company_id, name: 'Refused award', status: 'rejected' },
    // Not shown until the platform approves it.
    { company_id: big.company_id, name: 'Unreviewed licence', status: 'pending' },
  ]);
  await buildJob(db, { company_id: big.company_id });
  await buildJob(db, { company_id: big.company_id });
  const reviewed = await buildCompany(db, {
    brand_name: '审核中',
    eng_brand_name: 'Under Review',
    verification_status: 'pending',
    adcode: '440300',
    industry: 'education',
    intro_en: 'Not reviewed yet.',
    website: 'https://review.example',
  });
  underReview = reviewed;
  await db.insert(certificates).values({ company_id: reviewed.company_id, name: 'Unreviewed award' });
  await buildJob(db, { company_id: reviewed.company_id });
  await buildCompany(db, { brand_name: '安静', eng_brand_name: 'Quiet Ltd', adcode: '110100' });
  draftOnly = await buildCompany(db, {
    brand_name: '草稿',
    eng_brand_name: 'Draft Only',
    verification_status: 'draft',
  });
}, 60_000);
afterAll(() => t?.close());

describe('company/getCompanyList', () => {
  it('lists approved companies and those hiring, best-completed first', async () => {
    const res = await list({});
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ total: 3, page: 1, size: 20 });
    expect(data.list.map((c: { eng_brand_name: string }) => c.eng_brand_name)).toEqual([
      'Big Ship',
      'Under Review',
      'Quiet Ltd',
    ]);
    expect(data.list[0]).toEqual({
      company_id: expect.any(Number),
      business_license_name: '上海大船科技有限公司',
      brand_name: '大船',
      eng_brand_name: 'Big Ship',
      logo_url: null,
      industry: 'internet',
      city: 'Shanghai',
      open_jobs: 2,
      verified: true,
    });
    expect(data.list[1]).toMatchObject({ verified: false, open_jobs: 1 });
  });

  it('gives the city in the request language', async () => {
    const { data } = (await list({}, { 'accept-language': 'zh-CN' })).json();
    expect(data.list[0].city).toBe('上海');
  });

  it('filters by keyword over licence and brand names, industry and location', async () => {
    const names = async (body: Record<string, string | number>) =>
      (await list(body)).json().data.list.map((c: { eng_brand_name: string }) => c.eng_brand_name);
    expect(await names({ keyword: '大船科技' })).toEqual(['Big Ship']);
    expect(await names({ keyword: 'quiet' })).toEqual(['Quiet Ltd']);
    expect(await names({ industry: 'education' })).toEqual(['Under Review']);
    expect(await names({ adcode: '440000' })).toEqual(['Under Review']);
    expect(await names({ keyword: 'draft' })).toEqual([]);
  });

  it("finds companies by their industry's name in either language, as the search box offers", async () => {
    const names = async (keyword: string) =>
      (await list({ keyword })).json().data.list.map((c: { eng_brand_name: string }) => c.eng_brand_name);
    expect(await names('education')).toEqual(['Under Review']);
    expect(await names('教育')).toEqual(['Under Review']);
    expect(await names('Edu')).toEqual(['Under Review']);
  });

  it('pages within bounds', async () => {
    expect((await list({ page: 2, size: 2 })).json().data).toMatchObject({ page: 2, size: 2, total: 3 });
    expect((await list({ page: 2, size: 2 })).json().data.list).toHaveLength(1);
    for (const body of [
      { page: 0 },
      { size: 51 },
      { page: 'x' },
      { keyword: 'k'.repeat(101) },
      { adcode: 'abc' },
    ] as Record<string, string | number>[]) {
      const res = await list(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(4000);
    }
  });

  it('survives hostile keywords', async () => {
    for (const keyword of ["' or 1=1 --", '<b>x</b>', '%%%', '\\']) {
      const res = await list({ keyword });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('company/getCompanyByBrandName', () => {
  const byName = (name: string | number, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/company/getCompanyByBrandName',
      headers: { ...FORM, ...headers },
      payload: form({ name }),
    });

  it('finds a company by English brand name in any case, with public certificates', async () => {
    const res = await byName('big ship');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      company_id: bigShip.company_id,
      business_license_name: '上海大船科技有限公司',
      brand_name: '大船',
      eng_brand_name: 'Big Ship',
      logo_url: null,
      industry: 'internet',
      size: '1000-4999',
      city: 'Shanghai',
      address: '1 Harbour Road, Shanghai',
      intro: 'We build ships.',
      website: 'https://bigship.example',
      verified: true,
      certificates: [{ certificate_id: expect.any(Number), name: 'ISO 9001' }],
      open_jobs: 2,
    });
  });

  it('finds it by Chinese brand name or id too, in the request language', async () => {
    const zh = (await byName('大船', { cookie: 'language=zh' })).json().data;
    expect(zh).toMatchObject({
      company_id: bigShip.company_id,
      city: '上海',
      address: '上海市港口路1号',
      intro: '我们造船。',
    });
    expect((await byName(bigShip.company_id)).json().data.company_id).toBe(bigShip.company_id);
    expect((await byName('BIG SHIP')).json().data.company_id).toBe(bigShip.company_id);
  });

  it('shows a company under review with open jobs, its details and certificates held back', async () => {
    const res = await byName('Under Review');
    expect(res.json().data).toMatchObject({
      company_id: underReview.company_id,
      verified: false,
      intro: null,
      address: null,
      website: null,
      certificates: [],
      open_jobs: 1,
    });
  });

  it('answers 4004 for drafts, quiet unapproved companies and unknown names', async () => {
    for (const name of ['Draft Only', String(draftOnly.company_id), 'No Such Co', '999999999']) {
      const res = await byName(name);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 4004 });
    }
  });

  it('refuses blank, long or hostile names without a 500', async () => {
    for (const name of ['', '   ', 'x'.repeat(201), 'a\u0000b']) {
      const res = await byName(name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().code).toBe(4000);
    }
    for (const name of ["' or 1=1 --", '<script>alert(1)</script>', '%', '_', '\\']) {
      expect((await byName(name)).statusCode, name).toBe(404);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/company/getCompanyByBrandName',
      payload: { name: { $ne: '' } },
    });
    expect(json.json().code).toBe(4000);
  });
});
