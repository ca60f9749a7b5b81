import type { Career, Education, ResumeInfo } from '@jobbridge/shared';
import { JOB_ALERT, UPLOAD_LIMITS } from '@jobbridge/shared';
import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../api/candidate';
import { addCompany, alertToForm, formToBody, moveSalary, sliderMax } from './alert-form';
import { MATCH_PARTS, matchAdvice, matchLevel } from './match-advice';
import {
  careerBody,
  careerProblems,
  educationProblems,
  emptyCareer,
  emptyEducation,
  sortCareers,
  sortEducations,
} from './resume-entries';
import { formatBytes, imageExtensionsText, percentOf, resumeExtensionsText, resumeFileProblem } from './resume-file';
import { profileCopyGroups, type ResumeTextLabels, resumePlainText } from './resume-text';
import { clampPercent, strengthSteps } from './strength-steps';
import {
  COMPARE_LEFT_OUT_SHOWN,
  COMPARE_MAX,
  compareHref,
  countByStatus,
  parseCompareIds,
  parseStatusFilter,
  STATUSES,
  statusKey,
  toggleSelection,
} from './tracker';
import { currentWizardStep, nextWizardHref, stepAfter, WIZARD_STEP_KEYS } from './wizard';

const career = (over: Partial<Career>): Career => ({
  career_id: 1,
  company_name: 'Acme',
  title: 'Engineer',
  start_date: '2020-01-01',
  end_date: '2021-01-01',
  is_current: false,
  responsibilities: '',
  ...over,
});
const education = (over: Partial<Education>): Education => ({
  education_id: 1,
  school: 'Fudan',
  degree: 'MSc',
  major: 'CS',
  start_date: '2015-09-01',
  end_date: '2017-07-01',
  ...over,
});

describe('resume entries', () => {
  it('orders careers newest first, current ones on top', () => {
    const list = sortCareers([
      career({ career_id: 1, start_date: '2015-01-01', end_date: '2016-01-01' }),
      career({ career_id: 2, start_date: '2018-01-01', end_date: '2019-01-01' }),
      career({ career_id: 3, start_date: '2012-01-01', end_date: null, is_current: true }),
    ]);
    expect(list.map((item) => item.career_id)).toEqual([3, 2, 1]);
  });

  it('orders education newest first, ongoing studies on top', () => {
    const list = sortEducations([
      education({ education_id: 1, start_date: '2010-09-01' }),
      education({ education_id: 2, start_date: '2014-09-01' }),
      education({ education_id: 3, start_date: '2008-09-01', end_date: null }),
    ]);
    expect(list.map((item) => item.education_id)).toEqual([3, 2, 1]);
  });

  it('checks a career like the server does', () => {
    const today = '2025-06-01';
    expect(careerProblems(emptyCareer(), today)).toEqual({
      company_name: 'required',
      title: 'required',
      start_date: 'required',
      end_date: 'required',
    });
    const ok = { ...emptyCareer(), company_name: 'A', title: 'B', start_date: '2020-01-01', end_date: '2021-01-01' };
    expect(careerProblems(ok, today)).toEqual({});
    expect(careerProblems({ ...ok, end_date: '2019-01-01' }, today)).toEqual({ end_date: 'endBeforeStart' });
    expect(careerProblems({ ...ok, start_date: '2026-01-01', end_date: '' }, today)).toMatchObject({
      start_date: 'dateInFuture',
    });
    expect(careerProblems({ ...ok, end_date: '2025-07-01' }, today)).toEqual({ end_date: 'dateInFuture' });
    expect(careerProblems({ ...ok, end_date: '', is_current: true }, today)).toEqual({});
    expect(careerProblems({ ...ok, start_date: '2021-02-30' }, today)).toEqual({ start_date: 'date' });
    expect(careerBody({ ...ok, is_current: true, company_name: ' A ' })).toMatchObject({
      company_name: 'A',
      end_date: '',
    });
  });

  it('lets education end up to ten years ahead', () => {
    const today = '2025-06-01';
    const ok = { ...emptyEducation(), school: 'S', degree: 'D', start_date: '2024-09-01', end_date: '2028-07-01' };
    expect(educationProblems(ok, today)).toEqual({});
    expect(educationProblems({ ...ok, end_date: '' }, today)).toEqual({});
    expect(educationProblems({ ...ok, end_date: '2036-07-01' }, today)).toEqual({ end_date: 'dateInFuture' });
    expect(educationProblems({ ...ok, end_date: '2023-01-01' }, today)).toEqual({ end_date: 'endBeforeStart' });
    expect(educationProblems(emptyEducation(), today)).toEqual({
      school: 'required',
      degree: 'required',
      start_date: 'required',
    });
  });
});

