import { getSysMessagesBody, getSysMessagesData, updateMessageBody, updateMessageData } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../lib/authorize';
import { defineCall } from '../../lib/call';
import { requireUser } from '../../plugins/auth';
import { chatRoutes } from './chat-routes';
import { messageListOf, systemMessageOf } from './policy';
import { presentSystemMessage } from './presenter';
import { findSystemMessage, listSystemMessages, setMessageUnread } from './service';

/**
 * The calls of /message (spec section 7): the system messages
 * (message/getSysMessages and message/updateMessage), each answering only
 * about the session's user (another user's message is 4004), and live chat
 * (chat-routes.ts).
 */
export async function messageRoutes(api: FastifyInstance) {
  const db = () => api.database.db;
  await chatRoutes(api);

  defineCall(
    api,
    {
      path: '/message/getSysMessages',
      body: getSysMessagesBody,
      data: getSysMessagesData,
      summary: "The user's system messages, newest first, filled from their templates in the request's language",
      description:
        'page (from 1) and size (default 20, at most 50). to_user_id, when given, must be the session’s user: 4004 otherwise. 4001.',
      pageRead: true,
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await authorize(me, 'read', messageListOf(db(), { user_id: input.to_user_id ?? me.user_id }));
      const { rows, total, page, size } = await listSystemMessages(db(), me.user_id, request.locale, input);
      return { list: rows.map((row) => presentSystemMessage(row, request.locale)), total, page, size };
    },
  );

  defineCall(
    api,
    {
      path: '/message/updateMessage',
      body: updateMessageBody,
      data: updateMessageData,
      summary: 'Mark one of the user’s system messages read (unread 0)',
      description: 'Marking a read message again changes nothing. Another user’s or an unknown message: 4004. 4001.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      const message = await authorize(
        me,
        'change',
        systemMessageOf(db(), await findSystemMessage(db(), input.message_id)),
      );
      await setMessageUnread(db(), message.message_id, input.unread);
      return { message_id: message.message_id, unread: input.unread };
    },
  );
}
