import type { Database } from '@jobbridge/db';
import type { Locale } from '@jobbridge/shared';
import type { Passwords } from './domains/account/passwords';
import type { JobWrites } from './domains/job/job-writes';
import type { JobViewCounter } from './domains/job/view-counter';
import type { Env } from './env';
import type { InFlightHandlers } from './in-flight';
import type { Bus } from './live/bus';
import type { Hub } from './live/hub';
import type { Presence } from './live/presence';

/** The signed-in user of a request, from its session. */
export interface SessionUser {
  user_id: number;
  role: 'candidate' | 'recruiter' | 'admin' | 'system';
  company_id: number | null;
  status: number;
  session_id: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    bus: Bus;
    env: Env;
    hub: Hub;
    /** Whether a user is connected on any instance. */
    presence: Presence;
    /** Password hashing and checks, on their own bounded pool of threads. */
    passwords: Passwords;
    /** Job writes, for the caches that must forget them (decision 0022). */
    jobWrites: JobWrites;
    /** Page views of jobs, gathered and added in one statement (decision 0040). */
    jobViews: JobViewCounter;
    /** Route handlers running now, which a shutdown waits for before closing the database. */
    inFlight: InFlightHandlers;
  }
  interface FastifyRequest {
    /** Set by the auth hook on /api and /ws routes; null for visitors. */
    user: SessionUser | null;
    /** The request's language: language cookie, else Accept-Language (pickLocale). */
    locale: Locale;
  }
}
