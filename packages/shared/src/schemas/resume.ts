import { z } from 'zod';
import { LOCALES } from '../constants';
import {
  EDUCATION_END_MAX_YEARS_AHEAD,
  RESPONSIBILITIES_MAX_LENGTH,
  RESUME_SKILLS_MAX,
  SKILL_MAX_LENGTH,
  SUMMARY_MAX_LENGTH,
  todayInChina,
  WIZARD_STEPS,
} from '../limits';
import { skillKey } from '../rules/skills';
import { csvField, idField, intField, optionalEnum, optionalText, textField } from './fields';
import { optionalBoolean } from './job';

/**
 * The resume calls (docs/api/candidate.md): summary, wizard step, career and
 * education entries, resume files and the PDF export.
 */

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01';
};

const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** 'yyyy-MM-dd', a real date from 1900 on. */
export const dateField = () =>
  z
    .string({ error: 'errors.field.date' })
    .trim()
    .min(1, { error: 'errors.field.required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'errors.field.date' })
    .refine(isRealDate, { error: 'errors.field.date' });
export const optionalDate = () =>
  z.preprocess(blankToUndefined, dateField().optional()) as unknown as z.ZodOptional<ReturnType<typeof dateField>>;

export const strength = z.object({
  /** 0..100 (spec section 9 weights). */
  percent: z.number().int(),
  /** Parts of PROFILE_STRENGTH_WEIGHTS that are done. */
  done: z.array(z.string()),
  /** Parts still missing, heaviest first. */
  missing: z.array(z.string()),
});
export type Strength = z.infer<typeof strength>;

export const career = z.object({
  career_id: z.number().int(),
  company_name: z.string(),
  title: z.string(),
  /** 'yyyy-MM-dd'. */
  start_date: z.string(),
  /** 'yyyy-MM-dd'; null while current. */
  end_date: z.string().nullable(),
  is_current: z.boolean(),
  responsibilities: z.string(),
});
export type Career = z.infer<typeof career>;

export const education = z.object({
  education_id: z.number().int(),
  school: z.string(),
  degree: z.string(),
  major: z.string(),
  start_date: z.string(),
  /** null while studying. */
  end_date: z.string().nullable(),
});
export type Education = z.infer<typeof education>;

export const resumeFile = z.object({
  file_id: z.string(),
  original_name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  mime: z.string(),
  /** 'yyyy-MM-dd hh:mm:ss' in UTC+8. */
  create_time: z.string(),
  /** GET address of the file: /api/resume/file/{file_id}. */
  url: z.string(),
});
export type ResumeFile = z.infer<typeof resumeFile>;

const careerFields = {
  company_name: textField(100),
  title: textField(100),
  start_date: dateField(),
  /** Left empty while is_current (and ignored then). */
  end_date: optionalDate(),
  is_current: optionalBoolean(),
  responsibilities: optionalText(RESPONSIBILITIES_MAX_LENGTH),
};

type CareerDates = { start_date: string; end_date?: string; is_current?: boolean };
/** Career dates: none in the future, the end not before the start, an end unless current. */
const checkCareerDates = (body: CareerDates, ctx: z.RefinementCtx) => {
  const today = todayInChina();
  if (body.start_date > today) ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'resume.dateInFuture' });
  if (body.is_current) return;
  if (body.end_date === undefined) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'errors.field.required' });
  } else if (body.end_date > today) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'resume.dateInFuture' });
  } else if (body.end_date < body.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'resume.endBeforeStart' });
  }
};

/** POST /api/resume/insCareer */
export const insCareerBody = z.object(careerFields).superRefine(checkCareerDates);
export type InsCareerBody = z.input<typeof insCareerBody>;
export type CareerInput = z.output<typeof insCareerBody>;
export const insCareerData = career;

/** POST /api/resume/updCareerById: every field again (the entry is replaced). */
export const updCareerByIdBody = z.object({ career_id: idField(), ...careerFields }).superRefine(checkCareerDates);
export type UpdCareerByIdBody = z.input<typeof updCareerByIdBody>;
export const updCareerByIdData = career;

export const careerIdBody = z.object({ career_id: idField() });
/** POST /api/resume/getCareerById */
export const getCareerByIdBody = careerIdBody;
export const getCareerByIdData = career;
/** POST /api/resume/delCareerById */
export const delCareerByIdBody = careerIdBody;
export const delCareerByIdData = z.null();

const educationFields = {
  school: textField(100),
  degree: textField(60),
  major: optionalText(100),
  start_date: dateField(),
  /** Empty while studying; may lie ahead (expected graduation). */
  end_date: optionalDate(),
};

