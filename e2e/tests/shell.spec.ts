import { FOOTER_HIDDEN_ROUTES, STYLESHEET_COOKIE, translate } from '@jobbridge/shared';
import { axeViolations, expect, live, setLocale, test } from '../fixtures';

const LOCALES = ['en', 'zh'] as const;
const isMobile = (name: string) => name === 'mobile';

for (const locale of LOCALES) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test.describe(`site shell (${locale})`, () => {
    test.beforeEach(async ({ page }) => setLocale(page, locale));

    test('home shows the latest jobs and companies from the database', async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en');
      await expect(page.getByRole('heading', { name: t('home.latestJobs') })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('home.latestCompanies') })).toBeVisible();
      const jobLinks = page.locator('main a[href^="/jobs/"]');
      await expect(jobLinks.first()).toBeVisible();
      expect(await jobLinks.count()).toBeGreaterThanOrEqual(6);
      await expect(page.locator('main a[href^="/companies/"]').first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test('pages have no WCAG 2.2 AA violations', async ({ page }) => {
      // Eight pages, each loaded, settled and scanned by axe: on a busy two-core CI machine that is more than 30 s.
      test.slow();
      for (const path of [
        '/',
        '/jobs',
        '/companies',
        '/guides',
        '/login',
        '/signup',
        '/no-such-page',
        '/useragreement',
      ]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), `${path} (${locale})`).toEqual([]);
      }
    });

    test('the try-out says on every page that codes are visible, and links the outbox', async ({ page }) => {
      for (const path of ['/', '/jobs', '/login']) {
        await page.goto(path);
        const notice = page.getByRole('region', { name: t('tryout.label') });
        await expect(notice, path).toBeVisible();
        await expect(notice, path).toContainText(t('tryout.text'));
      }
      await live(page);
      await page.getByRole('link', { name: t('tryout.outbox') }).click();
      await expect(page).toHaveURL(/\/dev\/outbox$/);
    });

    test('the 404 page says so, with a link home', async ({ page }) => {
      const response = await page.goto('/this/does/not/exist');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: t('errorsPage.notFoundTitle') })).toBeVisible();
      await expect(page.getByText(t('errorsPage.notFoundText'))).toBeVisible();
      await page.getByRole('link', { name: t('errorsPage.backHome') }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('loginRequired pages send visitors to sign in', async ({ page }) => {
      for (const path of ['/profile', '/tracker', '/setting', '/message']) {
        await page.goto(path);
        await expect(page, path).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path)}$`));
      }
    });
  });
}

test('the footer shows everywhere except the routes of spec section 2', async ({ page }) => {
  // A dozen server-rendered pages in a row: more than 30 s on a busy two-core CI machine.
  test.slow();
  for (const path of ['/', '/companies', '/guides', '/useragreement', '/tracker-nope']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
  }
  for (const path of [...FOOTER_HIDDEN_ROUTES, '/jobs/300001', '/email/confirm/abc', '/wxbind/1/2']) {
    await page.goto(path);
    await expect(page.getByRole('banner'), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toHaveCount(0);
  }
});

test('the language toggle switches the page and remembers the choice', async ({ page }, info) => {
  await setLocale(page, 'en');
  await page.goto('/');
  await live(page);
  await expect(page.getByRole('heading', { name: translate('en', 'home.latestJobs') })).toBeVisible();
  if (isMobile(info.project.name)) await page.getByRole('button', { name: translate('en', 'header.menu') }).click();
  await page.getByRole('banner').getByRole('button', { name: /中文/ }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: translate('zh', 'home.latestJobs') })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'language')?.value).toBe('zh');
  await page.reload();
  await expect(page.getByRole('heading', { name: translate('zh', 'home.latestJobs') })).toBeVisible();
});

test('the banner can be closed and stays closed', async ({ page }) => {
  await setLocale(page, 'en');
  await page.goto('/');
  await live(page);
  const close = page.getByRole('button', { name: translate('en', 'banner.close') });
  await close.click();
  await expect(page.getByText(translate('en', 'banner.text'))).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(translate('en', 'banner.text'))).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'bannerShow')).toBeTruthy();
});

test("the banner's call to sign up is left out on the sign-up page itself", async ({ page }) => {
  for (const locale of LOCALES) {
    await setLocale(page, locale);
    await page.goto('/jobs');
    const notice = page.getByRole('region', { name: translate(locale, 'banner.label') });
    await expect(notice.getByRole('link', { name: translate(locale, 'banner.ctaVisitor') })).toHaveAttribute(
      'href',
      '/signup',
    );
    await page.goto('/signup');
    await expect(notice.getByText(translate(locale, 'banner.text'))).toBeVisible();
    await expect(notice.getByRole('link')).toHaveCount(0);
  }
});

test('hreflang alternates point to both languages', async ({ page }) => {
  await page.goto('/companies');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/companies\?lang=en$/);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-Hans"]')).toHaveAttribute(
    'href',
    /\/companies\?lang=zh$/,
  );
});

test('every kind of page the sitemap lists names its own address as canonical, in both languages', async ({ page }) => {
  // Sixteen and more page loads in one test: three times the usual time (35 s on a loaded 2-core machine).
  test.slow();
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]));
  // One address of each kind (home, an index, a job, a company, a guide…) in each language.
  const kinds = new Map<string, URL>();
  for (const loc of locs) {
    const kind = `${loc.pathname.replace(/\/(jobs|companies)\/.+$/, '/$1/:id').replace(/\/file\d+$/, '/:file')}${loc.search}`;
    if (!kinds.has(kind)) kinds.set(kind, loc);
  }
  expect(kinds.size).toBeGreaterThanOrEqual(16);
  for (const loc of kinds.values()) {
    const address = `${loc.pathname}${loc.search}`;
    await page.goto(address);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical && new URL(canonical).pathname + new URL(canonical).search, address).toBe(address);
  }
});

test('a visitor with inv_id keeps the invitation', async ({ page }) => {
  await page.goto('/guides?inv_id=WELCOME2026');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'inv_id');
  expect(cookie?.value).toBe('WELCOME2026');
});

test('a returning browser gets the stylesheet from its cache: inline on the first page, linked after', async ({
  page,
}) => {
  // First page: the stylesheet inline, and a hint at its file, fetched once the page is idle (decision 0049).
  const fetched = page.waitForResponse((response) => /\/styles\/site-[0-9a-f]{16}\.css$/.test(response.url()));
  await page.goto('/jobs');
  await expect(page.locator('head style')).toHaveCount(1);
  expect((await fetched).status()).toBe(200);
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === STYLESHEET_COOKIE)?.value)
    .toMatch(/^[0-9a-f]{16}$/);
  // Next page: the file, from the browser's cache, and the page styled by it.
  const again: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/styles/')) again.push(request.url());
  });
  await page.goto('/companies');
  await live(page);
  await expect(page.locator('head link[rel="stylesheet"][href^="/styles/site-"]')).toHaveCount(1);
  await expect(page.locator('head style')).toHaveCount(0);
  // Tailwind's preflight and the header's border: the rules apply.
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  await expect(page.getByRole('banner')).toBeVisible();
  const cached = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/styles/site-'))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
  // Served from the cache: nothing crossed the network for it.
  expect(cached.every((size) => size === 0)).toBe(true);
  expect(again.length).toBeLessThanOrEqual(1);
});

test('a first page carries the part of the stylesheet its markup uses, and links the whole file once live', async ({
  page,
}) => {
  await page.goto('/jobs');
  await live(page);
  const file = page.locator('head link[rel="stylesheet"][href^="/styles/site-"]');
  await expect(file).toHaveCount(1);
  await page.waitForFunction(() => {
    const link = document.querySelector<HTMLLinkElement>('head link[rel="stylesheet"][href^="/styles/site-"]');
    return Boolean(link?.sheet);
  });
  // A utility of the file that the page's own part lacks (decision 0067) applies to an element made
  // now, as a dialog or menu would be.
  const lacking = await page.evaluate(() => {
    const inline = document.querySelector('head style')?.textContent ?? '';
    const link = document.querySelector<HTMLLinkElement>('head link[rel="stylesheet"][href^="/styles/site-"]');
    const utilities = [...(link?.sheet?.cssRules ?? [])].flatMap((rule) =>
      rule instanceof CSSLayerBlockRule && rule.name === 'utilities' ? [...rule.cssRules] : [],
    );
    const plain = document.body.appendChild(document.createElement('div'));
    for (const rule of utilities) {
      if (!(rule instanceof CSSStyleRule) || !/^\.[a-z][a-z0-9-]*$/.test(rule.selectorText)) continue;
      if (inline.includes(`${rule.selectorText}{`)) continue;
      const property = rule.style.item(0);
      const styled = document.body.appendChild(document.createElement('div'));
      styled.className = rule.selectorText.slice(1);
      const [before, after] = [
        getComputedStyle(plain).getPropertyValue(property),
        getComputedStyle(styled).getPropertyValue(property),
      ];
      if (before !== after) return { name: rule.selectorText, property, before, after };
    }
    return null;
  });
  expect(lacking, 'a utility the first page lacks, applied from the file').not.toBeNull();
  expect(await page.locator('head style').evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(1000);
});

test('the page hydrates in place, in parts: the server-rendered header, page and footer are kept and become live', async ({
  page,
}) => {
  // Marks the server's elements before any script runs: an element rendered anew would not carry the mark.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const selector of ['header', 'main', 'footer']) {
        const element = document.querySelector(selector);
        if (element) Object.assign(element, { fromServer: true });
      }
      Object.assign(window, { sameDocument: true });
    });
  });
  await page.goto('/companies');
  await live(page);
  for (const selector of ['header', 'main', 'footer']) {
    expect(
      await page.evaluate((s) => (document.querySelector(s) as { fromServer?: boolean } | null)?.fromServer, selector),
      selector,
    ).toBe(true);
  }
  // Each part is live: its links navigate in the page (React Router's), not by loading a new document.
  const inPage = () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
  await page.getByRole('main').locator('a[href^="/companies/"]').first().click();
  await expect(page).toHaveURL(/\/companies\/[^/?]+$/);
  expect(await inPage()).toBe(true);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: translate('en', 'header.jobs'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/jobs$/);
  expect(await inPage()).toBe(true);
});

test('the cards of a job list hydrate in place, a few at a time, and every one becomes live', async ({ page }) => {
  // Marks the server's cards before any script runs: a card rendered anew would not carry the mark.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const item of document.querySelectorAll('main ul > li')) Object.assign(item, { fromServer: true });
      Object.assign(window, { sameDocument: true });
    });
  });
  for (const path of ['/jobs', '/']) {
    await page.goto(path);
    await live(page);
    const cards = page.getByRole('main').locator('li:has(a[href^="/jobs/"])');
    const count = await cards.count();
    // More cards than hydrate together, so that the list hydrates in several parts.
    expect(count, path).toBeGreaterThan(4);
    const kept = await cards.evaluateAll((items) => items.map((item) => (item as { fromServer?: boolean }).fromServer));
    expect(kept, path).toEqual(Array(count).fill(true));
  }
  // The last card (of the last part to hydrate) navigates in the page, as React Router's links do.
  await page.goto('/jobs');
  await live(page);
  await page.getByRole('main').locator('li a[href^="/jobs/"]').last().click();
  await expect(page).toHaveURL(/\/jobs\/\d+/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true)).toBe(true);
});
