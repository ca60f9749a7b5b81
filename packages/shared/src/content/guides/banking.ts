import type { Guide } from './types';

export const bankingGuide: Guide = {
  id: 10005,
  slug: 'banking-payments-phone',
  updated: '2026-11-25',
  title: {
    en: 'Banking, mobile payments and a phone number',
    zh: '银行账户、移动支付与手机号',
  },
  summary: {
    en: 'The order that works — phone number, bank account, then Alipay and WeChat Pay — what each needs, how foreign cards fit in, and the rules for sending your salary abroad.',
    zh: '先办手机号、再开银行账户、最后开通支付宝和微信支付的顺序，各自需要什么，境外银行卡如何使用，以及把工资汇往境外的规定。',
  },
  sections: [
    {
      id: 'phone-number',
      heading: { en: 'Start with a phone number', zh: '先办一个手机号' },
      paragraphs: {
        en: [
          'Almost everything — the bank, the payment apps, deliveries, train tickets, the tax app — is verified by text message to a Chinese mobile number. Numbers are sold under real-name registration, so go to a branch store of China Mobile, China Unicom or China Telecom with your passport; the airport and street resellers may not be able to register a foreign passport.',
          'Each person may hold only a limited number of numbers per carrier. Keep the number active and paid: banks and apps are tied to it, and changing it later means updating every account in person or through the app.',
        ],
        zh: [
          '银行、支付应用、外卖快递、火车票、个税 APP 几乎都要通过中国手机号接收短信验证。手机号实行实名制，请携带护照前往中国移动、中国联通或中国电信的营业厅办理；机场或街边代理点不一定能登记外国护照。',
          '每人在同一运营商办理的号码数量有限。请保持号码正常使用和缴费：银行和应用都与它绑定，以后更换号码需要逐一到柜台或在应用中更新。',
        ],
      },
    },
    {
      id: 'bank-account',
      heading: { en: 'Opening a bank account', zh: '开立银行账户' },
      paragraphs: {
        en: [
          'Most employers pay wages into an account at a bank they name, and often help with the opening. Bring your passport, your Chinese phone number and, if you have them, the residence permit, your work permit or an employment letter, and your address in China. Requirements differ by bank and branch; a branch near your office that already serves your employer is usually the easiest.',
          'Under anti-fraud rules, a new account may start with low daily limits for online and mobile transfers. Ask the branch how to raise them once the purpose of the account is clear, and never lend, rent or sell your account or card: that is a criminal risk, not a favour.',
        ],
        zh: [
          '多数用人单位把工资发到指定银行的账户，并常协助开户。请携带护照、中国手机号，如已办理也带上居留许可、工作许可或在职证明，以及在华住址。各银行、各网点的要求不同；离公司近、已为用人单位服务的网点通常最方便。',
          '根据反诈要求，新开账户的网上和手机转账日限额可能较低。账户用途明确后可向网点询问如何提高限额。切勿出借、出租或出售银行账户和银行卡：这有刑事风险，不是帮忙。',
        ],
      },
    },
    {
      id: 'mobile-payments',
      heading: { en: 'Alipay and WeChat Pay', zh: '支付宝和微信支付' },
      paragraphs: {
        en: [
          'Both apps can be registered with a foreign passport and now accept linking a foreign Visa, Mastercard and other international cards, which is enough for everyday payments when you first arrive; a fee may apply to larger payments with a foreign card, and the limits are lower than for a Chinese account. Once your Chinese bank card is linked, you can also receive transfers, pay bills and use the full range of services.',
          'Merchants must still accept cash (renminbi) under People’s Bank of China rules, so keep some for the odd case where a phone fails.',
        ],
        zh: [
          '两款应用都可以用外国护照注册，并支持绑定 Visa、万事达等境外银行卡，刚抵达时足以满足日常支付；使用境外卡大额支付可能收取手续费，限额也低于境内账户。绑定中国银行卡后，可以接收转账、缴纳生活费用并使用全部功能。',
          '按照中国人民银行的规定，商户仍须接受人民币现金，手机出问题时备一些现金更稳妥。',
        ],
      },
    },
    {
      id: 'sending-money-abroad',
      heading: { en: 'Sending your salary abroad', zh: '将工资汇往境外' },
      paragraphs: {
        en: [
          'Each individual has an annual convenience quota for buying foreign exchange equivalent to USD 50,000 under the State Administration of Foreign Exchange’s rules; it is not meant for buying property or securities abroad. Foreign employees can convert and remit lawful after-tax income beyond that quota with supporting documents at the bank — typically the employment contract or work permit, and tax records showing the tax was paid.',
          'Keep your tax payment certificates (available in the Individual Income Tax app) together with your payslips; the bank will ask for them.',
        ],
        zh: [
          '根据国家外汇管理局的规定，境内个人每人每年有等值 5 万美元的便利化购汇额度，且不得用于境外购房、证券投资等。外籍员工的合法税后收入超出额度的，可凭劳动合同或工作许可、完税证明等材料在银行办理购汇汇出。',
          '请将完税证明（可在个人所得税 APP 中开具）和工资单一并保存，银行会要求提供。',
        ],
      },
    },
    {
      id: 'scams',
      heading: { en: 'Protecting yourself', zh: '防范诈骗' },
      paragraphs: {
        en: [
          'Police, banks and courts never ask you to move money to a “safe account”. Hang up and call back on an official number, and report suspected fraud to 110 or the anti-fraud line 96110. The National Anti-Fraud Center app can warn you about known scam numbers and links.',
        ],
        zh: [
          '公安机关、银行和法院绝不会要求你把钱转到“安全账户”。遇到可疑来电，请挂断后拨打官方号码核实；怀疑被骗请拨打 110 或反诈专线 96110。“国家反诈中心”APP 可以对已知的诈骗号码和链接发出预警。',
        ],
      },
    },
  ],
  sources: [
    {
      name: { en: 'State Administration of Foreign Exchange', zh: '国家外汇管理局' },
      url: 'https://www.safe.gov.cn/',
    },
    {
      name: { en: 'People’s Bank of China', zh: '中国人民银行' },
      url: 'https://www.pbc.gov.cn/',
    },
    {
      name: {
        en: 'Ministry of Industry and Information Technology (telephone real-name registration)',
        zh: '工业和信息化部（电话用户实名登记）',
      },
      url: 'https://www.miit.gov.cn/',
    },
  ],
};
