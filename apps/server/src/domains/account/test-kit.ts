import type { Database } from '@jobbridge/db';
import { outboxMessages } from '@jobbridge/db';
import { buildUser } from '@jobbridge/db/testing';
import { hashPasswordForTransport } from '@jobbridge/shared';
import { hashPassword } from '@jobbridge/shared/node';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { recordCaptcha } from '../../providers/captcha/captcha';
import { form } from '../../testing';

/**
 * Helpers of the accounts tests (not a test file): form calls from a given
 * address, known captchas, codes read from the development outbox.
 */

let ipCounter = 0;
/** A fresh client address, so one test's request limits never meet another's. */
export const nextIp = (): string => {
  ipCounter++;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export interface CallOptions {
  cookie?: string;
  ip?: string;
  lang?: 'en' | 'zh';
  headers?: Record<string, string>;
}

/** POSTs a form-encoded call to /api/<path>. */
export function post(
  app: FastifyInstance,
  path: string,
  body: Record<string, string | number | boolean> = {},
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/${path}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...options.headers,
    },
    payload: form(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]))),
  });
}

export function get(app: FastifyInstance, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...options.headers,
    },
  });
}

/** The cit cookie a response set, as a Cookie header ('' when none). */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const lines = [response.headers['set-cookie'] ?? []].flat();
  const line = lines.find((l) => l.startsWith('cit='));
  const value = line?.slice(4).split(';')[0] ?? '';
  return value ? `cit=${value}` : '';
}

/** A captcha whose answer the test knows (stored, not drawn). */
export const CAPTCHA_TEXT = 'ACEFH';
export async function knownCaptcha(database: Database): Promise<{ uuid: string; verityCode: string }> {
  const uuid = await recordCaptcha(database.db, CAPTCHA_TEXT);
  return { uuid, verityCode: CAPTCHA_TEXT };
}

/** The 6-digit code of the latest outbox message to a recipient, or null. */
export async function latestCode(database: Database, recipient: string): Promise<string | null> {
  const [row] = await database.db
    .select({ body_text: outboxMessages.body_text })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.message_id))
    .limit(1);
  return row?.body_text.match(/\b(\d{6})\b/)?.[1] ?? null;
}

/** How many outbox messages a recipient has. */
export async function outboxCount(database: Database, recipient: string): Promise<number> {
  const rows = await database.db
    .select({ id: outboxMessages.message_id })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient));
  return rows.length;
}

/** Waits until a condition holds (messages sent after the answer), at most ~3 s. */
export async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  let value = await probe();
  for (let i = 0; i < 60 && !ok(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await probe();
  }
  return value;
}

export const transport = (clear: string) => hashPasswordForTransport(clear);

/** A user whose password is `clear` (stored the way sign-up stores it). */
export async function userWithPassword(
  database: Database,
  clear: string,
  overrides: Parameters<typeof buildUser>[1] = {},
) {
  const stored = await hashPassword(await hashPasswordForTransport(clear));
  return buildUser(database.db, { password_hash: stored, ...overrides });
}

let phoneCounter = Math.floor(Math.random() * 90_000_000);
/** A mainland phone number no other test uses. */
export const nextPhone = (): string => `86137${String(++phoneCounter % 100_000_000).padStart(8, '0')}`;

let emailCounter = 0;
export const nextEmail = (): string => `person-${process.pid}-${Date.now()}-${++emailCounter}@example.test`;
