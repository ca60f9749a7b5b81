import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CompanyDetail, JobAnswer, JobDetail, JobQuestion } from '@jobbridge/shared';
import { catalogues } from '@jobbridge/shared';
import { describe, expect, it } from 'vitest';
import { registerCatalogues } from '../i18n/catalogue';
import { translatorFor } from '../i18n/create';
import { applyRefusal } from './apply-refusal';
import { activeCompanyFilters, companiesHref, readCompanySearch } from './company-search';
import {
  baseSalaryOf,
  buildJobPosting,
  isoDateTime,
  type JobPostingInput,
  schemaEmploymentType,
  textToHtml,
} from './job-posting';
import {
  activeJobFilters,
  formToJobsHref,
  groupedDigits,
  jobSearchParams,
  jobsHref,
  readJobSearch,
  resultCountText,
  withoutFilter,
} from './job-search';
import { companyPath, dateOnly, safeWebsite, toCompanyDetailView, toJobDetailView, toQuestionView } from './job-view';
import { toCityOptions } from './locations';
import { cityPlaces, matchPlaces, placeNameOf, resolvePlace, toPlaceOptions } from './places';
import { appendQuestions, questionProblem, removeQuestion, thumbOnce, updateQuestion } from './questions';
import { canonicalHref, clip, rootOf, seoMeta } from './seo';

const params = (qs: string) => new URLSearchParams(qs);

describe('job search in the URL', () => {
  it('reads every filter of a /jobs URL', () => {
    expect(
      readJobSearch(
        params(
          'keyword=前端&adcode=310100&employment_type=full_time&industry=internet&seniority=senior&min_salary=20&max_salary=40&sort=date&page=3',
        ),
      ),
    ).toEqual({
      page: 3,
      size: 20,
      sort: 'date',
      keyword: '前端',
      adcode: '310100',
      employment_type: 'full_time',
      industry: 'internet',
      seniority: 'senior',
      min_salary: 20,
      max_salary: 40,
    });
  });

  it('defaults to relevance with a keyword and to date without one', () => {
    expect(readJobSearch(params('keyword=sales')).sort).toBe('relevance');
    expect(readJobSearch(params('')).sort).toBe('date');
    // relevance needs a keyword
    expect(readJobSearch(params('sort=relevance')).sort).toBe('date');
  });

  it('keeps salaries whole and in order, and the page within the call', () => {
    const query = readJobSearch(params('min_salary=45.6&max_salary=20&page=9999'));
    expect(query.min_salary).toBe(20);
    expect(query.max_salary).toBe(46);
    expect(query.page).toBe(500);
    expect(readJobSearch(params('min_salary=0')).min_salary).toBeUndefined();
    expect(readJobSearch(params('min_salary=-3&max_salary=abc'))).toMatchObject({
      min_salary: undefined,
      max_salary: undefined,
    });
  });

  it('drops values the call would refuse', () => {
    expect(readJobSearch(params('adcode=<script>&industry=a b')).adcode).toBeUndefined();
    expect(readJobSearch(params('adcode=-1')).adcode).toBe('-1');
  });

  it('writes one URL per search: fixed order, no empty values, no defaults', () => {
    expect(jobSearchParams({ keyword: ' ', page: 1, sort: 'date' }).toString()).toBe('');
    expect(jobSearchParams({ keyword: 'go', sort: 'relevance', page: 2 }).toString()).toBe('keyword=go&page=2');
    expect(jobSearchParams({ keyword: 'go', sort: 'date' }).toString()).toBe('keyword=go&sort=date');
    expect(jobSearchParams({ sort: 'relevance' }).toString()).toBe('');
    expect(jobSearchParams({ max_salary: 40, adcode: '310100', keyword: '销售' }).toString()).toBe(
      `keyword=${encodeURIComponent('销售')}&adcode=310100&max_salary=40`,
    );
  });

  it('round-trips a search through its URL', () => {
    const query = readJobSearch(params('keyword=data&adcode=440300&industry=ai&min_salary=30&sort=date&page=4'));
    expect(readJobSearch(jobSearchParams(query))).toEqual(query);
  });

  it('starts at page 1 when a filter or the sort changes', () => {
    const query = readJobSearch(params('keyword=go&industry=ai&page=3'));
    expect(jobsHref(query, { industry: 'internet' })).toBe('/jobs?keyword=go&industry=internet');
    expect(jobsHref(query, { sort: 'date' })).toBe('/jobs?keyword=go&industry=ai&sort=date');
    expect(jobsHref(query, { page: 4 })).toBe('/jobs?keyword=go&industry=ai&page=4');
    expect(jobsHref({})).toBe('/jobs');
  });

  it('removes one filter at a time (both salary bounds together)', () => {
    const query = readJobSearch(params('keyword=go&adcode=310100&min_salary=20&max_salary=40'));
    expect(activeJobFilters(query)).toEqual(['keyword', 'adcode', 'min_salary', 'max_salary']);
    expect(withoutFilter(query, 'adcode')).toBe('/jobs?keyword=go&min_salary=20&max_salary=40');
    expect(withoutFilter(query, 'max_salary')).toBe('/jobs?keyword=go&adcode=310100');
  });

  it('turns the filter form into a clean URL', () => {
    const form = params('keyword=go&employment_type=&industry=ai&seniority=&min_salary=&max_salary=50');
    expect(formToJobsHref(form)).toBe('/jobs?keyword=go&industry=ai&max_salary=50');
  });
});

