/**
 * The actions of a chat (issue "Conversations", decision 0030) in both
 * languages, on desktop and phone. Each run owns its accounts: a new
 * employer registers a company and posts a job through the API; a new
 * candidate writes to its recruiter. In the HR system the recruiter asks for
 * the resume, the candidate sends it from the card and the recruiter opens
 * the PDF; the candidate proposes to exchange WeChat IDs (giving theirs),
 * the recruiter accepts (giving theirs) and both see both IDs; last, the
 * recruiter invites the candidate to apply, and the candidate sees the card
 * and the invitation among their system messages, without reloading.
 */
import { CREDIT_CODE_CHARSET, creditCodeCheckChar, LIVE_REFRESH_DELAY_MS, translate } from '@jobbridge/shared';
import type { Page } from '@playwright/test';
import { axeViolations, expect, live, setLocale, test } from '../fixtures';
import { outboxCode, PNG, signUpByEmailApi, unique } from '../journey-kit';

/** A well-formed unified social credit code of its own (the column is unique). */
function newCreditCode(): string {
  let body = '91310000';
  for (let i = 0; i < 9; i++) body += CREDIT_CODE_CHARSET[Math.floor(Math.random() * CREDIT_CODE_CHARSET.length)];
  return body + creditCodeCheckChar(body);
}

