import type { FastifyInstance } from 'fastify';
import { Counter } from 'prom-client';
import { type ChatWritten, writeChatBatch, writeChatMessage } from './chat-service';
import { ChatWriter } from './chat-writer';

/**
 * The app's chat writer (group commit, decision 0044), counted in /metrics:
 * `chat_write_commits_total` and `chat_write_messages_total` (their ratio is
 * the mean batch). It is drained when the app closes, before the database.
 */
export function createChatWriter(app: FastifyInstance): ChatWriter<ChatWritten> {
  const commits = new Counter({
    name: 'chat_write_commits_total',
    help: 'Commits that stored chat messages (one per batch of messages written together)',
    registers: [app.metricsRegistry],
  });
  const messages = new Counter({
    name: 'chat_write_messages_total',
    help: 'Chat message statements committed (stored, refused or answered as a resend)',
    registers: [app.metricsRegistry],
  });
  const writer = new ChatWriter<ChatWritten>(
    () => app.database.db,
    writeChatMessage,
    writeChatBatch,
    (count) => {
      commits.inc();
      messages.inc(count);
    },
  );
  app.addHook('onClose', async () => writer.drain());
  return writer;
}
