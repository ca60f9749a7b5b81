import { type Envelope, PROFILE_STRENGTH_WEIGHTS } from '@jobbridge/shared';

export type StrengthPart = keyof typeof PROFILE_STRENGTH_WEIGHTS;
const STRENGTH_PARTS = Object.keys(PROFILE_STRENGTH_WEIGHTS) as StrengthPart[];

export type ApplyRefusal =
  | { reason: 'email' }
  /** `missing`: what to add next, heaviest first, when the server says (else empty). */
  | { reason: 'strength'; percent: number; missing: StrengthPart[] };

/**
 * Why `job/applyJob` refused (4003 with `data.reason`): an unverified e-mail,
 * or a profile under the strength the spec asks for; null for other failures.
 */
export function applyRefusal(envelope: Envelope<unknown>): ApplyRefusal | null {
  if (envelope.success || envelope.code !== 4003) return null;
  const data = (envelope.data ?? {}) as { reason?: unknown; percent?: unknown; missing?: unknown };
  if (data.reason === 'email') return { reason: 'email' };
  if (data.reason === 'strength') {
    const percent = Math.max(0, Math.min(100, Math.round(Number(data.percent) || 0)));
    const missing = Array.isArray(data.missing)
      ? data.missing.filter((part): part is StrengthPart => STRENGTH_PARTS.includes(part as StrengthPart))
      : [];
    missing.sort((a, b) => PROFILE_STRENGTH_WEIGHTS[b] - PROFILE_STRENGTH_WEIGHTS[a]);
    return { reason: 'strength', percent, missing };
  }
  return null;
}
