import type { Guide } from './types';

export const incomeTaxGuide: Guide = {
  id: 10002,
  slug: 'individual-income-tax',
  updated: '2026-11-25',
  title: {
    en: 'Individual income tax for foreigners',
    zh: '外籍人员个人所得税',
  },
  summary: {
    en: 'When you become a tax resident (183 days), what the six-year rule spares, the rates and deductions, the choice between tax-free allowances and special deductions (through 2027), treaties, and the annual reconciliation.',
    zh: '何时成为税收居民（183 天）、“六年规则”的作用、税率与扣除、免税补贴与专项附加扣除二选一（延续至 2027 年）、税收协定以及年度汇算。',
  },
  sections: [
    {
      id: 'residency',
      heading: { en: 'Resident or non-resident: the 183-day test', zh: '居民还是非居民：183 天标准' },
      paragraphs: {
        en: [
          'An individual without a domicile in China who stays in China for 183 days or more in a calendar year is a tax resident for that year; below 183 days, a non-resident (Individual Income Tax Law, Art. 1). Residents are in principle taxed on worldwide income, non-residents only on income from China.',
          'Only full days count: a day on which you are in China for less than 24 hours — typically the day you arrive or leave — is not counted (MoF/STA Announcement 2019 No. 34).',
        ],
        zh: [
          '在中国境内无住所的个人，一个纳税年度内在境内居住累计满 183 天的，为该年度的居民个人；不满 183 天的，为非居民个人（《个人所得税法》第一条）。居民个人原则上就境内外全部所得纳税，非居民个人仅就境内所得纳税。',
          '只计算整天：在境内停留当天不足 24 小时的（通常是入境日和离境日），不计入境内居住天数（财政部 税务总局公告 2019 年第 34 号）。',
        ],
      },
    },
    {
      id: 'six-year-rule',
      heading: { en: 'The six-year rule', zh: '“六年规则”' },
      paragraphs: {
        en: [
          'A resident without a domicile in China is taxed on income from outside China, paid by a foreign entity or individual, only when each of the six years before was a year of 183 days or more in China with no single trip out of more than 30 days. Until then such income is exempt, after filing with the tax authority; in practice worldwide income is taxed from the seventh consecutive year.',
          'A single trip out of more than 30 days in any year restarts the count, and so does a year below 183 days. Years before 2019 do not count toward the six. Keep your travel records: the count is yours to prove.',
        ],
        zh: [
          '无住所居民个人在境内居住累计满 183 天的年度连续不满六年的，经向主管税务机关备案，其来源于境外且由境外单位或个人支付的所得免予缴纳个人所得税。只有此前六年每年都满 183 天、且没有任何一年单次离境超过 30 天，当年的境内外全部所得才须纳税，实际上即从连续第七年起。',
          '任一年度单次离境超过 30 天，或某一年度居住不满 183 天，连续年限重新起算。2019 年之前的年度不计入。请保存好出入境记录，年限需要由本人举证。',
        ],
      },
    },
    {
      id: 'rates',
      heading: { en: 'How wages are taxed', zh: '工资薪金如何计税' },
      paragraphs: {
        en: [
          'For residents, wages, remuneration for personal services, author’s remuneration and royalties together form “comprehensive income”, taxed annually at progressive rates from 3% to 45% after a basic deduction of 60,000 yuan a year (5,000 a month), social insurance and housing fund contributions, and the special additional deductions. The employer withholds tax every month on a cumulative basis.',
          'Non-residents are taxed monthly: wages minus 5,000 yuan at the monthly table of the same rates. The separate taxation of the annual one-off bonus has been extended through 31 December 2027 (MoF/STA Announcement 2023 No. 30).',
        ],
        zh: [
          '居民个人的工资薪金、劳务报酬、稿酬和特许权使用费合并为“综合所得”，按年计税：减除每年 6 万元（每月 5000 元）基本减除费用、社保和住房公积金个人缴费以及专项附加扣除后，适用 3% 至 45% 的超额累进税率。单位按月累计预扣预缴。',
          '非居民个人按月计税：工资减除 5000 元后适用按月换算的同一税率表。全年一次性奖金单独计税的政策延续至 2027 年 12 月 31 日（财政部 税务总局公告 2023 年第 30 号）。',
        ],
      },
      list: {
        en: [
          'Up to 36,000 yuan a year: 3%',
          '36,000–144,000: 10%',
          '144,000–300,000: 20%',
          '300,000–420,000: 25%',
          '420,000–660,000: 30%',
          '660,000–960,000: 35%',
          'Above 960,000: 45%',
        ],
        zh: [
          '全年应纳税所得额不超过 36,000 元：3%',
          '36,000–144,000 元：10%',
          '144,000–300,000 元：20%',
          '300,000–420,000 元：25%',
          '420,000–660,000 元：30%',
          '660,000–960,000 元：35%',
          '超过 960,000 元：45%',
        ],
      },
    },
    {
      id: 'allowances',
      heading: { en: 'Tax-free allowances or special deductions', zh: '免税补贴与专项附加扣除' },
      paragraphs: {
        en: [
          'Until 31 December 2027, a foreign individual who is a resident may choose either the tax-free allowances — housing, language training and children’s education, reimbursed at a reasonable level against invoices — or the special additional deductions that apply to everyone (children’s education, infant care, continuing education, serious illness, housing loan interest or rent, elderly support). Not both: once chosen, the choice holds for the whole tax year (MoF/STA Announcement 2023 No. 29).',
          'For a family renting a flat and paying school fees, the allowances are usually worth more; for a single person on a moderate salary, the standard deductions may be. The allowances must be structured by the employer, with invoices (fapiao) in your or the company’s name — agree this in the contract.',
        ],
        zh: [
          '2027 年 12 月 31 日前，外籍个人符合居民个人条件的，可以选择享受住房补贴、语言训练费、子女教育费等津补贴免税优惠（以实报实销或合理标准凭发票扣除），也可以选择享受子女教育、3 岁以下婴幼儿照护、继续教育、大病医疗、住房贷款利息或住房租金、赡养老人等专项附加扣除，但不得同时享受；一经选择，在一个纳税年度内不得变更（财政部 税务总局公告 2023 年第 29 号）。',
          '租房并支付子女学费的家庭，通常选择免税补贴更划算；收入中等的单身人士，专项附加扣除可能更合适。补贴需由用人单位按规定安排并取得发票，建议在劳动合同中约定。',
        ],
      },
    },
    {
      id: 'treaties',
      heading: { en: 'Tax treaties', zh: '税收协定' },
      paragraphs: {
        en: [
          'China has tax treaties with more than 100 countries and regions. Their rule on employment income typically lets a short-term assignee stay taxable only at home when they are in China for no more than 183 days in the relevant period and the pay is not borne by a Chinese employer or establishment. The exact wording — and whether the period is a calendar year or any twelve months — differs by treaty.',
          'Treaty benefits are claimed by self-assessment: you (or the withholding employer) claim them when filing and keep the supporting documents, such as a tax residence certificate from your home country, for later review (STA Announcement 2019 No. 35).',
        ],
        zh: [
          '中国已与 100 多个国家和地区签订税收协定。关于受雇所得的条款通常规定：在有关期间内在华停留不超过 183 天、且报酬不由中国境内雇主或常设机构负担的短期派遣人员，可只在本国纳税。具体措辞以及期间按日历年还是任意十二个月计算，因协定而异。',
          '协定待遇实行“自行判断、申报享受、相关资料留存备查”：本人或扣缴单位在申报时享受，并留存本国税收居民身份证明等资料以备核查（国家税务总局公告 2019 年第 35 号）。',
        ],
      },
    },
    {
      id: 'annual-filing',
      heading: { en: 'Annual reconciliation', zh: '年度汇算' },
      paragraphs: {
        en: [
          'Residents with comprehensive income reconcile the year between 1 March and 30 June of the following year, usually in the Individual Income Tax app (个人所得税), which accepts foreign passports; first registration may need a code from a tax service hall. You file if you owe more than the withholding or want a refund; small underpayments and those whose income fits certain thresholds are exempt from filing — the app says so.',
          'Before leaving China for good, settle your tax: the tax clearance also matters for remitting savings abroad (see the banking guide).',
        ],
        zh: [
          '有综合所得的居民个人，在次年 3 月 1 日至 6 月 30 日办理年度汇算，通常使用“个人所得税”APP，外国护照可以注册；首次注册可能需要到办税服务厅获取注册码。需补税或申请退税的应当办理；补税金额较小等符合条件的可免予办理，APP 中会有提示。',
          '长期离境前请结清税款：完税情况也关系到储蓄汇出境外（见银行与支付指南）。',
        ],
      },
    },
  ],
  sources: [
    {
      name: { en: 'State Taxation Administration', zh: '国家税务总局' },
      url: 'https://www.chinatax.gov.cn/',
    },
    {
      name: {
        en: 'Individual Income Tax Law of the PRC (National Database of Laws and Regulations)',
        zh: '《中华人民共和国个人所得税法》（国家法律法规数据库）',
      },
      url: 'https://flk.npc.gov.cn/',
    },
    {
      name: {
        en: 'Ministry of Finance: Announcements 2019 No. 34, 2023 No. 29 and No. 30 (with the STA)',
        zh: '财政部：财政部 税务总局公告 2019 年第 34 号、2023 年第 29 号、第 30 号',
      },
      url: 'https://www.mof.gov.cn/',
    },
  ],
};
