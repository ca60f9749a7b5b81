import { searchTokens } from '@jobbridge/shared';
import type { jobs } from '../schema';
import { jobSearchDocument } from '../search/job-document';
import {
  BENEFITS,
  EXPERIENCE,
  FAMILY_BENEFITS,
  INDUSTRIES,
  INDUSTRY_FAMILIES,
  type LeaderDef,
  MANDARIN_REQUIREMENTS,
  type Pair,
  type PositionDef,
  ROLE_FAMILIES,
  type RoleFamily,
  SALARY_BANDS,
  type Seniority,
  SKILLS,
  WORK_PERMIT,
  WORKING_LANGUAGES,
} from './catalog';
import type { Random } from './random';

export type JobInsert = typeof jobs.$inferInsert;

/** What the factory needs to know about a company. */
export interface CompanyContext {
  company_id: number;
  brand_name: string;
  eng_brand_name: string;
  industry: string | null;
  adcode: string | null;
  size?: string | null;
  tagline?: Pair | null;
  recruiter_id?: number | null;
}

export interface CityContext {
  adcode: string;
  city_en: string;
  city_zh: string;
  province_en: string;
  province_zh: string;
  sort: number;
}

const DAY_MS = 86_400_000;
const FAMILY_BY_KEY = new Map(ROLE_FAMILIES.map((f) => [f.key, f]));
const INDUSTRY_BY_VALUE = new Map(INDUSTRIES.map((i) => [i.value, i]));
const SENIORITY_WEIGHTS: ReadonlyArray<readonly [Seniority, number]> = [
  ['intern', 5],
  ['junior', 18],
  ['mid', 30],
  ['senior', 24],
  ['lead', 8],
  ['manager', 10],
  ['director', 4],
  ['executive', 1],
];
const DEFAULT_LEVELS: readonly Seniority[] = ['intern', 'junior', 'mid', 'senior', 'lead'];
/** Highest displayed monthly salary, in K CNY. */
const MAX_SALARY_K = 200;
const TIER_ONE = new Set(['310100', '110100', '440300', '440100', '810100']);

/** Picks cities by job-market size (the locations' sort order), in O(log n). */
export class CityPicker {
  private readonly cumulative: number[] = [];
  private total = 0;
  readonly byAdcode = new Map<string, CityContext>();

  constructor(private readonly cities: readonly CityContext[]) {
    for (const city of cities) {
      this.byAdcode.set(city.adcode, city);
      this.total += city.sort <= 50 ? 1 / city.sort ** 0.9 : 0.002;
      this.cumulative.push(this.total);
    }
  }

  pick(rng: Random): CityContext {
    const r = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return this.cities[lo];
  }
}

/** "an English Teacher", "an HR Manager", "a UX Designer". */
function withArticle(title: string): string {
  const first = title.split(/[\s-]/)[0];
  const acronym = first.length >= 2 && first === first.toUpperCase();
  const vowelSound = acronym ? /^[AEFHILMNORSX]/.test(first) : /^[AEIOaeio]/.test(first) || /^i[A-Z]/.test(first);
  return `${vowelSound ? 'an' : 'a'} ${title}`;
}

/**
 * `searchTokens` with a per-line cache: generated texts reuse the same
 * sentences, so most lines are tokenised once. Tokens never span a line
 * break, so the result equals `searchTokens(text)`.
 */
const lineCache = new Map<string, string[]>();
export function cachedSearchTokens(text: string): string[] {
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    let tokens = lineCache.get(line);
    if (tokens === undefined) {
      if (lineCache.size >= 50_000) lineCache.clear();
      tokens = searchTokens(line);
      lineCache.set(line, tokens);
    }
    for (const token of tokens) out.add(token);
  }
  return [...out];
}

const numbered = (lines: readonly string[]) => lines.map((line, i) => `${i + 1}. ${line}`).join('\n');
const bulleted = (lines: readonly string[]) => lines.map((line) => `• ${line}`).join('\n');

interface Role {
  family: RoleFamily;
  seniority: Seniority;
  en: string;
  zh: string;
  skills: readonly string[];
  language: Pair | null;
}

