import type { GetResumeMatchData } from '@jobbridge/shared';
import { type Locale, RESUME_MATCH_WEIGHTS, type ResumeMatchPart, skillsLine } from '@jobbridge/shared';

/**
 * What the resume-match page advises, read from the parts of
 * job/getResumeMatch (rules/resume-match.ts: a part the candidate left
 * unstated, location or salary, scores exactly 50).
 */

export type AdviceAction = { kind: 'link'; to: string } | { kind: 'jobAlert' } | { kind: 'none' };

export interface Advice {
  /** Catalogue key below match.advice */
  key:
    | 'skills'
    | 'seniority'
    | 'locationUnknown'
    | 'locationOutside'
    | 'salaryUnknown'
    | 'salaryBelow'
    | 'language'
    | 'great';
  params?: Record<string, string | number>;
  action: AdviceAction;
}

/** Parts in the order of their weight (skills 40, seniority 20, location 15, salary 15, language 10). */
export const MATCH_PARTS = (Object.keys(RESUME_MATCH_WEIGHTS) as ResumeMatchPart[]).sort(
  (a, b) => RESUME_MATCH_WEIGHTS[b] - RESUME_MATCH_WEIGHTS[a],
);

/** The stated-nothing score of location and salary (rules/resume-match.ts). */
const UNSTATED = 50;

export function matchAdvice(match: Pick<GetResumeMatchData, 'parts' | 'missing_skills'>, locale: Locale): Advice[] {
  const advice: Advice[] = [];
  const { parts } = match;
  if (parts.skills < 100 && match.missing_skills.length) {
    advice.push({
      key: 'skills',
      params: { skills: skillsLine(match.missing_skills.slice(0, 5), locale) },
      action: { kind: 'link', to: '/profile#skills' },
    });
  }
  if (parts.seniority < 100) advice.push({ key: 'seniority', action: { kind: 'link', to: '/profile#experience' } });
  if (parts.location === UNSTATED) advice.push({ key: 'locationUnknown', action: { kind: 'jobAlert' } });
  else if (parts.location < 100) advice.push({ key: 'locationOutside', action: { kind: 'jobAlert' } });
  if (parts.salary === UNSTATED) advice.push({ key: 'salaryUnknown', action: { kind: 'jobAlert' } });
  else if (parts.salary < 100) advice.push({ key: 'salaryBelow', action: { kind: 'none' } });
  if (parts.language < 100) advice.push({ key: 'language', action: { kind: 'link', to: '/basicinfo' } });
  if (!advice.length) advice.push({ key: 'great', action: { kind: 'none' } });
  return advice;
}

/** A word for the overall percent: 'high' from 75, 'medium' from 50, else 'low'. */
export function matchLevel(percent: number): 'high' | 'medium' | 'low' {
  if (percent >= 75) return 'high';
  if (percent >= 50) return 'medium';
  return 'low';
}
