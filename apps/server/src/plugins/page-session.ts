import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../types';

/**
 * One page request, one authentication (decision 0020). A server-rendered
 * page runs several loaders, each calling the API in process (the SSR
 * bridge's `app.inject`); without this, each call looked the session up
 * again. The bridge opens a page session for a GET or HEAD page request and
 * marks its in-process calls with its id in PAGE_SESSION_HEADER; the auth
 * hook of such a call then shares the page's lookup of the same token.
 *
 * The channel carries no user, only a handle to the page's lookups, keyed by
 * the call's own token: a call with another token (a sign-in during the
 * page) is looked up on its own. The header counts only on a call that
 * also carries the internal-call secret (cross-site.ts): an outside request
 * cannot know it, and its page header is dropped unread.
 */

/** Header of the SSR bridge's in-process calls naming their page session. */
export const PAGE_SESSION_HEADER = 'x-jobbridge-page';

/** The session lookups of one page request, shared by its in-process calls. */
export class PageSession {
  private readonly lookups = new Map<string, Promise<SessionUser | null>>();

  constructor(readonly id: string) {}

  /** The user of `token`, looked up at most once per page by `lookup`. */
  userFor(token: string, lookup: () => Promise<SessionUser | null>): Promise<SessionUser | null> {
    let user = this.lookups.get(token);
    if (!user) {
      user = lookup();
      this.lookups.set(token, user);
      // A failed lookup is not kept: the next call of the page tries again.
      user.catch(() => this.lookups.delete(token));
    }
    return user;
  }
}

/** The page sessions in progress, by id (random, 128 bits). */
export class PageSessions {
  private readonly open = new Map<string, PageSession>();

  /** Starts a page session; `end` it when the page's response is over. */
  start(): PageSession {
    const session = new PageSession(randomBytes(16).toString('base64url'));
    this.open.set(session.id, session);
    return session;
  }

  end(session: PageSession): void {
    this.open.delete(session.id);
  }

  get(id: string): PageSession | undefined {
    return this.open.get(id);
  }

  /** How many pages are in progress (tests: none is left behind). */
  get size(): number {
    return this.open.size;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Page sessions of the SSR bridge (decision 0020). */
    pageSessions: PageSessions;
  }
  interface FastifyRequest {
    /** The page session of a trusted in-process call of the SSR bridge, else null. */
    pageSession: PageSession | null;
  }
}

/** Registered right after the cross-site check, which tells in-process calls apart. */
export const pageSessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('pageSessions', new PageSessions());
    app.decorateRequest('pageSession', null);
    app.addHook('onRequest', async (request) => {
      const id = request.headers[PAGE_SESSION_HEADER];
      if (id === undefined) return;
      // Never passed on (to React Router, to a log), whether it was ours or not.
      delete request.headers[PAGE_SESSION_HEADER];
      if (request.internalCall && typeof id === 'string') request.pageSession = app.pageSessions.get(id) ?? null;
    });
  },
  { name: 'page-session', dependencies: ['cross-site'] },
);
