import {
  formatCreateTime,
  headlineFor,
  type JobDetail,
  type JobListItem,
  type JobQuestion,
  type Locale,
} from '@jobbridge/shared';
import type { JobSearchRow } from './search';
import type { JobDetailRow, JobViewerState, QuestionRow } from './service';

const inLocale = (locale: Locale, en: string | null, zh: string | null) => (locale === 'zh' ? zh : en) ?? '';

/** A job in a list, in the reader's language. */
export const presentJobListItem = (row: JobSearchRow, locale: Locale): JobListItem => ({
  job_id: row.job_id,
  position: locale === 'zh' ? row.position_zh : row.position_en,
  minimum_salary: row.minimum_salary,
  maximum_salary: row.maximum_salary,
  salary_num: row.salary_num,
  adcode: row.adcode,
  city: inLocale(locale, row.city_en, row.city_zh),
  employment_type: row.employment_type,
  industry: row.industry,
  seniority: row.seniority,
  create_time: formatCreateTime(row.create_time),
  company: {
    company_id: row.company_id,
    brand_name: row.brand_name,
    eng_brand_name: row.eng_brand_name,
    logo_url: row.logo_url,
    verified: row.verification_status === 'approved',
  },
});

/** Comma-separated skills as a list (blank entries dropped). */
const skillList = (skills: string) =>
  skills
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);

/** A job's page, in the reader's language, with the reader's state (null for visitors). */
export const presentJobDetail = (
  row: JobDetailRow,
  locale: Locale,
  extras: { viewer: JobViewerState | null; recruiterOnline: boolean },
): JobDetail => ({
  ...presentJobListItem(row, locale),
  province: inLocale(locale, row.province_en, row.province_zh),
  description: locale === 'zh' ? row.description_zh : row.description_en,
  responsibilities: locale === 'zh' ? row.responsibilities_zh : row.responsibilities_en,
  requirements: locale === 'zh' ? row.requirements_zh : row.requirements_en,
  skills: skillList(row.skills),
  headcount: row.headcount,
  status: row.status === 'open' ? 'open' : 'closed',
  valid_through: row.valid_through ? formatCreateTime(row.valid_through) : null,
  update_time: formatCreateTime(row.update_time),
  company: {
    company_id: row.company_id,
    brand_name: row.brand_name,
    eng_brand_name: row.eng_brand_name,
    logo_url: row.logo_url,
    business_license_name: row.business_license_name,
    industry: row.company_industry ?? '',
    size: row.company_size ?? '',
    city: inLocale(locale, row.company_city_en, row.company_city_zh),
    verified: row.verification_status === 'approved',
    // An address off the site is given only once the platform approved the company (decision 0023).
    website: row.verification_status === 'approved' ? row.company_website || null : null,
  },
  recruiter:
    row.recruiter_id === null
      ? null
      : {
          user_id: row.recruiter_id,
          first_name: row.recruiter_first_name ?? '',
          headline_job: headlineFor(
            { headline_job: row.recruiter_headline_job, headline_job_zh: row.recruiter_headline_job_zh },
            locale,
          ),
          avatar_url: row.recruiter_avatar_url,
          city: inLocale(locale, row.recruiter_city_en, row.recruiter_city_zh),
          online: extras.recruiterOnline,
        },
  viewer: extras.viewer,
  question_count: row.question_count,
});

type QuestionCore = Omit<JobQuestion, 'answers'>;

const presentQuestionCore = (row: QuestionRow, viewerId: number | null): QuestionCore => ({
  question_id: row.question_id,
  job_id: row.job_id,
  content: row.content,
  create_time: formatCreateTime(row.created_at),
  thumbs: row.thumbs,
  thumbed: Boolean(row.thumbed),
  mine: viewerId !== null && row.user_id === viewerId,
  company_answer: row.company_id !== null,
  author: { first_name: row.first_name, avatar_url: row.avatar_url },
});

/** A question with its answers (answers carry an empty `answers`). */
export const presentQuestion = (
  row: QuestionRow,
  viewerId: number | null,
  answers: readonly QuestionRow[] = [],
): JobQuestion => ({
  ...presentQuestionCore(row, viewerId),
  answers: answers.map((answer) => ({ ...presentQuestionCore(answer, viewerId), answers: [] })),
});
