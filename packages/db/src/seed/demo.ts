import { hashPasswordForTransport, translate, USER_STATUS_EMAIL_VERIFIED } from '@jobbridge/shared';
import { hashPassword } from '@jobbridge/shared/node';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../client';
import { buildJob, CityPicker, type CompanyContext, companyWeight, type JobInsert } from '../generate/job-factory';
import { insertJobRows } from '../generate/jobs';
import { Random } from '../generate/random';
import {
  applicationEvents,
  applications,
  careers,
  chatMessages,
  companies,
  companyAdmins,
  educations,
  jobAlerts,
  jobQuestions,
  jobs,
  jobViews,
  questionVotes,
  resumes,
  savedJobs,
  settings,
  systemMessages,
  users,
} from '../schema';
import { DEMO_COMPANIES, DEMO_RECRUITER_COMPANY } from './companies';
import { seedEmployerDemo } from './employer';
import { seedGroups } from './groups';
import { ensureReferenceData, loadLocations, MESSAGE_TEMPLATE_IDS } from './reference';
import { isDatabase, settleAfterBulkLoad } from './settle';

export interface DemoAccount {
  role: 'candidate' | 'recruiter' | 'admin';
  email: string;
  /** Calling code digits joined to the number, as the login payload sends it. */
  phone: string;
  calling_code: string;
  /** The clear password (the browser hashes it twice before sending). */
  password: string;
  first_name: string;
  last_name: string;
  /** What the account shows off, for the start-up banner. */
  note: string;
}

/** A clear password that satisfies the password policy (letters, digits, a symbol). */
export const DEMO_PASSWORD = 'Demo1234!';

/** The demo accounts, so the server can print them at start-up. */
export const DEMO_ACCOUNTS = {
  candidate: {
    role: 'candidate',
    email: 'candidate@example.com',
    phone: '8613800138001',
    calling_code: '86',
    password: DEMO_PASSWORD,
    first_name: 'Emma',
    last_name: 'Carter',
    note: 'verified candidate with a full profile, an application, a saved job, messages and a chat',
  },
  newCandidate: {
    role: 'candidate',
    email: 'newcomer@example.com',
    phone: '8613800138002',
    calling_code: '86',
    password: DEMO_PASSWORD,
    first_name: 'Lucas',
    last_name: 'Martin',
    note: 'new candidate: e-mail not verified, empty profile',
  },
  recruiter: {
    role: 'recruiter',
    email: 'recruiter@example.com',
    phone: '8613800138003',
    calling_code: '86',
    password: DEMO_PASSWORD,
    first_name: 'Grace',
    last_name: 'Zhou',
    note: 'recruiter and owner of Cloudsail Technology (云帆科技), with posted jobs and a chat',
  },
  admin: {
    role: 'admin',
    email: 'admin@example.com',
    phone: '8613800138000',
    calling_code: '86',
    password: DEMO_PASSWORD,
    first_name: 'Admin',
    last_name: 'JobBridge',
    note: 'platform administrator',
  },
} as const satisfies Record<string, DemoAccount>;

export interface SeedDemoOptions {
  /** Jobs to generate (default 1,200; at least 30); about 3% of them closed. */
  jobs?: number;
  /** PRNG seed (default 20240601): the same seed gives the same data. */
  seed?: number;
  /**
   * Include the demo platform administrator (published password). Only the one-machine
   * try-out asks for it (decision 0014); default false.
   */
  admin?: boolean;
}

export interface SeedDemoResult {
  /** False when demo data was already there and nothing was written. */
  seeded: boolean;
  companies: number;
  jobs: number;
  ms: number;
}

const DAY = 86_400_000;
/** The demo activity needs a few jobs of the recruiter's company and of others. */
const MIN_JOBS = 30;

/** The demo accounts a seed with these options loads: the administrator only when asked. */
export function demoAccountsFor(options: Pick<SeedDemoOptions, 'admin'> = {}): [string, DemoAccount][] {
  return Object.entries(DEMO_ACCOUNTS).filter(([key]) => key !== 'admin' || options.admin === true);
}

