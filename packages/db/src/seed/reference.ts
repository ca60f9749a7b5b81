import { createHash } from 'node:crypto';
import { MANDARIN_LEVEL_CHOICES, NATIVE_LANGUAGE_CODES } from '@jobbridge/shared';
import { countries, getEmojiFlag, type TCountryCode } from 'countries-list';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { EMPLOYMENT_TYPES, INDUSTRIES, INDUSTRY_FAMILIES, ROLE_FAMILIES, SENIORITIES } from '../generate/catalog';
import { SKILL_LIST } from '../reference/skills';
import { callingCodes, configItems, licenseItems, locations, messageTemplates, referenceData, skills } from '../schema';

/**
 * Reference data every installation needs (demo or not): option lists,
 * locations, calling codes, message templates, licences and skills.
 * `seedReferenceData` upserts it, so running it again refreshes labels.
 */

type ConfigRow = typeof configItems.$inferInsert;

const options = (kind: string, rows: ReadonlyArray<readonly [value: string, en: string, zh: string]>): ConfigRow[] =>
  rows.map(([value, label_en, label_zh], i) => ({ kind, value, label_en, label_zh, sort: i + 1 }));

export function buildConfigItems(): ConfigRow[] {
  const languageEn = new Intl.DisplayNames(['en'], { type: 'language' });
  const languageZh = new Intl.DisplayNames(['zh'], { type: 'language' });
  return [
    ...options(
      'employment_type',
      EMPLOYMENT_TYPES.map((t) => [t.value, t.en, t.zh] as const),
    ),
    ...options(
      'industry',
      INDUSTRIES.map((i) => [i.value, i.en, i.zh] as const),
    ),
    ...options(
      'seniority',
      SENIORITIES.map((s) => [s.value, s.en, s.zh] as const),
    ),
    // Job search status of the job alert (spec: job_search_status, default '0').
    ...options('intstatus', [
      ['0', 'Actively looking', '正在找工作'],
      ['1', 'Open to offers', '考虑好机会'],
      ['2', 'Not looking right now', '暂不考虑'],
      ['3', 'Just browsing', '随便看看'],
    ]),
    ...options(
      'mandarin',
      MANDARIN_LEVEL_CHOICES.map((level) => [level.value, level.en, level.zh] as const),
    ),
    ...options(
      'language',
      NATIVE_LANGUAGE_CODES.map((code) => [code, languageEn.of(code) ?? code, languageZh.of(code) ?? code] as const),
    ),
    ...options('company_size', [
      ['1-49', '1-49 employees', '1-49人'],
      ['50-199', '50-199 employees', '50-199人'],
      ['200-999', '200-999 employees', '200-999人'],
      ['1000-4999', '1,000-4,999 employees', '1000-4999人'],
      ['5000+', '5,000+ employees', '5000人以上'],
    ]),
  ];
}

/** Ids of the system message templates (system_messages.template_id). */
export const MESSAGE_TEMPLATE_IDS = {
  /** {1} position, {2} company brand, {3} application status label. */
  applyStatus: 1,
  /** {1} company brand, {2} position. */
  invite: 2,
  /** {1} number of new jobs, {2} the first job's position. */
  jobAlert: 3,
  /** {1} company brand. */
  companyApproved: 4,
  /** {1} applicant's name, {2} company brand. */
  adminApplication: 5,
} as const;

export const MESSAGE_TEMPLATES: Array<typeof messageTemplates.$inferInsert> = [
  { template_id: 1, lang: 'en', title: 'Application update', content: 'Your application for {1} at {2} is now {3}.' },
  { template_id: 1, lang: 'zh', title: '申请状态更新', content: '你申请的{2}「{1}」职位，状态已更新为：{3}。' },
  { template_id: 2, lang: 'en', title: 'Invitation to apply', content: '{1} invites you to apply for {2}.' },
  { template_id: 2, lang: 'zh', title: '职位邀请', content: '{1}邀请你申请「{2}」职位。' },
  {
    template_id: 3,
    lang: 'en',
    title: 'New jobs for you',
    content: '{1} new jobs match your job preferences, including {2}.',
  },
  { template_id: 3, lang: 'zh', title: '新职位推荐', content: '有{1}个新职位符合你的求职偏好，包括「{2}」。' },
  {
    template_id: 4,
    lang: 'en',
    title: 'Company verified',
    content: 'Your company {1} has been verified. Its jobs are now shown to everyone.',
  },
  { template_id: 4, lang: 'zh', title: '企业认证通过', content: '你的企业{1}已通过认证，发布的职位将对所有人展示。' },
  { template_id: 5, lang: 'en', title: 'Admin application', content: '{1} has applied to become an admin of {2}.' },
  { template_id: 5, lang: 'zh', title: '管理员申请', content: '{1}申请成为{2}的管理员。' },
];

