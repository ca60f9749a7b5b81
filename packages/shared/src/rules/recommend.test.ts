import { describe, expect, it } from 'vitest';
import type { AlertCriteria, AlertJob } from './alert-match';
import { headlineFor } from './headline';
import {
  canRecommend,
  coreTitle,
  MENTION_REASONS,
  RECOMMEND_REASONS,
  type RecommendProfile,
  reasonStrength,
  recommendReason,
  resumeSkills,
} from './recommend';

const job = (overrides: Partial<AlertJob> = {}): AlertJob => ({
  position_en: 'Sales Manager',
  position_zh: '销售经理',
  employment_type: 'full_time',
  industry: 'internet',
  seniority: 'mid',
  adcode: '310100',
  province_adcode: '310000',
  minimum_salary: 20,
  maximum_salary: 35,
  salary_num: 1,
  company_id: 1,
  brand_name: '云帆',
  eng_brand_name: 'Cloudsail',
  ...overrides,
});
const profile = (overrides: Partial<RecommendProfile> = {}): RecommendProfile => ({
  titles: ['Senior Sales Manager'],
  places: ['310100'],
  alert: null,
  ...overrides,
});
const stated = (skills: string[]) => ({ stated: skills, mentioned: [] });
const alert = (overrides: Partial<AlertCriteria> = {}): AlertCriteria => ({
  job_title: [],
  job_type_open_to: [],
  preferred_location: '',
  open_to_relocate_cities: [],
  industry: [],
  seniority: [],
  minimum_salary: 10,
  maximum_salary: 90,
  idealCompany: [],
  company_id: [],
  ...overrides,
});

