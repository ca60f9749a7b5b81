import { type Db, sessions } from '@jobbridge/db';
import { and, gt, isNull, sql } from 'drizzle-orm';

/** Ids per query of the periodic session check (one array parameter, planned as quickly for any number). */
const CHUNK = 10_000;

/**
 * Which of the given sessions are still live (not revoked, not expired): the
 * hub's periodic check of its sockets (LIVE.sessionCheckMs).
 */
export async function liveSessionIds(db: Db, sessionIds: number[]): Promise<number[]> {
  const live: number[] = [];
  for (let i = 0; i < sessionIds.length; i += CHUNK) {
    const rows = await db
      .select({ session_id: sessions.session_id })
      .from(sessions)
      .where(
        and(
          // An array literal in one text parameter (drizzle spreads a JS array into a parameter each).
          sql`${sessions.session_id} = any(${`{${sessionIds.slice(i, i + CHUNK).join(',')}}`}::bigint[])`,
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, new Date()),
        ),
      );
    for (const row of rows) live.push(row.session_id);
  }
  return live;
}
