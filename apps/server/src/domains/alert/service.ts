import { randomBytes } from 'node:crypto';
import { companies, type Db, jobAlerts, settings, users } from '@jobbridge/db';
import {
  type AlertCriteria,
  AppError,
  type CreateJobAlertInput,
  ERROR_CODES,
  joinList,
  type Locale,
  normalizeJobAlert,
  splitList,
  translate,
} from '@jobbridge/shared';
import { eq, inArray } from 'drizzle-orm';
import type { AlertRow } from './presenter';

/** A new unsubscribe token: 32 random bytes, base64url (43 characters). */
export const newUnsubscribeToken = (): string => randomBytes(32).toString('base64url');

export async function findAlert(db: Db, userId: number): Promise<AlertRow | null> {
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.user_id, userId)).limit(1);
  return row ?? null;
}

/**
 * Creates or replaces the user's alert with the normalised fields
 * (rules/job-alert.ts); preferred company ids that name no company are
 * dropped. The enabled flag and the unsubscribe token are kept.
 */
export async function saveAlert(db: Db, userId: number, input: CreateJobAlertInput, locale: Locale): Promise<AlertRow> {
  const { value, problems } = normalizeJobAlert(input);
  if (problems.length) {
    throw new AppError(ERROR_CODES.validation, undefined, {
      fields: Object.fromEntries(
        problems.map((problem) => [problem.field, translate(locale, problem.key, problem.params)]),
      ),
    });
  }
  const known = value.company_id.length
    ? (
        await db
          .select({ company_id: companies.company_id })
          .from(companies)
          .where(inArray(companies.company_id, value.company_id))
      ).map((row) => row.company_id)
    : [];
  const fields = {
    job_search_status: value.job_search_status,
    job_type_open_to: joinList(value.job_type_open_to),
    preferred_location: value.preferred_location,
    open_to_relocate_cities: joinList(value.open_to_relocate_cities),
    job_title: joinList(value.job_title),
    industry: joinList(value.industry),
    seniority: joinList(value.seniority),
    minimum_salary: value.minimum_salary,
    maximum_salary: value.maximum_salary,
    ideal_company: joinList(value.idealCompany),
    company_id: joinList(value.company_id.filter((id) => known.includes(id)).map(String)),
  };
  const [row] = await db
    .insert(jobAlerts)
    .values({ user_id: userId, ...fields, unsubscribe_token: newUnsubscribeToken() })
    .onConflictDoUpdate({ target: jobAlerts.user_id, set: { ...fields, updated_at: new Date() } })
    .returning();
  return row;
}

/** Turns the alert on or off (an alert with the defaults is created when there is none). */
export async function setAlertEnabled(db: Db, userId: number, enabled: boolean): Promise<boolean> {
  await db
    .insert(jobAlerts)
    .values({ user_id: userId, enabled: enabled ? 1 : 0, unsubscribe_token: newUnsubscribeToken() })
    .onConflictDoUpdate({ target: jobAlerts.user_id, set: { enabled: enabled ? 1 : 0, updated_at: new Date() } });
  return enabled;
}

/**
 * Whose unsubscribe link a token is, and whether their alert e-mails are
 * already off (read only: what the link's GET shows). Null for an unknown token.
 */
export async function unsubscribeStateOf(
  db: Db,
  token: string,
): Promise<{ user_id: number; unsubscribed: boolean } | null> {
  const [row] = await db
    .select({ user_id: jobAlerts.user_id, alert_email: settings.alert_email })
    .from(jobAlerts)
    .leftJoin(settings, eq(settings.user_id, jobAlerts.user_id))
    .where(eq(jobAlerts.unsubscribe_token, token))
    .limit(1);
  if (!row) return null;
  return { user_id: row.user_id, unsubscribed: row.alert_email === false };
}

/** The unsubscribe (a POST): alert e-mails off for the token's user. Null for an unknown token. */
export async function unsubscribeByToken(db: Db, token: string): Promise<{ user_id: number } | null> {
  const [alert] = await db
    .select({ user_id: jobAlerts.user_id })
    .from(jobAlerts)
    .where(eq(jobAlerts.unsubscribe_token, token))
    .limit(1);
  if (!alert) return null;
  await db
    .insert(settings)
    .values({ user_id: alert.user_id, alert_email: false })
    .onConflictDoUpdate({ target: settings.user_id, set: { alert_email: false, updated_at: new Date() } });
  return alert;
}

/** The stored alert as the match rule reads it. */
export function criteriaOf(row: AlertRow): AlertCriteria {
  return {
    job_title: splitList(row.job_title),
    job_type_open_to: splitList(row.job_type_open_to),
    preferred_location: row.preferred_location,
    open_to_relocate_cities: splitList(row.open_to_relocate_cities),
    industry: splitList(row.industry),
    seniority: splitList(row.seniority),
    minimum_salary: row.minimum_salary,
    maximum_salary: row.maximum_salary,
    idealCompany: splitList(row.ideal_company),
    company_id: splitList(row.company_id)
      .map(Number)
      .filter((id) => Number.isSafeInteger(id)),
  };
}

/** The language a user chose (their e-mails' and the unsubscribe page's), or null for an unknown user. */
export async function localeOfUser(db: Db, userId: number): Promise<Locale | null> {
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.user_id, userId));
  return user?.locale ?? null;
}