/** True when the demo marker (the demo candidate account) exists. */
export async function hasDemoData(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.user_id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.candidate.email}`)
    .limit(1);
  return rows.length > 0;
}

/**
 * Loads the demo data set: reference data (locations, option lists, calling
 * codes, templates, licences, skills), 49 invented companies, `jobs` bilingual
 * jobs, the DEMO_ACCOUNTS (the administrator only with `admin: true`) and their
 * activity. Idempotent: when the demo candidate account exists it does nothing. Runs in one transaction under an advisory
 * lock, so two instances starting together seed once.
 */
export async function seedDemoData(database: Database | Db, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const started = performance.now();
  const db = isDatabase(database) ? database.db : database;
  if (await hasDemoData(db))
    return { seeded: false, companies: 0, jobs: 0, ms: Math.round(performance.now() - started) };
  const accounts = demoAccountsFor(options);
  const hashes = Promise.all(
    accounts.map(async ([, account]) => hashPassword(await hashPasswordForTransport(account.password))),
  );
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(424243)`);
    if (await hasDemoData(tx as unknown as Db)) return null;
    return seedInside(tx as unknown as Db, accounts, await hashes, options);
  });
  if (result !== null) await settleAfterBulkLoad(database);
  return {
    seeded: result !== null,
    companies: result?.companies ?? 0,
    jobs: result?.jobs ?? 0,
    ms: Math.round(performance.now() - started),
  };
}

async function seedInside(
  db: Db,
  accounts: [string, DemoAccount][],
  passwordHashes: string[],
  options: SeedDemoOptions,
) {
  const rng = new Random(options.seed ?? 20240601);
  const now = Date.now();
  await ensureReferenceData(db);

  const cityRows = (await loadLocations()).cities;
  const cityByName = new Map(cityRows.map((c) => [c.city_zh, c]));
  const cities = new CityPicker(cityRows.map((c) => ({ ...c, sort: c.sort ?? 1000 })));

  // Companies.
  const companyRows = DEMO_COMPANIES.map((c) => {
    const city = cityByName.get(c.city);
    if (!city) throw new Error(`demo company ${c.slug}: unknown city ${c.city}`);
    const [districtZh, districtEn, roadZh, roadEn, number] = c.address;
    const approved = (c.status ?? 'approved') === 'approved';
    return {
      business_license_name: c.license,
      brand_name: c.brand_zh,
      eng_brand_name: c.brand_en,
      industry: c.industry,
      adcode: city.adcode,
      size: c.size,
      address_zh: `${city.city_zh}市${districtZh}${roadZh}${number}号`,
      address_en: `No. ${number} ${roadEn}, ${districtEn}, ${city.city_en}`,
      intro_en: `${c.tagline[0]} Founded in ${c.founded} and based in ${city.city_en}, we are a team of ${c.size.replace('+', ' or more')} people and we welcome colleagues from all over the world.`,
      intro_zh: `${c.tagline[1]}公司成立于${c.founded}年，总部位于${city.city_zh}，团队规模${c.size.replace('+', '以上')}人，欢迎来自世界各地的同事加入。`,
      website: `https://www.${c.slug}.example`,
      business_email: `hr@${c.slug}.example`,
      business_email_verified_at: new Date(now - 200 * DAY),
      verification_status: c.status ?? 'approved',
      // A verified company's licence was reviewed with it: its page says so, not "Not submitted".
      license_status: approved ? 'approved' : 'none',
      completeness: approved ? 85 + (c.founded % 15) : 60,
      created_at: new Date(now - (300 + (c.founded % 60)) * DAY),
    } satisfies typeof companies.$inferInsert;
  });
  const insertedCompanies = await db
    .insert(companies)
    .values(companyRows)
    .returning({ company_id: companies.company_id, business_license_name: companies.business_license_name });
  const companyIdByLicense = new Map(insertedCompanies.map((c) => [c.business_license_name, c.company_id]));
  const contexts: Array<CompanyContext & { slug: string; size: string }> = DEMO_COMPANIES.map((c, i) => ({
    company_id: companyIdByLicense.get(c.license) as number,
    brand_name: c.brand_zh,
    eng_brand_name: c.brand_en,
    industry: c.industry,
    adcode: companyRows[i].adcode,
    size: c.size,
    tagline: c.tagline,
    slug: c.slug,
  }));
  const home = contexts.find((c) => c.slug === DEMO_RECRUITER_COMPANY) as (typeof contexts)[number];

  // Accounts.
  const insertedUsers = await db
    .insert(users)
    .values(
      accounts.map(([key, a], i) => ({
        first_name: a.first_name,
        last_name: a.last_name,
        calling_code: a.calling_code,
        phone: a.phone,
        email: a.email,
        password_hash: passwordHashes[i],
        role: a.role,
        status: key === 'newCandidate' ? 0 : USER_STATUS_EMAIL_VERIFIED,
        email_verified_at: key === 'newCandidate' ? null : new Date(now - 30 * DAY),
        locale: key === 'recruiter' ? ('zh' as const) : ('en' as const),
        ...(key === 'candidate'
          ? { birth_date: '1992-05-14', mandarin: 'conversational', native_language: 'en' }
          : key === 'recruiter'
            ? {
                headline_job: 'Talent Acquisition Lead',
                headline_job_zh: '人才招聘负责人',
                company_id: home.company_id,
                native_language: 'zh',
                mandarin: 'native',
              }
            : {}),
        created_at: new Date(now - (key === 'newCandidate' ? 1 : 90) * DAY),
      })),
    )
    .returning({ user_id: users.user_id, email: users.email });
  const userId = (email: string) => insertedUsers.find((u) => u.email === email)?.user_id as number;
  const candidateId = userId(DEMO_ACCOUNTS.candidate.email);
  const newcomerId = userId(DEMO_ACCOUNTS.newCandidate.email);
  const recruiterId = userId(DEMO_ACCOUNTS.recruiter.email);
  home.recruiter_id = recruiterId;
  await db.insert(companyAdmins).values({
    company_id: home.company_id,
    user_id: recruiterId,
    role: 'owner',
    status: 'active',
    decided_at: new Date(now - 200 * DAY),
  });
  await db.update(companies).set({ created_by: recruiterId }).where(eq(companies.company_id, home.company_id));
  await db.insert(settings).values(insertedUsers.map((u) => ({ user_id: u.user_id })));

  // Jobs: the recruiter's company first (a showcase of a dozen), then spread by company size.
  const count = Math.max(MIN_JOBS, options.jobs ?? 1200);
  const indices = contexts.map((_, i) => i);
  const jobRows: JobInsert[] = [];
  for (let i = 0; i < count; i++) {
    const showcase = i < 12;
    const company = showcase ? home : contexts[rng.weighted(indices, (k) => companyWeight(contexts[k].size))];
    const row = buildJob(rng, company, cities, { now });
    if (showcase) {
      // Old enough for the demo candidate's application history, and open.
      const created = now - (14 + i * 3) * DAY;
      Object.assign(row, {
        status: 'open',
        create_time: new Date(created),
        update_time: new Date(created),
        valid_through: new Date(created + 60 * DAY),
      });
    }
    jobRows.push(row);
  }
  for (let i = 0; i < jobRows.length; i += 500) await insertJobRows(db, jobRows.slice(i, i + 500));

  const homeJobs = await db
    .select({ job_id: jobs.job_id, position_en: jobs.position_en })
    .from(jobs)
    .where(and(eq(jobs.company_id, home.company_id), eq(jobs.status, 'open')))
    .orderBy(asc(jobs.job_id))
    .limit(4);
  const otherJobs = await db
    .select({ job_id: jobs.job_id, position_en: jobs.position_en, company_id: jobs.company_id })
    .from(jobs)
    .where(and(sql`${jobs.company_id} <> ${home.company_id}`, eq(jobs.status, 'open')))
    .orderBy(asc(jobs.create_time), asc(jobs.job_id))
    .limit(6);
  const brandOf = (companyId: number) => contexts.find((c) => c.company_id === companyId)?.eng_brand_name ?? '';
  await seedActivity(db, { now, candidateId, newcomerId, recruiterId, home, homeJobs, otherJobs, brandOf });
  await seedEmployerDemo(db, {
    now,
    recruiterId,
    homeCompanyId: home.company_id,
    companyIdOf: (slug) => contexts.find((c) => c.slug === slug)?.company_id as number,
  });
  return { companies: contexts.length, jobs: count };
}

