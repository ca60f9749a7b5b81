/**
 * Bilingual building blocks of generated jobs: industries, role families
 * (positions, skills, duties, requirements), benefits and languages.
 * Everything is invented text; no real company or trademark is named.
 */

import { SKILL_LIST } from '../reference/skills';

export type Seniority = 'intern' | 'junior' | 'mid' | 'senior' | 'lead' | 'manager' | 'director' | 'executive';
export type Pair = readonly [en: string, zh: string];

export const SENIORITIES: ReadonlyArray<{ value: Seniority; en: string; zh: string }> = [
  { value: 'intern', en: 'Intern', zh: '实习生' },
  { value: 'junior', en: 'Junior', zh: '初级' },
  { value: 'mid', en: 'Mid-level', zh: '中级' },
  { value: 'senior', en: 'Senior', zh: '高级' },
  { value: 'lead', en: 'Lead', zh: '资深' },
  { value: 'manager', en: 'Manager', zh: '经理' },
  { value: 'director', en: 'Director', zh: '总监' },
  { value: 'executive', en: 'Executive', zh: '高管' },
];

/** Monthly salary bands in K CNY before a family's factor. */
export const SALARY_BANDS: Record<Seniority, readonly [number, number]> = {
  intern: [3, 8],
  junior: [8, 18],
  mid: [15, 32],
  senior: [25, 50],
  lead: [35, 65],
  manager: [30, 60],
  director: [50, 95],
  executive: [80, 150],
};

export const EMPLOYMENT_TYPES: ReadonlyArray<{ value: string; en: string; zh: string }> = [
  { value: 'full_time', en: 'Full-time', zh: '全职' },
  { value: 'part_time', en: 'Part-time', zh: '兼职' },
  { value: 'contract', en: 'Contract', zh: '合同制' },
  { value: 'internship', en: 'Internship', zh: '实习' },
  { value: 'remote', en: 'Remote', zh: '远程' },
  { value: 'freelance', en: 'Freelance', zh: '自由职业' },
];

export const INDUSTRIES: ReadonlyArray<{ value: string; en: string; zh: string }> = [
  { value: 'internet', en: 'Internet', zh: '互联网' },
  { value: 'software', en: 'Software & IT Services', zh: '软件与信息服务' },
  { value: 'ai', en: 'Artificial Intelligence', zh: '人工智能' },
  { value: 'ecommerce', en: 'E-commerce', zh: '电子商务' },
  { value: 'gaming', en: 'Gaming', zh: '游戏' },
  { value: 'finance', en: 'Finance & Investment', zh: '金融投资' },
  { value: 'insurance', en: 'Insurance', zh: '保险' },
  { value: 'consulting', en: 'Consulting & Professional Services', zh: '咨询与专业服务' },
  { value: 'education', en: 'Education', zh: '教育培训' },
  { value: 'healthcare', en: 'Healthcare', zh: '医疗健康' },
  { value: 'pharma', en: 'Pharmaceuticals & Biotech', zh: '医药与生物技术' },
  { value: 'manufacturing', en: 'Manufacturing', zh: '制造业' },
  { value: 'automotive', en: 'Automotive', zh: '汽车' },
  { value: 'semiconductors', en: 'Semiconductors & Electronics', zh: '半导体与电子' },
  { value: 'energy', en: 'New Energy', zh: '新能源' },
  { value: 'logistics', en: 'Logistics & Trade', zh: '物流与贸易' },
  { value: 'retail', en: 'Retail & Consumer Goods', zh: '零售与消费品' },
  { value: 'hospitality', en: 'Hospitality & Tourism', zh: '酒店与旅游' },
  { value: 'media', en: 'Media & Advertising', zh: '传媒与广告' },
  { value: 'real_estate', en: 'Real Estate & Architecture', zh: '房地产与建筑' },
  { value: 'legal', en: 'Legal Services', zh: '法律服务' },
];

/** Skills vocabulary: English name -> Chinese name (from the maintained list, reference/skills.ts). */
export const SKILLS: Record<string, string> = Object.fromEntries(SKILL_LIST.map((skill) => [skill.en, skill.zh]));

export interface PositionDef {
  en: string;
  zh: string;
  skills: readonly string[];
  /** Seniorities this individual-contributor title takes (default junior..lead and intern). */
  levels?: readonly Seniority[];
}

export interface LeaderDef {
  en: string;
  zh: string;
  level: 'manager' | 'director' | 'executive';
  skills: readonly string[];
}

export interface RoleFamily {
  key: string;
  team: Pair;
  salaryFactor: number;
  positions: readonly PositionDef[];
  leaders: readonly LeaderDef[];
  duties: readonly Pair[];
  requirements: readonly Pair[];
  /** Jobs of this family may ask for a working language (German-speaking Sales Manager, 德语销售经理). */
  languageVariants?: boolean;
  /** Share of part-time, remote and freelance posts. */
  flexible?: number;
}

const NO_INTERN: readonly Seniority[] = ['junior', 'mid', 'senior', 'lead'];
const EXPERIENCED: readonly Seniority[] = ['mid', 'senior', 'lead'];

