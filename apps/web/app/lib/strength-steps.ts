import { PROFILE_STRENGTH_WEIGHTS, type StrengthPart } from '@jobbridge/shared';

/**
 * Where each missing part of the profile strength (spec section 9) is added:
 * a section of /profile (a hash), the basic-info page, or the e-mail
 * verification dialog. The profile shows the missing parts, heaviest first,
 * as links.
 */
export type StrengthTarget = { kind: 'link'; to: string } | { kind: 'verifyEmail' };

export const STRENGTH_TARGETS: Record<StrengthPart, StrengthTarget> = {
  avatar: { kind: 'link', to: '/basicinfo' },
  birthDate: { kind: 'link', to: '/basicinfo' },
  language: { kind: 'link', to: '/basicinfo' },
  summary: { kind: 'link', to: '/profile#summary' },
  workExperience: { kind: 'link', to: '/profile#experience' },
  responsibilities: { kind: 'link', to: '/profile#experience' },
  education: { kind: 'link', to: '/profile#education' },
  emailVerified: { kind: 'verifyEmail' },
};

const isPart = (part: string): part is StrengthPart => part in PROFILE_STRENGTH_WEIGHTS;

export interface StrengthStep {
  part: StrengthPart;
  /** Points the part adds. */
  points: number;
  target: StrengthTarget;
}

/** The missing parts (as the server lists them, or any order), heaviest first, with their points and target. */
export function strengthSteps(missing: readonly string[]): StrengthStep[] {
  return missing
    .filter(isPart)
    .map((part) => ({ part, points: PROFILE_STRENGTH_WEIGHTS[part], target: STRENGTH_TARGETS[part] }))
    .sort((a, b) => b.points - a.points);
}

/** 0..100 as a whole number whatever arrives. */
export const clampPercent = (value: unknown): number => Math.max(0, Math.min(100, Math.round(Number(value) || 0)));
