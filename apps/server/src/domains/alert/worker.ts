import {
  alertDeliveries,
  companies,
  type Db,
  jobAlerts,
  jobs,
  locations,
  MESSAGE_TEMPLATE_IDS,
  queryRows,
  settings,
  systemMessages,
  users,
} from '@jobbridge/db';
import {
  type AlertJob,
  type JobAlertNotice,
  jobMatchesAlert,
  type Locale,
  USER_STATUS_EMAIL_VERIFIED,
} from '@jobbridge/shared';
import { and, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Hub } from '../../live/hub';
import type { Providers } from '../../providers';
import { messageData } from '../message/presenter';
import { alertDigestMail, DIGEST_LISTED_JOBS, type DigestJob } from './digest-mail';
import { criteriaOf, newUnsubscribeToken } from './service';

/**
 * The job alert worker (docs/api/candidate.md): every hour, one instance at
 * a time across all servers (a transaction-scoped PostgreSQL advisory lock;
 * PGlite has it too), it finds the open jobs created since each enabled
 * alert last ran (the last 24 hours on its first run) that match the alert
 * (rules/alert-match.ts), records them in alert_deliveries (a job already
 * sent to the user is skipped: ON CONFLICT DO NOTHING, and only what was
 * inserted is sent), writes the user one system message (template job_alert:
 * the count and the first job's position), tells the user's sockets, and,
 * when settings.alert_email is on and the e-mail is verified, sends at most
 * one e-mail digest a day of the jobs delivered since the last one, with a
 * one-click unsubscribe link (/api/alert/unsubscribe/{token}).
 *
 * Everything but the sockets and the e-mails happens in one transaction; they
 * go out after it commits, so a failed run sends nothing and a run that
 * committed is never repeated.
 */
export const ALERT_LOCK_KEY = 7_350_101;
export const ALERT_EVERY_MS = 3_600_000;
/** How far back the first run of an alert looks. */
export const ALERT_FIRST_LOOKBACK_MS = 24 * 3_600_000;
/** At most this many new jobs per user per run (newest first); a job not sent stays eligible next run. */
export const ALERT_JOBS_PER_RUN = 20;
/** E-mail digests go out at most this often per user. */
export const ALERT_DIGEST_EVERY_MS = 24 * 3_600_000;
/** New jobs read per run (newest first): a bound on one run's work. */
export const ALERT_JOB_SCAN_MAX = 5_000;

export interface AlertRunOptions {
  /** The site's public origin, for the links of the e-mails. */
  origin?: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

export interface AlertRunResult {
  /** False when another run held the lock. */
  ran: boolean;
  alerts: number;
  /** Users who got new jobs (one system message each). */
  users: number;
  deliveries: number;
  emails: number;
}

interface Notice {
  userId: number;
  payload: JobAlertNotice;
}

interface Digest {
  to: string;
  locale: Locale;
  total: number;
  jobs: DigestJob[];
  token: string;
}

type NewJob = AlertJob & { job_id: number; create_time: Date };

/** Text that fills one value of a system message's comma-separated data. */

export async function runAlerts(
  db: Db,
  providers: Pick<Providers, 'mailer'>,
  hub: Pick<Hub, 'sendToUser'>,
  now: Date = new Date(),
  options: AlertRunOptions = {},
): Promise<AlertRunResult> {
  const origin = (options.origin ?? 'http://localhost:8460').replace(/\/+$/, '');
  const outcome = await db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx as unknown as Db,
      sql`select pg_try_advisory_xact_lock(${ALERT_LOCK_KEY}) as locked`,
    );
    if (!lock?.locked) return null;

    const alerts = await tx
      .select({
        alert: jobAlerts,
        locale: users.locale,
        email: users.email,
        status: users.status,
        alert_email: settings.alert_email,
      })
      .from(jobAlerts)
      .innerJoin(users, eq(users.user_id, jobAlerts.user_id))
      .leftJoin(settings, eq(settings.user_id, jobAlerts.user_id))
      .where(and(eq(jobAlerts.enabled, 1), ne(users.role, 'system')));
    const notices: Notice[] = [];
    const digests: Digest[] = [];
    let deliveries = 0;
    if (!alerts.length) return { alerts: 0, notices, digests, deliveries };

