import type { Guide } from './types';

export const socialInsuranceGuide: Guide = {
  id: 10003,
  slug: 'social-insurance-housing-fund',
  updated: '2026-11-25',
  title: {
    en: 'Social insurance and the housing fund',
    zh: '社会保险与住房公积金',
  },
  summary: {
    en: 'Why foreign employees are enrolled in China’s social insurance, what the five insurances cover, how contributions are set, what happens to your pension account when you leave, and where the housing fund differs by city.',
    zh: '外籍员工为什么要参加中国社会保险、五项保险保障什么、缴费如何确定、离境时养老保险个人账户怎么办，以及住房公积金的地方差异。',
  },
  sections: [
    {
      id: 'obligation',
      heading: { en: 'Foreign employees are insured too', zh: '外籍员工同样参保' },
      paragraphs: {
        en: [
          'The Social Insurance Law (Art. 97) and the Interim Measures for Foreigners Employed in China to Participate in Social Insurance (Ministry of Human Resources and Social Security Order No. 16, in force since 15 October 2011) make participation compulsory for foreigners lawfully employed in China. The employer must register you within 30 days of your employment permit being issued.',
          'It is not optional by agreement: a clause in which you “waive” social insurance does not free the employer from paying.',
        ],
        zh: [
          '《社会保险法》第九十七条和《在中国境内就业的外国人参加社会保险暂行办法》（人力资源和社会保障部令第 16 号，2011 年 10 月 15 日起施行）规定，依法在中国境内就业的外国人应当参加社会保险。用人单位应自办理就业证件之日起 30 日内为其办理社会保险登记。',
          '这不能通过约定免除：劳动合同中“自愿放弃社保”的条款，并不能免除用人单位的缴费义务。',
        ],
      },
    },
    {
      id: 'five-insurances',
      heading: { en: 'The five insurances', zh: '五项社会保险' },
      paragraphs: {
        en: [
          'Employer and employee both contribute to pension and medical insurance and, in most places, unemployment insurance; work-injury insurance and maternity insurance are paid by the employer only. Maternity insurance has been merged into medical insurance in most provinces, so a payslip may show four items.',
        ],
        zh: [
          '养老保险、医疗保险和（大多数地方的）失业保险由单位和个人共同缴纳；工伤保险和生育保险只由单位缴纳。多数省份已将生育保险并入职工基本医疗保险，因此工资单上可能只显示四项。',
        ],
      },
      list: {
        en: [
          'Basic pension insurance: a pension from the legal retirement age, after a minimum number of contribution years (currently 15, rising gradually to 20 from 2030).',
          'Basic medical insurance: outpatient and hospital costs at designated hospitals, with deductibles and reimbursement rates set by the city.',
          'Work-injury insurance: medical care and compensation after an accident at work or an occupational disease.',
          'Unemployment insurance: benefits after involuntary loss of a job; how far foreigners can draw them depends on local practice.',
          'Maternity insurance: maternity allowance and medical costs of childbirth.',
        ],
        zh: [
          '基本养老保险：达到法定退休年龄且缴费满最低年限（目前为 15 年，自 2030 年起逐步提高到 20 年）后按月领取养老金。',
          '基本医疗保险：在定点医疗机构就医的门诊和住院费用，起付线和报销比例由各地规定。',
          '工伤保险：因工作遭受事故伤害或患职业病时的医疗和补偿。',
          '失业保险：非因本人意愿中断就业后的失业保险待遇，外籍人员能否领取取决于当地做法。',
          '生育保险：生育津贴和生育医疗费用。',
        ],
      },
    },
    {
      id: 'contributions',
      heading: { en: 'How much is paid', zh: '缴费多少' },
      paragraphs: {
        en: [
          'Contributions are a percentage of a contribution base, normally your previous year’s average monthly wage, kept between a floor and a ceiling that each city publishes every year (commonly 60% and 300% of the local average wage). Rates differ by city and change from time to time, so check the figures for your city on the local human resources and social security bureau’s site, or use the take-home calculator on this site for Beijing and Shanghai.',
          'Check your record: the local social insurance app or the national social insurance public service platform shows every month paid in your name.',
        ],
        zh: [
          '缴费额按缴费基数乘以费率计算。缴费基数一般为本人上一年度月平均工资，并限定在各地每年公布的下限和上限之间（通常为当地平均工资的 60% 和 300%）。费率因城市而异并会调整，请以当地人力资源和社会保障局公布的数字为准，北京和上海可以使用本站的税后工资计算器。',
          '请定期核对：当地社保应用或国家社会保险公共服务平台可以查询以你名义缴纳的每个月份。',
        ],
      },
    },
    {
      id: 'leaving-china',
      heading: { en: 'When you leave China', zh: '离境时' },
      paragraphs: {
        en: [
          'If you leave before the pension age, your individual pension account is kept, and contribution years add up if you come back to work in China. Alternatively, you can apply in writing to end the social insurance relationship and have the balance of your individual account paid out to you in one sum (Order No. 16, Art. 5). The employer’s pooled contributions are not paid out.',
          'China has social security agreements with a number of countries — including Germany, South Korea, Japan, France, Canada and others. Under them, a seconded employee may be exempt from some Chinese insurances (usually pension and unemployment) with a certificate of coverage from home. Check the current list and scope on the MOHRSS site before you sign.',
        ],
        zh: [
          '在达到领取养老金年龄前离境的，其社会保险个人账户予以保留，再次来华就业的，缴费年限累计计算；经本人书面申请终止社会保险关系的，也可将个人账户储存额一次性支付给本人（人社部令第 16 号第五条）。单位缴纳进入统筹基金的部分不予支付。',
          '中国已与德国、韩国、日本、法国、加拿大等多个国家签订社会保障协定。根据协定，派遣人员持本国出具的参保证明，可免缴部分中国社会保险（通常为养老和失业保险）。签约前请在人社部网站核对最新名单及适用范围。',
        ],
      },
    },
    {
      id: 'housing-fund',
      heading: { en: 'The housing provident fund', zh: '住房公积金' },
      paragraphs: {
        en: [
          'The housing provident fund is a savings scheme for buying, building or renting a home: employer and employee each pay the same rate, set by the city between 5% and 12% of the wage, into your personal account. The national regulations were written for Chinese employees, and whether foreigners must, may or may not join is decided city by city; some cities allow voluntary participation.',
          'If your employer enrols you, the balance can be used for rent or a home purchase under local rules, and is usually withdrawable when you leave China for good. Ask HR and the local housing fund centre.',
        ],
        zh: [
          '住房公积金是用于购房、建房或租房的长期储金：单位和个人按相同比例缴存，比例由各地在工资的 5% 至 12% 之间确定，全部计入个人账户。国家条例主要针对中国职工，外籍员工是否必须、可以或不能缴存由各城市规定；有些城市允许自愿缴存。',
          '如果用人单位为你缴存，余额可按当地规定用于支付房租或购房，通常在永久离境时可以提取。具体请咨询人事部门和当地住房公积金管理中心。',
        ],
      },
    },
  ],
  sources: [
    {
      name: { en: 'Ministry of Human Resources and Social Security', zh: '人力资源和社会保障部' },
      url: 'https://www.mohrss.gov.cn/',
    },
    {
      name: {
        en: 'Social Insurance Law of the PRC (National Database of Laws and Regulations)',
        zh: '《中华人民共和国社会保险法》（国家法律法规数据库）',
      },
      url: 'https://flk.npc.gov.cn/',
    },
    {
      name: {
        en: 'National social insurance public service platform',
        zh: '国家社会保险公共服务平台',
      },
      url: 'https://si.12333.gov.cn/',
    },
    {
      name: {
        en: 'Ministry of Housing and Urban-Rural Development (housing provident fund)',
        zh: '住房和城乡建设部（住房公积金）',
      },
      url: 'https://www.mohurd.gov.cn/',
    },
  ],
};
