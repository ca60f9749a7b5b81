import { type AlertCriteria, type AlertJob, jobMatchesAlert, placeMatches, titleMatches } from './alert-match';
import { textHasSkill } from './resume-match';
import { SKILL_LIST } from './skills';

/**
 * Why a job is recommended to a candidate (account/getUserDashBoard), as a
 * catalogue key the pages render in their language
 * (`profile.dashboard.reason.<key>`, with the matched skills as {skills}).
 * A job is recommended only for a reason of its own: its position matches
 * one of the candidate's titles, it asks for skills their resume shows (at
 * least two of them, or more than half of those it lists: one common skill
 * such as project management does not make a clinic manager's job fit a
 * frontend engineer), or
 * it matches their job alert. The city alone is never a reason, it only
 * names a reason more fully ("Matches your title and city").
 */
export const RECOMMEND_REASONS = ['titleSkills', 'titleCity', 'title', 'skillsCity', 'skills', 'alert'] as const;
export type RecommendReasonKey = (typeof RECOMMEND_REASONS)[number];
export interface RecommendReason {
  key: RecommendReasonKey;
  /** The job's skills the resume shows (keys: English names of the list), empty unless the key names skills. */
  skills: string[];
}

/** At most this many skills named in a reason. */
export const REASON_SKILLS_MAX = 3;
/** Skills alone recommend a job when the resume shows this many of them, or more than this share of those it lists. */
export const REASON_SKILLS_MIN = 2;
export const REASON_SKILLS_SHARE = 0.5;

/** What the candidate is matched on: their resume, profile and enabled job alert. */
export interface RecommendProfile {
  /** Career titles, the headline and the alert's titles. */
  titles: string[];
  /** The candidate's city and the alert's places (city or province codes). */
  places: string[];
  /** The enabled job alert, when there is one. */
  alert: AlertCriteria | null;
}

/** Words of a title that say nothing of the job itself (its level), left out when titles are compared. */
const LEVEL_WORDS = new Set([
  'senior',
  'sr',
  'sr.',
  'junior',
  'jr',
  'jr.',
  'lead',
  'principal',
  'chief',
  'head',
  'intern',
  'trainee',
  'assistant',
  'associate',
  'deputy',
  'of',
  'and',
  '&',
  '-',
  '/',
  'the',
  '高级',
  '资深',
  '初级',
  '实习',
  '助理',
]);

/** A title without its level words ("Senior Sales Manager" → "sales manager"); empty when nothing is left. */
export function coreTitle(title: string): string {
  return title
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word && !LEVEL_WORDS.has(word))
    .join(' ')
    .replace(/^(高级|资深|初级|实习)/u, '');
}

/** Whether the candidate has anything a job could be recommended for. */
export function canRecommend(profile: RecommendProfile, resumeSkills: readonly string[]): boolean {
  return profile.titles.some((title) => coreTitle(title)) || resumeSkills.length > 0 || profile.alert !== null;
}

/**
 * Skills of the shared list a resume shows: stated in its skills, or named
 * in its text (summary, career titles and responsibilities) in either
 * language. English names (the list's keys), in list order.
 */
export function resumeSkills(stated: readonly string[], text: string): string[] {
  const statedKeys = new Set(stated.map((skill) => skill.trim().toLowerCase()));
  return SKILL_LIST.filter(
    (skill) =>
      statedKeys.has(skill.en.toLowerCase()) ||
      statedKeys.has(skill.zh.toLowerCase()) ||
      textHasSkill(text, skill.en) ||
      (skill.zh !== skill.en && textHasSkill(text, skill.zh)),
  ).map((skill) => skill.en);
}

/**
 * The reason to recommend the job, or null when there is none.
 * `matchedSkills` are the job's skills the resume shows (resumeMatch's
 * matched_skills, and skills the resume states); `jobSkills` how many skills
 * the job lists.
 */
export function recommendReason(
  profile: RecommendProfile,
  job: AlertJob,
  matchedSkills: readonly string[],
  jobSkills: number = matchedSkills.length,
): RecommendReason | null {
  const title = profile.titles.some((candidate) => {
    const core = coreTitle(candidate);
    return core !== '' && titleMatches(core, job);
  });
  const city = profile.places.length > 0 && placeMatches(profile.places, job);
  const matched = [...new Set(matchedSkills)];
  const skills = matched.slice(0, REASON_SKILLS_MAX);
  if (title && skills.length) return { key: 'titleSkills', skills };
  if (title) return { key: city ? 'titleCity' : 'title', skills: [] };
  const enough =
    matched.length > 0 &&
    (matched.length >= REASON_SKILLS_MIN || matched.length > REASON_SKILLS_SHARE * Math.max(jobSkills, 1));
  if (enough) return { key: city ? 'skillsCity' : 'skills', skills };
  if (profile.alert && jobMatchesAlert(job, profile.alert)) return { key: 'alert', skills: [] };
  return null;
}

/** How strong a reason is, for ordering jobs of equal score: a title match before skills before the alert. */
export const reasonStrength = (reason: RecommendReason): number =>
  RECOMMEND_REASONS.length - RECOMMEND_REASONS.indexOf(reason.key);