describe('result count of a job search', () => {
  it('reads an exact count, the capped window, and an estimate as such, in both languages', () => {
    registerCatalogues(catalogues);
    const en = translatorFor('en').t;
    const zh = translatorFor('zh').t;
    expect(resultCountText(en, 1, true)).toBe('1 job');
    expect(resultCountText(en, 627, true)).toBe('627 jobs');
    expect(resultCountText(en, 10_000, true)).toBe('10,000+ jobs');
    expect(resultCountText(en, 7_900, false)).toBe('About 7,900 jobs');
    expect(resultCountText(en, 10_000, false)).toBe('About 10,000+ jobs');
    expect(resultCountText(zh, 627, true)).toBe('共 627 个职位');
    expect(resultCountText(zh, 7_900, false)).toBe('约 7,900 个职位');
    expect(resultCountText(zh, 10_000, false)).toBe('约 10,000+ 个职位');
  });

  it('groups digits as toLocaleString does in English', () => {
    for (const value of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 123_456_789]) {
      expect(groupedDigits(value)).toBe(value.toLocaleString('en'));
    }
  });
});

describe('company search in the URL', () => {
  it('reads, writes and removes filters', () => {
    const query = readCompanySearch(params('keyword=acme&industry=ai&adcode=310100&page=2'));
    expect(query).toMatchObject({ keyword: 'acme', industry: 'ai', adcode: '310100', page: 2 });
    expect(activeCompanyFilters(query)).toEqual(['keyword', 'adcode', 'industry']);
    expect(companiesHref(query, { industry: undefined })).toBe('/companies?keyword=acme&adcode=310100');
    expect(companiesHref(query, { page: 3 })).toBe('/companies?keyword=acme&adcode=310100&industry=ai&page=3');
    expect(readCompanySearch(params('page=5000')).page).toBe(500);
  });
});

