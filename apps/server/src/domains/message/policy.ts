import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { definePolicy, isOwner } from '../../lib/authorize';

/**
 * Who may read or mark a system message: only the user it was sent to.
 * Anyone else's message answers as one that does not exist (4004, decision
 * 0016).
 */
export const systemMessageOf = definePolicy<'read' | 'change', { to_user_id: number }>({
  name: 'system message',
  refuse: () => new AppError(ERROR_CODES.notFound, 'server.message.notFound'),
  rules: { read: isOwner((row) => row.to_user_id), change: isOwner((row) => row.to_user_id) },
});

/**
 * Whose message list may be read: only one's own. getSysMessages takes the
 * spec's to_user_id, getAllChatMessages its user_id; another user's id
 * answers as an unknown user (4004).
 */
export const messageListOf = definePolicy<'read', { user_id: number }>({
  name: 'system message list',
  refuse: () => new AppError(ERROR_CODES.notFound, 'server.account.userNotFound'),
  rules: { read: isOwner((row) => row.user_id) },
});
