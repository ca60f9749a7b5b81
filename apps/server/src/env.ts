import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultPasswordQueue, defaultPasswordThreads } from '@jobbridge/shared/node';
import { z } from 'zod';

/**
 * The server's configuration, read from the process environment once at
 * start. Anything invalid stops the start with a clear message.
 */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value)));

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

/** An optional true/false: blank or unset is undefined (the caller decides the default). */
const explicitFlag = () =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : ['true', '1', 'yes'].includes(value)));

/** Optional text: blank counts as unset. */
const optionalText = () =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Default lifetime of a cached search answer outside tests (SEARCH_CACHE_MS). */
export const DEFAULT_SEARCH_CACHE_MS = 30_000;
/** Default lifetime of a cached visitor's page outside tests (PAGE_CACHE_MS). */
export const DEFAULT_PAGE_CACHE_MS = 10_000;

/**
 * An optional lifetime of an in-memory cache, in ms from 0 (off) to `max`;
 * blank counts as unset (the caller's default applies).
 */
const optionalCacheMs = (max: number) =>
  optionalText()
    .refine((value) => value === undefined || (/^\d{1,9}$/.test(value) && Number(value) <= max), {
      message: `must be a whole number of milliseconds from 0 to ${max}`,
    })
    .transform((value) => (value === undefined ? undefined : Number(value)));

