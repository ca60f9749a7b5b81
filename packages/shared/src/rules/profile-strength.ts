import { APPLY_MIN_STRENGTH, PROFILE_STRENGTH_WEIGHTS, USER_STATUS_EMAIL_VERIFIED } from '../constants';

export type StrengthPart = keyof typeof PROFILE_STRENGTH_WEIGHTS;

export interface StrengthInput {
  avatar_url?: string | null;
  birth_date?: string | Date | null;
  summary?: string | null;
  careers: { responsibilities?: string | null }[];
  educations: unknown[];
  mandarin?: string | null;
  native_language?: string | null;
  status?: number | null;
}

const filled = (v: unknown) => (typeof v === 'string' ? v.trim().length > 0 : v != null);

/**
 * Profile strength of spec section 9 (weights total 100): which parts are done,
 * the percent, and what to add next (the missing parts, heaviest first).
 */
export function profileStrength(input: StrengthInput): {
  percent: number;
  done: StrengthPart[];
  missing: StrengthPart[];
} {
  const checks: Record<StrengthPart, boolean> = {
    avatar: filled(input.avatar_url),
    birthDate: filled(input.birth_date),
    summary: filled(input.summary),
    workExperience: input.careers.length > 0,
    responsibilities: input.careers.some((c) => filled(c.responsibilities)),
    education: input.educations.length > 0,
    language: filled(input.mandarin) || filled(input.native_language),
    emailVerified: input.status === USER_STATUS_EMAIL_VERIFIED,
  };
  const parts = Object.keys(PROFILE_STRENGTH_WEIGHTS) as StrengthPart[];
  const done = parts.filter((p) => checks[p]);
  const missing = parts
    .filter((p) => !checks[p])
    .sort((a, b) => PROFILE_STRENGTH_WEIGHTS[b] - PROFILE_STRENGTH_WEIGHTS[a]);
  const percent = done.reduce((sum, p) => sum + PROFILE_STRENGTH_WEIGHTS[p], 0);
  return { percent, done, missing };
}

/** Why a candidate may not apply yet (spec sections 5 and 6), or null when they may. */
export function applyBlocker(strengthPercent: number, status: number | null | undefined): 'strength' | 'email' | null {
  if (status !== USER_STATUS_EMAIL_VERIFIED) return 'email';
  if (strengthPercent < APPLY_MIN_STRENGTH) return 'strength';
  return null;
}