describe('places (city or province, either language)', () => {
  const en = toPlaceOptions(
    toCityOptions(
      [
        { value: '310100', city: 'Shanghai', province: 'Shanghai', country: 'China', lang: 'en' },
        { value: '440100', city: 'Guangzhou', province: 'Guangdong', country: 'China', lang: 'en' },
        { value: '440300', city: 'Shenzhen', province: 'Guangdong', country: 'China', lang: 'en' },
        { value: '330100', city: 'Hangzhou', province: 'Zhejiang', country: 'China', lang: 'en' },
      ],
      'en',
    ),
  );
  const zh = toPlaceOptions(
    toCityOptions(
      [
        { value: '310100', city: '上海', province: '上海', country: '中国', lang: 'zh' },
        { value: '440100', city: '广州', province: '广东', country: '中国', lang: 'zh' },
        { value: '440300', city: '深圳', province: '广东', country: '中国', lang: 'zh' },
        { value: '330100', city: '杭州', province: '浙江', country: '中国', lang: 'zh' },
      ],
      'zh',
    ),
  );

  it('adds provinces, but not a municipality twice', () => {
    expect(en.filter((p) => p.kind === 'province').map((p) => [p.value, p.name])).toEqual([
      ['440000', 'Guangdong'],
      ['330000', 'Zhejiang'],
    ]);
  });

  it('matches city or province, case-insensitively', () => {
    expect(matchPlaces(en, null, 'shen').map((p) => p.name)).toEqual(['Shenzhen']);
    expect(matchPlaces(en, null, 'GUANGDONG').map((p) => p.name)).toEqual(['Guangdong', 'Guangzhou', 'Shenzhen']);
    expect(matchPlaces(en, null, 'zhou').map((p) => p.name)).toEqual(['Guangzhou', 'Hangzhou']);
  });

  it('matches the other language and shows the page language', () => {
    expect(matchPlaces(zh, en, 'shanghai').map((p) => p.name)).toEqual(['上海']);
    expect(matchPlaces(en, zh, '深圳').map((p) => p.name)).toEqual(['Shenzhen']);
    expect(matchPlaces(zh, en, 'guangdong')[0]).toMatchObject({ name: '广东', kind: 'province', value: '440000' });
  });

  it('resolves typed text: empty clears, no match is -1', () => {
    expect(resolvePlace(en, zh, '')).toBeUndefined();
    expect(resolvePlace(en, zh, '  ')).toBeUndefined();
    expect(resolvePlace(en, zh, 'shanghai')).toBe('310100');
    expect(resolvePlace(en, zh, '杭州')).toBe('330100');
    expect(resolvePlace(en, zh, 'Guangdong')).toBe('440000');
    expect(resolvePlace(en, zh, 'Atlantis')).toBe('-1');
    const chosen = en.find((p) => p.value === '440300');
    expect(resolvePlace(en, zh, 'Shenzhen', chosen)).toBe('440300');
  });

  it("offers only cities where a city is stored (a company's city): a province's name finds its cities", () => {
    const cities = cityPlaces(en);
    expect(cities.every((place) => place.kind === 'city')).toBe(true);
    expect(matchPlaces(cities, cityPlaces(zh), 'Guangdong').map((p) => p.value)).toEqual(['440100', '440300']);
    expect(matchPlaces(cities, cityPlaces(zh), '广东').map((p) => p.name)).toEqual(['Guangzhou', 'Shenzhen']);
    expect(resolvePlace(cities, cityPlaces(zh), 'Guangdong')).toBe('440100');
  });

  it('names an adcode for the box and the title', () => {
    expect(placeNameOf(zh, '440000')).toBe('广东');
    expect(placeNameOf(zh, '440300')).toBe('深圳');
    expect(placeNameOf(zh, '-1')).toBe('');
    expect(placeNameOf(zh, '999999')).toBe('');
    // A municipality's province code (a link may carry it; the picker offers the city): its name.
    expect(placeNameOf(zh, '310000')).toBe('上海');
    expect(placeNameOf(en, '310000')).toBe('Shanghai');
    expect(placeNameOf(en, '990000')).toBe('');
  });
});

const detail = (over: Partial<JobDetail> = {}): JobDetail => ({
  job_id: 300123,
  position: 'Senior Frontend Engineer',
  minimum_salary: 20,
  maximum_salary: 35,
  salary_num: 1,
  adcode: '310100',
  city: 'Shanghai',
  employment_type: 'full_time',
  industry: 'internet',
  seniority: 'senior',
  create_time: '2025-03-01 09:30:00',
  province: 'Shanghai',
  description: 'Build the web app.\nWork with <designers> & PMs.',
  responsibilities: 'Build the web app.',
  requirements: '5 years of React.',
  skills: ['React', 'TypeScript'],
  headcount: 2,
  status: 'open',
  valid_through: '2025-06-30 23:59:59',
  update_time: '2025-03-02 10:00:00',
  company: {
    company_id: 7,
    brand_name: '示例科技',
    eng_brand_name: 'Acme Tech',
    logo_url: '/uploads/logo.png',
    business_license_name: '上海示例科技有限公司',
    industry: 'internet',
    size: '200-999',
    city: 'Shanghai',
    verified: true,
    website: 'acme.example',
  },
  recruiter: { user_id: 9, first_name: 'Lily', headline_job: 'HR Manager', avatar_url: null, city: '', online: true },
  viewer: null,
  question_count: 3,
  ...over,
});

