import {
  type Applicant,
  type ApplicationNote,
  formatCreateTime,
  type Locale,
  type PostedJob,
  type PostedJobInfo,
  SUSPEND_REASONS,
  splitList,
} from '@jobbridge/shared';
import type { ApplicantRow, NoteRow, PostedJobInfoRow, PostedJobRow } from './service';
import { chinaDateOf } from './service';

/** A job as its company's HR system lists it, in the reader's language. */
export const presentPostedJob = (row: PostedJobRow, locale: Locale): PostedJob => ({
  job_id: row.job_id,
  position: locale === 'zh' ? row.position_zh : row.position_en,
  position_en: row.position_en,
  position_zh: row.position_zh,
  status: row.status,
  closed_reason: row.status === 'open' ? null : row.closed_reason,
  valid_through: row.valid_through ? chinaDateOf(row.valid_through) : null,
  create_time: formatCreateTime(row.create_time),
  update_time: formatCreateTime(row.update_time),
  apply_count: row.apply_count,
  question_count: row.question_count,
  message_count: row.message_count,
  views: row.views,
  verified: row.verification_status === 'approved',
});

/** A job's own fields in both languages (the edit form). */
export const presentPostedJobInfo = (row: PostedJobInfoRow, locale: Locale): PostedJobInfo => ({
  ...presentPostedJob(row, locale),
  description_en: row.description_en,
  description_zh: row.description_zh,
  responsibilities_en: row.responsibilities_en,
  responsibilities_zh: row.responsibilities_zh,
  requirements_en: row.requirements_en,
  requirements_zh: row.requirements_zh,
  minimum_salary: row.minimum_salary,
  maximum_salary: row.maximum_salary,
  salary_num: row.salary_num,
  employment_type: row.employment_type,
  industry: row.industry,
  seniority: row.seniority,
  adcode: row.adcode,
  skills: splitList(row.skills),
  headcount: row.headcount,
});

export const presentApplicant = (row: ApplicantRow, locale: Locale, match: number): Applicant => ({
  application_id: row.application_id,
  status: row.status,
  create_time: formatCreateTime(row.created_at),
  update_time: formatCreateTime(row.updated_at),
  job: { job_id: row.job_id, position: locale === 'zh' ? row.position_zh : row.position_en },
  candidate: {
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    avatar_url: row.avatar_url,
    city: (locale === 'zh' ? row.city_zh : row.city_en) ?? '',
  },
  match,
  note_count: row.note_count,
});

export const presentNote = (row: NoteRow): ApplicationNote => ({
  note_id: row.note_id,
  application_id: row.application_id,
  content: row.content,
  author: { user_id: row.author_id, first_name: row.first_name ?? '' },
  create_time: formatCreateTime(row.created_at),
});

/** A suspension's stored reason as the HR system names it; one no longer on the list reads as "other". */
export function suspendReasonOf(stored: string | null): (typeof SUSPEND_REASONS)[number] {
  return (SUSPEND_REASONS as readonly string[]).includes(stored ?? '')
    ? (stored as (typeof SUSPEND_REASONS)[number])
    : 'other';
}
