import type { ChatFrame, ChatReadFrame, ChatUpdateFrame } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../lib/authorize';
import type { SessionUser } from '../../types';
import { conversationOf } from './chat-policy';
import { presentChatMessage } from './chat-presenter';
import {
  type ChatMessageRow,
  type ChatWritten,
  type Conversation,
  findConversation,
  sendChatMessage,
} from './chat-service';
import type { ChatWriter } from './chat-writer';

/**
 * Publishes on the bus, never failing the call: the message is stored
 * already, and a client that missed the frame fetches it (getChatMessages
 * with after_id) when it reconnects.
 */
async function publish(app: FastifyInstance, userIds: Iterable<number>, frame: unknown): Promise<void> {
  await app.hub
    .sendToUsers([...userIds], frame)
    .catch((error) => app.log.warn({ err: error }, 'chat: frame not published'));
}

/**
 * Each stored message, as a `chat` frame, to its recipient's and its sender's sockets on every
 * instance. Published together: one bus connection keeps their order (a job card before its message).
 */
export async function deliverMessages(app: FastifyInstance, rows: ChatMessageRow[]): Promise<void> {
  await Promise.all(
    rows.map((row) => {
      const frame: ChatFrame = { type: 'chat', message: presentChatMessage(row) };
      return publish(app, [row.to_user_id, row.from_user_id], frame);
    }),
  );
}

/** Each card whose state changed, as a `chat_update` frame, to its two people and whoever answered it. */
export async function deliverUpdates(app: FastifyInstance, rows: ChatMessageRow[]): Promise<void> {
  for (const row of rows) {
    const frame: ChatUpdateFrame = { type: 'chat_update', message: presentChatMessage(row) };
    const to = [row.to_user_id, row.from_user_id];
    if (row.answered_by !== null) to.push(row.answered_by);
    await publish(app, to, frame);
  }
}

/** A `read` frame to the senders of the messages just read and to the reader's other sockets. */
export async function deliverRead(
  app: FastifyInstance,
  conversation: Conversation,
  readerId: number,
  read: Array<{ message_id: number; from_user_id: number }>,
): Promise<void> {
  if (read.length === 0) return;
  const frame: ChatReadFrame = {
    type: 'read',
    job_id: conversation.job_id,
    candidate_id: conversation.candidate_id,
    reader_id: readerId,
    to_system: conversation.candidate_id === readerId ? 'candidate' : 'recruiter',
    last_message_id: Math.max(...read.map((row) => row.message_id)),
  };
  await publish(app, [...read.map((row) => row.from_user_id), readerId], frame);
}

/**
 * A message of the session's user, as sendChatMessage and the socket's
 * chat_send take it: authorized as a party of the conversation, stored
 * (once per client id) with the next commit of the app's writer, then
 * delivered. Answers the stored message.
 */
export async function sendAndDeliver(
  app: FastifyInstance,
  writer: ChatWriter<ChatWritten>,
  actor: SessionUser,
  input: { to_user_id: number; job_id: number; content: string; client_id: string },
  locale: 'en' | 'zh',
  /**
   * A socket's frames reach the writer in the order they came: the message waits for `after` (the
   * previous frame handed over) before it joins the writer's queue, then calls `queued`. The lookups
   * before that run side by side.
   */
  order: { after?: Promise<void>; queued: () => void } = { queued: () => {} },
): Promise<ChatMessageRow> {
  const db = app.database.db;
  const found = await findConversation(db, actor, actor.user_id, input.to_user_id, input.job_id, { bothSides: true });
  const conversation = await authorize(actor, 'send', conversationOf(db, found));
  const result = await sendChatMessage(db, actor.user_id, conversation, input, locale, async (write) => {
    if (order.after) await order.after;
    const written = writer.write(write);
    order.queued();
    return written;
  });
  if (result.created) await deliverMessages(app, result.stored);
  return result.message;
}