function pickRole(rng: Random, industry: string): Role {
  const weights = INDUSTRY_FAMILIES[industry] ?? INDUSTRY_FAMILIES.internet;
  const familyKey = rng.weighted(Object.keys(weights), (k) => weights[k]);
  const family = FAMILY_BY_KEY.get(familyKey) ?? ROLE_FAMILIES[0];
  let seniority = rng.weighted(SENIORITY_WEIGHTS, ([, w]) => w)[0];
  if (seniority === 'manager' || seniority === 'director' || seniority === 'executive') {
    const level = seniority;
    const leaders = family.leaders.filter((l) => l.level === level);
    const leader: LeaderDef | undefined = leaders.length > 0 ? rng.pick(leaders) : undefined;
    if (leader) {
      return {
        family,
        seniority,
        en: leader.en,
        zh: leader.zh,
        skills: leader.skills,
        language: pickLanguage(rng, family),
      };
    }
    seniority = 'senior';
  }
  const fitting = family.positions.filter((p) => (p.levels ?? DEFAULT_LEVELS).includes(seniority));
  const position: PositionDef = fitting.length > 0 ? rng.pick(fitting) : rng.pick(family.positions);
  const levels = position.levels ?? DEFAULT_LEVELS;
  if (!levels.includes(seniority)) seniority = levels[Math.min(1, levels.length - 1)];
  return {
    family,
    seniority,
    en: position.en,
    zh: position.zh,
    skills: position.skills,
    language: pickLanguage(rng, family),
  };
}

function pickLanguage(rng: Random, family: RoleFamily): Pair | null {
  return family.languageVariants && rng.chance(0.15) ? rng.pick(WORKING_LANGUAGES) : null;
}

function titles(role: Role, specialty: string | null): Pair {
  const lang = role.language;
  let en = role.en;
  let zh = `${lang ? lang[1] : ''}${role.zh}`;
  switch (role.seniority) {
    case 'junior':
      en = `Junior ${en}`;
      zh = `初级${zh}`;
      break;
    case 'senior':
      en = `Senior ${en}`;
      zh = `高级${zh}`;
      break;
    case 'lead':
      en = `Lead ${en}`;
      zh = `资深${zh}`;
      break;
    case 'intern':
      en = `${en} Intern`;
      zh = `${zh}（实习）`;
      break;
    default:
  }
  if (lang) en = `${lang[0]}-speaking ${en}`;
  if (specialty) {
    en = `${en} (${specialty})`;
    zh = `${zh}（${SKILLS[specialty] ?? specialty}）`;
  }
  return [en, zh];
}

function salary(
  rng: Random,
  role: Role,
  adcode: string,
  employment: string,
): { min: number; max: number; num: number } {
  const [low, high] = SALARY_BANDS[role.seniority];
  const factor = role.family.salaryFactor * (TIER_ONE.has(adcode) ? 1 : 0.8) * (employment === 'part_time' ? 0.5 : 1);
  let min = Math.min(MAX_SALARY_K - 20, Math.max(2, Math.round((low + (high - low) * rng.next() * 0.6) * factor)));
  let max = Math.min(MAX_SALARY_K, Math.max(min + 1, Math.round(min * (1.3 + rng.next() * 0.5))));
  let num = 1;
  if (role.seniority !== 'intern' && min >= 6) {
    const r = rng.next();
    num = r < 0.05 ? 2 : r < 0.07 ? 3 : 1;
  }
  if (num > 1) {
    min = Math.max(1, Math.round(min / num));
    max = Math.max(min + 1, Math.round(max / num));
  }
  return { min, max, num };
}

function employmentType(rng: Random, role: Role): string {
  if (role.seniority === 'intern') return 'internship';
  if (rng.chance(role.family.flexible ?? 0.04)) {
    const flexible =
      role.family.key === 'education' ? ['part_time', 'part_time', 'remote'] : ['remote', 'part_time', 'freelance'];
    return rng.pick(flexible);
  }
  return rng.chance(0.06) ? 'contract' : 'full_time';
}

/** "Software & IT Services" -> "software & IT services" (acronyms stay). */
export function lowerCaseWords(text: string): string {
  return text.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}

function companyTagline(company: CompanyContext, city: CityContext): Pair {
  if (company.tagline) return company.tagline;
  const industry = INDUSTRY_BY_VALUE.get(company.industry ?? '') ?? INDUSTRIES[0];
  return [
    `${company.eng_brand_name} is a growing ${lowerCaseWords(industry.en)} company with a friendly, international team in ${city.city_en}.`,
    `${company.brand_name}是一家快速发展的${industry.zh}企业，在${city.city_zh}拥有一支友好的国际化团队。`,
  ];
}

export interface BuildJobOptions {
  /** Jobs are dated up to this many days before `now` (default 60). */
  days?: number;
  now?: number;
  /** Share of closed jobs (default 0.03). */
  closedShare?: number;
}

