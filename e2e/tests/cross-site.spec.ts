/**
 * Other sites cannot act for a signed-in user, and sign-in never sends a
 * visitor elsewhere (decision 0010), in both languages; the desktop and
 * mobile projects run each journey at 1280 px and on a phone.
 *
 * A page on a second loopback origin (127.0.0.1, another port: the same
 * site as the app, so the browser sends the victim's SameSite=Lax session
 * cookie along) posts to the summary and profile-visibility calls with a
 * fetch() and an auto-submitted form, and posts a form to a page of the
 * site. The victim's data is unchanged afterwards.
 */
import { hashPasswordForTransport, translate } from '@jobbridge/shared';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { axeViolations, expect, live, setLocale, test } from '../fixtures';
import { JOURNEY_PASSWORD } from '../journey-kit';

const LOCALES = ['en', 'zh'] as const;
const PASSWORD = JOURNEY_PASSWORD;
const OWN_SUMMARY = 'I build reliable payment systems.';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The newest 6-digit code sent to `recipient` (development outbox). */
async function outboxCode(request: APIRequestContext, recipient: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
        const body = (await response.json()) as { data?: { list?: { body_text: string }[] } };
        code = body.data?.list?.[0]?.body_text.match(/(?<!\d)\d{6}(?!\d)/)?.[0] ?? null;
        return code;
      },
      { message: `a code for ${recipient}`, timeout: 10_000 },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/** A new candidate of this journey, signed up by e-mail through the API; the session lands in the page's context. */
async function newCandidate(page: Page, tag: string): Promise<{ email: string; userId: number }> {
  const email = `e2e-xsite-${tag}-${unique()}@example.net`;
  const sent = await page.request.post('/api/account/signupcode', { form: { email, purpose: 'signup' } });
  expect((await sent.json()).success, 'signup code sent').toBe(true);
  const code = await outboxCode(page.request, email);
  const created = await page.request.post('/api/account/signup', {
    form: { type: 'email', email, code, password: await hashPasswordForTransport(PASSWORD), agree: 'true' },
  });
  const body = await created.json();
  expect(body.success, 'signed up').toBe(true);
  return { email, userId: body.data.user_id };
}

/** The candidate's summary and profile visibility, read through the API with the page's session. */
async function dataOf(page: Page, userId: number) {
  const resume = await (
    await page.request.post('/api/resume/getResumeInfoByUserID', { form: { user_id: userId } })
  ).json();
  const settings = await (await page.request.post('/api/manager/getSetting')).json();
  return { summary: resume.data?.summary, visibility: settings.data?.profile_visibility };
}

const answerOf = (page: Page, path: string): Promise<Response> =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.request().method() === 'POST',
  );

for (const locale of LOCALES) {
  const t = (key: string) => translate(locale, key);

  test.describe(`other sites (${locale})`, () => {
    test.beforeEach(async ({ page }) => setLocale(page, locale));

    test("a page on another origin cannot change the signed-in user's summary or visibility", async ({
      page,
      attackerSite,
      baseURL,
    }, info) => {
      test.slow();
      const me = await newCandidate(page, `${locale}-${info.project.name}`);
      // The candidate's own data, set from the site itself.
      expect(
        (await (await page.request.post('/api/resume/updSummary', { form: { summary: OWN_SUMMARY } })).json()).success,
      ).toBe(true);
      expect(
        (await (await page.request.post('/api/manager/updSetting', { form: { profile_visibility: 'private' } })).json())
          .success,
      ).toBe(true);
      const own = { summary: OWN_SUMMARY, visibility: 'private' };
      expect(await dataOf(page, me.userId)).toEqual(own);

      // Signed in on the site...
      await page.goto('/setting');
      await live(page);
      await expect(page.getByRole('heading', { level: 1, name: t('account.settings.title') })).toBeVisible();

      // ...the candidate opens another page that posts to the API with fetch() and a form.
      const attack = attackerSite.page(
        `/prize-${locale}-${info.project.name}`,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>You won</title></head><body>
<form id="steal" method="post" action="${baseURL}/api/resume/updSummary">
<input type="hidden" name="summary" value="Taken over by another site">
</form>
<script>
fetch(${JSON.stringify(`${baseURL}/api/manager/updSetting`)}, {
  method: 'POST', mode: 'no-cors', credentials: 'include',
  body: new URLSearchParams({ profile_visibility: 'public' }),
}).catch(() => {}).finally(() => document.getElementById('steal').submit());
</script></body></html>`,
      );
      const fetched = answerOf(page, '/api/manager/updSetting');
      const posted = answerOf(page, '/api/resume/updSummary');
      await page.goto(attack);
      expect((await fetched).status()).toBe(403);
      expect((await posted).status()).toBe(403);
      await page.waitForURL(`${baseURL}/api/resume/updSummary`);
      // The envelope the form landed on says why, in the candidate's language.
      await expect(page.locator('body')).toContainText(t('server.crossSite.refused'));
      expect(await dataOf(page, me.userId)).toEqual(own);

      // A form posted to a page of the site gets the refused page, in the candidate's language.
      const pageAttack = attackerSite.page(
        `/page-${locale}-${info.project.name}`,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Loading</title></head><body>
<form method="post" action="${baseURL}/setting"><input type="hidden" name="profile_visibility" value="public"></form>
<script>document.forms[0].submit()</script></body></html>`,
      );
      const refusedPage = answerOf(page, '/setting');
      await page.goto(pageAttack);
      expect((await refusedPage).status()).toBe(403);
      await page.waitForURL(`${baseURL}/setting`);
      await expect(page.getByRole('heading', { level: 1, name: t('server.crossSite.title') })).toBeVisible();
      await expect(page.getByText(t('server.crossSite.refused'))).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: t('errorsPage.backHome') }).click();
      await expect(page).toHaveURL(`${baseURL}/`);

      expect(await dataOf(page, me.userId)).toEqual(own);
    });
  });

  test.describe(`sign-in redirects (${locale})`, () => {
    test.beforeEach(async ({ page }) => setLocale(page, locale));

    test('/login?redirect= to another site lands on / after signing in', async ({ page, baseURL }, info) => {
      test.slow();
      const me = await newCandidate(page, `redirect-${locale}-${info.project.name}`);
      for (const target of ['//evil.example', '/\t/evil.example', '/%5Cevil.example', 'https://evil.example/']) {
        // Signed out, with only the language kept.
        await page.context().clearCookies();
        await setLocale(page, locale);
        await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
        await live(page);
        await page.getByRole('tab', { name: t('login.tabEmail') }).click();
        await page.getByRole('textbox', { name: t('login.email'), exact: true }).fill(me.email);
        await page.getByLabel(t('login.password'), { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
        await expect(page, JSON.stringify(target)).toHaveURL(`${baseURL}/`);
        await live(page);
      }
    });
  });
}
