import { describe, expect, it } from 'vitest';
import { formatBadge } from './badge';
import { brandName, initials, labelOf, personInitials } from './brand';
import { callingCodeDigits, joinPhone, matchCallingCodes } from './calling-codes';
import { isChunkLoadError, reloadOnce } from './chunk-reload';
import { parseCookies, serializeCookie } from './cookies';
import { guideIdOf } from './guides';
import { alternateLinks, htmlLang, localeFromHtmlLang } from './hreflang';
import { readCompanyQuery, readJobQuery, totalPages } from './list-query';
import { postedAgo } from './posted';
import { loginHref, postLoginTarget, returnPathOf, safeRedirect } from './redirect';
import { pageHref, pageWindow, readPage, searchHref } from './search-url';

describe('formatBadge', () => {
  it('hides zero and nonsense', () => {
    expect(formatBadge(0)).toBeNull();
    expect(formatBadge(-3)).toBeNull();
    expect(formatBadge(undefined)).toBeNull();
    expect(formatBadge(Number.NaN)).toBeNull();
  });
  it('shows up to 99, then 99+', () => {
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(12345)).toBe('99+');
  });
});

describe('hreflang', () => {
  it('builds en, zh-Hans and x-default for the current URL, replacing any lang', () => {
    expect(alternateLinks('https://jobbridge.example', '/jobs', '?keyword=go&lang=zh')).toEqual([
      { hrefLang: 'en', href: 'https://jobbridge.example/jobs?keyword=go&lang=en' },
      { hrefLang: 'zh-Hans', href: 'https://jobbridge.example/jobs?keyword=go&lang=zh' },
      { hrefLang: 'x-default', href: 'https://jobbridge.example/jobs?keyword=go' },
    ]);
    expect(alternateLinks('http://127.0.0.1:8080', '/', '')[2].href).toBe('http://127.0.0.1:8080/');
  });
  it('maps locales to <html lang> and back', () => {
    expect(htmlLang('en')).toBe('en');
    expect(htmlLang('zh')).toBe('zh-CN');
    expect(localeFromHtmlLang('zh-CN')).toBe('zh');
    expect(localeFromHtmlLang('en')).toBe('en');
    expect(localeFromHtmlLang('')).toBe('en');
  });
});

describe('cookies', () => {
  it('parses a Cookie header', () => {
    expect(parseCookies('language=zh; cit=abc%3D%3D; bannerShow=false; language=en')).toEqual({
      language: 'zh',
      cit: 'abc==',
      bannerShow: 'false',
    });
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies('bad; =x; a="quoted"')).toEqual({ a: 'quoted' });
  });
  it('serializes with Path=/ and SameSite=Lax', () => {
    expect(serializeCookie('language', 'zh', { maxAgeSeconds: 31536000 })).toBe(
      'language=zh; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(serializeCookie('inv_id', 'a b', { maxAgeSeconds: 10, secure: true })).toBe(
      'inv_id=a%20b; Path=/; Max-Age=10; SameSite=Lax; Secure',
    );
  });
});

