import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { at, createdAt, id } from './columns';

/** Uploaded files, stored under a random name outside the web root. */
export const files = pgTable(
  'files',
  {
    file_id: text('file_id').primaryKey(),
    owner_id: id('owner_id').references(() => users.user_id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['avatar', 'resume', 'license', 'certificate', 'logo', 'attachment'] }).notNull(),
    original_name: text('original_name').notNull(),
    stored_name: text('stored_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    created_at: createdAt(),
    deleted_at: at('deleted_at'),
  },
  (t) => [index('files_owner_idx').on(t.owner_id, t.purpose)],
);

/** Guide documents read by a user (/manager addFileRead, getFileRead). */
export const fileReads = pgTable(
  'file_reads',
  {
    file_read_id: id('file_read_id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: id('user_id').references(() => users.user_id, { onDelete: 'cascade' }),
    file_key: text('file_key').notNull(),
    read_at: createdAt(),
  },
  (t) => [uniqueIndex('file_reads_user_key').on(t.user_id, t.file_key)],
);
