/**
 * Renders the production build the way the server's SSR bridge does:
 * `createLoadContext(transport)` then `createRequestHandler`. The transport
 * here serves fixtures defined in this file (the app itself ships no data).
 * Skipped when `apps/web/build` has not been built (`npm run build -w @jobbridge/web`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  type CallData,
  type CallPath,
  catalogues,
  type Envelope,
  type Locale,
  STYLESHEET_COOKIE,
  staleTakeHomeCities,
  translate,
} from '@jobbridge/shared';
import type { createRequestHandler, RouterContextProvider, ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiCall, ApiTransport } from '../app/api/transport';
import { indexStylesheet, markupClasses } from '../app/lib/critical-css';

const buildUrl = new URL('../build/server/index.js', import.meta.url);
/** The Nu HTML checker's jar (npm vnu-jar; run with the machine's Java). */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

const config = (lang: Locale, devTools = false): CallData<'/config/getConfigItem'> => ({
  employment_type: [{ value: '1', label: lang === 'zh' ? '全职' : 'Full-time' }],
  industry: [{ value: 'it', label: lang === 'zh' ? '互联网' : 'Internet' }],
  seniority: [{ value: '3', label: lang === 'zh' ? '资深' : 'Senior' }],
  work_location: [
    {
      value: '310000',
      city: lang === 'zh' ? '上海' : 'Shanghai',
      province: lang === 'zh' ? '上海' : 'Shanghai',
      country: 'CN',
      lang,
    },
  ],
  intstatus: [],
  mandarin: [],
  language: [],
  company_size: [],
  calling_code: [{ calling_code: '86', country: lang === 'zh' ? '中国' : 'China', flag: '', country_code: 'CN' }],
  mes_template: [],
  site: {
    contact_phone: '400-000-0000',
    icp_record: 'TEST-ICP-0001',
    company_name: 'Fixture Co.',
    newer_site_url: null,
    dev_tools: devTools,
  },
});

const job = {
  job_id: 101,
  position: 'Fixture Backend Engineer',
  minimum_salary: 20,
  maximum_salary: 35,
  salary_num: 1,
  adcode: '310000',
  city: 'Shanghai',
  employment_type: '1',
  industry: 'it',
  seniority: '3',
  create_time: '2026-01-05 10:00:00',
  company: { company_id: 9, brand_name: '测试科技', eng_brand_name: 'Fixture Tech', logo_url: null, verified: true },
};
const company = {
  company_id: 9,
  business_license_name: 'Fixture Tech Ltd',
  brand_name: '测试科技',
  eng_brand_name: 'Fixture Tech',
  logo_url: null,
  industry: 'it',
  city: 'Shanghai',
  open_jobs: 3,
  verified: true,
};
const jobDetail = {
  ...job,
  province: 'Shanghai',
  description: 'Build the fixture API.',
  responsibilities: 'Run the services.',
  requirements: 'Go or TypeScript.',
  skills: ['TypeScript', 'Project management', 'Cold calling'],
  headcount: 1,
  status: 'open' as const,
  valid_through: null,
  update_time: '2026-01-05 10:00:00',
  company: {
    ...job.company,
    business_license_name: 'Fixture Tech Ltd',
    industry: 'it',
    size: '50-199',
    city: 'Shanghai',
    verified: true,
    website: 'https://fixture.example',
  },
  recruiter: null,
  viewer: null,
  question_count: 0,
};
const companyDetail = {
  ...company,
  size: '50-199',
  address: '1 Fixture Road',
  intro: 'A fixture company.',
  website: 'https://fixture.example',
  certificates: [],
};
const user = {
  user_id: 7,
  first_name: 'Ada',
  last_name: 'Fixture',
  phone: '8613800000000',
  email: null,
  avatar_url: null,
  birth_date: null,
  mandarin: null,
  native_language: null,
  headline_job: null,
  headline_job_zh: null,
  adcode: null,
  nationality: null,
  china_status: null,
  status: 1,
  company: null,
  profile_strength: 45,
};

const resume = {
  user: {
    user_id: 7,
    first_name: 'Ada',
    last_name: 'Fixture',
    avatar_url: null,
    birth_date: null,
    mandarin: null,
    native_language: null,
    status: 1,
    email: null,
    phone: '8613800000000',
  },
  summary: 'Backend engineer who likes Go.',
  skills: ['Project management', 'Go', 'Cold calling'],
  careers: [
    {
      career_id: 3,
      company_name: 'Fixture Labs',
      title: 'Backend Engineer',
      start_date: '2020-03-01',
      end_date: null,
      is_current: true,
      responsibilities: 'Built the payment API.',
    },
  ],
  educations: [
    {
      education_id: 4,
      school: 'Fixture University',
      degree: 'BSc',
      major: 'Computer Science',
      start_date: '2015-09-01',
      end_date: '2019-07-01',
    },
  ],
  files: [],
  strength: {
    percent: 55,
    done: ['summary', 'workExperience', 'responsibilities'],
    missing: ['emailVerified', 'avatar'],
  },
  wizard_step: 2,
};

const ownCompany: CallData<'/company/createCompany'> = {
  company_id: 2001,
  business_license_name: 'Fixture Tech Ltd',
  brand_name: '测试科技',
  eng_brand_name: 'Fixture Tech',
  logo_url: null,
  industry: 'it',
  size: null,
  founded_year: 2015,
  website: null,
  adcode: '310000',
  city: 'Shanghai',
  address_en: null,
  address_zh: null,
  intro_en: null,
  intro_zh: null,
  business_email: 'hr@fixture.test',
  business_email_free: false,
  license_name: null,
  credit_code: null,
  verification_status: 'rejected',
  review_reason: null,
  review_note: 'The logo shows another company.',
  license_status: 'none',
  license_reason: null,
  license_note: null,
  completeness: 60,
};

interface Options {
  configFails?: boolean;
  /** The onboarding step getCompanyInfoByUserID answers (default: no company, step 1). */
  employerStep?: 'email' | 'sent' | 'info' | 'license';
  devTools?: boolean;
  sessionEnded?: boolean;
  /** getJobInfoByJobID answers to a member of the job's company, with its recruiter. */
  jobMember?: boolean;
  /** The signed-in user has a complete profile (strength 100) and no name yet. */
  completeNameless?: boolean;
  /** The recruiter's saved city is a province (saved before city fields took cities only). */
  recruiterProvince?: boolean;
  /** The HR context's company was suspended or refused (default: under review). */
  hrStanding?: 'suspended' | 'rejected';
}

