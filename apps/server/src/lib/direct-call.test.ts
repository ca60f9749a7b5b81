/**
 * The calls pages read (defineCall's pageRead) answered in process (decision 0051) answer exactly as
 * over HTTP: the same envelope for a visitor and a signed-in user, for good input, bad input and a
 * missing row; and a handler that reaches for what an in-process call does not give fails loudly.
 */
import { companies, companyAdmins, jobs, seedDemoData } from '@jobbridge/db';
import { buildCompany } from '@jobbridge/db/testing';
import { COOKIE_NAMES, type Envelope, getSimilarJobListBody, getSimilarJobListData } from '@jobbridge/shared';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FORM, signedInUser, type TestApp } from '../testing';
import { type CallSpec, defineCall } from './call';
import { CookieJar } from './cookie-jar';
import { callDirect, DirectCalls } from './direct-call';

type Body = Record<string, string | number | boolean | undefined>;

/** Inputs of every pageRead call: good ones, bad ones and a missing row. A call without samples fails the test. */
const SAMPLES: Record<string, (ids: { jobId: number; brand: string; userId: number }) => Body[]> = {
  '/account/signinByToken': () => [{}],
  '/account/getUnreadMessages': () => [{}],
  '/account/getEmployerStatus': () => [{}],
  '/job/searchJobList': () => [
    { page: 1 },
    { keyword: 'engineer', size: 5 },
    { keyword: '上海', page: 2 },
    { page: 'x' },
  ],
  '/job/getJobInfoByJobID': ({ jobId }) => [{ job_id: jobId }, { job_id: 999_999_999 }, { job_id: 'abc' }],
  '/job/getSimilarJobList': ({ jobId }) => [{ job_id: jobId, size: 4 }, {}],
  '/job/getJobQuestions': ({ jobId }) => [
    { job_id: jobId, page: 1, size: 5 },
    { job_id: jobId, size: 500 },
  ],
  '/company/getCompanyList': () => [{ page: 1 }, { keyword: 'tech', size: 3 }, { size: -1 }],
  '/config/getConfigItem': () => [{ lang: 'en' }, { lang: 'zh' }, { lang: 'fr' }],
  '/config/getSkillList': () => [{}, { lang: 'zh' }],
  '/company/getCompanyByBrandName': ({ brand }) => [{ name: brand }, { name: 'no such brand' }, {}],
  '/company/getCompanyInfoByUserID': ({ userId }) => [{ user_id: userId }],
  '/company/getCertificate': () => [{}],
  '/company/getCompanyAdmins': () => [{}],
  '/account/getUserDashBoard': () => [{}],
  '/account/getUserInfoByID': ({ userId }) => [{ user_id: userId }, { user_id: 999_999_999 }],
  '/job/getSavedJobs': () => [{}],
  '/job/getApplications': () => [{}, { status: 2 }, { status: 9 }],
  '/job/getResumeMatch': ({ jobId }) => [{ job_id: jobId }],
  '/job/getJobAlert': ({ userId }) => [{ user_id: userId }],
  '/job/getHrContext': () => [{}],
  '/job/getPostJobList': () => [{ page: 1 }],
  '/job/getPostJobInfo': ({ jobId }) => [{ job_id: jobId }],
  '/job/getApplicantList': ({ jobId }) => [{ page: 1 }, { job_id: jobId }],
  '/job/getApplicationNotes': () => [{ application_id: 1 }],
  '/message/getSysMessages': () => [{ page: 1 }],
  '/message/getAllChatMessages': () => [{}],
  '/manager/getSetting': () => [{}],
  '/activity/getGroupList': () => [{ page: 1 }, { type: 'nope' }],
  '/activity/getGroupMembers': () => [{ group_id: 1 }],
  '/inviteCode/getMyInvite': () => [{}],
};

/** A Fastify app with nothing but the registry of in-process calls. */
function bareApp() {
  const app = Fastify({ logger: false });
  const calls = new DirectCalls();
  app.decorate('directCalls', calls);
  return { app, calls };
}

/** Declares getSimilarJobList as a pageRead call on `app`, with `extra` in its spec and `handler`. */
const declareSimilarJobs = (
  app: FastifyInstance,
  extra: Partial<CallSpec<typeof getSimilarJobListBody, typeof getSimilarJobListData>>,
  handler: () => Promise<never[]>,
) =>
  defineCall(
    app,
    {
      path: '/job/getSimilarJobList',
      summary: 'similar',
      body: getSimilarJobListBody,
      data: getSimilarJobListData,
      pageRead: true,
      ...extra,
    },
    handler,
  );

