import type { Guide } from './types';

export const housingGuide: Guide = {
  id: 10006,
  slug: 'housing-daily-life',
  updated: '2026-11-25',
  title: {
    en: 'Housing and daily life',
    zh: '住房与日常生活',
  },
  summary: {
    en: 'Renting a flat without surprises, the registration your landlord must help with, utilities, getting around, seeing a doctor, driving, and the numbers to call in an emergency.',
    zh: '如何顺利租房、房东需要配合办理的登记、水电燃气、出行、就医、驾车，以及紧急求助电话。',
  },
  sections: [
    {
      id: 'renting',
      heading: { en: 'Renting a flat', zh: '租房' },
      paragraphs: {
        en: [
          'Most flats are let through agencies or rental platforms. A common arrangement is one month’s deposit and three months’ rent paid in advance (押一付三), plus an agency fee that is often around one month’s rent; all of this is negotiable and differs by city and landlord. Serviced apartments cost more but usually include registration help, cleaning and bills.',
          'Before paying, ask to see the property ownership certificate (不动产权证书) and the landlord’s ID, or the agency’s written authority from the owner, and make sure the name matches the person you pay. Sublets from a tenant need the owner’s written consent.',
        ],
        zh: [
          '大多数房源通过中介或租房平台出租。常见的付款方式是“押一付三”（一个月押金、预付三个月租金），中介费通常约为一个月租金；这些都可以协商，并因城市和房东而异。服务式公寓价格较高，但通常包含协助登记、保洁和水电费。',
          '付款前请查看不动产权证书和房东身份证件，或中介取得的业主书面委托，并确认收款人与之一致。二房东转租须取得业主书面同意。',
        ],
      },
    },
    {
      id: 'lease-and-registration',
      heading: { en: 'The lease and the police registration', zh: '租赁合同与住宿登记' },
      paragraphs: {
        en: [
          'Read the lease for who pays what (property management fee, repairs, internet), how the deposit is returned, and what happens if you leave early — a clause letting you end the lease when your job ends is worth asking for. Take dated photos of the flat and the meter readings on the day you move in.',
          'You must register the address with the local police station within 24 hours of moving in, and the station will usually want the lease and the landlord’s ownership certificate or ID. A landlord who refuses to help with registration is a reason to look elsewhere: without it you cannot get or renew your residence permit.',
        ],
        zh: [
          '请看清租赁合同中物业费、维修、宽带等费用由谁承担，押金如何退还，提前退租的后果——可以争取加入“因工作变动可提前解约”的条款。入住当天为房屋状况和水电燃气表读数拍照留存。',
          '入住后须在 24 小时内到当地派出所办理住宿登记，派出所通常需要查看租赁合同和房东的产权证或身份证件。房东不配合登记，就应另寻房源：没有住宿登记，无法办理或延期居留许可。',
        ],
      },
    },
    {
      id: 'utilities',
      heading: { en: 'Utilities and services', zh: '水电燃气与生活服务' },
      paragraphs: {
        en: [
          'Electricity, water and gas are usually prepaid or billed to the flat’s account number; you can pay them in Alipay or WeChat Pay under “living payments”. Broadband is ordered from the telecom carriers, often bundled with a mobile plan. Deliveries of food and parcels come to the door or to a locker; keep your address and phone number correct in each app.',
        ],
        zh: [
          '水、电、燃气通常为预付费或按房屋户号出账，可以在支付宝或微信支付的“生活缴费”中缴纳。宽带向电信运营商办理，常与手机套餐捆绑。外卖和快递送到门口或快递柜，请在各应用中保持地址和手机号准确。',
        ],
      },
    },
    {
      id: 'getting-around',
      heading: { en: 'Getting around and driving', zh: '出行与驾车' },
      paragraphs: {
        en: [
          'Metro and buses take mobile payments; train tickets are bought on the official 12306 site or app, which accepts foreign passports, and you show the passport at the station. Ride-hailing apps work with foreign cards once linked.',
          'A foreign driving licence, even an international driving permit, does not allow you to drive in mainland China. With a valid foreign licence you can get a Chinese licence by passing the theory test (available in English and other languages) at the traffic police vehicle administration office, without the driving tests, under the Ministry of Public Security’s rules on driving licences.',
        ],
        zh: [
          '地铁和公交支持移动支付；火车票请通过铁路 12306 官方网站或 APP 购买，支持外国护照，进站时出示护照即可。网约车应用绑定境外银行卡后也能使用。',
          '外国驾照（包括国际驾照）在中国大陆不能直接驾车。根据公安部关于机动车驾驶证的规定，持有效外国驾照的，到公安交管部门车辆管理所通过科目一理论考试（可选英语等语种）即可换领中国驾照，无需参加驾驶技能考试。',
        ],
      },
    },
    {
      id: 'health-and-emergencies',
      heading: { en: 'Health care and emergencies', zh: '就医与紧急情况' },
      paragraphs: {
        en: [
          'Public hospitals are organised by department: you register (挂号) for a department, usually in the hospital’s app or WeChat account, then see the doctor. Many large hospitals have an international or VIP department with English-speaking staff and higher prices; check which ones your commercial insurance pays directly. Bring your passport and your medical insurance card or code.',
          'Emergency numbers: 110 police, 120 ambulance, 119 fire, 122 traffic accidents. Save your address in Chinese on your phone so you can show or read it out.',
        ],
        zh: [
          '公立医院按科室就诊：先挂号（通常在医院的 APP 或微信公众号上），再到相应科室就诊。许多大医院设有国际部或特需门诊，有英语服务，收费较高；请确认哪些医院可由你的商业保险直接结算。就诊时携带护照和医保卡或医保电子凭证。',
          '紧急电话：110 报警，120 急救，119 火警，122 交通事故。请在手机中保存中文住址，以便出示或念给对方。',
        ],
      },
    },
  ],
  sources: [
    {
      name: { en: 'National Immigration Administration (registration of stay)', zh: '国家移民管理局（住宿登记）' },
      url: 'https://www.nia.gov.cn/',
    },
    {
      name: { en: 'Ministry of Public Security (driving licences)', zh: '公安部（机动车驾驶证）' },
      url: 'https://www.mps.gov.cn/',
    },
    {
      name: { en: 'China Railway 12306', zh: '中国铁路 12306' },
      url: 'https://www.12306.cn/',
    },
    {
      name: {
        en: 'Ministry of Housing and Urban-Rural Development (housing rental)',
        zh: '住房和城乡建设部（住房租赁）',
      },
      url: 'https://www.mohurd.gov.cn/',
    },
  ],
};
