import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_CACHE_MS, isLoopbackOrigin, readEnv } from './env';

const problems = (env: Record<string, string>) => {
  const result = readEnv(env);
  return result.ok ? [] : result.problems;
};

const read = (env: Record<string, string>) => {
  const result = readEnv(env);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.env;
};

/** The least a production start needs. */
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://jobs.example.com', CODE_SECRET: 'x'.repeat(24) };

describe('safe defaults (decision 0014)', () => {
  it('keeps development tools, demo data and the try-out off unless explicitly enabled', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, PRODUCTION, { SMS_PROVIDER: 'outbox' }] as Record<
      string,
      string
    >[]) {
      const result = read(env);
      expect(result.DEV_TOOLS, JSON.stringify(env)).toBe(false);
      expect(result.SEED_DEMO, JSON.stringify(env)).toBe(false);
      expect(result.TRYOUT, JSON.stringify(env)).toBe(false);
    }
    expect(read({ DEV_TOOLS: 'true' }).DEV_TOOLS).toBe(true);
    expect(read({ SMTP_URL: 'smtp://127.0.0.1:25', DEV_TOOLS: 'true' }).DEV_TOOLS).toBe(true);
    expect(read({ SEED_DEMO: 'yes' }).SEED_DEMO).toBe(true);
  });

  it('turns development tools and demo data on in the try-out, each still switchable', () => {
    const tryout = read({ NODE_ENV: 'production', TRYOUT: 'true' });
    expect([tryout.DEV_TOOLS, tryout.SEED_DEMO, tryout.OPS_PUBLIC]).toEqual([true, true, true]);
    // A try-out needs neither PUBLIC_ORIGIN nor CODE_SECRET (the server keeps one in DATA_DIR).
    expect(tryout.PUBLIC_ORIGINS).toEqual(['http://localhost:8460', 'http://127.0.0.1:8460']);
    expect(read({ TRYOUT: 'true', DEV_TOOLS: 'false' }).DEV_TOOLS).toBe(false);
  });

  it('listens on loopback only while development tools are on, unless HOST says otherwise', () => {
    expect(read(PRODUCTION).HOST).toBe('0.0.0.0');
    expect(read({ TRYOUT: 'true' }).HOST).toBe('127.0.0.1');
    expect(read({ DEV_TOOLS: 'true' }).HOST).toBe('127.0.0.1');
    expect(read({ TRYOUT: 'true', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('refuses development tools, demo data or the try-out with a public origin', () => {
    for (const name of ['TRYOUT', 'DEV_TOOLS', 'SEED_DEMO']) {
      expect(problems({ ...PRODUCTION, [name]: 'true' }), name).toEqual([
        `${name}: must be off when PUBLIC_ORIGIN is not a loopback address (https://jobs.example.com): it exposes codes or demo accounts`,
      ]);
      expect(
        problems({ [name]: 'true', PUBLIC_ORIGIN: 'http://localhost:8460,http://192.168.1.20:8460' }),
      ).toHaveLength(1);
    }
    for (const origin of [
      'http://localhost:8460',
      'http://127.0.0.2:9000',
      'http://[::1]:8460',
      'http://app.localhost',
    ]) {
      expect(problems({ TRYOUT: 'true', PUBLIC_ORIGIN: origin }), origin).toEqual([]);
      expect(isLoopbackOrigin(origin), origin).toBe(true);
    }
    for (const origin of [
      'http://localhost.example.com',
      'http://127.0.0.1.nip.io',
      'https://10.0.0.1',
      'http://[::2]',
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(false);
    }
  });

  it('needs PUBLIC_ORIGIN and CODE_SECRET in production, outside the try-out', () => {
    expect(problems(PRODUCTION)).toEqual([]);
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'CODE_SECRET: is required in production',
      "PUBLIC_ORIGIN: is required in production (the site's public address, e.g. https://jobs.example.com)",
    ]);
    expect(
      problems({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:25', PUBLIC_ORIGIN: 'https://a.example' }),
    ).toEqual(['CODE_SECRET: is required in production']);
  });

  it('takes the canonical origin from PUBLIC_ORIGIN and marks cookies Secure when it is https', () => {
    const env = read({ ...PRODUCTION, PUBLIC_ORIGIN: 'https://jobs.example.com/, http://jobs.example.com' });
    expect(env.SITE_ORIGIN).toBe('https://jobs.example.com');
    expect(env.SECURE_COOKIES).toBe(true);
    expect(read({ PUBLIC_ORIGIN: 'http://localhost:8460' }).SECURE_COOKIES).toBe(false);
  });

  it('keeps /metrics and /docs public only outside production or in the try-out', () => {
    expect(read(PRODUCTION).OPS_PUBLIC).toBe(false);
    expect(read({}).OPS_PUBLIC).toBe(true);
    expect(problems({ ...PRODUCTION, OPS_TOKEN: 'short' })).toEqual(['OPS_TOKEN: must be at least 16 characters']);
  });
});

describe('provider variables', () => {
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
});

describe('cache lifetimes', () => {
  it('reads SEARCH_CACHE_MS, defaulting to 30 s, or off in tests', () => {
    expect(read(PRODUCTION).SEARCH_CACHE_MS).toBe(DEFAULT_SEARCH_CACHE_MS);
    expect(DEFAULT_SEARCH_CACHE_MS).toBe(30_000);
    expect(read({ NODE_ENV: 'test', SEARCH_CACHE_MS: '' }).SEARCH_CACHE_MS).toBe(0);
    expect(read({ ...PRODUCTION, SEARCH_CACHE_MS: '0' }).SEARCH_CACHE_MS).toBe(0);
    expect(read({ NODE_ENV: 'test', SEARCH_CACHE_MS: ' 2500 ' }).SEARCH_CACHE_MS).toBe(2500);
    for (const bad of ['-1', '1e3', 'ten', '600001']) {
      expect(problems({ SEARCH_CACHE_MS: bad }), bad).toEqual([
        'SEARCH_CACHE_MS: must be a whole number of milliseconds from 0 to 600000',
      ]);
    }
  });
});

describe('password hash pool', () => {
  const read = (env: Record<string, string>) => {
    const result = readEnv(env);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    return result.env;
  };

  it('defaults to half the cores (at least one thread) with 8 waiting jobs per thread', () => {
    const env = read({});
    expect(env.PASSWORD_HASH_THREADS).toBe(Math.max(1, Math.floor(availableParallelism() / 2)));
    expect(env.PASSWORD_HASH_QUEUE).toBe(8 * env.PASSWORD_HASH_THREADS);
    expect(read({ PASSWORD_HASH_THREADS: '3' })).toMatchObject({ PASSWORD_HASH_THREADS: 3, PASSWORD_HASH_QUEUE: 24 });
    expect(read({ PASSWORD_HASH_THREADS: '2', PASSWORD_HASH_QUEUE: '0' })).toMatchObject({ PASSWORD_HASH_QUEUE: 0 });
    // 0 threads: libuv's pool, as before (for comparisons).
    expect(read({ PASSWORD_HASH_THREADS: '0' }).PASSWORD_HASH_THREADS).toBe(0);
  });

  it('refuses values that are not small whole numbers', () => {
    for (const bad of ['-1', '1.5', 'two', '33']) {
      expect(problems({ PASSWORD_HASH_THREADS: bad }), bad).toEqual([
        'PASSWORD_HASH_THREADS: must be a whole number from 0 to 32',
      ]);
    }
    expect(problems({ PASSWORD_HASH_QUEUE: '1001' })).toEqual([
      'PASSWORD_HASH_QUEUE: must be a whole number from 0 to 1000',
    ]);
  });
});
