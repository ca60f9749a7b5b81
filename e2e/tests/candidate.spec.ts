/**
 * The candidate's own space (issue "The candidate's own space") in both
 * languages; the desktop and mobile projects run each journey at 1280 px and
 * on a phone.
 *
 * A new candidate signs up by e-mail through the API (the code comes from the
 * development outbox; an e-mail sign-up is verified), runs the resume wizard
 * (photo, basic info, a job, a school, a summary), uploads a resume file,
 * reaches the strength needed to apply, applies, finds the application in the
 * tracker, exports the PDF (read back with pdf.js) and sets a job alert.
 */
import { listSeparator, translate } from '@jobbridge/shared';
import type { Page, TestInfo } from '@playwright/test';
import { axeViolations, expect, live, setLocale, signInAs, test } from '../fixtures';
import { DEMO_PASSWORD, PNG, pdfText, signUpByEmailApi, tinyPdf, unique } from '../journey-kit';

const LOCALES = ['en', 'zh'] as const;
const CANDIDATE = 'candidate@example.com';

const isMobile = (info: TestInfo) => info.project.name === 'mobile';

/** Signs a new candidate up by e-mail through the API; the session cookie lands in the page's context. */
const signUpNewCandidate = (page: Page, tag: string) => signUpByEmailApi(page, `cand-${tag}`);

const signIn = (page: Page, email: string, password: string) => signInAs(page, email, password);

