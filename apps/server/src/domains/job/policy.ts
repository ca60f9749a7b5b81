import type { JobStatus } from '@jobbridge/db';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { definePolicy, isOwner } from '../../lib/authorize';

export const jobNotFound = () => new AppError(ERROR_CODES.notFound, 'server.job.notFound');
export const questionNotFound = () => new AppError(ERROR_CODES.notFound, 'server.job.questionNotFound');

/**
 * A job: anyone, visitors included, reads a published one (open or closed);
 * a draft, or a job the platform suspended, does not exist for readers (4004). Saving, applying and asking
 * need a session (4001) and an open job (a business rule of the call, not
 * of this policy). The employer side adds its actions here.
 */
export const jobOf = definePolicy<'read', { status: JobStatus }>({
  name: 'job',
  refuse: jobNotFound,
  rules: { read: (_actor, row) => row.status !== 'draft' && row.status !== 'suspended' },
});

/**
 * A question or answer on a job page: anyone signed in thumbs it; only its
 * author deletes it. Someone else's is refused as an unknown one (4004).
 */
export const questionOf = definePolicy<'delete', { user_id: number }>({
  name: 'job question',
  refuse: questionNotFound,
  rules: { delete: isOwner((row) => row.user_id) },
});
