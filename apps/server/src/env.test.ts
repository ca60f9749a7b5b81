import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_CACHE_MS, readEnv } from './env';

const problems = (env: Record<string, string>) => {
  const result = readEnv(env);
  return result.ok ? [] : result.problems;
};

describe('provider variables', () => {
  it('turns the development tools on only when no real provider is configured, unless DEV_TOOLS says otherwise', () => {
    const dev = (env: Record<string, string>) => {
      const result = readEnv(env);
      if (!result.ok) throw new Error(result.problems.join('\n'));
      return result.env.DEV_TOOLS;
    };
    expect(dev({})).toBe(true);
    expect(dev({ SMS_PROVIDER: 'outbox' })).toBe(true);
    expect(dev({ DEV_TOOLS: 'false' })).toBe(false);
    expect(dev({ SMTP_URL: 'smtps://u:p@mail.example.com:465' })).toBe(false);
    expect(dev({ WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's', WECHAT_TOKEN: 'token123' })).toBe(false);
    expect(dev({ SMTP_URL: 'smtp://127.0.0.1:25', DEV_TOOLS: 'true' })).toBe(true);
  });

  it('needs the values of a configured provider', () => {
    expect(problems({ SMS_PROVIDER: 'aliyun' })).toEqual([
      'ALIYUN_ACCESS_KEY_ID: is required with SMS_PROVIDER=aliyun',
      'ALIYUN_ACCESS_KEY_SECRET: is required with SMS_PROVIDER=aliyun',
      'ALIYUN_SMS_SIGN_NAME: is required with SMS_PROVIDER=aliyun',
      'ALIYUN_SMS_TEMPLATE_CODE: is required with SMS_PROVIDER=aliyun',
    ]);
    expect(problems({ WECHAT_APP_ID: 'wx1' })).toHaveLength(2);
    expect(problems({ SMS_PROVIDER: 'twilio' })).toHaveLength(1);
    expect(problems({ SMTP_URL: 'http://mail' })).toEqual(['SMTP_URL: must start with smtp:// or smtps://']);
    expect(problems({ CODE_SECRET: 'short' })).toEqual(['CODE_SECRET: must be at least 16 characters']);
    expect(problems({ CODE_GLOBAL_HOURLY_CAP: '0' })).toHaveLength(1);
    expect(problems({ WECHAT_TOKEN: 'bad token!' })).toHaveLength(1);
  });

  it('needs CODE_SECRET in production when a real provider is configured', () => {
    expect(problems({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:25' })).toEqual([
      'CODE_SECRET: is required in production when a real provider (SMTP, SMS, WeChat) is configured',
    ]);
    expect(
      problems({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:25', CODE_SECRET: 'a-long-enough-secret' }),
    ).toEqual([]);
    // A production start with no real provider (the demo) keeps working.
    expect(problems({ NODE_ENV: 'production' })).toEqual([]);
  });
});

describe('cache lifetimes', () => {
  const read = (env: Record<string, string>) => {
    const result = readEnv(env);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    return result.env;
  };

  it('reads SEARCH_CACHE_MS, defaulting to 30 s, or off in tests', () => {
    expect(read({ NODE_ENV: 'production' }).SEARCH_CACHE_MS).toBe(DEFAULT_SEARCH_CACHE_MS);
    expect(DEFAULT_SEARCH_CACHE_MS).toBe(30_000);
    expect(read({ NODE_ENV: 'test', SEARCH_CACHE_MS: '' }).SEARCH_CACHE_MS).toBe(0);
    expect(read({ NODE_ENV: 'production', SEARCH_CACHE_MS: '0' }).SEARCH_CACHE_MS).toBe(0);
    expect(read({ NODE_ENV: 'test', SEARCH_CACHE_MS: ' 2500 ' }).SEARCH_CACHE_MS).toBe(2500);
    for (const bad of ['-1', '1e3', 'ten', '600001']) {
      expect(problems({ SEARCH_CACHE_MS: bad }), bad).toEqual([
        'SEARCH_CACHE_MS: must be a whole number of milliseconds from 0 to 600000',
      ]);
    }
  });
});