describe('resume files', () => {
  const file = (name: string, size: number, type = '') => ({ name, size, type });
  it('accepts .pdf .ppt .doc .docx up to 20 MB', () => {
    expect(resumeFileProblem(file('cv.pdf', 1000, 'application/pdf'))).toBeNull();
    expect(resumeFileProblem(file('CV.DOCX', 1000))).toBeNull();
    expect(resumeFileProblem(file('cv.ppt', 1000, 'application/vnd.ms-powerpoint'))).toBeNull();
    expect(resumeFileProblem(file('cv.doc', UPLOAD_LIMITS.resumeBytes, 'application/msword'))).toBeNull();
  });
  it('refuses other types, larger and empty files', () => {
    expect(resumeFileProblem(file('cv.txt', 10, 'text/plain'))).toBe('type');
    expect(resumeFileProblem(file('cv.pdf', 10, 'image/png'))).toBe('type');
    expect(resumeFileProblem(file('cv.pdf', UPLOAD_LIMITS.resumeBytes + 1, 'application/pdf'))).toBe('size');
    expect(resumeFileProblem(file('cv.pdf', 0, 'application/pdf'))).toBe('empty');
  });
  it('lists the accepted types as each language lists words', () => {
    expect(resumeExtensionsText('en')).toBe('.pdf, .ppt, .doc, .docx');
    expect(resumeExtensionsText('zh')).toBe('.pdf、.ppt、.doc、.docx');
    expect(imageExtensionsText('zh')).toBe('.jpg、.jpeg、.png');
  });
  it('formats sizes and progress', () => {
    expect(formatBytes(500, 'en')).toBe('500 B');
    expect(formatBytes(2048, 'en')).toBe('2 KB');
    expect(formatBytes(3.45 * 1024 * 1024, 'zh')).toBe('3.5 MB');
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(300, 200)).toBe(100);
  });
  it('reads the file name of a download', () => {
    expect(fileNameOf(`attachment; filename="resume.pdf"; filename*=UTF-8''%E7%AE%80%E5%8E%86.pdf`)).toBe('简历.pdf');
    expect(fileNameOf('attachment; filename="resume.pdf"')).toBe('resume.pdf');
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('profile strength steps', () => {
  it('lists missing parts heaviest first with where to add them', () => {
    const steps = strengthSteps(['avatar', 'emailVerified', 'summary', 'nonsense']);
    expect(steps.map((step) => [step.part, step.points])).toEqual([
      ['emailVerified', 20],
      ['summary', 15],
      ['avatar', 10],
    ]);
    expect(steps[0].target).toEqual({ kind: 'verifyEmail' });
    expect(steps[1].target).toEqual({ kind: 'link', to: '/profile#summary' });
    expect(clampPercent('75.4')).toBe(75);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(undefined)).toBe(0);
  });
});

const LABELS: ResumeTextLabels = {
  summary: 'Summary',
  skills: 'Skills',
  experience: 'Experience',
  education: 'Education',
  languages: 'Languages',
  mandarin: 'Mandarin',
  nativeLanguage: 'Native language',
  present: 'Present',
  studying: 'Studying',
  email: 'Email',
  phone: 'Phone',
  birthDate: 'Date of birth',
  company: 'Company',
  title: 'Title',
  period: 'Period',
  responsibilities: 'Responsibilities',
  school: 'School',
  degree: 'Degree',
  major: 'Major',
};

const resume: Pick<ResumeInfo, 'user' | 'summary' | 'careers' | 'educations'> = {
  user: {
    user_id: 7,
    first_name: 'Ada',
    last_name: 'Lovelace',
    avatar_url: null,
    birth_date: '1990-12-10',
    mandarin: 'fluent',
    native_language: 'en',
    status: 2,
    email: 'ada@example.com',
    phone: '8613800000000',
  },
  summary: ' Engineer who ships. ',
  careers: [
    career({ career_id: 1, start_date: '2015-01-01', end_date: '2018-01-01', title: 'Dev', company_name: 'Old' }),
    career({ career_id: 2, start_date: '2018-02-01', end_date: null, is_current: true, responsibilities: 'Lead team' }),
  ],
  educations: [education({})],
};

describe('copy-ready resume text', () => {
  it('renders the whole resume as plain text, newest entries first', () => {
    const text = resumePlainText(resume, { mandarin: 'Fluent', nativeLanguage: 'English' }, 'en', LABELS);
    expect(text).toContain('Ada Lovelace\nEmail: ada@example.com\nPhone: +8613800000000');
    expect(text).toContain('SUMMARY\nEngineer who ships.');
    expect(text.indexOf('Engineer · Acme')).toBeLessThan(text.indexOf('Dev · Old'));
    expect(text).toContain('Feb 2018 – Present\nLead team');
    expect(text).toContain('Fudan · MSc, CS\nSep 2015 – Jul 2017');
    expect(text).toContain('LANGUAGES\nMandarin: Fluent\nNative language: English');
    expect(text).not.toMatch(/<|>/);
  });

  it('uses Chinese headings in Chinese', () => {
    const text = resumePlainText(resume, { mandarin: null, nativeLanguage: null }, 'zh', {
      ...LABELS,
      summary: '个人简介',
    });
    expect(text).toContain('【个人简介】');
    expect(text).not.toContain('LANGUAGES');
    // Skills by the one display rule: the list's in Chinese, others as typed.
    const withSkills = resumePlainText(
      { ...resume, skills: ['Project management', 'Cold calling'] },
      { mandarin: null, nativeLanguage: null },
      'zh',
      { ...LABELS, skills: '技能' },
    );
    expect(withSkills).toContain('【技能】\n项目管理、Cold calling');
    // Labels end with the full-width colon, as on the resume page and in its PDF.
    const contact = resumePlainText(resume, { mandarin: '流利', nativeLanguage: '英语' }, 'zh', {
      ...LABELS,
      email: '邮箱',
      phone: '电话',
      mandarin: '中文水平',
      nativeLanguage: '母语',
    });
    expect(contact).toContain('邮箱：ada@example.com\n电话：+8613800000000');
    expect(contact).toContain('中文水平：流利\n母语：英语');
  });

  it('splits the profile into separately copyable fields', () => {
    const groups = profileCopyGroups(resume, { mandarin: 'Fluent', nativeLanguage: null }, 'en', {
      ...LABELS,
      personal: 'Personal details',
      name: 'Name',
    });
    expect(groups.map((group) => group.id)).toEqual(['personal', 'summary', 'career-2', 'career-1', 'education-1']);
    expect(groups[0].fields.map((field) => field.id)).toEqual(['name', 'email', 'phone', 'birth', 'mandarin']);
    expect(groups[2].fields.find((field) => field.id === 'period')?.value).toBe('Feb 2018 – Present');
    expect(groups[3].fields.some((field) => field.id === 'responsibilities')).toBe(false);
    expect(groups[2].heading).toBe('Experience: Engineer · Acme');
  });

  it('writes Chinese headings and lists with full-width punctuation', () => {
    const zhResume = { ...resume, educations: [education({ degree: '硕士', major: '计算机科学' })] };
    const groups = profileCopyGroups(zhResume, { mandarin: null, nativeLanguage: null }, 'zh', {
      ...LABELS,
      experience: '工作经历',
      education: '教育经历',
      personal: '个人信息',
      name: '姓名',
    });
    expect(groups.find((group) => group.id === 'career-2')?.heading).toBe('工作经历：Engineer · Acme');
    expect(groups.find((group) => group.id === 'education-1')?.heading).toBe('教育经历：Fudan');
    const text = resumePlainText(zhResume, { mandarin: null, nativeLanguage: null }, 'zh', LABELS);
    expect(text).toContain('Fudan · 硕士、计算机科学');
  });
});

describe('tracker', () => {
  it('knows the five statuses in order', () => {
    expect(STATUSES.map((item) => `${item.value}:${item.key}`)).toEqual([
      '1:applied',
      '2:assessment',
      '3:interview',
      '4:offered',
      '5:refused',
    ]);
    expect(statusKey(3)).toBe('interview');
    expect(statusKey(99)).toBe('applied');
  });

  it('reads the status filter of the URL', () => {
    expect(parseStatusFilter('3')).toBe(3);
    expect(parseStatusFilter('0')).toBeNull();
    expect(parseStatusFilter('6')).toBeNull();
    expect(parseStatusFilter('2.0')).toBeNull();
    expect(parseStatusFilter('x')).toBeNull();
    expect(parseStatusFilter(null)).toBeNull();
  });

  it('counts applications per status', () => {
    expect(countByStatus([{ status: 1 }, { status: 1 }, { status: 5 }, { status: 9 }])).toEqual({
      1: 2,
      2: 0,
      3: 0,
      4: 0,
      5: 1,
    });
  });

  it('reads and writes compare ids', () => {
    expect(parseCompareIds(new URLSearchParams('ids=3,1,3,x,-2,0'))).toEqual({
      ids: [3, 1],
      leftOut: [],
      leftOutCount: 0,
    });
    // Beyond four, the extra ids are named as left out (not silently dropped), up to a bound.
    expect(parseCompareIds(new URLSearchParams('ids=1&ids=2&ids=3,4,5,4,6'))).toEqual({
      ids: [1, 2, 3, 4],
      leftOut: [5, 6],
      leftOutCount: 2,
    });
    const many = Array.from({ length: 40 }, (_, i) => i + 1).join(',');
    const cut = parseCompareIds(new URLSearchParams(`ids=${many}`));
    expect(cut.leftOut).toHaveLength(COMPARE_LEFT_OUT_SHOWN);
    expect(cut.leftOutCount).toBe(36);
    expect(parseCompareIds(new URLSearchParams(''))).toEqual({ ids: [], leftOut: [], leftOutCount: 0 });
    expect(compareHref([1, 2, 3])).toBe('/compare?ids=1,2,3');
  });

  it('selects at most four jobs to compare', () => {
    let selected: number[] = [];
    for (const id of [1, 2, 3, 4, 5]) selected = toggleSelection(selected, id);
    expect(selected).toEqual([1, 2, 3, 4]);
    expect(selected.length).toBe(COMPARE_MAX);
    expect(toggleSelection(selected, 2)).toEqual([1, 3, 4]);
  });
});

describe('resume match advice', () => {
  const parts = { skills: 100, seniority: 100, location: 100, salary: 100, language: 100 };
  it('praises a full match', () => {
    expect(matchAdvice({ parts, missing_skills: [] }, 'en').map((item) => item.key)).toEqual(['great']);
  });
  it('names what to improve', () => {
    const advice = matchAdvice(
      {
        parts: { skills: 50, seniority: 60, location: 50, salary: 40, language: 65 },
        missing_skills: ['Go', 'Kubernetes'],
      },
      'en',
    );
    expect(advice.map((item) => item.key)).toEqual([
      'skills',
      'seniority',
      'locationUnknown',
      'salaryBelow',
      'language',
    ]);
    expect(advice[0].params).toEqual({ skills: 'Go, Kubernetes' });
    // Skills of the shared list in the page's language.
    const zh = matchAdvice(
      { parts: { ...parts, skills: 50 }, missing_skills: ['Project management', 'Cold calling'] },
      'zh',
    );
    expect(zh[0]).toEqual({
      key: 'skills',
      params: { skills: '项目管理、Cold calling' },
      action: { kind: 'link', to: '/profile#skills' },
    });
    expect(advice[2].action).toEqual({ kind: 'jobAlert' });
    expect(
      matchAdvice({ parts: { ...parts, location: 0, salary: 50 }, missing_skills: [] }, 'en').map((item) => item.key),
    ).toEqual(['locationOutside', 'salaryUnknown']);
  });
  it('orders parts by weight and names the level', () => {
    expect(MATCH_PARTS).toEqual(['skills', 'seniority', 'location', 'salary', 'language']);
    expect(matchLevel(80)).toBe('high');
    expect(matchLevel(50)).toBe('medium');
    expect(matchLevel(49)).toBe('low');
  });
});

describe('job alert form', () => {
  it('starts from the spec defaults', () => {
    const form = alertToForm(null);
    expect(form.minimum_salary).toBe(JOB_ALERT.defaultMinimumSalaryK);
    expect(form.maximum_salary).toBe(JOB_ALERT.defaultMaximumSalaryK);
    expect(form.job_search_status).toBe(JOB_ALERT.defaultJobSearchStatus);
    expect(form.companies).toEqual([]);
  });

  it('round-trips a stored alert, picked companies lined up with their ids', () => {
    const form = alertToForm({
      job_search_status: '1',
      job_type_open_to: 'full_time,contract',
      preferred_location: '310000',
      open_to_relocate_cities: '110000,440300',
      job_title: 'Engineer,Product manager',
      industry: 'it',
      seniority: 'senior',
      minimum_salary: 30,
      maximum_salary: 60,
      idealCompany: 'Acme,Globex,My dream startup',
      company_id: '5,9',
    });
    expect(form.companies).toEqual([
      { name: 'Acme', company_id: 5 },
      { name: 'Globex', company_id: 9 },
      { name: 'My dream startup', company_id: null },
    ]);
    const { body, problems } = formToBody(form);
    expect(problems).toEqual([]);
    expect(body).toEqual({
      job_search_status: '1',
      job_type_open_to: 'full_time,contract',
      preferred_location: '310000',
      open_to_relocate_cities: '110000,440300',
      job_title: 'Engineer,Product manager',
      industry: 'it',
      seniority: 'senior',
      minimum_salary: 30,
      maximum_salary: 60,
      idealCompany: 'Acme,Globex,My dream startup',
      company_id: '5,9',
    });
  });

  it('writes picked companies before typed ones and drops the preferred city from relocation', () => {
    const form = {
      ...alertToForm(null),
      companies: [
        { name: 'Typed', company_id: null },
        { name: 'Picked', company_id: 3 },
      ],
      preferred_location: '310000',
      open_to_relocate_cities: ['310000', '110000'],
    };
    const { body } = formToBody(form);
    expect(body.idealCompany).toBe('Picked,Typed');
    expect(body.company_id).toBe('3');
    expect(body.open_to_relocate_cities).toBe('110000');
  });

  it('reports more than five industries and a minimum above the maximum', () => {
    const form = {
      ...alertToForm(null),
      industry: ['a', 'b', 'c', 'd', 'e', 'f'],
      minimum_salary: 80,
      maximum_salary: 50,
    };
    const fields = formToBody(form).problems.map((problem) => problem.field);
    expect(fields).toContain('industry');
    expect(fields).toContain('minimum_salary');
  });

  it('adds companies without repeats, at most five', () => {
    let list = addCompany([], { name: 'Acme', company_id: 1 });
    list = addCompany(list, { name: 'acme ', company_id: null });
    list = addCompany(list, { name: 'Other name', company_id: 1 });
    expect(list).toEqual([{ name: 'Acme', company_id: 1 }]);
    for (const name of ['B', 'C', 'D', 'E', 'F']) list = addCompany(list, { name, company_id: null });
    expect(list.map((item) => item.name)).toEqual(['Acme', 'B', 'C', 'D', 'E']);
  });

  it('keeps the salary thumbs in order', () => {
    expect(moveSalary({ minimum_salary: 40, maximum_salary: 90 }, 'minimum_salary', 100)).toEqual({
      minimum_salary: 100,
      maximum_salary: 100,
    });
    expect(moveSalary({ minimum_salary: 40, maximum_salary: 90 }, 'maximum_salary', 20)).toEqual({
      minimum_salary: 20,
      maximum_salary: 20,
    });
    expect(sliderMax({ minimum_salary: 40, maximum_salary: 90 })).toBe(200);
    expect(sliderMax({ minimum_salary: 40, maximum_salary: 420 })).toBe(450);
  });
});

describe('resume wizard', () => {
  it('resumes where the candidate left off', () => {
    expect(WIZARD_STEP_KEYS).toEqual(['basic', 'career', 'education', 'summary']);
    expect(currentWizardStep(0, null)).toBe(1);
    expect(currentWizardStep(2, null)).toBe(3);
    expect(currentWizardStep(4, null)).toBe('done');
    expect(currentWizardStep(4, '2')).toBe(2);
    expect(currentWizardStep(1, '9')).toBe(2);
    expect(currentWizardStep(Number.NaN, 'x')).toBe(1);
  });
  it('never moves the stored step back', () => {
    expect(stepAfter(3, 1)).toBe(3);
    expect(stepAfter(1, 2)).toBe(2);
    expect(stepAfter(0, 9)).toBe(4);
    expect(nextWizardHref(2)).toBe('/step?step=3');
    expect(nextWizardHref(4)).toBe('/profile?welcome=1');
  });
});