describe('redirects', () => {
  it('accepts only same-site paths', () => {
    expect(safeRedirect('/tracker?x=1')).toBe('/tracker?x=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('')).toBeNull();
    // Browsers drop the tab (so //evil.example); routers may decode the path.
    expect(safeRedirect('/\t/evil.example')).toBeNull();
    expect(safeRedirect('/%2F%2Fevil.example')).toBeNull();
    expect(safeRedirect('/%5Cevil.example')).toBeNull();
    expect(safeRedirect('javascript:alert(1)')).toBeNull();
  });
  it('follows the post-login rule', () => {
    expect(postLoginTarget('/employer', true)).toEqual({ kind: 'hrsystem' });
    expect(postLoginTarget('/employer', false)).toEqual({ kind: 'navigate', to: '/employer' });
    expect(postLoginTarget('/jobs?keyword=go', false)).toEqual({ kind: 'navigate', to: '/jobs?keyword=go' });
    expect(postLoginTarget(null, true)).toEqual({ kind: 'navigate', to: '/' });
    expect(postLoginTarget('//evil', false)).toEqual({ kind: 'navigate', to: '/' });
    expect(postLoginTarget('/\t/evil.example', false)).toEqual({ kind: 'navigate', to: '/' });
    expect(postLoginTarget('/%252F%252Fevil.example', true)).toEqual({ kind: 'navigate', to: '/' });
  });
  it('does not come back to the auth pages', () => {
    expect(returnPathOf('/login', '?redirect=/x')).toBeNull();
    expect(returnPathOf('/signup', '')).toBeNull();
    expect(returnPathOf('/jobs', '?keyword=a')).toBe('/jobs?keyword=a');
    expect(loginHref('/jobs?keyword=a')).toBe('/login?redirect=%2Fjobs%3Fkeyword%3Da');
    expect(loginHref('/')).toBe('/login');
    expect(loginHref(null)).toBe('/login');
  });
});

describe('chunk reload guard', () => {
  const storage = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  };
  it('reloads once, then not again within the guard window', () => {
    const store = storage();
    let reloads = 0;
    const reload = () => {
      reloads++;
    };
    expect(reloadOnce({ storage: store, reload, now: 1_000_000 })).toBe(true);
    expect(reloadOnce({ storage: store, reload, now: 1_002_000 })).toBe(false);
    expect(reloadOnce({ storage: store, reload, now: 1_020_000 })).toBe(true);
    expect(reloads).toBe(2);
  });
  it('recognises chunk errors of each browser', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('calling codes', () => {
  const codes = [
    { calling_code: '+86', country: 'China', flag: '', country_code: 'CN' },
    { calling_code: '852', country: 'Hong Kong', flag: '', country_code: 'HK' },
    { calling_code: '+1', country: 'United States', flag: '', country_code: 'US' },
  ];
  it('matches by prefix, ignoring a leading +', () => {
    expect(matchCallingCodes(codes, '+8').map((c) => c.country)).toEqual(['China', 'Hong Kong']);
    expect(matchCallingCodes(codes, '85').map((c) => c.country)).toEqual(['Hong Kong']);
    expect(matchCallingCodes(codes, '')).toHaveLength(3);
  });
  it('joins digits without + to the number', () => {
    expect(callingCodeDigits('+86')).toBe('86');
    expect(joinPhone('+86', '138 0013-8000')).toBe('8613800138000');
  });
});

describe('search URLs and paging', () => {
  it('leaves empty values out', () => {
    expect(searchHref('/jobs', { keyword: ' go ', adcode: undefined })).toBe('/jobs?keyword=go');
    expect(searchHref('/jobs', { keyword: '', adcode: '-1' })).toBe('/jobs?adcode=-1');
    expect(searchHref('/companies', {})).toBe('/companies');
  });
  it('builds page links', () => {
    expect(pageHref('/jobs', '?keyword=go&page=3', 1)).toBe('/jobs?keyword=go');
    expect(pageHref('/jobs', '?keyword=go', 4)).toBe('/jobs?keyword=go&page=4');
    expect(readPage('abc')).toBe(1);
    expect(readPage('0')).toBe(1);
    expect(readPage('7')).toBe(7);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([]);
    expect(totalPages(41, 20)).toBe(3);
    expect(totalPages(0, 20)).toBe(1);
  });
  it('reads a job search from the URL, dropping bad values', () => {
    const query = readJobQuery(
      new URLSearchParams('keyword=%E5%89%8D%E7%AB%AF&adcode=310000&min_salary=x&industry=<b>&page=2'),
    );
    expect(query).toEqual({
      page: 2,
      size: 20,
      sort: 'relevance',
      keyword: '前端',
      adcode: '310000',
      employment_type: undefined,
      industry: undefined,
      seniority: undefined,
      min_salary: undefined,
      max_salary: undefined,
    });
    expect(readJobQuery(new URLSearchParams('')).sort).toBe('date');
    expect(readJobQuery(new URLSearchParams('sort=date&keyword=a')).sort).toBe('date');
    expect(readCompanyQuery(new URLSearchParams('adcode=-1'))).toMatchObject({ adcode: '-1', page: 1 });
  });
});

describe('display helpers', () => {
  it('picks the brand of the reader language', () => {
    const company = { brand_name: '腾讯', eng_brand_name: 'Tencent' };
    expect(brandName(company, 'zh')).toBe('腾讯');
    expect(brandName(company, 'en')).toBe('Tencent');
    expect(brandName({ brand_name: '小米', eng_brand_name: '' }, 'en')).toBe('小米');
  });
  it('makes initials for missing logos', () => {
    expect(initials('Acme Robotics')).toBe('AR');
    expect(initials('tencent')).toBe('TE');
    expect(initials('腾讯')).toBe('腾');
    expect(initials(' ')).toBe('?');
  });
  it("makes a person's initials: two names, two letters; a first name alone, one", () => {
    expect(personInitials('Alex Tester')).toBe('AT');
    expect(personInitials('Alex')).toBe('A');
    expect(personInitials('王小明')).toBe('王');
    expect(personInitials('王 小明')).toBe('王');
    expect(personInitials('  ')).toBe('?');
  });
  it('labels config codes', () => {
    expect(labelOf([{ value: '1', label: 'Full-time' }], '1')).toBe('Full-time');
    expect(labelOf([{ value: '1', label: 'Full-time' }], '9')).toBe('');
  });
  it('counts posted days in UTC+8', () => {
    const now = new Date('2026-03-10T02:00:00Z'); // 10:00 in Beijing
    expect(postedAgo('2026-03-10 00:30:00', 'en', now)).toEqual({ when: { kind: 'today' }, date: '2026-03-10' });
    expect(postedAgo('2026-03-09 23:59:00', 'zh', now)).toEqual({ when: { kind: 'yesterday' }, date: '2026-03-09' });
    expect(postedAgo('2026-03-01 12:00:00', 'zh', now).when).toEqual({ kind: 'date', text: '2026年3月1日' });
    expect(postedAgo('garbage', 'en', now)).toEqual({ when: { kind: 'date', text: 'garbage' }, date: '' });
  });
  it('validates guide documents', () => {
    expect(guideIdOf('file10000')).toBe(10000);
    expect(guideIdOf('file10007')).toBe(10007);
    expect(guideIdOf('file10008')).toBeNull();
    expect(guideIdOf('file9999')).toBeNull();
    expect(guideIdOf('calculator')).toBeNull();
  });
});