    const firstLook = new Date(now.getTime() - ALERT_FIRST_LOOKBACK_MS);
    const sinceOf = (last: Date | null) => (last && last > firstLook ? last : firstLook);
    let earliest = now;
    for (const { alert } of alerts) {
      const since = sinceOf(alert.last_run_at);
      if (since < earliest) earliest = since;
    }
    const newJobs: NewJob[] = await tx
      .select({
        job_id: jobs.job_id,
        position_en: jobs.position_en,
        position_zh: jobs.position_zh,
        employment_type: jobs.employment_type,
        industry: jobs.industry,
        seniority: jobs.seniority,
        adcode: jobs.adcode,
        province_adcode: locations.parent_adcode,
        minimum_salary: jobs.minimum_salary,
        maximum_salary: jobs.maximum_salary,
        salary_num: jobs.salary_num,
        company_id: jobs.company_id,
        brand_name: companies.brand_name,
        eng_brand_name: companies.eng_brand_name,
        business_license_name: companies.business_license_name,
        create_time: jobs.create_time,
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.company_id, jobs.company_id))
      .leftJoin(locations, eq(locations.adcode, jobs.adcode))
      .where(and(sql`${jobs.status} = 'open'`, gt(jobs.create_time, earliest), lte(jobs.create_time, now)))
      .orderBy(desc(jobs.create_time), desc(jobs.job_id))
      .limit(ALERT_JOB_SCAN_MAX);

