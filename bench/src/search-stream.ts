/**
 * A query stream that does not repeat: N distinct search bodies (default 600)
 * drawn from a seed, so two runs (and two versions of the code) see the same
 * requests in the same order. What people type on a bilingual job site:
 * Chinese 2-character words and longer ones, English words and pairs, mixed
 * Chinese and English, misspellings (a letter dropped, doubled or two
 * swapped), with filters (city or province, type, industry, seniority,
 * salary bounds), page 2, sorted by date, and some browsing without a keyword.
 * The filter values are those of the generated jobs (generateJobs).
 */
import type { SearchBody } from './queries';

/** mulberry32: a small seeded generator, the same sequence on every machine. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const STREAM_WORDS = {
  chinese2: [
    '前端',
    '后端',
    '销售',
    '外教',
    '金融',
    '会计',
    '设计',
    '运营',
    '产品',
    '数据',
    '律师',
    '测试',
    '算法',
    '财务',
    '行政',
    '人事',
    '客服',
    '采购',
    '物流',
    '仓库',
    '医生',
    '护士',
    '教师',
    '翻译',
    '编辑',
    '市场',
    '品牌',
    '法务',
    '审计',
    '投资',
    '风控',
    '司机',
    '厨师',
    '店长',
    '主管',
    '经理',
    '助理',
    '顾问',
    '架构',
    '运维',
  ],
  chineseLong: [
    '前端开发工程师',
    '英语老师',
    '数据分析师',
    '产品经理',
    '销售经理',
    '财务经理',
    '人力资源',
    '软件工程师',
    '市场营销',
    '客户经理',
    '项目经理',
    '运营专员',
    '平面设计',
    '机器学习',
    '测试工程师',
    '行政助理',
    '大客户销售',
    '供应链管理',
    '质量工程师',
    '内容运营',
    '用户研究',
    '嵌入式开发',
    '法务专员',
    '投资分析',
    '新媒体运营',
  ],
  english: [
    'frontend',
    'backend',
    'teacher',
    'engineer',
    'manager',
    'sales',
    'java',
    'python',
    'react',
    'marketing',
    'analyst',
    'designer',
    'accountant',
    'developer',
    'consultant',
    'product',
    'data',
    'finance',
    'legal',
    'operations',
    'recruiter',
    'nurse',
    'logistics',
    'golang',
    'kubernetes',
    'devops',
    'mobile',
    'android',
    'ios',
    'senior',
    'intern',
    'english',
    'shanghai',
    'beijing',
    'shenzhen',
  ],
  englishPairs: [
    'sales manager',
    'data analyst',
    'product manager',
    'software engineer',
    'english teacher',
    'frontend developer',
    'project manager',
    'account manager',
    'machine learning',
    'java developer',
    'ui designer',
    'hr manager',
  ],
  mixed: [
    'Java 工程师',
    'React 前端',
    'Python 数据',
    'UI 设计师',
    'HR 经理',
    'AI 算法',
    'SaaS 销售',
    'iOS 开发',
    'Go 后端',
    'PMP 项目经理',
    'Excel 会计',
    'CAD 设计',
    'SQL 分析',
    'Linux 运维',
    'B2B 销售',
  ],
} as const;

const CITIES = ['310100', '110100', '440300', '440100', '330100', '320100', '410100', '500100', '420100', '510100'];
const PROVINCES = ['110000', '310000', '440000', '330000', '320000'];
const TYPES = ['full_time', 'part_time', 'contract', 'internship', 'remote', 'freelance'];
const INDUSTRIES = ['internet', 'software', 'finance', 'education', 'ecommerce', 'ai', 'consulting', 'manufacturing'];
const SENIORITY = ['junior', 'mid', 'senior', 'lead', 'manager', 'intern'];

/** A misspelling of a word: a letter dropped, doubled, or two neighbours swapped. */
export function misspell(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

interface Draw {
  random: () => number;
  pick: <T>(list: readonly T[]) => T;
  chance: (p: number) => boolean;
}

/**
 * `count` distinct bodies that `make` draws from one seeded sequence (a body drawn twice, or null, is
 * drawn again; at most 50 tries a body), so two runs and two versions of the code see the same stream.
 */
function distinctBodies(count: number, seed: number, make: (draw: Draw) => SearchBody | null): SearchBody[] {
  const random = seeded(seed);
  const draw: Draw = {
    random,
    pick: (list) => list[Math.floor(random() * list.length)],
    chance: (p) => random() < p,
  };
  const seen = new Set<string>();
  const out: SearchBody[] = [];
  for (let tries = 0; out.length < count && tries < count * 50; tries++) {
    const body = make(draw);
    if (!body) continue;
    const key = JSON.stringify(Object.entries(body).sort());
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(body);
  }
  return out;
}

/** `count` distinct search bodies from `seed` (the web's form fields of POST /api/job/searchJobList). */
export function searchStream(count = 600, seed = 13): SearchBody[] {
  const longEnglish = STREAM_WORDS.english.filter((w) => w.length >= 6);
  return distinctBodies(count, seed, ({ random, pick, chance }) => {
    const body: SearchBody = { page: 1, size: 20, sort: 'relevance' };
    const kind = random();
    if (kind < 0.22) body.keyword = pick(STREAM_WORDS.chinese2);
    else if (kind < 0.38) body.keyword = pick(STREAM_WORDS.chineseLong);
    else if (kind < 0.56) body.keyword = pick(STREAM_WORDS.english);
    else if (kind < 0.66) body.keyword = pick(STREAM_WORDS.englishPairs);
    else if (kind < 0.78) body.keyword = pick(STREAM_WORDS.mixed);
    else if (kind < 0.88) body.keyword = misspell(pick(longEnglish), random);
    else if (kind < 0.92) body.keyword = `${pick(STREAM_WORDS.chinese2)} ${pick(STREAM_WORDS.english)}`;
    // else: browsing without a keyword
    if (chance(0.45)) body.adcode = chance(0.75) ? pick(CITIES) : pick(PROVINCES);
    if (chance(0.2)) body.employment_type = pick(TYPES);
    if (chance(0.2)) body.industry = pick(INDUSTRIES);
    if (chance(0.2)) body.seniority = pick(SENIORITY);
    if (chance(0.12)) body.min_salary = 5 * (2 + Math.floor(random() * 8));
    if (chance(0.08)) body.max_salary = 5 * (4 + Math.floor(random() * 10));
    if (body.keyword === undefined || chance(0.2)) body.sort = 'date';
    if (chance(0.12)) body.page = 2;
    return body;
  });
}

/**
 * `count` distinct bodies of browsing without a keyword (the /jobs page with its filters set, the company
 * filter aside), from `seed`: a city or province most of the time, a type, industry or seniority, salary
 * bounds, sorted by date, now and then a later page. Every body has at least one filter. `--stream browse`
 * of search-cost and search-slowest.
 */
export function browseStream(count = 300, seed = 13): SearchBody[] {
  return distinctBodies(count, seed, ({ random, pick, chance }) => {
    const body: SearchBody = { page: 1, size: 20, sort: 'date' };
    if (chance(0.7)) body.adcode = chance(0.75) ? pick(CITIES) : pick(PROVINCES);
    if (chance(0.3)) body.employment_type = pick(TYPES);
    if (chance(0.3)) body.industry = pick(INDUSTRIES);
    if (chance(0.3)) body.seniority = pick(SENIORITY);
    if (chance(0.15)) body.min_salary = 5 * (2 + Math.floor(random() * 8));
    if (chance(0.1)) body.max_salary = 5 * (4 + Math.floor(random() * 10));
    if (chance(0.1)) body.page = 2 + Math.floor(random() * 4);
    return Object.keys(body).length === 3 ? null : body;
  });
}

/** The stream a benchmark's `--stream` names: `search` (searchStream, the default) or `browse` (browseStream). */
export function namedStream(name: string, count: number, seed: number): SearchBody[] {
  if (name === 'browse') return browseStream(count, seed);
  if (name === 'search') return searchStream(count, seed);
  throw new Error(`--stream ${name}: search or browse`);
}
