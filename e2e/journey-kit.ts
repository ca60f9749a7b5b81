/**
 * What several journeys need: unique names, small real files, codes from the
 * development outbox, new accounts made through the API or the sign-up form,
 * so that each journey owns its accounts, and the text of a PDF.
 */
import { CREDIT_CODE_CHARSET, creditCodeCheckChar, hashPasswordForTransport, translate } from '@jobbridge/shared';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export const JOURNEY_PASSWORD = 'Journey2026!';

/** The demo accounts' password (the demo seed's, packages/db), for journeys that only read as them. */
export const DEMO_PASSWORD = 'Demo1234!';

/** `text` matched literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A 1×1 PNG (the server re-encodes photos, so it must be a real image). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal one-page PDF (the server checks files by their bytes). */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The newest 6-digit code sent to `recipient` (development outbox). */
export async function outboxCode(request: APIRequestContext, recipient: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
        const body = (await response.json()) as { data?: { list?: { body_text: string }[] } };
        code = body.data?.list?.[0]?.body_text.match(/(?<!\d)\d{6}(?!\d)/)?.[0] ?? null;
        return code;
      },
      { message: `a code for ${recipient}`, timeout: 10_000 },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/** Signs a new account up by e-mail through the API (an e-mail sign-up is verified); the session lands in the page's context. */
export async function signUpByEmailApi(page: Page, tag: string): Promise<string> {
  const email = `e2e-${tag}-${unique()}@example.net`;
  const sent = await page.request.post('/api/account/signupcode', { form: { email, purpose: 'signup' } });
  expect((await sent.json()).success, 'signup code sent').toBe(true);
  const code = await outboxCode(page.request, email);
  const created = await page.request.post('/api/account/signup', {
    form: { type: 'email', email, code, password: await hashPasswordForTransport(JOURNEY_PASSWORD), agree: 'true' },
  });
  expect((await created.json()).success, 'signed up').toBe(true);
  return email;
}

/**
 * Signs a new account up by e-mail through the /signup form, as a visitor
 * does (the code read from the outbox); the page then follows the sign-in
 * (an invite code stored from `?inv_id=` is applied on the way).
 */
export async function signUpThroughForm(
  page: Page,
  locale: 'en' | 'zh',
  email = `e2e-${locale}-${unique()}@example.net`,
): Promise<string> {
  const t = (key: string, params?: Record<string, string>) => translate(locale, key, params);
  await page.goto('/signup');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('tab', { name: t('account.signup.byEmail') }).click();
  await page.getByRole('textbox', { name: t('login.email'), exact: true }).fill(email);
  await page.getByRole('button', { name: t('login.send') }).click();
  await expect(page.getByText(t('account.emailCodeSent', { email }))).toBeVisible();
  await page
    .getByRole('textbox', { name: t('account.emailCode'), exact: true })
    .fill(await outboxCode(page.request, email));
  await page.getByLabel(t('login.password'), { exact: true }).fill(JOURNEY_PASSWORD);
  await page.getByLabel(t('account.confirmPassword'), { exact: true }).fill(JOURNEY_PASSWORD);
  await page.getByRole('checkbox', { name: new RegExp(t('account.signup.agreePrefix')) }).check();
  await page.getByRole('button', { name: t('account.signup.submit') }).click();
  return email;
}

/** The text of every page of a PDF, read with pdf.js. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** An open job of the signed-in demo recruiter's company, with the recruiter its chat goes to. */
export async function demoJob(recruiter: Page): Promise<{ job_id: number; recruiter_id: number; first_name: string }> {
  const jobs = await (await recruiter.request.post('/api/job/getPostJobList', { form: { size: '50' } })).json();
  expect(jobs.success, 'posted jobs').toBe(true);
  for (const job of jobs.data.list as { job_id: number; status: string }[]) {
    if (job.status !== 'open') continue;
    const detail = await (
      await recruiter.request.post('/api/job/getJobInfoByJobID', { form: { job_id: String(job.job_id) } })
    ).json();
    if (detail.success && detail.data.recruiter)
      return {
        job_id: job.job_id,
        recruiter_id: detail.data.recruiter.user_id,
        first_name: detail.data.recruiter.first_name,
      };
  }
  throw new Error('no open job with a recruiter');
}

