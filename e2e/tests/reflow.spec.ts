/**
 * Reflow (WCAG 2.2 SC 1.4.10): at 320 CSS px, the narrowest phone we serve,
 * no page scrolls sideways, in either language, for a visitor, a candidate
 * and a recruiter. A card or list whose content is wider than the screen
 * (a long English company name kept on one line, a select as wide as its
 * longest option) would push the whole page wider; the check is the
 * document's own scroll width. Run on the mobile project; the pages are only
 * read, so the demo accounts serve.
 */
import { translate } from '@jobbridge/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, setLocale, signInAs, test } from '../fixtures';
import { DEMO_PASSWORD } from '../journey-kit';

const LOCALES = ['en', 'zh'] as const;
const NARROWEST = { width: 320, height: 640 };

const VISITOR_PAGES = [
  '/',
  '/jobs',
  '/companies',
  '/guides',
  '/guides/file10000',
  '/guides/calculator',
  '/groups',
  '/login',
  '/signup',
  '/employer',
];
const CANDIDATE_PAGES = ['/message', '/profile', '/tracker', '/setting'];
const RECRUITER_PAGES = [
  '/hrsystem',
  '/hrsystem/jobs/new',
  '/hrsystem/applicants',
  '/hrsystem/chats',
  '/hrsystem/team',
  '/hrsystem/company',
];

/** Visits each page and answers those wider than the screen, with their width. */
async function sideways(page: Page, paths: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > NARROWEST.width) wide.push(`${path}: ${width} px`);
  }
  return wide;
}

/**
 * Each item's visible text with the lines each of its text pieces takes: a
 * word squeezed into a narrow column breaks inside itself ("Assess|ment").
 */
async function linesOf(items: Locator): Promise<string[]> {
  return items.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const pieces: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (!text || node.parentElement?.closest('.sr-only')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        pieces.push(`${text}: ${tops.size}`);
      }
      return pieces;
    }),
  );
}

/** The same pieces, each on one line. */
const onOneLine = async (items: Locator) => (await linesOf(items)).map((piece) => piece.replace(/\d+$/, '1'));

/** The first link of a list page: a real job and a real company from the database. */
async function firstLink(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(list);
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  expect(href, `${list} links ${prefix}…`).toBeTruthy();
  return href!;
}

for (const locale of LOCALES) {
  test.describe(`reflow at 320 px (${locale})`, () => {
    test.beforeEach(async ({ page }, info) => {
      test.skip(info.project.name !== 'mobile', 'a phone-width check');
      await setLocale(page, locale);
      await page.setViewportSize(NARROWEST);
    });

    test('no visitor page scrolls sideways', async ({ page }) => {
      test.slow();
      const job = await firstLink(page, '/jobs', '/jobs/');
      const company = await firstLink(page, '/companies', '/companies/');
      expect(await sideways(page, [...VISITOR_PAGES, job, company])).toEqual([]);
    });

    test("the resume wizard's steps, the profile's views and its application counts keep their words whole", async ({
      page,
    }) => {
      await signInAs(page, 'candidate@example.com', DEMO_PASSWORD);
      for (const step of [1, 2]) {
        await page.goto(`/step?step=${step}`);
        const progress = page.getByRole('navigation', { name: translate(locale, 'wizard.progressLabel') });
        expect(await linesOf(progress.locator('li'))).toEqual(await onOneLine(progress.locator('li')));
      }
      await page.goto('/profile');
      // Every view of the profile in sight: none hidden beyond the edge, none broken over two lines.
      const views = page.getByRole('navigation', { name: translate(locale, 'profile.nav.label') });
      const tabs = views.getByRole('link');
      await expect(tabs).toHaveCount(4);
      await views.scrollIntoViewIfNeeded();
      for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
      expect(await linesOf(tabs)).toEqual(await onOneLine(tabs));
      const counts = page.locator('#applications li');
      expect(await counts.count()).toBe(5);
      expect(await linesOf(counts)).toEqual(await onOneLine(counts));
    });

    test('no page of a candidate or a recruiter scrolls sideways', async ({ page }) => {
      test.slow();
      await signInAs(page, 'candidate@example.com', DEMO_PASSWORD);
      expect(await sideways(page, CANDIDATE_PAGES)).toEqual([]);
      await page.context().clearCookies();
      await setLocale(page, locale);
      await signInAs(page, 'recruiter@example.com', DEMO_PASSWORD);
      expect(await sideways(page, [...RECRUITER_PAGES, '/message'])).toEqual([]);
    });
  });
}
