/**
 * The guide documents (decision 0028): a guide read in each language with
 * its contents leading to a section, its PDF downloaded with the progress
 * shown, and the signed-in reader's Read mark on the guides index.
 */
import { GUIDES, translate } from '@jobbridge/shared';
import { axeViolations, expect, live, setLocale, signInAs, test } from '../fixtures';
import { DEMO_PASSWORD } from '../journey-kit';

const LOCALES = ['en', 'zh'] as const;
const CANDIDATE = 'candidate@example.com';

for (const locale of LOCALES) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const guide = GUIDES[2];
  const section = guide.sections[4];

  test(`a guide reads in ${locale}, its contents lead to a section, and its PDF downloads`, async ({ page }) => {
    await setLocale(page, locale);
    await page.goto(`/guides/file${guide.id}`);
    await live(page);
    await expect(page.getByRole('heading', { level: 1, name: guide.title[locale] })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(guide.title[locale].slice(0, 12)));
    await expect(page.locator('time').first()).toHaveAttribute('datetime', guide.updated);
    const article = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(article).toMatchObject({ '@type': 'Article', headline: guide.title[locale], dateModified: guide.updated });
    await expect(page.getByRole('heading', { level: 2, name: t('guides.sources') })).toBeVisible();
    await expect(page.getByRole('link', { name: guide.sources[0].name[locale] })).toHaveAttribute(
      'href',
      guide.sources[0].url,
    );

    // The contents link moves the reader to its section.
    const contents = page.getByRole('navigation', { name: t('guides.contents') });
    await contents.getByRole('link', { name: section.heading[locale] }).click();
    await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: section.heading[locale] })).toBeInViewport();

    // The PDF, in the page's language, with the progress shown while it comes.
    await page.evaluate(() => window.scrollTo(0, 0));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('guides.download') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`JobBridge-${guide.slug}-${locale}.pdf`);
    const pdf = Buffer.concat((await (await download.createReadStream()).toArray()) as Buffer[]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByText(t('guides.saved'))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Printed, the page is the document alone: no site header, footer or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: t('guides.download') })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: guide.title[locale] })).toBeVisible();
  });
}

test('the guides index lists every guide and marks the ones the signed-in reader read', async ({ page }) => {
  const t = (key: string) => translate('en', key);
  await setLocale(page, 'en');
  await page.goto('/guides');
  for (const guide of GUIDES) {
    await expect(page.getByRole('link', { name: new RegExp(guide.title.en.slice(0, 20)) })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: new RegExp(t('calculator.title')) })).toBeVisible();
  await expect(page.getByText(t('guidesRead.read'), { exact: true })).toHaveCount(0);

  await signInAs(page, CANDIDATE, DEMO_PASSWORD);
  const read = GUIDES[6];
  await page.goto(`/guides/file${read.id}`);
  await live(page);
  await expect(page.getByRole('heading', { level: 1, name: read.title.en })).toBeVisible();
  // The visit is recorded (manager/addFileRead) once the page is live.
  await expect
    .poll(async () => (await (await page.request.post('/api/manager/getFileRead', { data: {} })).json()).data.files)
    .toContain(`file${read.id}`);
  await page.goto('/guides');
  await expect(
    page.locator(`[data-guide="file${read.id}"]`).getByText(t('guidesRead.read'), { exact: true }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