describe('in-process answers to the calls pages read', () => {
  let t: TestApp;
  let jobId: number;
  let brand: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.database, { jobs: 12 });
    [{ jobId }] = await t.database.db.select({ jobId: jobs.job_id }).from(jobs).where(eq(jobs.status, 'open')).limit(1);
    [{ brand }] = await t.database.db.select({ brand: companies.eng_brand_name }).from(companies).limit(1);
  }, 120_000);
  afterAll(() => t?.close());

  /** The page request a call is made for: its cookies, language and request id. */
  const pageCaller = (cookie: string | undefined, locale: 'en' | 'zh') => {
    const jar = new CookieJar(cookie);
    jar.set(COOKIE_NAMES.language, locale);
    const request = {
      id: `test-${Math.random()}`,
      ip: '127.0.0.1',
      headers: { 'accept-language': locale, 'user-agent': 'vitest' },
      locale,
      log: t.app.log,
      server: t.app,
    } as unknown as FastifyRequest;
    return { request, jar, page: t.app.pageSessions.start() };
  };

  const overHttp = async (
    method: 'GET' | 'POST',
    path: string,
    body: Body,
    cookie: string | undefined,
    locale: string,
  ) => {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(body)) if (value !== undefined) form.append(name, String(value));
    const response = await t.app.inject({
      method,
      url: method === 'GET' ? `/api${path}?${form}` : `/api${path}`,
      payload: method === 'GET' ? undefined : form.toString(),
      headers: {
        ...(method === 'GET' ? {} : FORM),
        cookie: `${cookie ? `${cookie}; ` : ''}${COOKIE_NAMES.language}=${locale}`,
        'accept-language': locale,
        ...t.app.internalCallHeaders,
      },
    });
    return response.json() as Envelope;
  };

  it('has samples for every call declared pageRead, and declares the calls the main pages read', () => {
    const paths = t.app.directCalls.all.map((call) => call.path).sort();
    expect(paths).toEqual(Object.keys(SAMPLES).sort());
  });

  it('answers as the HTTP path does, for a visitor, a candidate and a company owner, in both languages', async () => {
    const candidate = await signedInUser(t.database);
    const company = await buildCompany(t.database.db);
    const owner = await signedInUser(t.database, { role: 'recruiter', company_id: company.company_id });
    await t.database.db
      .insert(companyAdmins)
      .values({ company_id: company.company_id, user_id: owner.user.user_id, role: 'owner', status: 'active' });
    let compared = 0;
    const outcomes = new Set<string>();
    for (const call of t.app.directCalls.all) {
      for (const body of SAMPLES[call.path]({ jobId, brand, userId: owner.user.user_id })) {
        for (const [who, cookie] of [
          ['visitor', undefined],
          ['candidate', candidate.cookie],
          ['owner', owner.cookie],
        ] as const) {
          for (const locale of ['en', 'zh'] as const) {
            // Job views are written in batches (decision 0040): none may land between the two answers.
            await t.app.jobViews.flush();
            const caller = pageCaller(cookie, locale);
            const direct = await callDirect(call, body, caller);
            t.app.pageSessions.end(caller.page);
            const http = await overHttp(call.method, call.path, body, cookie, locale);
            expect(direct, `${call.path} ${JSON.stringify(body)} ${who} ${locale}`).toEqual(http);
            outcomes.add(direct.success ? 'success' : String(direct.code));
            compared++;
          }
        }
      }
    }
    // Every sample, for three people in two languages.
    const samples = Object.values(SAMPLES).reduce((sum, of) => sum + of({ jobId, brand, userId: 1 }).length, 0);
    expect(compared).toBe(samples * 3 * 2);
    // Successes, failed validation (4000), a missing row (4004) and a visitor refused (4001) were all compared.
    expect([...outcomes]).toEqual(expect.arrayContaining(['4000', '4001', '4004', 'success']));
  });

  it('looks the session up once for all the calls of one page', async () => {
    const me = await signedInUser(t.database);
    const caller = pageCaller(me.cookie, 'en');
    const before = (await t.app.sessionLookups.get()).values[0]?.value ?? 0;
    for (const path of ['/account/signinByToken', '/account/getUnreadMessages', '/job/searchJobList']) {
      const call = t.app.directCalls.get('POST', path);
      expect(call, path).toBeDefined();
      expect((await callDirect(call!, {}, caller)).success, path).toBe(true);
    }
    t.app.pageSessions.end(caller.page);
    expect(((await t.app.sessionLookups.get()).values[0]?.value ?? 0) - before).toBe(1);
  });

  it('fails loudly, without leaking why, when a pageRead handler uses the reply or an ungiven field of its request', async () => {
    const misuses = [
      async ({ reply }: { reply: { header(name: string, value: string): void } }) => {
        reply.header('x-custom', '1');
        return [];
      },
      async ({ request }: { request: { raw: unknown } }) => (request.raw ? [] : []),
    ];
    for (const handler of misuses) {
      const { app, calls } = bareApp();
      app.decorate('observeRequest', () => {});
      declareSimilarJobs(app, {}, handler as never);
      const call = calls.get('POST', '/job/getSimilarJobList');
      const answer = await callDirect(call!, { job_id: 1 }, pageCaller(undefined, 'en'));
      expect(answer).toMatchObject({ success: false, code: 5000 });
      expect(JSON.stringify(answer)).not.toMatch(/reply|raw|pageRead/);
    }
  });

  it('refuses a pageRead call with a route limit, which the in-process path would skip', () => {
    const { app } = bareApp();
    expect(() => declareSimilarJobs(app, { rateLimit: { max: 5, timeWindow: 1000 } }, async () => [])).toThrow(
      /route limit/,
    );
  });
});
