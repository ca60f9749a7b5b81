import { randomUUID } from 'node:crypto';
import { type Db, emailLinks } from '@jobbridge/db';
import { AppError, ERROR_CODES, type Locale, translate } from '@jobbridge/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { EMAIL_LINK_LIMITS } from '../../limits';
import {
  type CodeChannel,
  describeFailure,
  emailConfirmationMail,
  emailConfirmUrl,
  issueCode,
  type MailContent,
  type Providers,
  requesterOf,
  verifyCaptcha,
} from '../../providers';

/** E-mail confirmation links live 24 hours. */
export const EMAIL_LINK_HOURS = 24;
const EMAIL_LINK_MS = EMAIL_LINK_HOURS * 3_600_000;

export interface SendContext {
  db: Db;
  providers: Providers;
  request: FastifyRequest;
  locale: Locale;
  log: FastifyBaseLogger;
}

/** The context of a request's sends: its database, providers, language and log. */
export function sendContextOf(request: FastifyRequest): SendContext {
  const app = request.server;
  return { db: app.database.db, providers: app.providers, request, locale: request.locale, log: request.log };
}

/** 4000 on the captcha field: wrong, expired or already used (each picture allows one guess). */
export async function checkCaptcha(db: Db, uuid: string, answer: string, locale: Locale): Promise<void> {
  if (!(await verifyCaptcha(db, uuid, answer))) {
    throw new AppError(ERROR_CODES.validation, undefined, {
      fields: { verityCode: translate(locale, 'providers.captcha.wrong') },
    });
  }
}

/**
 * Issues a code under every sending limit (per target, per requester, global;
 * 4029 + Retry-After) whether or not it will be delivered, so an address
 * that has no account is treated exactly like one that has.
 */
export function issue(ctx: SendContext, channel: CodeChannel, purpose: string, target: string) {
  return issueCode(
    ctx.db,
    { channel, purpose, target, requester: requesterOf(ctx.request.ip, ctx.providers.codes.secret) },
    ctx.providers.codes,
  );
}

export function sendSms(ctx: SendContext, phone: string, callingCode: string, code: string) {
  return ctx.providers.sms.send({ phone, callingCode, code, locale: ctx.locale });
}

export function sendMail(ctx: SendContext, to: string, mail: MailContent) {
  return ctx.providers.mailer.send({ to, ...mail });
}

/**
 * Sends after the answer instead of before it: for password resets, whose
 * answer must not tell (even by its timing) whether an account exists.
 * A failure is only logged.
 */
export function sendLater(log: FastifyBaseLogger, send: () => Promise<unknown>): void {
  setImmediate(() => {
    send().catch((error) => log.warn({ failure: describeFailure(error) }, 'reset code could not be sent'));
  });
}

/**
 * A confirmation link for the user's e-mail address: an email_links row
 * (random uuid, 24 h) and the e-mail with /email/confirm/{uuid}. At most one a
 * minute and five an hour per user (4029 + Retry-After).
 */
export async function sendConfirmationLink(ctx: SendContext, userId: number, email: string): Promise<void> {
  const now = Date.now();
  let until = 0;
  for (const rule of EMAIL_LINK_LIMITS) {
    const [row] = await ctx.db
      .select({ created_at: emailLinks.created_at })
      .from(emailLinks)
      .where(and(eq(emailLinks.user_id, userId), gt(emailLinks.created_at, new Date(now - rule.windowMs))))
      .orderBy(desc(emailLinks.created_at))
      .offset(rule.max - 1)
      .limit(1);
    if (row) until = Math.max(until, row.created_at.getTime() + rule.windowMs);
  }
  if (until > now) {
    throw new AppError(ERROR_CODES.rateLimited, undefined, null, { seconds: Math.ceil((until - now) / 1000) });
  }
  const uuid = randomUUID();
  await ctx.db.insert(emailLinks).values({
    uuid,
    user_id: userId,
    email,
    created_at: new Date(now),
    expires_at: new Date(now + EMAIL_LINK_MS),
  });
  const url = emailConfirmUrl(ctx.request.server.env.SITE_ORIGIN, uuid, ctx.locale);
  await sendMail(ctx, email, emailConfirmationMail(ctx.locale, url, EMAIL_LINK_HOURS));
}

/**
 * Uses a confirmation link: its user and address. Opening a used link again
 * (a reload) answers the same while it has not expired and the address is
 * still the user's; anything else is 4004 'The link has expired'.
 */
export async function takeConfirmationLink(
  db: Db,
  uuid: string,
): Promise<{ user_id: number; email: string; reused: boolean }> {
  const now = new Date();
  const [row] = await db
    .update(emailLinks)
    .set({ consumed_at: now })
    .where(and(eq(emailLinks.uuid, uuid), gt(emailLinks.expires_at, now), isNull(emailLinks.consumed_at)))
    .returning({ user_id: emailLinks.user_id, email: emailLinks.email });
  if (row) return { ...row, reused: false };
  const [used] = await db
    .select({ user_id: emailLinks.user_id, email: emailLinks.email })
    .from(emailLinks)
    .where(and(eq(emailLinks.uuid, uuid), gt(emailLinks.expires_at, now)))
    .limit(1);
  if (used) return { ...used, reused: true };
  throw new AppError(ERROR_CODES.notFound, 'server.account.linkExpired');
}
