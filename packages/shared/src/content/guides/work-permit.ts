import type { Guide } from './types';

export const workPermitGuide: Guide = {
  id: 10000,
  slug: 'work-permit-z-visa',
  updated: '2026-11-25',
  title: {
    en: 'Work permit and Z visa: the way in',
    zh: '工作许可与 Z 字签证：来华工作的第一步',
  },
  summary: {
    en: 'Who may work in China, how the employer applies for the work permit, how the Z visa follows, and what to do in your first 30 days after entry.',
    zh: '哪些人可以在中国工作、用人单位如何申请工作许可、Z 字签证如何办理，以及入境后 30 天内要做的事。',
  },
  sections: [
    {
      id: 'who-needs-it',
      heading: { en: 'Who needs a work permit', zh: '谁需要工作许可' },
      paragraphs: {
        en: [
          'Any foreign national who takes paid work for an employer in mainland China needs a Foreigner’s Work Permit and a residence permit for work. Working on a tourist (L), business (M) or student (X) visa is illegal employment under the Exit and Entry Administration Law, whatever the employer says.',
          'The permit is tied to one employer and one position. It is the employer, not the employee, who applies, through the online Service System for Foreigners Working in China.',
        ],
        zh: [
          '外国人在中国境内受雇从事有报酬的工作，须持有《外国人工作许可》和工作类居留许可。持旅游（L）、访问（M）或学习（X）签证工作，依照《出境入境管理法》属于非法就业，与用人单位怎么说无关。',
          '工作许可与特定用人单位和岗位绑定。申请人是用人单位，而非个人，通过“外国人来华工作管理服务系统”在线办理。',
        ],
      },
    },
    {
      id: 'categories',
      heading: { en: 'Categories A, B and C', zh: 'A、B、C 三类人员' },
      paragraphs: {
        en: [
          'Applicants are graded into three categories. Category A (high-level talent) gets the most flexibility; category B (professionals) is where most foreign hires fall; category C covers limited quotas and special programmes. A points system weighs salary, education, work experience, Chinese language ability, the region of work and age.',
          'For category B the usual baseline is a bachelor’s degree or higher and at least two years of relevant work experience. Local offices may set their own practice for some roles (for example language teachers), so ask the employer which category your application is filed in.',
        ],
        zh: [
          '申请人分为三类：A 类（高端人才）限制最少；B 类（专业人才）涵盖大多数外籍员工；C 类为配额管理及特定项目人员。计点积分综合考虑薪酬、学历、工作经历、中文水平、工作地区和年龄等因素。',
          'B 类通常要求学士及以上学位和两年以上相关工作经历。部分岗位（例如语言教师）各地有具体做法，可向用人单位确认按哪一类申报。',
        ],
      },
    },
    {
      id: 'documents',
      heading: { en: 'Documents you will be asked for', zh: '需要准备的材料' },
      paragraphs: {
        en: [
          'Start early: the documents from your home country take the longest. Since 7 November 2023 China applies the Apostille Convention, so public documents from other member states need an apostille instead of consular legalisation.',
        ],
        zh: [
          '请尽早准备，来自本国的材料最耗时。自 2023 年 11 月 7 日起，《取消外国公文书认证要求的公约》对中国生效，来自其他缔约国的公文书办理附加证明书（apostille）即可，无需领事认证。',
        ],
      },
      list: {
        en: [
          'Passport valid for the whole intended stay, and a recent photo to the system’s specification.',
          'Highest degree certificate, apostilled or legalised (some offices also accept a verification report).',
          'Criminal record certificate from the country where you live, apostilled or legalised, usually issued within the last six months.',
          'Proof of work experience (reference letters on company letterhead) and the employment contract or letter of intent.',
          'Medical examination report; after arrival many cities ask for a check at a designated local centre.',
        ],
        zh: [
          '在拟停留期间内有效的护照，以及符合系统要求的近期照片。',
          '最高学历学位证书，办理附加证明书或领事认证（部分地方也接受学历认证报告）。',
          '居住国出具的无犯罪记录证明，办理附加证明书或认证，一般要求六个月内出具。',
          '工作经历证明（加盖公司抬头的推荐信）以及劳动合同或聘用意向书。',
          '体检报告；入境后很多城市要求在指定的本地机构再做体检。',
        ],
      },
    },
    {
      id: 'z-visa',
      heading: { en: 'From the notification letter to the Z visa', zh: '从许可通知到 Z 字签证' },
      paragraphs: {
        en: [
          'When the work permit office approves the application, the employer receives a Notification Letter of Foreigner’s Work Permit. With this letter (and usually an invitation) you apply for a Z visa at a Chinese embassy or consulate, normally in your country of nationality or residence.',
          'The Z visa is usually issued for a single entry and allows a stay of 30 days. It does not itself allow you to stay and work for longer: it is the key to the next two steps inside China.',
        ],
        zh: [
          '工作许可获批后，用人单位会收到《外国人工作许可通知》。凭该通知（通常还有邀请函）到中国驻外使领馆申请 Z 字签证，一般在国籍国或居住国申请。',
          'Z 字签证通常为一次入境、停留 30 日。它本身不允许长期停留和工作，而是办理境内后续两步手续的前提。',
        ],
      },
    },
    {
      id: 'first-30-days',
      heading: { en: 'Your first 30 days in China', zh: '入境后的 30 天' },
      paragraphs: {
        en: [
          'Register your place of stay within 24 hours of arrival (hotels do it for you; in a flat you or your landlord must do it at the local police station). The employer then completes the work permit itself and you receive the work permit card.',
          'Within 30 days of entry you must apply for the residence permit for work at the exit-entry office of the public security bureau where you live (Exit and Entry Administration Law, Art. 30). Keep copies of everything: the residence permit application keeps your passport for up to 15 days while it is examined, and the receipt serves as your identity document meanwhile.',
        ],
        zh: [
          '入境后 24 小时内办理住宿登记（住酒店由酒店代办；住在住宅的，由本人或房东到当地派出所办理）。随后用人单位完成工作许可的办理，你将领取外国人工作许可证。',
          '入境之日起 30 日内，须到居住地公安机关出入境管理机构申请工作类居留许可（《出境入境管理法》第三十条）。所有材料请留好复印件：审核期间护照会被留存，最长 15 日，回执在此期间作为证件使用。',
        ],
      },
    },
    {
      id: 'changes-and-risks',
      heading: { en: 'Changing jobs and the cost of shortcuts', zh: '更换工作与“走捷径”的代价' },
      paragraphs: {
        en: [
          'A new employer means a new work permit: the old one is cancelled when you leave, and the new employer applies again, usually without you leaving China if your residence permit is still valid. Ask your old employer for a release letter and keep it.',
          'Illegal employment is fined 5,000 to 20,000 yuan and, in serious cases, punished with detention of 5 to 15 days; an employer is fined 10,000 yuan per person illegally hired (up to 100,000 yuan) (Exit and Entry Administration Law, Art. 80). Deportation and a re-entry ban are possible. A job offer that asks you to come in on a tourist visa “and sort the paperwork later” is a warning sign.',
        ],
        zh: [
          '更换用人单位需要重新申请工作许可：离职时原许可注销，新单位重新申请；居留许可仍在有效期内的，一般无需出境办理。请向原单位索取离职证明并妥善保存。',
          '非法就业的，处五千元以上二万元以下罚款；情节严重的，处五日以上十五日以下拘留；非法聘用外国人的，每人罚款一万元，总额不超过十万元（《出境入境管理法》第八十条），还可能被遣送出境并限制再次入境。如果招聘方让你“先用旅游签证入境，手续以后再说”，这是危险信号。',
        ],
      },
    },
  ],
  sources: [
    {
      name: {
        en: 'Exit and Entry Administration Law of the PRC (National Database of Laws and Regulations)',
        zh: '《中华人民共和国出境入境管理法》（国家法律法规数据库）',
      },
      url: 'https://flk.npc.gov.cn/',
    },
    {
      name: { en: 'National Immigration Administration', zh: '国家移民管理局' },
      url: 'https://www.nia.gov.cn/',
    },
    {
      name: {
        en: 'Ministry of Science and Technology (foreign experts and work permits)',
        zh: '科学技术部（外国专家与外国人来华工作许可）',
      },
      url: 'https://www.most.gov.cn/',
    },
    {
      name: { en: 'Consular service of the Ministry of Foreign Affairs', zh: '中国领事服务网' },
      url: 'https://cs.mfa.gov.cn/',
    },
  ],
};
