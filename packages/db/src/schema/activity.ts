import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './account';
import { at, createdAt, id } from './columns';

/**
 * Activity groups: the site's communities and events (decision 0029). `type`
 * is one of GROUP_TYPES (meetup, circle, fair); `starts_at` is set for events.
 */
export const activityGroups = pgTable('activity_groups', {
  group_id: id('group_id').primaryKey().generatedByDefaultAsIdentity(),
  type: text('type').notNull().default('meetup'),
  name_en: text('name_en').notNull(),
  name_zh: text('name_zh').notNull(),
  description_en: text('description_en').notNull().default(''),
  description_zh: text('description_zh').notNull().default(''),
  cover_url: text('cover_url'),
  adcode: text('adcode'),
  capacity: integer('capacity'),
  starts_at: at('starts_at'),
  created_at: createdAt(),
});

export const groupMembers = pgTable(
  'group_members',
  {
    group_id: id('group_id')
      .notNull()
      .references(() => activityGroups.group_id, { onDelete: 'cascade' }),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    joined_at: createdAt(),
  },
  // The user's groups (whether I am a member, export, deletion) read from the second index.
  (t) => [primaryKey({ columns: [t.group_id, t.user_id] }), index('group_members_user_idx').on(t.user_id)],
);