type EducationDates = { start_date: string; end_date?: string };
const checkEducationDates = (body: EducationDates, ctx: z.RefinementCtx) => {
  const today = todayInChina();
  if (body.start_date > today) ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'resume.dateInFuture' });
  if (body.end_date === undefined) return;
  const latest = `${Number(today.slice(0, 4)) + EDUCATION_END_MAX_YEARS_AHEAD}${today.slice(4)}`;
  if (body.end_date < body.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'resume.endBeforeStart' });
  } else if (body.end_date > latest) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'resume.dateInFuture' });
  }
};

/** POST /api/resume/insEducation */
export const insEducationBody = z.object(educationFields).superRefine(checkEducationDates);
export type InsEducationBody = z.input<typeof insEducationBody>;
export type EducationInput = z.output<typeof insEducationBody>;
export const insEducationData = education;

/** POST /api/resume/updEducationById: every field again. */
export const updEducationByIdBody = z
  .object({ education_id: idField(), ...educationFields })
  .superRefine(checkEducationDates);
export type UpdEducationByIdBody = z.input<typeof updEducationByIdBody>;
export const updEducationByIdData = education;

export const educationIdBody = z.object({ education_id: idField() });
export const getEducationByIdBody = educationIdBody;
export const getEducationByIdData = education;
export const delEducationByIdBody = educationIdBody;
export const delEducationByIdData = z.null();

/** POST /api/resume/updSummary: blank clears it. */
export const updSummaryBody = z.object({
  summary: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string()
      .trim()
      .max(SUMMARY_MAX_LENGTH)
      .refine((value) => !value.includes('\u0000'), { error: 'errors.field.invalid' }),
  ),
});
export type UpdSummaryBody = z.input<typeof updSummaryBody>;
export const updSummaryData = z.object({ summary: z.string(), strength });

/**
 * POST /api/resume/updSkills: the resume's skills, an array or a comma list,
 * at most RESUME_SKILLS_MAX; a skill of the shared list is stored by its
 * English name (skillKey), any other as typed; repeats dropped; empty clears.
 */
export const updSkillsBody = z.object({
  skills: csvField(SKILL_MAX_LENGTH, RESUME_SKILLS_MAX)
    .refine((skills) => skills.every((skill) => !skill.includes('\u0000')), { error: 'errors.field.invalid' })
    .transform((skills) => [...new Set(skills.map(skillKey))]),
});
export type UpdSkillsBody = z.input<typeof updSkillsBody>;
export const updSkillsData = z.object({ skills: z.array(z.string()) });

/** POST /api/resume/updWizardStep */
export const updWizardStepBody = z.object({ step: intField(WIZARD_STEPS.min, WIZARD_STEPS.max) });
export type UpdWizardStepBody = z.input<typeof updWizardStepBody>;
export const updWizardStepData = z.object({ wizard_step: z.number().int() });

/** POST /api/resume/getResumeInfoByUserID */
export const getResumeInfoBody = z.object({ user_id: idField() });
export type GetResumeInfoBody = z.input<typeof getResumeInfoBody>;

export const resumeUser = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: z.string().nullable(),
  /** 'yyyy-MM-dd' or null. */
  birth_date: z.string().nullable(),
  mandarin: z.string().nullable(),
  native_language: z.string().nullable(),
  /** 2 means the e-mail is verified. */
  status: z.number().int(),
  /** Contact details: for the user and recruiters of companies the user applied to; null for other readers. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ResumeUser = z.infer<typeof resumeUser>;

export const getResumeInfoData = z.object({
  user: resumeUser,
  summary: z.string(),
  /** Skill keys: English names of the shared list, other skills as typed (pages show skillLabel). */
  skills: z.array(z.string()),
  /** Newest first (current entries first, then by start date). */
  careers: z.array(career),
  /** Newest first. */
  educations: z.array(education),
  /** For the user and recruiters of companies the user applied to; empty for other readers. */
  files: z.array(resumeFile),
  strength,
  wizard_step: z.number().int(),
});
export type ResumeInfo = z.infer<typeof getResumeInfoData>;

/** POST /api/resume/uploadResumeFile: multipart `file` (.pdf .ppt .doc .docx by content, at most 20 MB). */
export const uploadResumeFileData = resumeFile;

/** POST /api/resume/delResumeFile */
export const delResumeFileBody = z.object({
  file_id: z
    .string()
    .trim()
    .regex(/^[\w-]{16,64}$/, { error: 'errors.field.invalid' }),
});
export type DelResumeFileBody = z.input<typeof delResumeFileBody>;
export const delResumeFileData = z.null();

/** GET /api/resume/file/:file_id */
export const resumeFileParams = delResumeFileBody;

/** GET /api/resume/pdf?lang=en|zh (default: the request's language). */
export const resumePdfQuery = z.object({ lang: optionalEnum(LOCALES) });
export type ResumePdfQuery = z.input<typeof resumePdfQuery>;
