import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { at, createdAt, id } from './columns';
import { jobs } from './job';

/**
 * Chat between a candidate and the people of a job's company, about the job
 * (decision 0025). unread: 1 unread, 0 read.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    message_id: id('message_id').primaryKey().generatedByDefaultAsIdentity(),
    from_user_id: id('from_user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    to_user_id: id('to_user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    job_id: id('job_id').references(() => jobs.job_id, { onDelete: 'set null' }),
    /** Which side the recipient is: 'recruiter' or 'candidate' (spec's to_system). */
    to_system: text('to_system', { enum: ['recruiter', 'candidate'] }).notNull(),
    content: text('content').notNull(),
    unread: smallint('unread').notNull().default(1),
    /** Id the sender's client gave the message; resending it is idempotent. */
    client_id: text('client_id'),
    /**
     * 'text', or 'job_card': the first message of a conversation, drawn as a card of its job; or an
     * action card (decision 0030): 'resume_request', 'resume', 'contact_request', 'invite'.
     */
    kind: text('kind', { enum: ['text', 'job_card', 'resume_request', 'resume', 'contact_request', 'invite'] })
      .notNull()
      .default('text'),
    /** A resume_request's or contact_request's state: 'pending', then 'accepted' or 'declined' (once). */
    state: text('state', { enum: ['pending', 'accepted', 'declined'] }),
    /** A contact_request's 'wechat' or 'phone'. */
    contact_type: text('contact_type', { enum: ['wechat', 'phone'] }),
    /** Who accepted or declined a request (kept by id only: a card outlives its answerer's account). */
    answered_by: id('answered_by'),
    /** An accepted contact_request's values, the proposer's and the answerer's; null until then. */
    contact_from: text('contact_from'),
    contact_to: text('contact_to'),
    /** The conversation's candidate: the sender of a message to the recruiter side, else its recipient. */
    candidate_id: id('candidate_id')
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN to_system = 'recruiter' THEN from_user_id ELSE to_user_id END`),
    create_time: createdAt(),
  },
  (t) => [
    index('chat_messages_pair_idx').on(t.to_user_id, t.from_user_id, t.job_id, t.create_time),
    uniqueIndex('chat_messages_client_key').on(t.from_user_id, t.client_id),
    // A conversation is (candidate, job): its messages in order, and a company's conversations by job.
    index('chat_messages_conversation_idx').on(t.candidate_id, t.job_id, t.message_id),
    index('chat_messages_job_idx').on(t.job_id, t.candidate_id),
    // One job card a conversation: a first message writes it with `on conflict do nothing` (decision 0035).
    uniqueIndex('chat_messages_job_card_key').on(t.candidate_id, t.job_id).where(sql`kind = 'job_card'`),
    // The per-sender rate limit counts a sender's recent messages.
    index('chat_messages_sender_time_idx').on(t.from_user_id, t.create_time),
    // The header's unread count: a candidate's unread answers, and the unread messages to a company's jobs.
    index('chat_messages_unread_candidate_idx').on(t.candidate_id).where(sql`unread = 1 and to_system = 'candidate'`),
    index('chat_messages_unread_company_idx').on(t.job_id).where(sql`unread = 1 and to_system = 'recruiter'`),
    // The offline e-mail sweep reads unread text messages by age (decision 0031).
    index('chat_messages_unread_time_idx').on(t.create_time).where(sql`unread = 1 AND kind = 'text'`),
  ],
);

/**
 * The offline e-mails about a conversation to one side (decision 0031): at
 * most one per conversation and side every CHAT_EMAIL.periodMs, and only
 * about messages after `last_message_id`.
 */
export const chatEmailNotices = pgTable(
  'chat_email_notices',
  {
    candidate_id: id('candidate_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    job_id: id('job_id')
      .notNull()
      .references(() => jobs.job_id, { onDelete: 'cascade' }),
    /** The side e-mailed: 'candidate', or 'recruiter' (the company's inbox). */
    side: text('side', { enum: ['recruiter', 'candidate'] }).notNull(),
    /** Who receives them (for the company's side, the person chosen for the inbox); null: nobody could. */
    user_id: id('user_id').references(() => users.user_id, { onDelete: 'cascade' }),
    /**
     * The newest message the sweep has dealt with: e-mailed, or passed over
     * because the recipient's settings did not allow an e-mail then.
     */
    last_message_id: id('last_message_id').notNull(),
    /** When the last e-mail went (null: none yet); the next waits CHAT_EMAIL.periodMs. */
    emailed_at: at('emailed_at'),
  },
  (t) => [primaryKey({ columns: [t.candidate_id, t.job_id, t.side] })],
);

/**
 * A side's block of a conversation (candidate, job): while it stands, the
 * other side's messages are refused. `side` is the side that blocked.
 */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    candidate_id: id('candidate_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    job_id: id('job_id')
      .notNull()
      .references(() => jobs.job_id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['recruiter', 'candidate'] }).notNull(),
    create_time: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.candidate_id, t.job_id, t.side] })],
);

/**
 * A report of a conversation for the platform's review console. The reported
 * person is kept by id only (no foreign key): a report outlives the account
 * it is about, as the evidence of what happened.
 */
export const chatReports = pgTable(
  'chat_reports',
  {
    report_id: id('report_id').primaryKey().generatedByDefaultAsIdentity(),
    reporter_id: id('reporter_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    reported_id: id('reported_id').notNull(),
    reporter_side: text('reporter_side', { enum: ['recruiter', 'candidate'] }).notNull(),
    candidate_id: id('candidate_id').notNull(),
    job_id: id('job_id').references(() => jobs.job_id, { onDelete: 'set null' }),
    reason: text('reason', { enum: ['spam', 'harassment', 'fraud', 'other'] }).notNull(),
    note: text('note'),
    create_time: createdAt(),
    /** 'open' until the platform administrator closes it with an outcome (decision 0031). */
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    outcome: text('outcome', { enum: ['dismissed', 'upheld'] }),
    closed_by: id('closed_by').references(() => users.user_id, { onDelete: 'set null' }),
    closed_at: at('closed_at'),
  },
  (t) => [
    index('chat_reports_time_idx').on(t.create_time),
    index('chat_reports_status_time_idx').on(t.status, t.create_time, t.report_id),
  ],
);

/** System messages to a user (type apply_status or invite), filled from a template. */
export const systemMessages = pgTable(
  'system_messages',
  {
    message_id: id('message_id').primaryKey().generatedByDefaultAsIdentity(),
    to_user_id: id('to_user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    from_user_id: id('from_user_id').notNull().default(10000),
    type: text('type').notNull(),
    template_id: integer('template_id').notNull(),
    /** Comma-separated values filling the template's numbered placeholders. */
    data: text('data').notNull().default(''),
    job_id: id('job_id').references(() => jobs.job_id, { onDelete: 'set null' }),
    unread: smallint('unread').notNull().default(1),
    create_time: createdAt(),
  },
  (t) => [index('system_messages_user_idx').on(t.to_user_id, t.create_time)],
);