describe('why a job is recommended', () => {
  it('names the title and the city, or the title and the skills', () => {
    expect(recommendReason(profile(), job())).toEqual({ key: 'titleCity', skills: [], mentioned: [] });
    expect(recommendReason(profile(), job({ adcode: '110100', province_adcode: '110000' }))).toEqual({
      key: 'title',
      skills: [],
      mentioned: [],
    });
    expect(recommendReason(profile(), job(), stated(['B2B sales', 'Negotiation']))).toEqual({
      key: 'titleSkills',
      skills: ['B2B sales', 'Negotiation'],
      mentioned: [],
    });
  });

  it("tells skills the resume's Skills list states from words only its text mentions", () => {
    // Only the text: the reason says the resume mentions them, never that they are the person's skills.
    expect(recommendReason(profile(), job(), { stated: [], mentioned: ['React', 'TypeScript'] })).toEqual({
      key: 'titleMentions',
      skills: [],
      mentioned: ['React', 'TypeScript'],
    });
    const legal = job({ position_en: 'Legal Counsel', position_zh: '法务顾问' });
    expect(recommendReason(profile(), legal, { stated: [], mentioned: ['React', 'TypeScript'] })).toMatchObject({
      key: 'mentionsCity',
    });
    expect(
      recommendReason(profile({ places: [] }), legal, { stated: [], mentioned: ['React', 'TypeScript'] }),
    ).toMatchObject({ key: 'mentions', mentioned: ['React', 'TypeScript'] });
    // Both: the stated skills are named first, then what the text mentions besides, three in all.
    expect(
      recommendReason(profile(), job(), { stated: ['React'], mentioned: ['TypeScript', 'React', 'CSS', 'Node.js'] }),
    ).toEqual({ key: 'titleSkills', skills: ['React'], mentioned: ['TypeScript', 'CSS'] });
    expect(recommendReason(profile({ places: [] }), legal, { stated: ['React'], mentioned: ['TypeScript'] })).toEqual({
      key: 'skills',
      skills: ['React'],
      mentioned: ['TypeScript'],
    });
    expect([...MENTION_REASONS].sort()).toEqual(['mentions', 'mentionsCity', 'titleMentions']);
  });

  it('matches titles without their level words, in either language', () => {
    expect(coreTitle('Senior Sales Manager')).toBe('sales manager');
    expect(coreTitle('Head of Sales')).toBe('sales');
    expect(coreTitle('高级销售经理')).toBe('销售经理');
    expect(
      recommendReason(profile({ titles: ['Head of Sales'] }), job({ position_en: 'Sales Representative' })),
    ).toMatchObject({ key: 'titleCity' });
    expect(
      recommendReason(profile({ titles: ['高级销售经理'], places: [] }), job({ position_en: 'Area Lead' })),
    ).toMatchObject({ key: 'title' });
    // A title of level words only matches nothing.
    expect(recommendReason(profile({ titles: ['Senior'] }), job())).toBeNull();
  });

  it('names up to three skills when the title does not match', () => {
    const legal = job({ position_en: 'Legal Counsel', position_zh: '法务顾问' });
    expect(recommendReason(profile(), legal, stated(['Negotiation']))).toEqual({
      key: 'skillsCity',
      skills: ['Negotiation'],
      mentioned: [],
    });
    expect(
      recommendReason(profile({ places: [] }), legal, stated(['Negotiation', 'CRM', 'Salesforce', 'B2B sales', 'CRM'])),
    ).toEqual({ key: 'skills', skills: ['Negotiation', 'CRM', 'Salesforce'], mentioned: [] });
  });

  it('needs two skills, or more than half of those the job lists, when skills are the only reason', () => {
    const nurse = job({ position_en: 'Clinic Manager', position_zh: '诊所经理' });
    expect(recommendReason(profile(), nurse, stated(['Project management']), 4)).toBeNull();
    expect(recommendReason(profile(), nurse, stated(['Project management']), 2)).toBeNull();
    expect(recommendReason(profile(), nurse, stated(['Project management']), 1)).toMatchObject({ key: 'skillsCity' });
    expect(recommendReason(profile(), nurse, stated(['Project management', 'Patient care']), 5)).toMatchObject({
      key: 'skillsCity',
    });
    // A stated skill and a mentioned one are two.
    expect(
      recommendReason(profile(), nurse, { stated: ['Project management'], mentioned: ['Patient care'] }, 5),
    ).toMatchObject({ key: 'skillsCity' });
    // With the title matching, one skill is named.
    expect(recommendReason(profile(), job(), stated(['Negotiation']), 6)).toEqual({
      key: 'titleSkills',
      skills: ['Negotiation'],
      mentioned: [],
    });
  });

  it('never recommends for the city alone: an unrelated job in the same city has no reason', () => {
    expect(recommendReason(profile(), job({ position_en: 'Legal Counsel', position_zh: '法务顾问' }))).toBeNull();
  });

  it('falls back to the job alert, whose every criterion must hold', () => {
    const legal = job({ position_en: 'Legal Counsel', position_zh: '法务顾问' });
    const withAlert = profile({ titles: [], alert: alert({ industry: ['internet'] }) });
    expect(recommendReason(withAlert, legal)).toEqual({ key: 'alert', skills: [], mentioned: [] });
    expect(recommendReason(withAlert, { ...legal, industry: 'legal' })).toBeNull();
  });

  it('orders reasons: title before skills, stated skills before mentioned ones, then the alert', () => {
    const order = [
      'titleSkills',
      'titleMentions',
      'titleCity',
      'title',
      'skillsCity',
      'skills',
      'mentionsCity',
      'mentions',
      'alert',
    ] as const;
    expect([...RECOMMEND_REASONS].sort()).toEqual([...order].sort());
    const strengths = order.map((key) => reasonStrength({ key, skills: [], mentioned: [] }));
    expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
  });

  it('has something to recommend for only with a title, a skill or a job alert', () => {
    expect(canRecommend(profile({ titles: [], places: ['310100'] }), [])).toBe(false);
    expect(canRecommend(profile({ titles: ['Senior'] }), [])).toBe(false);
    expect(canRecommend(profile({ titles: [] }), ['React'])).toBe(true);
    expect(canRecommend(profile({ titles: [], alert: alert() }), [])).toBe(true);
  });
});

describe('skills a resume shows', () => {
  it('finds skills of the list stated or named in the text, in either language, by key', () => {
    expect(
      resumeSkills(['项目管理', 'Cold calling'], 'Grew B2B sales; 商务谈判 with buyers. Some javascript.'),
    ).toEqual(['JavaScript', 'B2B sales', 'Negotiation', 'Project management']);
    expect(resumeSkills([], 'Gone fishing')).toEqual([]);
  });
});

describe('a headline in the page language', () => {
  it('shows the Chinese headline on Chinese pages when given, else the other', () => {
    const both = { headline_job: 'Talent Partner', headline_job_zh: '招聘伙伴' };
    expect(headlineFor(both, 'zh')).toBe('招聘伙伴');
    expect(headlineFor(both, 'en')).toBe('Talent Partner');
    expect(headlineFor({ headline_job: 'Talent Partner', headline_job_zh: ' ' }, 'zh')).toBe('Talent Partner');
    expect(headlineFor({ headline_job: null, headline_job_zh: '招聘伙伴' }, 'en')).toBe('招聘伙伴');
    expect(headlineFor({ headline_job: '', headline_job_zh: null }, 'zh')).toBeNull();
  });
});
