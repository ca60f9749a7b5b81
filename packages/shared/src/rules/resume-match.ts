import { placeMatches, salaryOverlaps } from './alert-match';
import { skillKey } from './skills';

/**
 * How well a candidate fits a job (job/getResumeMatch): five parts, each
 * 0..100, and a weighted percent.
 *
 * - skills: the share of the job's skills found in the resume (its stated
 *   skills, in either language of the shared list, or its summary, career
 *   titles and responsibilities, as whole words); a job without listed
 *   skills counts 100.
 * - seniority: years of experience (career entries, overlaps counted once)
 *   against the least the job's level asks for: 100 when met, 20 points off
 *   per missing year; 70 for a junior post when the candidate has far more.
 * - location: 100 when the job is in the preferred city or a relocation city
 *   (or a province given there), or remote; 60 in the province of one of
 *   them; 0 elsewhere; 50 when the candidate stated no place.
 * - salary: 100 when the job's displayed range overlaps the wanted range or
 *   pays more; below it, the share of the wanted minimum it reaches; 50 when
 *   the candidate stated no range.
 * - language: the candidate's Mandarin (native Chinese counts as native)
 *   against what the job's requirements ask (fluent, conversational, basic or
 *   none): 100 when met, 35 points off per level short.
 */
export const RESUME_MATCH_WEIGHTS = { skills: 40, seniority: 20, location: 15, salary: 15, language: 10 } as const;
export type ResumeMatchPart = keyof typeof RESUME_MATCH_WEIGHTS;

/** Mandarin levels of the config list `mandarin`, lowest first. */
export const MANDARIN_LEVELS = ['none', 'basic', 'conversational', 'fluent', 'native'] as const;

/** Least years of experience a job level asks for. */
export const SENIORITY_MIN_YEARS: Record<string, number> = {
  intern: 0,
  junior: 0,
  mid: 3,
  senior: 5,
  lead: 8,
  manager: 8,
  director: 10,
  executive: 15,
};

export interface MatchCandidate {
  summary: string;
  /** Skills the resume states (resume/updSkills): a job's skill among them is matched too. */
  skills?: string[];
  careers: { title: string; responsibilities: string; start_date: string; end_date: string | null }[];
  mandarin: string | null;
  native_language: string | null;
  /** From the job alert; empty when the candidate stated no place. */
  places: string[];
  /** From the job alert; null when the candidate stated no range. */
  salary: { minimum_salary: number; maximum_salary: number } | null;
}

export interface MatchJob {
  skills: string[];
  seniority: string;
  employment_type: string;
  adcode: string;
  province_adcode?: string | null;
  minimum_salary: number;
  maximum_salary: number;
  salary_num: number;
  /** Requirements text, both languages are fine. */
  requirements: string;
}

export interface ResumeMatch {
  percent: number;
  parts: Record<ResumeMatchPart, number>;
  matched_skills: string[];
  missing_skills: string[];
}

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Whether the text holds the skill as a whole word (Latin), or anywhere (Chinese). */
export function textHasSkill(text: string, skill: string): boolean {
  const wanted = skill.trim().toLowerCase();
  if (!wanted) return false;
  const haystack = text.toLowerCase();
  if (CJK.test(wanted)) return haystack.includes(wanted);
  return new RegExp(`(^|[^a-z0-9+#.])${escapeRegExp(wanted)}($|[^a-z0-9+#])`, 'u').test(haystack);
}

const DAY_MS = 86_400_000;

/** Two 6-digit adcodes (GB/T 2260) share a province when their first two digits agree. */
const sameProvince = (a: string, b: string) =>
  /^\d{6}$/.test(a) && /^\d{6}$/.test(b) && a.slice(0, 2) === b.slice(0, 2);

