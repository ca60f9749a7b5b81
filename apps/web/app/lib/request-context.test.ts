import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { apiContext } from '../api/context';
import type { ApiCall } from '../api/transport';
import {
  getSessionUser,
  lostSession,
  requestInfoContext,
  requestMiddleware,
  requireUserMiddleware,
} from './request-context';

function setup(url: string, headers: Record<string, string> = {}, signedIn = true) {
  const calls: ApiCall[] = [];
  const context = new RouterContextProvider();
  context.set(
    apiContext,
    createApiClient(async (call) => {
      calls.push(call);
      if (call.path === '/account/signinByToken') {
        return signedIn
          ? { success: true, data: { user_id: 7, first_name: 'Wei' } }
          : { success: false, code: 4001, msg: '', data: null };
      }
      return { success: true, data: null };
    }),
  );
  const request = new Request(url, { headers });
  const args = { request, context, url: new URL(url), params: {}, pattern: '/' } as unknown as Parameters<
    typeof requestMiddleware
  >[0];
  return { context, args, calls };
}

const run = async (args: Parameters<typeof requestMiddleware>[0]) =>
  (await requestMiddleware(args, async () => new Response('ok'))) as Response;

describe('requestMiddleware', () => {
  it('picks the language: ?lang, then cookie, then Accept-Language', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['http://x/?lang=zh', { cookie: 'language=en' }, 'zh'],
      ['http://x/', { cookie: 'language=zh', 'accept-language': 'en-US' }, 'zh'],
      ['http://x/', { 'accept-language': 'zh-CN,zh;q=0.9' }, 'zh'],
      ['http://x/', { 'accept-language': 'fr' }, 'en'],
      ['http://x/?lang=fr', { cookie: 'language=xx' }, 'en'],
    ];
    for (const [url, headers, locale] of cases) {
      const { args, context } = setup(url, headers);
      await run(args);
      expect(context.get(requestInfoContext).locale, url).toBe(locale);
    }
  });

  it('stores ?lang and ?inv_id as cookies', async () => {
    const { args } = setup('https://x/jobs?lang=zh&inv_id=abc-123');
    const response = await run(args);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain('language=zh; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(cookies).toContain('inv_id=abc-123; Path=/; Max-Age=2592000; SameSite=Lax; Secure');
  });

  it('does not store a bad invitation id or an unchanged language', async () => {
    const { args } = setup('http://x/?lang=en&inv_id=%3Cscript%3E', { cookie: 'language=en' });
    expect((await run(args)).headers.getSetCookie()).toEqual([]);
  });

  it('asks for the user once, and only with a session cookie', async () => {
    const visitor = setup('http://x/');
    await run(visitor.args);
    expect(await getSessionUser(visitor.context)).toBeNull();
    expect(visitor.calls).toEqual([]);

    const member = setup('http://x/', { cookie: 'cit=token' });
    await run(member.args);
    await Promise.all([getSessionUser(member.context), getSessionUser(member.context)]);
    expect((await getSessionUser(member.context))?.user_id).toBe(7);
    expect(member.calls.filter((call) => call.path === '/account/signinByToken')).toHaveLength(1);
  });
});

describe('userinfo cookie', () => {
  const runLookingUp = async (args: Parameters<typeof requestMiddleware>[0], context: RouterContextProvider) =>
    (await requestMiddleware(args, async () => {
      await getSessionUser(context);
      return new Response('ok');
    })) as Response;

  it('is stored for 30 days after a successful lookup, display data only', async () => {
    const { args, context } = setup('http://x/', { cookie: 'cit=t' });
    const cookies = (await runLookingUp(args, context)).headers.getSetCookie();
    const stored = cookies.find((line) => line.startsWith('userinfo='));
    expect(stored).toContain('Max-Age=2592000');
    expect(JSON.parse(decodeURIComponent(stored!.split(';')[0].slice('userinfo='.length)))).toMatchObject({
      user_id: 7,
      first_name: 'Wei',
    });
  });

  it('is dropped when the session is gone, and the page knows it lost the session', async () => {
    const { args, context } = setup('http://x/jobs', { cookie: 'cit=t; userinfo=%7B%22user_id%22%3A7%7D' }, false);
    const cookies = (await runLookingUp(args, context)).headers.getSetCookie();
    expect(cookies).toContain('userinfo=; Path=/; Max-Age=0; SameSite=Lax');
    expect(await lostSession(context)).toBe(true);
    const visitor = setup('http://x/jobs', {}, false);
    await run(visitor.args);
    expect(await lostSession(visitor.context)).toBe(false);
  });

  it('is left alone when nobody looked the user up', async () => {
    const { args } = setup('http://x/', { cookie: 'cit=t; userinfo=x' });
    expect((await run(args)).headers.getSetCookie()).toEqual([]);
  });
});

describe('requireUserMiddleware', () => {
  it('sends visitors to /login with the original path and query', async () => {
    const { args } = setup('http://x/tracker?tab=2', { cookie: 'cit=stale' }, false);
    await run(args);
    try {
      await requireUserMiddleware(args, async () => new Response());
      expect.unreachable();
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get('location')).toBe('/login?redirect=%2Ftracker%3Ftab%3D2');
    }
  });

  it('lets a signed-in user through', async () => {
    const { args } = setup('http://x/tracker', { cookie: 'cit=ok' });
    await run(args);
    await expect(requireUserMiddleware(args, async () => new Response())).resolves.toBeUndefined();
  });
});