/** One generated bilingual job, with its search columns. */
export function buildJob(
  rng: Random,
  company: CompanyContext,
  cities: CityPicker,
  options: BuildJobOptions = {},
): JobInsert {
  const now = options.now ?? Date.now();
  const home = company.adcode ? cities.byAdcode.get(company.adcode) : undefined;
  const city = home && rng.chance(0.75) ? home : cities.pick(rng);
  const role = pickRole(rng, company.industry ?? 'internet');
  const techy = role.family.key === 'software' || role.family.key === 'data';
  const specialty = techy && !role.language && rng.chance(0.2) ? rng.pick(role.skills) : null;
  const [position_en, position_zh] = titles(role, specialty);
  const [team_en, team_zh] = role.family.team;

  const jobSkills = rng.sample(role.skills, rng.int(2, Math.min(5, role.skills.length)));
  if (specialty && !jobSkills.includes(specialty)) jobSkills.unshift(specialty);
  const [tagline_en, tagline_zh] = companyTagline(company, city);

  const opener = rng.int(0, 2);
  const openers: Pair = [
    [
      `${company.eng_brand_name} is hiring ${withArticle(position_en)} to join the ${team_en} team in ${city.city_en}.`,
      `Join ${company.eng_brand_name} in ${city.city_en} as our next ${position_en}.`,
      `We are looking for ${withArticle(position_en)} for our ${team_en} team in ${city.city_en}.`,
    ][opener],
    [
      `${company.brand_name}${city.city_zh}${team_zh}团队现招聘${position_zh}。`,
      `诚邀${position_zh}加入${company.brand_name}${city.city_zh}${team_zh}团队。`,
      `${company.brand_name}正在为${city.city_zh}办公室寻找一位${position_zh}。`,
    ][opener],
  ];
  const duties = rng.sample(role.family.duties, rng.int(4, Math.min(6, role.family.duties.length)));
  const benefits = rng.sample([...BENEFITS, ...(FAMILY_BENEFITS[role.family.key] ?? [])], rng.int(3, 5));
  const description_en = [
    `${openers[0]} ${tagline_en}`,
    `What you will do:\n${numbered(duties.map((d) => d[0]))}`,
    `What we offer:\n${bulleted(benefits.map((b) => b[0]))}`,
  ].join('\n\n');
  const description_zh = [
    `${openers[1]}${tagline_zh}`,
    `岗位职责：\n${numbered(duties.map((d) => d[1]))}`,
    `我们提供：\n${bulleted(benefits.map((b) => b[1]))}`,
  ].join('\n\n');

  const requirements: Pair[] = [EXPERIENCE[role.seniority]];
  requirements.push(...rng.sample(role.family.requirements, rng.int(2, Math.min(4, role.family.requirements.length))));
  requirements.push([
    `Key skills: ${jobSkills.join(', ')}.`,
    `核心技能：${jobSkills.map((s) => SKILLS[s] ?? s).join('、')}。`,
  ]);
  if (role.language) requirements.push([`Fluent ${role.language[0]} is required.`, `要求${role.language[1]}流利。`]);
  requirements.push(MANDARIN_REQUIREMENTS[Math.min(3, Math.floor(rng.next() * rng.next() * 5))]);
  const employment_type = employmentType(rng, role);
  if (employment_type === 'full_time' && rng.chance(0.6)) requirements.push(WORK_PERMIT);

  const { min, max, num } = salary(rng, role, city.adcode, employment_type);
  const created = now - Math.floor(rng.next() ** 1.3 * (options.days ?? 60) * DAY_MS);
  const job: JobInsert = {
    company_id: company.company_id,
    recruiter_id: company.recruiter_id ?? null,
    position_en,
    position_zh,
    description_en,
    description_zh,
    requirements_en: numbered(requirements.map((r) => r[0])),
    requirements_zh: numbered(requirements.map((r) => r[1])),
    minimum_salary: min,
    maximum_salary: max,
    salary_num: num,
    employment_type,
    industry: company.industry ?? 'internet',
    seniority: role.seniority,
    adcode: city.adcode,
    skills: jobSkills.join(','),
    headcount: rng.chance(0.7) ? 1 : rng.int(2, 5),
    status: rng.chance(options.closedShare ?? 0.03) ? 'closed' : 'open',
    // Page views grow with the job's age, as on a live site (the HR system's job list shows them). Worked out from
    // the job itself, not drawn: the seeded sequence of everything else stays the same.
    views: Math.round(((now - created) / DAY_MS) * (6 + (position_en.length % 7) * 3) + (tagline_en.length % 23)),
    create_time: new Date(created),
    update_time: new Date(created),
    valid_through: new Date(created + 60 * DAY_MS),
  };
  return {
    ...job,
    ...jobSearchDocument(
      {
        position_en,
        position_zh,
        skills: job.skills,
        requirements_en: job.requirements_en,
        requirements_zh: job.requirements_zh,
        description_en,
        description_zh,
      },
      company,
      city,
      cachedSearchTokens,
    ),
  };
}

/** Weight of a company when spreading jobs: bigger companies post more. */
export function companyWeight(size: string | null | undefined): number {
  return { '1-49': 1, '50-199': 2, '200-999': 3, '1000-4999': 5, '5000+': 7 }[size ?? ''] ?? 2;
}
