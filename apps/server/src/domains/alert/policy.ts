import { AppError, ERROR_CODES } from '@jobbridge/shared';
import type { SessionUser } from '../../types';

/**
 * Who may read or change a job alert: only its user. getJobAlert takes a
 * user_id (the spec's payload); another user's id is refused with 4003 (an
 * alert exists, or its defaults, for every user, so nothing is revealed).
 * createJobAlert and createJobAlertStatus act on the session's user only.
 * The unsubscribe link needs no session: its random token is the right.
 */
export function alertOwnerOr403(viewer: SessionUser, userId: number): number {
  if (viewer.user_id !== userId) throw new AppError(ERROR_CODES.forbidden, 'server.alert.notYours');
  return userId;
}
