/**
 * The HR system's own pages in both languages, on desktop and phone, each
 * run with a company of its own (a new employer and an open job, through the
 * API): the Conversations badge follows what the recruiter has read.
 */
import { translate } from '@jobbridge/shared';
import type { Page } from '@playwright/test';
import { expect, live, setLocale, test } from '../fixtures';
import { employerWithJob, signUpByEmailApi, unique } from '../journey-kit';

/** The HR menu's Conversations link (in the phone's menu, opened first). */
async function conversationsLink(page: Page, t: (key: string) => string) {
  const nav = page.getByRole('navigation', { name: t('hr.navLabel') });
  const menu = nav.getByText(t('hr.menu'));
  if (await menu.isVisible()) {
    const details = nav.locator('details');
    if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await menu.click();
  }
  return nav.locator('a[href="/hrsystem/chats"]:visible');
}

for (const locale of ['en', 'zh'] as const) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test.describe(`HR system (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await setLocale(page, locale);
    });

    test('reading a conversation clears the Conversations badge without a reload', async ({ page, browser }) => {
      test.slow();
      const tag = unique();
      const jobId = await employerWithJob(page, tag);
      const job = await (
        await page.request.post('/api/job/getJobInfoByJobID', { form: { job_id: String(jobId) } })
      ).json();
      const recruiterId = job.data.recruiter.user_id as number;

      // A candidate writes twice about the job.
      const candidateContext = await browser.newContext({ ...test.info().project.use });
      const candidate = await candidateContext.newPage();
      await signUpByEmailApi(candidate, 'hr-badge');
      for (const n of [1, 2]) {
        const sent = await candidate.request.post('/api/message/sendChatMessage', {
          form: {
            to_user_id: String(recruiterId),
            job_id: String(jobId),
            content: `Hello ${n}`,
            client_id: `${tag}-${n}`,
          },
        });
        expect((await sent.json()).success, 'message sent').toBe(true);
      }
      await candidateContext.close();

      await page.goto('/hrsystem/chats');
      await live(page);
      const link = await conversationsLink(page, t);
      await expect(link).toContainText(`${t('hr.unread')} 2`);
      await page.locator(`a[href*="job_id=${jobId}&with="]`).first().click();
      await expect(page.getByRole('log').getByText('Hello 2')).toBeVisible();
      await expect(await conversationsLink(page, t)).not.toContainText(t('hr.unread'));
      await expect(await conversationsLink(page, t)).toHaveText(t('hr.nav.conversations'));
    });
  });
}
