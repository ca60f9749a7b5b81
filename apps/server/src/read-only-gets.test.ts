import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing';

/**
 * Nothing changes state on a GET (decision 0010): a link, an image, a
 * prefetch or a page on another site can make a signed-in browser send a
 * GET, and the cross-site check lets every GET through. Each GET under /api
 * was reviewed and is listed here with why it only reads; a new GET route
 * fails this test until it is reviewed and added (or made a POST).
 */
const REVIEWED_READ_ONLY_GETS: Record<string, string> = {
  '/api/account/randomImage':
    'issues a picture captcha: a new single-use captcha row, no user data, limited per IP (the spec fetches it by GET)',
  '/api/account/avatar/:file_id': 'reads a profile photo',
  '/api/company/logo/:file_id': "reads a company's logo",
  '/api/account/exportMyData': "reads the user's data as a download (the same as its POST)",
  '/api/resume/pdf': "renders the user's resume as a PDF",
  '/api/message/chatResume/:message_id':
    "renders a resume card's candidate resume as a PDF, for the conversation's people",
  '/api/manager/guidePdf/:file': 'renders a public guide document as a PDF',
  '/api/resume/file/:file_id': 'reads a resume file',
  '/api/review/file/:file_id': 'reads a licence or certificate file',
  '/api/inviteCode/getCheckUser/:id': 'reads whether the user used an invite code',
  '/api/alert/unsubscribe/:token': 'reads: a page asking to confirm (its POST unsubscribes)',
  '/api/wechat/push': "answers WeChat's signed URL check (echoes echostr)",
  '/api/dev/captcha': 'development tools: reads a captcha answer',
  '/api/dev/outbox': 'development tools: reads the outbox',
  '/api': 'the 4004 answer of an unknown path',
  '/api/*': 'the 4004 answer of an unknown path',
};

let t: TestApp;
beforeAll(async () => {
  // Development tools on, so that their routes are registered and reviewed too.
  t = await createTestApp({ env: { DEV_TOOLS: 'true' } });
}, 60_000);
afterAll(() => t?.close());

describe('GET routes under /api', () => {
  it('are exactly the reviewed read-only calls', () => {
    const gets = t.app.routeTable
      .filter((route) => (route.url === '/api' || route.url.startsWith('/api/')) && route.methods.includes('GET'))
      .map((route) => route.url);
    expect([...new Set(gets)].sort()).toEqual(Object.keys(REVIEWED_READ_ONLY_GETS).sort());
  });

  it('include no call that applies an invite code or unsubscribes', () => {
    const urls = t.app.routeTable.filter((route) => route.methods.includes('GET')).map((route) => route.url);
    expect(urls).not.toContain('/api/inviteCode/applyInviteCode/:userId/:inviteCode');
    const apply = t.app.routeTable.find((route) => route.url === '/api/inviteCode/applyInviteCode/:userId/:inviteCode');
    expect(apply?.methods).toEqual(['POST']);
  });
});
