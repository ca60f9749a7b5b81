import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt, id } from './columns';
import { jobs } from './job';

/** Chat between a candidate and a recruiter about a job. unread: 1 unread, 0 read. */
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
    create_time: createdAt(),
  },
  (t) => [
    index('chat_messages_pair_idx').on(t.to_user_id, t.from_user_id, t.job_id, t.create_time),
    uniqueIndex('chat_messages_client_key').on(t.from_user_id, t.client_id),
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
