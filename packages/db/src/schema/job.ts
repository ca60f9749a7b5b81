import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { at, createdAt, id, updatedAt } from './columns';
import { companies } from './company';
import { files } from './files';

/** PostgreSQL tsvector; written from application-made tokens (Chinese bigrams + words). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const jobs = pgTable(
  'jobs',
  {
    job_id: id('job_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 300001 }),
    company_id: id('company_id')
      .notNull()
      .references(() => companies.company_id, { onDelete: 'cascade' }),
    recruiter_id: id('recruiter_id').references(() => users.user_id, { onDelete: 'set null' }),
    position_en: text('position_en').notNull(),
    position_zh: text('position_zh').notNull(),
    description_en: text('description_en').notNull().default(''),
    description_zh: text('description_zh').notNull().default(''),
    /** One item a line, like requirements. */
    responsibilities_en: text('responsibilities_en').notNull().default(''),
    responsibilities_zh: text('responsibilities_zh').notNull().default(''),
    requirements_en: text('requirements_en').notNull().default(''),
    requirements_zh: text('requirements_zh').notNull().default(''),
    /** Salary bounds in K CNY per month before the multiplier; display = bound * salary_num. */
    minimum_salary: integer('minimum_salary').notNull(),
    maximum_salary: integer('maximum_salary').notNull(),
    salary_num: integer('salary_num').notNull().default(1),
    employment_type: text('employment_type').notNull(),
    industry: text('industry').notNull(),
    seniority: text('seniority').notNull(),
    adcode: text('adcode').notNull(),
    skills: text('skills').notNull().default(''),
    headcount: integer('headcount').notNull().default(1),
    /** suspended: taken down by the platform; only the platform lifts it. */
    status: text('status', { enum: ['open', 'closed', 'draft', 'suspended'] })
      .notNull()
      .default('open'),
    /** Page views of the job (the HR system's job list). */
    views: integer('views').notNull().default(0),
    /** Why it closed: by a recruiter, or by itself after its apply-by date (valid_through). */
    closed_reason: text('closed_reason', { enum: ['recruiter', 'expired', 'platform'] }),
    closed_at: at('closed_at'),
    /** Lower-cased short fields of both languages (positions, brands, skills, city): the job in one line of text. */
    search_text: text('search_text').notNull().default(''),
    /** Every searchable word of the job (search/job-document.ts); matching and counting. */
    search_vector: tsvector('search_vector'),
    /** The short fields only, weighted and kept in the row (not TOASTed); ranking. */
    rank_vector: tsvector('rank_vector'),
    /**
     * The company's completeness (companies.completeness), copied here by triggers (migration 0024,
     * decision 0078) so that ranking reads it from the job's own row instead of looking the company up
     * for every ranked match. Never written by the application.
     */
    company_completeness: integer('company_completeness').notNull().default(0),
    create_time: createdAt().$type<Date>(),
    update_time: updatedAt(),
    valid_through: at('valid_through'),
  },
  (t) => [
    index('jobs_status_time_idx').on(t.status, t.create_time),
    // Open jobs past their apply-by date are closed by a sweep (they leave search, the sitemap and JSON-LD).
    index('jobs_open_valid_through_idx').on(t.valid_through).where(sql`status = 'open'`),
    index('jobs_company_idx').on(t.company_id),
    index('jobs_adcode_idx').on(t.adcode),
    // Search serves open jobs only: partial indexes need no status check of their own.
    // The words and the filter tokens of a job (search/job-filters.ts; migration 0020).
    index('jobs_search_document_idx')
      .using(
        'gin',
        sql`jobs_search_document(${t.search_vector}, ${t.adcode}, ${t.employment_type}, ${t.industry}, ${t.seniority}, ${t.company_id}, ${t.minimum_salary}, ${t.maximum_salary}, ${t.salary_num})`,
      )
      .where(sql`status = 'open'`),
    index('jobs_rank_document_idx')
      .using(
        'gin',
        sql`(${t.rank_vector} || jobs_filter_tokens(${t.adcode}, ${t.employment_type}, ${t.industry}, ${t.seniority}, ${t.company_id}, ${t.minimum_salary}, ${t.maximum_salary}, ${t.salary_num}))`,
      )
      .where(sql`status = 'open'`),
    index('jobs_position_document_idx')
      .using(
        'gin',
        sql`(ts_filter(${t.rank_vector}, '{a}') || jobs_filter_tokens(${t.adcode}, ${t.employment_type}, ${t.industry}, ${t.seniority}, ${t.company_id}, ${t.minimum_salary}, ${t.maximum_salary}, ${t.salary_num}))`,
      )
      .where(sql`status = 'open'`),
    // Similar jobs and recommendations match the short fields alone.
    index('jobs_rank_vector_idx').using('gin', t.rank_vector).where(sql`status = 'open'`),
    // Browsing without a keyword: the newest open jobs of a city, industry, type or level,
    // and their count, from the index alone.
    index('jobs_open_adcode_time_idx').on(t.adcode, t.create_time).where(sql`status = 'open'`),
    index('jobs_open_industry_time_idx').on(t.industry, t.create_time).where(sql`status = 'open'`),
    index('jobs_open_type_time_idx').on(t.employment_type, t.create_time).where(sql`status = 'open'`),
    index('jobs_open_seniority_time_idx').on(t.seniority, t.create_time).where(sql`status = 'open'`),
  ],
);