const lists = {
  employment_type: [{ value: 'full_time', label: 'Full-time' }],
  industry: [{ value: 'internet', label: 'Internet' }],
  seniority: [{ value: 'senior', label: 'Senior' }],
  company_size: [],
};

const postingInput = (over: Partial<JobDetail> = {}): JobPostingInput => {
  const view = toJobDetailView(detail(over), 'en', lists, new Date('2025-03-05T00:00:00Z'));
  return {
    ...view,
    requirementsHeading: 'Requirements',
    company: {
      name: view.company.name,
      logo_url: view.company.logo_url,
      website: view.company.website,
    },
  };
};

describe('JobPosting JSON-LD', () => {
  it('maps config employment types to schema.org', () => {
    expect(schemaEmploymentType('full_time')).toBe('FULL_TIME');
    expect(schemaEmploymentType('Part-time')).toBe('PART_TIME');
    expect(schemaEmploymentType('contract')).toBe('CONTRACTOR');
    expect(schemaEmploymentType('freelance')).toBe('CONTRACTOR');
    expect(schemaEmploymentType('internship')).toBe('INTERN');
    expect(schemaEmploymentType('temporary')).toBe('TEMPORARY');
    expect(schemaEmploymentType('remote')).toBe('OTHER');
    expect(schemaEmploymentType('')).toBe('OTHER');
    expect(schemaEmploymentType(undefined)).toBe('OTHER');
  });

  it('states the displayed salary (bound × salary_num, K) in yuan a month', () => {
    expect(baseSalaryOf({ minimum_salary: 20, maximum_salary: 35, salary_num: 1 })).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'CNY',
      value: { '@type': 'QuantitativeValue', minValue: 20000, maxValue: 35000, unitText: 'MONTH' },
    });
    expect(baseSalaryOf({ minimum_salary: 10, maximum_salary: 15, salary_num: 2 })?.value).toMatchObject({
      minValue: 20000,
      maxValue: 30000,
    });
    expect(baseSalaryOf({ minimum_salary: 12.5, maximum_salary: 12.5, salary_num: 1 })?.value).toMatchObject({
      minValue: 12500,
      maxValue: 12500,
    });
    expect(baseSalaryOf({ minimum_salary: 0, maximum_salary: 0, salary_num: 1 })).toBeNull();
  });

  it('writes UTC+8 times with their offset', () => {
    expect(isoDateTime('2025-03-01 09:30:00')).toBe('2025-03-01T09:30:00+08:00');
    expect(isoDateTime('2025-06-30')).toBe('2025-06-30');
    expect(isoDateTime('2025-06-30T15:59:59.000Z')).toBe('2025-06-30T15:59:59.000Z');
    expect(isoDateTime(null)).toBeNull();
    expect(isoDateTime('soon')).toBeNull();
  });

  it('escapes the description and keeps its lines', () => {
    expect(textToHtml('a <b> & c\nd')).toBe('a &lt;b&gt; &amp; c<br>d');
  });

  it('builds the posting of an open job', () => {
    const posting = buildJobPosting(postingInput(), 'https://jb.example');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Frontend Engineer',
      datePosted: '2025-03-01T09:30:00+08:00',
      validThrough: '2025-06-30T23:59:59+08:00',
      employmentType: 'FULL_TIME',
      url: 'https://jb.example/jobs/300123',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Tech',
        logo: 'https://jb.example/uploads/logo.png',
        // The company's own site, not its page here.
        sameAs: 'https://acme.example/',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Shanghai',
          addressRegion: 'Shanghai',
          addressCountry: 'CN',
        },
      },
      baseSalary: { currency: 'CNY', value: { minValue: 20000, maxValue: 35000, unitText: 'MONTH' } },
      totalJobOpenings: 2,
    });
    expect(posting?.description).toBe(
      'Build the web app.<br>Work with &lt;designers&gt; &amp; PMs.<br><h3>Requirements</h3>5 years of React.',
    );
  });

  it('leaves out what is unknown', () => {
    const posting = buildJobPosting(
      postingInput({ valid_through: null, minimum_salary: 0, maximum_salary: 0, province: '', requirements: '' }),
      'https://jb.example',
    );
    expect(posting).not.toHaveProperty('validThrough');
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).toHaveProperty('jobLocation.address');
    expect(posting).not.toHaveProperty('jobLocation.address.addressRegion');
    expect(posting?.description).toBe('Build the web app.<br>Work with &lt;designers&gt; &amp; PMs.');
  });

  it('names no sameAs without a known website (an unapproved company has none)', () => {
    const base = detail();
    const posting = buildJobPosting(
      postingInput({ company: { ...base.company, website: null, logo_url: null } }),
      'https://jb.example',
    );
    expect(posting).toHaveProperty('hiringOrganization.name', 'Acme Tech');
    expect(posting).not.toHaveProperty('hiringOrganization.sameAs');
    expect(posting).not.toHaveProperty('hiringOrganization.logo');
  });

  it('has none for a closed job', () => {
    expect(buildJobPosting(postingInput({ status: 'closed' }), 'https://jb.example')).toBeNull();
  });

  it('survives being put in a script element', () => {
    const posting = buildJobPosting(postingInput({ position: '</script><script>alert(1)</script>' }), 'https://x');
    // React Router escapes < in script:ld+json; the data itself stays as given.
    expect(JSON.stringify(posting)).toContain('</script>');
  });
});

