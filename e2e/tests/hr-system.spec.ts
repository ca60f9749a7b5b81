/**
 * The HR system's own pages in both languages, on desktop and phone, each
 * run with a company of its own (a new employer and an open job, through the
 * API): the Conversations badge follows what the recruiter has read; the
 * job form checks the apply-by date in the browser by the server's rule and
 * publishing or saving a job says so on the list, once (not again on a reload);
 * the applicants' status filters count in the page's punctuation and a
 * selection made in one list is not carried into another; the questions
 * page opens on a job that has questions; the phone's menu closes once a
 * page is chosen, and the language toggle keeps the page as it is; the owner
 * takes a colleague into the team, and removing them asks first.
 */
import { JOB_VALID_MAX_DAYS, todayInChina, translate } from '@jobbridge/shared';
import type { Page } from '@playwright/test';
import { expect, live, setLocale, test } from '../fixtures';
import { applyingCandidate, employerWithJob, escapeRegExp, PNG, signUpByEmailApi, unique } from '../journey-kit';

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

    test('the job form refuses a past apply-by date at once; publishing and saving say so', async ({ page }) => {
      test.slow();
      const tag = unique();
      await employerWithJob(page, tag);
      await page.goto('/hrsystem/jobs/new');
      await live(page);
      const exact = { exact: true };
      // Published empty: focus goes to the first marked field, and each field's message is its description.
      await page.getByRole('button', { name: t('hr.form.publish') }).click();
      await expect(page.getByLabel(t('hr.field.position_en'))).toBeFocused();
      await expect(page.getByLabel(t('hr.field.employment_type'), exact)).toHaveAccessibleDescription(
        t('hr.problem.required'),
      );
      await expect(page.getByLabel(t('hr.field.minimum_salary'))).toHaveAccessibleDescription(t('hr.problem.required'));
      await page.getByLabel(t('hr.field.position_en')).fill(`Dock Planner ${tag}`);
      await page.getByLabel(t('hr.field.position_zh')).fill(`码头规划师${tag}`);
      await page.getByLabel(t('hr.field.description_en')).fill('Plan the docks.');
      await page.getByLabel(t('hr.field.description_zh')).fill('规划码头。');
      await page.getByLabel(t('hr.field.minimum_salary')).fill('20');
      await page.getByLabel(t('hr.field.maximum_salary')).fill('30');
      for (const field of ['employment_type', 'industry', 'seniority', 'adcode']) {
        await page.getByLabel(t(`hr.field.${field}`), exact).selectOption({ index: 1 });
      }
      const applyBy = page.getByLabel(t('hr.field.valid_through'));
      await expect(applyBy).toHaveAttribute('min', todayInChina());
      await applyBy.fill('2020-01-01');
      const creates: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/job/createJob')) creates.push(request.url());
      });
      await page.getByRole('button', { name: t('hr.form.publish') }).click();
      await expect(page.getByText(t('server.hr.validThrough', { days: JOB_VALID_MAX_DAYS }))).toBeVisible();
      await expect(applyBy).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(t('hr.form.fix'))).toBeVisible();
      expect(creates, 'nothing sent').toEqual([]);

      await applyBy.fill(todayInChina());
      await page.getByRole('button', { name: t('hr.form.publish') }).click();
      await expect(page).toHaveURL(/\/hrsystem\/?$/);
      await expect(page.getByRole('status').filter({ hasText: t('hr.jobs.done.createJob') })).toBeVisible();
      // Said once: a reload shows the list without repeating it.
      await page.reload();
      await live(page);
      await expect(page.getByRole('link', { name: t('hr.jobs.edit') }).first()).toBeVisible();
      await expect(page.getByText(t('hr.jobs.done.createJob'))).toHaveCount(0);

      await page
        .getByRole('link', { name: t('hr.jobs.edit') })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: t('hr.jobs.edit') })).toBeVisible();
      await live(page);
      await page.getByLabel(t('hr.field.maximum_salary')).fill('35');
      await page.getByRole('button', { name: t('hr.form.save') }).click();
      await expect(page).toHaveURL(/\/hrsystem\/?$/);
      await expect(page.getByRole('status').filter({ hasText: t('hr.jobs.done.editJob') })).toBeVisible();
      await page.reload();
      await live(page);
      await expect(page.getByRole('link', { name: t('hr.jobs.edit') }).first()).toBeVisible();
      await expect(page.getByText(t('hr.jobs.done.editJob'))).toHaveCount(0);
    });

    test('applicants: the filters count in the page language; a selection stays with its list', async ({
      page,
      browser,
    }) => {
      test.slow();
      const tag = unique();
      const jobId = await employerWithJob(page, tag);
      // Two candidates of this journey apply.
      const applications: number[] = [];
      for (const n of [1, 2]) {
        const context = await browser.newContext({ ...test.info().project.use });
        const candidate = await context.newPage();
        await applyingCandidate(candidate);
        const applied = await (
          await candidate.request.post('/api/job/applyJob', { form: { job_id: String(jobId) } })
        ).json();
        expect(applied.success, `application ${n}`).toBe(true);
        applications.push(applied.data.application_id);
        await context.close();
      }
      const moved = await page.request.post('/api/job/updApplicationStatus', {
        form: { application_ids: String(applications[0]), status: '3' },
      });
      expect((await moved.json()).success, 'moved to interview').toBe(true);

      await page.goto(`/hrsystem/applicants?job_id=${jobId}`);
      await live(page);
      const filters = page.getByRole('navigation', { name: t('hr.applicants.byStatus') });
      const aside = (n: number) => t('common.aside', { detail: n });
      await expect(filters.getByRole('link', { name: `${t('hr.applicants.all')}${aside(2)}`.trim() })).toBeVisible();
      const interview = filters.getByRole('link', { name: `${t('jobTracker.status.interview')}${aside(1)}`.trim() });
      await expect(interview).toBeVisible();

      // The applicant still at Applied is selected in that list, then the Interview list is opened: nothing there is selected.
      await filters.getByRole('link', { name: `${t('jobTracker.status.applied')}${aside(1)}`.trim() }).click();
      await expect(page.getByRole('checkbox')).toHaveCount(1);
      await page.getByRole('checkbox').check();
      await expect(page.getByText(t('hr.applicants.selected', { count: 1 }))).toBeVisible();
      await interview.click();
      await expect(interview).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(t('hr.applicants.selected', { count: 0 }))).toBeVisible();
      await expect(page.getByRole('button', { name: t('hr.applicants.moveSelected') })).toBeDisabled();

      // A note by the company's owner, who has not given a name yet, says it is a team member's.
      await page.getByText(t('hr.applicants.notes'), { exact: true }).click();
      await page.getByRole('textbox', { name: t('hr.applicants.addNote') }).fill(`Strong portfolio ${tag}`);
      await page.getByRole('button', { name: t('hr.applicants.addNote') }).click();
      await expect(page.getByText(`Strong portfolio ${tag}`)).toBeVisible();
      await expect(page.getByText(new RegExp(`^${escapeRegExp(t('hr.applicants.noteByTeammate'))} · `))).toBeVisible();

      // The other language keeps the list: the same job and status, now in that language.
      const shown = page.url();
      await page.getByRole('button', { name: new RegExp(escapeRegExp(t('common.switchLanguage'))) }).click();
      const other = locale === 'zh' ? 'en' : 'zh';
      await expect(
        page.getByRole('heading', { level: 1, name: translate(other, 'hr.applicants.title') }),
      ).toBeVisible();
      expect(page.url()).toBe(shown);
    });

    test('questions open on a job that has some, and each job says how many it has', async ({ page, browser }) => {
      test.slow();
      const tag = unique();
      const asked = await employerWithJob(page, tag);
      // A newer job, published after the first, without questions.
      const copy = await (await page.request.post('/api/job/duplicateJob', { form: { job_id: String(asked) } })).json();
      expect(copy.success, 'job duplicated').toBe(true);
      const reopened = await page.request.post('/api/job/reopenJob', { form: { job_id: String(copy.data.job_id) } });
      expect((await reopened.json()).success, 'copy published').toBe(true);
      // A candidate of this journey asks about the first job.
      const context = await browser.newContext({ ...test.info().project.use });
      const candidate = await context.newPage();
      await signUpByEmailApi(candidate, 'hr-question');
      const question = `Is the night shift paid extra? ${tag}`;
      const added = await candidate.request.post('/api/job/addQuestion', {
        form: { job_id: String(asked), content: question },
      });
      expect((await added.json()).success, 'question asked').toBe(true);
      await context.close();

      // From the job list through the menu (on a phone, the menu closes once a page is chosen).
      await page.goto('/hrsystem');
      await live(page);
      const nav = page.getByRole('navigation', { name: t('hr.navLabel') });
      const menu = nav.getByText(t('hr.menu'));
      const phone = await menu.isVisible();
      if (phone) await menu.click();
      await nav.locator('a[href="/hrsystem/questions"]:visible').click();
      await expect(page.getByText(question)).toBeVisible();
      if (phone) await expect(nav.locator('details')).not.toHaveAttribute('open');
      const picker = page.getByLabel(t('hr.applicants.job'));
      await expect(picker).toHaveValue(String(asked));
      await expect(picker.locator('option:checked')).toHaveText(
        new RegExp(`${escapeRegExp(t('common.aside', { detail: 1 }).trim())}$`),
      );
    });

    test("a new company's HR header stays on one line at 320 px, its empty inbox speaks to it, a lost job keeps the menu", async ({
      page,
    }) => {
      test.slow();
      await employerWithJob(page, unique());
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto('/hrsystem/chats');
      await live(page);
      await expect(page.getByText(t('hr.chats.empty'))).toBeVisible();
      await expect(page.getByText(t('chat.noChats'))).toHaveCount(0);
      // The "under review" badge and the language button are one line each (a narrow header once stacked them letter by letter).
      const badge = page.getByRole('banner').getByText(t('hr.underReview'), { exact: true });
      expect((await badge.boundingBox())?.height).toBeLessThan(28);
      const toggle = page.getByRole('button', { name: new RegExp(escapeRegExp(t('common.switchLanguage'))) });
      expect((await toggle.boundingBox())?.height).toBeLessThan(34);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

      // A job that is not there (an old link): "not found" inside the HR system, with the way back to its jobs.
      expect((await page.goto('/hrsystem/jobs/987654321'))?.status()).toBe(404);
      await live(page);
      await expect(page.getByRole('heading', { level: 1, name: t('errorsPage.notFoundTitle') })).toBeVisible();
      await expect(page.getByRole('navigation', { name: t('hr.navLabel') })).toBeAttached();
      await page.getByRole('link', { name: t('hr.jobs.back') }).click();
      await expect(page).toHaveURL(/\/hrsystem\/?$/);
      await expect(page.getByRole('heading', { level: 1, name: t('hr.jobs.title') })).toBeVisible();
    });

    test('team: the owner takes a colleague in, who sees the company and its certificates; removing them asks first', async ({
      page,
      browser,
    }) => {
      test.slow();
      const tag = unique();
      await employerWithJob(page, tag);
      // A colleague of this journey asks to join the company by its English brand.
      const context = await browser.newContext({ ...test.info().project.use });
      const colleague = await context.newPage();
      await setLocale(colleague, locale);
      const email = await signUpByEmailApi(colleague, 'hr-colleague');
      const asked = await colleague.request.post('/api/company/applyForAdmin', {
        form: { name: `Lantern Logistics ${tag}`, role: 'recruiter' },
      });
      expect((await asked.json()).success, 'join request').toBe(true);
      // The owner has sent a certificate for review.
      const upload = await (
        await page.request.post('/api/company/uploadCompanyFile', {
          multipart: { kind: 'certificate', file: { name: 'award.png', mimeType: 'image/png', buffer: PNG } },
        })
      ).json();
      expect(upload.success, 'certificate uploaded').toBe(true);
      const certificate = `Best Logistics Employer ${tag}`;
      const added = await page.request.post('/api/company/insCertificate', {
        form: { name: certificate, type: 'award', file_id: String(upload.data.file_id) },
      });
      expect((await added.json()).success, 'certificate sent').toBe(true);

      await page.goto('/hrsystem/team');
      await live(page);
      await page.getByRole('button', { name: `${t('employer.team.approve')} ${email}` }).click();
      const members = page.getByRole('region', { name: t('employer.team.members') });
      const remove = members.getByRole('button', { name: `${t('employer.team.remove')} ${email}` });
      await expect(remove).toBeVisible();
      // Taken in as a recruiter, who may not edit the company, the colleague still sees its certificates.
      await colleague.goto('/hrsystem/company');
      await live(colleague);
      const certificates = colleague.getByRole('region', { name: t('employer.certificates.title') });
      await expect(certificates.getByText(certificate)).toBeVisible();
      await expect(certificates.getByText(t('employer.review.pending'))).toBeVisible();
      await expect(certificates.getByRole('button')).toHaveCount(0);
      await context.close();
      // Dismissed, nothing happens; confirmed, the colleague is gone.
      const asks: string[] = [];
      page.once('dialog', (dialog) => {
        asks.push(dialog.message());
        void dialog.dismiss();
      });
      await remove.click();
      await expect.poll(() => asks).toEqual([t('employer.team.removeConfirm', { name: email })]);
      await expect(remove).toBeVisible();
      page.once('dialog', (dialog) => void dialog.accept());
      await remove.click();
      await expect(remove).toHaveCount(0);

      // The owner's own name and headline, saved below the list, show in it at once.
      const profile = page.getByRole('region', { name: t('employer.profile.title') });
      await profile.getByRole('textbox', { name: t('employer.profile.first_name') }).fill(`Wen${tag}`);
      await profile.getByRole('textbox', { name: t('employer.profile.headline_job'), exact: true }).fill('Talent lead');
      await profile.getByRole('textbox', { name: t('employer.profile.headline_job_zh') }).fill('招聘负责人');
      await profile.getByRole('button', { name: t('employer.profile.save') }).click();
      await expect(profile.getByText(t('employer.team.saved'))).toBeVisible();
      await expect(members.getByText(`Wen${tag}`).first()).toBeVisible();
      await expect(members.getByText(locale === 'zh' ? '招聘负责人' : 'Talent lead')).toBeVisible();
    });
  });
}
