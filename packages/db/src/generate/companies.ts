import type { companies } from '../schema';
import { INDUSTRIES, type Pair } from './catalog';
import { type CityContext, type CityPicker, lowerCaseWords } from './job-factory';
import type { Random } from './random';

export type CompanyInsert = typeof companies.$inferInsert;

/** Invented brand words (zh, en) for generated companies. */
const WORDS: readonly Pair[] = [
  ['Sparkfire', '星火'],
  ['Bluebridge', '蓝桥'],
  ['Farsail', '远航'],
  ['Skyrise', '青云'],
  ['Goldstone', '金石'],
  ['Ruifeng', '瑞丰'],
  ['Huazhang', '华章'],
  ['Dawnstar', '启明'],
  ['Taihe', '泰和'],
  ['Evergreen', '长青'],
  ['Seariver', '海川'],
  ['Morninglight', '晨光'],
  ['Ruisi', '睿思'],
  ['Synergy', '聚力'],
  ['Pilotway', '领航'],
  ['Lingyun', '凌云'],
  ['Newpath', '新程'],
  ['Hengyuan', '恒远'],
  ['Jincheng', '锦程'],
  ['Boya', '博雅'],
  ['Mingyuan', '明远'],
  ['Tianxing', '天行'],
  ['Clearspring', '清源'],
  ['Zhiyuan', '致远'],
  ['Sichuang', '思创'],
  ['Grandmap', '宏图'],
  ['Anhe', '安和'],
  ['Softwater', '若水'],
  ['Dimension', '维度'],
  ['Fangyuan', '方圆'],
  ['Stellar', '星辰'],
  ['Glimmer', '微光'],
  ['Shanhai', '山海'],
  ['Spruce', '云杉'],
  ['Pinecone', '松果'],
  ['Oakridge', '橡树'],
  ['Egret', '白鹭'],
  ['Flyingfish', '飞鱼'],
  ['Redmaple', '红枫'],
  ['Jadelake', '玉湖'],
];

/** Industry -> [licence suffix, Chinese brand suffix, English brand suffix]. */
const SUFFIX: Record<string, readonly [string, string, string]> = {
  internet: ['网络科技有限公司', '科技', 'Tech'],
  software: ['软件有限公司', '软件', 'Software'],
  ai: ['人工智能科技有限公司', '智能', 'AI'],
  ecommerce: ['电子商务有限公司', '电商', 'Commerce'],
  gaming: ['互动娱乐有限公司', '游戏', 'Games'],
  finance: ['投资管理有限公司', '资本', 'Capital'],
  insurance: ['保险经纪有限公司', '保险', 'Insurance'],
  consulting: ['管理咨询有限公司', '咨询', 'Consulting'],
  education: ['教育科技有限公司', '教育', 'Education'],
  healthcare: ['医疗管理有限公司', '医疗', 'Healthcare'],
  pharma: ['生物医药有限公司', '生物', 'Biotech'],
  manufacturing: ['精密制造有限公司', '制造', 'Manufacturing'],
  automotive: ['汽车科技有限公司', '汽车', 'Auto'],
  semiconductors: ['微电子有限公司', '微电子', 'Microelectronics'],
  energy: ['新能源有限公司', '能源', 'Energy'],
  logistics: ['供应链管理有限公司', '物流', 'Logistics'],
  retail: ['商贸有限公司', '优选', 'Goods'],
  hospitality: ['酒店管理有限公司', '酒店', 'Hotels'],
  media: ['文化传媒有限公司', '传媒', 'Media'],
  real_estate: ['建筑设计有限公司', '设计', 'Architects'],
  legal: ['律师事务所', '律所', 'Law'],
};

const SIZES = ['1-49', '50-199', '200-999', '1000-4999', '5000+'] as const;

/**
 * `n` invented companies (unique brand and licence names for a given seed),
 * approved, in cities weighted by job market.
 */
export function buildGeneratedCompanies(rng: Random, n: number, cities: CityPicker): CompanyInsert[] {
  const combos: Array<[Pair, (typeof INDUSTRIES)[number]]> = [];
  for (const word of WORDS) for (const industry of INDUSTRIES) combos.push([word, industry]);
  const chosen = rng.sample(combos, combos.length);
  const rows: CompanyInsert[] = [];
  for (let i = 0; i < n; i++) {
    const [[wordEn, wordZh], industry] = chosen[i % chosen.length];
    const round = Math.floor(i / chosen.length);
    const city: CityContext = cities.pick(rng);
    const [licence, brandZh, brandEn] = SUFFIX[industry.value] ?? SUFFIX.internet;
    const tag = round > 0 ? String(round + 1) : '';
    const brand_name = `${wordZh}${brandZh}${tag}`;
    const eng_brand_name = `${wordEn} ${brandEn}${tag ? ` ${tag}` : ''}`;
    const founded = rng.int(1995, 2022);
    const size = rng.weighted(SIZES, (s) => ({ '1-49': 2, '50-199': 4, '200-999': 3, '1000-4999': 2, '5000+': 1 })[s]);
    rows.push({
      business_license_name: `${city.city_zh}${wordZh}${tag}${licence}`,
      brand_name,
      eng_brand_name,
      industry: industry.value,
      adcode: city.adcode,
      size,
      address_en: `No. ${rng.int(1, 999)} Century Avenue, ${city.city_en}`,
      address_zh: `${city.city_zh}世纪大道${rng.int(1, 999)}号`,
      intro_en: `${eng_brand_name} was founded in ${founded} in ${city.city_en} and works in ${lowerCaseWords(industry.en)}. We welcome international colleagues.`,
      intro_zh: `${brand_name}于${founded}年在${city.city_zh}成立，专注于${industry.zh}领域，欢迎国际人才加入。`,
      website: `https://www.${wordEn.toLowerCase()}${brandEn.toLowerCase()}${tag}.example`,
      verification_status: 'approved',
      completeness: rng.int(70, 100),
    });
  }
  return rows;
}
