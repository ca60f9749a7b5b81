import {
  APPLICATION_NOTE_MAX_LENGTH,
  applyByProblem,
  JOB_ADCODE_PATTERN,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_LIST_MAX_LENGTH,
  JOB_SALARY,
  JOB_SALARY_MONTHS,
  JOB_SKILLS_MAX,
  JOB_TITLE_MAX_LENGTH,
} from '@jobbridge/shared';

/** The HR system's pages (decision 0022): the nav, in order. */
export const HR_NAV = [
  { key: 'jobs', to: '/hrsystem', end: true },
  { key: 'applicants', to: '/hrsystem/applicants', end: false },
  { key: 'questions', to: '/hrsystem/questions', end: false },
  { key: 'conversations', to: '/hrsystem/chats', end: false },
  { key: 'company', to: '/hrsystem/company', end: false },
  { key: 'team', to: '/hrsystem/team', end: false },
] as const;

/** Application statuses 1..5 and their catalogue keys (jobTracker.status.<key>). */
export const APPLICATION_STATUSES = [
  { status: 1, key: 'applied' },
  { status: 2, key: 'assessment' },
  { status: 3, key: 'interview' },
  { status: 4, key: 'offered' },
  { status: 5, key: 'refused' },
] as const;

/** A positive integer from a query value, else null. */
export function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** ?status= of the applicant list: 1..5, else null (all). */
export function statusFilter(value: string | null): number | null {
  const n = positiveInt(value);
  return n !== null && n <= 5 ? n : null;
}

/** The job form as the page holds it: every field text, skills a list. */
export interface JobForm {
  position_en: string;
  position_zh: string;
  description_en: string;
  description_zh: string;
  responsibilities_en: string;
  responsibilities_zh: string;
  requirements_en: string;
  requirements_zh: string;
  minimum_salary: string;
  maximum_salary: string;
  salary_num: string;
  employment_type: string;
  industry: string;
  seniority: string;
  adcode: string;
  skills: string[];
  valid_through: string;
}

export const EMPTY_JOB_FORM: JobForm = {
  position_en: '',
  position_zh: '',
  description_en: '',
  description_zh: '',
  responsibilities_en: '',
  responsibilities_zh: '',
  requirements_en: '',
  requirements_zh: '',
  minimum_salary: '',
  maximum_salary: '',
  salary_num: '12',
  employment_type: '',
  industry: '',
  seniority: '',
  adcode: '',
  skills: [],
  valid_through: '',
};

/** Why a field is refused, as a catalogue key: what the shared schema (createJobBody) checks, without zod. */
export type JobFormProblem = 'required' | 'tooLong' | 'invalid' | 'salaryRange' | 'tooMany' | 'dateRange';

const length = (text: string) => [...text.trim()].length;
const intIn = (text: string, range: { min: number; max: number }) =>
  /^\d{1,6}$/.test(text.trim()) && Number(text) >= range.min && Number(text) <= range.max;

/**
 * The problems of a job form, by field (empty when the server would accept it, apart from what only the
 * server knows: that the config values, the city and the skills exist). The apply-by date is checked by
 * the server's own rule at `now`.
 */
export function jobFormProblems(form: JobForm, now = new Date()): Partial<Record<keyof JobForm, JobFormProblem>> {
  const problems: Partial<Record<keyof JobForm, JobFormProblem>> = {};
  const text = (field: keyof JobForm, max: number, required: boolean) => {
    const value = form[field] as string;
    if (required && !value.trim()) problems[field] = 'required';
    else if (length(value) > max) problems[field] = 'tooLong';
  };
  text('position_en', JOB_TITLE_MAX_LENGTH, true);
  text('position_zh', JOB_TITLE_MAX_LENGTH, true);
  text('description_en', JOB_DESCRIPTION_MAX_LENGTH, true);
  text('description_zh', JOB_DESCRIPTION_MAX_LENGTH, true);
  for (const field of ['responsibilities_en', 'responsibilities_zh', 'requirements_en', 'requirements_zh'] as const) {
    text(field, JOB_LIST_MAX_LENGTH, false);
  }
  for (const field of ['minimum_salary', 'maximum_salary'] as const) {
    if (!form[field].trim()) problems[field] = 'required';
    else if (!intIn(form[field], JOB_SALARY)) problems[field] = 'invalid';
  }
  if (!problems.minimum_salary && !problems.maximum_salary && Number(form.maximum_salary) < Number(form.minimum_salary))
    problems.maximum_salary = 'salaryRange';
  if (!intIn(form.salary_num, JOB_SALARY_MONTHS)) problems.salary_num = form.salary_num.trim() ? 'invalid' : 'required';
  for (const field of ['employment_type', 'industry', 'seniority'] as const) {
    if (!form[field]) problems[field] = 'required';
  }
  if (!form.adcode) problems.adcode = 'required';
  else if (!JOB_ADCODE_PATTERN.test(form.adcode)) problems.adcode = 'invalid';
  if (form.skills.length > JOB_SKILLS_MAX) problems.skills = 'tooMany';
  const applyBy = form.valid_through ? applyByProblem(form.valid_through, now) : null;
  if (applyBy) problems.valid_through = applyBy === 'range' ? 'dateRange' : 'invalid';
  return problems;
}

/** The history state the job form leaves for the list after a save: which call succeeded. */
export interface JobSavedState {
  done: 'createJob' | 'editJob';
}

/** The save a list page was reached from (its history state), or null. */
export function jobSavedOf(state: unknown): JobSavedState['done'] | null {
  const done = (state as { done?: unknown } | null)?.done;
  return done === 'createJob' || done === 'editJob' ? done : null;
}

/**
 * Forgets the state a page was navigated to with, once it has been read:
 * the browser keeps history state across a reload and back or forward, so a
 * notice read from it (JobSavedState) would show again. React Router keeps
 * the navigation's state as `usr` beside its own `key` and `idx`, which stay;
 * the address is unchanged and nothing is loaded again.
 */
export function forgetNavigationState(history: Pick<History, 'state' | 'replaceState'>): void {
  const state: unknown = history.state;
  if (!state || typeof state !== 'object' || (state as { usr?: unknown }).usr == null) return;
  history.replaceState({ ...state, usr: null }, '');
}

/** The body of createJob / editJob from the form. */
export function jobFormBody(form: JobForm) {
  return {
    ...form,
    minimum_salary: Number(form.minimum_salary),
    maximum_salary: Number(form.maximum_salary),
    salary_num: Number(form.salary_num),
    skills: form.skills.join(','),
  };
}

/** Longest note, for the note form. */
export const NOTE_MAX = APPLICATION_NOTE_MAX_LENGTH;

/** Adds or removes an id of a selection (bulk status changes). */
export function toggleId(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((one) => one !== id) : [...selected, id];
}