for (const locale of LOCALES) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const exact = { exact: true } as const;

  test.describe(`candidate space (${locale})`, () => {
    test.beforeEach(async ({ page }) => setLocale(page, locale));

    test('a new candidate builds a resume, applies, tracks it, exports the PDF and sets an alert', async ({
      page,
    }, info) => {
      test.slow();
      await signUpNewCandidate(page, `${locale}-${info.project.name}`);
      const first = locale === 'zh' ? '明' : 'Alex';
      const last = locale === 'zh' ? '李' : 'Rivera';

      // The wizard opens at step 1 of 4.
      await page.goto('/step');
      await live(page);
      await expect(page.getByRole('heading', { level: 1, name: t('wizard.title') })).toBeVisible();
      await expect(page.getByText(t('wizard.stepOf', { step: 1, total: 4 }))).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Step 1: photo (with its progress), name, birth date, languages.
      await page.getByLabel(t('account.basic.photoChoose')).setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect(page.getByText(t('account.basic.photoSaved'))).toBeVisible();
      await page.getByRole('textbox', { name: t('account.basic.firstName'), ...exact }).fill(first);
      await page.getByRole('textbox', { name: t('account.basic.lastName'), ...exact }).fill(last);
      await page.getByLabel(t('account.basic.birthDate')).fill('1994-04-02');
      await page.getByLabel(t('account.basic.mandarin')).selectOption({ index: 3 });
      await page.getByLabel(t('account.basic.nativeLanguage')).selectOption({ index: 1 });
      await page.getByRole('button', { name: t('wizard.saveNext') }).click();

      // Step 2: a job, with responsibilities (the add form is open at once).
      await expect(page.getByText(t('wizard.stepOf', { step: 2, total: 4 }))).toBeVisible();
      await page.getByRole('textbox', { name: t('profile.career.title'), ...exact }).fill('Data Engineer');
      await page.getByRole('textbox', { name: t('profile.career.company'), ...exact }).fill('Harbour Analytics');
      await page.getByLabel(t('profile.career.start')).fill('2019-03-01');
      await page.getByLabel(t('profile.career.current')).check();
      await page.getByLabel(t('profile.career.responsibilities')).fill('Built data pipelines in Python and SQL.');
      await page.getByRole('button', { name: t('account.save'), ...exact }).click();
      await expect(page.getByText(t('profile.career.added'))).toBeVisible();
      await page.getByRole('button', { name: t('wizard.next'), ...exact }).click();

      // Step 3: a school; Back returns to step 2 and forward again keeps it.
      await expect(page.getByText(t('wizard.stepOf', { step: 3, total: 4 }))).toBeVisible();
      await page.getByRole('textbox', { name: t('profile.education.school'), ...exact }).fill('Coastal University');
      await page.getByRole('textbox', { name: t('profile.education.degree'), ...exact }).fill('MSc');
      await page.getByRole('textbox', { name: t('profile.education.major'), ...exact }).fill('Statistics');
      await page.getByLabel(t('profile.education.start')).fill('2016-09-01');
      await page.getByLabel(t('profile.education.end'), exact).fill('2018-07-01');
      await page.getByRole('button', { name: t('account.save'), ...exact }).click();
      await expect(page.getByText(t('profile.education.added'))).toBeVisible();
      await page.getByRole('button', { name: t('wizard.back') }).click();
      await expect(page.getByText('Harbour Analytics', exact).first()).toBeVisible();
      await page.getByRole('button', { name: t('wizard.next'), ...exact }).click();
      await expect(page.getByText('Coastal University', exact).first()).toBeVisible();
      await page.getByRole('button', { name: t('wizard.next'), ...exact }).click();

      // Step 4: the summary; finishing lands on the profile with the strength.
      await page
        .getByRole('textbox', { name: t('profile.summary.label') })
        .fill('Data engineer who turns messy data into clear answers.');
      await page.getByRole('button', { name: t('wizard.finish') }).click();
      await expect(page).toHaveURL(/\/profile\?welcome=1$/);
      await expect(page.getByText(t('profile.welcome.title'))).toBeVisible();
      // Photo 10 + birth date 5 + summary 15 + experience 15 + responsibilities 10 + education 15
      // + language 10 + verified e-mail 20 (an e-mail sign-up is verified) = 100.
      const meter = page.getByRole('meter', { name: t('profile.strength.label') });
      await expect(meter).toHaveAttribute('aria-valuenow', '100');
      await expect(page.getByText(t('profile.strength.canApply'))).toBeVisible();

      // Someone else's profile is not shared with a candidate who is not their recruiter.
      const me = (await (await page.request.post('/api/account/signinByToken')).json()).data.user_id as number;
      // The page says so, and answers 404, not the 200 of a profile.
      expect((await page.goto(`/profile/profile/${me - 1}`))?.status()).toBe(404);
      await live(page);
      await expect(page.getByRole('heading', { name: t('profile.unavailable.title') })).toBeVisible();
      expect((await page.goto('/profile/resume_view/not-a-user'))?.status()).toBe(404);
      await live(page);
      await expect(page.getByRole('heading', { name: t('profile.unavailable.title') })).toBeVisible();
      for (const section of ['profile_copy', 'resume_copy']) {
        expect((await page.request.get(`/profile/${section}/${me - 1}`)).status(), section).toBe(404);
      }
      expect((await page.request.get(`/profile/resume_view/${me}`)).status()).toBe(200);

      // Coming back to /step later: every step is done.
      await page.goto('/step');
      await live(page);
      await expect(page.getByRole('heading', { name: t('wizard.doneTitle') })).toBeVisible();

      // A resume file, with the type and size checked first.
      await page.goto('/profile');
      await live(page);
      const fileInput = page.getByLabel(t('profile.files.upload'));
      await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(page.getByRole('alert').filter({ hasText: '.pdf' }).first()).toBeVisible();
      await fileInput.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
      await expect(page.getByText(t('profile.files.uploaded', { name: 'resume.pdf' }))).toBeVisible();
      await expect(page.getByRole('link', { name: `${t('profile.files.download')} resume.pdf` })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Apply to an open job.
      const search = await page.request.post('/api/job/searchJobList', { form: { page: 1, size: 1, sort: 'date' } });
      const job = (await search.json()).data.list[0] as { job_id: number; position: string };
      await page.goto(`/jobs/${job.job_id}`);
      await live(page);
      await page.getByRole('button', { name: t('jobDetail.apply'), ...exact }).click();
      const toast = page.getByText(t('jobDetail.appliedToast')).first();
      await expect(toast).toBeVisible();
      // The Apply button is gone: focus is on what replaced it, not dropped to the page.
      await expect(page.locator(':focus')).toHaveText(t('jobDetail.applied'));

      // The tracker lists it as Applied, with its history.
      await page.goto('/tracker');
      await live(page);
      const application = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: job.position }) });
      await expect(application.first()).toBeVisible();
      await expect(application.first().getByText(t('jobTracker.status.applied')).first()).toBeVisible();
      await page.goto('/tracker?status=4');
      await live(page);
      await expect(
        page.getByText(t('jobTracker.noneInStatus', { status: t('jobTracker.status.offered') })),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // The resume as a PDF: A4, with the candidate's own words in it.
      await page.goto('/profile/resume_view');
      await live(page);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: t('profile.resume.downloadPdf') }).click();
      const download = await downloading;
      const bytes = await (await download.createReadStream()).toArray();
      const pdf = Buffer.concat(bytes as Buffer[]);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(pdf);
      expect(text).toContain('Harbour Analytics');
      expect(text).toContain('Coastal University');
      const direct = await page.request.get(`/api/resume/pdf?lang=${locale}`);
      expect(direct.headers()['content-type']).toContain('application/pdf');

      // A job alert from the user menu (desktop) or the menu (phone), which also leads to the notifications.
      if (isMobile(info)) {
        await page.goto('/profile');
        await live(page);
        await page.getByRole('button', { name: t('header.menu') }).click();
        const menu = page.getByRole('navigation', { name: t('header.mobileNav') });
        await expect(menu.getByRole('link', { name: t('header.notifications') })).toHaveAttribute(
          'href',
          '/message#notifications',
        );
        await expect(menu.getByRole('link', { name: t('header.myProfile') })).toHaveAttribute('href', '/profile');
        await menu.getByRole('button', { name: t('header.jobPreference') }).click();
      } else {
        await page.goto('/profile');
        await live(page);
        await page.getByRole('button', { name: new RegExp(t('header.accountMenu', { name: '' }).trim()) }).click();
        await page.getByRole('button', { name: t('header.jobPreference') }).click();
      }
      const dialog = page.getByRole('dialog', { name: t('jobAlert.title') });
      await expect(dialog.getByRole('button', { name: t('jobAlert.save') })).toBeVisible();
      await dialog.getByRole('textbox', { name: t('jobAlert.titleInput') }).fill('Data Engineer');
      await dialog.getByRole('textbox', { name: t('jobAlert.titleInput') }).press('Enter');
      // A repeat is ignored.
      await dialog.getByRole('textbox', { name: t('jobAlert.titleInput') }).fill('data engineer');
      await dialog.getByRole('textbox', { name: t('jobAlert.titleInput') }).press('Enter');
      await expect(dialog.getByRole('button', { name: t('jobAlert.remove', { name: 'Data Engineer' }) })).toHaveCount(
        1,
      );
      // The minimum salary slider is keyboard-operable and says its value.
      const minimum = dialog.getByRole('slider', { name: t('jobAlert.salaryMin') });
      await expect(minimum).toHaveAttribute('aria-valuetext', t('jobAlert.salaryValue', { value: 40 }));
      await minimum.focus();
      await page.keyboard.press('ArrowRight');
      await expect(minimum).toHaveAttribute('aria-valuetext', t('jobAlert.salaryValue', { value: 45 }));
      // Five industries at most: the picker gives way to Max(5).
      const industry = dialog.getByRole('combobox', { name: t('jobAlert.industryInput') });
      for (let i = 0; i < 5; i++) await industry.selectOption({ index: 1 });
      await expect(dialog.getByText(t('jobAlert.max', { max: 5 }), exact)).toBeVisible();
      await expect(industry).toHaveCount(0);
      // A typed company name is kept as typed.
      const company = dialog.getByRole('combobox', { name: t('jobAlert.companyInput') });
      await company.fill('My Dream Startup');
      await company.press('Enter');
      await expect(dialog.getByText('My Dream Startup', exact).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: t('jobAlert.save') }).click();
      await expect(dialog.getByText(t('jobAlert.savedNote'))).toBeVisible();
      await expect(dialog.getByRole('switch', { name: t('jobAlert.enabled') })).toHaveAttribute('aria-checked', 'true');
      const stored = await page.request.post('/api/job/getJobAlert', { form: { user_id: me } });
      const alert = (await stored.json()).data;
      expect(alert.job_title).toBe('Data Engineer');
      expect(alert.minimum_salary).toBe(45);
      expect(alert.industry.split(',')).toHaveLength(5);
      expect(alert.idealCompany).toBe('My Dream Startup');
      // Settings list the five industries as the language lists words (、 in Chinese).
      await page.goto('/setting');
      await live(page);
      const industries = page.locator('dt', { hasText: t('jobAlert.industries') }).locator('+ dd');
      const shown = (await industries.innerText()).split(listSeparator(locale));
      expect(shown).toHaveLength(5);
      for (const label of shown) expect(label).not.toMatch(/[,，、]/);
    });

    test('the demo candidate: dashboard, copy pages, compare, resume match, settings', async ({ page }, info) => {
      test.slow();
      await signIn(page, CANDIDATE, DEMO_PASSWORD);
      await page.goto('/profile');
      await live(page);
      await expect(page.getByRole('heading', { level: 1, name: t('profile.page.title') })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('profile.dashboard.applications') })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Summary edited in place.
      await page.getByRole('button', { name: `${t('profile.edit')} ${t('profile.summary.heading')}` }).click();
      const summary = page.getByRole('textbox', { name: t('profile.summary.label') });
      const before = await summary.inputValue();
      await summary.fill(`${before} `);
      await page.getByRole('button', { name: t('account.save'), ...exact }).click();
      await expect(page.getByText(t('profile.summary.saved'))).toBeVisible();
      await expect(
        page.getByRole('button', { name: `${t('profile.edit')} ${t('profile.summary.heading')}` }),
      ).toBeVisible();

      // An education entry added, then deleted after confirming.
      const school = `Temporary School ${unique()}`;
      await page.getByRole('button', { name: `+ ${t('profile.education.add')}` }).click();
      await page.getByRole('textbox', { name: t('profile.education.school'), ...exact }).fill(school);
      await page.getByRole('textbox', { name: t('profile.education.degree'), ...exact }).fill('Cert');
      await page.getByLabel(t('profile.education.start')).fill('2010-09-01');
      await page.getByRole('button', { name: t('account.save'), ...exact }).click();
      await expect(page.getByText(school, exact).first()).toBeVisible();
      await page.getByRole('button', { name: `${t('profile.delete')} ${school}` }).click();
      await page
        .getByRole('dialog', { name: t('profile.education.deleteTitle') })
        .getByRole('button', { name: t('profile.delete'), ...exact })
        .click();
      await expect(page.getByText(t('profile.education.deleted'))).toBeVisible();
      await expect(page.getByText(school, exact)).toHaveCount(0);

      // Copy pages: plain text, no markup.
      await page.goto('/profile/resume_copy');
      await live(page);
      const text = await page.getByLabel(t('profile.resumeCopy.textLabel')).inputValue();
      expect(text).toContain('Lighthouse Learning');
      expect(text).not.toMatch(/<\w/);
      await page.goto('/profile/profile_copy');
      await live(page);
      await expect(page.getByRole('button', { name: new RegExp(`^${t('profile.copy.copy')}`) }).first()).toBeVisible();

      // Select two jobs in the tracker and compare them.
      await page.goto('/tracker');
      await live(page);
      const boxes = page.getByRole('checkbox', { name: new RegExp(t('jobTracker.selectToCompare')) });
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByRole('button', { name: t('jobTracker.compare_other', { count: 2 }) }).click();
      await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
      if (isMobile(info)) await expect(page.getByRole('table')).toBeHidden();
      else await expect(page.getByRole('table')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const compared = page.url();
      // More than four ids: the fifth and after are named as left out, each linked, never dropped unsaid.
      const listed = await page.request.post('/api/job/searchJobList', { form: { page: 1, size: 5, sort: 'date' } });
      const five = (await listed.json()).data.list as { job_id: number; position: string }[];
      expect(five).toHaveLength(5);
      await page.goto(`/compare?ids=${five.map((job) => job.job_id).join(',')},999999991`);
      await live(page);
      await expect(page.getByText(t('compare.leftOut_other', { count: 2, max: 4 }))).toBeVisible();
      await expect(page.getByRole('status').getByRole('link', { name: five[4]?.position, ...exact })).toHaveAttribute(
        'href',
        `/jobs/${five[4]?.job_id}`,
      );
      await page.goto(compared);
      await live(page);

      // Resume match of the first compared job.
      await page.getByRole('link', { name: /%/ }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: t('match.page.title') })).toBeVisible();
      await expect(page.getByRole('meter', { name: t('match.parts.skills') })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Settings: visibility and notifications save at once; export gives JSON.
      await page.goto('/setting');
      await live(page);
      // (Four runs share the demo account, so only the choice itself is checked, not the toast.)
      const privately = page.getByLabel(t('settings2.visibilityOptions.private'));
      await privately.check();
      await expect(privately).toBeChecked();
      const applied = page.getByLabel(t('settings2.visibilityOptions.applied'));
      await applied.check();
      await expect(applied).toBeChecked();
      const exported = await page.request.post('/api/account/exportMyData');
      expect(exported.headers()['content-disposition']).toContain('attachment');
      expect(JSON.stringify(await exported.json())).toContain(CANDIDATE);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('settings saved from the keyboard keep its focus while they save', async ({ page }, info) => {
      await signUpNewCandidate(page, `keys-${locale}-${info.project.name}`);
      await page.goto('/setting');
      await live(page);
      // A switch pressed with Space saves at once; while it saves it is busy, not disabled, so the
      // focus stays on it (a disabled button drops it to the page) and Space works again.
      const chatEmail = page.getByRole('switch', { name: t('settings2.chatEmail') });
      const was = await chatEmail.getAttribute('aria-checked');
      const flipped = was === 'true' ? 'false' : 'true';
      await chatEmail.focus();
      await page.keyboard.press('Space');
      await expect(page.getByText(t('settings2.saved')).first()).toBeVisible();
      await expect(chatEmail).toHaveAttribute('aria-checked', flipped);
      await expect(chatEmail).not.toHaveAttribute('aria-busy', 'true');
      await expect(chatEmail).toBeFocused();
      // The e-mail language, a select, keeps its focus too; arrows choose the other language.
      const language = page.getByLabel(t('settings2.emailLanguage'));
      const before = await language.inputValue();
      await language.focus();
      await language.selectOption(before === 'en' ? 'zh' : 'en');
      await expect(language).not.toHaveAttribute('aria-busy', 'true');
      await expect(language).toBeFocused();
      await page.reload();
      await live(page);
      await expect(page.getByRole('switch', { name: t('settings2.chatEmail') })).toHaveAttribute(
        'aria-checked',
        flipped,
      );
      await expect(page.getByLabel(t('settings2.emailLanguage'))).toHaveValue(before === 'en' ? 'zh' : 'en');
    });
  });
}
