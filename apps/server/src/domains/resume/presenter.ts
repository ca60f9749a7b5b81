import type { careers, educations, files } from '@jobbridge/db';
import {
  type Career,
  type Education,
  formatCreateTime,
  type ResumeFile,
  type ResumeInfo,
  type ResumeUser,
  type Strength,
} from '@jobbridge/shared';

export type CareerRow = typeof careers.$inferSelect;
export type EducationRow = typeof educations.$inferSelect;
export type FileRow = Pick<typeof files.$inferSelect, 'file_id' | 'original_name' | 'size' | 'mime' | 'created_at'>;

export const RESUME_FILE_URL_PREFIX = '/api/resume/file/';

export const presentCareer = (row: CareerRow): Career => ({
  career_id: row.career_id,
  company_name: row.company_name,
  title: row.title,
  start_date: row.start_date,
  end_date: row.is_current ? null : row.end_date,
  is_current: row.is_current,
  responsibilities: row.responsibilities,
});

export const presentEducation = (row: EducationRow): Education => ({
  education_id: row.education_id,
  school: row.school,
  degree: row.degree,
  major: row.major,
  start_date: row.start_date,
  end_date: row.end_date,
});

export const presentResumeFile = (row: FileRow): ResumeFile => ({
  file_id: row.file_id,
  original_name: row.original_name,
  size: row.size,
  mime: row.mime,
  create_time: formatCreateTime(row.created_at),
  url: `${RESUME_FILE_URL_PREFIX}${row.file_id}`,
});

export interface ResumeUserRow {
  user_id: number;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  birth_date: string | null;
  mandarin: string | null;
  native_language: string | null;
  status: number;
  email: string | null;
  phone: string | null;
}

/** The resume's owner; contact details only when the reader may have them. */
export const presentResumeUser = (row: ResumeUserRow, withContact: boolean): ResumeUser => ({
  user_id: row.user_id,
  first_name: row.first_name,
  last_name: row.last_name,
  avatar_url: row.avatar_url,
  birth_date: row.birth_date,
  mandarin: row.mandarin,
  native_language: row.native_language,
  status: row.status,
  email: withContact ? row.email : null,
  phone: withContact ? row.phone : null,
});

export const presentStrength = (value: {
  percent: number;
  done: readonly string[];
  missing: readonly string[];
}): Strength => ({
  percent: value.percent,
  done: [...value.done],
  missing: [...value.missing],
});

export interface LoadedResume {
  user: ResumeUserRow;
  summary: string;
  skills: string[];
  wizard_step: number;
  careers: CareerRow[];
  educations: EducationRow[];
  files: FileRow[];
  strength: Strength;
}

/** The resume page; `withPrivate` adds contact details and files (owner and employers). */
export const presentResumeInfo = (resume: LoadedResume, withPrivate: boolean): ResumeInfo => ({
  user: presentResumeUser(resume.user, withPrivate),
  summary: resume.summary,
  skills: resume.skills,
  careers: resume.careers.map(presentCareer),
  educations: resume.educations.map(presentEducation),
  files: withPrivate ? resume.files.map(presentResumeFile) : [],
  strength: presentStrength(resume.strength),
  wizard_step: resume.wizard_step,
});
