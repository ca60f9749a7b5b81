/**
 * Names and dates by the shared rules (decision 0036), in both languages.
 *
 * The demo company's applicants include 王小明 (given name 小明, family name
 * 王): the HR list shows the name family name first, and when the
 * application came in as the shared date rule words it. The candidate's
 * basic-info form asks 姓 before 名 in Chinese and first name before last
 * name in English; job cards say when a job was posted in the same words.
 */
import { formatDate, translate } from '@jobbridge/shared';
import { expect, live, setLocale, signInAs, test } from '../fixtures';
import { DEMO_PASSWORD, escapeRegExp } from '../journey-kit';

const LOCALES = ['en', 'zh'] as const;
const DAY = 86_400_000;

for (const locale of LOCALES) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test.describe(`names and dates (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await setLocale(page, locale);
    });

    test('the HR applicant list shows 王小明 family name first and the date of the application', async ({ page }) => {
      await signInAs(page, 'recruiter@example.com', DEMO_PASSWORD);
      await page.goto('/hrsystem/applicants');
      await live(page);
      const item = page.getByRole('listitem').filter({ hasText: '王小明' });
      await expect(item).toHaveCount(1);
      await expect(item.getByText('小明 王')).toHaveCount(0);
      // The demo data has this application arrive 8 days before the server started: past a week, so a date.
      // The server may have started the day before (China's midnight can fall within the run): either day.
      const applied = [8, 9].map((days) =>
        t('hr.applicants.applied', { date: formatDate(new Date(Date.now() - days * DAY), locale) }),
      );
      await expect(item.getByText(new RegExp(applied.map(escapeRegExp).join('|')))).toBeVisible();
      await expect(item.getByRole('link', { name: t('hr.chats.chat', { name: '王小明' }) })).toBeVisible();
    });

    test('the basic-info form asks for the family name first in Chinese', async ({ page }) => {
      await signInAs(page, 'candidate@example.com', DEMO_PASSWORD);
      await page.goto('/basicinfo');
      await live(page);
      const order = await page
        .locator('input[autocomplete="given-name"], input[autocomplete="family-name"]')
        .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('autocomplete')));
      expect(order).toEqual(locale === 'zh' ? ['family-name', 'given-name'] : ['given-name', 'family-name']);
      await expect(page.getByRole('textbox', { name: t('account.basic.lastName'), exact: true })).toBeVisible();
    });

    test('job cards say when a job was posted in the shared words', async ({ page }) => {
      await page.goto('/jobs');
      await live(page);
      const words =
        locale === 'zh'
          ? /^(今天|昨天|\d+ 天前|\d{4}年\d{1,2}月\d{1,2}日)$/
          : /^(Today|Yesterday|\d+ days ago|\d{1,2} [A-Z][a-z]{2} \d{4})$/;
      const posted = page.locator('#main article time');
      await expect(posted.first()).toBeVisible();
      // The words are lower case in the catalogue ("today"); a line that starts with them shows a capital.
      const shown = await posted.evaluateAll((nodes) =>
        nodes.slice(0, 6).map((node) => {
          const text = node.textContent ?? '';
          return getComputedStyle(node, '::first-letter').textTransform === 'uppercase'
            ? text.charAt(0).toUpperCase() + text.slice(1)
            : text;
        }),
      );
      for (const text of shown) expect(text).toMatch(words);
    });
  });
}
