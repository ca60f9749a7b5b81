/**
 * Account journeys (issue "Accounts") in both languages; the desktop and
 * mobile projects of playwright.config.ts run each one at 1280 px and on a
 * phone.
 *
 * Codes are read from the development outbox (`GET /api/dev/outbox`), which
 * the e2e server has because no real mail/SMS provider is configured.
 *
 * The picture captcha (asked before every SMS, and with sign-ins after
 * repeated failures) is a noisy, warped picture a script cannot read: the
 * development tools tell its answer (`GET /api/dev/captcha?uuid=`).
 */
import { hashPasswordForTransport, TOAST_MS, translate } from '@jobbridge/shared';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { axeViolations, expect, live, setLocale, test } from '../fixtures';
import { DEMO_PASSWORD, JOURNEY_PASSWORD, signUpThroughForm } from '../journey-kit';

const LOCALES = ['en', 'zh'] as const;
const PASSWORD = JOURNEY_PASSWORD;
const DEMO_INVITE_CODE = 'JOBBRIDGE2025';
/** The seeded demo accounts' phones, one per language and viewport for the SMS sign-in journey. */
const SMS_LOGIN_PHONES: Record<string, string> = {
  'en-desktop': '13800138001',
  'zh-desktop': '13800138003',
  'en-mobile': '13800138000',
  'zh-mobile': '13800138002',
};

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const uniqueEmail = (tag: string) => `e2e-${tag}-${unique()}@example.net`;
/** A mainland mobile number nobody else uses in this run: 139 + 8 random digits. */
const uniquePhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const isMobile = (info: TestInfo) => info.project.name === 'mobile';

/** The newest 6-digit code sent to `recipient` after `since` (ISO), from the development outbox. */
async function outboxCode(request: APIRequestContext, recipient: string, since: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
        const body = (await response.json()) as { data?: { list?: { body_text: string; created_at: string }[] } };
        const message = (body.data?.list ?? []).find((item) => item.created_at >= since);
        code = message?.body_text.match(/(?<!\d)\d{6}(?!\d)/)?.[0] ?? null;
        return code;
      },
      { message: `a code for ${recipient}`, timeout: 10_000 },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/** The confirmation link sent to `email`, from the development outbox. */
async function outboxLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { data?: { list?: { body_text: string }[] } };
      link = (body.data?.list ?? [])
        .map((item) => item.body_text.match(/https?:\/\/\S+\/email\/confirm\/[\w-]+/)?.[0])
        .find(Boolean) as string | null;
      return link;
    })
    .not.toBeNull();
  return link as unknown as string;
}

/** A picture captcha and its answer, through the API (development tools only). */
async function apiCaptcha(request: APIRequestContext): Promise<{ uuid: string; text: string }> {
  const image = (await (await request.get('/api/account/randomImage')).json()) as { data: { uuid: string } };
  const answer = await request.get(`/api/dev/captcha?uuid=${image.data.uuid}`);
  const body = (await answer.json()) as { data: { text: string } };
  return { uuid: image.data.uuid, text: body.data.text };
}

/**
 * A new account with its own phone (mainland) and e-mail, signed up through
 * the API. Journeys that sign in repeatedly use one of these rather than a
 * demo account, whose per-account sign-in limit the whole run shares.
 */
async function newPhoneAccount(request: APIRequestContext): Promise<{ phone: string; password: string }> {
  const phone = uniquePhone();
  const captcha = await apiCaptcha(request);
  const since = new Date(Date.now() - 1000).toISOString();
  const send = await request.post('/api/account/sendSmsCode', {
    form: { phone: `86${phone}`, calling_code: '86', uuid: captcha.uuid, verityCode: captcha.text, purpose: 'signup' },
  });
  expect((await send.json()).success, 'send the sign-up code').toBe(true);
  const code = await outboxCode(request, `86${phone}`, since);
  const signup = await request.post('/api/account/signup', {
    form: {
      type: 'phone',
      calling_code: '86',
      phone: `86${phone}`,
      code,
      password: await hashPasswordForTransport(PASSWORD),
      agree: 'true',
    },
  });
  expect((await signup.json()).success, 'sign up').toBe(true);
  return { phone, password: PASSWORD };
}