function fixtureTransport(calls: ApiCall[], options: Options = {}): ApiTransport {
  // Each answer is typed by the call list, so a fixture cannot drift from what the server sends.
  const ok = <P extends CallPath>(_path: P, data: CallData<P>): Envelope<unknown> => ({ success: true, data });
  return async (call) => {
    calls.push(call);
    switch (call.path) {
      case '/config/getConfigItem':
        return options.configFails
          ? { success: false, code: 5003, msg: 'busy', data: null }
          : ok('/config/getConfigItem', config(call.body?.lang === 'zh' ? 'zh' : 'en', options.devTools));
      case '/job/searchJobList':
        return ok('/job/searchJobList', {
          list: [job],
          total: 1,
          total_exact: true,
          page: 1,
          size: Number(call.body?.size),
        });
      case '/job/getJobInfoByJobID':
        return Number(call.body?.job_id) === job.job_id
          ? ok(
              '/job/getJobInfoByJobID',
              options.jobMember
                ? {
                    ...jobDetail,
                    recruiter: {
                      user_id: 44,
                      first_name: 'Mei',
                      headline_job: 'Talent Partner',
                      avatar_url: null,
                      city: '',
                      online: true,
                    },
                    viewer: { saved: false, applied: false, application_status: null, member: true },
                  }
                : jobDetail,
            )
          : { success: false, code: 4004, msg: 'not found', data: null };
      case '/job/getSimilarJobList':
        return ok('/job/getSimilarJobList', []);
      case '/job/getJobQuestions':
        return ok('/job/getJobQuestions', { list: [], total: 0 });
      case '/company/getCompanyByBrandName':
        return ['Fixture Tech', '测试科技', '9'].includes(String(call.body?.name))
          ? ok('/company/getCompanyByBrandName', companyDetail)
          : { success: false, code: 4004, msg: 'not found', data: null };
      case '/company/getCompanyList':
        return ok('/company/getCompanyList', { list: [company], total: 1, page: 1, size: Number(call.body?.size) });
      case '/account/signinByToken':
        return options.sessionEnded
          ? { success: false, code: 4001, msg: 'Please sign in first.', data: null }
          : ok(
              '/account/signinByToken',
              options.completeNameless ? { ...user, first_name: '', last_name: '', profile_strength: 100 } : user,
            );
      case '/wechat/wxUser':
        return ok('/wechat/wxUser', { bound: false, nickname: null, bound_at: null });
      case '/dev/outbox':
        return ok('/dev/outbox', {
          list: [
            {
              message_id: 1,
              channel: 'sms',
              recipient: '8613800000000',
              subject: null,
              body_text: '[JobBridge] Your verification code is 482913, valid for 5 minutes.',
              body_html: null,
              provider: 'outbox',
              status: 'sent',
              created_at: '2026-11-21 10:00:00',
            },
          ],
        });
      // The candidate's own space (docs/api/candidate.md).
      case '/resume/getResumeInfoByUserID':
        return Number(call.body?.user_id) === user.user_id
          ? ok(
              '/resume/getResumeInfoByUserID',
              options.completeNameless
                ? { ...resume, strength: { percent: 100, done: [...resume.strength.done], missing: [] } }
                : resume,
            )
          : { success: false, code: 4004, msg: 'not found', data: null };
      case '/account/getUserDashBoard':
        return ok('/account/getUserDashBoard', {
          applications: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 0 },
          strength: resume.strength,
          recent_views: [job],
          recommended: [
            {
              ...job,
              match_percent: 84,
              reason: { key: 'titleSkills', skills: ['Project management', 'Cold calling'], mentioned: [] },
            },
          ],
          can_recommend: true,
        });
      case '/job/getApplications':
        return ok('/job/getApplications', {
          list: [
            {
              application_id: 1,
              status: 3,
              create_time: '2026-01-06 09:00:00',
              update_time: '2026-01-09 09:00:00',
              history: [
                { status: 1, create_time: '2026-01-06 09:00:00' },
                { status: 3, create_time: '2026-01-09 09:00:00' },
              ],
              job,
            },
          ],
        });
      case '/job/getSavedJobs':
        return ok('/job/getSavedJobs', {
          list: [{ saved_at: '2026-01-04 08:00:00', job: { ...job, status: 'open' } }],
        });
      case '/job/getResumeMatch':
        return ok('/job/getResumeMatch', {
          percent: 72,
          parts: { skills: 50, seniority: 100, location: 50, salary: 100, language: 100 },
          matched_skills: ['Go'],
          missing_skills: ['Kubernetes'],
        });
      case '/job/getJobAlert':
        return ok('/job/getJobAlert', {
          user_id: 7,
          job_search_status: '0',
          job_type_open_to: '',
          preferred_location: '',
          open_to_relocate_cities: '',
          job_title: '',
          industry: '',
          seniority: '',
          minimum_salary: 40,
          maximum_salary: 90,
          idealCompany: '',
          company_id: '',
          enabled: true,
          saved: false,
        });
      case '/inviteCode/getMyInvite':
        return ok('/inviteCode/getMyInvite', { code: 'K7MPQ2ZX9A', path: '/?inv_id=K7MPQ2ZX9A', joined: 3 });
      case '/manager/getSetting':
        return ok('/manager/getSetting', {
          alert_email: true,
          chat_email: false,
          profile_visibility: 'applied',
          language: 'en',
        });
      case '/manager/getFileRead':
        return ok('/manager/getFileRead', { files: ['file10001'] });
      case '/account/getEmployerStatus':
        return ok('/account/getEmployerStatus', { pending: 3, company_id: 2001, role: 'owner', step: 'done' });
      case '/company/getCompanyInfoByUserID':
        return ok(
          '/company/getCompanyInfoByUserID',
          options.employerStep === 'license'
            ? { company: ownCompany, role: 'owner', step: 'license', business_email: null, pending_request: null }
            : {
                company: null,
                role: null,
                step: options.employerStep === 'info' ? 'info' : 'email',
                business_email:
                  options.employerStep === 'info' || options.employerStep === 'sent'
                    ? {
                        email: 'hr@lighthouse.example',
                        free: false,
                        verified: options.employerStep === 'info',
                        code_sent: options.employerStep === 'sent',
                        resend_in: options.employerStep === 'sent' ? 42 : 0,
                      }
                    : null,
                pending_request: null,
              },
        );
      case '/job/getHrContext':
        // An active member of a company once it exists (the onboarding past step 2); otherwise none (4004).
        return options.employerStep === 'license'
          ? ok('/job/getHrContext', {
              company_id: 2001,
              brand_name: '灯塔',
              eng_brand_name: 'Lighthouse',
              role: 'owner',
              verified: false,
              verification_status: options.hrStanding === 'rejected' ? 'rejected' : 'pending',
              suspend_reason: options.hrStanding === 'suspended' ? 'fraud' : null,
              unread_chat: 0,
            })
          : { success: false, code: 4004, msg: 'not found', data: null };
      case '/job/getPostJobList':
        return ok('/job/getPostJobList', { list: [], total: 0, page: 1, size: 50 });
      case '/job/getApplicantList':
        return ok('/job/getApplicantList', { list: [], total: 0, page: 1, size: 20, counts: {} });
      case '/config/getSkillList':
        return ok('/config/getSkillList', []);
      case '/company/getCompanyAdmins':
        return ok('/company/getCompanyAdmins', {
          my_role: 'owner',
          list: [
            {
              company_admin_id: 1,
              user_id: 7,
              first_name: 'Ada',
              last_name: 'Fixture',
              email: 'ada@fixture.test',
              avatar_url: null,
              headline_job: 'Founder',
              headline_en: 'Founder',
              headline_zh: '创始人',
              ...(options.recruiterProvince
                ? { adcode: '440000', city: 'Guangdong' }
                : { adcode: '310000', city: 'Shanghai' }),
              role: 'owner',
              status: 'active',
              created_at: '2026-01-01T00:00:00.000Z',
            },
            {
              company_admin_id: 2,
              user_id: 8,
              first_name: 'Ben',
              last_name: 'Joiner',
              email: null,
              avatar_url: null,
              headline_job: null,
              headline_en: null,
              headline_zh: null,
              adcode: null,
              city: '',
              role: 'recruiter',
              status: 'pending',
              created_at: '2026-01-02T00:00:00.000Z',
            },
          ],
        });
      case '/company/getCertificate':
        return ok('/company/getCertificate', {
          list: [
            {
              certificate_id: 1,
              name: 'ISO 9001',
              type: 'iso',
              file_id: 'f1',
              status: 'pending',
              review_reason: null,
              review_note: null,
              created_at: '2026-01-03T00:00:00.000Z',
            },
          ],
        });
      case '/account/getUnreadMessages':
        return ok('/account/getUnreadMessages', { system: 2, chat: 120 });
      case '/message/getChatMessages':
        return ok('/message/getChatMessages', {
          list: [
            {
              message_id: 900,
              from_user_id: 44,
              to_user_id: 7,
              to_system: 'candidate',
              job_id: job.job_id,
              kind: 'text',
              content: 'The latest of a long conversation.',
              unread: 0,
              client_id: 'c-900',
              create_time: '2026-01-04 09:00:00',
              action_state: null,
              contact_type: null,
              answered_by: null,
              contacts: null,
            },
          ],
          has_more: false,
          has_earlier: true,
          candidate_id: 7,
          blocked_by_me: false,
          blocked_by_other: false,
          own_contacts: { wechat_id: null, phone: null },
        });
      case '/message/getAllChatMessages':
        return ok('/message/getAllChatMessages', {
          list: [
            {
              user_id: 44,
              job_id: job.job_id,
              candidate_id: 7,
              logo_url: null,
              brand_name: 'Fixture Tech',
              position: 'Fixture Backend Engineer',
              avatar_url: null,
              headline_job: 'Talent Partner',
              first_name: 'Mei',
              content: 'See you on Thursday at three.',
              kind: 'text',
              contact_type: null,
              create_time: '2026-01-04 09:00:00',
              cou: 120,
            },
          ],
        });
      case '/message/getSysMessages':
        return ok('/message/getSysMessages', {
          list: [
            {
              message_id: 3,
              type: 'invite',
              template_id: 2,
              title: 'Invitation to apply',
              content: 'Fixture Tech invites you to apply for Fixture Backend Engineer.',
              job_id: job.job_id,
              unread: 1,
              create_time: '2026-01-03 10:05:00',
            },
            {
              message_id: 2,
              type: 'admin_application',
              template_id: 5,
              title: 'Admin application',
              content: 'Ben has applied to become an admin of Fixture Tech.',
              job_id: null,
              unread: 0,
              create_time: '2026-01-02 09:00:00',
            },
          ],
          total: 2,
          page: Number(call.body?.page ?? 1),
          size: 20,
        });
      default:
        return { success: false, code: 4004, msg: 'not found', data: null };
    }
  };
}

