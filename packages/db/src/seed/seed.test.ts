import { hashPasswordForTransport, isCreditCode, profileStrength, queryTokens } from '@jobbridge/shared';
import { verifyPassword } from '@jobbridge/shared/node';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../client';
import {
  activityGroups,
  applicationEvents,
  applicationNotes,
  applications,
  auditLog,
  callingCodes,
  careers,
  certificates,
  chatMessages,
  companies,
  companyAdmins,
  configItems,
  educations,
  groupMembers,
  jobQuestions,
  jobs,
  locations,
  messageTemplates,
  resumes,
  savedJobs,
  systemMessages,
  users,
} from '../schema';
import { jobSearchCondition, refreshJobSearch } from '../search';
import { createTestDatabase, testDbKind } from '../testing';
import { DEMO_ACCOUNTS, demoAccountsFor, seedDemoData } from './demo';
import { DEMO_JOIN_REQUEST, DEMO_REVIEW_COMPANY } from './employer';

const count = async (database: Database, table: typeof jobs | typeof users | typeof companies) =>
  Number((await database.db.select({ n: sql<number>`count(*)` }).from(table))[0].n);

describe(`demo seed (${testDbKind()})`, () => {
  let database: Database;
  let firstRun: Awaited<ReturnType<typeof seedDemoData>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    firstRun = await seedDemoData(database);
  }, 120_000);
  afterAll(() => database?.close());

  it('leaves the search indexes and statistics as autovacuum would: a title-word search reads its index', async () => {
    // Without settleAfterBulkLoad the GIN index's pending list held every job and the planner
    // filtered all open jobs instead (decision 0052).
    const plan = await queryRows<{ 'QUERY PLAN': unknown }>(
      database.db,
      sql`explain (format json) select job_id from jobs where status = 'open' and rank_vector @@ 'sales & manager'::tsquery`,
    );
    expect(JSON.stringify(plan)).toContain('jobs_rank_vector_idx');
    const [stats] = await queryRows<{ tuples: number }>(
      database.db,
      sql`select reltuples::int as tuples from pg_class where relname = 'jobs'`,
    );
    expect(stats.tuples).toBe(1200);
    // Vacuumed: counting the open jobs reads an index alone, not the table.
    const count = await queryRows<{ 'QUERY PLAN': unknown }>(
      database.db,
      sql`explain (format json) select count(*) from (select 1 from jobs where status = 'open' limit 10001) open`,
    );
    expect(JSON.stringify(count)).toContain('Index Only Scan');
  });

  it('loads the default data set', async () => {
    expect(firstRun.seeded).toBe(true);
    expect(firstRun.jobs).toBe(1200);
    const [open] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from jobs where status = 'open'`,
    );
    expect(open.n).toBeGreaterThanOrEqual(1000);
    const [closed] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from jobs where status = 'closed'`,
    );
    expect(closed.n).toBeGreaterThan(0);
    expect(await count(database, companies)).toBeGreaterThanOrEqual(40);
    const pending = await database.db.select().from(companies).where(eq(companies.verification_status, 'pending'));
    expect(pending.length).toBeGreaterThan(0);
    // A verified company's licence was reviewed with it: none says "Not submitted".
    const verified = await database.db.select().from(companies).where(eq(companies.verification_status, 'approved'));
    expect(verified.length).toBeGreaterThan(0);
    expect(new Set(verified.map((company) => company.license_status))).toEqual(new Set(['approved']));
  });

  it('has every city in both languages, big markets first', async () => {
    const cities = await database.db
      .select()
      .from(locations)
      .where(eq(locations.level, 'city'))
      .orderBy(asc(locations.sort));
    expect(cities.length).toBeGreaterThanOrEqual(300);
    for (const city of cities) {
      expect(city.city_en).toMatch(/^[A-Z][A-Za-z' -]+$/);
      expect(city.city_zh).toMatch(/^\p{Script=Han}+$/u);
      expect(city.province_en).not.toBe('');
      expect(city.province_zh).not.toBe('');
    }
    expect(cities.slice(0, 4).map((c) => c.city_en)).toEqual(['Shanghai', 'Beijing', 'Shenzhen', 'Guangzhou']);
    const byCode = new Map(cities.map((c) => [c.adcode, c]));
    expect(byCode.get('440300')).toMatchObject({ city_zh: '深圳', province_en: 'Guangdong', province_zh: '广东' });
    expect(byCode.get('610100')).toMatchObject({ city_en: "Xi'an", city_zh: '西安' });
    expect(byCode.get('150100')).toMatchObject({
      city_en: 'Hohhot',
      province_en: 'Inner Mongolia',
      province_zh: '内蒙古',
    });
    expect(byCode.get('222400')).toMatchObject({ city_zh: '延边', city_en: 'Yanbian' });
    const provinces = await database.db.select().from(locations).where(eq(locations.level, 'province'));
    expect(provinces).toHaveLength(34);
    // Every job is in a known city.
    const [orphans] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from jobs j left join locations l on l.adcode = j.adcode where l.adcode is null`,
    );
    expect(orphans.n).toBe(0);
  });

  it('lists calling codes with +86 first and flags', async () => {
    const codes = await database.db.select().from(callingCodes).orderBy(asc(callingCodes.sort));
    expect(codes.length).toBeGreaterThan(200);
    expect(codes[0]).toMatchObject({ calling_code: '86', country_en: 'China', country_zh: '中国', flag: '🇨🇳' });
    expect(codes.slice(1, 4).map((c) => c.calling_code)).toEqual(['852', '853', '886']);
    expect(codes.find((c) => c.country_code === 'DE')).toMatchObject({ calling_code: '49', country_zh: '德国' });
    for (const code of codes) expect(code.calling_code).toMatch(/^\d{1,4}$/);
  });

  it('has the option lists and templates in both languages', async () => {
    const items = await database.db.select().from(configItems);
    const kinds = new Set(items.map((i) => i.kind));
    for (const kind of [
      'employment_type',
      'industry',
      'seniority',
      'intstatus',
      'mandarin',
      'language',
      'company_size',
    ]) {
      expect(kinds.has(kind)).toBe(true);
    }
    expect(items.filter((i) => i.kind === 'industry').length).toBeGreaterThanOrEqual(20);
    expect(
      items
        .filter((i) => i.kind === 'intstatus')
        .map((i) => i.value)
        .sort(),
    ).toEqual(['0', '1', '2', '3']);
    for (const item of items) {
      expect(item.label_en.trim()).not.toBe('');
      expect(item.label_zh).toMatch(/\p{Script=Han}|\d/u);
    }
    const templates = await database.db.select().from(messageTemplates);
    expect(templates.find((t) => t.template_id === 1 && t.lang === 'en')?.content).toContain('{3}');
    expect(templates.filter((t) => t.lang === 'zh')).toHaveLength(templates.length / 2);
  });

  it('generates varied bilingual jobs with search columns', async () => {
    const rows = await database.db.select().from(jobs).limit(300);
    for (const job of rows) {
      expect(job.position_zh).toMatch(/\p{Script=Han}/u);
      expect(job.description_zh).toMatch(/\p{Script=Han}/u);
      expect(job.description_en).toMatch(/[a-z]/);
      expect(job.maximum_salary).toBeGreaterThan(job.minimum_salary);
      expect(job.search_text).toContain(job.position_en.toLowerCase());
      expect(job.search_vector).toBeTruthy();
    }
    expect(new Set(rows.map((j) => j.position_en)).size).toBeGreaterThan(100);
    expect(new Set(rows.map((j) => j.adcode)).size).toBeGreaterThan(10);
    expect(new Set(rows.map((j) => j.employment_type)).size).toBeGreaterThan(2);
    expect(new Set(rows.map((j) => j.seniority)).size).toBeGreaterThan(5);
    // Viewed, more the older they are: the HR system's job list does not show a site nobody visits.
    expect(rows.filter((j) => j.views > 0).length).toBeGreaterThan(rows.length * 0.9);
    expect(new Set(rows.map((j) => j.views)).size).toBeGreaterThan(50);
  });

  it('finds 2-character Chinese terms and English words through the search vector', async () => {
    const [front] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from jobs where search_vector @@ to_tsquery('simple', '前端')`,
    );
    expect(front.n).toBeGreaterThan(0);
    for (const query of ['前端', '外教', '产品经理', 'frontend engineer', 'English Teacher', 'c++']) {
      const condition = jobSearchCondition(query);
      const found = await database.db
        .select({ position_en: jobs.position_en, position_zh: jobs.position_zh })
        .from(jobs)
        .where(condition!)
        .limit(5);
      expect(found.length, query).toBeGreaterThan(0);
    }
    expect(queryTokens('前端')).toEqual(['前端']);
  });

  it('writes the same search columns as refreshJobSearch', async () => {
    const sample = await queryRows<{ job_id: number; search_text: string; v: string }>(
      database.db,
      sql`select job_id, search_text, search_vector::text as v from jobs order by job_id limit 40`,
    );
    const ids = sample.map((row) => Number(row.job_id));
    expect(await refreshJobSearch(database.db, ids)).toBe(ids.length);
    const after = await queryRows<{ job_id: number; search_text: string; v: string }>(
      database.db,
      sql`select job_id, search_text, search_vector::text as v from jobs order by job_id limit 40`,
    );
    expect(after).toEqual(sample);
  });

  it('creates demo accounts that log in with the demo password, and no administrator unless asked', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    expect(admin).toBeUndefined();
    expect(demoAccountsFor({ admin: true }).map(([key]) => key)).toContain('admin');
    expect(demoAccountsFor().map(([key]) => key)).not.toContain('admin');
    for (const [, account] of demoAccountsFor()) {
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(user.role).toBe(account.role);
      expect(user.phone).toBe(account.phone);
      expect(user.phone?.startsWith(user.calling_code ?? 'x')).toBe(true);
      expect(await verifyPassword(await hashPasswordForTransport(account.password), user.password_hash ?? '')).toBe(
        true,
      );
    }
  });

  it('gives the demo candidate a profile strong enough to apply, and activity', async () => {
    const [candidate] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.candidate.email));
    const [resume] = await database.db.select().from(resumes).where(eq(resumes.user_id, candidate.user_id));
    const careerRows = await database.db.select().from(careers).where(eq(careers.user_id, candidate.user_id));
    const educationRows = await database.db.select().from(educations).where(eq(educations.user_id, candidate.user_id));
    const strength = profileStrength({
      ...candidate,
      summary: resume.summary,
      careers: careerRows,
      educations: educationRows,
    });
    expect(strength.percent).toBeGreaterThanOrEqual(60);
    expect(candidate.status).toBe(2);

    const [app] = await database.db
      .select()
      .from(applications)
      .where(eq(applications.user_id, candidate.user_id))
      .orderBy(asc(applications.application_id));
    const events = await database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.application_id, app.application_id));
    expect(events.map((e) => e.status)).toEqual([1, 2, 3]);
    expect(await database.db.select().from(savedJobs).where(eq(savedJobs.user_id, candidate.user_id))).not.toHaveLength(
      0,
    );
    const messages = await database.db
      .select()
      .from(systemMessages)
      .where(eq(systemMessages.to_user_id, candidate.user_id));
    expect(messages.some((m) => m.type === 'apply_status')).toBe(true);
    // {3} of apply_status is the status label, as the HR system writes it (not a status number).
    const labels = messages.filter((m) => m.type === 'apply_status').map((m) => m.data.split(',')[2]);
    expect(labels).toContain('Interview');
    expect(labels.some((label) => /^\d+$/.test(label))).toBe(false);
    expect(messages.some((m) => m.type === 'invite')).toBe(true);

    const [recruiter] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.recruiter.email));
    const chats = await database.db.select().from(chatMessages).where(eq(chatMessages.to_user_id, candidate.user_id));
    expect(chats.length).toBeGreaterThan(0);
    expect(chats.every((c) => c.from_user_id === recruiter.user_id && c.to_system === 'candidate')).toBe(true);
    const [chatJob] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.job_id, chats[0].job_id as number));
    expect(chatJob.company_id).toBe(recruiter.company_id);
    expect(chatJob.recruiter_id).toBe(recruiter.user_id);
    const [owner] = await database.db.select().from(companyAdmins).where(eq(companyAdmins.user_id, recruiter.user_id));
    expect(owner).toMatchObject({ role: 'owner', status: 'active', company_id: recruiter.company_id });
    const answers = await database.db.select().from(jobQuestions).where(sql`${jobQuestions.parent_id} is not null`);
    expect(answers.length).toBeGreaterThan(0);
  });

  it("gives the demo recruiter's company open, closed and expired jobs, applicants in every status with notes, and a join request", async () => {
    const [recruiter] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.recruiter.email));
    const companyId = recruiter.company_id as number;
    const own = await database.db.select().from(jobs).where(eq(jobs.company_id, companyId));
    expect(own.filter((job) => job.status === 'open').length).toBeGreaterThanOrEqual(5);
    expect(own.some((job) => job.status === 'closed' && job.closed_reason === 'recruiter')).toBe(true);
    const expired = own.filter((job) => job.closed_reason === 'expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ status: 'closed' });
    expect((expired[0].valid_through as Date).getTime()).toBeLessThan(Date.now());

    const received = await database.db
      .select({ application_id: applications.application_id, status: applications.status })
      .from(applications)
      .innerJoin(jobs, eq(jobs.job_id, applications.job_id))
      .where(eq(jobs.company_id, companyId));
    expect([...new Set(received.map((a) => a.status))].sort()).toEqual([1, 2, 3, 4, 5]);
    const notes = await database.db
      .select()
      .from(applicationNotes)
      .where(
        inArray(
          applicationNotes.application_id,
          received.map((a) => a.application_id),
        ),
      );
    expect(notes.length).toBeGreaterThanOrEqual(2);
    expect(notes.every((note) => note.author_id === recruiter.user_id)).toBe(true);

    const [request] = await database.db
      .select({ status: companyAdmins.status, email: users.email })
      .from(companyAdmins)
      .innerJoin(users, eq(users.user_id, companyAdmins.user_id))
      .where(and(eq(companyAdmins.company_id, companyId), eq(companyAdmins.status, 'pending')));
    expect(request).toEqual({ status: 'pending', email: DEMO_JOIN_REQUEST.email });
    const shown = await database.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.company_id, companyId), eq(certificates.status, 'approved')));
    expect(shown.length).toBeGreaterThan(0);
  });

  it("fills the administrator's review queue: a company with its info, licence and a certificate pending, at a free mail domain", async () => {
    const [company] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.credit_code, DEMO_REVIEW_COMPANY.credit_code));
    expect(company).toMatchObject({
      verification_status: 'pending',
      license_status: 'pending',
      business_email: DEMO_REVIEW_COMPANY.business_email,
      business_email_free: true,
      license_name: DEMO_REVIEW_COMPANY.license_name,
    });
    expect(isCreditCode(company.credit_code as string)).toBe(true);
    const pendingCertificates = await database.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.company_id, company.company_id), eq(certificates.status, 'pending')));
    expect(pendingCertificates).toHaveLength(1);
    // No audit entries: nothing was decided by anyone.
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it('has a dozen bilingual groups of every type with known cities, an upcoming dated job fair, and the candidate in two', async () => {
    const groups = await database.db.select().from(activityGroups);
    expect(groups).toHaveLength(12);
    expect(new Set(groups.map((g) => g.type))).toEqual(new Set(['meetup', 'circle', 'fair']));
    const cityCodes = new Set((await database.db.select().from(locations)).map((l) => l.adcode));
    for (const group of groups) {
      expect(group.name_zh).toMatch(/\p{Script=Han}/u);
      expect(group.description_en).not.toBe('');
      expect(group.description_zh).toMatch(/\p{Script=Han}/u);
      if (group.adcode !== null) expect(cityCodes.has(group.adcode)).toBe(true);
      if (group.type !== 'circle') expect(group.starts_at?.getTime()).toBeGreaterThan(Date.now());
    }
    const [candidate] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.candidate.email));
    const memberships = await database.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.user_id, candidate.user_id));
    expect(memberships).toHaveLength(2);
  });

  it('is idempotent', async () => {
    const before = await count(database, jobs);
    const usersBefore = await count(database, users);
    const again = await seedDemoData(database.db);
    expect(again.seeded).toBe(false);
    expect(await count(database, jobs)).toBe(before);
    expect(await count(database, users)).toBe(usersBefore);
  });
});
