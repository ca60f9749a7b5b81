import type { Locale } from '@jobbridge/shared';

/**
 * The user agreement and privacy summary (/useragreement) in both languages.
 * Kept out of the shared catalogues so its text is sent only with that page
 * (the route's loader picks the language). `{{company}}` and `{{phone}}` are
 * filled from config.site.
 */
export interface AgreementSection {
  heading: string;
  body: string;
}

export interface AgreementText {
  title: string;
  description: string;
  updated: string;
  intro: string;
  contents: string;
  termsTitle: string;
  privacyTitle: string;
  privacyIntro: string;
  contactTitle: string;
  contactText: string;
  contactSettings: string;
  settingsLink: string;
  terms: AgreementSection[];
  privacy: AgreementSection[];
}

export const AGREEMENT: Record<Locale, AgreementText> = {
  en: {
    title: 'User agreement and privacy summary',
    description:
      'The terms of using JobBridge and how we handle your personal information, which you accept when you sign up.',
    updated: 'Last updated: 1 November 2026',
    intro:
      'JobBridge (职桥) is a job site for international professionals who want to work in China and for the employers who hire them. It is operated by {{company}}. This agreement is between you and {{company}}. Please read it before you create an account; by signing up you accept it. The English and Chinese versions have the same meaning.',
    contents: 'Contents',
    termsTitle: 'User agreement',
    privacyTitle: 'How we handle your personal information',
    privacyIntro:
      "{{company}} handles your personal information in line with the Personal Information Protection Law of the People's Republic of China (PIPL) and other applicable law. This is a summary of what we do.",
    contactTitle: 'Contact us',
    contactText:
      'For questions about this agreement or your personal information, or to exercise your rights, contact {{company}} by phone at {{phone}}.',
    contactSettings: 'Most account changes you can make yourself:',
    settingsLink: 'open Settings',
    terms: [
      {
        heading: 'The service',
        body: 'JobBridge lets candidates search jobs and companies, keep a profile and resume, apply to jobs, chat with recruiters, set up job alerts and read guides. Employers can register a company, post jobs and contact candidates who applied.\n\nJobBridge is free for candidates. We may change, add or remove features; when a change affects you significantly we tell you in advance on the site or by message.',
      },
      {
        heading: 'Your account',
        body: 'You sign up with a phone number or an email address that you control, and you may bind a WeChat account. Give true information about yourself, keep it up to date, and keep your password and verification codes to yourself. One person, one account: do not create accounts for others or sell or lend yours.\n\nYou are responsible for what happens under your account. If you think someone else has used it, change your password and use “Sign out of all other devices” in Settings, and tell us.',
      },
      {
        heading: 'Acceptable use',
        body: "Do not use JobBridge to break the law of the People's Republic of China or of your own country, to post false or misleading job offers or profiles, to ask candidates for money or for identity documents before an offer, to send spam or advertising, to collect other users' data by scraping or automated tools, to harass anyone, or to get around our security measures or rate limits.\n\nWe may remove content that breaks these rules and suspend or close accounts that do so repeatedly or seriously. Where the law requires, we keep records and report to the authorities.",
      },
      {
        heading: 'Your content',
        body: 'Your profile, resume, photos, questions and messages remain yours. You allow us to store them, show them to the people you choose (for example the employers you apply to) and process them to run the service. You confirm that you have the right to share what you upload and that it is accurate.',
      },
      {
        heading: 'Employers and job offers',
        body: 'Employers are responsible for their job posts and for their hiring decisions. We review company registrations and business licences, but we cannot guarantee every statement an employer makes. A genuine employer never asks you to pay to apply or to be hired; report any such request to us.\n\nAn employment relationship is between you and the employer. Check the work permit and visa requirements that apply to you before you accept an offer.',
      },
      {
        heading: 'Availability and liability',
        body: 'We work to keep JobBridge available and your data safe, but the service may sometimes be interrupted for maintenance or for reasons outside our control. To the extent the law allows, we are not liable for indirect losses, or for the content and conduct of other users and employers. Nothing in this agreement limits rights you have under consumer protection law.',
      },
      {
        heading: 'Changes and ending the agreement',
        body: "We may update this agreement. We will show the date of the latest version on this page and, for important changes, tell you before they take effect. If you do not agree, you can stop using JobBridge and close your account at any time. This agreement is governed by the law of the People's Republic of China.",
      },
    ],
    privacy: [
      {
        heading: 'What we collect',
        body: "Account data: phone number, email address, password (stored only as a one-way hash), and your WeChat identifier if you bind WeChat. Profile data you choose to give: name, photo, birth date, languages, work experience, education and resume files. Activity: the jobs you save and apply to, your messages with recruiters, your job alert preferences. Technical data: sign-in sessions, the device's browser type, and security logs (with IP addresses) kept to protect accounts.",
      },
      {
        heading: 'Why we use it',
        body: 'To create and secure your account; to show your profile to employers you apply to or allow to see it; to match you with jobs and send the alerts you ask for; to deliver messages between you and recruiters; to send verification codes; and to keep the service safe and meet our legal duties. We do not sell your personal information, and we do not use it for purposes you have not been told about.',
      },
      {
        heading: 'Who sees it',
        body: 'An employer sees your profile and resume when you apply to its job, or when you set your profile to be visible. Service providers who send our SMS and email, or host our servers, process data only on our instructions. We disclose information to authorities only when the law requires it.',
      },
      {
        heading: 'Where and how long we keep it',
        body: 'Your data is stored on servers in mainland China. We do not transfer it abroad except where the law allows and you have been told in advance. We keep your data while your account is open; when you delete your account we delete or anonymise it within 30 days, except records the law requires us to keep for longer.',
      },
      {
        heading: 'Your rights',
        body: 'You can see and correct your information in your profile and Settings at any time. You have the right to obtain a copy of your personal information, to ask us to delete it, to withdraw consent, to close your account, and to ask us to explain how we handle it. Ask us through the contact details below; we answer within 15 working days.',
      },
      {
        heading: 'Security',
        body: 'Passwords are hashed in your browser before they are sent and hashed again on our servers. Sign-in sessions can be ended from Settings. Connections are encrypted, access to data is limited to staff who need it, and we will tell you and the authorities without delay if a security incident affects your information.',
      },
      {
        heading: 'Minors',
        body: 'JobBridge is meant for adults looking for work. Do not sign up if you are under 16. We do not knowingly handle the personal information of children under 14.',
      },
    ],
  },
  zh: {
    title: '用户协议及隐私说明',
    description: '使用职桥的服务条款，以及我们如何处理您的个人信息，注册时需同意。',
    updated: '最近更新：2026 年 11 月 1 日',
    intro:
      '职桥（JobBridge）是面向希望在中国工作的国际人才及其招聘方的求职网站，由{{company}}运营。本协议是您与{{company}}之间的约定，请在注册前仔细阅读；完成注册即表示您同意本协议。中英文版本含义相同。',
    contents: '目录',
    termsTitle: '用户协议',
    privacyTitle: '我们如何处理您的个人信息',
    privacyIntro: '{{company}}依据《中华人民共和国个人信息保护法》及其他适用法律处理您的个人信息。以下是简要说明。',
    contactTitle: '联系我们',
    contactText: '如对本协议或您的个人信息有任何疑问，或希望行使您的权利，请致电 {{phone}} 联系{{company}}。',
    contactSettings: '大部分账号变更您都可以自行完成：',
    settingsLink: '打开账号设置',
    terms: [
      {
        heading: '服务内容',
        body: '求职者可以在职桥搜索职位和公司、维护个人资料和简历、申请职位、与招聘方沟通、设置职位提醒并阅读求职指南。招聘方可以入驻公司、发布职位，并联系申请了职位的候选人。\n\n职桥对求职者免费。我们可能调整、增加或下线部分功能；如变更对您有重大影响，我们会提前在网站上或通过消息通知您。',
      },
      {
        heading: '您的账号',
        body: '您需要使用本人掌握的手机号或邮箱注册，也可以绑定微信。请提供真实信息并及时更新，妥善保管密码和验证码，不要告诉他人。一人一号：请勿替他人注册，也不要出售或出借您的账号。\n\n您需对账号下发生的行为负责。如发现账号可能被他人使用，请修改密码，并在“账号设置”中使用“退出其他所有设备”，同时告知我们。',
      },
      {
        heading: '使用规范',
        body: '不得利用职桥违反中华人民共和国或您所在国家的法律；不得发布虚假或误导性的职位或个人资料；不得在录用前向求职者收取费用或索要身份证件；不得发送垃圾信息或广告；不得用爬虫或自动化工具采集其他用户的数据；不得骚扰他人；不得绕过我们的安全措施或访问频率限制。\n\n对违反上述规范的内容，我们可以删除；对多次或严重违规的账号，我们可以暂停或注销。法律有要求时，我们会保存记录并向主管部门报告。',
      },
      {
        heading: '您发布的内容',
        body: '您的个人资料、简历、照片、提问和消息仍归您所有。您授权我们存储这些内容，向您选择的对象（例如您申请的招聘方）展示，并为提供服务而进行处理。您确认有权分享所上传的内容，且内容真实准确。',
      },
      {
        heading: '招聘方与职位',
        body: '招聘方对其发布的职位和录用决定负责。我们会审核公司入驻信息和营业执照，但无法保证招聘方的每一项陈述都真实。正规招聘方不会要求您为申请或入职付费；如遇此类要求，请向我们举报。\n\n劳动关系在您与招聘方之间建立。接受录用前，请确认适用于您的工作许可和签证要求。',
      },
      {
        heading: '服务可用性与责任',
        body: '我们努力保持职桥稳定可用并保护您的数据安全，但服务仍可能因维护或不可控的原因暂时中断。在法律允许的范围内，我们不对间接损失负责，也不对其他用户和招聘方的内容与行为负责。本协议不限制您依据消费者权益保护法律享有的权利。',
      },
      {
        heading: '协议变更与终止',
        body: '我们可能更新本协议，并在本页注明最新版本的日期；重要变更会在生效前通知您。如您不同意，可以随时停止使用职桥并注销账号。本协议适用中华人民共和国法律。',
      },
    ],
    privacy: [
      {
        heading: '我们收集哪些信息',
        body: '账号信息：手机号、邮箱、密码（仅以不可逆的哈希形式保存），以及您绑定微信时的微信标识。您自愿提供的资料信息：姓名、照片、出生日期、语言能力、工作经历、教育背景和简历文件。使用记录：您收藏和申请的职位、与招聘方的消息、职位提醒偏好。技术信息：登录会话、设备的浏览器类型，以及为保护账号安全而保存的安全日志（含网络地址）。',
      },
      {
        heading: '我们为什么使用这些信息',
        body: '用于创建并保护您的账号；向您申请或允许查看的招聘方展示您的资料；为您匹配职位并发送您订阅的提醒；在您与招聘方之间传递消息；发送验证码；以及保障服务安全、履行法定义务。我们不会出售您的个人信息，也不会将其用于未告知您的目的。',
      },
      {
        heading: '谁能看到这些信息',
        body: '当您申请某个职位，或将个人资料设置为可见时，招聘方可以看到您的资料和简历。为我们发送短信、邮件或托管服务器的服务商，只能按照我们的指示处理数据。只有在法律要求时，我们才会向有关部门提供信息。',
      },
      {
        heading: '存储地点与保存期限',
        body: '您的数据存储在中国境内的服务器上。除法律允许且事先告知您的情形外，我们不会向境外传输。账号存续期间我们保存您的数据；注销账号后，我们会在 30 天内删除或匿名化处理，法律要求保存更久的记录除外。',
      },
      {
        heading: '您的权利',
        body: '您可以随时在个人资料和账号设置中查看、更正您的信息。您有权获取个人信息副本、要求删除、撤回同意、注销账号，并要求我们说明处理规则。请通过下方联系方式提出，我们会在 15 个工作日内答复。',
      },
      {
        heading: '安全措施',
        body: '密码在您的浏览器中先做哈希处理再发送，并在服务器上再次哈希保存。您可以在账号设置中结束登录会话。所有连接均加密传输，只有确有需要的工作人员才能访问数据；如发生影响您个人信息的安全事件，我们会及时通知您并向主管部门报告。',
      },
      {
        heading: '未成年人',
        body: '职桥面向求职的成年人。未满 16 周岁请勿注册。我们不会在知情的情况下处理不满 14 周岁儿童的个人信息。',
      },
    ],
  },
};

/** The agreement in a language with the site's company name and phone filled in. */
export function agreementText(locale: Locale, vars: { company: string; phone: string }): AgreementText {
  const fill = (text: string) =>
    text.replace(/\{\{\s*(company|phone)\s*\}\}/g, (_, name: 'company' | 'phone') => vars[name]);
  const source = AGREEMENT[locale];
  const section = (item: AgreementSection) => ({ heading: fill(item.heading), body: fill(item.body) });
  return {
    ...(Object.fromEntries(
      Object.entries(source).map(([key, value]) => [key, typeof value === 'string' ? fill(value) : value]),
    ) as unknown as AgreementText),
    terms: source.terms.map(section),
    privacy: source.privacy.map(section),
  };
}
