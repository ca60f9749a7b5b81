/**
 * One visitor's whole way through the guides side of the site, in both
 * languages on desktop and phone (issue "Guides, the salary calculator,
 * activity groups and invitations"): a guide read and its PDF downloaded
 * (its text checked), a take-home pay worked out, a sign-up through the form,
 * a group joined and quit, and the invite link copied and used by a friend,
 * who then counts as joined (the invite journey lives only here). The journey
 * makes its own two accounts.
 */
import { formatDate, GUIDES, translate } from '@jobbridge/shared';
import { expect, live, setLocale, test } from '../fixtures';
import { escapeRegExp, pdfText, signUpThroughForm } from '../journey-kit';

const squeeze = (text: string) => text.replace(/\s+/g, '');

for (const locale of ['en', 'zh'] as const) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test(`a visitor reads a guide, works out their pay, joins a group and brings a friend in (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await setLocale(page, locale);

    // A guide, from the guides index, and its PDF in the page's language.
    const guide = GUIDES[3];
    await page.goto('/guides');
    await page.getByRole('link', { name: new RegExp(escapeRegExp(guide.title[locale])) }).click();
    await expect(page.getByRole('heading', { level: 1, name: guide.title[locale] })).toBeVisible();
    await live(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('guides.download') }).click();
    const download = await downloading;
    await expect(page.getByText(t('guides.saved'))).toBeVisible();
    const text = squeeze(
      await pdfText(Buffer.concat((await (await download.createReadStream()).toArray()) as Buffer[])),
    );
    expect(text).toContain(squeeze(guide.title[locale]));
    expect(text).toContain(squeeze(guide.sections[0].heading[locale]));
    // The review date as the shared date rule writes it ("25 Nov 2026", "2026年11月25日").
    expect(text).toContain(squeeze(formatDate(guide.updated, locale)));

    // The calculator, from the index: 20,000 a month in Shanghai (figures of take-home.test.ts).
    await page.getByRole('link', { name: t('guides.allGuides') }).click();
    await page.getByRole('link', { name: new RegExp(escapeRegExp(t('calculator.title'))) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('calculator.title') })).toBeVisible();
    await live(page);
    await page.getByLabel(t('calculator.salary')).fill('20000');
    await page.getByLabel(t('calculator.city'), { exact: true }).selectOption('310100');
    await expect(page.locator('[data-figure="firstMonth"]')).toHaveText('¥16,155.00');

    // Signs up through the form, landing on the resume wizard.
    await signUpThroughForm(page, locale);
    await expect(page).toHaveURL(/\/step$/);

    // Joins a community, sees it joined, and quits it.
    await page.goto('/groups?type=circle');
    await live(page);
    const group = page.getByRole('article').first();
    const name = (await group.getByRole('heading').first().textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await group.getByRole('button', { name: t('groups.joinNamed', { name }) }).click();
    const quit = page.getByRole('button', { name: t('groups.quitNamed', { name }) });
    await expect(quit).toBeVisible();
    await expect(group.getByText(t('groups.joined'))).toBeVisible();
    await quit.click();
    await expect(page.getByRole('button', { name: t('groups.joinNamed', { name }) })).toBeVisible();

    // Copies the invite link from the settings.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/setting#invite');
    await live(page);
    const invite = page.locator('section#invite');
    await expect(invite.getByText(t('account.invite.joined_other', { count: 0 }))).toBeVisible();
    await invite.getByRole('button', { name: t('account.invite.copy') }).click();
    await expect(invite.getByText(t('account.invite.copied'))).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${escapeRegExp(baseURL ?? '')}/\\?inv_id=[A-Z0-9]{10}$`));

    // A friend opens it in their own browser and signs up: the code is applied and cleared.
    const friendContext = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
    });
    try {
      const friend = await friendContext.newPage();
      await setLocale(friend, locale);
      await friend.goto(link);
      await live(friend);
      await signUpThroughForm(friend, locale);
      await expect(friend.getByRole('status').filter({ hasText: t('account.invite.applied') })).toBeVisible();
      await expect(friend).toHaveURL(/\/step$/);
      expect((await friendContext.cookies()).find((cookie) => cookie.name === 'inv_id')).toBeUndefined();
    } finally {
      await friendContext.close();
    }

    // The first user's settings count the friend.
    await page.reload();
    await live(page);
    await expect(invite.getByText(t('account.invite.joined_one', { count: 1 }))).toBeVisible();
  });
}