interface ActivityContext {
  now: number;
  candidateId: number;
  newcomerId: number;
  recruiterId: number;
  home: CompanyContext;
  homeJobs: Array<{ job_id: number; position_en: string }>;
  otherJobs: Array<{ job_id: number; position_en: string; company_id: number }>;
  brandOf: (companyId: number) => string;
}

async function seedActivity(db: Db, ctx: ActivityContext): Promise<void> {
  const { now, candidateId, newcomerId, recruiterId, home, homeJobs, otherJobs } = ctx;
  const at = (daysAgo: number, hour = 10, minute = 0) => {
    const d = new Date(now - daysAgo * DAY);
    d.setUTCHours(hour - 8, minute, 0, 0); // China time
    return d;
  };
  const [applied, second] = homeJobs;
  const [saved, invitedTo, alerted, other] = otherJobs;

  // Resume: summary, two careers with responsibilities, one education (strength 90 without an avatar).
  await db.insert(resumes).values({
    user_id: candidateId,
    summary:
      'Product-minded frontend engineer with 8 years of experience building web apps in London and Shanghai. ' +
      'I love TypeScript, React and accessible design, and I speak conversational Mandarin (HSK 4). ' +
      '产品思维的前端工程师，在伦敦和上海有八年 Web 开发经验。',
    // Skills of the shared list by key, and one of the candidate's own words.
    skills: 'TypeScript,React,Interaction design,Project management,Design systems',
    wizard_step: 5,
  });
  await db.insert(careers).values([
    {
      user_id: candidateId,
      company_name: 'Lighthouse Learning (Shanghai)',
      title: 'Senior Frontend Engineer',
      start_date: '2021-03-01',
      end_date: null,
      is_current: true,
      responsibilities:
        'Lead the frontend of a bilingual learning platform used by 200,000 students.\n' +
        'Introduced TypeScript and a shared component library; cut page load time by 40%.\n' +
        'Mentor three junior engineers and run the weekly frontend guild.',
    },
    {
      user_id: candidateId,
      company_name: 'Harbourline Digital (London)',
      title: 'Frontend Developer',
      start_date: '2016-09-01',
      end_date: '2021-01-31',
      is_current: false,
      responsibilities:
        'Built React interfaces for retail and travel clients.\nWorked with designers on an accessible design system (WCAG 2.1 AA).',
    },
  ]);
  await db.insert(educations).values({
    user_id: candidateId,
    school: 'Northbridge University',
    degree: 'BSc',
    major: 'Computer Science',
    start_date: '2012-09-01',
    end_date: '2016-06-30',
  });
  await db.insert(jobAlerts).values({
    user_id: candidateId,
    job_search_status: '1',
    job_type_open_to: 'full_time,remote',
    preferred_location: '310100',
    open_to_relocate_cities: '110100,440300,330100',
    job_title: 'Frontend Engineer,Full Stack Engineer',
    industry: 'internet,software,education',
    seniority: 'senior',
    minimum_salary: 40,
    maximum_salary: 70,
    ideal_company: home.eng_brand_name,
    company_id: String(home.company_id),
  });
  await db.insert(resumes).values({ user_id: newcomerId });

  // A saved job, recent views, and an application with its history.
  await db.insert(savedJobs).values([
    { user_id: candidateId, job_id: saved.job_id, created_at: at(3) },
    { user_id: candidateId, job_id: second.job_id, created_at: at(2) },
  ]);
  await db.insert(jobViews).values(
    [applied, second, saved, invitedTo, alerted].map((job, i) => ({
      user_id: candidateId,
      job_id: job.job_id,
      viewed_at: at(i + 1),
    })),
  );
  const [application] = await db
    .insert(applications)
    .values({ user_id: candidateId, job_id: applied.job_id, status: 3, created_at: at(9), updated_at: at(2, 16) })
    .returning({ id: applications.application_id });
  await db.insert(applicationEvents).values([
    { application_id: application.id, status: 1, actor_id: candidateId, created_at: at(9) },
    {
      application_id: application.id,
      status: 2,
      actor_id: recruiterId,
      note: 'Take-home exercise sent',
      created_at: at(6, 11),
    },
    {
      application_id: application.id,
      status: 3,
      actor_id: recruiterId,
      note: 'Video interview on Thursday',
      created_at: at(2, 16),
    },
  ]);
  const [secondApplication] = await db
    .insert(applications)
    .values({ user_id: candidateId, job_id: other.job_id, status: 1, created_at: at(4), updated_at: at(4) })
    .returning({ id: applications.application_id });
  await db
    .insert(applicationEvents)
    .values({ application_id: secondApplication.id, status: 1, actor_id: candidateId, created_at: at(4) });

  // System messages (from the system sender 10000). An apply_status message's
  // {3} is the status label in the candidate's language (English here), as the
  // HR system writes it.
  const brand = home.eng_brand_name;
  const statusLabel = (key: 'assessment' | 'interview') => translate('en', `jobTracker.status.${key}`);
  await db.insert(systemMessages).values([
    {
      to_user_id: candidateId,
      type: 'apply_status',
      template_id: MESSAGE_TEMPLATE_IDS.applyStatus,
      data: [applied.position_en, brand, statusLabel('assessment')].join(','),
      job_id: applied.job_id,
      unread: 0,
      create_time: at(6, 11),
    },
    {
      to_user_id: candidateId,
      type: 'apply_status',
      template_id: MESSAGE_TEMPLATE_IDS.applyStatus,
      data: [applied.position_en, brand, statusLabel('interview')].join(','),
      job_id: applied.job_id,
      unread: 1,
      create_time: at(2, 16),
    },
    {
      to_user_id: candidateId,
      type: 'invite',
      template_id: MESSAGE_TEMPLATE_IDS.invite,
      data: [ctx.brandOf(invitedTo.company_id), invitedTo.position_en].join(','),
      job_id: invitedTo.job_id,
      unread: 1,
      create_time: at(1, 9, 30),
    },
    {
      to_user_id: candidateId,
      type: 'job_alert',
      template_id: MESSAGE_TEMPLATE_IDS.jobAlert,
      data: ['12', alerted.position_en].join(','),
      job_id: alerted.job_id,
      unread: 1,
      create_time: at(0, 8),
    },
  ]);

  // A chat between the recruiter and the candidate about the applied job.
  const chat: Array<[from: number, text: string, daysAgo: number, hour: number, minute: number]> = [
    [
      recruiterId,
      `Hi Emma, thanks for applying for the ${applied.position_en} role at ${brand}! I'd love to learn more about your work.`,
      8,
      10,
      5,
    ],
    [candidateId, 'Hi Grace, thank you for getting in touch. Happy to chat any time this week.', 8, 10, 41],
    [recruiterId, 'Great. Could you do a short take-home exercise first? I will send it by e-mail today.', 6, 11, 2],
    [candidateId, 'Done, I sent it back this morning. 谢谢！', 4, 9, 15],
    [recruiterId, 'The team liked your solution. Are you free for a video interview on Thursday at 3 pm?', 2, 16, 3],
    [recruiterId, '周四下午三点见，会议链接稍后发给你。', 2, 16, 4],
  ];
  // A conversation opens with a card of its job (decision 0025), then the messages.
  await db.insert(chatMessages).values({
    from_user_id: recruiterId,
    to_user_id: candidateId,
    to_system: 'candidate',
    job_id: applied.job_id,
    kind: 'job_card',
    content: applied.position_en,
    unread: 0,
    create_time: at(8, 10, 5),
  });
  await db.insert(chatMessages).values(
    chat.map(([from, content, daysAgo, hour, minute], i) => ({
      from_user_id: from,
      to_user_id: from === recruiterId ? candidateId : recruiterId,
      to_system: from === recruiterId ? ('candidate' as const) : ('recruiter' as const),
      job_id: applied.job_id,
      content,
      unread: i >= chat.length - 2 ? 1 : 0,
      client_id: `demo-${i + 1}`,
      create_time: at(daysAgo, hour, minute),
    })),
  );

  // Questions and answers on a few jobs, with votes.
  const questions = await db
    .insert(jobQuestions)
    .values([
      {
        job_id: applied.job_id,
        user_id: candidateId,
        content: 'Is this role open to remote work two days a week?',
        thumbs: 2,
        created_at: at(12),
      },
      {
        job_id: applied.job_id,
        user_id: newcomerId,
        content: '这个职位提供工作签证吗？',
        thumbs: 1,
        created_at: at(10),
      },
      {
        job_id: second.job_id,
        user_id: newcomerId,
        content: 'What does the interview process look like?',
        thumbs: 0,
        created_at: at(5),
      },
      {
        job_id: saved.job_id,
        user_id: candidateId,
        content: 'Do you provide Mandarin lessons for foreign staff?',
        thumbs: 1,
        created_at: at(3),
      },
    ])
    .returning({ question_id: jobQuestions.question_id, job_id: jobQuestions.job_id });
  await db.insert(jobQuestions).values([
    {
      job_id: applied.job_id,
      user_id: recruiterId,
      parent_id: questions[0].question_id,
      content: 'Yes: the team works from home on Tuesdays and Fridays.',
      created_at: at(11),
    },
    {
      job_id: applied.job_id,
      user_id: recruiterId,
      parent_id: questions[1].question_id,
      content: '提供，我们会协助办理工作许可和居留许可。',
      created_at: at(9),
    },
    {
      job_id: second.job_id,
      user_id: recruiterId,
      parent_id: questions[2].question_id,
      content: 'A 30-minute call with HR, a take-home exercise, then two video interviews with the team.',
      created_at: at(4),
    },
  ]);
  await db.insert(questionVotes).values([
    { question_id: questions[0].question_id, user_id: newcomerId },
    { question_id: questions[0].question_id, user_id: recruiterId },
    { question_id: questions[1].question_id, user_id: candidateId },
    { question_id: questions[3].question_id, user_id: newcomerId },
  ]);

  // Activity groups (decision 0029).
  await seedGroups(db, { candidateId, recruiterId, newcomerId }, now);
}