describe('job and company views', () => {
  it('labels config values and uses the shared salary rule', () => {
    const view = toJobDetailView(detail({ salary_num: 2 }), 'en', lists, new Date('2025-03-05T00:00:00Z'));
    expect(view).toMatchObject({
      salary: '40K-70K',
      employmentTypeLabel: 'Full-time',
      seniorityLabel: 'Senior',
      industryLabel: 'Internet',
      validThroughDate: '2025-06-30',
      posted: { when: { kind: 'daysAgo', days: 4 }, date: '2025-03-01' },
    });
    expect(view.company).toMatchObject({ name: 'Acme Tech', otherName: '示例科技', path: '/companies/Acme%20Tech' });
    expect(toJobDetailView(detail(), 'zh', lists, new Date()).company.name).toBe('示例科技');
    expect(
      toJobDetailView(detail({ minimum_salary: 0, maximum_salary: 0 }), 'en', lists, new Date()).salary,
    ).toBeNull();
    expect(toJobDetailView(detail({ status: 'closed' }), 'en', lists, new Date()).status).toBe('closed');
  });

  it('links a company by its English brand', () => {
    expect(companyPath({ company_id: 3, brand_name: '腾讯', eng_brand_name: 'Tencent / WeChat' })).toBe(
      '/companies/Tencent%20%2F%20WeChat',
    );
    expect(companyPath({ company_id: 3, brand_name: '腾讯', eng_brand_name: '' })).toBe(
      `/companies/${encodeURIComponent('腾讯')}`,
    );
    expect(companyPath({ company_id: 3, brand_name: '', eng_brand_name: '' })).toBe('/companies/3');
  });

  it('shows only web addresses as websites', () => {
    expect(safeWebsite('acme.example')).toBe('https://acme.example/');
    expect(safeWebsite('http://acme.example/about')).toBe('http://acme.example/about');
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('')).toBeNull();
    expect(dateOnly('2025-01-02 03:04:05')).toBe('2025-01-02');
    expect(dateOnly(null)).toBeNull();
  });

  it('shapes a company profile', () => {
    const company: CompanyDetail = {
      company_id: 7,
      business_license_name: '上海示例科技有限公司',
      brand_name: '示例科技',
      eng_brand_name: 'Acme Tech',
      logo_url: null,
      industry: 'internet',
      size: '200-999',
      city: '上海',
      address: '浦东新区',
      intro: '介绍',
      website: 'acme.example',
      verified: true,
      certificates: [{ certificate_id: 1, name: 'ISO 9001' }],
      open_jobs: 4,
    };
    expect(toCompanyDetailView(company, 'zh', lists)).toMatchObject({
      name: '示例科技',
      path: '/companies/Acme%20Tech',
      industryLabel: 'Internet',
      sizeLabel: '',
      size: '200-999',
      website: 'https://acme.example/',
      verified: true,
    });
  });
});

