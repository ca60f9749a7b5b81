/**
 * The mixed query set of the search benchmark: what people type into a
 * bilingual job site, with and without filters. Bodies are form fields of
 * POST /api/job/searchJobList, as the web sends them (sort=relevance when a
 * keyword is given, the web's default).
 */
export type SearchBody = Record<string, string | number>;

const SHANGHAI = '310100';
const BEIJING_PROVINCE = '110000';
const GUANGDONG = '440000';

/** Keywords by kind; each kind is well represented in the rotation. */
export const KEYWORDS = {
  chinese2: ['前端', '销售', '外教', '金融', '会计', '设计', '运营', '产品', '数据', '律师'],
  chineseLong: ['前端开发工程师', '英语老师', '数据分析师', '产品经理', '销售经理', '财务经理', '人力资源'],
  english: ['frontend', 'teacher', 'engineer', 'sales manager', 'java', 'marketing', 'data analyst', 'python'],
  mixed: ['Java 工程师', 'React 前端', 'Python 数据', 'UI 设计师', 'HR 经理'],
  misspelt: ['enginer', 'teachr', 'markting'],
} as const;

/** The rotation: every keyword alone, then with filters, sorted by date, page 2, and plain browsing. */
export function searchBodies(): SearchBody[] {
  const bodies: SearchBody[] = [];
  const all = Object.values(KEYWORDS).flat();
  for (const keyword of all) bodies.push({ keyword, sort: 'relevance', page: 1, size: 20 });
  const filtered: Array<[string, SearchBody]> = [
    ['前端', { adcode: SHANGHAI }],
    ['销售', { adcode: BEIJING_PROVINCE, employment_type: 'full_time' }],
    ['外教', { adcode: GUANGDONG }],
    ['金融', { industry: 'finance', min_salary: 20 }],
    ['engineer', { adcode: SHANGHAI, seniority: 'senior' }],
    ['teacher', { employment_type: 'part_time' }],
    ['产品经理', { industry: 'internet', adcode: BEIJING_PROVINCE }],
    ['Java 工程师', { min_salary: 30 }],
    ['设计', { adcode: SHANGHAI, max_salary: 30 }],
  ];
  for (const [keyword, filters] of filtered) bodies.push({ keyword, sort: 'relevance', page: 1, size: 20, ...filters });
  for (const keyword of ['销售', 'engineer', '英语老师', 'java', '数据'])
    bodies.push({ keyword, sort: 'date', page: 1, size: 20 });
  for (const keyword of ['前端', 'sales manager', '会计'])
    bodies.push({ keyword, sort: 'relevance', page: 2, size: 20 });
  // Browsing without a keyword, as the /jobs page does first.
  bodies.push({ page: 1, size: 20, sort: 'date' });
  bodies.push({ page: 1, size: 20, sort: 'date', adcode: SHANGHAI });
  bodies.push({ page: 3, size: 20, sort: 'date', industry: 'internet' });
  bodies.push({ page: 1, size: 20, sort: 'date', employment_type: 'remote', min_salary: 25 });
  return bodies;
}

/** Form-encodes a body. */
export const formBody = (body: SearchBody) =>
  new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** /jobs page URLs for the page benchmark (the web's query string). */
export const JOBS_PAGES = [
  '/jobs',
  '/jobs?keyword=%E5%89%8D%E7%AB%AF',
  '/jobs?keyword=engineer&adcode=310100',
  '/jobs?keyword=%E9%94%80%E5%94%AE&sort=date',
  '/jobs?industry=internet&page=2',
  '/jobs?keyword=teacher&lang=en',
  '/jobs?keyword=%E5%A4%96%E6%95%99&lang=zh',
];
