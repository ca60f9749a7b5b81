import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { type Db, verificationCodes } from '@jobbridge/db';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { and, desc, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { CODE_SEND_LIMITS, type CodeLimits, HOUR, type Limit } from '../../limits';
import { CODE_DIGITS, CODE_LIFE_MS, CODE_MAX_TRIES, CODE_RETENTION_MS } from '../policy';

/**
 * One-time codes sent by SMS or e-mail (sign-in, sign-up, password reset,
 * e-mail and phone changes). A code is 6 random digits, stored only as an
 * HMAC under a server secret, valid 5 minutes, good for one use and at most
 * 5 tries. Sending limits are counted from the verification_codes rows
 * themselves, so they hold across any number of server instances.
 */
export type CodeChannel = 'sms' | 'email';

export interface CodeOptions {
  /** Secret key of the hashes (CODE_SECRET); the same on every instance. */
  secret: string;
  limits?: CodeLimits;
  /** The clock (tests move it). */
  now?: () => Date;
}

export interface IssueCodeInput {
  channel: CodeChannel;
  /** What the code is for: 'login', 'signup', 'reset', 'email', 'phone', ... A code only works for its purpose. */
  purpose: string;
  /** The phone (calling code + number, digits) or the e-mail address. */
  target: string;
  /** requesterOf(ip): limits per requester; null skips that rule (internal sends). */
  requester: string | null;
}

export interface CheckCodeInput {
  channel: CodeChannel;
  purpose: string;
  target: string;
  code: string;
}

/** Any constant; it only has to be the same on every instance. */
const ISSUE_LOCK_KEY = 7_350_001;

/** The target in the one form it is stored and looked up in. */
export function normalizeTarget(channel: CodeChannel, target: string): string {
  if (channel === 'email') {
    const email = target.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
      throw new AppError(ERROR_CODES.validation);
    }
    return email;
  }
  const phone = target.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (!/^\d{6,20}$/.test(phone)) throw new AppError(ERROR_CODES.validation);
  return phone;
}

/** A purpose is a short lower-case word chosen by the route, never user input. */
function checkPurpose(purpose: string): void {
  if (!/^[a-z][a-z_]{0,31}$/.test(purpose)) throw new Error(`invalid code purpose "${purpose}"`);
}

/** The hash of a code, bound to where it was sent so a row cannot be reused for another target. */
export function hashCode(secret: string, input: Omit<CheckCodeInput, 'code'>, code: string): string {
  return createHmac('sha256', secret)
    .update(`${input.channel}\n${input.purpose}\n${input.target}\n${code}`)
    .digest('hex');
}

/** Compares two hex hashes in constant time (no early exit on the first differing byte). */
export function hashesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  if (x.length !== y.length) return false;
  return timingSafeEqual(x, y);
}

/** The whole IPv6 address as 8 groups, for cutting it to its /64 network. */
function ipv6Groups(ip: string): string[] {
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const fill = ip.includes('::') ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...fill, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * A requester id from an IP address: an HMAC (the address itself is never
 * stored). An IPv6 address counts by its /64 network, since one subscriber
 * usually holds a whole /64.
 */
export function requesterOf(ip: string, secret: string): string {
  let key = ip.trim();
  const mapped = key.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) key = mapped[1];
  else if (isIPv6(key)) key = `${ipv6Groups(key.split('%')[0]).slice(0, 4).join(':')}::/64`;
  else if (!isIPv4(key)) key = `other:${key}`;
  return createHmac('sha256', secret).update(`requester\n${key}`).digest('hex').slice(0, 32);
}

/** Six random digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/**
 * When the rule next allows a send: the max-th newest row inside the window
 * leaves it `windowMs` after it was created. null when the rule allows one now.
 */
async function blockedUntil(db: Db, rule: Limit, where: SQL | undefined, now: Date): Promise<Date | null> {
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .select({ created_at: verificationCodes.created_at })
    .from(verificationCodes)
    .where(and(where, gt(verificationCodes.created_at, since)))
    .orderBy(desc(verificationCodes.created_at))
    .offset(rule.max - 1)
    .limit(1);
  return row ? new Date(row.created_at.getTime() + rule.windowMs) : null;
}

/**
 * Issues a code after checking every sending limit; the caller sends it.
 * Throws AppError 4029 (key providers.codes.tooMany, params.seconds = seconds
 * until a send is allowed, for Retry-After) when a limit is reached.
 */
