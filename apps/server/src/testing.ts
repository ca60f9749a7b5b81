import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '@jobbridge/db';
import { buildUser, createTestDatabase } from '@jobbridge/db/testing';
import { COOKIE_NAMES } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { buildApp } from './app';
import { testEnv } from './env';
import { type Bus, InProcessBus } from './live/bus';
import { createSession } from './plugins/auth';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  bus: Bus;
  close(): Promise<void>;
}

/**
 * The real app on a fresh test database (PGlite in memory, or PostgreSQL
 * with TEST_DB=postgres). Pass `database` to share one between apps.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string | undefined>;
    database?: Database;
    bus?: Bus;
    web?: ServerBuild | null;
    webClientDir?: string | null;
    /** Called before app.ready(), e.g. to add a test-only route. */
    extend?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const bus = options.bus ?? new InProcessBus();
  const app = await buildApp({
    database,
    bus,
    env: testEnv(options.env),
    web: options.web ?? null,
    webClientDir: options.webClientDir ?? null,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    bus,
    async close() {
      await app.close();
      if (!options.bus) await bus.close();
      if (!options.database) await database.close();
    },
  };
}

/** A new user with a live session: the raw token and a ready Cookie header. */
export async function signedInUser(database: Database, overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(database.db, overrides);
  const { token, sessionId } = await createSession(database.db, user.user_id, { userAgent: 'vitest' });
  return { user, token, sessionId, cookie: `${COOKIE_NAMES.token}=${token}` };
}

/** Form-encodes a body the way the web sends it. */
export const form = (body: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString();

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** A promise and the function that settles it, for a test that holds something until it lets go. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The server's source files below `dir` (tests left out), as paths relative to it: for checks that read the code. */
export function sourceFilesOf(dir: string, below = dir): string[] {
  return readdirSync(below, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(below, entry.name);
    if (entry.isDirectory()) return sourceFilesOf(dir, full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path.relative(dir, full)] : [];
  });
}
