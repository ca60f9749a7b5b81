import { jobAlerts } from '@jobbridge/db';
import { buildCompany } from '@jobbridge/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { post } from '../account/test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('job/getJobAlert', () => {
  it('answers the defaults before anything is saved, and only for the session user (4004 for anyone else, as an unknown user)', async () => {
    const me = await signedInUser(t.database);
    const res = await post(t.app, 'job/getJobAlert', { user_id: me.user.user_id }, { cookie: me.cookie });
    expect(res.json().data).toEqual({
      user_id: me.user.user_id,
      job_search_status: '0',
      job_type_open_to: '',
      preferred_location: '',
      open_to_relocate_cities: '',
      job_title: '',
      industry: '',
      seniority: '',
      minimum_salary: 40,
      maximum_salary: 90,
      idealCompany: '',
      company_id: '',
      enabled: true,
      saved: false,
    });
    const other = await signedInUser(t.database);
    const foreign = await post(t.app, 'job/getJobAlert', { user_id: other.user.user_id }, { cookie: me.cookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe(4004);
    expect((await post(t.app, 'job/getJobAlert', { user_id: me.user.user_id })).json().code).toBe(4001);
  });
});

describe('job/createJobAlert', () => {
  it('stores the normalised alert: duplicates dropped, unknown companies dropped, defaults filled', async () => {
    const me = await signedInUser(t.database);
    const company = await buildCompany(t.database.db);
    const res = await post(
      t.app,
      'job/createJobAlert',
      {
        job_search_status: '1',
        job_type_open_to: 'full_time,full_time,remote',
        preferred_location: '310100',
        open_to_relocate_cities: '310100,440300,440300',
        job_title: 'Engineer, engineer ,数据分析',
        industry: 'internet,Internet,ai',
        seniority: 'mid',
        minimum_salary: 30,
        idealCompany: 'Tencent,tencent,阿里巴巴',
        company_id: `${company.company_id},999999999`,
      },
      { cookie: me.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      user_id: me.user.user_id,
      job_search_status: '1',
      job_type_open_to: 'full_time,remote',
      preferred_location: '310100',
      open_to_relocate_cities: '440300',
      job_title: 'Engineer,数据分析',
      industry: 'internet,ai',
      seniority: 'mid',
      minimum_salary: 30,
      maximum_salary: 90,
      idealCompany: 'Tencent,阿里巴巴',
      company_id: String(company.company_id),
      enabled: true,
      saved: true,
    });
    const again = await post(t.app, 'job/getJobAlert', { user_id: me.user.user_id }, { cookie: me.cookie });
    expect(again.json().data).toEqual(res.json().data);
    const [row] = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.user_id, me.user.user_id));
    expect(row.unsubscribe_token).toMatch(/^[\w-]{43}$/);
    // Replacing keeps the token.
    await post(t.app, 'job/createJobAlert', { job_title: 'Designer' }, { cookie: me.cookie });
    const [after] = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.user_id, me.user.user_id));
    expect(after.unsubscribe_token).toBe(row.unsubscribe_token);
    expect(after.job_title).toBe('Designer');
    expect(after.industry).toBe('');
  });

  it('refuses more than 5 industries, companies or cities, and a minimum above the maximum (4000)', async () => {
    const me = await signedInUser(t.database);
    const six = 'a1,a2,a3,a4,a5,a6';
    for (const [field, value] of [
      ['industry', six],
      ['idealCompany', six],
      ['company_id', '1,2,3,4,5,6'],
      ['open_to_relocate_cities', '110100,120100,130100,140100,150100,160100'],
    ] as const) {
      const res = await post(t.app, 'job/createJobAlert', { [field]: value }, { cookie: me.cookie });
      expect(res.json().code, field).toBe(4000);
      expect(res.json().data.fields[field], field).toBe('At most 5 items');
    }
    // Five plus repeats is fine.
    expect(
      (await post(t.app, 'job/createJobAlert', { industry: 'a1,a2,a3,a4,a5,A1,a2' }, { cookie: me.cookie })).statusCode,
    ).toBe(200);
    const order = await post(
      t.app,
      'job/createJobAlert',
      { minimum_salary: 80, maximum_salary: 50 },
      { cookie: me.cookie },
    );
    expect(order.json().data.fields.minimum_salary).toBe('The minimum salary cannot be above the maximum');
    const oneSided = await post(
      t.app,
      'job/createJobAlert',
      { minimum_salary: 120 },
      { cookie: me.cookie, lang: 'zh' },
    );
    expect(oneSided.json().code).toBe(4000);
    expect(oneSided.json().data.fields.minimum_salary).toBe('最低薪资不能高于最高薪资');
    expect(
      (await post(t.app, 'job/createJobAlert', { preferred_location: 'shanghai' }, { cookie: me.cookie })).json().code,
    ).toBe(4000);
    expect(
      (await post(t.app, 'job/createJobAlert', { job_title: 'x'.repeat(61) }, { cookie: me.cookie })).json().code,
    ).toBe(4000);
  });
});

describe('job/createJobAlertStatus', () => {
  it('turns the alert off and on', async () => {
    const me = await signedInUser(t.database);
    expect(
      (await post(t.app, 'job/createJobAlertStatus', { enabled: 'false' }, { cookie: me.cookie })).json().data,
    ).toEqual({
      enabled: false,
    });
    const read = await post(t.app, 'job/getJobAlert', { user_id: me.user.user_id }, { cookie: me.cookie });
    expect(read.json().data).toMatchObject({ enabled: false, saved: true, minimum_salary: 40 });
    expect(
      (await post(t.app, 'job/createJobAlertStatus', { enabled: true }, { cookie: me.cookie })).json().data.enabled,
    ).toBe(true);
    expect((await post(t.app, 'job/createJobAlertStatus', {}, { cookie: me.cookie })).json().code).toBe(4000);
    expect(
      (await post(t.app, 'job/createJobAlertStatus', { enabled: 'maybe' }, { cookie: me.cookie })).json().code,
    ).toBe(4000);
  });
});