export const ROLE_FAMILIES: readonly RoleFamily[] = [
  {
    key: 'software',
    team: ['Engineering', '技术'],
    salaryFactor: 1.25,
    flexible: 0.08,
    positions: [
      {
        en: 'Frontend Engineer',
        zh: '前端开发工程师',
        skills: ['JavaScript', 'TypeScript', 'React', 'Vue.js', 'Node.js'],
      },
      { en: 'Backend Engineer', zh: '后端开发工程师', skills: ['Java', 'Go', 'MySQL', 'Redis', 'Microservices'] },
      {
        en: 'Full Stack Engineer',
        zh: '全栈开发工程师',
        skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker'],
      },
      { en: 'iOS Engineer', zh: 'iOS开发工程师', skills: ['Swift', 'Flutter', 'Automated testing'] },
      { en: 'Android Engineer', zh: 'Android开发工程师', skills: ['Kotlin', 'Java', 'Flutter'] },
      { en: 'DevOps Engineer', zh: '运维开发工程师', skills: ['Kubernetes', 'Docker', 'Linux', 'AWS', 'Go'] },
      { en: 'QA Automation Engineer', zh: '测试开发工程师', skills: ['Automated testing', 'Python', 'Java', 'Jira'] },
      { en: 'Java Developer', zh: 'Java开发工程师', skills: ['Java', 'MySQL', 'Redis', 'Microservices'] },
      { en: 'Go Developer', zh: 'Go开发工程师', skills: ['Go', 'Kubernetes', 'PostgreSQL', 'Microservices'] },
      {
        en: 'Site Reliability Engineer',
        zh: '站点可靠性工程师',
        skills: ['Linux', 'Kubernetes', 'Go', 'System design'],
      },
      { en: 'Security Engineer', zh: '网络安全工程师', skills: ['Network security', 'Linux', 'Python'] },
      { en: 'Embedded Software Engineer', zh: '嵌入式软件工程师', skills: ['Embedded C', 'C++', 'Linux'] },
      { en: 'Game Client Developer', zh: '游戏客户端开发工程师', skills: ['Unity', 'C#', 'C++', 'Unreal Engine'] },
      {
        en: 'Blockchain Developer',
        zh: '区块链开发工程师',
        skills: ['Solidity', 'Go', 'TypeScript'],
        levels: EXPERIENCED,
      },
      {
        en: 'Software Architect',
        zh: '软件架构师',
        skills: ['System design', 'Microservices', 'Java', 'Kubernetes'],
        levels: ['senior', 'lead'],
      },
    ],
    leaders: [
      {
        en: 'Engineering Manager',
        zh: '技术经理',
        level: 'manager',
        skills: ['System design', 'Agile', 'Microservices'],
      },
      {
        en: 'Director of Engineering',
        zh: '技术总监',
        level: 'director',
        skills: ['System design', 'Agile', 'Project management'],
      },
      {
        en: 'Chief Technology Officer',
        zh: '首席技术官',
        level: 'executive',
        skills: ['System design', 'Project management'],
      },
    ],
    duties: [
      [
        'Design, build and ship features used by millions of users across Asia.',
        '负责面向亚洲数百万用户的产品功能的设计、开发与上线。',
      ],
      [
        "Write clean, tested and well-documented code, and review your teammates' pull requests.",
        '编写整洁、有测试、文档完善的代码，并参与团队代码评审。',
      ],
      [
        'Work with product managers and designers in Shanghai and overseas to turn ideas into releases.',
        '与国内外的产品经理和设计师紧密合作，把想法变成可发布的版本。',
      ],
      [
        'Improve the performance, reliability and observability of our services.',
        '持续提升服务的性能、稳定性与可观测性。',
      ],
      [
        'Take part in architecture discussions and help choose the right tools for the job.',
        '参与架构讨论，为团队选择合适的技术方案。',
      ],
      [
        'Automate builds, tests and deployments in our CI/CD pipeline.',
        '完善 CI/CD 流水线，实现构建、测试与部署自动化。',
      ],
      ['Mentor junior engineers and share knowledge through tech talks.', '指导初级工程师，通过技术分享传播经验。'],
      ['Investigate production issues and write blameless post-mortems.', '排查线上问题并撰写复盘报告。'],
    ],
    requirements: [
      ["Bachelor's degree in computer science or a related field.", '计算机或相关专业本科及以上学历。'],
      ['Solid understanding of data structures, algorithms and networking.', '扎实的数据结构、算法与网络基础。'],
      [
        'Experience with code review, unit testing and version control (Git).',
        '熟悉代码评审、单元测试和版本控制（Git）。',
      ],
      ['Able to read and write technical documents in English.', '能够阅读和撰写英文技术文档。'],
      ['Curious, pragmatic and comfortable in a fast-moving team.', '好奇心强、务实，适应快节奏的团队。'],
      ['Open-source contributions are a plus.', '有开源项目贡献者优先。'],
    ],
  },
  {
    key: 'data',
    team: ['Data & AI', '数据与智能'],
    salaryFactor: 1.3,
    flexible: 0.06,
    positions: [
      { en: 'Data Scientist', zh: '数据科学家', skills: ['Python', 'Machine learning', 'Statistics', 'SQL'] },
      { en: 'Data Analyst', zh: '数据分析师', skills: ['SQL', 'Excel', 'Tableau', 'Data analysis', 'A/B testing'] },
      { en: 'Data Engineer', zh: '数据工程师', skills: ['Spark', 'SQL', 'Python', 'Java'] },
      {
        en: 'Machine Learning Engineer',
        zh: '机器学习工程师',
        skills: ['Machine learning', 'PyTorch', 'Python', 'Kubernetes'],
      },
      { en: 'Algorithm Engineer', zh: '算法工程师', skills: ['Machine learning', 'Deep learning', 'C++', 'Python'] },
      {
        en: 'NLP Engineer',
        zh: '自然语言处理工程师',
        skills: ['Natural language processing', 'PyTorch', 'Deep learning'],
      },
      {
        en: 'Computer Vision Engineer',
        zh: '计算机视觉工程师',
        skills: ['Computer vision', 'Deep learning', 'PyTorch', 'C++'],
      },
      {
        en: 'Business Intelligence Analyst',
        zh: '商业智能分析师',
        skills: ['SQL', 'Tableau', 'Excel', 'Data analysis'],
      },
      {
        en: 'AI Research Scientist',
        zh: '人工智能研究员',
        skills: ['Deep learning', 'Natural language processing', 'PyTorch'],
        levels: EXPERIENCED,
      },
    ],
    leaders: [
      {
        en: 'Data Science Manager',
        zh: '数据科学经理',
        level: 'manager',
        skills: ['Machine learning', 'Statistics', 'Project management'],
      },
      {
        en: 'Head of Data',
        zh: '数据总监',
        level: 'director',
        skills: ['Data analysis', 'Machine learning', 'Project management'],
      },
      {
        en: 'Chief AI Officer',
        zh: '首席人工智能官',
        level: 'executive',
        skills: ['Deep learning', 'Project management'],
      },
    ],
    duties: [
      [
        'Build models that forecast demand, detect fraud or rank recommendations.',
        '构建需求预测、反欺诈或推荐排序等模型。',
      ],
      ['Design experiments and analyse A/B tests with product teams.', '与产品团队一起设计实验并分析 A/B 测试结果。'],
      [
        'Turn raw logs into clean, documented data sets and dashboards.',
        '将原始日志加工成干净、有文档的数据集与看板。',
      ],
      [
        'Train, evaluate and deploy large language models for bilingual (English and Chinese) products.',
        '为中英双语产品训练、评估和部署大语言模型。',
      ],
      [
        'Present findings to business leaders in clear English and Chinese.',
        '用清晰的中英文向业务负责人汇报分析结论。',
      ],
      ['Keep our data pipelines reliable, fast and cost-efficient.', '保障数据管道稳定、高效、成本可控。'],
      [
        'Follow the latest research and bring useful ideas into production.',
        '跟踪前沿研究，将有价值的方法落地到生产环境。',
      ],
    ],
    requirements: [
      [
        "Master's degree or PhD in statistics, computer science, mathematics or a related field.",
        '统计学、计算机、数学等相关专业硕士或博士学历。',
      ],
      ['Strong SQL and Python; experience with large data sets.', '熟练掌握 SQL 和 Python，有大数据处理经验。'],
      ['Good grasp of probability, statistics and experiment design.', '扎实的概率统计与实验设计基础。'],
      [
        'Publications at top conferences (NeurIPS, ACL, CVPR) are a plus.',
        '有顶级会议（NeurIPS、ACL、CVPR）论文者优先。',
      ],
      ['Able to explain technical results to non-technical colleagues.', '能够向非技术同事解释技术结果。'],
    ],
  },
  {
    key: 'product',
    team: ['Product', '产品'],
    salaryFactor: 1.15,
    positions: [
      { en: 'Product Manager', zh: '产品经理', skills: ['Product roadmap', 'User research', 'Agile', 'Data analysis'] },
      {
        en: 'Technical Product Manager',
        zh: '技术产品经理',
        skills: ['Product roadmap', 'System design', 'Agile', 'Jira'],
        levels: NO_INTERN,
      },
      {
        en: 'Growth Product Manager',
        zh: '增长产品经理',
        skills: ['A/B testing', 'Data analysis', 'Product roadmap'],
        levels: NO_INTERN,
      },
      { en: 'Product Operations Specialist', zh: '产品运营专员', skills: ['Data analysis', 'Social media', 'Excel'] },
      { en: 'Project Manager', zh: '项目经理', skills: ['Project management', 'Agile', 'Jira'], levels: NO_INTERN },
      { en: 'Scrum Master', zh: '敏捷教练', skills: ['Scrum', 'Agile', 'Jira'], levels: EXPERIENCED },
    ],
    leaders: [
      {
        en: 'Group Product Manager',
        zh: '高级产品经理（团队负责人）',
        level: 'manager',
        skills: ['Product roadmap', 'User research'],
      },
      { en: 'Head of Product', zh: '产品总监', level: 'director', skills: ['Product roadmap', 'Project management'] },
      {
        en: 'Chief Product Officer',
        zh: '首席产品官',
        level: 'executive',
        skills: ['Product roadmap', 'Brand strategy'],
      },
    ],
    duties: [
      ['Own the roadmap of a product area from discovery to launch.', '负责一个产品方向从需求发现到上线的完整规划。'],
      [
        'Talk to users every week and turn their problems into clear requirements.',
        '每周与用户交流，把用户问题转化为清晰的需求文档。',
      ],
      ['Prioritise the backlog with engineering and design leads.', '与研发和设计负责人一起确定需求优先级。'],
      ['Define success metrics and track them after every release.', '定义成功指标，并在每次发布后跟踪效果。'],
      ['Localise products for international users and partners.', '为海外用户和合作伙伴做好产品本地化。'],
      ['Write release notes and train sales and support teams.', '撰写版本说明，并为销售和客服团队做产品培训。'],
    ],
    requirements: [
      ['Experience shipping web or mobile products end to end.', '有完整的 Web 或移动产品落地经验。'],
      ['Structured thinking and excellent written communication in English.', '逻辑清晰，英文书面沟通能力出色。'],
      ['Comfortable with data: SQL or a BI tool is a plus.', '具备数据意识，会 SQL 或 BI 工具者优先。'],
      ['Experience working with teams across time zones.', '有跨时区团队协作经验。'],
      ['Understanding of the Chinese internet ecosystem is a plus.', '了解中国互联网生态者优先。'],
    ],
  },
  {
    key: 'design',
    team: ['Design', '设计'],
    salaryFactor: 1.0,
    flexible: 0.15,
    positions: [
      { en: 'UI Designer', zh: 'UI设计师', skills: ['Figma', 'Visual design', 'Adobe Photoshop'] },
      { en: 'UX Designer', zh: '用户体验设计师', skills: ['Figma', 'User research', 'Interaction design'] },
      { en: 'Product Designer', zh: '产品设计师', skills: ['Figma', 'Interaction design', 'User research'] },
      { en: 'Graphic Designer', zh: '平面设计师', skills: ['Adobe Illustrator', 'Adobe Photoshop', 'Visual design'] },
      { en: 'Motion Designer', zh: '动效设计师', skills: ['After Effects', 'Blender', 'Visual design'] },
      { en: 'Game Artist', zh: '游戏美术设计师', skills: ['Blender', 'Adobe Photoshop', 'Unity'] },
      { en: 'Interior Designer', zh: '室内设计师', skills: ['AutoCAD', 'Visual design', 'Project management'] },
      { en: 'Architectural Designer', zh: '建筑设计师', skills: ['AutoCAD', 'Blender', 'Project management'] },
    ],
    leaders: [
      { en: 'Design Manager', zh: '设计经理', level: 'manager', skills: ['Figma', 'User research'] },
      { en: 'Creative Director', zh: '创意总监', level: 'director', skills: ['Brand strategy', 'Visual design'] },
    ],
    duties: [
      [
        'Design clear, beautiful interfaces for web and mobile in both English and Chinese.',
        '为中英文 Web 与移动端设计清晰美观的界面。',
      ],
      ['Build and maintain our design system and component library.', '建设并维护设计系统与组件库。'],
      ['Run usability tests and turn insights into better flows.', '组织可用性测试，并据此优化交互流程。'],
      ['Create campaign visuals, illustrations and brand assets.', '制作营销活动视觉、插画与品牌物料。'],
      ['Work closely with engineers to make sure designs ship as intended.', '与工程师紧密协作，确保设计高质量还原。'],
      ['Present concepts to clients and stakeholders.', '向客户和相关方讲解设计方案。'],
    ],
    requirements: [
      [
        'A portfolio that shows your process, not only the final pixels.',
        '作品集需体现设计思考过程，而不仅是最终效果。',
      ],
      ['Strong typography skills, including Chinese and Latin type.', '出色的中西文字体排版能力。'],
      ['Experience working with developers and design tokens.', '有与开发协作及使用设计变量的经验。'],
      ['A degree in design, architecture or a related field.', '设计、建筑或相关专业学历。'],
      ['Understanding of accessibility (WCAG) is a plus.', '了解无障碍设计（WCAG）者优先。'],
    ],
  },
  {
    key: 'marketing',
    team: ['Marketing', '市场'],
    salaryFactor: 0.95,
    languageVariants: true,
    flexible: 0.1,
    positions: [
      { en: 'Marketing Specialist', zh: '市场专员', skills: ['Digital marketing', 'Event planning', 'Copywriting'] },
      {
        en: 'Digital Marketing Specialist',
        zh: '数字营销专员',
        skills: ['Digital marketing', 'SEO', 'Google Analytics'],
      },
      { en: 'Content Writer', zh: '英文文案策划', skills: ['Copywriting', 'Content marketing', 'SEO'] },
      {
        en: 'Social Media Specialist',
        zh: '社交媒体运营专员',
        skills: ['Social media', 'Content marketing', 'Video editing'],
      },
      { en: 'SEO Specialist', zh: '搜索引擎优化专员', skills: ['SEO', 'Google Analytics', 'Content marketing'] },
      { en: 'Brand Specialist', zh: '品牌专员', skills: ['Brand strategy', 'Public relations', 'Copywriting'] },
      { en: 'Growth Marketer', zh: '增长营销专员', skills: ['Digital marketing', 'A/B testing', 'Data analysis'] },
      { en: 'PR Specialist', zh: '公关专员', skills: ['Public relations', 'Copywriting', 'Event planning'] },
      { en: 'Event Coordinator', zh: '活动策划专员', skills: ['Event planning', 'Project management'] },
    ],
    leaders: [
      { en: 'Marketing Manager', zh: '市场经理', level: 'manager', skills: ['Digital marketing', 'Brand strategy'] },
      { en: 'Brand Manager', zh: '品牌经理', level: 'manager', skills: ['Brand strategy', 'Public relations'] },
      { en: 'Marketing Director', zh: '市场总监', level: 'director', skills: ['Brand strategy', 'Digital marketing'] },
      { en: 'Chief Marketing Officer', zh: '首席营销官', level: 'executive', skills: ['Brand strategy'] },
    ],
    duties: [
      [
        'Plan and run campaigns that bring our brand to international customers.',
        '策划并执行面向海外客户的品牌营销活动。',
      ],
      [
        'Write and edit English copy for the website, newsletters and social media.',
        '撰写和编辑官网、邮件通讯及社交媒体的英文文案。',
      ],
      [
        'Manage our accounts on LinkedIn, Instagram, WeChat and Xiaohongshu.',
        '运营公司在领英、Instagram、微信和小红书上的账号。',
      ],
      ['Track campaign performance and report on leads and conversion.', '跟踪营销效果，汇报线索与转化数据。'],
      ['Organise trade shows, webinars and customer events.', '组织展会、线上研讨会和客户活动。'],
      ['Work with agencies and freelancers on video and design.', '与代理公司及自由职业者合作完成视频和设计工作。'],
      ['Localise marketing materials between Chinese and English.', '完成营销物料的中英文本地化。'],
    ],
    requirements: [
      ['Excellent writing skills; native-level English is a strong plus.', '出色的写作能力，英语为母语者优先。'],
      ['Experience with paid social, search and email marketing.', '熟悉社交广告、搜索广告与邮件营销。'],
      ['Data-driven: comfortable with analytics tools and spreadsheets.', '数据驱动，熟练使用分析工具和表格。'],
      ['Creative, organised and able to manage several projects at once.', '有创意、有条理，能同时推进多个项目。'],
      ['Knowledge of the Chinese social media landscape is a plus.', '了解中国社交媒体生态者优先。'],
    ],
  },
  {
    key: 'sales',
    team: ['Sales', '销售'],
    salaryFactor: 1.05,
    languageVariants: true,
    positions: [
      { en: 'Sales Representative', zh: '销售代表', skills: ['B2B sales', 'Negotiation', 'CRM'] },
      {
        en: 'Account Manager',
        zh: '客户经理',
        skills: ['Key account management', 'CRM', 'Negotiation'],
        levels: NO_INTERN,
      },
      {
        en: 'Business Development Executive',
        zh: '商务拓展专员',
        skills: ['Business development', 'Negotiation', 'B2B sales'],
      },
      {
        en: 'Key Account Manager',
        zh: '大客户经理',
        skills: ['Key account management', 'Negotiation', 'Salesforce'],
        levels: EXPERIENCED,
      },
      {
        en: 'Sales Engineer',
        zh: '售前工程师',
        skills: ['Pre-sales', 'System design', 'B2B sales'],
        levels: NO_INTERN,
      },
      {
        en: 'Customer Success Manager',
        zh: '客户成功经理',
        skills: ['Customer success', 'CRM', 'Key account management'],
        levels: NO_INTERN,
      },
      { en: 'Inside Sales Representative', zh: '电话销售代表', skills: ['B2B sales', 'CRM', 'Salesforce'] },
    ],
    leaders: [
      { en: 'Sales Manager', zh: '销售经理', level: 'manager', skills: ['B2B sales', 'Negotiation', 'CRM'] },
      {
        en: 'Business Development Manager',
        zh: '商务拓展经理',
        level: 'manager',
        skills: ['Business development', 'Negotiation'],
      },
      { en: 'Sales Director', zh: '销售总监', level: 'director', skills: ['B2B sales', 'Key account management'] },
      { en: 'Country Manager', zh: '区域总经理', level: 'executive', skills: ['Business development', 'Negotiation'] },
    ],
    duties: [
      ['Find and win new customers among multinational companies in China.', '开发并签约在华跨国企业客户。'],
      [
        'Manage the full sales cycle: prospecting, demos, proposals and closing.',
        '负责完整销售流程：客户开发、产品演示、方案报价与签约。',
      ],
      ['Grow revenue from key accounts through regular business reviews.', '通过定期业务回顾提升重点客户的收入。'],
      ['Keep the CRM accurate and forecast your pipeline every week.', '及时更新 CRM，每周预测销售漏斗。'],
      ['Represent the company at trade fairs and industry events.', '代表公司参加展会和行业活动。'],
      [
        'Work with product and marketing to feed customer needs back into the roadmap.',
        '与产品和市场团队合作，将客户需求反馈到产品规划中。',
      ],
    ],
    requirements: [
      ['A track record of meeting or beating sales targets.', '有达成或超额完成销售目标的记录。'],
      ['Confident presenter and negotiator in English.', '能用英文自信地进行演示和谈判。'],
      ['Experience selling to foreign-invested enterprises is a plus.', '有外资企业销售经验者优先。'],
      ['Self-driven, resilient and happy to travel.', '自驱力强、抗压能力好，能适应出差。'],
      ['A valid driving licence is a plus.', '持有有效驾照者优先。'],
    ],
  },
  {
    key: 'education',
    team: ['Teaching', '教学'],
    salaryFactor: 0.8,
    flexible: 0.15,
    positions: [
      { en: 'English Teacher', zh: '英语外教', skills: ['ESL teaching', 'Classroom management', 'Phonics'] },
      {
        en: 'ESL Teacher for Kids',
        zh: '少儿英语外教',
        skills: ['ESL teaching', 'Phonics', 'Early childhood education'],
      },
      {
        en: 'IB Mathematics Teacher',
        zh: 'IB数学教师',
        skills: ['IB curriculum', 'Classroom management'],
        levels: EXPERIENCED,
      },
      {
        en: 'Science Teacher',
        zh: '科学教师',
        skills: ['IB curriculum', 'Curriculum design', 'Classroom management'],
        levels: NO_INTERN,
      },
      {
        en: 'Kindergarten Teacher',
        zh: '幼儿园外籍教师',
        skills: ['Early childhood education', 'Phonics', 'Classroom management'],
      },
      {
        en: 'University Lecturer',
        zh: '大学外籍讲师',
        skills: ['Curriculum design', 'Public speaking'],
        levels: EXPERIENCED,
      },
      { en: 'Curriculum Developer', zh: '课程研发专员', skills: ['Curriculum design', 'ESL teaching', 'Copywriting'] },
      { en: 'IELTS Instructor', zh: '雅思讲师', skills: ['IELTS', 'TOEFL', 'ESL teaching'], levels: NO_INTERN },
      {
        en: 'Music Teacher',
        zh: '音乐教师',
        skills: ['Classroom management', 'Early childhood education'],
        levels: NO_INTERN,
      },
      { en: 'PE Teacher', zh: '体育教师', skills: ['Classroom management'], levels: NO_INTERN },
      {
        en: 'Homeroom Teacher',
        zh: '外籍班主任',
        skills: ['Classroom management', 'IB curriculum'],
        levels: EXPERIENCED,
      },
    ],
    leaders: [
      {
        en: 'Head of English Department',
        zh: '英语学科组长',
        level: 'manager',
        skills: ['Curriculum design', 'ESL teaching'],
      },
      {
        en: 'Academic Director',
        zh: '教学总监',
        level: 'director',
        skills: ['Curriculum design', 'Training and development'],
      },
      { en: 'School Principal', zh: '校长', level: 'executive', skills: ['Curriculum design', 'Talent management'] },
    ],
    duties: [
      ['Teach engaging, student-centred lessons in small classes.', '以学生为中心，进行生动有趣的小班教学。'],
      ['Prepare lesson plans, materials and assessments each week.', '每周准备教案、教具和测评。'],
      ["Track each student's progress and give regular feedback to parents.", '跟踪每位学生的进步，定期向家长反馈。'],
      ['Work with Chinese teaching assistants and co-teachers.', '与中方助教及搭班老师协作。'],
      ['Take part in open classes, teacher training and school events.', '参与公开课、教师培训及学校活动。'],
      ['Help develop new courses and improve our curriculum.', '参与新课程开发与课程体系优化。'],
      ['Prepare students for IELTS, TOEFL or IB examinations.', '帮助学生备考雅思、托福或 IB 考试。'],
    ],
    requirements: [
      ["Bachelor's degree or above.", '本科及以上学历。'],
      [
        'Native English speaker from the UK, US, Canada, Australia, New Zealand, Ireland or South Africa, or equivalent fluency.',
        '英语为母语（英、美、加、澳、新、爱、南非）或具备同等流利程度。',
      ],
      ['TEFL, TESOL or CELTA certificate (120 hours or more).', '持有 TEFL、TESOL 或 CELTA 证书（120 学时以上）。'],
      ['A clean criminal record check, as required for a teacher work permit.', '无犯罪记录证明（教师工作许可所需）。'],
      ['A teaching licence from your home country is a plus.', '持有本国教师资格证者优先。'],
      ['Patient, energetic and passionate about working with children.', '有耐心、有活力，热爱与孩子相处。'],
    ],
  },
  {
    key: 'finance',
    team: ['Finance', '财务'],
    salaryFactor: 1.15,
    positions: [
      { en: 'Financial Analyst', zh: '财务分析师', skills: ['Financial analysis', 'Financial modelling', 'Excel'] },
      { en: 'Accountant', zh: '会计', skills: ['Accounting', 'IFRS', 'Excel', 'SAP'] },
      { en: 'Auditor', zh: '审计师', skills: ['Audit', 'IFRS', 'Accounting'] },
      {
        en: 'Investment Analyst',
        zh: '投资分析师',
        skills: ['Valuation', 'Financial modelling', 'Financial analysis'],
      },
      { en: 'Risk Analyst', zh: '风控分析师', skills: ['Risk management', 'Statistics', 'SQL'] },
      { en: 'Tax Consultant', zh: '税务顾问', skills: ['Tax', 'Accounting', 'Compliance'], levels: NO_INTERN },
      { en: 'Compliance Officer', zh: '合规专员', skills: ['Compliance', 'Risk management'], levels: NO_INTERN },
      {
        en: 'Quantitative Researcher',
        zh: '量化研究员',
        skills: ['Quantitative analysis', 'Python', 'C++', 'Statistics'],
      },
      { en: 'Treasury Analyst', zh: '资金分析师', skills: ['Financial analysis', 'Risk management', 'Excel'] },
    ],
    leaders: [
      { en: 'Finance Manager', zh: '财务经理', level: 'manager', skills: ['Accounting', 'Financial analysis'] },
      { en: 'Financial Controller', zh: '财务总监', level: 'director', skills: ['Accounting', 'IFRS', 'Compliance'] },
      { en: 'Investment Director', zh: '投资总监', level: 'director', skills: ['Valuation', 'Financial modelling'] },
      {
        en: 'Chief Financial Officer',
        zh: '首席财务官',
        level: 'executive',
        skills: ['Financial analysis', 'Risk management'],
      },
    ],
    duties: [
      [
        'Prepare monthly management reports under both IFRS and Chinese GAAP.',
        '按照国际财务报告准则和中国会计准则编制月度管理报表。',
      ],
      ['Build financial models for budgets, forecasts and investment cases.', '搭建预算、预测及投资项目的财务模型。'],
      ['Support due diligence and valuation of target companies.', '支持目标公司的尽职调查与估值工作。'],
      ['Coordinate with headquarters and external auditors.', '与总部及外部审计师对接协调。'],
      ['Monitor market, credit and liquidity risk.', '监控市场、信用与流动性风险。'],
      ['Improve controls, processes and reporting tools.', '优化内控、流程和报表工具。'],
    ],
    requirements: [
      ["Bachelor's degree in finance, accounting or economics.", '金融、会计或经济学相关专业本科及以上学历。'],
      ['CFA, ACCA or CPA (or progress towards one) is preferred.', '持有 CFA、ACCA 或 CPA（或正在考取）者优先。'],
      ['Advanced Excel and financial modelling skills.', '精通 Excel 及财务建模。'],
      ['Experience in a Big Four firm or a multinational is a plus.', '有四大会计师事务所或跨国公司经验者优先。'],
      ['Meticulous, with integrity and strong ownership.', '严谨细致，诚信正直，责任心强。'],
    ],
  },
  {
    key: 'hospitality',
    team: ['Guest Experience', '宾客服务'],
    salaryFactor: 0.65,
    languageVariants: true,
    flexible: 0.12,
    positions: [
      {
        en: 'Guest Relations Officer',
        zh: '宾客关系专员',
        skills: ['Guest relations', 'Hotel operations', 'Customer service'],
      },
      {
        en: 'Front Desk Agent',
        zh: '前台接待',
        skills: ['Guest relations', 'Customer service'],
        levels: ['intern', 'junior', 'mid'],
      },
      { en: 'Western Chef', zh: '西餐厨师', skills: ['Western cuisine', 'Food and beverage'] },
      { en: 'Pastry Chef', zh: '西点师', skills: ['Pastry', 'Food and beverage'] },
      { en: 'Sommelier', zh: '侍酒师', skills: ['Wine', 'Food and beverage', 'Guest relations'], levels: EXPERIENCED },
      { en: 'Bartender', zh: '调酒师', skills: ['Mixology', 'Food and beverage'] },
      { en: 'English-speaking Tour Guide', zh: '英语导游', skills: ['Tour guiding', 'Public speaking'] },
      { en: 'Travel Consultant', zh: '旅游顾问', skills: ['Customer service', 'Tour guiding', 'B2B sales'] },
      {
        en: 'Restaurant Supervisor',
        zh: '餐厅主管',
        skills: ['Food and beverage', 'Guest relations'],
        levels: EXPERIENCED,
      },
    ],
    leaders: [
      { en: 'Front Office Manager', zh: '前厅经理', level: 'manager', skills: ['Hotel operations', 'Guest relations'] },
      {
        en: 'Food and Beverage Manager',
        zh: '餐饮部经理',
        level: 'manager',
        skills: ['Food and beverage', 'Hotel operations'],
      },
      { en: 'Executive Chef', zh: '行政总厨', level: 'director', skills: ['Western cuisine', 'Food and beverage'] },
      {
        en: 'Hotel General Manager',
        zh: '酒店总经理',
        level: 'executive',
        skills: ['Hotel operations', 'Talent management'],
      },
    ],
    duties: [
      ['Welcome international guests and make every stay memorable.', '接待国际宾客，为每一次入住创造难忘体验。'],
      ['Handle requests and complaints quickly and with care.', '快速、用心地处理宾客需求与投诉。'],
      ['Design seasonal menus and keep food costs on target.', '设计季节性菜单，控制食品成本。'],
      ['Train and coach a team of local staff.', '培训和指导本地员工团队。'],
      [
        'Lead tours for overseas visitors and explain local history and culture.',
        '带领海外游客参观，讲解当地历史与文化。',
      ],
      ['Keep the highest standards of hygiene and food safety.', '严格执行卫生与食品安全标准。'],
    ],
    requirements: [
      ['Experience in an international hotel, restaurant or travel agency.', '有国际酒店、餐厅或旅行社工作经验。'],
      ['A warm, service-minded personality.', '热情友善，具备良好的服务意识。'],
      ['Flexible to work shifts, weekends and public holidays.', '能适应轮班、周末及节假日工作。'],
      ['A hospitality or culinary diploma is a plus.', '有酒店管理或烹饪相关学历者优先。'],
      ['Basic Mandarin for daily communication with colleagues.', '能用基础中文与同事日常沟通。'],
    ],
  },
  {
    key: 'engineering',
    team: ['R&D', '研发'],
    salaryFactor: 1.05,
    positions: [
      { en: 'Mechanical Engineer', zh: '机械工程师', skills: ['SolidWorks', 'CATIA', 'Lean manufacturing'] },
      { en: 'Electrical Engineer', zh: '电气工程师', skills: ['PLC', 'PCB design', 'AutoCAD'] },
      { en: 'Process Engineer', zh: '工艺工程师', skills: ['Lean manufacturing', 'Six Sigma', 'Quality management'] },
      { en: 'Quality Engineer', zh: '质量工程师', skills: ['Quality management', 'Six Sigma', 'Audit'] },
      { en: 'Hardware Engineer', zh: '硬件工程师', skills: ['PCB design', 'Embedded C', 'Verilog'] },
      { en: 'Automotive Engineer', zh: '汽车工程师', skills: ['CATIA', 'Quality management', 'Battery technology'] },
      { en: 'Battery Engineer', zh: '电池研发工程师', skills: ['Battery technology', 'Quality management'] },
      { en: 'Chip Design Engineer', zh: '芯片设计工程师', skills: ['IC design', 'Verilog'] },
      {
        en: 'Field Application Engineer',
        zh: '现场应用工程师',
        skills: ['Pre-sales', 'PCB design', 'Customer service'],
      },
      { en: 'Civil Engineer', zh: '土木工程师', skills: ['AutoCAD', 'Project management'] },
      { en: 'Robotics Engineer', zh: '机器人工程师', skills: ['ROS', 'C++', 'Computer vision'] },
    ],
    leaders: [
      { en: 'R&D Manager', zh: '研发经理', level: 'manager', skills: ['Project management', 'Quality management'] },
      { en: 'Chief Engineer', zh: '总工程师', level: 'director', skills: ['Project management', 'Quality management'] },
      { en: 'Plant Manager', zh: '厂长', level: 'director', skills: ['Lean manufacturing', 'Six Sigma'] },
    ],
    duties: [
      ['Design and validate new parts, circuits or production lines.', '设计并验证新零部件、电路或生产线。'],
      [
        'Work with suppliers in China and Europe on samples and quality issues.',
        '与国内及欧洲供应商对接样品与质量问题。',
      ],
      ['Lead root-cause analysis (8D) and drive corrective actions.', '主导 8D 根因分析并推动纠正措施落地。'],
      ['Transfer products from headquarters into local production.', '负责将总部产品导入本地生产。'],
      ['Write technical reports and specifications in English.', '撰写英文技术报告与规格书。'],
      ['Support customers on site during installation and commissioning.', '在安装调试阶段到现场支持客户。'],
    ],
    requirements: [
      [
        "Bachelor's or master's degree in mechanical, electrical or materials engineering.",
        '机械、电气或材料工程相关专业本科或硕士学历。',
      ],
      [
        'Hands-on experience in automotive, electronics or new-energy manufacturing.',
        '有汽车、电子或新能源制造一线经验。',
      ],
      ['Knowledge of ISO 9001 / IATF 16949 quality systems.', '熟悉 ISO 9001 / IATF 16949 质量体系。'],
      ['Willing to travel to plants and supplier sites.', '愿意前往工厂及供应商现场出差。'],
      ['German or Japanese language skills are a plus.', '会德语或日语者优先。'],
    ],
  },
  {
    key: 'consulting',
    team: ['Advisory', '咨询'],
    salaryFactor: 1.15,
    positions: [
      {
        en: 'Management Consultant',
        zh: '管理咨询顾问',
        skills: ['Strategy consulting', 'PowerPoint', 'Business analysis'],
      },
      { en: 'Business Analyst', zh: '业务分析师', skills: ['Business analysis', 'Data analysis', 'Excel'] },
      {
        en: 'Strategy Analyst',
        zh: '战略分析师',
        skills: ['Strategy consulting', 'Market research', 'Financial modelling'],
      },
      {
        en: 'Market Research Analyst',
        zh: '市场研究分析师',
        skills: ['Market research', 'Data analysis', 'PowerPoint'],
      },
      { en: 'ESG Consultant', zh: 'ESG咨询顾问', skills: ['ESG', 'Compliance', 'Business analysis'] },
      { en: 'IT Consultant', zh: 'IT咨询顾问', skills: ['SAP', 'Project management', 'Business analysis'] },
      {
        en: 'Market Entry Consultant',
        zh: '中国市场进入顾问',
        skills: ['Market research', 'Strategy consulting', 'Business development'],
      },
    ],
    leaders: [
      {
        en: 'Consulting Manager',
        zh: '咨询经理',
        level: 'manager',
        skills: ['Strategy consulting', 'Project management'],
      },
      { en: 'Principal', zh: '咨询总监', level: 'director', skills: ['Strategy consulting', 'Business development'] },
      { en: 'Partner', zh: '合伙人', level: 'executive', skills: ['Strategy consulting', 'Business development'] },
    ],
    duties: [
      ['Help foreign companies enter and grow in the Chinese market.', '帮助外国企业进入并拓展中国市场。'],
      [
        'Run interviews, surveys and desk research, then turn them into clear insights.',
        '开展访谈、问卷和案头研究，并提炼清晰洞察。',
      ],
      ['Build Excel models and write board-level presentations.', '搭建 Excel 模型，撰写董事会级别的演示材料。'],
      ['Work on site with clients from Europe, North America and Asia.', '与来自欧洲、北美和亚洲的客户现场协作。'],
      ['Manage workstreams and coach junior consultants.', '负责工作模块并辅导初级顾问。'],
    ],
    requirements: [
      ['Top-tier academic record; an MBA is a plus.', '优秀的学业背景，有 MBA 者优先。'],
      ['Excellent analytical and storytelling skills.', '出色的分析能力与表达能力。'],
      ['Fluent English; working Mandarin is a strong plus.', '英语流利，具备工作中文者优先。'],
      ['Able to travel up to 50% of the time.', '可接受约 50% 的出差。'],
    ],
  },
  {
    key: 'hr',
    team: ['People', '人力资源'],
    salaryFactor: 0.9,
    positions: [
      { en: 'HR Specialist', zh: '人力资源专员', skills: ['Employee relations', 'Recruiting', 'Excel'] },
      { en: 'Recruiter', zh: '招聘专员', skills: ['Recruiting', 'Talent management'] },
      {
        en: 'HR Business Partner',
        zh: '人力资源业务伙伴',
        skills: ['Employee relations', 'Talent management'],
        levels: EXPERIENCED,
      },
      { en: 'Talent Acquisition Specialist', zh: '人才招聘专员', skills: ['Recruiting', 'Employee relations'] },
      {
        en: 'Learning and Development Specialist',
        zh: '培训发展专员',
        skills: ['Training and development', 'Public speaking'],
      },
      {
        en: 'Compensation and Benefits Specialist',
        zh: '薪酬福利专员',
        skills: ['Compensation and benefits', 'Excel'],
        levels: NO_INTERN,
      },
      {
        en: 'Global Mobility Specialist',
        zh: '外籍员工签证专员',
        skills: ['Employee relations', 'Compliance'],
        levels: NO_INTERN,
      },
    ],
    leaders: [
      { en: 'HR Manager', zh: '人力资源经理', level: 'manager', skills: ['Employee relations', 'Talent management'] },
      {
        en: 'HR Director',
        zh: '人力资源总监',
        level: 'director',
        skills: ['Talent management', 'Compensation and benefits'],
      },
    ],
    duties: [
      ['Hire great people for our offices in China and abroad.', '为公司国内及海外办公室招聘优秀人才。'],
      [
        'Handle work permits, residence permits and relocation for foreign staff.',
        '办理外籍员工的工作许可、居留许可及安置事宜。',
      ],
      ['Run onboarding, performance reviews and training programmes.', '组织入职培训、绩效评估和培训项目。'],
      ['Advise managers on employment law and employee relations.', '就劳动法规和员工关系为管理者提供建议。'],
      ['Keep HR data accurate and build simple reports.', '维护准确的人事数据并制作报表。'],
    ],
    requirements: [
      ['Knowledge of Chinese labour law and social insurance.', '熟悉中国劳动法及社保政策。'],
      ['Experience in a multinational or fast-growing company.', '有跨国公司或快速成长型企业的工作经验。'],
      ['Discreet, fair and people-oriented.', '处事谨慎公正，以人为本。'],
      ['Fluent English and Mandarin.', '中英文流利。'],
    ],
  },
  {
    key: 'healthcare',
    team: ['Medical', '医疗'],
    salaryFactor: 1.1,
    positions: [
      { en: 'General Practitioner', zh: '全科医生', skills: ['Patient care'], levels: EXPERIENCED },
      { en: 'Registered Nurse', zh: '注册护士', skills: ['Patient care'], levels: NO_INTERN },
      { en: 'Clinical Research Associate', zh: '临床监查员', skills: ['Clinical research', 'GCP'] },
      {
        en: 'Medical Science Liaison',
        zh: '医学联络官',
        skills: ['Clinical research', 'Pharmacology', 'Public speaking'],
        levels: EXPERIENCED,
      },
      { en: 'Pharmacist', zh: '药剂师', skills: ['Pharmacology', 'Patient care'], levels: NO_INTERN },
      { en: 'Regulatory Affairs Specialist', zh: '注册事务专员', skills: ['Regulatory affairs', 'Medical writing'] },
      { en: 'Physiotherapist', zh: '物理治疗师', skills: ['Patient care'], levels: NO_INTERN },
      { en: 'Dentist', zh: '牙科医生', skills: ['Patient care'], levels: EXPERIENCED },
      { en: 'Medical Writer', zh: '医学撰稿人', skills: ['Medical writing', 'Clinical research'] },
    ],
    leaders: [
      { en: 'Clinic Manager', zh: '诊所经理', level: 'manager', skills: ['Patient care', 'Project management'] },
      {
        en: 'Medical Director',
        zh: '医学总监',
        level: 'director',
        skills: ['Clinical research', 'Regulatory affairs'],
      },
    ],
    duties: [
      ['Care for expatriate and local patients in English and Chinese.', '用中英文为外籍及本地患者提供医疗服务。'],
      ['Monitor clinical trials according to GCP and the study protocol.', '按照 GCP 及试验方案监查临床试验。'],
      ['Prepare registration dossiers for the NMPA.', '准备提交国家药监局的注册资料。'],
      ['Work with hospitals, investigators and ethics committees.', '与医院、研究者及伦理委员会沟通协作。'],
      ['Keep patient records accurate and confidential.', '确保病历准确并严格保密。'],
    ],
    requirements: [
      ['A medical, nursing, pharmacy or life-science degree.', '医学、护理、药学或生命科学相关学历。'],
      ['A licence to practise, or eligibility to register in China.', '持有执业资格，或具备在华注册执业的条件。'],
      ['Experience in an international hospital or CRO is a plus.', '有国际医院或 CRO 工作经验者优先。'],
      ['Empathetic, calm and precise.', '富有同理心，沉着细致。'],
    ],
  },
  {
    key: 'operations',
    team: ['Operations', '运营'],
    salaryFactor: 0.85,
    languageVariants: true,
    positions: [
      { en: 'Supply Chain Analyst', zh: '供应链分析师', skills: ['Supply chain management', 'Data analysis', 'SAP'] },
      { en: 'Purchasing Specialist', zh: '采购专员', skills: ['Procurement', 'Negotiation', 'SAP'] },
      { en: 'Logistics Coordinator', zh: '物流协调员', skills: ['Logistics', 'Import and export'] },
      {
        en: 'Import and Export Specialist',
        zh: '进出口专员',
        skills: ['Import and export', 'Logistics', 'Compliance'],
      },
      { en: 'Operations Specialist', zh: '运营专员', skills: ['Data analysis', 'Excel', 'Project management'] },
      {
        en: 'Cross-border E-commerce Operator',
        zh: '跨境电商运营',
        skills: ['Cross-border e-commerce', 'Digital marketing', 'Data analysis'],
      },
      {
        en: 'Customer Service Representative',
        zh: '英语客服专员',
        skills: ['Customer service', 'CRM'],
        levels: ['intern', 'junior', 'mid'],
      },
      { en: 'Merchandiser', zh: '外贸跟单员', skills: ['Import and export', 'Quality management'] },
    ],
    leaders: [
      { en: 'Operations Manager', zh: '运营经理', level: 'manager', skills: ['Project management', 'Data analysis'] },
      {
        en: 'Supply Chain Manager',
        zh: '供应链经理',
        level: 'manager',
        skills: ['Supply chain management', 'Procurement'],
      },
      {
        en: 'Chief Operating Officer',
        zh: '首席运营官',
        level: 'executive',
        skills: ['Supply chain management', 'Project management'],
      },
    ],
    duties: [
      [
        'Plan shipments, customs clearance and warehousing for international orders.',
        '统筹国际订单的发运、报关和仓储。',
      ],
      [
        'Source suppliers in China and negotiate prices, quality and lead times.',
        '在国内寻找供应商，谈判价格、质量与交期。',
      ],
      [
        'Run our stores on Amazon, Shopify and other overseas platforms.',
        '运营公司在亚马逊、Shopify 等海外平台的店铺。',
      ],
      ['Answer customers by e-mail, chat and phone in English.', '通过邮件、在线聊天和电话用英语解答客户问题。'],
      ['Track KPIs and find ways to make processes faster and cheaper.', '跟踪关键指标，持续优化流程效率与成本。'],
    ],
    requirements: [
      ['Experience in international trade, logistics or e-commerce.', '有国际贸易、物流或电商相关经验。'],
      ['Organised, detail-oriented and calm under pressure.', '条理清晰，注重细节，能承受压力。'],
      ['Good Excel skills; SAP or another ERP is a plus.', '熟练使用 Excel，会 SAP 等 ERP 系统者优先。'],
      ['Business-level English.', '具备商务英语沟通能力。'],
    ],
  },
  {
    key: 'legal',
    team: ['Legal', '法务'],
    salaryFactor: 1.2,
    positions: [
      {
        en: 'Legal Counsel',
        zh: '法务顾问',
        skills: ['Contract law', 'Corporate law', 'Compliance'],
        levels: EXPERIENCED,
      },
      {
        en: 'Foreign Legal Consultant',
        zh: '外籍法律顾问',
        skills: ['Corporate law', 'Legal research'],
        levels: EXPERIENCED,
      },
      {
        en: 'Paralegal',
        zh: '律师助理',
        skills: ['Legal research', 'Contract law'],
        levels: ['intern', 'junior', 'mid'],
      },
      {
        en: 'Intellectual Property Specialist',
        zh: '知识产权专员',
        skills: ['Intellectual property', 'Legal research'],
      },
      { en: 'Contract Manager', zh: '合同管理专员', skills: ['Contract law', 'Negotiation'], levels: NO_INTERN },
    ],
    leaders: [
      { en: 'Legal Director', zh: '法务总监', level: 'director', skills: ['Corporate law', 'Compliance'] },
      { en: 'General Counsel', zh: '首席法务官', level: 'executive', skills: ['Corporate law', 'Compliance'] },
    ],
    duties: [
      ['Draft and review contracts in English and Chinese.', '起草并审核中英文合同。'],
      [
        'Advise on corporate, employment and data-protection matters (PIPL).',
        '就公司法、劳动法及个人信息保护（PIPL）事务提供法律意见。',
      ],
      ['Support cross-border M&A and joint-venture projects.', '支持跨境并购及合资项目。'],
      ['Protect trademarks, patents and copyrights in China.', '在中国境内保护商标、专利和版权。'],
      ['Research regulations and write clear memos for the business.', '研究法规，为业务部门撰写清晰的法律备忘录。'],
    ],
    requirements: [
      ['A law degree (JD, LLB or LLM).', '法学学位（JD、LLB 或 LLM）。'],
      [
        'Admission to a bar in a common-law or civil-law jurisdiction.',
        '拥有普通法或大陆法系司法管辖区的律师执业资格。',
      ],
      ['Experience at an international law firm or in-house team.', '有国际律所或企业法务工作经验。'],
      ['Excellent legal English; Chinese reading ability is a plus.', '出色的法律英语能力，能阅读中文者优先。'],
    ],
  },
  {
    key: 'language',
    team: ['Localization', '本地化'],
    salaryFactor: 0.85,
    languageVariants: true,
    flexible: 0.3,
    positions: [
      { en: 'Translator', zh: '翻译', skills: ['Translation', 'CAT tools', 'Proofreading'] },
      { en: 'Interpreter', zh: '口译员', skills: ['Interpreting', 'Public speaking'], levels: NO_INTERN },
      { en: 'Localization Specialist', zh: '本地化专员', skills: ['Localization', 'CAT tools', 'Translation'] },
      { en: 'English Editor', zh: '英文编辑', skills: ['Proofreading', 'Copywriting', 'Journalism'] },
      { en: 'Proofreader', zh: '英文校对', skills: ['Proofreading', 'Translation'] },
      { en: 'Content Reviewer', zh: '内容审核专员', skills: ['Proofreading', 'Compliance'] },
    ],
    leaders: [
      {
        en: 'Localization Manager',
        zh: '本地化经理',
        level: 'manager',
        skills: ['Localization', 'Project management'],
      },
    ],
    duties: [
      [
        'Translate product, legal and marketing content between Chinese and English.',
        '负责产品、法律和营销内容的中英互译。',
      ],
      ['Interpret at business meetings, trade shows and factory visits.', '在商务会议、展会和工厂参观中担任口译。'],
      ['Keep glossaries and translation memories up to date.', '维护术语表和翻译记忆库。'],
      ['Review machine translation output and fix tone and terminology.', '审校机器翻译结果，修正语气与术语。'],
      ['Edit articles so they read naturally for native readers.', '润色文章，使其符合母语读者的阅读习惯。'],
    ],
    requirements: [
      ['Native or near-native command of the target language.', '目标语言达到母语或接近母语水平。'],
      ['HSK 5 or above, or equivalent Chinese ability.', 'HSK 五级及以上或同等中文水平。'],
      ['Experience with CAT tools such as Trados or memoQ.', '熟悉 Trados、memoQ 等计算机辅助翻译工具。'],
      ['A keen eye for detail and consistency.', '对细节和一致性有敏锐的把控。'],
    ],
  },
  {
    key: 'media',
    team: ['Content', '内容'],
    salaryFactor: 0.9,
    languageVariants: true,
    flexible: 0.25,
    positions: [
      { en: 'Video Producer', zh: '视频制作人', skills: ['Video production', 'Video editing', 'After Effects'] },
      { en: 'Video Editor', zh: '视频剪辑师', skills: ['Video editing', 'After Effects'] },
      { en: 'Journalist', zh: '英文记者', skills: ['Journalism', 'Copywriting', 'Photography'] },
      { en: 'Photographer', zh: '摄影师', skills: ['Photography', 'Adobe Photoshop'] },
      { en: 'English Presenter', zh: '英文主持人', skills: ['Public speaking', 'Video production'] },
      { en: 'Community Manager', zh: '海外社区运营', skills: ['Community management', 'Social media'] },
      { en: 'Game Designer', zh: '游戏策划', skills: ['Game design', 'Unity', 'Data analysis'] },
    ],
    leaders: [
      { en: 'Content Manager', zh: '内容经理', level: 'manager', skills: ['Content marketing', 'Video production'] },
      { en: 'Editor-in-Chief', zh: '主编', level: 'director', skills: ['Journalism', 'Copywriting'] },
    ],
    duties: [
      ['Plan, shoot and edit short videos for international audiences.', '策划、拍摄并剪辑面向海外观众的短视频。'],
      [
        'Write news stories and features about business and culture in China.',
        '撰写关于中国商业与文化的新闻和专题报道。',
      ],
      ['Host live streams, interviews and events in English.', '用英语主持直播、访谈和活动。'],
      ['Grow and moderate our global player and fan communities.', '运营并管理全球玩家与粉丝社区。'],
      ['Design game systems, levels and live-ops events.', '设计游戏系统、关卡与长线运营活动。'],
    ],
    requirements: [
      ['A portfolio or show reel of published work.', '有已发表作品集或作品展示片。'],
      ['Native-level English and a good sense of storytelling.', '英语达到母语水平，具备出色的叙事能力。'],
      ['Familiar with Chinese and global social platforms.', '熟悉国内外社交媒体平台。'],
      ['Able to work to tight deadlines.', '能在紧迫的截止日期前完成工作。'],
    ],
  },
];

