import { createHash, randomBytes } from 'node:crypto';
import { type Db, preparedQuery, sessions, users } from '@jobbridge/db';
import {
  AppError,
  COOKIE_NAMES,
  ERROR_CODES,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  TOKEN_HEADER,
  USER_COOKIE_MAX_AGE_MS,
} from '@jobbridge/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import type { SessionUser } from '../types';

/** Session tokens are 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const SESSION_TTL_MS = USER_COOKIE_MAX_AGE_MS;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The token of a request: the cit cookie, else the token header. */
export function tokenOf(request: FastifyRequest): string | null {
  const cookie = request.cookies?.[COOKIE_NAMES.token];
  const header = request.headers[TOKEN_HEADER];
  const token = cookie || (typeof header === 'string' ? header : undefined);
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

const sessionLookup = preparedQuery((db) =>
  db
    .select({
      session_id: sessions.session_id,
      user_id: users.user_id,
      role: users.role,
      company_id: users.company_id,
      status: users.status,
      last_used: sql<Date>`coalesce(${sessions.last_seen_at}, ${sessions.created_at})`.mapWith(sessions.created_at),
    })
    .from(sessions)
    .innerJoin(users, eq(users.user_id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder('now')),
        gt(sql`coalesce(${sessions.last_seen_at}, ${sessions.created_at})`, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('session_lookup'),
);

/**
 * The user of a live session with this token, or null: not revoked, not
 * expired, and used within SESSION_IDLE_TIMEOUT_MS. Its last use is written
 * when older than SESSION_TOUCH_INTERVAL_MS, so a busy session costs one
 * write every few minutes.
 */
export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS);
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token), now, idleSince });
  if (!row) return null;
  const { last_used, ...user } = row;
  if (now.getTime() - last_used.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.session_id, row.session_id));
  }
  return user;
}

/**
 * Sets request.user from the request's token (null for visitors). The
 * in-process calls of one page share the page's lookup of the same token
 * (request.pageSession, decision 0020); every other request looks it up.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (!token) {
    request.user = null;
    return;
  }
  const { server } = request;
  const lookup = () => {
    server.sessionLookups.inc();
    return findSessionUser(server.database.db, token);
  };
  request.user = await (request.pageSession ? request.pageSession.userFor(token, lookup) : lookup());
}

/** The signed-in user, or AppError 4001. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(ERROR_CODES.unauthenticated);
  return request.user;
}

export interface SessionMeta {
  userAgent?: string | null;
}

/**
 * Starts a session for a user (sign-in). Returns the raw token, which only the
 * client holds; the database keeps its SHA-256.
 */
export async function createSession(
  db: Db,
  userId: number,
  meta: SessionMeta = {},
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const [row] = await db
    .insert(sessions)
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      expires_at: expiresAt,
    })
    .returning({ session_id: sessions.session_id });
  return { token, sessionId: row.session_id, expiresAt };
}

/** Ends one session (logout); the token stops working at once. */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.session_id, sessionId), isNull(sessions.revoked_at)));
}

/** The cit cookie: HttpOnly, SameSite=Lax, 30 days; Secure when the site's public origin is https. */
export function setSessionCookie(reply: FastifyReply, token: string, env: Env): void {
  reply.setCookie(COOKIE_NAMES.token, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.SECURE_COOKIES,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, env: Env): void {
  reply.clearCookie(COOKIE_NAMES.token, { path: '/', httpOnly: true, sameSite: 'lax', secure: env.SECURE_COOKIES });
}

/** request.user on every request of the context it is registered in (the API and the live channel). */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate);
  },
  { name: 'auth' },
);
