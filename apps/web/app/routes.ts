import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every route of spec section 2. Pages sit under a pathless layout whose error
 * boundary renders inside the site shell; loginRequired pages carry
 * `requireUserMiddleware`.
 *
 * Choices where the spec leaves the path open:
 * - resume match: `/resume-match/:job_id` (a candidate's resume against one job);
 * - `/profile` children each take the optional `:user_info` segment
 *   (`/profile/resume_view/:user_info?`), `/profile` itself is the profile;
 * - guide documents: one route `/guides/:file` validated against GUIDE_FILE_IDS;
 * - activity groups (section 7's /activity): `/groups` (decision 0029).
 */
export default [
  // Resource route: the footer's follow-us QR code (SVG of the site URL).
  route('follow-qr.svg', 'routes/resources/follow-qr.ts'),
  // Resource route: config's long lists (cities, calling codes), loaded on demand.
  route('site-lists.json', 'routes/resources/site-lists.ts'),
  // Resource route: the site's stylesheet as a cached file, for a browser's later pages (decision 0049).
  route('styles/:file', 'routes/resources/site-css.ts'),

  // The HR system: its own layout outside the site shell, opened in a new window (spec section 2, decision 0022).
  // Its pages sit under a pathless layout whose error boundary renders inside the HR layout.
  route('hrsystem', 'routes/hrsystem/layout.tsx', [
    // The list is the index; its address with /jobs (beside jobs/new and jobs/:job_id) leads to it.
    route('jobs', 'routes/hrsystem/jobs-address.tsx'),
    layout('routes/hrsystem/pages.tsx', [
      index('routes/hrsystem/jobs.tsx'),
      route('jobs/new', 'routes/hrsystem/job-edit.tsx', { id: 'hr-job-new' }),
      route('jobs/:job_id', 'routes/hrsystem/job-edit.tsx'),
      route('applicants', 'routes/hrsystem/applicants.tsx'),
      route('questions', 'routes/hrsystem/questions.tsx'),
      route('chats', 'routes/hrsystem/chats.tsx'),
      // The employer's team and company pages (decision 0021).
      route('team', 'routes/hrsystem/team.tsx'),
      route('company', 'routes/hrsystem/company.tsx'),
    ]),
  ]),

  layout('routes/pages.tsx', [
    index('routes/home.tsx'),

    route('login', 'routes/auth/login.tsx'),
    route('signup', 'routes/auth/signup.tsx'),
    route('forget', 'routes/auth/forget.tsx'),

    route('employer', 'routes/employer/employer.tsx'),

    ...prefix('companies', [index('routes/companies/list.tsx'), route(':name', 'routes/companies/detail.tsx')]),
    ...prefix('jobs', [index('routes/jobs/list.tsx'), route(':job_id', 'routes/jobs/detail.tsx')]),
    route('resume-match/:job_id', 'routes/jobs/resume-match.tsx'),

    ...prefix('guides', [
      index('routes/guides/index.tsx'),
      route('calculator', 'routes/guides/calculator.tsx'),
      route(':file', 'routes/guides/file.tsx'),
    ]),

    // Communities and events (decision 0029).
    route('groups', 'routes/groups/index.tsx'),

    route('profile', 'routes/account/profile-layout.tsx', [
      index('routes/account/profile.tsx', { id: 'profile-index' }),
      route('profile/:user_info?', 'routes/account/profile.tsx'),
      route('profile_copy/:user_info?', 'routes/account/profile-copy.tsx'),
      route('resume_copy/:user_info?', 'routes/account/resume-copy.tsx'),
      route('resume_view/:user_info?', 'routes/account/resume-view.tsx'),
    ]),
    route('tracker', 'routes/account/tracker.tsx'),
    route('setting', 'routes/account/setting.tsx'),
    route('message', 'routes/account/message.tsx'),
    route('step', 'routes/account/step.tsx'),
    route('basicinfo', 'routes/account/basicinfo.tsx'),
    route('bind', 'routes/account/bind.tsx'),
    route('bindemail', 'routes/account/bindemail.tsx'),
    route('emailcheck', 'routes/account/emailcheck.tsx'),
    route('email/confirm/:uuid?', 'routes/account/email-confirm.tsx'),
    route('wxbind', 'routes/account/wxbind.tsx', [route(':user_id?/:openid?', 'routes/account/wxbind-scan.tsx')]),

    route('compare', 'routes/info/compare.tsx'),
    route('useragreement', 'routes/info/useragreement.tsx'),

    // The platform administrator's console (decision 0023): 404 for anyone else.
    ...prefix('admin/review', [
      index('routes/admin/review.tsx'),
      route('chats', 'routes/admin/review-chats.tsx'),
      route('audit', 'routes/admin/review-audit.tsx'),
    ]),

    // Development tools (404 unless config.site.dev_tools): read codes, simulate a WeChat scan.
    ...prefix('dev', [route('outbox', 'routes/dev/outbox.tsx'), route('wechat', 'routes/dev/wechat.tsx')]),

    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
