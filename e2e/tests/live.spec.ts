/**
 * The live connection (spec section 4) in both languages: a signed-in page
 * opens its socket with the login notice; when the connection is cut the
 * lasting "disconnected" notice shows, the page keeps trying every 2 s, and
 * once the network is back it says "reconnected" for 3 s. The test stands
 * between the page and the server (routeWebSocket): it passes frames on,
 * then cuts the socket and refuses new ones while "offline".
 */
import { translate } from '@jobbridge/shared';
import type { WebSocketRoute } from '@playwright/test';
import { expect, live, setLocale, test } from '../fixtures';
import { signUpByEmailApi } from '../journey-kit';

for (const locale of ['en', 'zh'] as const) {
  test(`a lost live connection is announced and recovers by itself (${locale})`, async ({ page }) => {
    await setLocale(page, locale);
    let online = true;
    const open: WebSocketRoute[] = [];
    const fromPage: string[] = [];
    await page.routeWebSocket(/\/ws\/candidate\/\d+$/, (ws) => {
      if (!online) {
        ws.close({ code: 1013, reason: 'offline' });
        return;
      }
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        fromPage.push(String(message));
        server.send(message);
      });
      open.push(ws);
    });
    await signUpByEmailApi(page, 'live');
    await page.goto('/');
    await live(page);

    await expect.poll(() => fromPage).toContain(JSON.stringify({ type: 'login', login: true }));
    const disconnected = page.getByTestId('live-disconnected');
    const reconnected = page.getByTestId('live-reconnected');
    await expect(disconnected).toHaveCount(0);

    // The network goes: the socket is cut and new ones fail.
    online = false;
    for (const ws of open.splice(0)) await ws.close({ code: 1012, reason: 'cut' });
    await expect(disconnected).toBeVisible();
    await expect(disconnected).toContainText(translate(locale, 'live.disconnected'));
    // Still down after a few attempts: the notice stays.
    await page.waitForTimeout(2_500);
    await expect(disconnected).toBeVisible();

    // The network is back: the next attempt opens, says so, then the notice goes.
    online = true;
    await expect(reconnected).toBeVisible({ timeout: 6_000 });
    await expect(reconnected).toHaveText(translate(locale, 'live.reconnected'));
    await expect(disconnected).toHaveCount(0);
    await expect(reconnected).toHaveCount(0, { timeout: 6_000 });
    expect(open.length).toBe(1);
  });
}