export const LICENSES: ReadonlyArray<readonly [en: string, zh: string]> = [
  ['TEFL Certificate', 'TEFL 证书'],
  ['TESOL Certificate', 'TESOL 证书'],
  ['CELTA', 'CELTA 剑桥英语教师证书'],
  ['DELTA', 'DELTA 剑桥英语教学文凭'],
  ['Teaching licence (home country)', '本国教师资格证'],
  ['HSK Level 4', '汉语水平考试（HSK）四级'],
  ['HSK Level 5', '汉语水平考试（HSK）五级'],
  ['HSK Level 6', '汉语水平考试（HSK）六级'],
  ['CFA Charterholder', 'CFA 特许金融分析师'],
  ['ACCA', 'ACCA 特许公认会计师'],
  ['CPA', '注册会计师（CPA）'],
  ['FRM', 'FRM 金融风险管理师'],
  ['PMP', 'PMP 项目管理专业人士'],
  ['Certified Scrum Master', '认证敏捷教练（CSM）'],
  ['Cloud Solutions Architect', '云解决方案架构师认证'],
  ['CISSP', 'CISSP 信息系统安全专家'],
  ['Six Sigma Green Belt', '六西格玛绿带'],
  ['Six Sigma Black Belt', '六西格玛黑带'],
  ['Chartered Engineer', '特许工程师'],
  ['Registered Nurse', '注册护士执照'],
  ['Medical licence', '医师执业证书'],
  ['Bar admission', '律师执业资格'],
  ['Chinese driving licence', '中国机动车驾驶证'],
  ['First Aid Certificate', '急救证书'],
  ['Food Safety Certificate', '食品安全证书'],
  ['Tour Guide Licence', '导游证'],
];

/** Skills with the industry they are most typical of: the main employer of the first role family using them. */
function skillRows(): Array<typeof skills.$inferInsert> {
  const familyIndustry = new Map<string, string>();
  for (const family of ROLE_FAMILIES) {
    let best: [string, number] = ['', 0];
    for (const [industry, weights] of Object.entries(INDUSTRY_FAMILIES)) {
      const w = weights[family.key] ?? 0;
      if (w > best[1]) best = [industry, w];
    }
    familyIndustry.set(family.key, best[0]);
  }
  const skillIndustry = new Map<string, string>();
  for (const family of ROLE_FAMILIES) {
    for (const role of [...family.positions, ...family.leaders]) {
      for (const skill of role.skills) {
        if (!skillIndustry.has(skill)) skillIndustry.set(skill, familyIndustry.get(family.key) ?? '');
      }
    }
  }
  return SKILL_LIST.map((skill) => ({
    skill_id: skill.id,
    name_en: skill.en,
    name_zh: skill.zh,
    industry: skillIndustry.get(skill.en) || null,
  }));
}

/** Calling codes: China first, then the common ones, then every other country by English name. */
const CALLING_CODE_ORDER: TCountryCode[] = [
  'CN',
  'HK',
  'MO',
  'TW',
  'US',
  'GB',
  'DE',
  'FR',
  'JP',
  'KR',
  'SG',
  'AU',
  'CA',
  'RU',
  'IT',
  'ES',
  'NL',
  'IN',
  'MY',
  'TH',
];
/** How a mainland Chinese site names Hong Kong, Macau and Taiwan. */
const REGION_NAMES: Partial<Record<TCountryCode, readonly [en: string, zh: string]>> = {
  HK: ['Hong Kong, China', '中国香港'],
  MO: ['Macau, China', '中国澳门'],
  TW: ['Taiwan, China', '中国台湾'],
};
/** Where a country has several codes, the one a person dials first. */
const PREFERRED_CODE: Partial<Record<TCountryCode, string>> = { XK: '383' };

export function buildCallingCodes(): Array<typeof callingCodes.$inferInsert> {
  const en = new Intl.DisplayNames(['en'], { type: 'region' });
  const zh = new Intl.DisplayNames(['zh'], { type: 'region' });
  const rows = (Object.keys(countries) as TCountryCode[]).map((code) => {
    const country = countries[code];
    const names = REGION_NAMES[code];
    return {
      country_code: code,
      calling_code: PREFERRED_CODE[code] ?? String(country.phone[0]),
      country_en: names?.[0] ?? en.of(code) ?? country.name,
      country_zh: names?.[1] ?? zh.of(code) ?? country.native,
      flag: code === 'TW' ? getEmojiFlag('CN') : getEmojiFlag(code),
      sort: 0,
    };
  });
  const rank = (code: string) => {
    const i = CALLING_CODE_ORDER.indexOf(code as TCountryCode);
    return i >= 0 ? i : CALLING_CODE_ORDER.length;
  };
  rows.sort((a, b) => rank(a.country_code) - rank(b.country_code) || a.country_en.localeCompare(b.country_en, 'en'));
  rows.forEach((row, i) => {
    row.sort = i + 1;
  });
  return rows;
}

/**
 * The location rows. Loaded on demand: the administrative-division data and
 * the pinyin dictionary are large, and only seeding and generators need them.
 */
export async function loadLocations() {
  const { buildLocations } = await import('./locations');
  return buildLocations();
}

