/**
 * Journeys of "Finding work": search (Chinese and English keywords), the city
 * autocomplete, filters in the URL, a job page (JSON-LD, Q&A, save, apply),
 * the company page; both languages, desktop and mobile.
 */
import { translate } from '@jobbridge/shared';
import type { Page } from '@playwright/test';
import { axeViolations, expect, type Locale, setLocale, signInAs, test } from '../fixtures';
import { DEMO_PASSWORD, escapeRegExp, JOURNEY_PASSWORD, signUpByEmailApi } from '../journey-kit';

const LOCALES = ['en', 'zh'] as const;
const isMobile = (name: string) => name === 'mobile';

/** The demo accounts of the seed (packages/db/src/seed/demo.ts). */
const CANDIDATE = 'candidate@example.com'; // verified, full profile
const NEWCOMER = 'newcomer@example.com'; // e-mail not verified

/** Waits until the page is live (hydrated): the dialogs and the Q&A form need JavaScript. */
async function live(page: Page) {
  await page.waitForLoadState('networkidle');
}

/**
 * Refusals the page expects (403 not allowed yet, 409 already done) show in the console as failed
 * requests; take them out of the fixture's console errors.
 */
function allowStatuses(consoleErrors: string[], statuses: number[]) {
  const pattern = new RegExp(`status of (${statuses.join('|')})`);
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (pattern.test(consoleErrors[i])) consoleErrors.splice(i, 1);
}

/** Signs in through the API; the session cookie lands in the browser context. */
const signIn = (page: Page, email: string) => signInAs(page, email, DEMO_PASSWORD);

