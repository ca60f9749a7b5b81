/**
 * Chat about a job (issue "Conversations") in both languages, on desktop and
 * phone: a new candidate opens a chat from a job page of the demo company,
 * sends with Enter, a newline with Shift+Enter, an emoji and a quick phrase,
 * is told an empty message is not sent; the demo recruiter, in a second
 * browser context, finds the conversation in the HR system and answers, and the candidate
 * sees the answer without reloading, and their messages marked read. Then
 * the candidate's connection is cut (the test stands between page and
 * server): a message typed offline waits, and arrives exactly once when the
 * network is back. Each sees the other online. Last, the candidate blocks the conversation (the
 * recruiter's next message is refused, saying why) and reports it. A recruiter whose page has no live
 * connection sends through the API, and a refusal there shows why in place of the box too.
 */
import { LIVE_CLOSE_CODES, LIVE_REFRESH_DELAY_MS, TOAST_MS, translate } from '@jobbridge/shared';
import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, live, setLocale, signInAs, test } from '../fixtures';
import { DEMO_PASSWORD, demoJob, signUpByEmailApi, unique } from '../journey-kit';

const RECRUITER = 'recruiter@example.com';

for (const locale of ['en', 'zh'] as const) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test(`a candidate and a recruiter chat about a job in real time (${locale})`, async ({ page, browser }, info) => {
    test.slow();
    await setLocale(page, locale);
    // The test stands between the candidate's page and the server, so it can cut the network.
    let online = true;
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/ws\/candidate\/\d+$/, (ws) => {
      if (!online) {
        ws.close({ code: 1013, reason: 'offline' });
        return;
      }
      ws.connectToServer();
      sockets.push(ws);
    });

    const recruiterContext = await browser.newContext();
    const recruiter = await recruiterContext.newPage();
    await setLocale(recruiter, locale);
    await signInAs(recruiter, RECRUITER, DEMO_PASSWORD);
    const job = await demoJob(recruiter);

    await signUpByEmailApi(page, 'chat');
    await page.goto(`/jobs/${job.job_id}`);
    await live(page);
    await page.getByRole('link', { name: t('jobDetail.chat', { name: job.first_name }) }).click();
    await expect(page).toHaveURL(new RegExp(`/message\\?job_id=${job.job_id}`));
    await live(page);
    const box = page.getByRole('textbox', { name: t('chat.messageLabel') });
    const log = page.getByRole('log');

    // Empty: refused with the spec's message, which goes after 3 s.
    await box.press('Enter');
    const empty = page.getByText(t('chat.empty_message'));
    await expect(empty).toBeVisible();
    await expect(empty).toHaveCount(0, { timeout: TOAST_MS + 2_000 });

    // Enter sends; Shift+Enter is a newline.
    const first = `Hello ${unique()}`;
    await box.fill(first);
    await box.press('Shift+Enter');
    await box.pressSequentially('second line');
    await box.press('Enter');
    await expect(log.getByText(first)).toBeVisible();
    await expect(box).toHaveValue('');
    // The conversation opens with a card of the job.
    await expect(log.getByText(t('chat.aboutJob'))).toBeVisible();

    // An emoji, then a quick phrase.
    await page.getByRole('button', { name: t('chat.emoji') }).click();
    await page.getByRole('button', { name: '🙂', exact: true }).click();
    await box.press('Enter');
    await expect(log.getByText('🙂', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t('chat.quickPhrases') }).click();
    await page.getByRole('button', { name: t('chat.phrases.candidate.1') }).click();
    await expect(box).toHaveValue(t('chat.phrases.candidate.1'));
    await page.getByRole('button', { name: t('chat.send'), exact: true }).click();
    await expect(log.getByText(t('chat.phrases.candidate.1'))).toBeVisible();
    await expect(log.getByText(t('chat.unread'), { exact: false }).first()).toBeVisible();

    // The recruiter opens the conversation in another browser and answers.
    const chats = await (await page.request.post('/api/message/getAllChatMessages', { form: {} })).json();
    const item = (
      chats.data.list as {
        job_id: number;
        candidate_id: number;
        user_id: number;
        brand_name: string;
        position: string;
      }[]
    ).find((one) => one.job_id === job.job_id);
    expect(item, 'the conversation is listed').toBeTruthy();
    const candidateId = item?.candidate_id;
    // In the HR system: the job's conversations, then this one.
    await recruiter.goto(`/hrsystem/chats?job=${job.job_id}`);
    await live(recruiter);
    await recruiter.locator(`a[href*="job_id=${job.job_id}&with=${candidateId}"]`).click();
    await expect(recruiter).toHaveURL(new RegExp(`/hrsystem/chats\\?job_id=${job.job_id}&with=${candidateId}`));
    const recruiterLog = recruiter.getByRole('log');
    await expect(recruiterLog.getByText(first)).toBeVisible();
    // The candidate is told which company; the company's own people are not told their own name again.
    const header = (who: Page) => who.locator('section[aria-labelledby="chat-title"] > header');
    await expect(header(page)).toContainText(item?.brand_name ?? '-');
    await expect(header(recruiter)).toContainText(item?.position ?? '-');
    await expect(header(recruiter)).not.toContainText(item?.brand_name ?? '-');
    const listed = recruiter.locator(`a[href*="job_id=${job.job_id}&with=${candidateId}"]`);
    await expect(listed).toContainText(item?.position ?? '-');
    await expect(listed).not.toContainText(item?.brand_name ?? '-');
    // Each sees the other online: the candidate's dialog learnt it live, when the recruiter's page connected.
    await expect(recruiter.locator('[data-presence="online"]')).toHaveText(t('chat.online'));
    await expect(page.locator('[data-presence="online"]')).toHaveText(t('chat.online'));
    const answer = `Welcome ${unique()}`;
    await recruiter.getByRole('textbox', { name: t('chat.messageLabel') }).fill(answer);
    await recruiter.getByRole('textbox', { name: t('chat.messageLabel') }).press('Enter');
    await expect(recruiterLog.getByText(answer)).toBeVisible();

    // The candidate sees it without reloading, and their own messages are now read.
    await expect(log.getByText(answer)).toBeVisible();
    await expect(log.locator('[data-read="unread"]')).toHaveCount(0);

    // The network goes: a message typed now waits, then arrives once.
    online = false;
    for (const ws of sockets.splice(0)) await ws.close({ code: 1012, reason: 'cut' });
    await expect(page.getByTestId('live-disconnected')).toBeVisible();
    const offline = `Offline ${unique()}`;
    await box.fill(offline);
    await box.press('Enter');
    await expect(log.getByText(offline)).toBeVisible();
    await expect(log.getByText(t('chat.sending'))).toBeVisible();
    online = true;
    await expect(page.getByTestId('live-reconnected')).toBeVisible({ timeout: 8_000 });
    await expect(log.getByText(t('chat.sending'))).toHaveCount(0, { timeout: 8_000 });
    await expect(recruiterLog.getByText(offline)).toHaveCount(1);
    const stored = await (
      await page.request.post('/api/message/getChatMessages', {
        form: { from_user_id: String(candidateId), to_user_id: String(item?.user_id), job_id: String(job.job_id) },
      })
    ).json();
    expect((stored.data.list as { content: string }[]).filter((m) => m.content === offline)).toHaveLength(1);

    // Elsewhere on the site, a new answer shows in the header's chat badge without a reload.
    await page.goto('/jobs');
    await live(page);
    const phone = info.project.name === 'mobile';
    if (!phone) await expect(page.getByRole('button', { name: t('header.chats'), exact: true })).toBeVisible();
    const later = `Later ${unique()}`;
    await recruiter.getByRole('textbox', { name: t('chat.messageLabel') }).fill(later);
    await recruiter.getByRole('textbox', { name: t('chat.messageLabel') }).press('Enter');
    if (phone) {
      // On a phone the count is in the menu.
      await page.waitForTimeout(LIVE_REFRESH_DELAY_MS + 1_000);
      await page.getByRole('button', { name: t('header.menu') }).click();
      await expect(page.getByRole('link', { name: `${t('header.chats')} (1)` })).toBeVisible({ timeout: 8_000 });
    } else {
      await expect(page.getByRole('button', { name: t('header.chatsUnread', { n: 1 }) })).toBeVisible({
        timeout: 8_000,
      });
    }

    // The candidate blocks the conversation: the recruiter's next message is refused, saying why; then a report.
    // The recruiter's page learns of the block when its data next loads, which a live update may start at any
    // moment (and then shows why in place of the message box): its data requests are held until the message
    // is sent, so the page is the one the recruiter had open when the candidate blocked.
    let releaseData = () => {};
    const dataHeld = new Promise<void>((resolve) => {
      releaseData = resolve;
    });
    await recruiter.route(/\.data(\?|$)/, async (route) => {
      await dataHeld;
      await route.continue();
    });
    await page.goto(`/message?job_id=${job.job_id}&with=${item?.user_id}`);
    await live(page);
    await page.getByRole('button', { name: t('chat.block'), exact: true }).click();
    await expect(page.getByText(t('chat.blockedNow'))).toBeVisible();
    const refused = `Refused ${unique()}`;
    await recruiter.getByRole('textbox', { name: t('chat.messageLabel') }).fill(refused);
    await recruiter.getByRole('textbox', { name: t('chat.messageLabel') }).press('Enter');
    await expect(recruiterLog.getByText(t('server.chat.blocked'))).toBeVisible();
    // The refusal reloads the page's data (held until now); a draft typed meanwhile stays, read-only.
    const draft = `Draft ${unique()}`;
    await recruiter.getByRole('textbox', { name: t('chat.messageLabel') }).fill(draft);
    releaseData();
    // Waits for the held requests to go on (the refusal's reload, and any a live update started).
    await recruiter.unrouteAll({ behavior: 'wait' });
    await expect(recruiter.getByRole('status').filter({ hasText: t('server.chat.blocked') })).toBeVisible();
    const kept = recruiter.getByRole('textbox', { name: t('chat.messageLabel') });
    await expect(kept).toHaveValue(draft);
    await expect(kept).toHaveAttribute('readonly', '');
    await expect(recruiter.getByRole('button', { name: t('chat.send') })).toBeDisabled();
    // The refused message keeps its reason, without a Retry that could only be refused again.
    await expect(recruiterLog.getByText(t('server.chat.blocked'))).toBeVisible();
    await expect(recruiterLog.getByRole('button', { name: t('chat.retry') })).toHaveCount(0);
    // Loaded again, the recruiter's page says why in place of the message box.
    await recruiter.reload();
    await expect(recruiter.getByText(t('server.chat.blocked'))).toBeVisible();
    await expect(recruiter.getByRole('textbox', { name: t('chat.messageLabel') })).toHaveCount(0);
    await page.getByRole('button', { name: t('chat.report'), exact: true }).click();
    await page.getByLabel(t('chat.reportReason')).selectOption('spam');
    await page.getByRole('button', { name: t('chat.sendReport') }).click();
    await expect(page.getByText(t('chat.reported'))).toBeVisible();
    await recruiterContext.close();
  });

  test(`a message sent without the live connection, refused by a block, shows why in place of the box (${locale})`, async ({
    page,
    browser,
  }) => {
    await setLocale(page, locale);
    const recruiterContext = await browser.newContext();
    const recruiter = await recruiterContext.newPage();
    await setLocale(recruiter, locale);
    // The recruiter's live connection is refused for good (as for a session it does not accept): its page
    // sends through the API, and nothing live tells it of the block.
    let refusedSockets = 0;
    await recruiter.routeWebSocket(/\/ws\/candidate\/\d+$/, async (ws) => {
      await ws.close({ code: LIVE_CLOSE_CODES.forbidden, reason: 'refused' });
      refusedSockets++;
    });
    await signInAs(recruiter, RECRUITER, DEMO_PASSWORD);
    const job = await demoJob(recruiter);

    await signUpByEmailApi(page, 'chatblock');
    const hello = await (
      await page.request.post('/api/message/sendChatMessage', {
        form: {
          to_user_id: String(job.recruiter_id),
          job_id: String(job.job_id),
          content: `Hi ${unique()}`,
          client_id: unique(),
        },
      })
    ).json();
    expect(hello.success, 'the candidate opens the conversation').toBe(true);
    const candidateId = hello.data.from_user_id as number;

    await recruiter.goto(`/hrsystem/chats?job_id=${job.job_id}&with=${candidateId}`);
    await live(recruiter);
    await expect.poll(() => refusedSockets).toBeGreaterThan(0);
    const box = recruiter.getByRole('textbox', { name: t('chat.messageLabel') });
    await expect(box).toBeEditable();

    const blocked = await (
      await page.request.post('/api/message/blockChat', {
        form: { to_user_id: String(job.recruiter_id), job_id: String(job.job_id) },
      })
    ).json();
    expect(blocked.data?.blocked, 'the candidate blocks the conversation').toBe(true);

    await box.fill(`Refused ${unique()}`);
    await box.press('Enter');
    // The message says why; the page's data is loaded again, so the reason takes the (empty) box's place.
    await expect(recruiter.getByRole('log').getByText(t('server.chat.blocked'))).toBeVisible();
    await expect(recruiter.getByRole('status').filter({ hasText: t('server.chat.blocked') })).toBeVisible();
    await expect(box).toHaveCount(0);
    await expect(recruiter.getByRole('log').getByRole('button', { name: t('chat.retry') })).toHaveCount(0);
    await recruiterContext.close();
  });
}