const CHUNK = 500;
async function chunked<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** Every row of the reference data, built from this release's lists. */
async function referenceRows() {
  const { provinces, cities } = await loadLocations();
  return {
    locations: [...provinces, ...cities],
    configItems: buildConfigItems(),
    callingCodes: buildCallingCodes(),
    messageTemplates: MESSAGE_TEMPLATES,
    licences: LICENSES.map(([name_en, name_zh], i) => ({ license_id: i + 1, name_en, name_zh })),
    skills: skillRows(),
  };
}
type ReferenceRows = Awaited<ReturnType<typeof referenceRows>>;

/** A digest of the rows: the same lists give the same fingerprint, any changed label another. */
export function referenceFingerprint(rows: ReferenceRows): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

/**
 * Loads the reference data at a server's start, demo or not: every
 * installation needs its option lists, cities, templates, licences and
 * skills, and a new release's labels replace the old ones. A database that
 * already holds these very lists (the fingerprint of `reference_data`) is not
 * written again: most starts change nothing, and rewriting some 3,000 rows
 * took most of a second of each (decision 0062). Under an advisory lock, so
 * instances starting together write it once after the other. Answers the
 * time it took (ms) and whether it wrote.
 */
export async function loadReferenceData(db: Db): Promise<{ ms: number; written: boolean }> {
  const started = performance.now();
  const written = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(424244)`);
    return ensureReferenceData(tx as unknown as Db);
  });
  return { ms: Math.round(performance.now() - started), written };
}

/** Writes the reference data unless the database holds these very lists already; answers whether it wrote. */
export async function ensureReferenceData(db: Db): Promise<boolean> {
  const rows = await referenceRows();
  const fingerprint = referenceFingerprint(rows);
  const [held] = await db.select({ fingerprint: referenceData.fingerprint }).from(referenceData).limit(1);
  if (held?.fingerprint === fingerprint) return false;
  await writeReferenceRows(db, rows, fingerprint);
  return true;
}

/** Upserts all reference data, whatever the database holds (demo seeding, generators). */
export async function seedReferenceData(db: Db): Promise<void> {
  const rows = await referenceRows();
  await writeReferenceRows(db, rows, referenceFingerprint(rows));
}

async function writeReferenceRows(db: Db, rows: ReferenceRows, fingerprint: string): Promise<void> {
  await chunked(rows.locations, (chunk) =>
    db
      .insert(locations)
      .values(chunk)
      .onConflictDoUpdate({
        target: locations.adcode,
        set: {
          level: sql`excluded.level`,
          parent_adcode: sql`excluded.parent_adcode`,
          city_en: sql`excluded.city_en`,
          city_zh: sql`excluded.city_zh`,
          province_en: sql`excluded.province_en`,
          province_zh: sql`excluded.province_zh`,
          sort: sql`excluded.sort`,
        },
      }),
  );
  await chunked(rows.configItems, (chunk) =>
    db
      .insert(configItems)
      .values(chunk)
      .onConflictDoUpdate({
        target: [configItems.kind, configItems.value],
        set: { label_en: sql`excluded.label_en`, label_zh: sql`excluded.label_zh`, sort: sql`excluded.sort` },
      }),
  );
  await chunked(rows.callingCodes, (chunk) =>
    db
      .insert(callingCodes)
      .values(chunk)
      .onConflictDoUpdate({
        target: callingCodes.country_code,
        set: {
          calling_code: sql`excluded.calling_code`,
          country_en: sql`excluded.country_en`,
          country_zh: sql`excluded.country_zh`,
          flag: sql`excluded.flag`,
          sort: sql`excluded.sort`,
        },
      }),
  );
  await db
    .insert(messageTemplates)
    .values(rows.messageTemplates)
    .onConflictDoUpdate({
      target: [messageTemplates.template_id, messageTemplates.lang],
      set: { title: sql`excluded.title`, content: sql`excluded.content` },
    });
  // Licences and skills have fixed ids, so re-running updates them in place;
  // the identity sequences then move past them for rows users add.
  await db
    .insert(licenseItems)
    .values(rows.licences)
    .onConflictDoUpdate({
      target: licenseItems.license_id,
      set: { name_en: sql`excluded.name_en`, name_zh: sql`excluded.name_zh` },
    });
  await chunked(rows.skills, (chunk) =>
    db
      .insert(skills)
      .values(chunk)
      .onConflictDoUpdate({
        target: skills.skill_id,
        set: { name_en: sql`excluded.name_en`, name_zh: sql`excluded.name_zh` },
      }),
  );
  await db.execute(
    sql`select setval(pg_get_serial_sequence('license_items', 'license_id'), greatest((select max(license_id) from license_items), 1))`,
  );
  await db.execute(
    sql`select setval(pg_get_serial_sequence('skills', 'skill_id'), greatest((select max(skill_id) from skills), 1))`,
  );
  await db
    .insert(referenceData)
    .values({ id: 1, fingerprint })
    .onConflictDoUpdate({ target: referenceData.id, set: { fingerprint, loaded_at: sql`now()` } });
}
