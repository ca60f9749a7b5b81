import {
  AppError,
  type ChatAckFrame,
  type ChatErrorFrame,
  chatSendFrame,
  ERROR_CODES,
  errorKey,
  LIVE,
  localizeIssues,
} from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import type { ClientContext } from '../../live/hub';
import { sendAndDeliver } from './chat-delivery';
import { presentChatMessage } from './chat-presenter';
import type { ChatWritten } from './chat-service';
import type { ChatWriter } from './chat-writer';

/** The client id of a frame, if it has a usable one (for the chat_error of a frame that failed validation). */
const clientIdOf = (frame: unknown): string | null => {
  const value = (frame as { client_id?: unknown } | null)?.client_id;
  return typeof value === 'string' && value.length <= 64 ? value : null;
};

/**
 * Each socket's last chat_send on its way to the writer: the next one joins
 * the writer's queue only after it, so a socket's messages are stored in the
 * order they came (their lookups, run side by side, may finish in any order).
 */
const turns = new WeakMap<object, Promise<void>>();

/**
 * chat_send frames on the live channel: the same rules and answer as
 * message/sendChatMessage, answered to the sending socket with chat_ack
 * once the message is stored, or chat_error (the envelope's code and
 * message key). A socket with LIVE.maxChatInFlight frames still waiting
 * is refused the next (4029, server.chat.tooManyInFlight). Frames of
 * other types are left to other handlers.
 */
export function registerChatSocket(app: FastifyInstance, writer: ChatWriter<ChatWritten>): void {
  app.hub.onClientMessage((_userId, frame, context: ClientContext) => {
    if ((frame as { type?: unknown } | null)?.type !== 'chat_send') return;
    return chatSend(app, writer, frame, context);
  });
}

async function chatSend(
  app: FastifyInstance,
  writer: ChatWriter<ChatWritten>,
  frame: unknown,
  context: ClientContext,
): Promise<void> {
  const fail = (code: number, key: string, fields?: Record<string, string>) => {
    const answer: ChatErrorFrame = { type: 'chat_error', client_id: clientIdOf(frame), code, key };
    context.reply(fields ? { ...answer, fields } : answer);
  };
  // A bound on what one socket has waiting: past it, the frame is refused at once (decision 0044).
  if (context.inFlight >= LIVE.maxChatInFlight) {
    return fail(ERROR_CODES.rateLimited, 'server.chat.tooManyInFlight');
  }
  const parsed = chatSendFrame.safeParse(frame);
  if (!parsed.success) {
    return fail(
      ERROR_CODES.validation,
      errorKey(ERROR_CODES.validation),
      localizeIssues(parsed.error.issues, frame, context.locale),
    );
  }
  const previous = turns.get(context.socket);
  let handedOver = () => {};
  turns.set(context.socket, new Promise<void>((resolve) => (handedOver = resolve)));
  try {
    const message = await sendAndDeliver(app, writer, context.user, parsed.data, context.locale, {
      after: previous,
      queued: handedOver,
    });
    const ack: ChatAckFrame = {
      type: 'chat_ack',
      client_id: parsed.data.client_id,
      message: presentChatMessage(message),
    };
    context.reply(ack);
  } catch (error) {
    if (error instanceof AppError) {
      const fields = (error.data as { fields?: Record<string, string> } | null)?.fields;
      return fail(error.code, error.key, fields);
    }
    app.log.error({ err: error }, 'chat: socket send failed');
    fail(ERROR_CODES.internal, errorKey(ERROR_CODES.internal));
  } finally {
    // Refused before the writer (or after it): the next frame goes on either way.
    handedOver();
  }
}