for (const locale of LOCALES) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  /** The header search (desktop) or the mobile search dialog. */
  async function openSearch(page: Page, mobile: boolean) {
    if (mobile) {
      await page.getByRole('button', { name: t('search.open') }).click();
      return page.getByRole('dialog');
    }
    return page.getByRole('banner');
  }

  async function searchJobs(page: Page, mobile: boolean, values: { keyword?: string; city?: string; pick?: RegExp }) {
    const scope = await openSearch(page, mobile);
    if (values.city !== undefined) {
      const box = scope.getByRole('combobox', { name: t('search.location') });
      await box.fill(values.city);
      if (values.pick) await scope.getByRole('option', { name: values.pick }).first().click();
    }
    if (values.keyword !== undefined)
      await scope.getByRole('searchbox', { name: t('search.keywordJobs') }).fill(values.keyword);
    await scope.getByRole('button', { name: t('search.submit'), exact: true }).click();
  }

  const jobLinks = (page: Page) => page.getByRole('main').locator('a[href^="/jobs/"]');

  test.describe(`finding work (${locale})`, () => {
    test.beforeEach(async ({ page }) => setLocale(page, locale));

    test('search by a Chinese keyword, then an English one', async ({ page }, info) => {
      const mobile = isMobile(info.project.name);
      await page.goto('/jobs');
      await live(page);
      await expect(page.getByRole('heading', { level: 1, name: t('jobs.heading') })).toBeVisible();

      await searchJobs(page, mobile, { keyword: '前端' });
      await expect(page).toHaveURL(/\/jobs\?keyword=%E5%89%8D%E7%AB%AF/);
      await expect(
        page.getByRole('heading', { level: 1, name: t('jobs.headingFor', { keyword: '前端' }) }),
      ).toBeVisible();
      await expect(jobLinks(page).first()).toBeVisible();
      await expect(page).toHaveTitle(/前端/);

      await searchJobs(page, mobile, { keyword: 'sales' });
      await expect(page).toHaveURL(/keyword=sales/);
      await expect(jobLinks(page).first()).toBeVisible();
      // Relevance first with a keyword; "newest" is a link with its own URL.
      await page.getByRole('link', { name: t('jobs.sortDate') }).click();
      await expect(page).toHaveURL(/sort=date/);
      // The back button returns to the previous search.
      await page.goBack();
      await expect(page).not.toHaveURL(/sort=date/);
      await expect(page).toHaveURL(/keyword=sales/);
    });

    test('filter by city through the autocomplete, in either language', async ({ page }, info) => {
      const mobile = isMobile(info.project.name);
      await page.goto('/jobs');
      await live(page);
      // Typed in the other language: still found, shown in the page's language.
      await searchJobs(page, mobile, {
        city: locale === 'zh' ? 'shanghai' : '上海',
        pick: locale === 'zh' ? /^上海/ : /^Shanghai/,
      });
      await expect(page).toHaveURL(/adcode=310100/);
      const city = locale === 'zh' ? '上海' : 'Shanghai';
      await expect(page.getByText(t('jobs.inCity', { city }), { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toContainText(city);

      // Text matching no place: adcode -1 and a clear empty state.
      await searchJobs(page, mobile, { city: 'Atlantis' });
      await expect(page).toHaveURL(/adcode=-1/);
      await expect(page.getByRole('heading', { name: t('jobs.emptyTitle') })).toBeVisible();
      await expect(page.getByText(t('jobs.unknownPlaceText'))).toBeVisible();

      // An empty box clears the place.
      await searchJobs(page, mobile, { city: '' });
      await expect(page).not.toHaveURL(/adcode=/);
    });

    test('filters live in the URL and survive a reload', async ({ page }, info) => {
      await page.goto('/jobs');
      await live(page);
      if (isMobile(info.project.name)) await page.getByRole('button', { name: t('jobs.filters') }).click();
      const panel = isMobile(info.project.name) ? page.getByRole('dialog') : page.getByRole('complementary');
      await panel.getByLabel(t('jobs.employmentType')).selectOption({ index: 1 });
      await panel.getByRole('spinbutton', { name: t('jobs.salaryMin') }).fill('10');
      await panel.getByRole('button', { name: t('jobs.showResults') }).click();
      await expect(page).toHaveURL(/employment_type=[^&]+.*min_salary=10/);
      await page.reload();
      await expect(page).toHaveURL(/min_salary=10/);
      // A chip per filter; removing one keeps the others.
      await page
        .getByRole('link', { name: new RegExp(`^${escapeRegExp(t('jobs.removeFilter', { name: t('jobs.salary') }))}`) })
        .click();
      await expect(page).not.toHaveURL(/min_salary/);
      await expect(page).toHaveURL(/employment_type=/);
    });

    test('a visitor reads a job and its questions, and is asked to sign in', async ({ page }) => {
      await page.goto('/jobs');
      await live(page);
      await jobLinks(page).first().click();
      await expect(page).toHaveURL(/\/jobs\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('jobDetail.description') })).toBeVisible();
      await expect(page.getByRole('heading', { name: new RegExp(t('qa.title')) })).toBeVisible();
      await expect(page.getByText(t('qa.signInPrompt'))).toBeVisible();

      // schema.org JobPosting in the head.
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
      expect(ld['@type']).toBe('JobPosting');
      expect(ld.jobLocation.address.addressCountry).toBe('CN');
      expect(ld.hiringOrganization.name).toBeTruthy();

      // Apply as a visitor: sign in first (dialog on desktop, /login on mobile), coming back here.
      const here = new URL(page.url()).pathname;
      await page.getByRole('link', { name: t('jobDetail.apply'), exact: true }).click();
      await expect
        .poll(async () => ((await page.getByRole('dialog').isVisible()) ? 'dialog' : decodeURIComponent(page.url())))
        .toMatch(new RegExp(`dialog|/login\\?redirect=${here}`));
    });

    test("a visitor's Save is done once they have signed in", async ({ page }, info) => {
      // An account of this journey's own, then a visitor again in this browser.
      const email = await signUpByEmailApi(page, `save-${locale}-${info.project.name}`);
      await page.context().clearCookies();
      await setLocale(page, locale);
      await page.goto('/jobs');
      await live(page);
      await jobLinks(page).nth(5).click();
      await expect(page).toHaveURL(/\/jobs\/\d+$/);
      await live(page);
      const here = page.url();
      await page.getByRole('link', { name: t('jobDetail.save'), exact: true }).click();
      // Desktop signs in in a dialog; a phone on /login, which brings it back here.
      await expect
        .poll(async () => (await page.getByRole('dialog').isVisible()) || new URL(page.url()).pathname === '/login')
        .toBe(true);
      const form = (await page.getByRole('dialog').isVisible()) ? page.getByRole('dialog') : page.getByRole('main');
      await form.getByRole('tab', { name: t('login.tabEmail') }).click();
      await form.getByRole('textbox', { name: t('login.email'), exact: true }).fill(email);
      await form.getByLabel(t('login.password'), { exact: true }).fill(JOURNEY_PASSWORD);
      await form.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(page).toHaveURL(here);
      const save = page.getByRole('button', { name: t('jobDetail.saved'), exact: true });
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('[data-toast-region]').getByText(t('jobDetail.savedToast'))).toBeVisible();
      // The server has it; a reload does not save (or unsave) it again.
      await page.reload();
      await live(page);
      await expect(page.getByRole('button', { name: t('jobDetail.saved'), exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    test('a signed-in candidate asks a question, saves the job and applies', async ({ page, consoleErrors }, info) => {
      await signIn(page, CANDIDATE);
      await page.goto('/jobs');
      await live(page);
      // A different job per project and language, so parallel runs do not toggle the same one.
      const index = (locale === 'zh' ? 1 : 0) + (isMobile(info.project.name) ? 2 : 0);
      await jobLinks(page).nth(index).click();
      await expect(page).toHaveURL(/\/jobs\/\d+$/);
      // The candidate sees how their profile matches this job, with a link to the details.
      await expect(page.getByText(t('match.summaryTitle'))).toBeVisible();
      await expect(page.getByRole('link', { name: t('match.details') })).toHaveAttribute(
        'href',
        /\/resume-match\/\d+$/,
      );

      // Ask: empty is refused, then a real question appears at the top.
      await page.getByRole('button', { name: t('qa.submit') }).click();
      await expect(page.getByText(t('qa.empty'))).toBeVisible();
      const question = `E2E ${locale} ${info.project.name} ${Date.now()}?`;
      await page.getByLabel(t('qa.ask')).fill(question);
      await expect(page.getByText(t('qa.counter_other', { count: question.length, max: 500 }))).toBeVisible();
      await page.getByRole('button', { name: t('qa.submit') }).click();
      const mine = page.getByRole('article').filter({ hasText: question });
      await expect(mine).toBeVisible();
      // Busy, the button was aria-disabled, not disabled: the keyboard's focus stays on it.
      await expect(page.getByRole('button', { name: t('qa.submit') })).toBeFocused();
      // Delete it again (asks to confirm).
      await mine.getByRole('button', { name: t('qa.delete') }).click();
      await mine.getByRole('button', { name: t('qa.delete') }).click();
      await expect(page.getByText(question)).toHaveCount(0);

      // Save is a toggle that the server remembers.
      const save = page.getByRole('button', { name: new RegExp(`^(${t('jobDetail.save')}|${t('jobDetail.saved')})$`) });
      const before = await save.getAttribute('aria-pressed');
      await save.click();
      const after = before === 'true' ? 'false' : 'true';
      await expect(save).toHaveAttribute('aria-pressed', after);
      // Its toast hides neither the header nor the banners, nor the button just pressed.
      const toast = page
        .locator('[data-toast-region]')
        .getByText(t(after === 'true' ? 'jobDetail.savedToast' : 'jobDetail.unsavedToast'));
      await expect(toast).toBeVisible();
      const toastTop = (await toast.boundingBox())?.y ?? 0;
      for (const region of [page.getByRole('banner'), page.getByRole('region', { name: t('banner.label') })]) {
        const box = await region.boundingBox(); // null when hidden
        if (box) expect(toastTop).toBeGreaterThanOrEqual(box.y + box.height);
      }
      const pressable = await save.evaluate((button) => {
        const r = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      expect(pressable, 'the Save button is not under the toast').toBe(true);
      await page.reload();
      await live(page);
      await expect(save).toHaveAttribute('aria-pressed', after);
      await save.click(); // put it back
      await expect(save).toHaveAttribute('aria-pressed', before ?? 'false');

      // Apply: recorded once; a second time says "already applied" and still shows Applied.
      const apply = page.getByRole('button', { name: t('jobDetail.apply'), exact: true });
      if (await apply.isVisible()) await apply.click();
      await expect(page.getByText(t('jobDetail.applied'), { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByText(t('jobDetail.applied'), { exact: true })).toBeVisible();
      allowStatuses(consoleErrors, [409]); // applied before, in an earlier run
    });

    test('an unverified candidate is asked to verify the e-mail before applying', async ({ page, consoleErrors }) => {
      await signIn(page, NEWCOMER);
      await page.goto('/jobs');
      await live(page);
      await jobLinks(page).first().click();
      await page.getByRole('button', { name: t('jobDetail.apply'), exact: true }).click();
      await expect(
        page.getByRole('dialog').getByRole('heading', { name: t('account.verify.applyTitle') }),
      ).toBeVisible();
      allowStatuses(consoleErrors, [403]); // the refusal that opens the dialog
    });

    test('the company of a job has its own page with its open jobs', async ({ page }) => {
      await page.goto('/jobs');
      await live(page);
      await jobLinks(page).first().click();
      await page.getByRole('link', { name: t('jobDetail.viewCompany') }).click();
      await expect(page).toHaveURL(/\/companies\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The count of open jobs in the page's punctuation: "Open jobs (12)", "在招职位（12）".
      const count = escapeRegExp(t('common.aside', { detail: 0 }).trim()).replace('0', '\\d+');
      await expect(
        page.getByRole('heading', { name: new RegExp(`^${escapeRegExp(t('companies.detail.openJobs'))} ?${count}$`) }),
      ).toBeVisible();
      await expect(jobLinks(page).first()).toBeVisible();
      // An old link past its last page of jobs leads back to its first page.
      const companyPath = new URL(page.url()).pathname;
      await page.goto(`${companyPath}?page=99`);
      await expect(page.getByText(t('jobs.pastLastPage'))).toBeVisible();
      // The page number in the title, in words of the page's language ("…, page 99", "…（第 99 页）").
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(t('common.titlePaged', { title: '', page: 99 }))));
      await page.getByRole('link', { name: t('jobs.firstPage') }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(companyPath)}$`));
      await expect(jobLinks(page).first()).toBeVisible();
    });

    test('job cards show whole company names, and the sort choices whole words, on the narrowest phone', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto('/jobs?keyword=teacher');
      await live(page);
      for (const name of [t('jobs.sortRelevance'), t('jobs.sortDate')]) {
        const box = await page
          .getByRole('navigation', { name: t('jobs.sort') })
          .getByRole('link', { name })
          .boundingBox();
        expect(box?.height ?? 0, `${name} on one line`).toBeLessThan(40);
      }
      const cut = await page
        .locator('main article p span:not(.sr-only)')
        .evaluateAll((spans) =>
          spans
            .filter((span) => span.scrollWidth > span.clientWidth + 1 || span.scrollHeight > span.clientHeight + 1)
            .map((span) => span.textContent),
        );
      expect(cut).toEqual([]);
    });

    test('companies can be searched and filtered by industry', async ({ page }) => {
      await page.goto('/companies');
      await expect(page.getByRole('heading', { level: 1, name: t('companies.heading') })).toBeVisible();
      // Each card's industry and city show whole, on the narrowest phone too (none cut off with an ellipsis).
      await page.setViewportSize({ width: 320, height: 640 });
      const cut = await page
        .locator('main article p')
        .evaluateAll((lines) =>
          lines.filter((line) => line.scrollWidth > line.clientWidth + 1).map((line) => line.textContent),
        );
      expect(cut).toEqual([]);
      await page.getByLabel(t('jobs.industry')).selectOption({ index: 1 });
      await page.getByRole('button', { name: t('jobs.apply') }).click();
      await expect(page).toHaveURL(/industry=/);
      await page.goto('/companies?keyword=zzzz-no-such-company');
      await expect(page.getByRole('heading', { name: t('companies.emptyTitle') })).toBeVisible();
    });

    test('unknown jobs and companies are 404 pages', async ({ page }) => {
      expect((await page.goto('/jobs/999999999'))?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: t('errorsPage.notFoundTitle') })).toBeVisible();
      expect((await page.goto('/companies/no-such-company-zzz'))?.status()).toBe(404);
    });

    test('finding-work pages have no WCAG 2.2 AA violations', async ({ page }) => {
      // Five pages scanned by axe after two to find them: on a busy two-core CI machine that took more than 30 s.
      test.slow();
      await page.goto('/jobs');
      await live(page);
      const job = await jobLinks(page).first().getAttribute('href');
      await page.goto(job ?? '/jobs');
      const company = await page.getByRole('link', { name: t('jobDetail.viewCompany') }).getAttribute('href');
      for (const path of ['/jobs', '/jobs?keyword=前端&adcode=-1', job, '/companies', company]) {
        if (!path) continue;
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), `${path} (${locale})`).toEqual([]);
      }
    });
  });
}

test('job and company pages name their canonical address and language alternates', async ({ page }) => {
  await setLocale(page, 'en' as Locale);
  await page.goto('/jobs?keyword=sales');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/jobs\?keyword=sales&lang=en$/);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-Hans"]')).toHaveAttribute('href', /lang=zh/);
  await expect(page).toHaveTitle(/sales/);
});
