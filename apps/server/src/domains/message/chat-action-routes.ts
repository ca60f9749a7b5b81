import {
  answerChatActionBody,
  answerChatActionData,
  chatResumeParams,
  chatResumeQuery,
  inviteChatApplyBody,
  inviteChatApplyData,
  proposeChatContactBody,
  proposeChatContactData,
  requestChatResumeBody,
  requestChatResumeData,
  sendChatResumeBody,
  sendChatResumeData,
} from '@jobbridge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authorize } from '../../lib/authorize';
import { defineCall } from '../../lib/call';
import { defineFileRoute } from '../../lib/raw-call';
import { setFileHeaders } from '../../lib/uploads';
import { CHAT_SEND_LIMITS, REQUEST_LIMITS, rateText } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { perRequest } from '../../plugins/rate-limit';
import { userResumePdf } from '../resume/resume-pdf';
import {
  answerRequest,
  findRequest,
  findResumeCard,
  inviteToApply,
  proposeContact,
  requestResume,
  sendResume,
} from './chat-actions';
import { deliverMessages, deliverUpdates } from './chat-delivery';
import { chatNotFound, conversationOf } from './chat-policy';
import { presentChatMessage } from './chat-presenter';
import { type ChatMessageRow, findConversation } from './chat-service';

const CARD_RULES =
  'In a conversation that has begun (4004 before its first message); a resend of the client_id answers the stored card ' +
  `(another conversation’s: 4009). Counted like messages (${CHAT_SEND_LIMITS.map(rateText).join(' and ')} a user, 4029); ` +
  'refused while the other side blocks the conversation (4003). Delivered as chat frames to both people.';
const PARTIES =
  'Only the conversation’s candidate and the active members of the job’s company; anyone else: 4004. 4001.';

/**
 * The actions of a conversation (decision 0030) under /api/message/: the
 * resume asked for and sent, contacts exchanged, an invitation to apply.
 */
