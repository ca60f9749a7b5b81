/**
 * The employer side (issue "Employers") in both languages; the desktop and
 * mobile projects run the journey at 1280 px and on a phone.
 *
 * A new user registers a company through the three steps of /employer (a
 * mistyped address corrected; a reload keeps a sent code; another browser
 * opens at the step the user reached), posts
 * a job in the HR system while the company is under review (live, marked
 * unverified), the platform administrator approves the company and its
 * licence (the job page then shows Verified), a candidate of this journey
 * applies, the recruiter moves the application to Interview, and the
 * candidate sees the new status in the tracker and a system message.
 */
import { creditCodeCheckChar, translate } from '@jobbridge/shared';
import { axeViolations, expect, live, setLocale, signInAs, test } from '../fixtures';
import {
  applyingCandidate,
  DEMO_PASSWORD,
  JOURNEY_PASSWORD,
  outboxCode,
  PNG,
  signUpByEmailApi,
  unique,
} from '../journey-kit';

const LOCALES = ['en', 'zh'] as const;
const ADMIN = 'admin@example.com';
const exact = { exact: true };

/** A well-formed unified social credit code of its own (the column is unique). */
function newCreditCode(): string {
  const charset = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let body = '91310000';
  for (let i = 0; i < 9; i++) body += charset[Math.floor(Math.random() * charset.length)];
  return body + creditCodeCheckChar(body);
}

