import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from '.';

/**
 * Every key of the catalogues is used somewhere: its text is named in the
 * source of the web, the server or this package (tests excepted), or it
 * belongs to a family of keys the code builds from a value. A key that
 * nothing names fails here; delete it from both catalogues.
 */

const root = join(import.meta.dirname, '../../../..');
const SOURCE_DIRS = ['apps/web/app', 'apps/server/src', 'packages/shared/src', 'packages/db/src'];

/**
 * Families of keys built from a value at run time, so their full text is in
 * no source file. Each prefix says where it is built; a key under it counts
 * as used. Keep the list short and exact: a prefix hides unused keys too.
 */
const BUILT_KEY_PREFIXES: Record<string, string> = {
  'groups.types.': 'groups.types.<type> (GROUP_TYPES: the /groups filter and GroupCard.tsx)',
  'errors.': 'errors.<code> (errorKey in errors.ts; the web renders failures by code)',
  'password.': 'password.<rule> (checkPasswordPolicy, rules/password.ts)',
  'account.passwordRule.': 'account.passwordRule.<rule> (the password checklist, components/account/fields.tsx)',
  'account.basic.errors.birth_': 'account.basic.errors.birth_<problem> (BasicInfo.tsx)',
  'account.settings.sections.': 'account.settings.sections.<section> (the settings page)',
  'profile.strength.parts.': 'profile.strength.parts.<part> (profile strength steps)',
  'profile.nav.': 'profile.nav.<page> (the candidate space navigation)',
  'profile.errors.': 'profile.errors.<problem> (resume entry forms)',
  'profile.files.problem.': 'profile.files.problem.<problem> (ResumeFiles.tsx)',
  'jobTracker.status.': 'jobTracker.status.<status> (the tracker)',
  'hr.nav.': 'hr.nav.<page> (the HR system nav, lib/hr.ts HR_NAV)',
  'hr.status.': 'hr.status.<job status> (HR system job list)',
  'hr.jobs.done.': 'hr.jobs.done.<action> (HR system job actions)',
  'hr.field.': 'hr.field.<field> (the HR job form)',
  'hr.problem.': 'hr.problem.<problem> (jobFormProblems, lib/hr.ts)',
  'hr.form.version.': 'hr.form.version.<lang> (the HR job preview)',
  'wizard.steps.': 'wizard.steps.<step> (the /step wizard)',
  'wizard.stepTitles.': 'wizard.stepTitles.<step>',
  'wizard.stepIntros.': 'wizard.stepIntros.<step>',
  'profile.dashboard.reason.': 'profile.dashboard.reason.<key> (RECOMMEND_REASONS, rules/recommend.ts: Dashboard.tsx)',
  'match.parts.': 'match.parts.<part> (resume match)',
  'match.level.': 'match.level.<level>',
  'match.levelText.': 'match.levelText.<level>',
  'match.advice.': 'match.advice.<advice>',
  'match.action.': 'match.action.<advice>',
  'settings2.visibilityOptions.': 'settings2.visibilityOptions.<visibility> (candidate settings)',
  'settings2.visibilityHints.': 'settings2.visibilityHints.<visibility>',
  'server.invite.': 'server.invite.<failure> (invite/service.ts)',
  'review.reasons.': 'review.reasons.<reason> (review presenter and console, rules/review.ts)',
  'review.actions.': 'review.actions.<action> (auditActionKey, lib/review.ts)',
  'chat.phrases.': 'chat.phrases.<side>.<n> (the quick phrases of ChatComposer.tsx)',
  'review.targets.': 'review.targets.<target type> (the audit log page)',
  'review.chatReports.sides.': 'review.chatReports.sides.<side> (CHAT_SIDES: the reported chats page)',
  'review.chatReports.outcomes.':
    'review.chatReports.outcomes.<outcome> (CHAT_REPORT_OUTCOMES: chat-reports.ts, ChatReportClose.tsx)',
  'resume.pdf.': 'resume.pdf.<label> (the resume PDF)',
  'alert.unsubscribe.': 'alert.unsubscribe.<state> (the unsubscribe page)',
  'alert.email.': 'alert.email.<part> (the job alert digest)',
  'providers.mail.verifyCode.':
    'providers.mail.verifyCode.subject|intro|validity (codeMail in providers/mail/templates.ts)',
  'providers.mail.resetCode.': 'providers.mail.resetCode.subject|intro|validity (codeMail)',
  'employer.steps.': 'employer.steps.<step> (the /employer onboarding)',
  'employer.role.': 'employer.role.<role> (company roles: team page, join form)',
  'employer.review.': 'employer.review.<status> (company, licence and certificate review states)',
  'employer.field.': 'employer.field.<field> (CompanyInfoForm labels)',
  'employer.certificates.type_': 'employer.certificates.type_<type> (CERTIFICATE_TYPES)',
  'employer.info.logo_': 'employer.info.logo_<problem> (LogoUpload)',
  'employer.license.file_': 'employer.license.file_<problem> (licence and certificate files)',
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const keysOf = (node: unknown, prefix = ''): string[] =>
  Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

/**
 * The quoted strings of the source ('a.b', "a.b" and the literal head of
 * `a.b.${x}`).
 */
function namedStrings(): Set<string> {
  const named = new Set<string>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/['"`]([\w.-]+)(?=['"`]|\$\{)/g)) named.add(match[1]);
    }
  }
  return named;
}

describe('catalogue keys', () => {
  it('are each used by the code', () => {
    const named = namedStrings();
    const used = (key: string) => {
      // i18next picks key_one / key_other from `key` and a count.
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      if (named.has(key) || named.has(base)) return true;
      if (Object.keys(BUILT_KEY_PREFIXES).some((prefix) => key.startsWith(prefix))) return true;
      // A page's meta names its namespace: `pageMeta(matches, 'jobs')` reads jobs.title and jobs.description.
      const parent = base.replace(/\.(title|description)$/, '');
      return parent !== base && named.has(parent);
    };
    expect(keysOf(catalogues.en).filter((key) => !used(key))).toEqual([]);
  });

  it('leave no built-key prefix without keys', () => {
    const keys = keysOf(catalogues.en);
    const empty = Object.keys(BUILT_KEY_PREFIXES).filter((prefix) => !keys.some((key) => key.startsWith(prefix)));
    expect(empty).toEqual([]);
  });
});