/** Which role families an industry hires, with weights. */
export const INDUSTRY_FAMILIES: Record<string, Record<string, number>> = {
  internet: {
    software: 40,
    data: 14,
    product: 14,
    design: 8,
    marketing: 8,
    sales: 6,
    operations: 5,
    hr: 3,
    language: 2,
  },
  software: { software: 45, data: 10, product: 12, design: 6, sales: 12, marketing: 6, hr: 3, consulting: 6 },
  ai: { data: 40, software: 30, product: 10, sales: 8, design: 4, marketing: 4, hr: 2, legal: 2 },
  ecommerce: { operations: 25, marketing: 20, software: 15, data: 10, design: 10, sales: 10, language: 5, hr: 5 },
  gaming: { software: 30, design: 22, media: 20, marketing: 10, data: 8, language: 6, product: 4 },
  finance: { finance: 55, data: 12, software: 10, sales: 10, legal: 5, consulting: 5, hr: 3 },
  insurance: { finance: 35, sales: 25, data: 12, software: 10, marketing: 8, legal: 5, operations: 5 },
  consulting: { consulting: 55, finance: 12, hr: 10, data: 10, marketing: 5, legal: 5, language: 3 },
  education: { education: 72, marketing: 8, sales: 7, operations: 5, hr: 4, design: 4 },
  healthcare: { healthcare: 60, operations: 10, sales: 10, marketing: 8, hr: 6, language: 6 },
  pharma: { healthcare: 45, engineering: 10, sales: 15, legal: 8, data: 8, marketing: 8, operations: 6 },
  manufacturing: { engineering: 50, operations: 20, sales: 12, finance: 6, hr: 6, language: 6 },
  automotive: { engineering: 45, software: 20, data: 8, operations: 10, sales: 8, design: 5, hr: 4 },
  semiconductors: { engineering: 55, software: 15, sales: 12, operations: 10, data: 8 },
  energy: { engineering: 45, sales: 15, operations: 15, data: 8, finance: 8, consulting: 9 },
  logistics: { operations: 50, sales: 20, software: 8, finance: 8, language: 8, hr: 6 },
  retail: { operations: 25, marketing: 25, sales: 20, design: 12, hospitality: 8, hr: 5, data: 5 },
  hospitality: { hospitality: 65, sales: 10, marketing: 10, operations: 8, hr: 7 },
  media: { media: 40, marketing: 20, design: 15, language: 12, sales: 8, software: 5 },
  real_estate: { design: 35, engineering: 20, sales: 20, finance: 10, marketing: 10, legal: 5 },
  legal: { legal: 70, language: 15, hr: 5, finance: 5, marketing: 5 },
};

