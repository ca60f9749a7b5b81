import { hashPasswordForTransport } from '@jobbridge/shared';
import { chromium } from 'playwright';

const base = 'http://127.0.0.1:8620';
const run = async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const [name, viewport, lang] of [
    ['desk', { width: 1280, height: 900 }, 'en'],
    ['phone', { width: 390, height: 844 }, 'zh'],
  ] as const) {
    const ctx = await browser.newContext({ viewport, baseURL: base });
    await ctx.addCookies([{ name: 'language', value: lang, url: base }]);
    const page = await ctx.newPage();
    const r = await page.request.post('/api/account/signinByEmail', {
      form: { email: 'candidate@example.com', password: await hashPasswordForTransport('Demo1234!') },
      headers: { origin: base },
    });
    console.log(name, (await r.json()).success);
    const rec = await ctx.browser()!.newContext({ baseURL: base });
    const jobs = await (
      await page.request.post('/api/job/searchJobList', {
        form: { keyword: 'Cloudsail', size: '5' },
        headers: { origin: base },
      })
    ).json();
    const jobId = jobs.data.list[0].job_id;
    await page.goto(`/message?job_id=${jobId}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const box = page.getByRole('textbox').last();
    await box.fill('Hello! Is this role open to candidates outside China? 😀');
    await box.press('Enter');
    await page.waitForTimeout(800);
    await page.getByRole('button', { name: /Emoji|表情/ }).click();
    await page.screenshot({ path: `/tmp/chat-${name}.png`, fullPage: false });
    await page.goto('/message');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/chatlist-${name}.png`, fullPage: false });
    await rec.close();
    await ctx.close();
  }
  await browser.close();
};
run();
