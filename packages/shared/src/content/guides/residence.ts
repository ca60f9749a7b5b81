import type { Guide } from './types';

export const residenceGuide: Guide = {
  id: 10001,
  slug: 'residence-permit-registration',
  updated: '2026-11-25',
  title: {
    en: 'Residence permit and registration of stay',
    zh: '居留许可与住宿登记',
  },
  summary: {
    en: 'The residence permit that lets you live and work in China, the 24-hour registration of where you stay, and the changes, renewals and moves that must be reported.',
    zh: '允许你在华居住和工作的居留许可、24 小时内的住宿登记，以及变更、延期和搬家时需要办理的手续。',
  },
  sections: [
    {
      id: 'residence-permit',
      heading: { en: 'The residence permit for work', zh: '工作类居留许可' },
      paragraphs: {
        en: [
          'A Z visa holder must apply for a residence permit within 30 days of entry at the exit-entry administration of the public security bureau where they live. A residence permit for work is valid for at least 90 days and at most five years; in practice it usually follows the term of the work permit and the labour contract.',
          'The office decides within 15 days of receiving a complete application. While it keeps your passport you get a receipt that serves as your identity document; plan travel around it.',
        ],
        zh: [
          '持 Z 字签证入境的，应当自入境之日起 30 日内，向居住地公安机关出入境管理机构申请居留许可。工作类居留许可有效期最短 90 日、最长五年，实际上通常与工作许可及劳动合同期限一致。',
          '出入境管理机构自收到齐全材料之日起 15 日内作出决定。护照留存期间会发给回执，作为身份证件使用，出行计划请提前考虑。',
        ],
      },
      list: {
        en: [
          'Passport with the Z visa and the entry stamp.',
          'Work permit (card or approval) and a letter from the employer.',
          'Registration of stay form from the police station (see below).',
          'Health certificate where the city requires one, and photos to the office’s specification.',
        ],
        zh: [
          '贴有 Z 字签证和入境章的护照。',
          '工作许可证（或许可决定）以及用人单位出具的函件。',
          '派出所出具的《境外人员住宿登记表》（见下文）。',
          '当地要求的健康证明，以及符合要求的照片。',
        ],
      },
    },
    {
      id: 'registration-of-stay',
      heading: { en: 'Registration of stay within 24 hours', zh: '24 小时内办理住宿登记' },
      paragraphs: {
        en: [
          'Every foreigner must register where they stay. In a hotel the hotel does it when you check in. Anywhere else — a rented flat, a friend’s home — you or the person who houses you must register with the local police station within 24 hours of arrival (Exit and Entry Administration Law, Art. 39).',
          'Register again after each move and, in most cities, after each return from abroad, because registration is tied to arrival. Some cities allow it online or by app, others only at the police station; ask your landlord or the neighbourhood committee. Failing to register can bring a warning and a fine of up to 2,000 yuan (Art. 76), and without a current registration form the residence permit office will not accept your application.',
        ],
        zh: [
          '外国人须办理住宿登记。住宾馆酒店的，由酒店在入住时办理；住在出租屋、亲友家等其他地方的，应由本人或留宿人在抵达后 24 小时内向当地派出所办理（《出境入境管理法》第三十九条）。',
          '每次搬家后都要重新登记；多数城市在每次出境返回后也要求重新登记，因为登记以“抵达”为准。有的城市可在线或通过应用办理，有的只能到派出所办理，可向房东或社区居委会询问。未按规定办理的，可处警告并处二千元以下罚款（第七十六条）；没有最新的住宿登记表，出入境管理机构也不会受理居留许可申请。',
        ],
      },
    },
    {
      id: 'changes',
      heading: { en: 'When something changes', zh: '信息发生变更时' },
      paragraphs: {
        en: [
          'If information on the residence permit changes — a new passport, a new employer — apply for the change at the exit-entry office within 10 days. A new passport also needs the residence permit transferred into it before you travel.',
          'When you leave a job, the residence permit for that job is no longer a basis for working. Talk to the new employer and the exit-entry office before the last working day, so that the new work permit and residence permit follow without a gap.',
        ],
        zh: [
          '居留证件登记事项发生变更的（如换发新护照、更换用人单位），应自变更之日起 10 日内向出入境管理机构申请变更。换了新护照的，出行前还须将居留许可转到新护照上。',
          '离职后，原工作对应的居留许可不能再作为工作的依据。请在最后工作日之前与新用人单位和出入境管理机构沟通，使新的工作许可和居留许可无缝衔接。',
        ],
      },
    },
    {
      id: 'renewal',
      heading: { en: 'Renewal and overstay', zh: '延期与逾期居留' },
      paragraphs: {
        en: [
          'Apply to extend the residence permit at least 30 days before it expires, with a renewed work permit. Do not wait for the last week: the office keeps the passport during the examination.',
          'Overstaying is fined 500 yuan a day, up to 10,000 yuan in total, or punished with detention of 5 to 15 days in serious cases (Art. 78). It is also recorded and can affect later visas.',
        ],
        zh: [
          '需要延长居留期限的，应在居留证件有效期届满 30 日前提出申请，并提供延续后的工作许可。不要拖到最后一周：审核期间护照会被留存。',
          '非法居留的，处每非法居留一日五百元、总额不超过一万元的罚款；情节严重的，处五日以上十五日以下拘留（第七十八条）。记录还可能影响以后的签证。',
        ],
      },
    },
    {
      id: 'everyday',
      heading: { en: 'Carrying your documents', zh: '随身携带证件' },
      paragraphs: {
        en: [
          'Foreigners aged 16 and over must carry their passport or residence document and show it when the police ask (Art. 38). The passport is also what you show for trains, hotels, banks and phone numbers, so keep a photo of its data page and of the residence permit page on your phone for emergencies.',
        ],
        zh: [
          '年满 16 周岁的外国人应随身携带护照或居留证件，并在公安机关查验时出示（第三十八条）。乘火车、住酒店、开银行账户和办手机号也要用护照，建议在手机中保存护照资料页和居留许可页的照片以备急用。',
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
        en: 'Regulations on the Administration of the Entry and Exit of Foreigners (State Council, gov.cn)',
        zh: '《中华人民共和国外国人入境出境管理条例》（中国政府网）',
      },
      url: 'https://www.gov.cn/',
    },
  ],
};