/** A job's state: open (in search), closed, draft (never published), suspended (by the platform). */
export type JobStatus = (typeof jobs.$inferSelect)['status'];

/**
 * The Latin words of the jobs' short fields (positions, brands, skills,
 * cities), collected by triggers on jobs (migration 0005): the vocabulary
 * that misspelt search words are corrected against, by trigram similarity
 * (pg_trgm). Words are only added; a word no job uses any more finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * Every lexeme of the open and closed jobs' search_vector (Chinese bigrams,
 * Latin words), collected by triggers on jobs (migration 0023), in byte order
 * (COLLATE "C"): the words a search-box prefix stands for. A prefix with few
 * words is searched as those words (`prefixExpansions`), which the GIN index
 * answers from their posting lists instead of a partial-match scan of every
 * key. Lexemes are only added; one no job uses any more matches nothing.
 */
export const searchLexicon = pgTable('search_lexicon', { word: text('word').primaryKey() });

export const savedJobs = pgTable(
  'saved_jobs',
  {
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    job_id: id('job_id')
      .notNull()
      .references(() => jobs.job_id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.job_id] })],
);

/** Applications; status 1 Applied, 2 Assessment, 3 Interview, 4 Offered, 5 Refused. */
export const applications = pgTable(
  'applications',
  {
    application_id: id('application_id').primaryKey().generatedByDefaultAsIdentity(),
    job_id: id('job_id')
      .notNull()
      .references(() => jobs.job_id, { onDelete: 'cascade' }),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(1),
    resume_file_id: text('resume_file_id').references(() => files.file_id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_pair_key').on(t.user_id, t.job_id),
    // The HR system's applicant list, newest first with the id as tie-break, so a page is read
    // from the index in order: one job's applications of every status (this index), or of one
    // status (the next), whose leading (job_id, status) also answers the per-status counts from
    // the index alone. The first also serves every lookup by job.
    index('applications_job_time_idx').on(t.job_id, t.created_at, t.application_id),
    index('applications_job_status_time_idx').on(t.job_id, t.status, t.created_at, t.application_id),
  ],
);

/** Notes a company keeps on an application; never shown to the candidate. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    note_id: id('note_id').primaryKey().generatedByDefaultAsIdentity(),
    application_id: id('application_id')
      .notNull()
      .references(() => applications.application_id, { onDelete: 'cascade' }),
    author_id: id('author_id').references(() => users.user_id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('application_notes_app_idx').on(t.application_id, t.created_at)],
);

/** Every status an application passed through, with its date. */
export const applicationEvents = pgTable(
  'application_events',
  {
    event_id: id('event_id').primaryKey().generatedByDefaultAsIdentity(),
    application_id: id('application_id')
      .notNull()
      .references(() => applications.application_id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    actor_id: id('actor_id').references(() => users.user_id, { onDelete: 'set null' }),
    note: text('note'),
    created_at: createdAt(),
  },
  (t) => [index('application_events_app_idx').on(t.application_id)],
);

/** Job views, for recent views on the dashboard. */
export const jobViews = pgTable(
  'job_views',
  {
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    job_id: id('job_id')
      .notNull()
      .references(() => jobs.job_id, { onDelete: 'cascade' }),
    viewed_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.job_id] })],
);

/** Job alerts (spec section 3), one per user; comma-separated lists as in the spec. */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    user_id: id('user_id')
      .primaryKey()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    job_search_status: text('job_search_status').notNull().default('0'),
    job_type_open_to: text('job_type_open_to').notNull().default(''),
    preferred_location: text('preferred_location').notNull().default(''),
    open_to_relocate_cities: text('open_to_relocate_cities').notNull().default(''),
    job_title: text('job_title').notNull().default(''),
    industry: text('industry').notNull().default(''),
    seniority: text('seniority').notNull().default(''),
    minimum_salary: integer('minimum_salary').notNull().default(40),
    maximum_salary: integer('maximum_salary').notNull().default(90),
    ideal_company: text('ideal_company').notNull().default(''),
    company_id: text('company_id').notNull().default(''),
    enabled: smallint('enabled').notNull().default(1),
    unsubscribe_token: text('unsubscribe_token'),
    last_run_at: at('last_run_at'),
    /** When the last alert e-mail digest went out (one a day at most). */
    last_email_at: at('last_email_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('job_alerts_unsubscribe_token_key').on(t.unsubscribe_token)],
);

/** Jobs already sent to an alert, so a job is never sent twice. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    job_id: id('job_id')
      .notNull()
      .references(() => jobs.job_id, { onDelete: 'cascade' }),
    delivered_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.job_id] })],
);

/** Questions about a job, and answers (parent_id set). */
export const jobQuestions = pgTable(
  'job_questions',
  {
    question_id: id('question_id').primaryKey().generatedByDefaultAsIdentity(),
    job_id: id('job_id')
      .notNull()
      .references(() => jobs.job_id, { onDelete: 'cascade' }),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    parent_id: id('parent_id'),
    /** An answer given for the company (by one of its admins or recruiters), marked as the company's. */
    company_id: id('company_id').references(() => companies.company_id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    thumbs: integer('thumbs').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('job_questions_job_idx').on(t.job_id, t.created_at)],
);

export const questionVotes = pgTable(
  'question_votes',
  {
    question_id: id('question_id')
      .notNull()
      .references(() => jobQuestions.question_id, { onDelete: 'cascade' }),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.question_id, t.user_id] })],
);
