import { randomBytes } from 'node:crypto';
import type { Db } from '../client';
import { companies, companyAdmins, configItems, jobs, locations, users } from '../schema';

/** Unique suffix so no two tests share keys (phone, e-mail, names). */
let counter = 0;
export const unique = (): string =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(3).toString('hex')}`;
const uniqueDigits = (n: number): string => {
  let out = '';
  while (out.length < n) out += randomBytes(8).readBigUInt64BE().toString();
  return out.slice(0, n);
};

type UserInsert = typeof users.$inferInsert;
type CompanyInsert = typeof companies.$inferInsert;
type JobInsert = typeof jobs.$inferInsert;

export async function buildUser(db: Db, overrides: Partial<UserInsert> = {}) {
  const key = unique();
  const [row] = await db
    .insert(users)
    .values({
      first_name: 'Test',
      last_name: `User${key}`,
      calling_code: '86',
      phone: `86139${uniqueDigits(8)}`,
      email: `user-${key}@example.test`,
      role: 'candidate',
      status: 0,
      ...overrides,
    })
    .returning();
  return row;
}

export async function buildCompany(db: Db, overrides: Partial<CompanyInsert> = {}) {
  const key = unique();
  const [row] = await db
    .insert(companies)
    .values({
      business_license_name: `测试科技有限公司 ${key}`,
      brand_name: `测试${key}`,
      eng_brand_name: `Test Co ${key}`,
      industry: 'internet',
      adcode: '310100',
      verification_status: 'approved',
      ...overrides,
    })
    .returning();
  return row;
}

/** A recruiter user who is an active admin of a (new or given) company. */
export async function buildRecruiter(db: Db, companyId?: number, overrides: Partial<UserInsert> = {}) {
  const company_id = companyId ?? (await buildCompany(db)).company_id;
  const user = await buildUser(db, { role: 'recruiter', company_id, headline_job: 'Talent Partner', ...overrides });
  await db.insert(companyAdmins).values({ company_id, user_id: user.user_id, role: 'admin', status: 'active' });
  return user;
}

export async function buildJob(db: Db, overrides: Partial<JobInsert> = {}) {
  const key = unique();
  const company_id = overrides.company_id ?? (await buildCompany(db)).company_id;
  const [row] = await db
    .insert(jobs)
    .values({
      position_en: `Engineer ${key}`,
      position_zh: `工程师 ${key}`,
      description_en: 'Build things.',
      description_zh: '开发产品。',
      minimum_salary: 20,
      maximum_salary: 35,
      salary_num: 1,
      employment_type: 'full_time',
      industry: 'internet',
      seniority: 'mid',
      adcode: '310100',
      status: 'open',
      ...overrides,
      company_id,
    })
    .returning();
  return row;
}

/** A small set of config rows and cities, enough for calls that read config. */
export async function buildBasicConfig(db: Db) {
  await db
    .insert(configItems)
    .values([
      { kind: 'employment_type', value: 'full_time', label_en: 'Full-time', label_zh: '全职', sort: 1 },
      { kind: 'employment_type', value: 'part_time', label_en: 'Part-time', label_zh: '兼职', sort: 2 },
      { kind: 'industry', value: 'internet', label_en: 'Internet', label_zh: '互联网', sort: 1 },
      { kind: 'industry', value: 'education', label_en: 'Education', label_zh: '教育', sort: 2 },
      { kind: 'seniority', value: 'mid', label_en: 'Mid-level', label_zh: '中级', sort: 2 },
      { kind: 'intstatus', value: '0', label_en: 'Actively looking', label_zh: '正在找工作', sort: 0 },
    ])
    .onConflictDoNothing();
  await db
    .insert(locations)
    .values([
      {
        adcode: '110100',
        level: 'city',
        parent_adcode: '110000',
        city_en: 'Beijing',
        city_zh: '北京',
        province_en: 'Beijing',
        province_zh: '北京',
        sort: 1,
      },
      {
        adcode: '310100',
        level: 'city',
        parent_adcode: '310000',
        city_en: 'Shanghai',
        city_zh: '上海',
        province_en: 'Shanghai',
        province_zh: '上海',
        sort: 2,
      },
      {
        adcode: '440300',
        level: 'city',
        parent_adcode: '440000',
        city_en: 'Shenzhen',
        city_zh: '深圳',
        province_en: 'Guangdong',
        province_zh: '广东',
        sort: 3,
      },
    ])
    .onConflictDoNothing();
}

/** Guangdong, the province of buildBasicConfig's Shenzhen: a place of the list that is not a city. Answers its adcode. */
export async function buildFixtureProvince(db: Db): Promise<string> {
  await db
    .insert(locations)
    .values({
      adcode: '440000',
      level: 'province',
      parent_adcode: null,
      city_en: 'Guangdong',
      city_zh: '广东',
      province_en: 'Guangdong',
      province_zh: '广东',
      sort: 0,
    })
    .onConflictDoNothing();
  return '440000';
}
