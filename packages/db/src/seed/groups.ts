import type { Db } from '../client';
import { activityGroups, groupMembers } from '../schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** 7 pm China Standard Time (UTC+8), `days` days after `now`: when the demo events start. */
const eveningIn = (now: number, days: number, hour = 19) => {
  const day = new Date(now + days * DAY + 8 * HOUR);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 8));
};

type DemoGroup = [
  type: 'meetup' | 'circle' | 'fair',
  name_en: string,
  name_zh: string,
  description_en: string,
  description_zh: string,
  adcode: string | null,
  /** Days from now to the event's start; null for a community without a date. */
  inDays: number | null,
];

/** A dozen bilingual groups (decision 0029): city meetups, industry circles and a job fair. */
const DEMO_GROUPS: DemoGroup[] = [
  [
    'meetup',
    'Shanghai Tech Meetup',
    '上海技术交流会',
    'Monthly talks and drinks for engineers and designers in Jing’an.',
    '每月一次在静安举办的工程师与设计师分享交流会。',
    '310100',
    6,
  ],
  [
    'meetup',
    'Shanghai Newcomers’ Evening',
    '上海新人见面会',
    'New in Shanghai? Meet others who just moved here for work, and people who can help.',
    '刚来上海工作？认识同样新来的朋友和乐于帮忙的前辈。',
    '310100',
    13,
  ],
  [
    'meetup',
    'Beijing Language Exchange',
    '北京语言交换',
    'Practise Mandarin and English over coffee in Sanlitun every Saturday.',
    '每周六在三里屯边喝咖啡边练习中英文。',
    '110100',
    3,
  ],
  [
    'meetup',
    'Beijing Product Night',
    '北京产品之夜',
    'Product managers show what they shipped and what they learned.',
    '产品经理分享上线的产品与心得。',
    '110100',
    20,
  ],
  [
    'meetup',
    'Shenzhen Hardware Founders',
    '深圳硬件创业者',
    'Factory visits in Huaqiangbei and demo nights for hardware start-ups.',
    '面向硬件创业者的华强北工厂参观与产品演示之夜。',
    '440300',
    9,
  ],
  [
    'meetup',
    'Hangzhou E-commerce Meetup',
    '杭州电商交流会',
    'Marketers and engineers of the city’s e-commerce companies compare notes.',
    '杭州电商公司的市场与技术人员交流经验。',
    '330100',
    16,
  ],
  [
    'circle',
    'International Teachers Circle',
    '国际教师圈',
    'Lesson ideas, licences and visa questions for teachers across China.',
    '为全国外籍教师分享教学点子、资格证与签证问题。',
    null,
    null,
  ],
  [
    'circle',
    'Fintech Professionals',
    '金融科技从业者',
    'Compliance, payments and data people working in China’s fintech.',
    '在中国金融科技行业从事合规、支付与数据工作的从业者。',
    '310100',
    null,
  ],
  [
    'circle',
    'Game Developers in China',
    '中国游戏开发者',
    'Designers, artists and engineers of China’s game studios.',
    '中国游戏工作室的策划、美术与工程师。',
    '440300',
    null,
  ],
  [
    'circle',
    'Women in Engineering',
    '工程领域女性',
    'Mentoring and a monthly call for women engineers, wherever they work.',
    '为女性工程师提供导师计划和每月一次的线上交流。',
    null,
    null,
  ],
  [
    'circle',
    'Hospitality and Tourism',
    '酒店与旅游',
    'Hotel, travel and events professionals sharing openings and advice.',
    '酒店、旅游与会展从业者分享职位与建议。',
    '330100',
    null,
  ],
  [
    'fair',
    'International Talent Job Fair',
    '国际人才招聘会',
    'Forty employers hiring international professionals, CV checks and short interviews on the spot.',
    '四十家雇主现场招聘国际人才，提供简历点评和现场面试。',
    '310100',
    27,
  ],
];

/**
 * The demo groups and a few members: the demo candidate in two, the
 * recruiter in the tech meetup and the job fair, the newcomer in one.
 */
export async function seedGroups(
  db: Db,
  people: { candidateId: number; recruiterId: number; newcomerId: number },
  now: number,
): Promise<void> {
  const groups = await db
    .insert(activityGroups)
    .values(
      DEMO_GROUPS.map(([type, name_en, name_zh, description_en, description_zh, adcode, inDays], i) => ({
        type,
        name_en,
        name_zh,
        description_en,
        description_zh,
        adcode,
        starts_at: inDays === null ? null : eveningIn(now, inDays, type === 'fair' ? 10 : 19),
        created_at: new Date(now - (60 - i) * DAY),
      })),
    )
    .returning({ group_id: activityGroups.group_id, name_en: activityGroups.name_en });
  const group = (name: string) => groups.find((g) => g.name_en === name)?.group_id as number;
  await db.insert(groupMembers).values([
    { group_id: group('Shanghai Tech Meetup'), user_id: people.candidateId },
    { group_id: group('International Talent Job Fair'), user_id: people.candidateId },
    { group_id: group('Shanghai Tech Meetup'), user_id: people.recruiterId },
    { group_id: group('International Talent Job Fair'), user_id: people.recruiterId },
    { group_id: group('Shanghai Newcomers’ Evening'), user_id: people.newcomerId },
  ]);
}
