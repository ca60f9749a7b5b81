import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Numeric ids as in the spec (user_id, job_id, ...), returned as JS numbers. */
export const id = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });
