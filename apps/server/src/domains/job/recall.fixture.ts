/**
 * The labelled set of the search recall test: companies, jobs (each with a
 * key), and bilingual queries with the jobs each must find. Distractors
 * mention the same words in their descriptions only (and are newer, so a
 * date order would bury the right jobs), or carry them in a brand name.
 */

export interface FixtureCompany {
  key: string;
  brand_name: string;
  eng_brand_name: string;
  adcode: string;
  industry: string;
}

export interface FixtureJob {
  key: string;
  company: string;
  position_en: string;
  position_zh: string;
  skills?: string;
  industry?: string;
  description_en?: string;
  description_zh?: string;
  /** Days before the newest distractor; larger is older. */
  age?: number;
}

export const RECALL_COMPANIES: FixtureCompany[] = [
  { key: 'cloud', brand_name: '云帆科技', eng_brand_name: 'Cloudsail Tech', adcode: '310100', industry: 'internet' },
  {
    key: 'blue',
    brand_name: '蓝桥教育',
    eng_brand_name: 'Bluebridge Education',
    adcode: '440300',
    industry: 'education',
  },
  { key: 'heng', brand_name: '恒远金融', eng_brand_name: 'Hengyuan Finance', adcode: '110100', industry: 'finance' },
  { key: 'fang', brand_name: '方圆设计', eng_brand_name: 'Fangyuan Design', adcode: '310100', industry: 'media' },
  { key: 'star', brand_name: '星河零售', eng_brand_name: 'Galaxy Retail', adcode: '110100', industry: 'retail' },
  {
    key: 'pine',
    brand_name: '松柏咨询',
    eng_brand_name: 'Pinewood Advisory',
    adcode: '440300',
    industry: 'consulting',
  },
];

const older = 30;

export const RECALL_JOBS: FixtureJob[] = [
  // Software.
  {
    key: 'f1',
    company: 'cloud',
    position_en: 'Frontend Engineer',
    position_zh: '前端开发工程师',
    skills: 'React,TypeScript',
    age: older,
  },
  {
    key: 'f2',
    company: 'cloud',
    position_en: 'Senior Front-end Developer',
    position_zh: '高级前端工程师',
    skills: 'Vue.js,JavaScript',
    age: older,
  },
  {
    key: 'f3',
    company: 'blue',
    position_en: 'Web Frontend Developer',
    position_zh: 'Web前端开发',
    skills: 'JavaScript,CSS',
    age: older,
  },
  {
    key: 'j1',
    company: 'heng',
    position_en: 'Java Developer',
    position_zh: 'Java开发工程师',
    skills: 'Java,Spring',
    age: older,
  },
  {
    key: 'j2',
    company: 'cloud',
    position_en: 'Senior Java Engineer',
    position_zh: '高级Java工程师',
    skills: 'Java,MySQL',
    age: older,
  },
  {
    key: 'b1',
    company: 'cloud',
    position_en: 'Backend Engineer',
    position_zh: '后端开发工程师',
    skills: 'Java,Go,Redis',
    age: older,
  },
  {
    key: 'py1',
    company: 'pine',
    position_en: 'Python Developer',
    position_zh: 'Python开发工程师',
    skills: 'Python,Django',
    age: older,
  },
  {
    key: 'da1',
    company: 'cloud',
    position_en: 'Data Analyst',
    position_zh: '数据分析师',
    skills: 'SQL,Excel,Tableau',
    age: older,
  },
  {
    key: 'da2',
    company: 'heng',
    position_en: 'Data Engineer',
    position_zh: '数据工程师',
    skills: 'Spark,SQL,Scala',
    age: older,
  },
  // Sales and marketing.
  {
    key: 's1',
    company: 'star',
    position_en: 'Sales Manager',
    position_zh: '销售经理',
    skills: 'Negotiation,CRM',
    age: older,
  },
  {
    key: 's2',
    company: 'star',
    position_en: 'Sales Representative',
    position_zh: '销售代表',
    skills: 'CRM',
    age: older,
  },
  {
    key: 's3',
    company: 'heng',
    position_en: 'Key Account Sales',
    position_zh: '大客户销售',
    skills: 'Negotiation',
    age: older,
  },
  {
    key: 'm1',
    company: 'star',
    position_en: 'Marketing Manager',
    position_zh: '市场营销经理',
    skills: 'Branding,SEO',
    age: older,
  },
  // Teaching.
  {
    key: 't1',
    company: 'blue',
    position_en: 'Foreign English Teacher',
    position_zh: '英语外教',
    skills: 'TESOL',
    industry: 'education',
    age: older,
  },
  {
    key: 't2',
    company: 'blue',
    position_en: 'English Teacher',
    position_zh: '英语老师',
    skills: 'TEFL',
    industry: 'education',
    age: older,
  },
  {
    key: 't3',
    company: 'blue',
    position_en: 'Kids English Teacher',
    position_zh: '少儿英语外教',
    skills: 'Phonics',
    industry: 'education',
    age: older,
  },
  {
    key: 't4',
    company: 'blue',
    position_en: 'Math Teacher',
    position_zh: '数学老师',
    skills: 'Curriculum design',
    industry: 'education',
    age: older,
  },
  // Finance and accounting.
  {
    key: 'a1',
    company: 'heng',
    position_en: 'Accountant',
    position_zh: '会计',
    skills: 'Bookkeeping',
    industry: 'finance',
    age: older,
  },
  {
    key: 'a2',
    company: 'pine',
    position_en: 'Financial Accountant',
    position_zh: '财务会计',
    skills: 'IFRS',
    age: older,
  },
  {
    key: 'a3',
    company: 'heng',
    position_en: 'Senior Accountant',
    position_zh: '高级会计师',
    skills: 'CPA',
    industry: 'finance',
    age: older,
  },
  {
    key: 'fm1',
    company: 'star',
    position_en: 'Finance Manager',
    position_zh: '财务经理',
    skills: 'Budgeting',
    age: older,
  },
  {
    key: 'fi1',
    company: 'heng',
    position_en: 'Financial Analyst',
    position_zh: '金融分析师',
    skills: 'Modeling',
    industry: 'finance',
    age: older,
  },
  {
    key: 'fi2',
    company: 'heng',
    position_en: 'Financial Product Manager',
    position_zh: '金融产品经理',
    skills: 'Product roadmap',
    industry: 'finance',
    age: older,
  },
  // Product and design.
  {
    key: 'p1',
    company: 'cloud',
    position_en: 'Product Manager',
    position_zh: '产品经理',
    skills: 'Agile,User research',
    age: older,
  },
  {
    key: 'p2',
    company: 'cloud',
    position_en: 'Senior Product Manager',
    position_zh: '高级产品经理',
    skills: 'Agile',
    age: older,
  },
  { key: 'd1', company: 'fang', position_en: 'UI Designer', position_zh: 'UI设计师', skills: 'Figma', age: older },
  {
    key: 'd2',
    company: 'fang',
    position_en: 'Graphic Designer',
    position_zh: '平面设计师',
    skills: 'Adobe Photoshop',
    age: older,
  },
  {
    key: 'd3',
    company: 'pine',
    position_en: 'Interior Designer',
    position_zh: '室内设计师',
    skills: 'AutoCAD',
    age: older,
  },
  // People and law.
  {
    key: 'h1',
    company: 'pine',
    position_en: 'HR Specialist',
    position_zh: '人力资源专员',
    skills: 'Recruiting',
    age: older,
  },
  { key: 'l1', company: 'pine', position_en: 'Lawyer', position_zh: '律师', skills: 'Contract law', age: older },
  // Brand-name overlaps: a design company's accountant, a finance company's driver.
  {
    key: 'x1',
    company: 'fang',
    position_en: 'Office Accountant',
    position_zh: '出纳会计',
    skills: 'Bookkeeping',
    age: older,
  },
  { key: 'x2', company: 'heng', position_en: 'Company Driver', position_zh: '司机', skills: 'Driving', age: older },
];

/** Roles that mention every searched word in their descriptions only. */
const DISTRACTOR_ROLES: Array<[en: string, zh: string]> = [
  ['Office Administrator', '行政专员'],
  ['Receptionist', '前台接待'],
  ['Customer Service Specialist', '客服专员'],
  ['Warehouse Supervisor', '仓库主管'],
  ['Event Coordinator', '活动协调员'],
];
const NOISE_EN =
  'Work closely with our sales, frontend, design, accounting, finance and engineering teams. ' +
  'Support the English teacher, the Java and Python developers, the data analyst and the product manager. ' +
  'Offices in Shanghai, Beijing and Shenzhen. Marketing and HR experience welcome.';
const NOISE_ZH =
  '与销售、前端开发、设计、会计、财务、金融和工程团队紧密合作。协助外教、英语老师、Java 和 Python 开发工程师、' +
  '数据分析师和产品经理。办公地点：上海、北京、深圳。有市场营销、人力资源、律师事务所经验者优先。高级职位。';

export const RECALL_DISTRACTORS: FixtureJob[] = Array.from({ length: 30 }, (_, i) => {
  const [en, zh] = DISTRACTOR_ROLES[i % DISTRACTOR_ROLES.length];
  return {
    key: `noise${i}`,
    company: RECALL_COMPANIES[i % RECALL_COMPANIES.length].key,
    position_en: en,
    position_zh: zh,
    skills: 'Communication,Office software',
    description_en: NOISE_EN,
    description_zh: NOISE_ZH,
    age: i % 5,
  };
});

/** Query -> the keys of the jobs it must find in its first 20 results. */
export const RECALL_QUERIES: Array<{ q: string; expect: string[]; kind: string }> = [
  // Chinese, two characters.
  { kind: 'zh2', q: '前端', expect: ['f1', 'f2', 'f3'] },
  { kind: 'zh2', q: '销售', expect: ['s1', 's2', 's3'] },
  { kind: 'zh2', q: '外教', expect: ['t1', 't3'] },
  { kind: 'zh2', q: '会计', expect: ['a1', 'a2', 'a3', 'x1'] },
  { kind: 'zh2', q: '设计', expect: ['d1', 'd2', 'd3'] },
  { kind: 'zh2', q: '金融', expect: ['fi1', 'fi2'] },
  { kind: 'zh2', q: '老师', expect: ['t2', 't4'] },
  { kind: 'zh2', q: '英语', expect: ['t1', 't2', 't3'] },
  { kind: 'zh2', q: '财务', expect: ['a2', 'fm1'] },
  { kind: 'zh2', q: '数据', expect: ['da1', 'da2'] },
  { kind: 'zh2', q: '律师', expect: ['l1'] },
  { kind: 'zh2', q: '高级', expect: ['f2', 'j2', 'a3', 'p2'] },
  { kind: 'zh2', q: '开发', expect: ['f1', 'f3', 'j1', 'b1', 'py1'] },
  // Chinese, longer.
  { kind: 'zh', q: '前端开发工程师', expect: ['f1'] },
  { kind: 'zh', q: '英语老师', expect: ['t2'] },
  { kind: 'zh', q: '销售经理', expect: ['s1'] },
  { kind: 'zh', q: '产品经理', expect: ['p1', 'p2', 'fi2'] },
  { kind: 'zh', q: '数据分析', expect: ['da1'] },
  { kind: 'zh', q: '人力资源', expect: ['h1'] },
  { kind: 'zh', q: '工程师', expect: ['f1', 'f2', 'j1', 'j2', 'b1', 'da2', 'py1'] },
  { kind: 'zh', q: '少儿英语外教', expect: ['t3'] },
  // English.
  { kind: 'en', q: 'frontend', expect: ['f1', 'f2', 'f3'] },
  { kind: 'en', q: 'sales manager', expect: ['s1'] },
  { kind: 'en', q: 'teacher', expect: ['t1', 't2', 't3', 't4'] },
  { kind: 'en', q: 'Java', expect: ['j1', 'j2', 'b1'] },
  { kind: 'en', q: 'accountant', expect: ['a1', 'a2', 'a3', 'x1'] },
  { kind: 'en', q: 'designer', expect: ['d1', 'd2', 'd3'] },
  { kind: 'en', q: 'product manager', expect: ['p1', 'p2', 'fi2'] },
  { kind: 'en', q: 'data analyst', expect: ['da1'] },
  { kind: 'en', q: 'marketing', expect: ['m1'] },
  { kind: 'en', q: 'python', expect: ['py1'] },
  { kind: 'en', q: 'senior', expect: ['f2', 'j2', 'a3', 'p2'] },
  { kind: 'en', q: 'Financial Analyst', expect: ['fi1'] },
  { kind: 'en', q: 'HR', expect: ['h1'] },
  { kind: 'en', q: 'engin', expect: ['f1', 'j2', 'b1', 'da2'] },
  // Mixed.
  { kind: 'mixed', q: 'Java 工程师', expect: ['j1', 'j2', 'b1'] },
  { kind: 'mixed', q: 'React 前端', expect: ['f1'] },
  { kind: 'mixed', q: 'UI 设计师', expect: ['d1'] },
  { kind: 'mixed', q: 'Python开发', expect: ['py1'] },
  // Misspelt.
  { kind: 'typo', q: 'enginer', expect: ['f1', 'j2', 'b1', 'da2'] },
  { kind: 'typo', q: 'teachr', expect: ['t1', 't2', 't3', 't4'] },
  { kind: 'typo', q: 'markting', expect: ['m1'] },
  { kind: 'typo', q: 'acountant', expect: ['a1', 'a2', 'a3', 'x1'] },
  { kind: 'typo', q: 'desiger', expect: ['d1', 'd2', 'd3'] },
  { kind: 'typo', q: 'frontend shangai', expect: ['f1', 'f2'] },
  // Cities and companies.
  { kind: 'place', q: '上海 前端', expect: ['f1', 'f2'] },
  { kind: 'place', q: 'Shenzhen teacher', expect: ['t1', 't2', 't3', 't4'] },
  { kind: 'place', q: '北京 销售', expect: ['s1', 's2', 's3'] },
  { kind: 'company', q: 'Cloudsail', expect: ['f1', 'f2', 'j2', 'b1', 'da1', 'p1', 'p2'] },
  { kind: 'company', q: '云帆', expect: ['f1', 'f2', 'j2', 'b1', 'da1', 'p1', 'p2'] },
  { kind: 'company', q: '蓝桥教育', expect: ['f3', 't1', 't2', 't3', 't4'] },
  { kind: 'company', q: 'hengyuan', expect: ['j1', 'da2', 's3', 'a1', 'a3', 'fi1', 'fi2', 'x2'] },
];