/** A well-formed unified social credit code of its own (the column is unique). */
export function newCreditCode(): string {
  let body = '91310000';
  for (let i = 0; i < 9; i++) body += CREDIT_CODE_CHARSET[Math.floor(Math.random() * CREDIT_CODE_CHARSET.length)];
  return body + creditCodeCheckChar(body);
}

/** A new employer: a company of their own (under review) and an open job they recruit for. */
export async function employerWithJob(page: Page, tag: string): Promise<number> {
  await signUpByEmailApi(page, 'ca-hr');
  const businessEmail = `hr-${tag}@chat-${tag}.example.com`;
  const sent = await page.request.post('/api/company/sendBusinessEmailCode', { form: { email: businessEmail } });
  expect((await sent.json()).success, 'business code sent').toBe(true);
  const code = await outboxCode(page.request, businessEmail);
  const checked = await (
    await page.request.post('/api/company/checkBusinessEmailCode', { form: { email: businessEmail, code } })
  ).json();
  expect(checked.success, 'business e-mail checked').toBe(true);
  const company = await (
    await page.request.post('/api/company/createCompany', {
      form: {
        business_license_name: `Lantern Logistics (Shanghai) Co., Ltd. ${tag}`,
        brand_name: `灯笼物流${tag}`,
        eng_brand_name: `Lantern Logistics ${tag}`,
        business_email: businessEmail,
      },
    })
  ).json();
  expect(company.success, 'company created').toBe(true);
  // The business licence, so that its jobs are published (the company stays under review).
  const upload = await (
    await page.request.post('/api/company/uploadCompanyFile', {
      multipart: { kind: 'license', file: { name: 'licence.png', mimeType: 'image/png', buffer: PNG } },
    })
  ).json();
  expect(upload.success, 'licence uploaded').toBe(true);
  const licence = await (
    await page.request.post('/api/company/submitLicense', {
      form: {
        company_id: String(company.data.company_id),
        license_name: `Lantern Logistics (Shanghai) Co., Ltd. ${tag}`,
        credit_code: newCreditCode(),
        file_id: upload.data.file_id,
      },
    })
  ).json();
  expect(licence.success, `licence: ${JSON.stringify(licence).slice(0, 300)}`).toBe(true);
  const config = (await (await page.request.post('/api/config/getConfigItem', { form: { lang: 'en' } })).json()).data;
  const job = await (
    await page.request.post('/api/job/createJob', {
      form: {
        position_en: `Route Planner ${tag}`,
        position_zh: `线路规划师${tag}`,
        description_en: 'Plan delivery routes across the city.',
        description_zh: '规划全市的配送线路。',
        minimum_salary: '20',
        maximum_salary: '30',
        salary_num: '13',
        employment_type: config.employment_type[0].value,
        industry: config.industry[0].value,
        seniority: config.seniority[0].value,
        adcode: config.work_location[0].value,
      },
    })
  ).json();
  expect(job.success, `job posted: ${JSON.stringify(job).slice(0, 300)}`).toBe(true);
  return job.data.job_id as number;
}

/** A new candidate, strong enough to apply (verified e-mail 20, summary 15, a job 15 with duties 10). */
export async function applyingCandidate(page: Page): Promise<string> {
  const email = await signUpByEmailApi(page, 'emp-cand');
  const summary = await page.request.post('/api/resume/updSummary', { form: { summary: 'I ship data pipelines.' } });
  expect((await summary.json()).success, 'summary').toBe(true);
  const career = await page.request.post('/api/resume/insCareer', {
    form: {
      company_name: 'Harbour Analytics',
      title: 'Data Engineer',
      start_date: '2019-03-01',
      is_current: 'true',
      responsibilities: 'Built the billing pipeline',
    },
  });
  expect((await career.json()).success, 'career').toBe(true);
  return email;
}
