import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { definePolicy, isOwner } from '../../lib/authorize';

/**
 * Who may read a job alert: only its user. getJobAlert takes a user_id (the
 * spec's payload); another user's id is refused as if the user did not
 * exist (4004, the one refusal of decision 0016). createJobAlert and
 * createJobAlertStatus act on the session's user only. The unsubscribe link
 * needs no session: its random token is the right.
 */
export const jobAlertOf = definePolicy<'read', { user_id: number }>({
  name: 'job alert',
  refuse: () => new AppError(ERROR_CODES.notFound, 'server.account.userNotFound'),
  rules: { read: isOwner((row) => row.user_id) },
});
