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
 *
 * A reason says where the resume shows the skills: its Skills list
 * (`titleSkills`, `skillsCity`, `skills`: "Matches your skills: React"), or
 * only the words of its summary and careers (`titleMentions`,
 * `mentionsCity`, `mentions`: "Your resume mentions: React"). A job matched
 * on both names the listed skills, then what the text mentions besides.
 */
export const RECOMMEND_REASONS = [
  'titleSkills',
  'titleMentions',
  'titleCity',
  'title',
  'skillsCity',
  'skills',
  'mentionsCity',
  'mentions',
  'alert',
] as const;
export type RecommendReasonKey = (typeof RECOMMEND_REASONS)[number];
/** The reasons whose skills only the resume's text names: their sentence names `mentioned`. */
export const MENTION_REASONS: ReadonlySet<RecommendReasonKey> = new Set(['titleMentions', 'mentionsCity', 'mentions']);
export interface RecommendReason {
  key: RecommendReasonKey;
  /** The job's skills the resume's Skills list states (keys: English names of the list). */
  skills: string[];
  /** The job's skills only the resume's text names (summary, career titles and responsibilities). */
  mentioned: string[];
}

/** The job's skills a resume shows: those its Skills list states, and those only its text names. */
export interface MatchedSkills {
  stated: readonly string[];
  mentioned: readonly string[];
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
 * `matched` are the job's skills the resume shows (resumeMatch's
 * matched_skills, and skills of the list the resume shows), split by where:
 * stated in its Skills list, or only named in its text; `jobSkills` how many
 * skills the job lists. At most REASON_SKILLS_MAX skills are named, the
 * stated ones first.
 */
export function recommendReason(
  profile: RecommendProfile,
  job: AlertJob,
  matched: MatchedSkills = { stated: [], mentioned: [] },
  jobSkills?: number,
): RecommendReason | null {
  const title = profile.titles.some((candidate) => {
    const core = coreTitle(candidate);
    return core !== '' && titleMatches(core, job);
  });
  const city = profile.places.length > 0 && placeMatches(profile.places, job);
  const stated = [...new Set(matched.stated)];
  const mentioned = [...new Set(matched.mentioned)].filter((skill) => !stated.includes(skill));
  const count = stated.length + mentioned.length;
  const skills = stated.slice(0, REASON_SKILLS_MAX);
  const named = { skills, mentioned: mentioned.slice(0, REASON_SKILLS_MAX - skills.length) };
  const none = { skills: [], mentioned: [] };
  if (title && count) return { key: stated.length ? 'titleSkills' : 'titleMentions', ...named };
  if (title) return { key: city ? 'titleCity' : 'title', ...none };
  const enough =
    count > 0 && (count >= REASON_SKILLS_MIN || count > REASON_SKILLS_SHARE * Math.max(jobSkills ?? count, 1));
  if (enough) {
    if (stated.length) return { key: city ? 'skillsCity' : 'skills', ...named };
    return { key: city ? 'mentionsCity' : 'mentions', ...named };
  }
  if (profile.alert && jobMatchesAlert(job, profile.alert)) return { key: 'alert', ...none };
  return null;
}

/** How strong a reason is, for ordering jobs of equal score: a title match before skills before the alert. */
export const reasonStrength = (reason: RecommendReason): number =>
  RECOMMEND_REASONS.length - RECOMMEND_REASONS.indexOf(reason.key);