export const WORKING_LANGUAGES: readonly Pair[] = [
  ['German', '德语'],
  ['French', '法语'],
  ['Spanish', '西班牙语'],
  ['Japanese', '日语'],
  ['Korean', '韩语'],
  ['Russian', '俄语'],
  ['Arabic', '阿拉伯语'],
  ['Portuguese', '葡萄牙语'],
  ['Italian', '意大利语'],
  ['Thai', '泰语'],
  ['Vietnamese', '越南语'],
  ['Indonesian', '印尼语'],
];

export const BENEFITS: readonly Pair[] = [
  ['Work permit (Z visa) sponsorship and relocation support.', '提供工作签证（Z 签证）办理及搬迁协助。'],
  ['Monthly housing allowance.', '每月住房补贴。'],
  ['A return flight home every year.', '每年一次回国往返机票。'],
  ['Free Mandarin lessons.', '免费中文课程。'],
  ['13th-month salary and a performance bonus.', '十三薪及绩效奖金。'],
  ['Commercial health insurance, including family members.', '商业医疗保险（含家属）。'],
  ['Flexible working hours and two days a week from home.', '弹性工作时间，每周两天可居家办公。'],
  ['15 days of paid annual leave plus Chinese public holidays.', '15 天带薪年假，另享中国法定节假日。'],
  ['Stock options in a fast-growing company.', '快速成长公司的股票期权。'],
  ['A training budget for courses and conferences.', '课程与行业会议培训预算。'],
  ['Free lunch, snacks and a gym on site.', '免费午餐、零食及办公室健身房。'],
  ['Tuition support for your children at international schools.', '子女国际学校学费补贴。'],
  ['Team trips and company events every quarter.', '每季度团队旅行与公司活动。'],
];

