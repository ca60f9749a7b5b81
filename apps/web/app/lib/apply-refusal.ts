import type { ApplyRefusal, Envelope } from '@jobbridge/shared';

/**
 * Why `job/applyJob` refused (4003 with `data`, shared's `ApplyRefusal`): an
 * unverified e-mail, a profile under the strength the spec asks for, or a
 * member of the job's company; null
 * for other failures. Failure data is not typed by the call list, so it is
 * read field by field.
 */
export function applyRefusal(envelope: Envelope<unknown>): ApplyRefusal | null {
  if (envelope.success || envelope.code !== 4003) return null;
  const data = (envelope.data ?? {}) as { reason?: unknown; percent?: unknown };
  if (data.reason === 'email') return { reason: 'email' };
  if (data.reason === 'member') return { reason: 'member' };
  if (data.reason === 'strength') {
    return { reason: 'strength', percent: Math.max(0, Math.min(100, Math.round(Number(data.percent) || 0))) };
  }
  return null;
}