/** Years of experience from career entries; overlapping periods count once. */
export function yearsOfExperience(careers: MatchCandidate['careers'], now: Date = new Date()): number {
  const spans = careers
    .map((career) => {
      const start = Date.parse(`${career.start_date}T00:00:00Z`);
      const end = career.end_date ? Date.parse(`${career.end_date}T00:00:00Z`) : now.getTime();
      return [start, Math.min(end, now.getTime())] as const;
    })
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total / (365.25 * DAY_MS);
}

/** The Mandarin level (index in MANDARIN_LEVELS) a job's requirements ask for. */
export function requiredMandarin(requirements: string): number {
  const text = requirements.toLowerCase();
  if (
    /fluent (mandarin|chinese)|(mandarin|chinese)[^.。]*fluent|中文流利|普通话流利|hsk ?[56]|hsk[^.。]*[五六]级/.test(
      text,
    )
  )
    return 3;
  if (/conversational (mandarin|chinese)|中文交流|日常中文|hsk ?4|hsk[^.。]*四级/.test(text)) return 2;
  if (/basic (mandarin|chinese)|基础中文/.test(text)) return 1;
  return 0;
}

/** The candidate's Mandarin level (index in MANDARIN_LEVELS); native Chinese speakers count as native. */
export function candidateMandarin(candidate: Pick<MatchCandidate, 'mandarin' | 'native_language'>): number {
  if (candidate.native_language === 'zh') return MANDARIN_LEVELS.length - 1;
  const level = MANDARIN_LEVELS.indexOf((candidate.mandarin ?? '') as (typeof MANDARIN_LEVELS)[number]);
  return Math.max(level, 0);
}

export function resumeMatch(candidate: MatchCandidate, job: MatchJob, now: Date = new Date()): ResumeMatch {
  const resumeText = [
    candidate.summary,
    ...candidate.careers.flatMap((career) => [career.title, career.responsibilities]),
  ].join('\n');
  const skills = [...new Set(job.skills.map((skill) => skill.trim()).filter(Boolean))];
  const stated = new Set((candidate.skills ?? []).map(skillKey));
  const matched_skills = skills.filter((skill) => stated.has(skillKey(skill)) || textHasSkill(resumeText, skill));
  const missing_skills = skills.filter((skill) => !matched_skills.includes(skill));
  const skillsPart = skills.length ? (100 * matched_skills.length) / skills.length : 100;

  const years = yearsOfExperience(candidate.careers, now);
  const minYears = SENIORITY_MIN_YEARS[job.seniority] ?? 0;
  let seniority = years >= minYears ? 100 : 100 - 20 * Math.ceil(minYears - years);
  if ((job.seniority === 'intern' || job.seniority === 'junior') && years > 5) seniority = 70;

  let location: number;
  if (job.employment_type === 'remote') location = 100;
  else if (!candidate.places.length) location = 50;
  else if (placeMatches(candidate.places, job)) location = 100;
  else if (candidate.places.some((place) => sameProvince(place, job.adcode))) location = 60;
  else location = 0;

  let salary: number;
  if (!candidate.salary) salary = 50;
  else if (
    salaryOverlaps(job, candidate.salary) ||
    job.minimum_salary * (job.salary_num || 1) > candidate.salary.maximum_salary
  )
    salary = 100;
  else
    salary =
      candidate.salary.minimum_salary > 0
        ? (100 * job.maximum_salary * (job.salary_num || 1)) / candidate.salary.minimum_salary
        : 100;

  const gap = requiredMandarin(job.requirements) - candidateMandarin(candidate);
  const language = gap <= 0 ? 100 : 100 - 35 * gap;

  const parts: Record<ResumeMatchPart, number> = {
    skills: clamp(skillsPart),
    seniority: clamp(seniority),
    location: clamp(location),
    salary: clamp(salary),
    language: clamp(language),
  };
  const percent = clamp(
    (Object.keys(RESUME_MATCH_WEIGHTS) as ResumeMatchPart[]).reduce(
      (sum, part) => sum + parts[part] * RESUME_MATCH_WEIGHTS[part],
      0,
    ) / 100,
  );
  return { percent, parts, matched_skills, missing_skills };
}
