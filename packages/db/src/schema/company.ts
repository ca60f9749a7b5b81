import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { at, createdAt, id, updatedAt } from './columns';
import { files } from './files';

export const companies = pgTable(
  'companies',
  {
    company_id: id('company_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 2001 }),
    business_license_name: text('business_license_name').notNull(),
    /** Chinese brand name. */
    brand_name: text('brand_name').notNull(),
    /** English brand name. */
    eng_brand_name: text('eng_brand_name').notNull(),
    logo_url: text('logo_url'),
    industry: text('industry'),
    adcode: text('adcode'),
    size: text('size'),
    address_en: text('address_en'),
    address_zh: text('address_zh'),
    intro_en: text('intro_en'),
    intro_zh: text('intro_zh'),
    website: text('website'),
    business_email: text('business_email'),
    business_email_verified_at: at('business_email_verified_at'),
    license_file_id: text('license_file_id'),
    verification_status: text('verification_status', { enum: ['draft', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('draft'),
    /** 0-100; above 80 ranks better (spec section 9). */
    completeness: integer('completeness').notNull().default(0),
    created_by: id('created_by').references(() => users.user_id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_license_name_key').on(t.business_license_name),
    index('companies_adcode_idx').on(t.adcode),
    // Company pages are addressed by brand name (either language, any case).
    index('companies_eng_brand_lower_idx').on(sql`lower(${t.eng_brand_name})`),
    index('companies_brand_lower_idx').on(sql`lower(${t.brand_name})`),
  ],
);

/** Who administers or recruits for a company, and pending admin applications. */
export const companyAdmins = pgTable(
  'company_admins',
  {
    company_admin_id: id('company_admin_id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: id('company_id')
      .notNull()
      .references(() => companies.company_id, { onDelete: 'cascade' }),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'recruiter'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'rejected', 'left'] }).notNull(),
    created_at: createdAt(),
    decided_at: at('decided_at'),
  },
  (t) => [
    uniqueIndex('company_admins_pair_key').on(t.company_id, t.user_id),
    index('company_admins_user_idx').on(t.user_id),
  ],
);

/** Certificates a company uploads (awards, qualifications); public ones show on its page. */
export const certificates = pgTable(
  'certificates',
  {
    certificate_id: id('certificate_id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: id('company_id')
      .notNull()
      .references(() => companies.company_id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    file_id: text('file_id').references(() => files.file_id, { onDelete: 'set null' }),
    is_public: boolean('is_public').notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [index('certificates_company_idx').on(t.company_id)],
);
