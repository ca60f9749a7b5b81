import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt, id, updatedAt } from './columns';

export const resumes = pgTable('resumes', {
  user_id: id('user_id')
    .primaryKey()
    .references(() => users.user_id, { onDelete: 'cascade' }),
  summary: text('summary').notNull().default(''),
  /** Skills, comma-separated: a skill of the shared list by its English name, any other as typed (decision 0037). */
  skills: text('skills').notNull().default(''),
  /** Furthest step of the /step wizard reached, so it resumes there. */
  wizard_step: integer('wizard_step').notNull().default(0),
  updated_at: updatedAt(),
});

export const careers = pgTable(
  'careers',
  {
    career_id: id('career_id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    company_name: text('company_name').notNull(),
    title: text('title').notNull(),
    start_date: date('start_date').notNull(),
    end_date: date('end_date'),
    is_current: boolean('is_current').notNull().default(false),
    responsibilities: text('responsibilities').notNull().default(''),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('careers_user_idx').on(t.user_id)],
);

export const educations = pgTable(
  'educations',
  {
    education_id: id('education_id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    school: text('school').notNull(),
    degree: text('degree').notNull(),
    major: text('major').notNull().default(''),
    start_date: date('start_date').notNull(),
    end_date: date('end_date'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('educations_user_idx').on(t.user_id)],
);

/** Licences a candidate holds (addLicenses). */
export const userLicenses = pgTable(
  'user_licenses',
  {
    user_license_id: id('user_license_id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    license_id: integer('license_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('user_licenses_user_idx').on(t.user_id)],
);
