/**
 * Reported chats in the platform's review console (decision 0031), in both
 * languages, on desktop and phone: a new candidate writes to the demo
 * company's recruiter about a job, is answered, and reports the
 * conversation with a note; the platform administrator finds the report
 * among the open ones with the reporter, the reported person, the reason,
 * the note and the last messages, closes it as upheld, and finds it among
 * the closed ones and in the audit log.
 */
import { randomUUID } from 'node:crypto';
import { translate } from '@jobbridge/shared';
import type { Page } from '@playwright/test';
import { axeViolations, expect, live, setLocale, signInAs, test } from '../fixtures';
import { DEMO_PASSWORD, demoJob, signUpByEmailApi, unique } from '../journey-kit';

const RECRUITER = 'recruiter@example.com';
const ADMIN = 'admin@example.com';

const sendChat = async (page: Page, form: { to_user_id: number; job_id: number; content: string }) => {
  const res = await (
    await page.request.post('/api/message/sendChatMessage', {
      form: {
        to_user_id: String(form.to_user_id),
        job_id: String(form.job_id),
        content: form.content,
        client_id: randomUUID(),
      },
    })
  ).json();
  expect(res.success, 'message sent').toBe(true);
  return res.data as { from_user_id: number };
};

for (const locale of ['en', 'zh'] as const) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test(`a candidate reports a chat and the platform administrator closes the report (${locale})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    await setLocale(page, locale);
    const recruiterContext = await browser.newContext();
    const recruiter = await recruiterContext.newPage();
    await signInAs(recruiter, RECRUITER, DEMO_PASSWORD);
    const job = await demoJob(recruiter);

    // The candidate writes; the recruiter answers with something to report.
    await signUpByEmailApi(page, 'report');
    const { from_user_id: candidateId } = await sendChat(page, {
      to_user_id: job.recruiter_id,
      job_id: job.job_id,
      content: `Hello ${unique()}`,
    });
    const offending = `Pay a deposit of 500 yuan first ${unique()}`;
    await sendChat(recruiter, { to_user_id: candidateId, job_id: job.job_id, content: offending });
    await recruiterContext.close();

    await page.goto(`/message?job_id=${job.job_id}&with=${job.recruiter_id}`);
    await live(page);
    await expect(page.getByRole('log').getByText(offending)).toBeVisible();
    const note = `Asked me for money ${unique()}`;
    await page.getByRole('button', { name: t('chat.report'), exact: true }).click();
    await page.getByLabel(t('chat.reportReason')).selectOption('fraud');
    await page.getByLabel(t('chat.reportNote')).fill(note);
    await page.getByRole('button', { name: t('chat.sendReport') }).click();
    await expect(page.getByText(t('chat.reported'))).toBeVisible();

    // The platform administrator, in another browser.
    const adminContext = await browser.newContext({ ...test.info().project.use });
    const admin = await adminContext.newPage();
    await setLocale(admin, locale);
    await signInAs(admin, ADMIN, DEMO_PASSWORD);
    await admin.goto('/admin/review');
    await live(admin);
    await admin.getByRole('link', { name: t('review.navChats') }).click();
    await expect(admin).toHaveURL(/\/admin\/review\/chats$/);
    await expect(admin.getByRole('heading', { level: 1, name: t('review.chatReports.title') })).toBeVisible();
    await live(admin);
    const report = admin.getByRole('article').filter({ hasText: note });
    await expect(report).toBeVisible();
    await expect(report.getByText(t('review.reasons.fraud'))).toBeVisible();
    await expect(report.getByText(offending)).toBeVisible();
    await expect(report.getByText(job.first_name, { exact: false }).first()).toBeVisible();
    await expect(report.getByText(t('review.chatReports.sides.recruiter'), { exact: false })).toBeVisible();
    expect(await axeViolations(admin)).toEqual([]);

    const reportId = Number((await report.getByRole('heading', { level: 2 }).textContent())?.match(/#(\d+)/)?.[1]);
    expect(reportId).toBeGreaterThan(0);
    // Closing needs an outcome; then it leaves the open reports.
    await report.getByRole('button', { name: t('review.chatReports.close') }).click();
    await expect(report.getByText(t('review.chatReports.outcomeRequired'))).toBeVisible();
    await report.getByLabel(t('review.chatReports.outcome')).selectOption('upheld');
    await report.getByLabel(t('review.chatReports.closeNote')).fill('Deposit requests break the rules');
    await report.getByRole('button', { name: t('review.chatReports.close') }).click();
    await expect(admin.getByText(t('review.chatReports.closedToast', { id: reportId }))).toBeVisible();
    await expect(admin.getByRole('article').filter({ hasText: note })).toHaveCount(0);

    // Among the closed ones, with its outcome; and in the audit log.
    await admin.getByRole('link', { name: t('review.chatReports.closed') }).click();
    await expect(admin).toHaveURL(/status=closed/);
    const closed = admin.getByRole('article').filter({ hasText: note });
    await expect(closed.getByText(t('review.chatReports.outcomes.upheld'))).toBeVisible();
    await expect(closed.getByRole('button', { name: t('review.chatReports.close') })).toHaveCount(0);
    await admin.getByRole('link', { name: t('review.navAudit') }).click();
    await expect(admin.getByText(t('review.actions.chat_report_upheld')).first()).toBeVisible();
    await adminContext.close();
  });
}
