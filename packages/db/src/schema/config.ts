import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Bilingual option lists of the config call (employment_type, industry,
 * seniority, intstatus, mandarin levels, languages...). One row holds both
 * languages; the presenter picks one.
 */
export const configItems = pgTable(
  'config_items',
  {
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    label_en: text('label_en').notNull(),
    label_zh: text('label_zh').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

/** China's provinces and cities by administrative code (GB/T 2260), in both languages. */
export const locations = pgTable('locations', {
  adcode: text('adcode').primaryKey(),
  level: text('level', { enum: ['province', 'city'] }).notNull(),
  parent_adcode: text('parent_adcode'),
  city_en: text('city_en').notNull(),
  city_zh: text('city_zh').notNull(),
  province_en: text('province_en').notNull(),
  province_zh: text('province_zh').notNull(),
  country_en: text('country_en').notNull().default('China'),
  country_zh: text('country_zh').notNull().default('中国'),
  /** Lower sorts first: large job markets lead the lists. */
  sort: integer('sort').notNull().default(1000),
});

/**
 * Which reference data the database holds: one row, the fingerprint of the
 * lists `loadReferenceData` last wrote. A start whose lists have the same
 * fingerprint writes nothing.
 */
export const referenceData = pgTable(
  'reference_data',
  {
    id: smallint('id').primaryKey().default(1),
    fingerprint: text('fingerprint').notNull(),
    loaded_at: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reference_data_one_row', sql`${t.id} = 1`)],
);

export const callingCodes = pgTable('calling_codes', {
  country_code: text('country_code').primaryKey(),
  calling_code: text('calling_code').notNull(),
  country_en: text('country_en').notNull(),
  country_zh: text('country_zh').notNull(),
  flag: text('flag').notNull(),
  sort: integer('sort').notNull().default(1000),
});

/** Templates of system messages; content has numbered placeholders {1}, {2} ... */
export const messageTemplates = pgTable(
  'message_templates',
  {
    template_id: integer('template_id').notNull(),
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.template_id, t.lang] })],
);

/** Professional licences a candidate can list (/config getAllLicenseItem, addLicenses). */
export const licenseItems = pgTable('license_items', {
  license_id: integer('license_id').primaryKey().generatedByDefaultAsIdentity(),
  name_en: text('name_en').notNull(),
  name_zh: text('name_zh').notNull(),
});

/** Skills vocabulary (/config getSkillList). */
export const skills = pgTable('skills', {
  skill_id: integer('skill_id').primaryKey().generatedByDefaultAsIdentity(),
  name_en: text('name_en').notNull(),
  name_zh: text('name_zh').notNull(),
  industry: text('industry'),
});