describe('questions', () => {
  const q = (id: number, answers: JobAnswer[] = []): JobQuestion => ({
    question_id: id,
    job_id: 1,
    content: `q${id}`,
    create_time: '2025-03-01 09:30:00',
    thumbs: 1,
    thumbed: false,
    mine: false,
    company_answer: false,
    author: { first_name: 'Ann', avatar_url: null },
    answers,
  });
  const answer = (id: number): JobAnswer => ({ ...q(id), answers: [] });
  const now = new Date('2025-03-01T02:00:00Z');
  const list = [toQuestionView(q(1, [answer(11)]), 'en', now), toQuestionView(q(2), 'en', now)];

  it('refuses empty and too long posts', () => {
    expect(questionProblem('   ')).toBe('empty');
    expect(questionProblem('')).toBe('empty');
    expect(questionProblem('a'.repeat(500))).toBeNull();
    expect(questionProblem('a'.repeat(501))).toBe('tooLong');
    expect(questionProblem('😀'.repeat(500))).toBeNull();
  });

  it('thumbs once, in nested answers too', () => {
    const once = updateQuestion(list, 11, thumbOnce);
    expect(once[0].answers[0]).toMatchObject({ thumbs: 2, thumbed: true });
    const twice = updateQuestion(once, 11, thumbOnce);
    expect(twice[0].answers[0].thumbs).toBe(2);
    expect(twice[1]).toBe(list[1]);
  });

  it('removes questions and answers, and appends a next page without duplicates', () => {
    expect(removeQuestion(list, 2).map((item) => item.question_id)).toEqual([1]);
    expect(removeQuestion(list, 11)[0].answers).toEqual([]);
    expect(appendQuestions(list, [list[1], toQuestionView(q(3), 'en', now)]).map((item) => item.question_id)).toEqual([
      1, 2, 3,
    ]);
  });
});

describe('apply refusals', () => {
  it('reads the 4003 reasons', () => {
    expect(applyRefusal({ success: false, code: 4003, msg: '', data: { reason: 'email' } })).toEqual({
      reason: 'email',
    });
    expect(
      applyRefusal({
        success: false,
        code: 4003,
        msg: '',
        data: { reason: 'strength', percent: 45.4 },
      }),
    ).toEqual({ reason: 'strength', percent: 45 });
    expect(applyRefusal({ success: false, code: 4003, msg: '', data: null })).toBeNull();
    expect(applyRefusal({ success: false, code: 4009, msg: '', data: null })).toBeNull();
    expect(applyRefusal({ success: true, data: null })).toBeNull();
  });
});

describe('page meta', () => {
  it('names each language version as canonical', () => {
    expect(canonicalHref('https://jb.example', '/jobs', params('keyword=go&lang=zh'), 'en')).toBe(
      'https://jb.example/jobs?keyword=go&lang=en',
    );
    expect(canonicalHref('https://jb.example', '/jobs/1', null, 'zh')).toBe('https://jb.example/jobs/1?lang=zh');
    expect(rootOf([{ id: 'root', loaderData: { origin: 'https://x', locale: 'zh' } }])).toEqual({
      origin: 'https://x',
      locale: 'zh',
    });
    const tags = seoMeta({ title: 'T', description: 'D', canonical: 'https://x/jobs?lang=en', locale: 'en' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://x/jobs?lang=en' });
    expect(clip('word '.repeat(60)).length).toBeLessThanOrEqual(160);
  });
});

describe('catalogue of the finding-work pages', () => {
  const flatten = (node: unknown, prefix = ''): string[] =>
    node && typeof node === 'object'
      ? Object.entries(node).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key))
      : [prefix];
  const NAMESPACES = ['jobDetail', 'qa'];

  it('has the same jobDetail and qa keys in en and zh, without English in Chinese', () => {
    for (const ns of NAMESPACES) {
      const en = flatten((catalogues.en as Record<string, unknown>)[ns]).sort();
      const zh = flatten((catalogues.zh as Record<string, unknown>)[ns]).sort();
      expect(en.length, ns).toBeGreaterThan(0);
      expect(zh, ns).toEqual(en);
    }
  });

  it('contains every jobDetail and qa key the pages name', () => {
    const appDir = join(import.meta.dirname, '..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return files(path);
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
      });
    const en = new Set(flatten(catalogues.en));
    const zh = new Set(flatten(catalogues.zh));
    const missing: string[] = [];
    for (const file of files(appDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`]((?:jobDetail|qa)\.[\w.]+)['"`]/g)) {
        const key = match[1];
        for (const [lang, keys] of [
          ['en', en],
          ['zh', zh],
        ] as const)
          if (!keys.has(key) && !keys.has(`${key}_other`)) missing.push(`${lang}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
