import type { CompanyDetail, ConfigData, JobAnswer, JobDetail, JobQuestion } from '@jobbridge/shared';
import { formatSalaryRange, type Locale } from '@jobbridge/shared';
import { brandName, labelOf } from './brand';
import { type Posted, postedAgo } from './posted';

/** Config option lists a view needs for labels. */
export type LabelLists = Pick<ConfigData, 'employment_type' | 'industry' | 'seniority' | 'company_size'>;
/** The lists while config is unavailable: values are shown without labels. */
export const NO_LABEL_LISTS: LabelLists = { employment_type: [], industry: [], seniority: [], company_size: [] };

/** `/companies/{name}` of a company: its English brand (the server also takes the Chinese one or the id). */
export function companyPath(company: { company_id: number; brand_name: string; eng_brand_name: string }): string {
  const name = company.eng_brand_name.trim() || company.brand_name.trim() || String(company.company_id);
  return `/companies/${encodeURIComponent(name)}`;
}

/** A date of the API ('yyyy-MM-dd hh:mm:ss' or ISO) as yyyy-MM-dd for display; null when missing. */
export function dateOnly(value: string | null | undefined): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value?.trim() ?? '');
  return match ? match[1] : null;
}

export interface JobDetailView {
  job_id: number;
  status: 'open' | 'closed';
  position: string;
  /** "30K-50K" (shared salary rule), null when no salary is stated. */
  salary: string | null;
  minimum_salary: number;
  maximum_salary: number;
  salary_num: number;
  /** The job's city code (config work_location), for the take-home calculator's link. */
  adcode: string;
  city: string;
  province: string;
  employment_type: string;
  employmentTypeLabel: string;
  seniorityLabel: string;
  industryLabel: string;
  description: string;
  /** One item a line. */
  responsibilities: string;
  requirements: string;
  skills: string[];
  headcount: number;
  create_time: string;
  posted: Posted;
  valid_through: string | null;
  /** yyyy-MM-dd of valid_through. */
  validThroughDate: string | null;
  company: {
    company_id: number;
    name: string;
    /** The brand in the other language when it differs. */
    otherName: string;
    path: string;
    logo_url: string | null;
    industryLabel: string;
    /** The config label of the size ('' when config has no company_size list). */
    sizeLabel: string;
    /** The size value, e.g. '200-999'. */
    size: string;
    city: string;
    verified: boolean;
    /** The company's own website (http or https), null when not known or not approved. */
    website: string | null;
  };
  recruiter: {
    first_name: string;
    headline_job: string;
    avatar_url: string | null;
    city: string;
    online: boolean;
  } | null;
  viewer: JobDetail['viewer'];
  question_count: number;
}

export function toJobDetailView(job: JobDetail, locale: Locale, lists: LabelLists, now: Date): JobDetailView {
  const name = brandName(job.company, locale) || job.company.business_license_name;
  const other = brandName(job.company, locale === 'zh' ? 'en' : 'zh');
  const hasSalary = job.minimum_salary > 0 || job.maximum_salary > 0;
  return {
    job_id: job.job_id,
    status: job.status === 'closed' ? 'closed' : 'open',
    position: job.position,
    salary: hasSalary ? formatSalaryRange(job) : null,
    minimum_salary: job.minimum_salary,
    maximum_salary: job.maximum_salary,
    salary_num: job.salary_num,
    adcode: job.adcode,
    city: job.city,
    province: job.province,
    employment_type: job.employment_type,
    employmentTypeLabel: labelOf(lists.employment_type, job.employment_type),
    seniorityLabel: labelOf(lists.seniority, job.seniority),
    industryLabel: labelOf(lists.industry, job.industry),
    description: job.description,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    skills: job.skills.filter((skill) => skill.trim()),
    headcount: job.headcount,
    create_time: job.create_time,
    posted: postedAgo(job.create_time, locale, now),
    valid_through: job.valid_through,
    validThroughDate: dateOnly(job.valid_through),
    company: {
      company_id: job.company.company_id,
      name,
      otherName: other && other !== name ? other : '',
      path: companyPath(job.company),
      logo_url: job.company.logo_url,
      industryLabel: labelOf(lists.industry, job.company.industry),
      sizeLabel: labelOf(lists.company_size, job.company.size),
      size: job.company.size,
      city: job.company.city,
      verified: job.company.verified,
      website: safeWebsite(job.company.website),
    },
    recruiter: job.recruiter
      ? {
          first_name: job.recruiter.first_name,
          headline_job: job.recruiter.headline_job ?? '',
          avatar_url: job.recruiter.avatar_url,
          city: job.recruiter.city,
          online: job.recruiter.online,
        }
      : null,
    viewer: job.viewer,
    question_count: job.question_count,
  };
}

export interface CompanyDetailView {
  company_id: number;
  name: string;
  brand_name: string;
  eng_brand_name: string;
  business_license_name: string;
  path: string;
  logo_url: string | null;
  industryLabel: string;
  /** The config label of the size ('' when config has no company_size list). */
  sizeLabel: string;
  /** The size value, e.g. '200-999'. */
  size: string;
  city: string;
  address: string;
  intro: string;
  /** An http(s) address, else null (never a javascript: link). */
  website: string | null;
  verified: boolean;
  certificates: { certificate_id: number; name: string }[];
  open_jobs: number;
}

/** A website as a safe link: http(s) only, a bare host gets https://. */
export function safeWebsite(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const url = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function toCompanyDetailView(company: CompanyDetail, locale: Locale, lists: LabelLists): CompanyDetailView {
  return {
    company_id: company.company_id,
    name: brandName(company, locale) || company.business_license_name,
    brand_name: company.brand_name,
    eng_brand_name: company.eng_brand_name,
    business_license_name: company.business_license_name,
    path: companyPath(company),
    logo_url: company.logo_url,
    industryLabel: labelOf(lists.industry, company.industry),
    sizeLabel: labelOf(lists.company_size, company.size),
    size: company.size,
    city: company.city,
    address: company.address ?? '',
    intro: company.intro ?? '',
    website: safeWebsite(company.website),
    verified: company.verified,
    certificates: company.certificates,
    open_jobs: company.open_jobs,
  };
}

/** A question as the page shows it (the create time as "posted N days ago"). */
export interface QuestionView {
  question_id: number;
  content: string;
  posted: Posted;
  thumbs: number;
  thumbed: boolean;
  mine: boolean;
  /** Given for the job's company by one of its members. */
  companyAnswer: boolean;
  author: string;
  avatar_url: string | null;
  answers: QuestionView[];
}

/** An answer as the page shows it (answers have no answers of their own). */
function toAnswerView(answer: Omit<JobAnswer, 'answers'>, locale: Locale, now: Date): QuestionView {
  return {
    question_id: answer.question_id,
    content: answer.content,
    posted: postedAgo(answer.create_time, locale, now),
    thumbs: answer.thumbs,
    thumbed: answer.thumbed,
    mine: answer.mine,
    companyAnswer: answer.company_answer,
    author: answer.author.first_name,
    avatar_url: answer.author.avatar_url,
    answers: [],
  };
}

export function toQuestionView(question: JobQuestion, locale: Locale, now: Date): QuestionView {
  return {
    ...toAnswerView(question, locale, now),
    answers: question.answers.map((answer) => toAnswerView(answer, locale, now)),
  };
}

/** "200-999 employees" unless config named the size itself. */
export const sizeText = (company: { sizeLabel: string; size: string }, format: (size: string) => string) =>
  company.sizeLabel || (company.size ? format(company.size) : '');
