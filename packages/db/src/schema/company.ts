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
    founded_year: integer('founded_year'),
    business_email: text('business_email'),
    business_email_verified_at: at('business_email_verified_at'),
    /** The business e-mail is at a free mail domain (qq.com, gmail.com...): the review looks harder. */
    business_email_free: boolean('business_email_free').notNull().default(false),
    license_file_id: text('license_file_id'),
    /** The name printed on the business licence. */
    license_name: text('license_name'),
    /** Unified social credit code (GB 32100-2015), 18 characters with a check digit. */
    credit_code: text('credit_code'),
    /** Review of the company's info: draft until submitted, then pending, approved or rejected. */
    verification_status: text('verification_status', { enum: ['draft', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('draft'),
    /** Why the platform refused the info (a reason code with bilingual labels) and the reviewer's own words. */
    review_reason: text('review_reason'),
    review_note: text('review_note'),
    /** Review of the business licence, apart from the info. */
    license_status: text('license_status', { enum: ['none', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('none'),
    license_reason: text('license_reason'),
    license_note: text('license_note'),
    reviewed_at: at('reviewed_at'),
    /** A suspended company's jobs leave search and its page is gone until the platform lifts it. */
    suspended_at: at('suspended_at'),
    suspend_reason: text('suspend_reason'),
    /** 0-100; above 80 ranks better (spec section 9). */
    completeness: integer('completeness').notNull().default(0),
    /**
     * How many of its jobs are open (status 'open'), kept by triggers on jobs (migration 0017,
     * decision 0039) so the company list reads a column instead of counting jobs per company.
     */
    open_jobs: integer('open_jobs').notNull().default(0),
    created_by: id('created_by').references(() => users.user_id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_license_name_key').on(t.business_license_name),
    uniqueIndex('companies_credit_code_key').on(t.credit_code),
    index('companies_review_idx').on(t.verification_status, t.updated_at),
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
    /** Kind of certificate (a config value: award, qualification, ISO, ...). */
    type: text('type').notNull().default('other'),
    file_id: text('file_id').references(() => files.file_id, { onDelete: 'set null' }),
    is_public: boolean('is_public').notNull().default(true),
    /** Shown on the company page only once approved. */
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    review_reason: text('review_reason'),
    review_note: text('review_note'),
    reviewed_at: at('reviewed_at'),
    created_at: createdAt(),
  },
  (t) => [index('certificates_company_idx').on(t.company_id), index('certificates_status_idx').on(t.status)],
);

/** Every action of a platform administrator: who did what to which row, and when. Never updated. */
export const auditLog = pgTable(
  'audit_log',
  {
    audit_id: id('audit_id').primaryKey().generatedByDefaultAsIdentity(),
    actor_id: id('actor_id').references(() => users.user_id, { onDelete: 'set null' }),
    /** e.g. company.approve, license.reject, certificate.approve, company.suspend, job.suspend. */
    action: text('action').notNull(),
    target_type: text('target_type', { enum: ['company', 'certificate', 'job', 'user', 'chat_report'] }).notNull(),
    target_id: text('target_id').notNull(),
    reason: text('reason'),
    note: text('note'),
    created_at: createdAt(),
  },
  (t) => [index('audit_log_target_idx').on(t.target_type, t.target_id), index('audit_log_time_idx').on(t.created_at)],
);

/**
 * Step 1 of /employer for a user without a company (decision 0056): the
 * business address they last sent a code to, when, and when they entered it.
 * The server's record of a verified address lets step 2 open in any browser;
 * it goes when the company is created, and is forgotten after
 * BUSINESS_EMAIL_KEPT_MS.
 */
export const businessEmailChecks = pgTable(
  'business_email_checks',
  {
    user_id: id('user_id')
      .primaryKey()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    /** Lower case, as codes are sent and checked. */
    email: text('email').notNull(),
    /** When the latest code to this address was sent. */
    sent_at: at('sent_at').notNull(),
    /** When the user entered that code; null until then. */
    verified_at: at('verified_at'),
  },
  (t) => [index('business_email_checks_sent_idx').on(t.sent_at)],
);