for (const locale of LOCALES) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test.describe(`employer (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await setLocale(page, locale);
    });

    test("a request to join a company names it in the page's language, whichever name was typed", async ({ page }) => {
      await signUpByEmailApi(page, 'emp-join');
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto('/employer');
      await live(page);
      // On the narrowest phone the three steps' names wrap between words, never inside one ("informatio-n").
      const steps = page.getByRole('list', { name: t('employer.steps.label') }).getByRole('listitem');
      const brokenWords = await steps.evaluateAll((items) =>
        items.flatMap((item) => {
          const text = item.lastChild as Text;
          const words = [...(text.textContent ?? '').matchAll(/\S+/g)];
          return words
            .filter((word) => {
              const range = document.createRange();
              range.setStart(text, word.index);
              range.setEnd(text, word.index + word[0].length);
              return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
            })
            .map((word) => word[0]);
        }),
      );
      expect(brokenWords).toEqual([]);
      // The demo company (packages/db seed): typed by its Chinese brand on either page.
      await page.getByLabel(t('employer.join.name')).fill('云帆科技');
      await page.getByRole('button', { name: t('employer.join.submit') }).click();
      const company = locale === 'zh' ? '云帆科技' : 'Cloudsail Technology';
      const pending = t('employer.join.pending', { company, role: t('employer.role.recruiter') });
      await expect(page.getByText(pending)).toBeVisible();
      await page.reload();
      await live(page);
      await expect(page.getByText(pending)).toBeVisible();
      await page.getByRole('button', { name: t('employer.join.withdraw') }).click();
      await expect(page.getByLabel(t('employer.join.name'))).toBeVisible();
    });

    test('a company registers, posts a job under review, is verified and takes an applicant to Interview', async ({
      page,
      browser,
    }) => {
      // Three sign-ups, three steps, a job, a review and an application: several pages in several browsers.
      test.setTimeout(180_000);
      const tag = unique();
      const brandEn = `Tidewater Robotics ${tag}`;
      const brandZh = `潮水机器人${tag}`;
      const position = `Robot Whisperer ${tag}`;
      const positionZh = `机器人沟通师${tag}`;

      // A new user asks to hire: /employer, step 1, the business e-mail.
      const owner = await signUpByEmailApi(page, 'emp-owner');
      await page.goto('/employer');
      await live(page);
      await expect(page.getByRole('heading', { level: 1, name: t('employer.page.title') })).toBeVisible();
      const businessEmail = `hr-${tag}@tidewater-${tag}.example.com`;
      const resendIn = new RegExp(t('employer.email.resendIn', { seconds: '\\d+' }));
      // A mistyped address first: the code is sent, and a reload keeps the address, the code field and the countdown.
      const typo = `hr-${tag}@tidewatr-${tag}.example.com`;
      await page.getByLabel(t('employer.email.address')).fill(typo);
      await page.getByRole('button', { name: t('employer.email.send') }).click();
      await expect(page.getByRole('button', { name: resendIn })).toBeVisible();
      await page.reload();
      await live(page);
      await expect(page.getByLabel(t('employer.email.address'))).toHaveValue(typo);
      await expect(page.getByLabel(t('employer.email.code'))).toBeVisible();
      await expect(page.getByRole('button', { name: resendIn })).toBeDisabled();
      // The corrected address is not held back by the typo's countdown.
      await page.getByLabel(t('employer.email.address')).fill(businessEmail);
      await expect(page.getByLabel(t('employer.email.code'))).toHaveCount(0);
      await page.getByRole('button', { name: t('employer.email.send') }).click();
      await expect(page.getByRole('button', { name: resendIn })).toBeVisible();
      await expect(page.getByText(t('employer.email.sentTo', { email: businessEmail }))).toBeVisible();
      await page.getByLabel(t('employer.email.code')).fill(await outboxCode(page.request, businessEmail));
      await page.getByRole('button', { name: t('employer.email.verify') }).click();
      await expect(page.getByText(t('employer.email.verifiedAs', { email: businessEmail }))).toBeVisible();

      // The server remembers the verified address: another browser (a fresh context, signed in anew) opens at step 2.
      const elsewhere = await browser.newContext({ ...test.info().project.use });
      const other = await elsewhere.newPage();
      await setLocale(other, locale);
      await signInAs(other, owner, JOURNEY_PASSWORD);
      await other.goto('/employer');
      await live(other);
      await expect(other.getByRole('heading', { level: 2, name: t('employer.steps.info') })).toBeVisible();
      await expect(other.getByText(t('employer.email.verifiedAs', { email: businessEmail }))).toBeVisible();
      await expect(other.locator('[aria-current="step"]')).toContainText(t('employer.steps.info'));
      await expect(other.locator('main')).toHaveCount(1);
      await elsewhere.close();

      // Step 2: saved empty, the form says so beside its button and takes the user to the first marked field.
      await page.getByRole('button', { name: t('employer.info.saveNext') }).click();
      await expect(page.getByText(t('employer.info.fix'), exact)).toBeVisible();
      await expect(page.getByLabel(t('employer.field.business_license_name'))).toBeFocused();
      // Step 2: the company; once saved, its completeness shows.
      await page
        .getByLabel(t('employer.field.business_license_name'))
        .fill(`Tidewater Robotics (Shanghai) Co., Ltd. ${tag}`);
      await page.getByLabel(t('employer.field.brand_name')).fill(brandZh);
      await page.getByLabel(t('employer.field.eng_brand_name')).fill(brandEn);
      await page.getByLabel(t('employer.field.intro_en')).fill('We build robots that sort parcels.');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: t('employer.info.saveNext') }).click();
      await expect(page.getByRole('meter', { name: t('employer.completeness.label') })).toBeVisible();

      // Step 3: the business licence, checked by content, and the credit code with its check digit.
      // The file control speaks the page's language, not the browser's.
      await expect(page.getByText(t('common.noFileChosen'), exact)).toBeVisible();
      // A file of the wrong kind and a wrong check character are both told at the first try.
      await page
        .getByLabel(t('employer.license.file'))
        .setInputFiles({ name: 'licence.txt', mimeType: 'text/plain', buffer: Buffer.from('not a licence') });
      await page.getByLabel(t('employer.license.name')).fill(`Tidewater Robotics (Shanghai) Co., Ltd. ${tag}`);
      const code = newCreditCode();
      const wrong = code.slice(0, 17) + (code[17] === '0' ? '1' : '0');
      await page.getByLabel(t('employer.license.creditCode')).fill(wrong);
      await page.getByRole('button', { name: t('employer.license.submit') }).click();
      await expect(page.getByText(t('errors.field.creditCode')).first()).toBeVisible();
      await expect(page.getByText(t('employer.license.file_type')).first()).toBeVisible();
      await page
        .getByLabel(t('employer.license.file'))
        .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText('licence.png', exact)).toBeVisible();
      await expect(page.getByText(t('common.chooseAnotherFile'), exact)).toBeVisible();
      await page.getByRole('button', { name: t('employer.license.submit') }).click();
      await expect(page.getByText(t('errors.field.creditCode')).first()).toBeVisible();
      await expect(page.getByText(t('employer.license.file_type'))).toHaveCount(0);
      await page.getByLabel(t('employer.license.creditCode')).fill(code);
      await page.getByRole('button', { name: t('employer.license.submit') }).click();
      await expect(page.getByText(t('employer.done.text'))).toBeVisible();

      // The HR system: post a job while the company is under review.
      await page.goto('/hrsystem/jobs/new');
      await live(page);
      await expect(page.getByText(t('hr.unverifiedNote'))).toBeVisible();
      await page.getByLabel(t('hr.field.position_en')).fill(position);
      await page.getByLabel(t('hr.field.position_zh')).fill(positionZh);
      await page.getByLabel(t('hr.field.description_en')).fill('Teach robots to sort parcels kindly.');
      await page.getByLabel(t('hr.field.description_zh')).fill('教机器人温柔地分拣包裹。');
      await page.getByLabel(t('hr.field.responsibilities_en')).fill('Train sorting models\nReview robot logs');
      await page.getByLabel(t('hr.field.responsibilities_zh')).fill('训练分拣模型\n检查机器人日志');
      await page.getByLabel(t('hr.field.minimum_salary')).fill('30');
      await page.getByLabel(t('hr.field.maximum_salary')).fill('45');
      await page.getByLabel(t('hr.field.salary_num')).fill('13');
      for (const field of ['employment_type', 'industry', 'seniority', 'adcode']) {
        await page.getByLabel(t(`hr.field.${field}`), exact).selectOption({ index: 1 });
      }
      await page.getByRole('button', { name: t('hr.form.preview') }).click();
      await expect(page.getByRole('heading', { name: t('hr.form.previewTitle') })).toBeVisible();
      // Each version's text carries its language; the page's own labels around it keep the page's.
      await expect(page.getByRole('heading', { name: positionZh })).toHaveAttribute('lang', 'zh');
      await expect(page.getByRole('heading', { name: position })).toHaveAttribute('lang', 'en');
      const labelLanguages = await page
        .getByRole('heading', { name: t('jobDetail.description'), ...exact })
        .evaluateAll((headings) => headings.map((heading) => heading.closest('[lang]') === document.documentElement));
      expect(labelLanguages).toEqual([true, true]);
      await page.getByRole('button', { name: t('hr.form.publish') }).click();
      await expect(page).toHaveURL(/\/hrsystem(\/jobs)?\/?(\?.*)?$/);
      const posted = await page.request.post('/api/job/getPostJobList', { form: {} });
      const jobs = (await posted.json()).data.list as { job_id: number; position_en?: string; status: string }[];
      expect(jobs).toHaveLength(1);
      const jobId = jobs[0].job_id;
      expect(jobs[0].status).toBe('open');

      // The team: the owner alone, marked as the reader in the page's punctuation; the review status likewise.
      await page.goto('/hrsystem/team');
      await live(page);
      const members = page.getByRole('region', { name: t('employer.team.members') });
      await expect(
        members.getByText(t('common.aside', { detail: t('employer.team.you') }).trim(), exact),
      ).toBeVisible();
      await page.goto('/hrsystem/company');
      await live(page);
      await expect(
        page.getByText(
          t('common.labelDetail', { label: t('employer.company.info'), detail: t('employer.review.pending') }),
          exact,
        ),
      ).toBeVisible();

      // Candidates see it at once, marked unverified.
      await page.goto(`/jobs/${jobId}`);
      await live(page);
      await expect(page.getByText(t('hr.unverifiedCompany')).first()).toBeVisible();

      // The platform administrator approves the company and its licence.
      const adminContext = await browser.newContext({ ...test.info().project.use });
      const admin = await adminContext.newPage();
      await setLocale(admin, locale);
      await signInAs(admin, ADMIN, DEMO_PASSWORD);
      await admin.goto('/admin/review');
      await live(admin);
      for (const section of ['review.companies', 'review.licenses']) {
        const item = admin
          .getByRole('region', { name: new RegExp(t(section)) })
          .getByRole('listitem')
          .filter({ hasText: brandEn })
          .first();
        await item.getByRole('button', { name: t('review.approve'), ...exact }).click();
        await expect(item).toHaveCount(0);
      }
      await adminContext.close();

      // The job page now shows the company as verified.
      await page.goto(`/jobs/${jobId}`);
      await live(page);
      await expect(page.getByText(t('hr.unverifiedCompany'))).toHaveCount(0);

      // A candidate of this journey applies.
      const candidateContext = await browser.newContext({ ...test.info().project.use });
      const candidate = await candidateContext.newPage();
      await setLocale(candidate, locale);
      await applyingCandidate(candidate);
      await candidate.goto(`/jobs/${jobId}`);
      await live(candidate);
      await candidate.getByRole('button', { name: t('jobDetail.apply'), ...exact }).click();
      await expect(candidate.getByText(t('jobDetail.appliedToast')).first()).toBeVisible();

      // The recruiter moves the application to Interview.
      await page.goto(`/hrsystem/applicants?job_id=${jobId}`);
      await live(page);
      await page.getByRole('checkbox').first().check();
      await page.getByLabel(t('hr.applicants.moveTo')).selectOption('3');
      await page.getByRole('button', { name: t('hr.applicants.moveSelected') }).click();
      await expect(page.getByText(t('hr.applicants.moved_one', { count: 1 }))).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // The candidate sees Interview in the tracker.
      await candidate.goto('/tracker');
      await live(candidate);
      const application = candidate
        .getByRole('listitem')
        .filter({ has: candidate.getByRole('link', { name: locale === 'zh' ? positionZh : position }) });
      await expect(application.first().getByText(t('jobTracker.status.interview')).first()).toBeVisible();

      // ... and a system message about it, unread, with the job's link.
      await candidate.goto('/message');
      await live(candidate);
      await expect(candidate.getByRole('heading', { name: t('messages.systemTitle') })).toBeVisible();
      await expect(candidate.getByText(t('messages.unreadCount', { n: 1 }), exact)).toBeVisible();
      // Opening it shows the sentence and marks it read (spec section 4).
      const message = candidate.locator('#main details').first();
      await message.locator('summary').click();
      await expect(message.getByText(new RegExp(tag)).first()).toBeVisible();
      await expect(candidate.getByText(t('messages.allRead'), exact)).toBeVisible();
      await expect(candidate.getByRole('link', { name: t('messages.viewJob') }).first()).toHaveAttribute(
        'href',
        `/jobs/${jobId}`,
      );
      expect(await axeViolations(candidate)).toEqual([]);
      await candidateContext.close();
    });
  });
}