/** Remembers the uuid of the latest picture captcha the page loaded. */
function trackCaptcha(page: Page) {
  const state = { uuid: '' };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/account/randomImage')) return;
    const body = (await response.json().catch(() => null)) as { data?: { uuid?: string } } | null;
    if (body?.data?.uuid) state.uuid = body.data.uuid;
  });
  return {
    /** The answer of the captcha on screen (development tools only). */
    async answer(request: APIRequestContext): Promise<string> {
      await expect.poll(() => state.uuid).not.toBe('');
      const response = await request.get(`/api/dev/captcha?uuid=${state.uuid}`);
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { data: { text: string } };
      return body.data.text;
    },
  };
}

/** The id of the next picture captcha the page loads. */
function nextCaptcha(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => response.url().includes('/api/account/randomImage'))
    .then((response) => response.json())
    .then((body: { data: { uuid: string } }) => body.data.uuid);
}

/** The answer of a captcha (development tools only). */
async function captchaAnswer(request: APIRequestContext, uuid: string): Promise<string> {
  const response = await request.get(`/api/dev/captcha?uuid=${uuid}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { text: string } }).data.text;
}

/** Another client's address, unlikely to be any other test's (the e2e server trusts X-Forwarded-For). */
const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

for (const locale of LOCALES) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  /**
   * A field by its exact label: a text box by role (a tab panel can carry the
   * same name, e.g. the Email tab), a password box by label.
   */
  const field = (scope: Page | Locator, key: string) =>
    /password|Password/i.test(key)
      ? scope.getByLabel(t(key), { exact: true })
      : scope.getByRole('textbox', { name: t(key), exact: true });

  /** Signed in: the account menu (desktop) or the menu's sign-out entry (mobile) is there. */
  async function expectSignedIn(page: Page, info: TestInfo) {
    if (isMobile(info)) {
      await page.getByRole('button', { name: t('header.menu') }).click();
      await expect(page.getByRole('button', { name: t('header.signOut') })).toBeVisible();
      await page.keyboard.press('Escape');
    } else {
      await expect(
        page.getByRole('button', { name: new RegExp(t('header.accountMenu', { name: '' }).trim()) }),
      ).toBeVisible();
    }
  }

  async function signOut(page: Page, info: TestInfo) {
    if (isMobile(info)) {
      await page.getByRole('button', { name: t('header.menu') }).click();
    } else {
      await page.getByRole('button', { name: new RegExp(t('header.accountMenu', { name: '' }).trim()) }).click();
    }
    await page.getByRole('button', { name: t('header.signOut'), exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    // The page may already be at / : wait until the header shows the signed-out state,
    // so a following navigation cannot race the sign-out's own one.
    if (isMobile(info)) {
      // The sign-out's own navigation closes a menu opened too early: open it again until it shows Sign in.
      await expect(async () => {
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: t('header.menu') }).click();
        await expect(page.getByRole('link', { name: t('header.signIn') })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await page.keyboard.press('Escape');
    } else {
      await expect(page.getByRole('banner').getByRole('link', { name: t('header.signIn') })).toBeVisible();
    }
  }

  /** Signs up by e-mail through /signup; returns the address. */
  /** Signs up through the form (journey-kit); `request` is not needed any more but kept for the callers. */
  const signUpByEmail = (page: Page, _request: APIRequestContext, email = uniqueEmail(locale)) =>
    signUpThroughForm(page, locale, email);

  test.describe(`accounts (${locale})`, () => {
    test.beforeEach(async ({ page }) => setLocale(page, locale));

    test('sign up by e-mail, then land on the resume wizard signed in', async ({ page, request }, info) => {
      await page.goto('/signup');
      await live(page);
      // The form explains what is missing, in this language.
      await page.getByRole('tab', { name: t('account.signup.byEmail') }).click();
      await page.getByRole('button', { name: t('account.signup.submit') }).click();
      await expect(page.getByText(t('login.errors.emailRequired'))).toBeVisible();
      await expect(page.getByText(t('account.errors.agreeRequired'))).toBeVisible();
      await expect(field(page, 'login.email')).toBeFocused();

      await signUpByEmail(page, request);
      await expect(page).toHaveURL(/\/step$/);
      await expectSignedIn(page, info);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'cit')?.httpOnly).toBe(true);
      const userinfo = cookies.find((cookie) => cookie.name === 'userinfo');
      expect(userinfo, 'userinfo cookie').toBeTruthy();
      expect(decodeURIComponent(userinfo?.value ?? '')).not.toMatch(/token|password|@/);
    });

    test('sign-up refuses one of the most common passwords, saying why', async ({ page }) => {
      await page.goto('/signup');
      await live(page);
      // abc123 meets the length and character rules, and is on every list of breached passwords.
      await field(page, 'login.password').fill('abc123');
      await field(page, 'account.confirmPassword').fill('abc123');
      await page.getByRole('button', { name: t('account.signup.submit') }).click();
      await expect(page.getByText(t('password.common'))).toBeVisible();
      await expect(page).toHaveURL(/\/signup/);
    });

    test('sign up by phone with the picture captcha and an SMS code', async ({ page, request }, info) => {
      const captcha = trackCaptcha(page);
      const phone = uniquePhone();
      await page.goto('/signup');
      await live(page);
      await field(page, 'login.phone').fill('12345');
      await page.getByRole('button', { name: t('account.signup.submit') }).click();
      await expect(page.getByText(t('account.errors.phoneInvalid'))).toBeVisible();
      await field(page, 'login.phone').fill(phone);
      // Send stays disabled until the captcha is filled in.
      await expect(page.getByRole('button', { name: t('login.send') })).toBeDisabled();
      await field(page, 'login.captcha').fill(await captcha.answer(request));
      const since = new Date(Date.now() - 1000).toISOString();
      await page.getByRole('button', { name: t('login.send') }).click();
      const resend = new RegExp(t('login.resendIn', { seconds: 999 }).replace('999', '\\d+'));
      await expect(page.getByRole('button', { name: resend })).toBeDisabled();
      // The code was sent: the focus moves on to the box it is typed in.
      await expect(field(page, 'login.smsCode')).toBeFocused();
      await field(page, 'login.smsCode').fill(await outboxCode(request, `86${phone}`, since));
      await field(page, 'login.password').fill(PASSWORD);
      await field(page, 'account.confirmPassword').fill(PASSWORD);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: t('account.signup.submit') }).click();
      await expect(page).toHaveURL(/\/step$/);
      await expectSignedIn(page, info);
    });

    test('sign in by phone and password, by e-mail, and see the spec messages', async ({ page, request }, info) => {
      await page.goto('/login');
      await live(page);
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(page.getByText(t('login.errors.phoneRequired'))).toBeVisible();
      await field(page, 'login.phone').fill('13800138099');
      await field(page, 'login.password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: t('errors.1002') })).toBeVisible();
      const account = await newPhoneAccount(request);
      await field(page, 'login.phone').fill(account.phone);
      await field(page, 'login.password').fill('Wrong-pass1');
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: t('errors.1003') })).toBeVisible();
      await field(page, 'login.password').fill(account.password);
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expectSignedIn(page, info);
      await signOut(page, info);

      await page.goto('/login?redirect=%2Fsetting');
      await live(page);
      await page.getByRole('tab', { name: t('login.tabEmail') }).click();
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(page.getByText(t('login.errors.emailRequired'))).toBeVisible();
      await expect(page.getByText(t('login.errors.passwordRequired'))).toBeVisible();
      await field(page, 'login.email').fill('newcomer@example.com');
      await field(page, 'login.password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      // Back to the stored redirect.
      await expect(page).toHaveURL(/\/setting$/);
      await expect(page.getByRole('heading', { level: 1, name: t('account.settings.title') })).toBeVisible();
    });

    test('after failed sign-ins elsewhere, the form asks for the picture code and signs in with it', async ({
      page,
      request,
    }, info) => {
      // Seven password checks (scrypt) on the server besides the page's own work.
      test.setTimeout(120_000);
      const account = await newPhoneAccount(request);
      // Someone tries wrong passwords on the account from five other addresses: enough to ask for a captcha.
      const wrong = await hashPasswordForTransport('Wrong-pass1');
      for (let i = 0; i < 5; i++) {
        const response = await request.post('/api/account/signin', {
          form: { phone: `86${account.phone}`, password: wrong },
          headers: { 'x-forwarded-for': randomAddress() },
        });
        expect((await response.json()).code, `wrong password ${i + 1}`).toBe(1003);
      }

      await page.goto('/login');
      await live(page);
      await field(page, 'login.phone').fill(account.phone);
      await field(page, 'login.password').fill(account.password);
      let captcha = nextCaptcha(page);
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      // The owner's own attempt is not refused: the form asks for the picture code.
      await expect(page.getByText(t('errors.4028'))).toBeVisible();
      await expect(field(page, 'login.captcha')).toBeFocused();
      const picture = page.getByRole('img', { name: t('login.captchaImage') });
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
      let uuid = await captcha;
      expect(await axeViolations(page)).toEqual([]);

      // Click to refresh.
      captcha = nextCaptcha(page);
      await page.getByRole('button', { name: t('login.captchaImage') }).click();
      const refreshed = await captcha;
      expect(refreshed).not.toBe(uuid);
      uuid = refreshed;

      // A wrong answer is refused and replaced by a new picture.
      captcha = nextCaptcha(page);
      await field(page, 'login.captcha').fill('XXXXX');
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(page.getByText(t('providers.captcha.wrong'))).toBeVisible();
      uuid = await captcha;

      await field(page, 'login.captcha').fill(await captchaAnswer(request, uuid));
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
      await expectSignedIn(page, info);
    });

    test('sign in with an SMS code read from the outbox', async ({ page, request }, info) => {
      // One demo phone per language and viewport: a phone gets one code a minute.
      const phone = SMS_LOGIN_PHONES[`${locale}-${info.project.name}`];
      const captcha = trackCaptcha(page);
      await page.goto('/login');
      await live(page);
      await page.getByRole('button', { name: t('login.useSms') }).click();
      await field(page, 'login.phone').fill(phone);
      await field(page, 'login.captcha').fill(await captcha.answer(request));
      const since = new Date(Date.now() - 1000).toISOString();
      await page.getByRole('button', { name: t('login.send') }).click();
      await expect(page.getByText(t('login.codeSent'))).toBeVisible();
      // The send-success message goes by itself after 3 s (spec sections 4 and 8).
      await expect(page.getByText(t('login.codeSent'))).toHaveCount(0, { timeout: TOAST_MS + 2_000 });
      await field(page, 'login.smsCode').fill('000000');
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: t('errors.1004') })).toBeVisible();
      await field(page, 'login.smsCode').fill(await outboxCode(request, `86${phone}`, since));
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expectSignedIn(page, info);
    });

    test('the desktop sign-in dialog comes back to the page it was opened on', async ({ page }, info) => {
      test.skip(isMobile(info), 'the dialog is for widths above 769 px; mobile uses /login');
      await page.goto('/companies');
      await live(page);
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('header.signIn') })
        .click();
      const dialog = page.getByRole('dialog', { name: t('login.heading') });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('tab', { name: t('login.tabEmail') }).click();
      await field(dialog, 'login.email').fill('candidate@example.com');
      await field(dialog, 'login.password').fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/companies$/);
      await expectSignedIn(page, info);
    });

    /** Signs up a new phone account through the form; it lands on the resume wizard with no e-mail. */
    async function signUpByPhoneForm(page: Page, request: APIRequestContext) {
      const captcha = trackCaptcha(page);
      const phone = uniquePhone();
      await page.goto('/signup');
      await live(page);
      await field(page, 'login.phone').fill(phone);
      await field(page, 'login.captcha').fill(await captcha.answer(request));
      const since = new Date(Date.now() - 1000).toISOString();
      await page.getByRole('button', { name: t('login.send') }).click();
      await field(page, 'login.smsCode').fill(await outboxCode(request, `86${phone}`, since));
      await field(page, 'login.password').fill(PASSWORD);
      await field(page, 'account.confirmPassword').fill(PASSWORD);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: t('account.signup.submit') }).click();
      await expect(page).toHaveURL(/\/step$/);
    }

    test('the Employers button signs a recruiter in, opens the HR system and leaves no sign-in page behind', async ({
      page,
      context,
    }, info) => {
      await page.goto('/companies');
      await live(page);
      if (isMobile(info)) await page.getByRole('button', { name: t('header.menu') }).click();
      await page.getByRole('link', { name: t('header.employers') }).click();
      // A phone signs in on /login, a desktop in the dialog over the page.
      const form = isMobile(info) ? page.getByRole('main') : page.getByRole('dialog', { name: t('login.heading') });
      await form.getByRole('tab', { name: t('login.tabEmail') }).click();
      await field(form, 'login.email').fill('recruiter@example.com');
      await field(form, 'login.password').fill(DEMO_PASSWORD);
      const hrWindow = context.waitForEvent('page');
      await form.getByRole('button', { name: t('login.submit'), exact: true }).click();
      const hr = await hrWindow;
      await expect(hr).toHaveURL(/\/hrsystem/);
      // The tab it was opened from shows a page to go on with, not "You are signed in — continue".
      await expect(page).toHaveURL(isMobile(info) ? /\/$/ : /\/companies$/);
      await expect(page.getByText(t('login.continue'), { exact: true })).toHaveCount(0);
      await expectSignedIn(page, info);
      await hr.close();
    });

    test('verify an e-mail address with a code from the dialog', async ({ page, request }, info) => {
      // A phone account has no e-mail yet: the banner offers to add one.
      await signUpByPhoneForm(page, request);

      const banner = page.getByRole('region', { name: t('account.verify.bannerLabel') });
      await expect(banner).toBeVisible();
      // On a phone the site's notice waits while this one shows; on a desktop both fit.
      const notice = page.getByRole('region', { name: t('banner.label') });
      if (isMobile(info)) await expect(notice).toBeHidden();
      else await expect(notice).toBeVisible();
      await banner.getByRole('button', { name: t('account.verify.bannerAdd') }).click();
      const dialog = page.getByRole('dialog', { name: t('account.verify.confirmTitle') });
      await expect(dialog).toBeVisible();
      const email = uniqueEmail('verify');
      await field(dialog, 'login.email').fill(email);
      const since = new Date(Date.now() - 1000).toISOString();
      await dialog.getByRole('button', { name: t('account.verify.sendCode') }).click();
      await expect(page.getByRole('dialog', { name: t('account.verify.codeTitle') })).toBeVisible();
      await field(page, 'account.emailCode').fill('000000');
      await page.getByRole('button', { name: t('account.verify.submit') }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: t('errors.1004') })
          .first(),
      ).toBeVisible();
      await field(page, 'account.emailCode').fill(await outboxCode(request, email, since));
      await page.getByRole('button', { name: t('account.verify.submit') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('account.verify.done') })).toBeVisible();
      await expect(banner).toBeHidden();
      // Verified: the site's notice is back on a phone too.
      await expect(notice).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a phone sign-up verifies its e-mail on the way to applying, and the application is sent', async ({
      page,
      request,
    }) => {
      await signUpByPhoneForm(page, request);
      // Strong enough to apply once verified (summary 15, a job 15 with duties 10, the e-mail 20).
      const summary = await page.request.post('/api/resume/updSummary', { form: { summary: 'I sell to hospitals.' } });
      expect((await summary.json()).success, 'summary').toBe(true);
      const career = await page.request.post('/api/resume/insCareer', {
        form: {
          company_name: 'Harbour Medical',
          title: 'Account Manager',
          start_date: '2020-04-01',
          is_current: 'true',
          responsibilities: 'Grew the East China accounts',
        },
      });
      expect((await career.json()).success, 'career').toBe(true);

      await page.goto('/jobs');
      await live(page);
      await page.getByRole('main').locator('a[href^="/jobs/"]').first().click();
      const apply = page.getByRole('button', { name: t('jobDetail.apply'), exact: true });
      await apply.click();
      // The dialog starts with why, without a step number; then step 1 of 2, then step 2 of 2.
      const why = page.getByRole('dialog', { name: t('account.verify.applyTitle') });
      await expect(why).toBeVisible();
      await expect(why.getByText(t('account.verify.step', { n: 4, total: 4 }))).toHaveCount(0);
      await expect(why.getByText(/\d/)).toHaveCount(0);
      await why.getByRole('button', { name: t('account.verify.verifyNow') }).click();
      const confirm = page.getByRole('dialog', { name: t('account.verify.confirmTitle') });
      await expect(confirm.getByText(t('account.verify.step', { n: 1, total: 2 }))).toBeVisible();
      const email = uniqueEmail('apply');
      await field(confirm, 'login.email').fill(email);
      const since = new Date(Date.now() - 1000).toISOString();
      await confirm.getByRole('button', { name: t('account.verify.sendCode') }).click();
      const codeStep = page.getByRole('dialog', { name: t('account.verify.codeTitle') });
      await expect(codeStep.getByText(t('account.verify.step', { n: 2, total: 2 }))).toBeVisible();
      await field(codeStep, 'account.emailCode').fill(await outboxCode(request, email, since));
      await codeStep.getByRole('button', { name: t('account.verify.submit') }).click();

      // Verified, and the application went through with no second press and no stale warning.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const applied = page.getByText(t('jobDetail.applied'), { exact: true });
      await expect(applied).toBeVisible();
      await expect(applied).toBeFocused();
      await expect(page.getByText(t('jobDetail.emailNeededTitle'))).toHaveCount(0);
      await page.reload();
      await expect(page.getByText(t('jobDetail.applied'), { exact: true })).toBeVisible();
    });

    test('verify an e-mail address by its confirmation link', async ({ page, request }) => {
      await signUpByEmail(page, request);
      await expect(page).toHaveURL(/\/step$/);
      // An address added through the dialog's "send me a link" path.
      await page.goto('/emailcheck');
      await live(page);
      await expect(page.getByRole('heading', { level: 1, name: t('account.verify.alreadyTitle') })).toBeVisible();
      await page.goto('/email/confirm/00000000-0000-4000-8000-000000000000');
      await live(page);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: new RegExp(`${t('account.confirm.expired')}|${t('account.confirm.failed')}`),
        }),
      ).toBeVisible();
      const other = uniqueEmail('link');
      const response = await page.request.post('/api/account/sendEmail', { form: { email: other } });
      expect((await response.json()).success).toBe(true);
      const link = await outboxLink(request, other);
      await page.goto(new URL(link).pathname);
      await live(page);
      await expect(page.getByRole('heading', { level: 1, name: t('account.confirm.confirmed') })).toBeVisible();
    });

    test('reset the password by e-mail code, then sign in with the new one', async ({ page, request }, info) => {
      // One code per address per 60 s: the sign-up code was just sent to the same address.
      test.setTimeout(150_000);
      const email = await signUpByEmail(page, request);
      await expect(page).toHaveURL(/\/step$/);
      await signOut(page, info);
      await page.waitForTimeout(61_000);

      await page.goto('/login');
      await live(page);
      await page.getByRole('link', { name: t('login.forgot') }).click();
      await expect(page).toHaveURL(/\/forget/);
      await page.getByRole('tab', { name: t('account.forget.byEmail') }).click();
      await field(page, 'login.email').fill(email);
      const since = new Date(Date.now() - 1000).toISOString();
      await page.getByRole('button', { name: t('login.send') }).click();
      await field(page, 'account.emailCode').fill(await outboxCode(request, email, since));
      const next = 'Renewed2026#';
      await field(page, 'account.newPassword').fill(next);
      await field(page, 'account.confirmPassword').fill(next);
      await page.getByRole('button', { name: t('account.forget.submit') }).click();
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByRole('status').filter({ hasText: t('account.forget.done') })).toBeVisible();

      await page.getByRole('tab', { name: t('login.tabEmail') }).click();
      await field(page, 'login.email').fill(email);
      await field(page, 'login.password').fill(PASSWORD);
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: t('errors.1003') })).toBeVisible();
      await field(page, 'login.password').fill(next);
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expectSignedIn(page, info);
    });

    /**
     * Plays a scan of the QR code this browser shows, in the development simulator (a second tab);
     * `nickname` is what WeChat will say the scanning account is called.
     */
    async function scanInSimulator(page: Page, options: { newAccount?: boolean; nickname?: string } = {}) {
      const simulator = await page.context().newPage();
      await simulator.goto('/dev/wechat');
      await live(simulator);
      if (options.newAccount) await simulator.getByRole('button', { name: t('account.dev.newAccount') }).click();
      if (options.nickname) await field(simulator, 'account.wxLink.devNickname').fill(options.nickname);
      await simulator.getByRole('button', { name: t('account.dev.useWaiting') }).click();
      await simulator.getByRole('button', { name: t('account.dev.scan') }).click();
      // Wait for the simulator's answer: it then keeps the openid as this browser's WeChat account.
      const sent = t('account.dev.scanned', { scene: 'SCENE', openid: 'OPENID' })
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('SCENE', '\\S+')
        .replace('OPENID', '\\S+');
      await expect(simulator.getByText(new RegExp(sent))).toBeVisible();
      await simulator.close();
    }

    test('bind WeChat through the development simulator, then sign in with it', async ({ page, request }, info) => {
      await signUpByEmail(page, request);
      await expect(page).toHaveURL(/\/step$/);
      await page.goto('/wxbind');
      await live(page);
      await expect(page.getByRole('img', { name: t('account.wechat.qrAlt') })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: t('account.wechat.statusWaiting') })).toBeVisible();

      await scanInSimulator(page, { newAccount: true });

      // The page polls every 2 s.
      await expect(page.getByText(t('account.wechat.bound'))).toBeVisible({ timeout: 10_000 });
      await page.goto('/setting');
      await live(page);
      await expect(page.getByRole('button', { name: t('account.wechat.unbind') })).toBeVisible();

      // The simulator keeps scanning as the same WeChat account, which now signs in.
      await signOut(page, info);
      await page.goto('/login');
      await live(page);
      await page.getByRole('button', { name: t('login.wechat.button') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('login.wechat.statusWaiting') })).toBeVisible();
      await scanInSimulator(page);
      await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
      await expectSignedIn(page, info);
    });

    test('a WeChat account bound to nobody is linked on /bind after confirming, then signs in', async ({
      page,
      request,
    }, info) => {
      const account = await newPhoneAccount(request);
      const nickname = `Journey 微信 ${unique()}`;
      await page.goto('/login');
      await live(page);
      await page.getByRole('button', { name: t('login.wechat.button') }).click();
      await expect(page.getByRole('img', { name: t('account.wechat.qrAlt') })).toBeVisible();
      expect(await axeViolations(page), `WeChat sign-in (${locale})`).toEqual([]);
      await scanInSimulator(page, { newAccount: true, nickname });
      await expect(page.getByRole('status').filter({ hasText: t('login.wechat.statusScanned') })).toBeVisible({
        timeout: 10_000,
      });
      expect(await axeViolations(page), `WeChat sign-in, unbound scan (${locale})`).toEqual([]);
      await page.getByRole('link', { name: t('login.wechat.linkIt') }).click();
      await expect(page).toHaveURL(/\/bind\?scene=login_/);
      await expect(page.getByRole('button', { name: t('login.wechat.button') })).toHaveCount(0);
      // Which WeChat account scanned is shown before signing in, and again with the account it would be linked to.
      const wechatCard = page.getByTestId('wechat-account');
      await expect(wechatCard.getByText(nickname)).toBeVisible();
      await expect(wechatCard.getByRole('img', { name: t('account.wxLink.avatarAlt') })).toBeVisible();
      await field(page, 'login.phone').fill(account.phone);
      await field(page, 'login.password').fill(account.password);
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(page.getByRole('heading', { name: t('account.wxLink.heading') })).toBeVisible();
      await expect(wechatCard.getByText(nickname)).toBeVisible();
      await expect(wechatCard.getByRole('img', { name: t('account.wxLink.avatarAlt') })).toBeVisible();
      await expect(wechatCard.getByText(new RegExp(t('account.wxLink.scannedAt', { time: '' })))).toBeVisible();
      await expect(page.getByText(new RegExp(`\\*{4}${account.phone.slice(-4)}`))).toBeVisible();
      await expect(page.getByRole('button', { name: t('account.wxLink.cancel') })).toBeVisible();
      expect(await axeViolations(page), `WeChat link confirmation (${locale})`).toEqual([]);
      await page.getByRole('button', { name: t('account.wxLink.submit') }).click();
      await expect(page).toHaveURL(/\/setting/);
      await expect(page.getByRole('button', { name: t('account.wechat.unbind') })).toBeVisible();
      await expect(page.getByText(t('account.wechat.boundAs', { name: nickname }))).toBeVisible();

      await signOut(page, info);
      await page.goto('/login');
      await live(page);
      await page.getByRole('button', { name: t('login.wechat.button') }).click();
      await expect(page.getByRole('img', { name: t('account.wechat.qrAlt') })).toBeVisible();
      await scanInSimulator(page);
      await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
      await expectSignedIn(page, info);
    });

    test('a WeChat sign-in code scanned in another browser cannot be linked to the account it is sent to', async ({
      page,
      browser,
      attackerSite,
      baseURL,
    }, info) => {
      // The attacker: a sign-in QR code of their own, scanned with their own WeChat account, bound to nobody.
      await page.goto('/login');
      await live(page);
      await page.getByRole('button', { name: t('login.wechat.button') }).click();
      await expect(page.getByRole('img', { name: t('account.wechat.qrAlt') })).toBeVisible();
      await scanInSimulator(page, { newAccount: true, nickname: `Attacker ${unique()}` });
      const linkIt = page.getByRole('link', { name: t('login.wechat.linkIt') });
      await expect(linkIt).toBeVisible({ timeout: 10_000 });
      const bindPath = await linkIt.getAttribute('href');
      expect(bindPath).toMatch(/^\/bind\?scene=login_/);
      const scene = new URL(bindPath!, 'http://x').searchParams.get('scene')!;

      // The victim: signed in to an account of their own in their own browser, follows the attacker's link.
      const victimContext = await browser.newContext();
      try {
        await victimContext.addCookies([{ name: 'language', value: locale, url: info.project.use.baseURL! }]);
        await newPhoneAccount(victimContext.request);
        const victim = await victimContext.newPage();
        await victim.goto(bindPath!);
        await live(victim);
        await expect(victim.getByRole('heading', { name: t('account.wxLink.unavailableTitle') })).toBeVisible();
        await expect(victim.getByRole('button', { name: t('account.wxLink.submit') })).toHaveCount(0);
        await expect(victim.getByText(/Attacker/)).toHaveCount(0);
        expect(await axeViolations(victim), `WeChat link refused (${locale})`).toEqual([]);
        // Nor does posting the call directly (as a same-site form would) link anything.
        const forged = await victim.request.post('/api/account/bindUser', { form: { scene } });
        expect(await forged.json()).toMatchObject({ success: false, code: 4004 });
        // Nor does a page of the attacker's, on another loopback origin, that posts the form for the victim.
        const lure = attackerSite.page(
          `/link-${locale}-${info.project.name}`,
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link</title></head><body>
<form method="post" action="${baseURL}/api/account/bindUser"><input type="hidden" name="scene" value="${scene}"></form>
<script>document.forms[0].submit()</script></body></html>`,
        );
        const lured = victim.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === '/api/account/bindUser' && response.request().method() === 'POST',
        );
        await victim.goto(lure);
        expect((await lured).status()).toBe(403);
        await victim.goto('/setting');
        await live(victim);
        await expect(victim.getByText(t('account.wechat.notBound'))).toBeVisible();
        await expect(victim.getByRole('button', { name: t('account.wechat.unbind') })).toHaveCount(0);
      } finally {
        await victimContext.close();
      }

      // The attacker's WeChat account is still linked to nobody: scanning again signs nobody in.
      await page.goto('/login');
      await live(page);
      await page.getByRole('button', { name: t('login.wechat.button') }).click();
      await expect(page.getByRole('img', { name: t('account.wechat.qrAlt') })).toBeVisible();
      await scanInSimulator(page);
      await expect(page.getByRole('status').filter({ hasText: t('login.wechat.statusScanned') })).toBeVisible({
        timeout: 10_000,
      });
    });

    test('apply an invite code stored from ?inv_id on the first sign-in', async ({ page, request }) => {
      await page.goto(`/companies?inv_id=${DEMO_INVITE_CODE}`);
      await live(page);
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'inv_id')?.value).toBe(DEMO_INVITE_CODE);
      await signUpByEmail(page, request);
      await expect(page.getByRole('status').filter({ hasText: t('account.invite.applied') })).toBeVisible();
      await expect(page).toHaveURL(/\/step$/);
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'inv_id')).toBeUndefined();
    });

    // A user's own invite link bringing a friend in is part of the visitor journey (visitor-journey.spec.ts).

    test('a refused invite code warns and goes home', async ({ page, request }) => {
      await page.goto('/?inv_id=NO-SUCH-CODE');
      await live(page);
      await signUpByEmail(page, request);
      await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });

    test('account pages have no WCAG 2.2 AA violations', async ({ page, request }) => {
      // Twelve pages, each loaded, settled and scanned by axe: on a busy two-core CI machine that is more than 30 s.
      test.slow();
      for (const path of ['/login', '/signup', '/forget', '/useragreement', '/email/confirm/nope']) {
        await page.goto(path);
        await live(page);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), `${path} (${locale})`).toEqual([]);
      }
      await signUpByEmail(page, request);
      await expect(page).toHaveURL(/\/step$/);
      for (const path of [
        '/setting',
        '/basicinfo',
        '/bindemail',
        '/emailcheck',
        '/wxbind',
        '/dev/outbox',
        '/dev/wechat',
      ]) {
        await page.goto(path);
        await live(page);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), `${path} (${locale})`).toEqual([]);
      }
      // The address's state is a badge, as on /setting: no English parentheses around it on the Chinese page.
      await page.goto('/bindemail');
      await expect(page.locator('main')).toContainText(t('account.settings.verified'));
      await expect(page.locator('main')).not.toContainText(`(${t('account.settings.verified')})`);
    });
  });
}
