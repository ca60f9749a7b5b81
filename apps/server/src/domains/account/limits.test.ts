import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../lib/call';
import { verifyCaptcha } from '../../providers';
import { createTestApp, type TestApp } from '../../testing';
import { createSigninGuard, SIGNIN_LIMITS } from './limits';
import { knownCaptcha, nextIp, post } from './test-kit';

/**
 * The sign-in guard on its own, with a site-wide ceiling small enough to
 * reach in a test (the real one is SIGNIN_LIMITS.captchaAfter.everyone): a
 * test-only call tries an account and fails or succeeds as told.
 */
let t: TestApp;
const EVERYONE = 6;

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.register(
        async (api) => {
          const guard = createSigninGuard(
            api,
            (_request, uuid, answer) => verifyCaptcha(api.database.db, uuid, answer),
            {
              ...SIGNIN_LIMITS,
              captchaAfter: { ...SIGNIN_LIMITS.captchaAfter, everyone: EVERYONE },
            },
          );
          defineCall(
            api,
            {
              path: '/test/signin',
              body: z.object({
                account: z.string(),
                right: z.enum(['yes', 'no']),
                scope: z.enum(['all', 'source']).default('all'),
                uuid: z.string().optional(),
                verityCode: z.string().optional(),
              }),
              data: z.object({ ok: z.boolean() }),
              summary: 'a sign-in under the guard',
            },
            async ({ input, request }) => {
              await guard.admit(request, input.account, input, input.scope);
              if (input.right === 'no') {
                await guard.failed(request, input.account);
                return { ok: false };
              }
              return { ok: true };
            },
          );
        },
        { prefix: '/api' },
      );
    },
  });
}, 60_000);
afterAll(() => t?.close());

const attempt = (account: string, right: boolean, ip = nextIp(), extra: Record<string, string> = {}) =>
  post(t.app, 'test/signin', { account, right: right ? 'yes' : 'no', ...extra }, { ip });

describe('the site-wide ceiling of sign-in failures', () => {
  it('slows a distributed attack with captchas, for every account, without refusing anyone', async () => {
    // Many accounts, each tried from its own address: under every per-account and per-address threshold.
    for (let i = 0; i < EVERYONE; i++) {
      expect((await attempt(`as:victim-${i}`, false)).json()).toEqual({ success: true, data: { ok: false } });
    }
    const asked = await attempt('user:1', true);
    expect(asked.statusCode).toBe(428);
    expect(asked.json().code).toBe(4028);
    // The owner of any account still gets in, with a captcha.
    const owner = await attempt('user:1', true, nextIp(), await knownCaptcha(t.database));
    expect(owner.json()).toEqual({ success: true, data: { ok: true } });
    // A one-time code's sign-in heeds only its own source's failures.
    expect((await attempt('user:2', true, nextIp(), { scope: 'source' })).json().data).toEqual({ ok: true });
  });
});
