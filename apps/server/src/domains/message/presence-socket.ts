import { presenceWatchFrame } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../lib/authorize';
import type { ClientContext } from '../../live/hub';
import { conversationOf } from './chat-policy';
import { findConversation, hasMessages } from './chat-service';

/**
 * presence_watch frames on the live channel: a party of a conversation
 * asks to be told whether the other party is online (spec section 4
 * "Chat"). Allowed when the watched user is the job's recruiter (whose
 * online flag the job page shows anyone), or when the conversation between
 * the two already has messages; anything else is ignored, so a frame tells
 * nobody whether a stranger is online.
 */
export function registerPresenceSocket(app: FastifyInstance): void {
  app.hub.onClientMessage(async (_userId, frame, context: ClientContext) => {
    if ((frame as { type?: unknown } | null)?.type !== 'presence_watch') return;
    const parsed = presenceWatchFrame.safeParse(frame);
    if (!parsed.success) return;
    const { user_id: watched, job_id: jobId } = parsed.data;
    const db = app.database.db;
    const me = context.user;
    const found = await findConversation(db, me, me.user_id, watched, jobId, { bothSides: true });
    const conversation = await authorize(me, 'read', conversationOf(db, found)).catch(() => null);
    if (!conversation) return;
    if (conversation.recruiter_id !== watched && !(await hasMessages(db, conversation))) return;
    await context.watchPresence(watched);
  });
}