export async function issueCode(
  db: Db,
  input: IssueCodeInput,
  options: CodeOptions,
): Promise<{ code: string; expiresAt: Date }> {
  checkPurpose(input.purpose);
  const limits = options.limits ?? CODE_SEND_LIMITS;
  const target = normalizeTarget(input.channel, input.target);
  const code = generateCode();
  return db.transaction(async (tx) => {
    // One issuer at a time across all instances, so two parallel requests cannot both pass a limit.
    await tx.execute(sql`select pg_advisory_xact_lock(${ISSUE_LOCK_KEY})`);
    const now = options.now?.() ?? new Date();
    const v = verificationCodes;
    const checks: [Limit, SQL | undefined][] = [
      ...limits.perTarget[input.channel].map((rule): [Limit, SQL | undefined] => [
        rule,
        and(eq(v.channel, input.channel), eq(v.target, target)),
      ]),
      ...(input.requester
        ? limits.perRequester.map((rule): [Limit, SQL | undefined] => [rule, eq(v.requester, input.requester!)])
        : []),
      [{ max: limits.globalPerHour[input.channel], windowMs: HOUR }, eq(v.channel, input.channel)],
    ];
    let until = 0;
    for (const [rule, where] of checks) {
      const blocked = await blockedUntil(tx, rule, where, now);
      if (blocked) until = Math.max(until, blocked.getTime());
    }
    if (until > now.getTime()) {
      const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
      throw new AppError(ERROR_CODES.rateLimited, 'providers.codes.tooMany', null, { seconds });
    }
    const expiresAt = new Date(now.getTime() + CODE_LIFE_MS);
    await tx.insert(v).values({
      channel: input.channel,
      purpose: input.purpose,
      target,
      requester: input.requester,
      code_hash: hashCode(options.secret, { channel: input.channel, purpose: input.purpose, target }, code),
      created_at: now,
      expires_at: expiresAt,
    });
    return { code, expiresAt };
  });
}

const wrongCode = () => new AppError(ERROR_CODES.wrongCode);
const deadCode = () => new AppError(ERROR_CODES.wrongCode, 'providers.codes.expired');
const triedOut = () => new AppError(ERROR_CODES.wrongCode, 'providers.codes.tooManyTries');

/**
 * Checks a code against the latest one issued for this channel, purpose and
 * target. Answers true exactly once; otherwise throws AppError 1004 (wrong
 * code; or key providers.codes.expired / providers.codes.tooManyTries). Each
 * try is reserved atomically before comparing, so parallel guesses cannot
 * exceed the 5 tries, and two right answers cannot both consume it.
 */
export async function checkCode(db: Db, input: CheckCodeInput, options: CodeOptions): Promise<true> {
  checkPurpose(input.purpose);
  const target = normalizeTarget(input.channel, input.target);
  const code = input.code.trim();
  if (!new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code)) throw wrongCode();
  const now = options.now?.() ?? new Date();
  const v = verificationCodes;
  const [latest] = await db
    .select()
    .from(v)
    .where(and(eq(v.channel, input.channel), eq(v.purpose, input.purpose), eq(v.target, target)))
    .orderBy(desc(v.created_at), desc(v.code_id))
    .limit(1);
  if (!latest || latest.consumed_at || latest.expires_at <= now) throw deadCode();
  if (latest.attempts >= CODE_MAX_TRIES) throw triedOut();

  const [reserved] = await db
    .update(v)
    .set({ attempts: sql`${v.attempts} + 1` })
    .where(
      and(eq(v.code_id, latest.code_id), isNull(v.consumed_at), lt(v.attempts, CODE_MAX_TRIES), gt(v.expires_at, now)),
    )
    .returning({ code_hash: v.code_hash, attempts: v.attempts });
  if (!reserved) throw deadCode();

  const expected = hashCode(options.secret, { channel: input.channel, purpose: input.purpose, target }, code);
  if (!hashesEqual(expected, reserved.code_hash)) throw wrongCode();

  const [consumed] = await db
    .update(v)
    .set({ consumed_at: now })
    .where(and(eq(v.code_id, latest.code_id), isNull(v.consumed_at)))
    .returning({ code_id: v.code_id });
  if (!consumed) throw deadCode();
  return true;
}

/** Deletes rows too old to count for any limit; run it now and then (e.g. hourly). */
export async function pruneCodes(db: Db, options: Pick<CodeOptions, 'now'> = {}): Promise<number> {
  const before = new Date((options.now?.() ?? new Date()).getTime() - CODE_RETENTION_MS);
  const removed = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.created_at, before))
    .returning({ code_id: verificationCodes.code_id });
  return removed.length;
}
