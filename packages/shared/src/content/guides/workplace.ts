import type { Guide } from './types';

export const workplaceGuide: Guide = {
  id: 10007,
  slug: 'workplace-culture-hsk',
  updated: '2026-11-25',
  title: {
    en: 'Chinese workplace culture and language (HSK)',
    zh: '中国职场文化与中文水平（HSK）',
  },
  summary: {
    en: 'Working hours, overtime and leave as the law sets them, how teams communicate and decide, the etiquette that helps, and how the HSK exams measure — and reward — your Chinese.',
    zh: '法律规定的工时、加班与休假，团队如何沟通和决策，有用的职场礼仪，以及 HSK 考试如何衡量（并回报）你的中文水平。',
  },
  sections: [
    {
      id: 'hours-and-leave',
      heading: { en: 'Working hours, overtime and leave', zh: '工时、加班与休假' },
      paragraphs: {
        en: [
          'The standard working week is 40 hours, eight hours a day. Overtime should normally not exceed one hour a day, or three hours a day in special cases, and 36 hours a month (Labour Law, Art. 41). It is paid at 150% of the wage on working days, 200% on rest days when no time off is given in exchange, and 300% on statutory holidays (Art. 44). Some positions are approved for comprehensive or flexible working hours, which change how overtime is counted — ask if yours is one.',
          'There are 13 days of public holidays a year since 2025, with the Spring Festival and National Day weeks built by swapping weekends. Paid annual leave is 5 days after one year of cumulative work, 10 days after 10 years and 15 days after 20 years (Regulations on Paid Annual Leave for Employees); many employers offer more to foreign staff by contract.',
        ],
        zh: [
          '标准工时为每日 8 小时、每周 40 小时。延长工作时间一般每日不得超过 1 小时，特殊原因每日不得超过 3 小时，每月不得超过 36 小时（《劳动法》第四十一条）。加班工资：工作日为工资的 150%，休息日安排工作又不能安排补休的为 200%，法定休假日为 300%（第四十四条）。部分岗位经批准实行综合计算工时或不定时工作制，加班计算方式不同，可询问自己的岗位是否属于此类。',
          '自 2025 年起，全体公民放假的节日共 13 天，春节和国庆通过调休形成长假。职工累计工作满 1 年不满 10 年的，年休假 5 天；满 10 年不满 20 年的，10 天；满 20 年的，15 天（《职工带薪年休假条例》）。不少用人单位在合同中给予外籍员工更多假期。',
        ],
      },
    },
    {
      id: 'communication',
      heading: { en: 'How teams communicate', zh: '团队如何沟通' },
      paragraphs: {
        en: [
          'Most day-to-day work runs on WeChat or on a company platform such as DingTalk, Feishu or WeCom, with group chats for each project. Replies are expected quickly, also outside office hours in many companies; agree early which channel is for urgent matters, and keep decisions that matter in writing.',
          'Disagreement is often expressed indirectly, and a “we’ll study it” or “maybe” can be a polite no. Raising a problem privately with the person responsible, before a meeting, usually works better than challenging them in front of others. Decisions tend to rest with the most senior person, so know who that is for each topic.',
        ],
        zh: [
          '日常工作大多在微信或钉钉、飞书、企业微信等平台上进行，每个项目都有工作群。很多公司期待较快回复，下班后也是如此；请尽早约定紧急事项用哪个渠道，重要决定留下书面记录。',
          '不同意见常常表达得比较委婉，“我们研究一下”或“再看看”可能是礼貌的拒绝。会前私下与负责人沟通问题，通常比在众人面前提出质疑效果更好。决策往往由职位最高的人作出，要清楚每件事由谁拍板。',
        ],
      },
    },
    {
      id: 'etiquette',
      heading: { en: 'Etiquette that helps', zh: '有用的职场礼仪' },
      paragraphs: {
        en: [
          'Workplaces differ a lot between a state-owned company, a start-up and a foreign firm, but a few habits help almost everywhere.',
        ],
        zh: ['国有企业、创业公司和外资企业的职场风格差别很大，但下面这些习惯几乎在哪里都有帮助。'],
      },
      list: {
        en: [
          'Address people by surname and title (Manager Wang, Director Li) until they suggest otherwise.',
          'Offer and receive business cards or WeChat QR codes with both hands, and read the card before putting it away.',
          'Team meals matter: the host usually orders and pays; toasts go to senior people first, and it is fine to toast with tea.',
          'Red envelopes (hongbao) appear at Spring Festival and in group chats; small amounts are a friendly gesture, not an obligation.',
          'Learn a few phrases: even a little Chinese at a meeting’s start is noticed and appreciated.',
        ],
        zh: [
          '在对方提出之前，以“姓 + 职务”称呼（王经理、李总监）。',
          '递接名片或出示微信二维码时用双手，接过名片先看一看再收好。',
          '团队聚餐很重要：通常由做东的一方点菜和付账；先向年长或职位高的人敬酒，以茶代酒也完全可以。',
          '春节和工作群里会有红包；小额红包是友好的表示，而不是义务。',
          '学几句中文：会议开场时哪怕说几句中文，也会被注意到并受到欢迎。',
        ],
      },
    },
    {
      id: 'hsk',
      heading: { en: 'The HSK exams', zh: 'HSK 考试' },
      paragraphs: {
        en: [
          'The HSK (Hanyu Shuiping Kaoshi) is the standard test of Chinese as a foreign language, run by the Center for Language Education and Cooperation. Levels 1 to 6 are tested separately, and an advanced exam covers levels 7 to 9 under the nine-level Chinese Proficiency Grading Standards for International Chinese Language Education (GF 0025-2021). The HSKK is the separate speaking test. Tests are held on paper and online many times a year; register on the official site.',
          'Certificates are widely used by employers and universities, and Chinese language ability earns points in the work permit classification, so a recent HSK result is worth adding to your profile and your application.',
        ],
        zh: [
          'HSK（汉语水平考试）是面向母语非汉语者的标准化中文考试，由教育部中外语言交流合作中心主办。一至六级分别考试，高等（七至九级）考试依据《国际中文教育中文水平等级标准》（GF 0025-2021）的九级框架进行。HSKK 是单独的口语考试。纸笔考试和网络考试每年举行多次，请在官方网站报名。',
          '用人单位和高校普遍认可 HSK 证书，中文水平在外国人来华工作许可的分类计分中也可得分，因此值得把最新的 HSK 成绩写进个人资料和申请材料。',
        ],
      },
    },
    {
      id: 'learning',
      heading: { en: 'Learning while working', zh: '边工作边学习' },
      paragraphs: {
        en: [
          'Half an hour a day beats a weekend course you skip. Read your team’s group chat, learn the words for your own field first, and ask a colleague to correct one message a day. Resident foreigners who choose the tax-free allowances can include reasonable language training costs (see the income tax guide).',
        ],
        zh: [
          '每天半小时，胜过常常缺课的周末班。读读工作群里的消息，先学本行业的词汇，请同事每天帮你改一条消息。选择免税补贴的外籍居民个人，合理的语言训练费可以免税（见个人所得税指南）。',
        ],
      },
    },
  ],
  sources: [
    {
      name: { en: 'Chinese Testing International (HSK registration)', zh: '汉语考试服务网（HSK 报名）' },
      url: 'https://www.chinesetest.cn/',
    },
    {
      name: { en: 'Center for Language Education and Cooperation', zh: '教育部中外语言交流合作中心' },
      url: 'https://www.chinese.cn/',
    },
    {
      name: {
        en: 'Labour Law of the PRC (National Database of Laws and Regulations)',
        zh: '《中华人民共和国劳动法》（国家法律法规数据库）',
      },
      url: 'https://flk.npc.gov.cn/',
    },
    {
      name: {
        en: 'Chinese government portal: public holidays and paid annual leave',
        zh: '中国政府网：全国年节及纪念日放假办法、职工带薪年休假条例',
      },
      url: 'https://www.gov.cn/zhengce/',
    },
  ],
};
