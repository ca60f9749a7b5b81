import { joinWords } from './punctuation';
/**
 * The skills vocabulary: the one bilingual list that job postings pick their
 * skills from (getSkillList, the HR system's job form), that the resume's
 * skill input suggests from, and that pages show in the reader's language
 * (skillLabel; decision 0037). Jobs and resumes store a skill of the list by
 * its English name (its key) and any other skill as typed, so:
 * - an entry's `id` is permanent: never renumbered or reused;
 * - a name never contains a comma (jobs.skills is a comma-separated list);
 * - English and Chinese names are each unique; a Chinese name is the term
 *   Chinese job postings use, and a product or language name (React, Python)
 *   is written the same in both;
 * - new skills are added at the end with the next id; renaming an English
 *   name needs a migration of jobs.skills (skills.test.ts checks the rules).
 * The seed upserts this list by id into the skills table at every start
 * (packages/db/src/seed/reference.ts).
 */
export interface SkillEntry {
  readonly id: number;
  readonly en: string;
  readonly zh: string;
}

export const SKILL_LIST: readonly SkillEntry[] = [
  { id: 1, en: 'JavaScript', zh: 'JavaScript' },
  { id: 2, en: 'TypeScript', zh: 'TypeScript' },
  { id: 3, en: 'React', zh: 'React' },
  { id: 4, en: 'Vue.js', zh: 'Vue.js' },
  { id: 5, en: 'Node.js', zh: 'Node.js' },
  { id: 6, en: 'Java', zh: 'Java' },
  { id: 7, en: 'Go', zh: 'Go' },
  { id: 8, en: 'Python', zh: 'Python' },
  { id: 9, en: 'C++', zh: 'C++' },
  { id: 10, en: 'C#', zh: 'C#' },
  { id: 11, en: 'Swift', zh: 'Swift' },
  { id: 12, en: 'Kotlin', zh: 'Kotlin' },
  { id: 13, en: 'Flutter', zh: 'Flutter' },
  { id: 14, en: 'Kubernetes', zh: 'Kubernetes' },
  { id: 15, en: 'Docker', zh: 'Docker' },
  { id: 16, en: 'Linux', zh: 'Linux' },
  { id: 17, en: 'AWS', zh: 'AWS 云服务' },
  { id: 18, en: 'MySQL', zh: 'MySQL' },
  { id: 19, en: 'PostgreSQL', zh: 'PostgreSQL' },
  { id: 20, en: 'Redis', zh: 'Redis' },
  { id: 21, en: 'Microservices', zh: '微服务' },
  { id: 22, en: 'System design', zh: '系统设计' },
  { id: 23, en: 'Automated testing', zh: '自动化测试' },
  { id: 24, en: 'Unity', zh: 'Unity' },
  { id: 25, en: 'Unreal Engine', zh: '虚幻引擎' },
  { id: 26, en: 'Solidity', zh: 'Solidity' },
  { id: 27, en: 'Network security', zh: '网络安全' },
  { id: 28, en: 'Embedded C', zh: '嵌入式 C' },
  { id: 29, en: 'SQL', zh: 'SQL' },
  { id: 30, en: 'Spark', zh: 'Spark' },
  { id: 31, en: 'Machine learning', zh: '机器学习' },
  { id: 32, en: 'Deep learning', zh: '深度学习' },
  { id: 33, en: 'PyTorch', zh: 'PyTorch' },
  { id: 34, en: 'Natural language processing', zh: '自然语言处理' },
  { id: 35, en: 'Computer vision', zh: '计算机视觉' },
  { id: 36, en: 'Tableau', zh: 'Tableau' },
  { id: 37, en: 'Statistics', zh: '统计学' },
  { id: 38, en: 'A/B testing', zh: 'A/B 测试' },
  { id: 39, en: 'Product roadmap', zh: '产品规划' },
  { id: 40, en: 'User research', zh: '用户研究' },
  { id: 41, en: 'Agile', zh: '敏捷开发' },
  { id: 42, en: 'Scrum', zh: 'Scrum' },
  { id: 43, en: 'Jira', zh: 'Jira' },
  { id: 44, en: 'Figma', zh: 'Figma' },
  { id: 45, en: 'Adobe Photoshop', zh: 'Photoshop' },
  { id: 46, en: 'Adobe Illustrator', zh: 'Illustrator' },
  { id: 47, en: 'After Effects', zh: 'After Effects' },
  { id: 48, en: 'Blender', zh: 'Blender' },
  { id: 49, en: 'AutoCAD', zh: 'AutoCAD' },
  { id: 50, en: 'Interaction design', zh: '交互设计' },
  { id: 51, en: 'Visual design', zh: '视觉设计' },
  { id: 52, en: 'Digital marketing', zh: '数字营销' },
  { id: 53, en: 'SEO', zh: '搜索引擎优化' },
  { id: 54, en: 'Content marketing', zh: '内容营销' },
  { id: 55, en: 'Social media', zh: '社交媒体运营' },
  { id: 56, en: 'Copywriting', zh: '文案写作' },
  { id: 57, en: 'Brand strategy', zh: '品牌策略' },
  { id: 58, en: 'Event planning', zh: '活动策划' },
  { id: 59, en: 'Public relations', zh: '公共关系' },
  { id: 60, en: 'Google Analytics', zh: 'Google Analytics' },
  { id: 61, en: 'B2B sales', zh: 'B2B 销售' },
  { id: 62, en: 'Key account management', zh: '大客户管理' },
  { id: 63, en: 'Negotiation', zh: '商务谈判' },
  { id: 64, en: 'CRM', zh: 'CRM 客户管理' },
  { id: 65, en: 'Salesforce', zh: 'Salesforce' },
  { id: 66, en: 'Business development', zh: '商务拓展' },
  { id: 67, en: 'Pre-sales', zh: '售前支持' },
  { id: 68, en: 'Customer success', zh: '客户成功' },
  { id: 69, en: 'ESL teaching', zh: '英语教学' },
  { id: 70, en: 'Classroom management', zh: '课堂管理' },
  { id: 71, en: 'Curriculum design', zh: '课程设计' },
  { id: 72, en: 'IB curriculum', zh: 'IB 课程' },
  { id: 73, en: 'IELTS', zh: '雅思' },
  { id: 74, en: 'TOEFL', zh: '托福' },
  { id: 75, en: 'Phonics', zh: '自然拼读' },
  { id: 76, en: 'Early childhood education', zh: '幼儿教育' },
  { id: 77, en: 'Financial analysis', zh: '财务分析' },
  { id: 78, en: 'Financial modelling', zh: '财务建模' },
  { id: 79, en: 'Accounting', zh: '会计' },
  { id: 80, en: 'IFRS', zh: '国际财务报告准则' },
  { id: 81, en: 'Audit', zh: '审计' },
  { id: 82, en: 'Tax', zh: '税务' },
  { id: 83, en: 'Risk management', zh: '风险管理' },
  { id: 84, en: 'Compliance', zh: '合规' },
  { id: 85, en: 'Quantitative analysis', zh: '量化分析' },
  { id: 86, en: 'Excel', zh: 'Excel' },
  { id: 87, en: 'Valuation', zh: '估值' },
  { id: 88, en: 'Guest relations', zh: '宾客关系' },
  { id: 89, en: 'Food and beverage', zh: '餐饮服务' },
  { id: 90, en: 'Western cuisine', zh: '西餐烹饪' },
  { id: 91, en: 'Pastry', zh: '西点烘焙' },
  { id: 92, en: 'Wine', zh: '葡萄酒知识' },
  { id: 93, en: 'Mixology', zh: '调酒' },
  { id: 94, en: 'Tour guiding', zh: '导游讲解' },
  { id: 95, en: 'Hotel operations', zh: '酒店运营' },
  { id: 96, en: 'SolidWorks', zh: 'SolidWorks' },
  { id: 97, en: 'CATIA', zh: 'CATIA' },
  { id: 98, en: 'PLC', zh: 'PLC 编程' },
  { id: 99, en: 'Lean manufacturing', zh: '精益生产' },
  { id: 100, en: 'Six Sigma', zh: '六西格玛' },
  { id: 101, en: 'Quality management', zh: '质量管理' },
  { id: 102, en: 'PCB design', zh: 'PCB 设计' },
  { id: 103, en: 'Battery technology', zh: '电池技术' },
  { id: 104, en: 'IC design', zh: '集成电路设计' },
  { id: 105, en: 'Verilog', zh: 'Verilog' },
  { id: 106, en: 'ROS', zh: 'ROS 机器人操作系统' },
  { id: 107, en: 'Market research', zh: '市场调研' },
  { id: 108, en: 'Strategy consulting', zh: '战略咨询' },
  { id: 109, en: 'Business analysis', zh: '业务分析' },
  { id: 110, en: 'PowerPoint', zh: 'PowerPoint' },
  { id: 111, en: 'ESG', zh: 'ESG' },
  { id: 112, en: 'Project management', zh: '项目管理' },
  { id: 113, en: 'Recruiting', zh: '招聘' },
  { id: 114, en: 'Talent management', zh: '人才管理' },
  { id: 115, en: 'Employee relations', zh: '员工关系' },
  { id: 116, en: 'Compensation and benefits', zh: '薪酬福利' },
  { id: 117, en: 'Training and development', zh: '培训发展' },
  { id: 118, en: 'Clinical research', zh: '临床研究' },
  { id: 119, en: 'GCP', zh: 'GCP 药物临床试验质量管理规范' },
  { id: 120, en: 'Regulatory affairs', zh: '注册事务' },
  { id: 121, en: 'Patient care', zh: '患者护理' },
  { id: 122, en: 'Medical writing', zh: '医学写作' },
  { id: 123, en: 'Pharmacology', zh: '药理学' },
  { id: 124, en: 'Supply chain management', zh: '供应链管理' },
  { id: 125, en: 'Procurement', zh: '采购' },
  { id: 126, en: 'Logistics', zh: '物流管理' },
  { id: 127, en: 'Import and export', zh: '进出口业务' },
  { id: 128, en: 'SAP', zh: 'SAP' },
  { id: 129, en: 'Cross-border e-commerce', zh: '跨境电商' },
  { id: 130, en: 'Customer service', zh: '客户服务' },
  { id: 131, en: 'Data analysis', zh: '数据分析' },
  { id: 132, en: 'Contract law', zh: '合同法' },
  { id: 133, en: 'Corporate law', zh: '公司法' },
  { id: 134, en: 'Intellectual property', zh: '知识产权' },
  { id: 135, en: 'Legal research', zh: '法律研究' },
  { id: 136, en: 'Translation', zh: '笔译' },
  { id: 137, en: 'Interpreting', zh: '口译' },
  { id: 138, en: 'Localization', zh: '本地化' },
  { id: 139, en: 'CAT tools', zh: '计算机辅助翻译工具' },
  { id: 140, en: 'Proofreading', zh: '校对' },
  { id: 141, en: 'Video production', zh: '视频制作' },
  { id: 142, en: 'Video editing', zh: '视频剪辑' },
  { id: 143, en: 'Photography', zh: '摄影' },
  { id: 144, en: 'Journalism', zh: '新闻写作' },
  { id: 145, en: 'Public speaking', zh: '公众演讲' },
  { id: 146, en: 'Community management', zh: '社区运营' },
  { id: 147, en: 'Game design', zh: '游戏策划' },
  { id: 148, en: 'Git', zh: 'Git' },
  { id: 149, en: 'Rust', zh: 'Rust' },
  { id: 150, en: 'Android development', zh: 'Android 开发' },
  { id: 151, en: 'iOS development', zh: 'iOS 开发' },
  { id: 152, en: 'Cloud computing', zh: '云计算' },
  { id: 153, en: 'Data visualization', zh: '数据可视化' },
  { id: 154, en: 'Power BI', zh: 'Power BI' },
  { id: 155, en: 'Business English', zh: '商务英语' },
  { id: 156, en: 'Teaching Chinese as a foreign language', zh: '对外汉语教学' },
  { id: 157, en: 'WeChat Mini Programs', zh: '微信小程序开发' },
  { id: 158, en: 'Douyin marketing', zh: '抖音营销' },
  { id: 159, en: 'Xiaohongshu marketing', zh: '小红书运营' },
];