/** A new employer: a company of their own (under review) and an open job they recruit for. */
async function employerWithJob(page: Page, tag: string): Promise<number> {
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

for (const locale of ['en', 'zh'] as const) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test(`resume, WeChat exchange and an invitation to apply in a chat (${locale})`, async ({ page, browser }) => {
    test.slow();
    const tag = unique();
    const recruiterContext = await browser.newContext({ ...test.info().project.use });
    const recruiter = await recruiterContext.newPage();
    await setLocale(recruiter, locale);
    await setLocale(page, locale);
    const jobId = await employerWithJob(recruiter, tag);

    // A new candidate with a short resume writes to the job's recruiter.
    await signUpByEmailApi(page, 'ca-cand');
    const summary = await page.request.post('/api/resume/updSummary', { form: { summary: 'I plan routes.' } });
    expect((await summary.json()).success, 'summary').toBe(true);
    await page.goto(`/message?job_id=${jobId}`);
    await live(page);
    const log = page.getByRole('log');
    const box = page.getByRole('textbox', { name: t('chat.messageLabel') });
    await box.fill(`Hello ${tag}`);
    await box.press('Enter');
    await expect(log.getByText(`Hello ${tag}`)).toBeVisible();
    // Stored: the line shows its read mark.
    await expect(log.locator('[data-read]')).toHaveCount(1);
    const chats = await (await page.request.post('/api/message/getAllChatMessages', { form: {} })).json();
    const conversation = (chats.data.list as { job_id: number; candidate_id: number }[]).find(
      (item) => item.job_id === jobId,
    );
    expect(conversation, 'the conversation').toBeTruthy();

    // The recruiter opens it in the HR system and asks for the resume.
    await recruiter.goto(`/hrsystem/chats?job_id=${jobId}&with=${conversation?.candidate_id}`);
    await live(recruiter);
    const recruiterLog = recruiter.getByRole('log');
    await expect(recruiterLog.getByText(`Hello ${tag}`)).toBeVisible();
    const recruiterActions = recruiter.getByRole('group', { name: t('chat.actions.label') });
    await recruiterActions.getByRole('button', { name: t('chat.actions.requestResume') }).click();
    await expect(recruiterLog.getByText(t('chat.card.resumeAskedMine'))).toBeVisible();
    await expect(recruiterActions.getByRole('button', { name: t('chat.actions.requestResume') })).toBeDisabled();

    // The candidate sees the request live and sends the resume from it.
    const request = log.locator('[data-card="resume_request"]');
    await expect(request.getByText(t('chat.card.resumeAskedTheirs'))).toBeVisible();
    await request.getByRole('button', { name: t('chat.actions.sendResume') }).click();
    await expect(request.getByText(t('chat.card.resumeSent'))).toBeVisible();
    await expect(log.locator('[data-card="resume"]')).toBeVisible();

    // The recruiter sees the answer and opens the PDF.
    await expect(
      recruiterLog.locator('[data-card="resume_request"]').getByText(t('chat.card.resumeSent')),
    ).toBeVisible();
    const resumeCard = recruiterLog.locator('[data-card="resume"]');
    await expect(resumeCard).toBeVisible();
    const download = recruiter.waitForEvent('download');
    await resumeCard.getByRole('button', { name: t('chat.card.openResume') }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    // The candidate proposes to exchange WeChat IDs, giving theirs (the account had none).
    const candidateWechat = `cand${tag}`.slice(0, 20);
    const recruiterWechat = `hr${tag}`.slice(0, 20);
    const actions = page.getByRole('group', { name: t('chat.actions.label') });
    await actions.getByRole('button', { name: t('chat.actions.exchangeWechat') }).click();
    await page.getByLabel(t('chat.actions.wechatLabel')).fill(candidateWechat);
    await page.getByRole('button', { name: t('chat.actions.propose') }).click();
    const proposal = log.locator('[data-card="contact_request"]');
    await expect(proposal.getByText(t('chat.card.wechatMine'))).toBeVisible();
    await expect(proposal.getByText(t('chat.card.pending'))).toBeVisible();

    // Before the answer, the recruiter's page holds no ID; they accept, giving theirs.
    const offer = recruiterLog.locator('[data-card="contact_request"]');
    await expect(offer.getByText(t('chat.card.wechatTheirs'))).toBeVisible();
    expect(await recruiter.content()).not.toContain(candidateWechat);
    await offer.getByRole('button', { name: t('chat.actions.accept'), exact: true }).click();
    await offer.getByLabel(t('chat.actions.wechatLabel')).fill(recruiterWechat);
    await offer.getByRole('button', { name: t('chat.actions.acceptWith') }).click();
    await expect(offer.getByText(t('chat.card.wechatExchanged'))).toBeVisible();
    await expect(offer.getByText(t('chat.card.theirWechat', { value: candidateWechat }))).toBeVisible();
    await expect(offer.getByText(t('chat.card.yourWechat', { value: recruiterWechat }))).toBeVisible();
    // The candidate sees both without reloading.
    await expect(proposal.getByText(t('chat.card.theirWechat', { value: recruiterWechat }))).toBeVisible();
    await expect(proposal.getByText(t('chat.card.yourWechat', { value: candidateWechat }))).toBeVisible();

    // The recruiter invites the candidate to apply.
    await recruiterActions.getByRole('button', { name: t('chat.actions.invite') }).click();
    await expect(recruiterLog.locator('[data-card="invite"]')).toBeVisible();
    await expect(recruiterActions.getByRole('button', { name: t('chat.actions.invite') })).toBeDisabled();
    // The candidate: the card with the job's page, and the invitation among the system messages.
    const invite = log.locator('[data-card="invite"]');
    await expect(invite.getByRole('link', { name: t('chat.card.viewAndApply') })).toHaveAttribute(
      'href',
      `/jobs/${jobId}`,
    );
    const system = await (await page.request.post('/api/message/getSysMessages', { form: {} })).json();
    const notice = (system.data.list as { type: string; title: string; job_id: number }[]).find(
      (one) => one.type === 'invite' && one.job_id === jobId,
    );
    expect(notice, 'an invite system message').toBeTruthy();
    // The page reloads its data shortly after the live notice: the invitation is listed.
    await expect(
      page
        .getByRole('region', { name: t('messages.systemTitle') })
        .getByRole('listitem')
        .filter({ hasText: notice?.title ?? '-' }),
    ).toBeVisible({ timeout: LIVE_REFRESH_DELAY_MS + 7_000 });
    // Both pages, with every kind of card, pass axe.
    expect(await axeViolations(page)).toEqual([]);
    expect(await axeViolations(recruiter)).toEqual([]);
    await recruiterContext.close();
  });
}