/** Benefits that only some role families offer. */
export const FAMILY_BENEFITS: Record<string, readonly Pair[]> = {
  education: [
    ['Accommodation provided close to the campus.', '提供校园附近的住宿。'],
    ['Paid winter and summer holidays.', '带薪寒暑假。'],
    ['Small classes and a Chinese teaching assistant in every class.', '小班教学，每班配备中方助教。'],
  ],
  hospitality: [
    ['Staff meals, uniforms and laundry provided.', '提供员工餐、制服及洗衣服务。'],
    ['Discounted stays at our hotels across China.', '享受集团旗下全国酒店员工优惠价。'],
  ],
  healthcare: [['Continuing medical education budget.', '继续医学教育预算。']],
};

export const MANDARIN_REQUIREMENTS: readonly Pair[] = [
  ['Mandarin is not required; we work in English.', '无中文要求，工作语言为英语。'],
  ['Basic Mandarin is a plus.', '会基础中文者优先。'],
  ['Conversational Mandarin (HSK 4 or above) is preferred.', '具备日常中文交流能力（HSK 四级及以上）者优先。'],
  ['Fluent Mandarin (HSK 5 or above) is required.', '要求中文流利（HSK 五级及以上）。'],
];

export const EXPERIENCE: Record<Seniority, Pair> = {
  intern: [
    "Currently studying for a bachelor's or master's degree; available for at least 4 days a week for 6 months.",
    '在读本科或硕士，每周至少实习 4 天，持续 6 个月。',
  ],
  junior: ['0-2 years of relevant experience; fresh graduates are welcome.', '0-2 年相关工作经验，欢迎应届毕业生。'],
  mid: ['At least 3 years of relevant experience.', '3 年以上相关工作经验。'],
  senior: ['At least 5 years of relevant experience.', '5 年以上相关工作经验。'],
  lead: [
    'At least 8 years of experience, including leading projects or a small team.',
    '8 年以上工作经验，有项目或小团队带领经验。',
  ],
  manager: [
    'At least 6 years of experience, including 2 years managing a team.',
    '6 年以上工作经验，其中至少 2 年团队管理经验。',
  ],
  director: [
    'At least 10 years of experience, including 5 years in leadership roles.',
    '10 年以上工作经验，其中至少 5 年管理岗位经验。',
  ],
  executive: [
    'At least 15 years of experience and a record of building organisations in Asia.',
    '15 年以上工作经验，有在亚洲组建和发展团队的成功经历。',
  ],
};

export const WORK_PERMIT: Pair = [
  "Eligible for a Chinese work permit: a bachelor's degree and two years of relevant work experience.",
  '符合中国外国人工作许可条件：本科及以上学历，两年以上相关工作经验。',
];