const byName = new Map<string, SkillEntry>();
for (const skill of SKILL_LIST) {
  byName.set(skill.en.toLowerCase(), skill);
  byName.set(skill.zh.toLowerCase(), skill);
}

/** The list entry a stored or typed skill names (its English or Chinese name, any case), if any. */
export function skillEntry(skill: string): SkillEntry | undefined {
  return byName.get(skill.trim().toLowerCase());
}

/**
 * The one display rule for a skill tag: a skill of the list in the page's
 * language ("Project management" shows 项目管理 on a Chinese page), any
 * other skill as it was typed.
 */
export function skillLabel(skill: string, locale: 'en' | 'zh'): string {
  const entry = skillEntry(skill);
  return entry ? entry[locale] : skill.trim();
}

/** Skills in the page's language as one line of text ("React, Project management"; 中文 "React、项目管理"). */
export function skillsLine(skills: readonly string[], locale: 'en' | 'zh'): string {
  return joinWords(
    skills.map((skill) => skillLabel(skill, locale)),
    locale,
  );
}

/** How a skill is stored: a skill of the list by its English name (the key), any other as typed (trimmed). */
export function skillKey(skill: string): string {
  return skillEntry(skill)?.en ?? skill.trim();
}

/**
 * Skills of the list whose name in the language starts with the text (any
 * case), then those containing it: what the skill input suggests, at most
 * `limit`, leaving out those already chosen.
 */
export function suggestSkills(
  text: string,
  locale: 'en' | 'zh',
  chosen: readonly string[] = [],
  limit = 8,
): SkillEntry[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  const taken = new Set(chosen.map(skillKey));
  const open = SKILL_LIST.filter((skill) => !taken.has(skill.en));
  const name = (skill: SkillEntry) => [skill[locale], skill.en].map((n) => n.toLowerCase());
  const starts = open.filter((skill) => name(skill).some((n) => n.startsWith(wanted)));
  const contains = open.filter((skill) => !starts.includes(skill) && name(skill).some((n) => n.includes(wanted)));
  return [...starts, ...contains].slice(0, limit);
}