    for (const { alert, locale: storedLocale, email, status, alert_email } of alerts) {
      const locale: Locale = storedLocale ?? 'en';
      const since = sinceOf(alert.last_run_at);
      const criteria = criteriaOf(alert);
      const candidates = newJobs.filter((job) => job.create_time > since && jobMatchesAlert(job, criteria));
      // Jobs sent before do not take the places of new ones.
      const sentBefore = candidates.length
        ? new Set(
            (
              await tx
                .select({ job_id: alertDeliveries.job_id })
                .from(alertDeliveries)
                .where(
                  and(
                    eq(alertDeliveries.user_id, alert.user_id),
                    inArray(
                      alertDeliveries.job_id,
                      candidates.map((job) => job.job_id),
                    ),
                  ),
                )
            ).map((row) => row.job_id),
          )
        : new Set<number>();
      const matching = candidates.filter((job) => !sentBefore.has(job.job_id)).slice(0, ALERT_JOBS_PER_RUN);
      let token = alert.unsubscribe_token;
      if (!token) token = newUnsubscribeToken();
      await tx
        .update(jobAlerts)
        .set({ last_run_at: now, unsubscribe_token: token })
        .where(eq(jobAlerts.user_id, alert.user_id));

      const inserted = matching.length
        ? await tx
            .insert(alertDeliveries)
            .values(matching.map((job) => ({ user_id: alert.user_id, job_id: job.job_id, delivered_at: now })))
            .onConflictDoNothing()
            .returning({ job_id: alertDeliveries.job_id })
        : [];
      if (inserted.length) {
        const sent = matching.filter((job) => inserted.some((row) => row.job_id === job.job_id));
        const first = sent[0];
        const [message] = await tx
          .insert(systemMessages)
          .values({
            to_user_id: alert.user_id,
            type: 'job_alert',
            template_id: MESSAGE_TEMPLATE_IDS.jobAlert,
            data: messageData([String(sent.length), locale === 'zh' ? first.position_zh : first.position_en]),
            job_id: first.job_id,
            unread: 1,
            create_time: now,
          })
          .returning({ message_id: systemMessages.message_id });
        deliveries += sent.length;
        notices.push({
          userId: alert.user_id,
          payload: {
            type: 'system_message',
            message_type: 'job_alert',
            message_id: message.message_id,
            job_id: first.job_id,
            count: sent.length,
          },
        });
      }

      // The daily digest: the jobs delivered since the last one (these and earlier runs').
      const digestDue = !alert.last_email_at || now.getTime() - alert.last_email_at.getTime() >= ALERT_DIGEST_EVERY_MS;
      const mailable = (alert_email ?? true) && !!email && status === USER_STATUS_EMAIL_VERIFIED;
      if (!digestDue || !mailable) continue;
      const digestSince =
        alert.last_email_at && alert.last_email_at > new Date(now.getTime() - ALERT_DIGEST_EVERY_MS * 7)
          ? alert.last_email_at
          : new Date(now.getTime() - ALERT_DIGEST_EVERY_MS);
      const delivered = await tx
        .select({
          job_id: jobs.job_id,
          position_en: jobs.position_en,
          position_zh: jobs.position_zh,
          brand_name: companies.brand_name,
          eng_brand_name: companies.eng_brand_name,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(alertDeliveries)
        .innerJoin(jobs, eq(jobs.job_id, alertDeliveries.job_id))
        .innerJoin(companies, eq(companies.company_id, jobs.company_id))
        .where(
          and(
            eq(alertDeliveries.user_id, alert.user_id),
            gt(alertDeliveries.delivered_at, digestSince),
            lte(alertDeliveries.delivered_at, now),
            sql`${jobs.status} = 'open'`,
          ),
        )
        .orderBy(desc(alertDeliveries.delivered_at), desc(jobs.create_time))
        .limit(DIGEST_LISTED_JOBS);
      if (!delivered.length) continue;
      await tx.update(jobAlerts).set({ last_email_at: now }).where(eq(jobAlerts.user_id, alert.user_id));
      digests.push({
        to: email!,
        locale,
        total: delivered[0].total,
        token,
        jobs: delivered.map((job) => ({
          job_id: job.job_id,
          position: locale === 'zh' ? job.position_zh : job.position_en,
          company: (locale === 'zh' ? job.brand_name : job.eng_brand_name) || job.brand_name,
          url: `${origin}/jobs/${job.job_id}?lang=${locale}`,
        })),
      });
    }
    return { alerts: alerts.length, notices, digests, deliveries };
  });
  if (!outcome) return { ran: false, alerts: 0, users: 0, deliveries: 0, emails: 0 };

  for (const notice of outcome.notices) {
    await hub.sendToUser(notice.userId, notice.payload).catch((error) => {
      options.log?.warn({ err: error }, 'job alert: live notice failed');
    });
  }
  let emails = 0;
  for (const digest of outcome.digests) {
    const mail = alertDigestMail(digest.locale, {
      total: digest.total,
      jobs: digest.jobs,
      unsubscribeUrl: `${origin}/api/alert/unsubscribe/${digest.token}`,
      settingsUrl: `${origin}/setting?lang=${digest.locale}`,
    });
    try {
      await providers.mailer.send({ to: digest.to, ...mail });
      emails++;
    } catch (error) {
      options.log?.warn({ err: error }, 'job alert: digest e-mail failed');
    }
  }
  return {
    ran: true,
    alerts: outcome.alerts,
    users: outcome.notices.length,
    deliveries: outcome.deliveries,
    emails,
  };
}

/**
 * Runs the worker every ALERT_EVERY_MS (first run after `firstDelayMs`),
 * never twice at once in this process; the lock keeps other processes out.
 * Answers a function that stops the schedule.
 */
export function scheduleAlerts(
  run: () => Promise<AlertRunResult>,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  firstDelayMs = 60_000,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await run();
      if (result.ran) log.info({ alerts: result }, 'job alerts ran');
    } catch (error) {
      log.warn({ err: error }, 'job alerts failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), firstDelayMs).unref();
  const every = setInterval(() => void tick(), ALERT_EVERY_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
