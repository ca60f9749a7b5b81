import {
  AppError,
  blockChatBody,
  blockChatData,
  ERROR_CODES,
  getAllChatMessagesBody,
  getAllChatMessagesData,
  getChatMessagesBody,
  getChatMessagesData,
  readChatMessagesBody,
  readChatMessagesData,
  reportChatBody,
  reportChatData,
  sendChatMessageBody,
  sendChatMessageData,
  translate,
} from '@jobbridge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorize } from '../../lib/authorize';
import { defineCall } from '../../lib/call';
import { CHAT_SEND_LIMITS, rateText } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { chatActionRoutes } from './chat-action-routes';
import { contactsOf } from './chat-actions';
import { deliverRead, sendAndDeliver } from './chat-delivery';
import { chatNotFound, conversationOf } from './chat-policy';
import { presentChatListItem, presentChatMessage } from './chat-presenter';
import {
  findConversation,
  listConversation,
  listConversations,
  markConversationRead,
  reportConversation,
  setBlock,
  sideOf,
  wroteIn,
} from './chat-service';
import { registerChatSocket } from './chat-socket';
import { createChatWriter } from './chat-writer-metrics';
import { messageListOf } from './policy';
import { registerPresenceSocket } from './presence-socket';

const PARTIES =
  'Only the candidate and the active members of the job’s company take part; anyone else, and an unknown job or person: 4004. 4001.';

/**
 * Live chat under /api/message/ (spec section 7, decision 0025), and its
 * chat_send and presence_watch frames on the live channel.
 */
export async function chatRoutes(api: FastifyInstance) {
  const db = () => api.database.db;
  const writer = createChatWriter(api);
  registerChatSocket(api, writer);
  registerPresenceSocket(api);
  chatActionRoutes(api);

  /** The conversation the session user names with another person and a job, if they take part in it. */
  const conversationNamed = async (request: FastifyRequest, first: number, second: number, jobId: number) => {
    const me = requireUser(request);
    const found = await findConversation(db(), me, first, second, jobId);
    return { me, conversation: await authorize(me, 'read', conversationOf(db(), found)) };
  };
  /** The session user's conversation with a person on the other side of it (block, report). */
  const conversationWith = async (request: FastifyRequest, otherId: number, jobId: number) => {
    const me = requireUser(request);
    const found = await findConversation(db(), me, me.user_id, otherId, jobId, { bothSides: true });
    return { me, conversation: await authorize(me, 'read', conversationOf(db(), found)) };
  };

  defineCall(
    api,
    {
      path: '/message/getAllChatMessages',
      body: getAllChatMessagesBody,
      data: getAllChatMessagesData,
      summary: "The user's conversations, the most recent first, each with its last message and unread count",
      description:
        'A member of a company also sees every conversation about its jobs. user_id, when given, must be the session’s user: 4004 otherwise. 4001.',
      pageRead: true,
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await authorize(me, 'read', messageListOf(db(), { user_id: input.user_id ?? me.user_id }));
      const rows = await listConversations(db(), me.user_id);
      return { list: rows.map((row) => presentChatListItem(row, request.locale)) };
    },
  );

  defineCall(
    api,
    {
      path: '/message/getChatMessages',
      body: getChatMessagesBody,
      data: getChatMessagesData,
      summary:
        'The messages of one conversation in the server’s order; with after_id, only those after it; with before_id, the last ones before it',
      description: `from_user_id and to_user_id name the candidate and one of the company’s people, in either order. ${PARTIES}`,
    },
    async ({ input, request }) => {
      if (input.after_id !== undefined && input.before_id !== undefined) {
        const text = translate(request.locale, 'server.chat.afterOrBefore');
        throw new AppError(ERROR_CODES.validation, 'server.chat.afterOrBefore', {
          fields: { after_id: text, before_id: text },
        });
      }
      const { me, conversation } = await conversationNamed(request, input.from_user_id, input.to_user_id, input.job_id);
      const page = await listConversation(db(), conversation, me.user_id, {
        afterId: input.after_id,
        beforeId: input.before_id,
      });
      return {
        list: page.rows.map(presentChatMessage),
        has_more: page.hasMore,
        has_earlier: page.hasEarlier,
        candidate_id: conversation.candidate_id,
        blocked_by_me: page.blockedByMe,
        blocked_by_other: page.blockedByOther,
        own_contacts: await contactsOf(db(), me.user_id),
      };
    },
  );

  defineCall(
    api,
    {
      path: '/message/readChatMessages',
      body: readChatMessagesBody,
      data: readChatMessagesData,
      summary: 'Marks read the messages of a conversation addressed to the user’s side',
      description: `The senders get a read frame on the live channel. ${PARTIES}`,
    },
    async ({ input, request }) => {
      const { me, conversation } = await conversationNamed(request, input.to_user_id, input.from_user_id, input.job_id);
      const read = await markConversationRead(db(), conversation, me.user_id);
      await deliverRead(api, conversation, me.user_id, read);
      return { read: read.length };
    },
  );

  defineCall(
    api,
    {
      path: '/message/sendChatMessage',
      body: sendChatMessageBody,
      data: sendChatMessageData,
      summary: 'Sends a chat message: stored first, then answered and delivered to both people’s sockets',
      description:
        'A candidate starts a conversation about an open job with its recruiter (a closed job: 4009); the company’s people ' +
        'start one with a candidate who applied to the job; the first message is preceded by a job card. ' +
        'Resending a client_id answers the stored message (another conversation’s: 4009). Empty or whitespace-only: ' +
        `4000 chat.empty_message. Blocked by the other side: 4003. At most ${CHAT_SEND_LIMITS.map(rateText).join(' and ')} a user (4029). ${PARTIES}`,
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      return presentChatMessage(await sendAndDeliver(api, writer, me, input, request.locale));
    },
  );

  defineCall(
    api,
    {
      path: '/message/blockChat',
      body: blockChatBody,
      data: blockChatData,
      summary: 'Blocks a conversation for the user’s side (blocked 1, the default) or lifts the block (0)',
      description: `While blocked, the other side’s messages are refused with 4003. to_user_id is the other person. ${PARTIES}`,
    },
    async ({ input, request }) => {
      const { me, conversation } = await conversationWith(request, input.to_user_id, input.job_id);
      const blocked = (input.blocked ?? 1) === 1;
      await setBlock(db(), conversation, sideOf(conversation, me.user_id), blocked);
      return { blocked };
    },
  );

  defineCall(
    api,
    {
      path: '/message/reportChat',
      body: reportChatBody,
      data: reportChatData,
      summary: 'Reports a conversation, with a reason, to the platform’s review console',
      description: `to_user_id is the person reported, who must have written in the conversation (4004 otherwise). ${PARTIES}`,
    },
    async ({ input, request }) => {
      const { me, conversation } = await conversationWith(request, input.to_user_id, input.job_id);
      if (!(await wroteIn(db(), conversation, input.to_user_id))) throw chatNotFound();
      const reportId = await reportConversation(db(), me.user_id, conversation, input.to_user_id, input);
      return { report_id: reportId };
    },
  );
}
