import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { hashPasswordForTransport } from '@jobbridge/shared';
import { test as base, expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Locale = 'en' | 'zh';

/** Open a page in a language by setting the language cookie first, as the toggle does. */
async function setLocale(page: Page, locale: Locale) {
  await page.context().addCookies([{ name: 'language', value: locale, url: base.info().project.use.baseURL! }]);
}

/**
 * Signs a browser context in as an existing account through the API. The
 * session is made once per worker and account, then reused: the sign-in
 * limits (decision 0011) hold for a whole run of the suite too.
 */
const sessions = new Map<string, Promise<string>>();
async function signInAs(page: Page, email: string, password: string) {
  const baseURL = base.info().project.use.baseURL!;
  let token = sessions.get(email);
  if (!token) {
    token = (async () => {
      const response = await page.request.post('/api/account/signinByEmail', {
        form: { email, password: await hashPasswordForTransport(password) },
      });
      expect((await response.json()).success, `sign in ${email}`).toBe(true);
      const cit = (await page.context().cookies()).find((c) => c.name === 'cit');
      expect(cit, 'session cookie').toBeTruthy();
      return cit!.value;
    })();
    sessions.set(email, token);
    token.catch(() => sessions.delete(email));
  }
  await page.context().addCookies([{ name: 'cit', value: await token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

/** WCAG 2.2 AA check with axe-core; returns the violations (the test asserts none). */
/** Pages on which axe is running: axe's own inline styles trip the page's CSP, which is not the page's fault. */
const axeRunning = new WeakSet<Page>();

async function axeViolations(page: Page) {
  axeRunning.add(page);
  try {
    return await runAxe(page);
  } finally {
    axeRunning.delete(page);
  }
}

async function runAxe(page: Page) {
  // Evaluated through the debugging protocol: the page's CSP (rightly) refuses injected script tags.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v: { id: string; help: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  });
}

/** A documentation-range address per test, so per-IP rate limits see each test as its own visitor. */
let visitor = 0;
const nextVisitorIp = () => {
  visitor += 1;
  return `198.51.${(process.pid + visitor) % 250}.${(visitor % 250) + 1}`;
};

/**
 * Another site on a second loopback origin (127.0.0.1, another port: the same
 * site as the app for the browser, so its SameSite=Lax cookies go along), for
 * journeys where a page elsewhere tries to act for the signed-in user.
 */
export interface AttackerSite {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Serves `html` at `path` (no headers of its own: no CSP, no framing rules); returns its URL. */
  page(path: string, html: string): string;
}

/** First port of the attacker sites (one per parallel worker): E2E_ATTACKER_PORT, else 8492. */
const ATTACKER_PORT = Number(process.env.E2E_ATTACKER_PORT ?? 8492);

async function startAttackerSite(port: number): Promise<{ site: AttackerSite; server: Server }> {
  const pages = new Map<string, string>();
  const server = createServer((request, response) => {
    const html = pages.get((request.url ?? '/').split('?')[0]);
    response.writeHead(html === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? 'not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    server,
    site: {
      origin,
      page(path, html) {
        pages.set(path, html);
        return `${origin}${path}`;
      },
    },
  };
}

export const test = base.extend<{ consoleErrors: string[] }, { attackerSite: AttackerSite }>({
  attackerSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument.
    async ({}, use, workerInfo) => {
      const { site, server } = await startAttackerSite(ATTACKER_PORT + workerInfo.parallelIndex);
      await use(site);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  // The e2e server trusts X-Forwarded-For as it would behind a load balancer (TRUST_PROXY=true).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': nextVisitorIp() });
  },
  // Any console error or uncaught page error fails the test. Failed requests the
  // page expects and explains to the user (401, 403, 404, 409, 428 answers) are not errors.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (axeRunning.has(page)) return;
        if (msg.type() === 'error' && !/status of 4(0[1349]|28)/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { axeViolations, expect, type Locale, setLocale, signInAs };

/**
 * Waits until the page is live: hydrated, so buttons that only work with
 * JavaScript (dialogs, tabs, QR codes) answer a click.
 */
export async function live(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
