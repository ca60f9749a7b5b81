import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  applicationEvents,
  applicationNotes,
  applications,
  certificates,
  companies,
  companyAdmins,
  jobs,
  users,
} from '../schema';

const DAY = 86_400_000;

/** The demo company under review (one of the pending DEMO_COMPANIES) and what it submitted. */
export const DEMO_REVIEW_COMPANY = {
  slug: 'muguang',
  license_name: '杭州沐光创意设计有限公司',
  /** Well formed, with its check character (GB 32100-2015). */
  credit_code: '91330102MA2H3K5L7Q',
  /** At a free mail domain: the review looks harder. */
  business_email: 'muguang_studio@163.com',
  certificate: 'Hangzhou Creative Design Award 2023',
} as const;

/** A demo applicant whose name is written in Chinese: pages show it family name first (王小明). */
export const DEMO_CHINESE_APPLICANT = {
  first_name: '小明',
  last_name: '王',
  email: 'wang.xiaoming@example.com',
} as const;

/**
 * Candidates who applied to the demo recruiter's company, one per status but 3
 * (the demo candidate's), and one more just applied with a Chinese name.
 */
const APPLICANTS = [
  { first_name: 'Sofia', last_name: 'Rossi', email: 'sofia.rossi@example.com', status: 1 },
  { first_name: 'Daniel', last_name: 'Okafor', email: 'daniel.okafor@example.com', status: 2 },
  { first_name: 'Hannah', last_name: 'Schmidt', email: 'hannah.schmidt@example.com', status: 4 },
  { first_name: 'Mateo', last_name: 'García', email: 'mateo.garcia@example.com', status: 5 },
  { ...DEMO_CHINESE_APPLICANT, status: 1 },
] as const;

/** The demo user asking to join the demo recruiter's company. */
export const DEMO_JOIN_REQUEST = { first_name: 'Jie', last_name: 'Chen', email: 'chen.jie@example.com' } as const;

export interface EmployerDemoContext {
  now: number;
  recruiterId: number;
  homeCompanyId: number;
  /** The company id of each demo company by slug. */
  companyIdOf: (slug: string) => number;
}

/**
 * The employer side of the demo: the demo recruiter's company has open,
 * closed and expired jobs and applicants in every status (1-5) with notes,
 * a user asking to join it; another company waits for the platform's review
 * (info, licence and a certificate pending, its business e-mail at a free
 * mail domain), so the administrator's queue is never empty.
 */
export async function seedEmployerDemo(db: Db, ctx: EmployerDemoContext): Promise<void> {
  const { now, recruiterId, homeCompanyId } = ctx;
  const ago = (days: number) => new Date(now - days * DAY);

  // One job closed by the recruiter, one closed by itself past its apply-by date.
  const showcase = await db
    .select({ job_id: jobs.job_id })
    .from(jobs)
    .where(and(eq(jobs.company_id, homeCompanyId), eq(jobs.status, 'open')))
    .orderBy(asc(jobs.job_id));
  const [closedJob, expiredJob] = showcase.slice(-2);
  await db
    .update(jobs)
    .set({ status: 'closed', closed_reason: 'recruiter', closed_at: ago(5) })
    .where(eq(jobs.job_id, closedJob.job_id));
  await db
    .update(jobs)
    .set({ status: 'closed', closed_reason: 'expired', closed_at: ago(2), valid_through: ago(2) })
    .where(eq(jobs.job_id, expiredJob.job_id));

  // Applicants in the other statuses, on the company's open jobs, with their history and notes.
  const openJobs = showcase.slice(1, 1 + APPLICANTS.length);
  const applicants = await db
    .insert(users)
    .values(
      APPLICANTS.map((a, i) => ({
        first_name: a.first_name,
        last_name: a.last_name,
        email: a.email,
        status: 2,
        email_verified_at: ago(40 + i),
        created_at: ago(60 + i),
      })),
    )
    .returning({ user_id: users.user_id, email: users.email });
  for (const [i, applicant] of APPLICANTS.entries()) {
    const userId = applicants.find((row) => row.email === applicant.email)!.user_id;
    const job = openJobs[i % openJobs.length];
    const [application] = await db
      .insert(applications)
      .values({
        user_id: userId,
        job_id: job.job_id,
        status: applicant.status,
        created_at: ago(12 - i),
        updated_at: ago(3 - i / 2),
      })
      .returning({ id: applications.application_id });
    const steps = applicant.status === 5 ? [1, 5] : Array.from({ length: applicant.status }, (_, k) => k + 1);
    await db.insert(applicationEvents).values(
      steps.map((status, k) => ({
        application_id: application.id,
        status,
        actor_id: status === 1 ? userId : recruiterId,
        created_at: ago(12 - i - k),
      })),
    );
    if (applicant.status === 2 || applicant.status === 4) {
      await db.insert(applicationNotes).values(
        applicant.status === 2
          ? [
              {
                application_id: application.id,
                author_id: recruiterId,
                content: 'Strong portfolio; take-home sent.',
                created_at: ago(8),
              },
            ]
          : [
              {
                application_id: application.id,
                author_id: recruiterId,
                content: '面试表现很好，团队一致推荐。',
                created_at: ago(6),
              },
              {
                application_id: application.id,
                author_id: recruiterId,
                content: 'Offer sent: start date in March.',
                created_at: ago(2),
              },
            ],
      );
    }
  }

  // Certificates of the demo company the platform approved (they show on its page).
  await db.insert(certificates).values([
    {
      company_id: homeCompanyId,
      name: 'ISO/IEC 27001',
      type: 'iso',
      status: 'approved',
      reviewed_at: ago(100),
      created_at: ago(120),
    },
    {
      company_id: homeCompanyId,
      name: 'High-tech Enterprise',
      type: 'qualification',
      status: 'approved',
      reviewed_at: ago(90),
      created_at: ago(95),
    },
  ]);

  // A user asking to join the demo recruiter's company (pending admin request).
  const [joiner] = await db
    .insert(users)
    .values({ ...DEMO_JOIN_REQUEST, role: 'recruiter', status: 2, email_verified_at: ago(3), created_at: ago(3) })
    .returning({ user_id: users.user_id });
  await db.insert(companyAdmins).values({
    company_id: homeCompanyId,
    user_id: joiner.user_id,
    role: 'recruiter',
    status: 'pending',
    created_at: ago(1),
  });

  // A company under review: info and licence pending, a pending certificate, a free-mail business address.
  const reviewId = ctx.companyIdOf(DEMO_REVIEW_COMPANY.slug);
  await db
    .update(companies)
    .set({
      verification_status: 'pending',
      license_status: 'pending',
      license_name: DEMO_REVIEW_COMPANY.license_name,
      credit_code: DEMO_REVIEW_COMPANY.credit_code,
      business_email: DEMO_REVIEW_COMPANY.business_email,
      business_email_free: true,
      founded_year: 2019,
      updated_at: ago(2),
    })
    .where(eq(companies.company_id, reviewId));
  await db
    .insert(certificates)
    .values({ company_id: reviewId, name: DEMO_REVIEW_COMPANY.certificate, type: 'award', created_at: ago(2) });
}