export function chatActionRoutes(api: FastifyInstance) {
  const db = () => api.database.db;

  /** The session user's conversation with another person about a job, authorized for an action of their side. */
  const conversationFor = async (
    request: FastifyRequest,
    action: 'send' | 'companyAction' | 'candidateAction',
    otherId: number,
    jobId: number,
  ) => {
    const me = requireUser(request);
    const found = await findConversation(db(), me, me.user_id, otherId, jobId, { bothSides: true });
    return { me, conversation: await authorize(me, action, conversationOf(db(), found)) };
  };

  /** New cards as chat frames, changed ones as chat_update frames; a failed publish never fails the call. */
  const deliver = async (stored: ChatMessageRow[], updated: ChatMessageRow[]) => {
    await deliverMessages(api, stored);
    await deliverUpdates(api, updated);
  };

  defineCall(
    api,
    {
      path: '/message/requestChatResume',
      body: requestChatResumeBody,
      data: requestChatResumeData,
      summary: 'The company’s side asks the candidate of a conversation for their resume (a resume_request card)',
      description: `Only the company’s people; the candidate: 4004. One request waits for an answer at a time (4009 server.chat.requestPending). ${CARD_RULES} ${PARTIES}`,
    },
    async ({ input, request }) => {
      const { me, conversation } = await conversationFor(request, 'companyAction', input.to_user_id, input.job_id);
      const result = await requestResume(db(), me.user_id, conversation, input, request.locale);
      await deliver(result.stored, result.updated);
      return presentChatMessage(result.message);
    },
  );

  defineCall(
    api,
    {
      path: '/message/sendChatResume',
      body: sendChatResumeBody,
      data: sendChatResumeData,
      summary:
        'The candidate sends their resume in a conversation (a resume card); pending resume requests are accepted',
      description: `Only the candidate; the company’s people: 4004. The resume opens with GET /api/message/chatResume/:message_id. ${CARD_RULES} ${PARTIES}`,
    },
    async ({ input, request }) => {
      const { me, conversation } = await conversationFor(request, 'candidateAction', input.to_user_id, input.job_id);
      const result = await sendResume(db(), me.user_id, conversation, input, request.locale);
      await deliver(result.stored, result.updated);
      return presentChatMessage(result.message);
    },
  );

  defineCall(
    api,
    {
      path: '/message/proposeChatContact',
      body: proposeChatContactBody,
      data: proposeChatContactData,
      summary: 'Either side proposes to exchange WeChat IDs or phone numbers (a contact_request card)',
      description:
        'The proposer needs a WeChat ID (wechat_id keeps one on the account) or a phone on their account: 4009 server.chat.noWechat, ' +
        'server.chat.noPhone. One proposal of a type waits at a time (4009 server.chat.requestPending). No value is in any answer ' +
        `or frame before the other side accepts. ${CARD_RULES} ${PARTIES}`,
    },
    async ({ input, request }) => {
      const { me, conversation } = await conversationFor(request, 'send', input.to_user_id, input.job_id);
      const result = await proposeContact(db(), me.user_id, conversation, input, request.locale);
      await deliver(result.stored, result.updated);
      return presentChatMessage(result.message);
    },
  );

  defineCall(
    api,
    {
      path: '/message/answerChatAction',
      body: answerChatActionBody,
      data: answerChatActionData,
      summary: 'The other side accepts (1) or declines (0) a pending resume request or contact exchange',
      description:
        'Only the side the request was sent to answers it (the sender’s side: 4004). Accepting a resume request sends the ' +
        'resume (reply); accepting an exchange needs the answerer’s own WeChat ID (wechat_id keeps one) or phone (4009), and ' +
        'shows both values to both sides from then on. An answered request is answered as it stands. The changed card goes ' +
        `to both people as a chat_update frame. ${PARTIES}`,
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      const found = await findRequest(db(), input.message_id);
      if (!found) throw chatNotFound();
      const row = found.message;
      const conversation = await authorize(
        me,
        'read',
        conversationOf(
          db(),
          await findConversation(db(), me, row.from_user_id, row.to_user_id, row.job_id ?? 0).then((one) =>
            one && one.candidate_id === row.candidate_id ? one : null,
          ),
        ),
      );
      const result = await answerRequest(db(), me.user_id, conversation, row, input, request.locale);
      await deliver(result.stored, result.updated);
      return {
        message: presentChatMessage(result.message),
        reply: result.reply ? presentChatMessage(result.reply) : null,
      };
    },
  );

  defineCall(
    api,
    {
      path: '/message/inviteChatApply',
      body: inviteChatApplyBody,
      data: inviteChatApplyData,
      summary:
        'The company’s side invites the candidate to apply to the job (an invite card and an invite system message)',
      description:
        'Only the company’s people; the candidate: 4004. 4009 server.chat.alreadyApplied (the candidate applied to the job), ' +
        'server.chat.alreadyInvited (once per conversation), server.chat.inviteJobClosed (the job is not open). The candidate ' +
        `gets an invite system message (a system_message frame). ${CARD_RULES} ${PARTIES}`,
    },
    async ({ input, request }) => {
      const { me, conversation } = await conversationFor(request, 'companyAction', input.to_user_id, input.job_id);
      const result = await inviteToApply(db(), me.user_id, conversation, input, request.locale);
      await deliver(result.stored, result.updated);
      if (result.stored.length) {
        void api.hub
          .sendToUser(conversation.candidate_id, { type: 'system_message', message_type: 'invite' })
          .catch((error: unknown) => request.log.warn({ err: error }, 'chat invite: live notice failed'));
      }
      return presentChatMessage(result.message);
    },
  );

  defineFileRoute(
    api,
    {
      method: 'GET',
      path: '/message/chatResume/:message_id',
      summary: 'The resume of a resume card, as the A4 PDF of /resume/pdf, for the parties of its conversation',
      description:
        'The candidate’s resume as it is now, headings in lang (default: the request’s); application/pdf, attachment. Only the ' +
        `conversation’s candidate and the active members of the job’s company; anyone else, and any other id: 4004. 4001; 4029 (${rateText(REQUEST_LIMITS.resumePdfPerIp)}).`,
      params: chatResumeParams,
      querystring: chatResumeQuery,
      produces: ['application/pdf'],
      rateLimit: perRequest(REQUEST_LIMITS.resumePdfPerIp),
    },
    async ({ request, reply }) => {
      const me = requireUser(request);
      const { message_id } = request.params as z.output<typeof chatResumeParams>;
      const locale = (request.query as z.output<typeof chatResumeQuery>).lang ?? request.locale;
      const card = await findResumeCard(db(), message_id);
      const found = card
        ? await findConversation(db(), me, card.from_user_id, card.to_user_id, card.job_id ?? 0)
        : null;
      await authorize(me, 'read', conversationOf(db(), found?.candidate_id === card?.from_user_id ? found : null));
      const { pdf, fileName } = await userResumePdf(db(), card?.from_user_id ?? 0, locale);
      return setFileHeaders(reply, {
        mime: 'application/pdf',
        fileName,
        disposition: 'attachment',
        size: pdf.length,
      }).send(pdf);
    },
  );
}
