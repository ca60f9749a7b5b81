import { type Db, sessions } from '@jobbridge/db';
import { and, gt, inArray, isNull } from 'drizzle-orm';

/** Ids per query of the periodic session check. */
const CHUNK = 1000;

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
          inArray(sessions.session_id, sessionIds.slice(i, i + CHUNK)),
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, new Date()),
        ),
      );
    for (const row of rows) live.push(row.session_id);
  }
  return live;
}