/** An optional positive whole number, kept as its text (the providers module reads it). */
const optionalPositiveInt = () =>
  optionalText().refine((value) => value === undefined || (/^\d{1,9}$/.test(value) && Number(value) >= 1), {
    message: 'must be a positive whole number',
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8460),
    /** Interface to listen on; unset: every interface, or only loopback when development tools are on. */
    HOST: optionalText(),
    DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
    /**
     * Connections to PostgreSQL (with DATABASE_URL). Each chat message is a commit, and a commit
     * waits for the disk: the pool's size bounds how many wait together (decision 0035).
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default('./data'),
    REDIS_URL: optionalUrl(['redis://', 'rediss://']),
    /** Prefix of every Redis key and channel, so deployments (or test runs) can share one Redis. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/)
      .default('jobbridge:'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * The site's public origin(s), comma-separated; the first is the canonical one (links in
     * pages, e-mails, the sitemap). Required in production; the live socket and every
     * state-changing request accept only these origins.
     */
    PUBLIC_ORIGIN: optionalText(),
    /**
     * The one-machine try-out (`npm start` sets it): demo data with every demo account, the
     * development tools and a banner on every page saying codes are visible. Refused unless
     * every public origin is a loopback address (decision 0014).
     */
    TRYOUT: flag(false),
    /** Load the demo data into an empty database; unset: on only in the try-out. */
    SEED_DEMO: explicitFlag(),
    /**
     * Bearer token that opens /metrics and /docs in production (16+ characters). Without it
     * they answer 404 there (they are public in development, tests and the try-out).
     */
    OPS_TOKEN: optionalText().refine((value) => value === undefined || value.length >= 16, {
      message: 'must be at least 16 characters',
    }),
    /** true/false, a hop count, or comma-separated trusted proxy addresses. */
    TRUST_PROXY: z.string().optional(),
    /** Folder of the web build (contains server/index.js and client/); defaults next to the bundle. */
    WEB_BUILD_DIR: z.string().optional(),
    SITE_CONTACT_PHONE: z.string().default('400-820-8820'),
    SITE_ICP_RECORD: z.string().default('沪ICP备2024000000号'),
    SITE_COMPANY_NAME: z.string().default('JobBridge'),
    NEWER_SITE_URL: optionalUrl(['http://', 'https://']),
    /** How long the config call's answer is kept in memory, in ms (0 disables the cache). */
    CONFIG_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    /**
     * How long a search answer (and a similar-jobs list) is kept in memory, in ms; refreshed
     * in the background past it. Unset: DEFAULT_SEARCH_CACHE_MS, or 0 (off) under NODE_ENV=test
     * so tests see their own writes at once.
     */
    SEARCH_CACHE_MS: optionalCacheMs(600_000),
    /**
     * How long a public page rendered for a visitor (no session) is served from memory to
     * other visitors, in ms (src/page-cache.ts). Unset: DEFAULT_PAGE_CACHE_MS, or 0 (off)
     * under NODE_ENV=test.
     */
    PAGE_CACHE_MS: optionalCacheMs(600_000),
    /** Compress responses (brotli, gzip) for clients that accept it; turn off behind a proxy that compresses. */
    HTTP_COMPRESSION: flag(true),
    /**
     * Worker threads that hash and check passwords (decision 0012); unset: half the cores, at least 1.
     * 0 runs scrypt on libuv's shared pool as before the pool existed, unbounded: only to compare.
     */
    PASSWORD_HASH_THREADS: optionalText()
      .refine((value) => value === undefined || (/^\d{1,2}$/.test(value) && Number(value) <= 32), {
        message: 'must be a whole number from 0 to 32',
      })
      .transform((value) => (value === undefined ? undefined : Number(value))),
    /** Password jobs that may wait for a thread; one more is answered 503 at once. Unset: 8 per thread. */
    PASSWORD_HASH_QUEUE: optionalText()
      .refine((value) => value === undefined || (/^\d{1,4}$/.test(value) && Number(value) <= 1000), {
        message: 'must be a whole number from 0 to 1000',
      })
      .transform((value) => (value === undefined ? undefined : Number(value))),

    // Providers (apps/server/src/providers/README.md): every one optional; without its
    // variables a provider's development stand-in is used.
    /** smtp:// or smtps:// URL of the mail server; without it e-mail goes to the development outbox. */
    SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
    MAIL_FROM: optionalText(),
    /** aliyun (then the four ALIYUN_* values are required) or outbox (default). */
    SMS_PROVIDER: z
      .enum(['aliyun', 'outbox', ''])
      .optional()
      .transform((value) => (value ? value : undefined)),
    ALIYUN_ACCESS_KEY_ID: optionalText(),
    ALIYUN_ACCESS_KEY_SECRET: optionalText(),
    ALIYUN_SMS_SIGN_NAME: optionalText(),
    ALIYUN_SMS_TEMPLATE_CODE: optionalText(),
    ALIYUN_SMS_ENDPOINT: optionalUrl(['https://', 'http://']),
    /** WeChat Official Account; with it WECHAT_APP_SECRET and WECHAT_TOKEN are required. */
    WECHAT_APP_ID: optionalText(),
    WECHAT_APP_SECRET: optionalText(),
    WECHAT_TOKEN: optionalText().refine((value) => value === undefined || /^[A-Za-z0-9]{3,32}$/.test(value), {
      message: 'must be 3 to 32 letters or digits',
    }),
    WECHAT_API_BASE: optionalUrl(['https://', 'http://']),
    /** Key of the code and requester hashes (at least 16 characters); required in production with a real provider. */
    CODE_SECRET: optionalText().refine((value) => value === undefined || value.length >= 16, {
      message: 'must be at least 16 characters',
    }),
    CODE_GLOBAL_HOURLY_CAP: optionalPositiveInt(),
    CODE_REQUESTER_HOURLY_CAP: optionalPositiveInt(),
    /**
     * Development tools (outbox page, captcha answers, WeChat simulator): on only when
     * explicitly enabled (DEV_TOOLS=true) or in the try-out (TRYOUT=true).
     */
    DEV_TOOLS: explicitFlag(),
  })
  .transform((env) => {
    const origins = (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT},http://127.0.0.1:${env.PORT}`)
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean);
    const realProvider = Boolean(env.SMTP_URL || env.SMS_PROVIDER === 'aliyun' || env.WECHAT_APP_ID);
    const production = env.NODE_ENV === 'production';
    const passwordThreads = env.PASSWORD_HASH_THREADS ?? defaultPasswordThreads();
    return {
      ...env,
      /** True when PUBLIC_ORIGIN was given (in production it must be). */
      PUBLIC_ORIGIN_SET: env.PUBLIC_ORIGIN !== undefined,
      PASSWORD_HASH_THREADS: passwordThreads,
      PASSWORD_HASH_QUEUE: env.PASSWORD_HASH_QUEUE ?? defaultPasswordQueue(passwordThreads),
      SEARCH_CACHE_MS: env.SEARCH_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : DEFAULT_SEARCH_CACHE_MS),
      PAGE_CACHE_MS: env.PAGE_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : DEFAULT_PAGE_CACHE_MS),
      PUBLIC_ORIGINS: origins,
      TRUST_PROXY: parseTrustProxy(env.TRUST_PROXY),
      /** The canonical public origin: links in pages, e-mails and the sitemap never come from the Host header. */
      SITE_ORIGIN: origins[0] ?? `http://localhost:${env.PORT}`,
      /** Cookies carry `Secure` when the canonical origin is https. */
      SECURE_COOKIES: (origins[0] ?? '').startsWith('https://'),
      /** True when at least one real provider (SMTP, Aliyun SMS, WeChat) is configured. */
      REAL_PROVIDER: realProvider,
      DEV_TOOLS: env.DEV_TOOLS ?? env.TRYOUT,
      HOST: env.HOST ?? ((env.DEV_TOOLS ?? env.TRYOUT) ? '127.0.0.1' : '0.0.0.0'),
      SEED_DEMO: env.SEED_DEMO ?? env.TRYOUT,
      /** /metrics and /docs without a token: outside production, and in the try-out. */
      OPS_PUBLIC: !production || env.TRYOUT,
    };
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER === 'aliyun') {
      for (const name of [
        'ALIYUN_ACCESS_KEY_ID',
        'ALIYUN_ACCESS_KEY_SECRET',
        'ALIYUN_SMS_SIGN_NAME',
        'ALIYUN_SMS_TEMPLATE_CODE',
      ] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required with SMS_PROVIDER=aliyun' });
      }
    }
    if (env.WECHAT_APP_ID) {
      for (const name of ['WECHAT_APP_SECRET', 'WECHAT_TOKEN'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required with WECHAT_APP_ID' });
      }
    }
    if (env.NODE_ENV === 'production' && !env.TRYOUT) {
      if (!env.CODE_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['CODE_SECRET'], message: 'is required in production' });
      }
      if (!env.PUBLIC_ORIGIN_SET) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_ORIGIN'],
          message: "is required in production (the site's public address, e.g. https://jobs.example.com)",
        });
      }
    }
    let originsValid = true;
    for (const origin of env.PUBLIC_ORIGINS) {
      if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
        originsValid = false;
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_ORIGIN'],
          message: `"${origin}" is not an origin like https://example.com`,
        });
      }
    }
    // Codes in clear, a WeChat anyone can play and accounts with a published password belong
    // to one machine only: never to a site others can reach.
    const exposed = env.PUBLIC_ORIGINS.filter((origin) => !isLoopbackOrigin(origin));
    if (originsValid && exposed.length > 0) {
      // The try-out turns the other two on: name it alone.
      const names = env.TRYOUT ? (['TRYOUT'] as const) : (['DEV_TOOLS', 'SEED_DEMO'] as const);
      for (const name of names) {
        if (env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `must be off when PUBLIC_ORIGIN is not a loopback address (${exposed[0]}): it exposes codes or demo accounts`,
          });
        }
      }
    }
  });

const loopbackOnly = (origins: string | undefined) =>
  origins === undefined || origins.split(',').every((origin) => isLoopbackOrigin(origin.trim()));

/** True for http(s) origins on localhost, *.localhost, 127.0.0.0/8 or [::1]. */
export function isLoopbackOrigin(origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

export type Env = z.output<typeof envSchema>;

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim();
  if (!text || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((part) => part.trim());
}

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: string[] };

/** Validates an environment (process.env by default). */
export function readEnv(source: Record<string, string | undefined> = process.env): EnvResult {
  const result = envSchema.safeParse(source);
  if (result.success) return { ok: true, env: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
  };
}

/** An environment for tests: defaults plus overrides, never read from the process. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  const result = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Tests exercise the development tools (captcha answers, outbox, WeChat simulator) where
    // the server allows them: with loopback origins. The tests of the safe defaults pass
    // DEV_TOOLS: undefined.
    ...(loopbackOnly(overrides.PUBLIC_ORIGIN) ? { DEV_TOOLS: 'true' } : {}),
    // Uploads of a test run go to the system's temporary folder, never the repository.
    DATA_DIR: path.join(tmpdir(), `jobbridge-test-${process.pid}`),
    ...overrides,
  });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.env;
}
