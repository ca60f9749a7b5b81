import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { type Actor, definePolicy } from '../../lib/authorize';
import { isActiveMember } from '../job/policy';

export const chatNotFound = () => new AppError(ERROR_CODES.notFound, 'server.chat.notFound');

/** A conversation: one candidate and one job of a company (decision 0025). */
export interface ConversationRef {
  candidate_id: number;
  job_id: number;
  company_id: number;
}

const partyOf = async (actor: Actor, row: ConversationRef, db: Parameters<typeof isActiveMember>[0]) =>
  actor !== null && (actor.user_id === row.candidate_id || (await isActiveMember(db, actor, row.company_id)));

/** The company's side of a conversation: an active member of the job's company (never its candidate). */
const companySideOf = async (actor: Actor, row: ConversationRef, db: Parameters<typeof isActiveMember>[0]) =>
  actor !== null && actor.user_id !== row.candidate_id && (await isActiveMember(db, actor, row.company_id));
/** The candidate's side of a conversation. */
const candidateSideOf = (actor: Actor, row: ConversationRef) => actor !== null && actor.user_id === row.candidate_id;

/**
 * Who takes part in a conversation: its candidate, and every active member
 * (owner, admin, recruiter) of the job's company, who share the company's
 * side as one inbox. Anyone else, site admins included, is told it does
 * not exist (4004, decision 0016). Whether a message may be sent (a new
 * conversation's rules, a block, the rate) is the service's business. An
 * action of one side (decision 0030) is refused to the other side alike.
 */
export const conversationOf = definePolicy<'read' | 'send' | 'companyAction' | 'candidateAction', ConversationRef>({
  name: 'chat conversation',
  refuse: chatNotFound,
  rules: {
    read: partyOf,
    send: partyOf,
    /** The company's actions (decision 0030): ask for the resume, invite to apply. */
    companyAction: companySideOf,
    /** The candidate's action: send the resume. */
    candidateAction: candidateSideOf,
  },
});