type EntryWithContext = {
  createLoadContext: (transport: ApiTransport) => RouterContextProvider;
  /** The build's own React Router's, as the server takes it (apps/server/src/ssr.ts). */
  createRequestHandler: typeof createRequestHandler;
};

describe.skipIf(!existsSync(buildUrl))('production SSR build', () => {
  let build: ServerBuild;
  let handler: ReturnType<typeof createRequestHandler>;

  beforeAll(async () => {
    build = (await import(/* @vite-ignore */ buildUrl.href)) as ServerBuild;
    handler = (build.entry.module as unknown as EntryWithContext).createRequestHandler(build, 'production');
  });

  async function get(path: string, headers: Record<string, string> = {}, options: Options = {}) {
    const calls: ApiCall[] = [];
    const entry = build.entry.module as unknown as EntryWithContext;
    const response = await handler(
      new Request(`http://jobbridge.test${path}`, { headers }),
      entry.createLoadContext(fixtureTransport(calls, options)),
    );
    const html = response.status >= 300 && response.status < 400 ? '' : await response.text();
    // The catalogue slice holds texts the page may show later (decision 0043): `text` is the page without it.
    const sliceMatch = html.match(/<script type="application\/json" id="catalogue-slice">(.*?)<\/script>/s);
    const text = sliceMatch ? html.replace(sliceMatch[0], '') : html;
    const slice = sliceMatch ? (JSON.parse(sliceMatch[1]) as Record<string, unknown>) : null;
    return { response, text, calls, slice };
  }

  it('exports the bridge contract', () => {
    expect(typeof (build.entry.module as unknown as EntryWithContext).createLoadContext).toBe('function');
  });

  it("carries the texts its render used, in the page's language, not the whole catalogue", async () => {
    const home = await get('/');
    expect(Object.keys(home.slice ?? {})).toEqual(expect.arrayContaining(['common', 'header', 'footer', 'home']));
    expect(home.slice).not.toHaveProperty('hr');
    expect(home.slice).not.toHaveProperty('review');
    expect(home.slice).not.toHaveProperty('account');
    expect(home.slice).toHaveProperty(['header', 'jobs'], 'Jobs');
    const zh = await get('/login', { cookie: 'language=zh' });
    expect(zh.slice).toHaveProperty('login');
    expect(zh.slice).toHaveProperty(['header', 'jobs'], '职位');
    const jobs = await get('/jobs');
    expect(jobs.slice).toHaveProperty('jobs');
    expect(JSON.stringify(jobs.slice).length).toBeLessThan(JSON.stringify(catalogues.en).length / 3);
  });

  it('inlines the stylesheet with the response nonce: the first paint waits for no stylesheet request', async () => {
    const entry = build.entry.module as unknown as {
      createLoadContext: (transport: ApiTransport, options: { nonce: string }) => RouterContextProvider;
    };
    const response = await handler(
      new Request('http://jobbridge.test/jobs'),
      entry.createLoadContext(fixtureTransport([], {}), { nonce: 'test-nonce-1' }),
    );
    const html = await response.text();
    expect(html).not.toContain('rel="stylesheet"');
    const style = html.match(/<style ([^>]*)>(.*?)<\/style>/s);
    expect(style?.[1]).toContain('nonce="test-nonce-1"');
    // In the head, where the first paint finds it.
    expect(html.indexOf('<style ')).toBeLessThan(html.indexOf('</head>'));
    expect(style?.[2]).toContain('tailwindcss');
    // The browser adopts the server's element: the stylesheet is in no client chunk.
    const assets = new URL('../build/client/assets/', import.meta.url);
    const holding = readdirSync(assets).filter(
      (name) => /\.(js|css)$/.test(name) && readFileSync(new URL(name, assets), 'utf8').includes('tailwindcss v'),
    );
    expect(holding).toEqual([]);
  });

  it("links the stylesheet's cached file for a browser that has it, and hints at the file on a first page", async () => {
    // A first page: the stylesheet inline, and a prefetch of its file named by its hash.
    const first = await get('/jobs');
    const hint = first.text.match(/<link rel="prefetch" href="(\/styles\/site-([0-9a-f]{16})\.css)"\/>/);
    expect(hint, 'prefetch hint').not.toBeNull();
    const [, href, hash] = hint as RegExpMatchArray;
    const inline = first.text.match(/<style\b[^>]*>(.*?)<\/style>/s)?.[1];
    expect(inline).toContain('tailwindcss');
    // The file: the same stylesheet, cached for good, and the cookie that tells later pages the browser has it.
    const file = await get(href);
    expect(file.response.status).toBe(200);
    expect(file.response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(file.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.response.headers.get('set-cookie')).toBe(
      `${STYLESHEET_COOKIE}=${hash}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    // The page carried the part of it that its markup uses (decision 0067): the rules before the
    // utilities as they are, the utilities its classes name, none that name only classes it lacks.
    const index = indexStylesheet(file.text);
    const used = markupClasses(first.text);
    expect(inline!.startsWith(index!.before)).toBe(true);
    expect(inline!.endsWith(index!.after)).toBe(true);
    expect(inline!.length).toBeLessThan(file.text.length * 0.7);
    const plain = index!.rules.filter((rule) => !rule.group);
    const usedRules = plain.filter((rule) => rule.classes.some((name) => used.has(name)));
    const unusedRules = plain.filter((rule) => rule.classes.length > 0 && !rule.classes.some((name) => used.has(name)));
    expect(usedRules.length).toBeGreaterThan(50);
    expect(unusedRules.length).toBeGreaterThan(50);
    for (const rule of usedRules) expect(inline).toContain(rule.text);
    for (const rule of unusedRules) expect(inline).not.toContain(rule.text);
    // Another hash (an older build's file) is not this stylesheet.
    expect((await get('/styles/site-0000000000000000.css')).response.status).toBe(404);
    // A later page of that browser links the file and carries no stylesheet text.
    const later = await get('/jobs', { cookie: `${STYLESHEET_COOKIE}=${hash}` });
    expect(later.text).toContain(`<link rel="stylesheet" href="${href}"/>`);
    expect(later.text).not.toContain('tailwindcss');
    expect(later.text).not.toContain('rel="prefetch"');
    expect(later.text.length).toBeLessThan(first.text.length - inline!.length + 200);
    // A cookie from another build's stylesheet counts for nothing: inline again, with the hint.
    const stale = await get('/jobs', { cookie: `${STYLESHEET_COOKIE}=0000000000000000` });
    expect(stale.text).toContain('tailwindcss');
    expect(stale.text).toContain(`<link rel="prefetch" href="${href}"`);
  });

  it('names few scripts on first load, within a gzip budget (bench first-load measures the same)', async () => {
    // The root's imports travel as one shell chunk (vite.config.ts); before, each page named 40-58 files.
    // QUALITY.md's budget: 120 KB a route.
    const client = new URL('../build/client', import.meta.url);
    for (const [page, budgetKb] of [
      ['/', 120],
      ['/jobs', 120],
      ['/login', 120],
    ] as const) {
      const { text } = await get(page);
      const scripts = new Set([
        ...[...text.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]),
        ...[...text.matchAll(/import\(\s*"([^"]+\.js)"\s*\)/g)].map((match) => match[1]),
      ]);
      expect(scripts.size, page).toBeGreaterThan(2);
      // The downloads start once the body's text is in: React Router's <Scripts> writes them at the end of
      // the body, where the root layout renders it (nothing hoists them into the head, decision 0066).
      expect(text.slice(0, text.indexOf('</head>')), page).not.toContain('modulepreload');
      expect(scripts.size, page).toBeLessThanOrEqual(20);
      const gzipBytes = [...scripts].reduce(
        (sum, src) => sum + gzipSync(readFileSync(new URL(`.${src}`, `${client.href}/`)), { level: 6 }).length,
        0,
      );
      expect(gzipBytes / 1024, page).toBeLessThanOrEqual(budgetKb);
    }
  });

  it('names the hreflang alternates of a page from its canonical address, not from the variant asked for', async () => {
    const tags = (text: string, rel: string) =>
      [...text.matchAll(/<link[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`rel="${rel}"`));
    const calculator = (await get('/guides/calculator?salary=25000&utm_source=mail')).text;
    expect(tags(calculator, 'alternate')).toHaveLength(3);
    for (const tag of tags(calculator, 'alternate')) expect(tag).not.toMatch(/salary|utm_source/);
    expect(calculator).toContain('href="http://jobbridge.test/guides/calculator?lang=zh"');

    const login = (await get('/login?redirect=%2Fprofile')).text;
    expect(tags(login, 'canonical')).toEqual([expect.stringContaining('href="http://jobbridge.test/login?lang=en"')]);
    expect(tags(login, 'alternate')).toHaveLength(3);
    for (const tag of tags(login, 'alternate')) expect(tag).not.toContain('redirect');

    // A page with no canonical address offers no other language of itself.
    expect(tags((await get('/compare')).text, 'alternate')).toEqual([]);
  });

  it('renders the home page in English with the latest jobs and companies', async () => {
    const { response, text, calls } = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(text).toContain('<html lang="en"');
    expect(text).toContain('Fixture Backend Engineer');
    expect(text).toContain('20K-35K');
    expect(text).toContain('Fixture Tech');
    expect(text).toContain('<title>Jobs in China for international professionals · JobBridge</title>');
    expect(text).toContain('hreflang="zh-Hans"');
    expect(text).toContain('href="http://jobbridge.test/?lang=zh"');
    expect(text).toContain('href="#main"');
    expect(text).toMatch(/<header[\s>]/);
    expect(text).toMatch(/<footer[\s>]/);
    expect(text).toContain('TEST-ICP-0001');
    expect(calls.find((call) => call.path === '/job/searchJobList')?.body).toMatchObject({ size: 12, sort: 'date' });
    expect(calls.find((call) => call.path === '/company/getCompanyList')?.body).toMatchObject({ size: 8 });
    // A visitor has no session cookie: no user lookup.
    expect(calls.some((call) => call.path === '/account/signinByToken')).toBe(false);
  });

  it('switches to Chinese by ?lang=zh and stores the cookie', async () => {
    const { response, text, calls } = await get('/?lang=zh');
    expect(response.status).toBe(200);
    expect(text).toContain('<html lang="zh-CN"');
    expect(text).toContain('测试科技');
    expect(text).toContain('职位');
    expect(response.headers.get('set-cookie')).toContain('language=zh');
    expect(calls.find((call) => call.path === '/config/getConfigItem')?.body).toEqual({ lang: 'zh' });
  });

  it('follows Accept-Language when there is no cookie', async () => {
    const { text } = await get('/companies', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(text).toContain('<html lang="zh-CN"');
  });

  it('answers 404 for unknown pages', async () => {
    const { response, text } = await get('/nope/deeper');
    expect(response.status).toBe(404);
    expect(text).toContain('Page not found');
    expect(text).toContain('This page could not be found');
    expect(text).toContain('<html lang="en"');
    // Titled like every page, with the site's name.
    expect(text).toContain('<title>Page not found · JobBridge</title>');
    expect((await get('/jobs/abc', { cookie: 'language=zh' })).text).toContain('<title>页面未找到 - 职桥</title>');
  });

  it('validates guide documents and job ids', async () => {
    const guide = await get('/guides/file10003');
    expect(guide.response.status).toBe(200);
    expect(guide.text).toContain('<title>Social insurance and the housing fund');
    expect(guide.text).toContain('href="#housing-fund"');
    expect(guide.text).toContain('id="housing-fund"');
    expect(guide.text).toContain('"@type":"Article"');
    expect(guide.text).toContain('"dateModified":"2026-11-25"');
    expect(guide.text).toContain('Download PDF');
    expect(guide.text).not.toContain('being built');
    const zhGuide = await get('/guides/file10003?lang=zh');
    expect(zhGuide.text).toContain('社会保险与住房公积金');
    expect(zhGuide.text).toContain('"inLanguage":"zh-CN"');
    expect((await get('/guides/file10008')).response.status).toBe(404);
    expect((await get('/jobs/abc')).response.status).toBe(404);
    expect((await get('/jobs/101')).response.status).toBe(200);
  });

  it('renders every route of the spec', async () => {
    const paths = [
      '/login',
      '/signup',
      '/forget',
      '/companies/Fixture%20Tech',
      '/guides',
      '/guides/calculator',
      '/bind',
      '/bind?scene=bind_abc',
      '/compare',
      '/useragreement',
      '/email/confirm',
      '/email/confirm/abc-123',
      '/wxbind',
      '/wxbind/7/openid-x',
    ];
    for (const path of paths) {
      expect((await get(path)).response.status, path).toBe(200);
    }
  });

  it('serves valid HTML on the main pages in both languages (the Nu HTML checker)', async () => {
    const visitor = [
      '/',
      '/jobs',
      `/jobs/${job.job_id}`,
      '/login',
      '/signup',
      '/companies',
      '/guides',
      '/guides/file10000',
      '/guides/calculator',
    ];
    const signedIn = ['/message', '/profile', '/setting', '/tracker'];
    const dir = mkdtempSync(path.join(tmpdir(), 'jobbridge-html-'));
    try {
      const files: string[] = [];
      for (const locale of ['en', 'zh'] as const) {
        const pages = [
          ...visitor.map((url) => ({ url, cookie: `language=${locale}` })),
          ...signedIn.map((url) => ({ url, cookie: `cit=session-token; language=${locale}` })),
        ];
        for (const page of pages) {
          const { response, text } = await get(page.url, { cookie: page.cookie });
          expect(response.status, page.url).toBe(200);
          const file = path.join(dir, `${locale}${page.url.replace(/[^a-z0-9]+/gi, '_')}.html`);
          // The markup is checked; the inline stylesheet is Tailwind's output, whose modern CSS
          // (@property, @layer, oklch) the checker's CSS validator does not know.
          const inlineCss = /(<style\b[^>]*>).*?(<\/style>)/s;
          expect(text, page.url).toMatch(inlineCss);
          writeFileSync(file, text.replace(inlineCss, '$1$2'));
          files.push(file);
        }
      }
      // vnu exits 1 when it finds errors and writes them, as JSON, to stderr.
      const result = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      expect(result.error, 'java runs').toBeUndefined();
      const messages = (JSON.parse(result.stderr || '{"messages":[]}') as { messages: Array<Record<string, unknown>> })
        .messages;
      const errors = messages.map((m) => `${path.basename(String(m.url))}:${m.lastLine}: ${m.message}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('answers the take-home calculator from the query string, without JavaScript, in both languages', async () => {
    const en = await get('/guides/calculator?salary=20000&city=310100&bonus=36000');
    expect(en.response.status).toBe(200);
    expect(en.text).toContain('<title>Take-home salary calculator · JobBridge</title>');
    // Shanghai 2024, 20,000 a month: 3,500 contributions, 345 tax in month 1 (take-home.test.ts).
    expect(en.text).toContain('¥16,155.00');
    expect(en.text).toContain('1,080.00 yuan tax');
    expect(en.text).toContain('value="20000"');
    expect(en.text).toContain('Shanghai Municipal Human Resources and Social Security Bureau');
    const zh = await get('/guides/calculator?salary=20000&city=310100&lang=zh');
    expect(zh.text).toContain('<title>税后工资计算器');
    expect(zh.text).toContain('第1个月到手');
    expect(zh.text).toContain('¥16,155.00');
    const compared = await get('/guides/calculator?salary=20000&city=310100&special=3000&allowances=5000');
    expect(compared.text).toContain('would leave 2,400.00 yuan more over the year');
    const bad = await get('/guides/calculator?salary=abc&city=440300');
    expect(bad.response.status).toBe(200);
    expect(bad.text).toContain('Enter an amount in yuan');
    expect(bad.text).toContain('no figures for that city');
    // The answer says which city's figures it used, and, once their year is over, that they are older.
    expect(en.text).toContain('Your take-home pay in Shanghai');
    const stale = staleTakeHomeCities(new Date()).length > 0;
    expect(en.text.includes('The bureaus publish new bases every July')).toBe(stale);
    expect(zh.text.includes('相关部门每年 7 月公布新的基数')).toBe(stale);
    expect(bad.text).not.toContain('data-figure');
    const job = await get('/jobs/101');
    // The fixture job pays 20K-35K in 310000: its minimum and its city.
    expect(job.text).toContain('href="/guides/calculator?salary=20000&amp;city=310000"');
    expect(job.text).toContain('What would I take home?');
  });

  it('sends visitors of loginRequired pages to /login with the redirect', async () => {
    for (const path of [
      '/tracker',
      '/setting',
      '/message',
      '/profile',
      '/profile/resume_view/abc?x=1',
      '/basicinfo',
      '/bindemail',
      '/emailcheck',
      '/step',
      '/resume-match/101',
      '/employer',
      '/hrsystem/team',
      '/hrsystem/company',
      '/hrsystem',
      '/hrsystem/jobs',
      '/hrsystem/applicants?status=3',
    ]) {
      const { response } = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  it("sends a member from /hrsystem/jobs to the job list at /hrsystem, with the address's query", async () => {
    const { response } = await get(
      '/hrsystem/jobs?page=2',
      { cookie: 'cit=session-token' },
      { employerStep: 'license' },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/hrsystem?page=2');
  });

  it('sends a signed-in user without a company from /hrsystem to /employer', async () => {
    const { response } = await get('/hrsystem', { cookie: 'cit=session-token' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/employer');
  });

  it('shows loginRequired pages and the user menu to a signed-in user', async () => {
    const { response, text } = await get('/tracker', { cookie: 'cit=session-token' });
    expect(response.status).toBe(200);
    expect(text).toContain('Job tracker');
    expect(text).toContain('Account menu for Ada Fixture');
    expect(text).toContain('99+');
    // A user without a company has no requests to join waiting: the header does not ask (an owner's count is
    // shown in apps/server/src/page-session.test.ts, against the real API).
    expect(text).not.toContain('Employers, 3 pending');
  });

  it("tells the HR system's members where their company stands: under review, refused, suspended and why", async () => {
    const en = { cookie: 'cit=session-token' };
    const zh = { cookie: 'cit=session-token; language=zh' };
    const member = (cookies: { cookie: string }, hrStanding?: 'suspended' | 'rejected') =>
      get('/hrsystem/team', cookies, { employerStep: 'license', hrStanding });
    const pending = (await member(en)).text;
    expect(pending).toContain('Your company materials are under review.');
    expect(pending).toContain('>Under review<');
    const refused = (await member(en, 'rejected')).text;
    expect(refused).toContain('Your company information was not approved.');
    expect(refused).toMatch(/<a[^>]*href="\/hrsystem\/company"[^>]*>See why<\/a>/);
    expect(refused).toContain('>Not approved<');
    expect(refused).not.toContain('Your company materials are under review.');
    expect((await member(zh, 'rejected')).text).toContain('你的企业资料未通过审核。');
    const suspended = (await member(en, 'suspended')).text;
    expect(suspended).toContain('JobBridge has suspended your company');
    expect(suspended).toContain('Reason: Suspected fraud.');
    expect(suspended).toContain('>Suspended<');
    const zhSuspended = (await member(zh, 'suspended')).text;
    expect(zhSuspended).toContain('职桥已暂停你的企业');
    expect(zhSuspended).toContain('原因：涉嫌欺诈。');
  });

  it("tells a member of the job's company to manage it, with no Apply and no chat with a colleague", async () => {
    const member = await get(`/jobs/${job.job_id}`, { cookie: 'cit=session-token' }, { jobMember: true });
    expect(member.text).toContain("This is your company's job");
    expect(member.text).toContain('href="/hrsystem"');
    expect(member.text).not.toContain('Chat with Mei');
    expect(member.text).not.toContain('>Apply<');
    const zh = await get(`/jobs/${job.job_id}`, { cookie: 'cit=session-token; language=zh' }, { jobMember: true });
    expect(zh.text).toContain('这是贵公司发布的职位');
  });

  it('renders the employer onboarding where it was left, and the team and company pages, in both languages', async () => {
    const en = { cookie: 'cit=session-token' };
    const zh = { cookie: 'cit=session-token; language=zh' };
    const first = await get('/employer', en);
    expect(first.response.status).toBe(200);
    expect(first.text).toContain('Business email address');
    expect(first.text).toContain('Or join a company already on JobBridge');
    expect((await get('/employer', zh)).text).toContain('企业邮箱地址');
    // Step 1 as the server keeps it: a code sent shows its field and the address; a verified address opens step 2.
    const sent = await get('/employer', en, { employerStep: 'sent' });
    expect(sent.text).toMatch(/<input[^>]*value="hr@lighthouse.example"/);
    expect(sent.text).toContain('Verification code');
    expect(sent.text).toContain('We sent a code to hr@lighthouse.example.');
    const second = await get('/employer', en, { employerStep: 'info' });
    expect(second.text).toContain('Verified business email: hr@lighthouse.example');
    expect(second.text).toContain('Use another address');
    expect(second.text).toContain('Name on the business licence');
    expect((await get('/employer', zh, { employerStep: 'info' })).text).toContain(
      '已验证的企业邮箱：hr@lighthouse.example',
    );
    // One main landmark: the layout's.
    expect(second.text.match(/<main\b/g)).toHaveLength(1);
    const third = await get('/employer', en, { employerStep: 'license' });
    expect(third.text).toContain('Unified social credit code');
    expect(third.text).toContain('rank higher in search');
    expect((await get('/employer', zh, { employerStep: 'license' })).text).toContain('统一社会信用代码');
    const team = await get('/hrsystem/team', en, { employerStep: 'license' });
    expect(team.text).toContain('Requests to join (1)');
    expect(team.text).toContain('Ben Joiner');
    // The recruiter's own profile starts from what is saved: saving the name alone keeps the city, chosen
    // from the site's cities as every city field is (a select, not free text).
    expect(team.text).toMatch(
      /<select[^>]*>(?:(?!<\/select>).)*<option (?:value="310000" selected|selected value="310000")>Shanghai<\/option>/s,
    );
    expect(team.text).not.toMatch(/role="combobox"/);
    // A province saved before shows as the current value under its name, asking for a city, not as "Choose…".
    const legacy = (await get('/hrsystem/team', en, { employerStep: 'license', recruiterProvince: true })).text;
    expect(legacy).toMatch(
      /<select[^>]*>(?:(?!<\/select>).)*<option (?:value="440000" selected|selected value="440000")>Guangdong: choose a city instead<\/option>/s,
    );
    expect(legacy).toMatch(/<option value="310000">Shanghai<\/option>/);
    expect(team.text).toMatch(/<input[^>]*value="Founder"/);
    // Both headlines in the form, each in its own field.
    expect(team.text).toMatch(/<input[^>]*value="创始人"/);
    expect(team.text).toContain('Job title (Chinese)');
    expect((await get('/hrsystem/team', zh, { employerStep: 'license' })).text).toContain('加入申请（1）');
    const company = await get('/hrsystem/company', en, { employerStep: 'license' });
    expect(company.text).toContain('The logo shows another company.');
    expect(company.text).toContain('ISO 9001');
    const zhCompany = (await get('/hrsystem/company', zh, { employerStep: 'license' })).text;
    expect(zhCompany).toContain('资质证书');
    // The brand in the page's language, as the header shows it.
    expect(company.text).toMatch(/<h1[^>]*>Fixture Tech<\/h1>/);
    expect(zhCompany).toMatch(/<h1[^>]*>测试科技<\/h1>/);
    // File fields speak the page's language (the browser's own control is hidden): logo, licence, certificate.
    for (const [text, choose, none] of [
      [company.text, 'Choose file', 'No file chosen'],
      [zhCompany, '选择文件', '未选择文件'],
    ]) {
      expect(text.match(/<input[^>]*type="file"[^>]*>/g)).toHaveLength(3);
      for (const input of text.match(/<input[^>]*type="file"[^>]*>/g) ?? []) expect(input).toContain('sr-only');
      expect(text.split(`>${choose}</label>`)).toHaveLength(4);
      expect(text.split(`>${none}</span>`)).toHaveLength(4);
    }
  });

  it("gives every page one <main> landmark, the HR system's pages inside its layout included", async () => {
    const pages = [
      ['/', 'cit=session-token'],
      ['/jobs', ''],
      ['/message', 'cit=session-token'],
      ['/tracker', 'cit=session-token'],
      ['/setting', 'cit=session-token'],
      ['/hrsystem', 'cit=session-token'],
      ['/hrsystem/applicants', 'cit=session-token'],
      ['/hrsystem/questions', 'cit=session-token'],
      ['/hrsystem/chats', 'cit=session-token'],
      ['/hrsystem/jobs/new', 'cit=session-token'],
      ['/hrsystem/team', 'cit=session-token'],
      ['/hrsystem/company', 'cit=session-token'],
      ['/employer', 'cit=session-token'],
    ] as const;
    for (const locale of ['en', 'zh'] as const) {
      for (const [url, cookie] of pages) {
        const { response, text } = await get(
          url,
          { cookie: `${cookie}; language=${locale}` },
          { employerStep: 'license' },
        );
        expect(response.status, url).toBe(200);
        expect(text.match(/<main[\s>]/g) ?? [], `${url} (${locale})`).toHaveLength(1);
      }
    }
  });

  it('renders the account pages to a signed-in user, with the e-mail verification banner', async () => {
    const cookie = { cookie: 'cit=session-token' };
    const setting = await get('/setting', cookie);
    expect(setting.response.status).toBe(200);
    expect(setting.text).toContain('Change password');
    expect(setting.text).toContain('+86 138****0000');
    expect(setting.text).toContain('Sign out of all other devices');
    expect(setting.text).toContain('Add and verify an email address');
    expect(setting.calls.some((call) => call.path === '/wechat/wxUser')).toBe(true);
    const basic = await get('/basicinfo', { cookie: 'cit=session-token; language=zh' });
    expect(basic.response.status).toBe(200);
    expect(basic.text).toContain('普通话水平');
    expect(basic.text).toContain('value="Ada"');
    for (const path of ['/bindemail', '/emailcheck', '/wxbind']) {
      expect((await get(path, cookie)).response.status, path).toBe(200);
    }
    // Closing the banner is remembered for the browser session.
    expect((await get('/setting', { cookie: 'cit=session-token; verifyBannerClosed=1' })).text).not.toContain(
      'Add and verify an email address',
    );
  });

  it("renders the candidate's own space in both languages", async () => {
    const cookie = { cookie: 'cit=session-token' };
    const zh = { cookie: 'cit=session-token; language=zh' };
    const profile = await get('/profile', cookie);
    expect(profile.response.status).toBe(200);
    expect(profile.text).toContain('My profile');
    expect(profile.text).toContain('Backend engineer who likes Go.');
    expect(profile.text).toContain('Fixture Labs');
    expect(profile.text).toContain('Fixture University');
    expect(profile.text).toContain('Verify your email');
    expect(profile.text).toContain('Recommended for you');
    // Each recommendation says why; skills of the shared list show in the page's language, others as typed.
    expect(profile.text).toContain('Matches your title and skills: Project management, Cold calling');
    const zhProfile = (await get('/profile', zh)).text;
    expect(zhProfile).toContain('资料完整度');
    expect(zhProfile).toContain('符合你的职位和技能：项目管理、Cold calling');
    expect(zhProfile).toMatch(/<span>项目管理<\/span>/);
    expect(zhProfile).not.toContain('>Project management<');
    const zhJob = (await get('/jobs/101', zh)).text;
    expect(zhJob).toContain('>项目管理<');
    expect(zhJob).toContain('>Cold calling<');
    expect(zhJob).not.toContain('>Project management<');
    expect((await get('/jobs/101', cookie)).text).toContain('>Project management<');
    // Another candidate's profile that is not shared: the page's own "not available" notice, not the error
    // page, answered 404 so that it is not taken for the profile.
    const other = await get('/profile/profile/8', cookie);
    expect(other.response.status).toBe(404);
    expect(other.text).toContain('This profile is not available');
    const view = await get('/profile/resume_view', cookie);
    expect(view.text).toContain('Download PDF');
    expect(view.text).toContain('Mar 2020 – Present');
    expect((await get('/profile/resume_copy', zh)).text).toContain('【个人简介】');
    expect((await get('/profile/profile_copy', cookie)).text).toContain('Personal details');
    // A screen reader's "Select to compare: <job>" joins its parts as the language writes them.
    const zhTracker = (await get('/tracker', zh)).text;
    expect(zhTracker).toMatch(/class="sr-only">：[^<]+</);
    expect(zhTracker).not.toMatch(/class="sr-only">: /);
    const tracker = await get('/tracker?status=3', cookie);
    expect(tracker.text).toContain('Interview');
    expect(tracker.text).toContain('Saved jobs');
    expect((await get('/tracker?status=2', cookie)).text).toContain('No applications are at');
    const compare = await get('/compare?ids=101,101', cookie);
    expect(compare.response.status).toBe(200);
    const match = await get('/resume-match/101', zh);
    expect(match.response.status).toBe(200);
    expect(match.text).toContain('简历匹配度');
    expect(match.text).toContain('Kubernetes');
    expect(match.text).toContain('Fixture Backend Engineer');
    const step = await get('/step', cookie);
    expect(step.text).toContain('Step 3 of 4');
    const setting = await get('/setting', cookie);
    expect(setting.text).toContain('Profile visibility');
    expect(setting.text).toContain('Export my data');
    // The invite code, the link to share on the site's origin, and who joined through it.
    expect(setting.text).toContain('K7MPQ2ZX9A');
    expect(setting.text).toContain('http://jobbridge.test/?inv_id=K7MPQ2ZX9A');
    expect(setting.text).toContain('3 people');
    expect((await get('/guides', cookie)).text).toContain('Read');
  });

  it('renders the system messages on /message, newest first, with a detail button to the job', async () => {
    const page = await get('/message', { cookie: 'cit=session-token' });
    expect(page.response.status).toBe(200);
    expect(page.text).toContain('System messages');
    expect(page.text).toContain('Invitation to apply');
    expect(page.text).toContain('Fixture Tech invites you to apply for Fixture Backend Engineer.');
    expect(page.text).toContain('href="/jobs/101"');
    expect(page.text).toContain('2026-01-03 10:05');
    expect(page.text).toContain('2 unread');
    expect(page.text).not.toContain('This part of JobBridge is being built.');
    expect(page.text.indexOf('Invitation to apply')).toBeLessThan(page.text.indexOf('Admin application'));
    // Only the invite names a job: one detail button.
    expect(page.text.match(/href="\/jobs\/101"/g)).toHaveLength(1);
    expect(page.calls.some((call) => call.path === '/message/getSysMessages')).toBe(true);
    // The chat list first: the counterpart, the job, the last message and the unread count (99+ past 99).
    // The headline and the name are parts of one line (a long headline is cut, never the name).
    expect(page.text.replace(/<[^>]+>/g, '').replace(/\u00a0/g, ' ')).toContain('Talent Partner · Mei');
    expect(page.text).toContain('See you on Thursday at three.');
    expect(page.text).toContain('99+');
    expect(page.text).toContain(`href="/message?job_id=101&amp;with=44"`);
    expect(page.text.indexOf('See you on Thursday')).toBeLessThan(page.text.indexOf('Invitation to apply'));
    const zh = await get('/message', { cookie: 'cit=session-token; language=zh' });
    expect(zh.text).toContain('聊天');
    expect(zh.text).toContain('系统消息');
    expect(zh.text).toContain('查看职位');
  });

  it('opens a long conversation at its latest messages, with a way to the earlier ones, in both languages', async () => {
    const page = await get(`/message?job_id=${job.job_id}&with=44`, { cookie: 'cit=session-token' });
    expect(page.text).toContain('The latest of a long conversation.');
    expect(page.text).toContain('Show earlier messages');
    const zh = await get(`/message?job_id=${job.job_id}&with=44`, { cookie: 'cit=session-token; language=zh' });
    expect(zh.text).toContain('查看更早的消息');
  });

  it('reads right for a complete, nameless profile: no "complete your profile", no initials of a label', async () => {
    for (const [locale, cta, done] of [
      ['en', 'View your profile', 'Your profile is complete'],
      ['zh', '查看我的资料', '你的简历已完整'],
    ] as const) {
      const page = await get(
        '/profile?welcome=1',
        { cookie: `cit=session-token; language=${locale}` },
        { completeNameless: true },
      );
      expect(page.text).not.toContain(locale === 'en' ? 'Complete your profile' : '完善个人资料');
      // The banner's link to the profile, on any other page (on the profile itself it is left out).
      const elsewhere = await get(
        '/jobs',
        { cookie: `cit=session-token; language=${locale}` },
        { completeNameless: true },
      );
      expect(elsewhere.text).toContain(cta);
      expect(page.text).not.toContain(cta);
      expect(page.text).toContain(done);
      expect(page.text).toContain('data-avatar="person"');
      expect(page.text).not.toContain('>MA<');
    }
    // With a name, its initials; with less than everything, the invitation to complete it.
    const usual = await get('/profile?welcome=1', { cookie: 'cit=session-token' });
    expect(usual.text).toContain('>AF<');
    expect((await get('/jobs', { cookie: 'cit=session-token' })).text).toContain('Complete your profile');
    expect(usual.text).toContain('Your profile strength is 55%');
  });

  it('keeps the userinfo cookie in step with the session (spec section 4)', async () => {
    // Signed in: the cookie is (re)stored for 30 days, display data only.
    const fresh = await get('/jobs', { cookie: 'cit=session-token' });
    const stored = fresh.response.headers.getSetCookie().find((line) => line.startsWith('userinfo='));
    expect(stored).toContain('Max-Age=2592000');
    expect(decodeURIComponent(stored ?? '')).toContain('"user_id":7');
    expect(decodeURIComponent(stored ?? '')).not.toContain('8613800000000');
    // The session ended: the cookie goes, and the visitor is sent home, which says why and keeps the page asked for.
    const lost = await get(
      '/jobs?keyword=data',
      { cookie: 'cit=old; userinfo=%7B%22user_id%22%3A7%7D' },
      { sessionEnded: true },
    );
    expect(lost.response.status).toBe(302);
    expect(lost.response.headers.get('location')).toBe('/?ended=%2Fjobs%3Fkeyword%3Ddata');
    expect(lost.response.headers.getSetCookie()).toContain('userinfo=; Path=/; Max-Age=0; SameSite=Lax');
    const home = await get('/?ended=%2Fjobs%3Fkeyword%3Ddata', { cookie: 'userinfo=%7B%22user_id%22%3A7%7D' });
    expect(home.response.status).toBe(200);
    expect(home.text).toContain('Your session has ended');
    expect(home.text).toContain('href="/login?redirect=%2Fjobs%3Fkeyword%3Ddata"');
    expect(home.text).toContain('href="/jobs?keyword=data"');
    // A foreign target is not kept.
    const foreign = await get('/?ended=https%3A%2F%2Fevil.example%2F');
    expect(foreign.text).toContain('href="/login?redirect=%2F"');
    expect(foreign.text).not.toContain('Open the page without signing in');
    expect(home.response.headers.getSetCookie()).toContain('userinfo=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('shows the development pages only when config turns the tools on, never indexed', async () => {
    expect((await get('/dev/outbox')).response.status).toBe(404);
    expect((await get('/dev/wechat')).response.status).toBe(404);
    const outbox = await get('/dev/outbox', {}, { devTools: true });
    expect(outbox.response.status).toBe(200);
    expect(outbox.text).toContain('482913');
    expect(outbox.text).toContain('noindex');
    expect((await get('/dev/wechat', {}, { devTools: true })).text).toContain('Scan with WeChat');
    // robots.txt (Disallow: /dev/) is the server's: apps/server/src/domains/seo.
  });

  it('renders the user agreement in both languages', async () => {
    expect((await get('/useragreement')).text).toContain('Personal Information Protection Law');
    expect((await get('/useragreement?lang=zh')).text).toContain('个人信息保护法');
  });

  it('lists jobs without a footer, companies with one', async () => {
    const jobs = await get('/jobs?keyword=backend&adcode=310000');
    expect(jobs.response.status).toBe(200);
    expect(jobs.text).toContain('1 job');
    expect(jobs.text).not.toMatch(/<footer[\s>]/);
    expect(jobs.calls.find((call) => call.path === '/job/searchJobList')?.body).toMatchObject({
      keyword: 'backend',
      adcode: '310000',
      sort: 'relevance',
      page: 1,
    });
    const companies = await get('/companies');
    expect(companies.text).toContain('1 company');
    expect(companies.text).toMatch(/<footer[\s>]/);
  });

  it('stores an invitation id from any page', async () => {
    const { response } = await get('/guides?inv_id=INV42');
    expect(response.headers.get('set-cookie')).toContain('inv_id=INV42');
  });

  it('renders no site shell without config', async () => {
    const { response, text } = await get('/', {}, { configFails: true });
    expect(response.status).toBe(503);
    expect(text).toContain('temporarily unavailable');
    expect(text).not.toMatch(/<header[\s>]/);
  });

  it('serves the long config lists apart from the pages', async () => {
    const home = await get('/');
    expect(home.text).not.toContain('calling_code');
    const { response, text } = await get('/site-lists.json?locale=zh');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(JSON.parse(text)).toEqual({
      cities: [{ value: '310000', city: '上海', province: '上海' }],
      calling_code: [{ calling_code: '86', country: '中国', flag: '', country_code: 'CN' }],
    });
  });

  it('names the city of the searched adcode', async () => {
    const { text, calls } = await get('/jobs?adcode=310000');
    expect(text).toContain('In Shanghai');
    expect(text).toContain('value="Shanghai"');
    // Config is loaded once per request, shared by the root and the page.
    expect(calls.filter((call) => call.path === '/config/getConfigItem')).toHaveLength(1);
  });

  it('serves the follow-us QR code', async () => {
    const { response, text } = await get('/follow-qr.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(text).toContain('<svg');
  });

  it('answers client data requests', async () => {
    const { response } = await get('/jobs.data?keyword=go');
    expect(response.status).toBe(200);
  });
});

describe.skipIf(!existsSync(buildUrl))('browser bundles', () => {
  it('hold each language catalogue in one chunk that only a dynamic import loads', () => {
    // Shared's translate() imports both catalogues: a browser module using it would make every page
    // that loads the module download both languages.
    const assets = new URL('../build/client/assets/', import.meta.url);
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    for (const locale of ['en', 'zh'] as const) {
      const marker = JSON.stringify(translate(locale, 'home.heroText')).slice(1, -1);
      const holding = scripts.filter((name) => readFileSync(new URL(name, assets), 'utf8').includes(marker));
      expect(holding, locale).toHaveLength(1);
      expect(holding[0], locale).toMatch(new RegExp(`^${locale}-`));
      const staticImport = new RegExp(`(?:from|import)\\s*"\\./${holding[0].replace('.', '\\.')}"`);
      const importers = scripts.filter((name) => staticImport.test(readFileSync(new URL(name, assets), 'utf8')));
      expect(importers, `${locale}: chunks importing the catalogue statically`).toEqual([]);
    }
  });

  it('carry neither zod nor i18next (forms check with the zod-free rules; the web has its own translator)', () => {
    const assets = new URL('../build/client/assets/', import.meta.url);
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    // `._zod.` is how zod 4 reaches a schema's internals; i18next names itself in its logger.
    const holding = (marker: string) =>
      scripts.filter((name) => readFileSync(new URL(name, assets), 'utf8').includes(marker));
    expect(holding('._zod.')).toEqual([]);
    expect(holding('i18next')).toEqual([]);
  });
});
